<?php
/**
 * What server code a request loads.
 *
 * A visitor's page pays only for what a visitor can meet: the block registrations, the post types,
 * the visitor forms and links (contact form, newsletter confirmation, donations; the checkout's
 * code only on a checkout request), the
 * media and private video file filters, and the resumable upload endpoint. The REST route groups,
 * the admin screens and the settings they register load on REST, wp-admin (including admin-ajax
 * and admin-post), cron, WP-CLI, XML-RPC and login requests. What a block's render needs beyond
 * that loads when the block first renders.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Loaded on every request: each registers hooks a visitor's page or an early request needs
 * (post types on `init`, `template_redirect` handlers, media and upload filters, the block
 * registrations) or holds helpers those call.
 */
const VISITOR_FILES = array(
	'rest.php',
	'blocks/donations.php',
	'videopress/guid.php',
	'videopress/upload.php',
	'videopress/video.php',
	'videopress/private-files.php',
	'blocks.php',
	'editor-styles.php',
	'contact-form/load.php',
	'payments/visitor.php',
	'mailchimp/settings.php',
	'mailchimp/audience.php',
);

/**
 * What a block's server render calls or filters beyond the visitor files, by block name: loaded
 * when the block is registered or first renders (see load_on_render() and blocks.php), so a page
 * without it never reads these files. The contact form's fields are added by block_server_files().
 */
const BLOCK_FILES = array(
	'jetpack/business-hours'    => array( 'routes/business-hours.php' ),
	'jetpack/gif'               => array( 'routes/attachment-access.php' ),
	'jetpack/tiled-gallery'     => array( 'routes/attachment-access.php' ),
	'jetpack/slideshow'         => array( 'routes/attachment-access.php' ),
	'jetpack/instagram-gallery' => array( 'instagram/connections.php' ),
	'jetpack/contact-form'      => array( 'contact-form/full.php' ),
	'jetpack/mailchimp'         => array( 'routes/mailchimp.php', 'contact-form/full.php' ),
	'jetpack/related-posts'     => array( 'modules/registry.php', 'related-posts/engine.php' ),
	'jetpack/wordads'           => array( 'modules/registry.php', 'routes/wordads.php' ),
	'jetpack/map'               => array( 'map/tokens.php', 'map/render.php' ),
	'jetpack/donations'         => array( 'payments/load.php' ),
	'jetpack/simple-payments'   => array( 'payments/load.php' ),
);

/**
 * Options a block's render reads that are not autoloaded, by block name: a page with several such
 * blocks reads them all in one query (prime_block_options()) instead of one query each. Written out
 * (not the constants of the block's files, which are not loaded yet when the page primes them);
 * lean-loading.spec.ts fails if a render reads one of the plugin's options with a query of its own.
 * (The feature-list settings every registration checks are stored autoloaded by migration 4.)
 */
const BLOCK_OPTIONS = array(
	'jetpack/instagram-gallery' => 'jetpack_blocks_instagram_connections',
	'jetpack/map'               => 'jetpack_blocks_mapbox_token',
	'jetpack/simple-payments'   => 'jetpack_blocks_payments_account',
	'jetpack/mailchimp'         => 'jetpack_blocks_newsletter_settings',
	// The site's default privacy, which a video left at the default reads (the reference's name).
	'videopress/video'          => 'videopress_private_enabled_for_site',
);

/** Blocks whose names start so (the contact form's fields) need the contact form's server side. */
const FIELD_BLOCK_PREFIX = 'jetpack/field-';

/**
 * Hooks that, fired on a request that did not load the server code up front, need it before their
 * callbacks run: the REST API starting (every route group registers on it), and the few writes
 * such a request can cause that server code follows (a post saved by another plugin's form or by
 * quick edit is indexed for related posts; a deleted user's connection and Instagram data are
 * removed; a failed login through another form is counted by the brute-force protection; a
 * category added from the list screen's form keeps its newsletter flag).
 */
const SERVER_CODE_TRIGGERS = array( 'rest_api_init', 'save_post_post', 'deleted_user', 'wp_login_failed', 'created_category', 'edited_category' );

/** The prefix of every admin-ajax and admin-post action the server code answers. */
const ACTION_PREFIX = 'jetpack_blocks_';

/**
 * Requires files of php-stubs/.
 *
 * @param string[] $relative Paths relative to php-stubs/.
 */
function load_files( array $relative ): void {
	foreach ( $relative as $file ) {
		require_once __DIR__ . '/' . $file;
	}
}

/**
 * Whether this request needs the REST routes, admin screens and settings from the start: the
 * wp-admin screens, cron, WP-CLI, XML-RPC and the login page; admin-ajax and admin-post only for
 * the plugin's own actions (other plugins' and WordPress's own Ajax, such as the heartbeat, do not
 * pay for them). Every other request loads them when the REST API starts (SERVER_CODE_TRIGGERS).
 */
function request_needs_server_code(): bool {
	$page = $GLOBALS['pagenow'] ?? '';
	if ( wp_doing_ajax() || 'admin-post.php' === $page ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only routes the request; each handler checks its nonce.
		$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
		return str_starts_with( $action, ACTION_PREFIX );
	}
	return is_admin()
		|| wp_doing_cron()
		|| ( defined( 'WP_CLI' ) && WP_CLI )
		|| ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST )
		|| 'wp-login.php' === $page;
}

/**
 * The callbacks on `init`, as a set of ids (priority and WP_Hook's own id).
 *
 * @return array<string, true>
 */
function init_callback_ids(): array {
	global $wp_filter;
	$ids = array();
	if ( isset( $wp_filter['init'] ) ) {
		foreach ( $wp_filter['init']->callbacks as $priority => $callbacks ) {
			foreach ( array_keys( $callbacks ) as $id ) {
				$ids[ $priority . '|' . $id ] = true;
			}
		}
	}
	return $ids;
}

/**
 * Loads the REST route groups and what they require, once. Loaded after `init` (a REST request
 * of a visitor's page starts the REST API at `parse_request`), the files' own `init` callbacks
 * (settings registered for the REST settings endpoint, the module flags' first write) are run here
 * in their priority order, as `init` would have run them.
 */
function load_server_code(): void {
	static $loaded = false;
	if ( $loaded ) {
		return;
	}
	$loaded = true;

	$before = init_callback_ids();
	load_files( array( 'oauth-popup-reply.php', 'ai/token-cache.php', 'contact-form/full.php' ) );
	// REST route groups, each registering its own routes on rest_api_init.
	foreach ( glob( __DIR__ . '/routes/*.php' ) as $route_file ) {
		require_once $route_file;
	}

	global $wp_filter;
	if ( ! did_action( 'init' ) || doing_action( 'init' ) || ! isset( $wp_filter['init'] ) ) {
		return;
	}
	$callbacks = $wp_filter['init']->callbacks;
	ksort( $callbacks );
	foreach ( $callbacks as $priority => $by_id ) {
		foreach ( $by_id as $id => $callback ) {
			if ( ! isset( $before[ $priority . '|' . $id ] ) ) {
				call_user_func( $callback['function'] );
			}
		}
	}
}

/**
 * The files one block's registration and server render need beyond the visitor files.
 *
 * @param string $block_name Block name, e.g. `jetpack/wordads`.
 * @return string[] Paths relative to php-stubs/.
 */
function block_server_files( string $block_name ): array {
	$files = BLOCK_FILES[ $block_name ] ?? array();
	if ( str_starts_with( $block_name, FIELD_BLOCK_PREFIX ) ) {
		// Their attributes are completed by a metadata filter, and they render through the form.
		$files[] = 'contact-form/full.php';
	}
	return $files;
}

/**
 * Loads what one block's registration and server render need (block_server_files()).
 *
 * @param string $block_name Block name, e.g. `jetpack/wordads`.
 */
function load_block_server_code( string $block_name ): void {
	load_files( block_server_files( $block_name ) );
}

/**
 * Reads, in one query, what registering and rendering the named blocks will read of the plugin's
 * options that are not autoloaded: the feature-list settings every registration checks
 * (block-availability.php; autoloaded once migration 4 has run, and then not queried: WordPress
 * skips what it already holds) and the options of the blocks' renders (BLOCK_OPTIONS). Options
 * already read are not asked for again (prime_options()), so a later call for blocks found while
 * rendering adds only what is new.
 *
 * @param string[] $block_names Block names of the page.
 */
function prime_block_options( array $block_names ): void {
	$ours = array_intersect( $block_names, array_keys( block_folders() ) );
	if ( ! $ours ) {
		return; // Core blocks only: none of this is read.
	}
	$options = array( BETA_BLOCKS_OPTION, EXPERIMENTAL_BLOCKS_OPTION );
	foreach ( $ours as $name ) {
		if ( isset( BLOCK_OPTIONS[ $name ] ) ) {
			$options[] = BLOCK_OPTIONS[ $name ];
		}
	}
	prime_options( $options );
}

/**
 * Gives each of the plugin's blocks a render callback that first loads what the block's render
 * needs, whichever way it is rendered (a page, an inner block, the REST block renderer).
 *
 * @param array  $args       Block type arguments.
 * @param string $block_name Block name.
 */
function load_on_render( $args, $block_name ) {
	if ( ! is_array( $args ) || array() === block_server_files( (string) $block_name ) || ! is_callable( $args['render_callback'] ?? null ) ) {
		return $args;
	}
	$render                  = $args['render_callback'];
	$args['render_callback'] = static function ( ...$arguments ) use ( $render, $block_name ) {
		load_block_server_code( $block_name );
		return $render( ...$arguments );
	};
	return $args;
}
add_filter( 'register_block_type_args', __NAMESPACE__ . '\load_on_render', 10, 2 );

/**
 * With ALTERNATE_WP_CRON, a visitor's request runs the due cron events itself after it has loaded
 * (wp-cron.php is included into it): the server code, whose events they may be, loads first.
 *
 * @param mixed $pre The short-circuit value, passed on unchanged.
 * @return mixed
 */
function load_server_code_for_cron( $pre ) {
	if ( wp_doing_cron() ) {
		load_server_code();
	}
	return $pre;
}

load_files( VISITOR_FILES );
if ( request_needs_server_code() ) {
	load_server_code();
} else {
	foreach ( SERVER_CODE_TRIGGERS as $hook ) {
		add_action( $hook, __NAMESPACE__ . '\load_server_code', PHP_INT_MIN, 0 );
	}
	add_filter( 'pre_get_ready_cron_jobs', __NAMESPACE__ . '\load_server_code_for_cron', PHP_INT_MIN );
}
