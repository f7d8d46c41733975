<?php
/**
 * What a module switched on does, and what stops when it is off.
 *
 * - Feature files (php-stubs/modules/features/<slug>.php) load on `init` (priority 0, before post
 *   types and the blocks register) only while their module is active; the Carousel's, which only
 *   changes galleries, when a page renders a gallery and the module is active; Brute force
 *   protection only when WordPress authenticates someone (the `authenticate` filter), so a
 *   visitor's page never reads it.
 * - Blocks owned by a module are unavailable while it is off (`jetpack_blocks_block_availability`,
 *   reason `missing_module`, details `{ module }`): they are not registered, so they leave the
 *   inserter and their server render and routes stop with them.
 *
 * Deciding costs a visitor nothing while a module is off: the stored flags
 * (`jetpack_blocks_active_modules`, autoloaded, written by modules/registry.php) answer "off"
 * without loading the registry; only a module stored on (or never stored) is confirmed through
 * modules_is_active(), which also knows whether it can work on this site.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Features;

defined( 'ABSPATH' ) || exit;

/** Module slug => its feature file under features/ (loaded while the module is active). */
const FILES = array(
	'custom-content-types' => 'custom-content-types.php',
	'latex'                => 'latex.php',
	'markdown'             => 'markdown.php',
);

/**
 * Module slug => the feature file of a module that only changes some blocks' markup, the blocks,
 * and the function of that file that filters their markup: nothing of it is read, and the module's
 * state is not even asked, until one of those blocks renders. The Carousel is on by default, and
 * deciding it at `init` built the module registry (with its translated names) on every page.
 */
const RENDER_FEATURES = array(
	'carousel' => array(
		'file'   => 'carousel.php',
		'blocks' => array( 'core/gallery', 'jetpack/tiled-gallery' ),
		'filter' => 'Jetpack_Blocks\\Carousel\\mark_gallery',
	),
);

/** Module slug => feature file loaded only when WordPress authenticates a log-in. */
const LOGIN_FILES = array(
	'protect' => 'protect.php',
);

/**
 * Blocks a module owns, by block name. Not here: jetpack/wordads and jetpack/related-posts, whose
 * placeholders are how their modules are switched on (spec 002: "Activate WordAds", "Activate
 * Related Posts"); while their module is off they print nothing for visitors and their routes
 * answer as off (routes/wordads.php, related-posts/engine.php).
 */
const BLOCK_MODULES = array(
	'jetpack/contact-form'            => 'contact-form',
	'jetpack/field-checkbox'          => 'contact-form',
	'jetpack/field-checkbox-multiple' => 'contact-form',
	'jetpack/field-consent'           => 'contact-form',
	'jetpack/field-date'              => 'contact-form',
	'jetpack/field-email'             => 'contact-form',
	'jetpack/field-name'              => 'contact-form',
	'jetpack/field-option-checkbox'   => 'contact-form',
	'jetpack/field-option-radio'      => 'contact-form',
	'jetpack/field-radio'             => 'contact-form',
	'jetpack/field-select'            => 'contact-form',
	'jetpack/field-telephone'         => 'contact-form',
	'jetpack/field-text'              => 'contact-form',
	'jetpack/field-textarea'          => 'contact-form',
	'jetpack/field-url'               => 'contact-form',
	'jetpack/tiled-gallery'           => 'tiled-gallery',
	'videopress/video'                => 'videopress',
);

/**
 * Whether a module is active, reading the registry only when its stored flag is not a plain "off".
 *
 * @param string $slug Module slug.
 */
function module_active( string $slug ): bool {
	// The registry's MODULES_ACTIVE_OPTION (not loaded yet on a visitor's page).
	$flags = get_option( 'jetpack_blocks_active_modules', array() );
	if ( is_array( $flags ) && false === ( $flags[ $slug ] ?? null ) ) {
		return false;
	}
	// Confirmed once per request for the flags as stored (forgotten when they change): registering
	// a page's blocks asks for several, and the registry is rebuilt on every call into it.
	static $confirmed = array();
	static $for_flags = null;
	if ( $flags !== $for_flags ) {
		$confirmed = array();
		$for_flags = $flags;
	}
	if ( ! isset( $confirmed[ $slug ] ) ) {
		require_once __DIR__ . '/registry.php';
		$confirmed[ $slug ] = \Jetpack_Blocks\modules_is_active( $slug );
	}
	return $confirmed[ $slug ];
}

/**
 * Loads the feature file of each active module.
 */
function load_active_features(): void {
	foreach ( FILES as $slug => $file ) {
		if ( is_readable( __DIR__ . '/features/' . $file ) && module_active( $slug ) ) {
			require_once __DIR__ . '/features/' . $file;
		}
	}
	foreach ( RENDER_FEATURES as $slug => $feature ) {
		foreach ( $feature['blocks'] as $block_name ) {
			add_filter(
				'render_block_' . $block_name,
				static function ( $content, $block ) use ( $slug, $feature ) {
					return render_feature( $slug, $feature, $content, $block );
				},
				20,
				2
			);
		}
	}
}
add_action( 'init', __NAMESPACE__ . '\load_active_features', 0 );

/**
 * Passes a rendered block through a module's markup filter (RENDER_FEATURES) while the module is
 * active, loading its file the first time.
 *
 * @param string $slug    Module slug.
 * @param array  $feature Its RENDER_FEATURES entry.
 * @param mixed  $content The block's markup.
 * @param mixed  $block   The parsed block.
 * @return mixed The markup.
 */
function render_feature( string $slug, array $feature, $content, $block ) {
	if ( ! is_string( $content ) || ! is_array( $block ) || ! module_active( $slug ) ) {
		return $content;
	}
	if ( ! is_callable( $feature['filter'] ) && is_readable( __DIR__ . '/features/' . $feature['file'] ) ) {
		require_once __DIR__ . '/features/' . $feature['file'];
	}
	return is_callable( $feature['filter'] ) ? call_user_func( $feature['filter'], $content, $block ) : $content;
}

/**
 * Loads the log-in features (Brute force protection) as authentication starts; they hook later
 * priorities of the same filter, which WordPress runs in this same pass.
 *
 * @param mixed $user Passed on unchanged.
 * @return mixed
 */
function load_login_features( $user ) {
	foreach ( LOGIN_FILES as $slug => $file ) {
		if ( module_active( $slug ) ) {
			require_once __DIR__ . '/features/' . $file;
		}
	}
	return $user;
}
add_filter( 'authenticate', __NAMESPACE__ . '\load_login_features', 0 );

/**
 * A block whose module is off is unavailable (reason `missing_module`).
 *
 * @param mixed  $result array{available: bool, reason: string, details: array} so far.
 * @param string $name   Block name.
 * @return mixed
 */
function block_availability( $result, $name ) {
	$module = is_string( $name ) ? ( BLOCK_MODULES[ $name ] ?? null ) : null;
	// A block already unavailable for another reason keeps that reason.
	if ( null === $module || ! is_array( $result ) || empty( $result['available'] ) ) {
		return $result;
	}
	if ( module_active( $module ) ) {
		return $result;
	}
	return array(
		'available' => false,
		'reason'    => 'missing_module',
		'details'   => array( 'module' => $module ),
	);
}
add_filter( 'jetpack_blocks_block_availability', __NAMESPACE__ . '\block_availability', 10, 2 );

/**
 * While Forms is off, a form submitted from a page (or an old copy of one) is not accepted: the
 * handler (contact-form/form.php) is taken off before it runs, and the page renders as for any
 * visitor. Only a request that posts a form pays for the check.
 */
function stop_form_submissions(): void {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only routes the request.
	if ( ! isset( $_POST['jetpack_contact_form'] ) || module_active( 'contact-form' ) ) {
		return;
	}
	remove_action( 'template_redirect', 'Jetpack_Blocks\Contact_Form\handle_submission', 1 );
}
add_action( 'template_redirect', __NAMESPACE__ . '\stop_form_submissions', 0 );

/** Post types a feature registers that have their own permalinks. */
const REWRITE_POST_TYPES = array( 'jetpack-portfolio', 'jetpack-testimonial' );

/** Option: which of them the stored rewrite rules were last built with. */
const REWRITE_OPTION = 'jetpack_blocks_feature_rewrite';

/**
 * Rebuilds the permalinks once after a feature's post types came or went (a module or a type's
 * option switched): without it, /portfolio/… would not resolve after switching on, and would still
 * resolve after switching off. One autoloaded option read per request otherwise.
 */
function sync_rewrite_rules(): void {
	$signature = implode( ',', array_filter( REWRITE_POST_TYPES, 'post_type_exists' ) );
	$stored    = get_option( REWRITE_OPTION, null );
	if ( $stored === $signature ) {
		return;
	}
	// Stored even when empty: a missing option is not autoloaded, so every page would query it.
	update_option( REWRITE_OPTION, $signature, true );
	// Nothing was built with these types before, and none exist now: the rules are already right.
	if ( null !== $stored || '' !== $signature ) {
		flush_rewrite_rules( false );
	}
}
add_action( 'wp_loaded', __NAMESPACE__ . '\sync_rewrite_rules' );
