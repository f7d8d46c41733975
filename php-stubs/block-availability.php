<?php
/**
 * Which of the plugin's blocks this site offers, and why not when it does not.
 *
 * Blocks are grouped in feature lists as in spec 002 ("production, beta, experimental and
 * no-post-editor"). The lists decide what registers: production blocks always, beta and
 * experimental blocks only when the site asks for them (the settings below, or the constants
 * JETPACK_BETA_BLOCKS / JETPACK_EXPERIMENTAL_BLOCKS), and in an editor embedded by another plugin
 * (the `jetpack_blocks_variation` filter returning `no-post-editor`) only the blocks of that list.
 *
 * Others say a block is unavailable through the `jetpack_blocks_block_availability` filter (a
 * module switched off, for example). An unavailable block is not registered, on the server nor in
 * the editor, unless its reason still lets it work with a nudge (`missing_plan`: the block shows
 * the upgrade banner). The editor receives every block's availability and names the reason of a
 * skipped block in the browser console, where the reference names it.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Blocks of the production list; every one of them also works outside the post editor. */
const PRODUCTION_BLOCKS = array(
	'ai-assistant',
	'business-hours',
	'button',
	'calendly',
	'contact-form',
	'contact-info',
	'donations',
	'eventbrite',
	'gif',
	'google-calendar',
	'instagram-gallery',
	'mailchimp',
	'map',
	'markdown',
	'opentable',
	'pinterest',
	'rating-star',
	'related-posts',
	'repeat-visitor',
	'simple-payments',
	'slideshow',
	'tiled-gallery',
	'tock',
	'videopress/video',
	'wordads',
);

/**
 * The feature lists, by block name without the `jetpack/` prefix (the video block is
 * `videopress/video`, as in the reference). Child blocks (block.json `parent`) follow their parent
 * and are not listed.
 */
const FEATURE_LISTS = array(
	'production'     => PRODUCTION_BLOCKS,
	// Spec 002 §9: "Beta includes voice-to-content, recipe and the AI logo generator".
	'beta'           => array( 'voice-to-content' ),
	// Spec 002 §9: "experimental includes AI image and AI paragraph", neither of which is a block here.
	'experimental'   => array(),
	'no-post-editor' => PRODUCTION_BLOCKS,
);

/** Settings (options) that turn the beta and the experimental lists on. */
const BETA_BLOCKS_OPTION         = 'jetpack_blocks_beta_blocks';
const EXPERIMENTAL_BLOCKS_OPTION = 'jetpack_blocks_experimental_blocks';

/** Unavailable reasons with which a block still registers (it explains itself in the editor). */
const REASONS_THAT_REGISTER = array( 'missing_plan' );

/**
 * Reads both settings in one query the first time either is needed. They are not autoloaded (most
 * sites never set them), and a visitor's page with the plugin's blocks asks for both.
 */
function prime_feature_list_settings(): void {
	prime_options( array( BETA_BLOCKS_OPTION, EXPERIMENTAL_BLOCKS_OPTION ) );
}

/**
 * Reads options that are not autoloaded in one query, each at most once per request: WordPress's
 * priming asks the object cache for every option it is given, and with a persistent cache each ask
 * is a round trip to the cache server (which keeps no record of options that do not exist).
 *
 * @param string[] $names Option names.
 */
function prime_options( array $names ): void {
	static $primed = array();
	$names = array_values( array_diff( $names, array_keys( $primed ) ) );
	if ( ! $names || ! function_exists( 'wp_prime_option_caches' ) ) {
		return;
	}
	$primed += array_fill_keys( $names, true );
	wp_prime_option_caches( $names );
}

/** Whether the beta list is on: the constant as in the reference, or the site's setting. */
function beta_blocks_enabled(): bool {
	if ( defined( 'JETPACK_BETA_BLOCKS' ) ) {
		return (bool) constant( 'JETPACK_BETA_BLOCKS' );
	}
	prime_feature_list_settings();
	return (bool) get_option( BETA_BLOCKS_OPTION, false );
}

/** Whether the experimental list is on (the beta list includes it, as in the reference). */
function experimental_blocks_enabled(): bool {
	if ( defined( 'JETPACK_EXPERIMENTAL_BLOCKS' ) ) {
		return (bool) constant( 'JETPACK_EXPERIMENTAL_BLOCKS' );
	}
	prime_feature_list_settings();
	return beta_blocks_enabled() || (bool) get_option( EXPERIMENTAL_BLOCKS_OPTION, false );
}

/**
 * The list in force: `no-post-editor` when an editor other than the post editor asks for it
 * through the filter, otherwise production with beta and experimental added when they are on.
 *
 * @return string 'production' | 'experimental' | 'beta' | 'no-post-editor'.
 */
function blocks_variation(): string {
	$default = beta_blocks_enabled() ? 'beta' : ( experimental_blocks_enabled() ? 'experimental' : 'production' );
	/**
	 * Filters the feature list in force (another plugin embedding the block editor returns
	 * `no-post-editor` to get only the blocks that work there).
	 *
	 * @param string $variation 'production', 'experimental', 'beta' or 'no-post-editor'.
	 */
	$variation = apply_filters( 'jetpack_blocks_variation', $default );
	return in_array( $variation, array( 'production', 'experimental', 'beta', 'no-post-editor' ), true ) ? $variation : $default;
}

/**
 * The feature a block belongs to: its name without `jetpack/`, or its parent's for a child block.
 *
 * @param string $name Block name.
 */
function block_feature( string $name ): string {
	$parents = block_parents();
	$seen    = array();
	while ( isset( $parents[ $name ] ) && ! isset( $seen[ $name ] ) ) {
		$seen[ $name ] = true;
		$name          = $parents[ $name ];
	}
	return str_starts_with( $name, 'jetpack/' ) ? substr( $name, strlen( 'jetpack/' ) ) : $name;
}

/**
 * The plugin's child blocks and their parent (the first `parent` of their block.json that is one
 * of the plugin's blocks).
 *
 * @return array<string, string> Child block name => parent block name.
 */
function block_parents(): array {
	static $parents = null;
	if ( null === $parents ) {
		$parents  = array();
		$manifest = build_path( 'blocks-manifest.php' );
		$metadata = file_exists( $manifest ) ? require $manifest : array();
		$names    = array();
		foreach ( (array) $metadata as $block ) {
			if ( is_array( $block ) && isset( $block['name'] ) && is_string( $block['name'] ) ) {
				$names[ $block['name'] ] = $block;
			}
		}
		foreach ( $names as $name => $block ) {
			foreach ( (array) ( $block['parent'] ?? array() ) as $parent ) {
				if ( is_string( $parent ) && isset( $names[ $parent ] ) ) {
					$parents[ $name ] = $parent;
					break;
				}
			}
		}
	}
	return $parents;
}

/**
 * Whether a feature is in the list in force, and if not the reason.
 *
 * @param string $feature Feature (block name without `jetpack/`).
 * @return string '' when listed, else 'beta', 'experimental' or 'not_in_variation'.
 */
function feature_list_reason( string $feature ): string {
	// A production block on a site where no editor narrows the list: no setting to read (a
	// visitor's page asks this for every block it renders).
	if ( ! has_filter( 'jetpack_blocks_variation' ) && in_array( $feature, FEATURE_LISTS['production'], true ) ) {
		return '';
	}
	$variation = blocks_variation();
	if ( 'no-post-editor' === $variation ) {
		return in_array( $feature, FEATURE_LISTS['no-post-editor'], true ) ? '' : 'not_in_variation';
	}
	if ( in_array( $feature, FEATURE_LISTS['production'], true ) ) {
		return '';
	}
	if ( in_array( $feature, FEATURE_LISTS['experimental'], true ) ) {
		return 'production' === $variation ? 'experimental' : '';
	}
	if ( in_array( $feature, FEATURE_LISTS['beta'], true ) ) {
		return 'beta' === $variation ? '' : 'beta';
	}
	return 'not_in_variation';
}

/**
 * Whether a block is available on this site, and why not.
 *
 * @param string $name Block name, e.g. `jetpack/gif`.
 * @return array{available: bool, reason: string, details: array}
 */
function block_availability( string $name ): array {
	$decided = array();
	return decide_availability( $name, $decided );
}

/**
 * The availability of several blocks, each parent decided once: a form's fields all go where the
 * form goes, and deciding that runs the availability filters (a module's state among them).
 *
 * @param string[] $names Block names.
 * @return array<string, array{available: bool, reason: string, details: array}>
 */
function blocks_availability( array $names ): array {
	$decided = array();
	$result  = array();
	foreach ( $names as $name ) {
		$result[ $name ] = decide_availability( $name, $decided );
	}
	return $result;
}

/**
 * block_availability() for one block, reusing and adding to the blocks already decided.
 *
 * @param string                                                          $name    Block name.
 * @param array<string, array{available: bool, reason: string, details: array}> $decided Decided so far.
 * @return array{available: bool, reason: string, details: array}
 */
function decide_availability( string $name, array &$decided ): array {
	if ( isset( $decided[ $name ] ) ) {
		return $decided[ $name ];
	}
	// A child block (a form's field, a contact detail) goes where its parent goes.
	$parent = block_parents()[ $name ] ?? null;
	if ( null !== $parent ) {
		$of_parent = decide_availability( $parent, $decided );
		if ( ! $of_parent['available'] ) {
			$decided[ $name ] = $of_parent;
			return $of_parent;
		}
	}
	$reason = feature_list_reason( block_feature( $name ) );
	$result = array(
		'available' => '' === $reason,
		'reason'    => $reason,
		'details'   => array(),
	);
	/**
	 * Filters whether one of the plugin's blocks is available on this site. A callback that makes
	 * a block unavailable sets `available` false and a `reason` (`missing_module`,
	 * `unavailable_on_site`…) with `details` (e.g. `array( 'module' => 'contact-form' )`).
	 *
	 * @param array  $result array( 'available' => bool, 'reason' => string, 'details' => array ).
	 * @param string $name   Block name.
	 */
	$filtered = apply_filters( 'jetpack_blocks_block_availability', $result, $name );
	if ( is_array( $filtered ) ) {
		$available = (bool) ( $filtered['available'] ?? $result['available'] );
		$result    = array(
			'available' => $available,
			'reason'    => $available ? '' : (string) ( $filtered['reason'] ?? 'unavailable_on_site' ),
			'details'   => (array) ( $filtered['details'] ?? array() ),
		);
	}
	$decided[ $name ] = $result;
	return $result;
}

/**
 * Whether a block with this availability registers: available, or unavailable for a reason it
 * explains itself (spec 002 §5: "skipped when the block is unavailable and has no usable
 * unavailable reason").
 *
 * @param array{available: bool, reason: string, details: array} $availability From block_availability().
 */
function availability_registers( array $availability ): bool {
	return $availability['available'] || in_array( $availability['reason'], REASONS_THAT_REGISTER, true );
}

/**
 * Whether the block registers (availability_registers()).
 *
 * @param string $name Block name.
 */
function block_registers( string $name ): bool {
	return availability_registers( block_availability( $name ) );
}

/**
 * The plugin's block folders that register on this site (see block_folders() in blocks.php).
 *
 * @return array<string, string> Block name => folder under build/blocks.
 */
function registrable_block_folders(): array {
	$availability = blocks_availability( array_keys( block_folders() ) );
	return array_filter( block_folders(), static fn ( string $name ): bool => availability_registers( $availability[ $name ] ), ARRAY_FILTER_USE_KEY );
}

/**
 * Every block's availability for the editor, which registers the same blocks as the server and
 * names the reason of those it skips.
 *
 * @return array<string, array{available: bool, unavailable_reason: string, details: array, beta: bool}>
 */
function editor_block_availability(): array {
	$data = array();
	foreach ( blocks_availability( array_keys( block_folders() ) ) as $name => $availability ) {
		$data[ $name ] = array(
			'available'          => $availability['available'],
			'unavailable_reason' => $availability['reason'],
			'details'            => (object) $availability['details'],
			'beta'               => in_array( block_feature( $name ), FEATURE_LISTS['beta'], true ),
		);
	}
	return $data;
}

/** Gives the editor script the availability of every block, before it registers them. */
function print_editor_block_availability(): void {
	if ( ! wp_script_is( EDITOR_SCRIPT_HANDLE, 'registered' ) ) {
		return;
	}
	wp_add_inline_script(
		EDITOR_SCRIPT_HANDLE,
		'window.jetpackBlocksAvailability = ' . wp_json_encode( editor_block_availability(), JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ) . ';',
		'before'
	);
}
add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\print_editor_block_availability', 0, 0 );

/**
 * The beta blocks' setting as the dashboard shows it: whether it is on, whether a constant decides
 * instead, and the titles of the blocks it adds (from their block.json, translated as WordPress
 * translates block titles).
 *
 * @return array{enabled: bool, locked: bool, titles: string[]}
 */
function beta_blocks_setting_state(): array {
	$titles = array();
	foreach ( FEATURE_LISTS['beta'] as $feature ) {
		$file     = JETPACK_BLOCKS_DIR . '/build/blocks/' . $feature . '/block.json';
		$metadata = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
		if ( is_array( $metadata ) && isset( $metadata['title'] ) && is_string( $metadata['title'] ) ) {
			// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- a block.json title, extracted with its context as WordPress does.
			$titles[] = _x( $metadata['title'], 'block title', 'jetpack-blocks' );
		}
	}
	return array(
		'enabled' => beta_blocks_enabled(),
		'locked'  => defined( 'JETPACK_BETA_BLOCKS' ),
		'titles'  => $titles,
	);
}

/** The two settings, readable and writable by administrators through /wp/v2/settings. */
function register_feature_list_settings(): void {
	foreach (
		array(
			BETA_BLOCKS_OPTION         => __( 'Offer the beta blocks in the editor.', 'jetpack-blocks' ),
			EXPERIMENTAL_BLOCKS_OPTION => __( 'Offer the experimental blocks in the editor.', 'jetpack-blocks' ),
		) as $option => $description
	) {
		register_setting(
			'jetpack_blocks',
			$option,
			array(
				'type'              => 'boolean',
				'description'       => $description,
				'default'           => false,
				'sanitize_callback' => 'rest_sanitize_boolean',
				'show_in_rest'      => true,
			)
		);
	}
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_feature_list_settings', 0, 0 );
add_action( 'admin_init', __NAMESPACE__ . '\register_feature_list_settings', 0, 0 );

/**
 * Titles a beta block as one ("Voice to content (beta)", as the reference does). Done on the
 * server because the editor takes a block's title from the server's registration.
 *
 * @param array  $args       Block type arguments.
 * @param string $block_name Block name.
 * @return array
 */
function title_beta_blocks( $args, $block_name ) {
	// Every block type registers through here (core's too, on every request): the name alone decides.
	if ( is_array( $args ) && is_string( $block_name ) && str_starts_with( $block_name, 'jetpack/' ) && isset( $args['title'] ) && is_string( $args['title'] )
		&& in_array( substr( $block_name, strlen( 'jetpack/' ) ), FEATURE_LISTS['beta'], true ) ) {
		/* translators: %s: block title. */
		$args['title'] = sprintf( __( '%s (beta)', 'jetpack-blocks' ), $args['title'] );
	}
	return $args;
}
add_filter( 'register_block_type_args', __NAMESPACE__ . '\title_beta_blocks', 10, 2 );
