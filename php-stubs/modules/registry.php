<?php
/**
 * The module switchboard (spec 000 §3 "Module"): the features the blocks depend on, each with a
 * slug, a human name, a description, tags, whether it is on by default, whether it needs the site
 * connection, and its options with their types and defaults.
 *
 * Storage:
 * - option `jetpack_blocks_active_modules`: { <slug>: bool } — written with the defaults on the first
 *   request, then as modules are switched; a module missing from it follows its default;
 * - option `jetpack_blocks_module_options`: { <slug>: { <option>: value } } — only values changed;
 *   an option marked `site_option` is instead the WordPress option of the same name (one value, read
 *   and written through, so the module settings and the site's own setting never disagree).
 *
 * Each module says where it can work (`availability`):
 * - `site`: it works on this site (its feature code is in php-stubs/modules/features/ or in the
 *   blocks it owns, see modules/features.php);
 * - `wpcom`: it needs WordPress.com's servers (stats collection, a CDN, social networks…), which
 *   this plugin does not have: it is listed as unavailable with that reason;
 * - `not_included`: this plugin does not include the feature.
 * An unavailable module cannot be switched on (the route answers 400 with the reason) and reads as
 * inactive whatever flag is stored (a flag from another plugin or an older version does nothing).
 * A module that needs the connection is available only while the site is registered: it cannot
 * be activated before, and reads as inactive while the site is disconnected (its stored flag is
 * kept for when the site connects again).
 *
 * Option types (also used by the settings route): boolean, integer (minimum/maximum), string
 * (maxLength; sanitized as one line), enum (choices), ip_list (IPv4/IPv6 addresses or CIDR ranges,
 * one per line or comma-separated; stored one per line).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/connection/state.php';
require_once __DIR__ . '/values.php';

/** Option: stored active flags. */
const MODULES_ACTIVE_OPTION = 'jetpack_blocks_active_modules';

/** Option: stored module option values. */
const MODULES_OPTIONS_OPTION = 'jetpack_blocks_module_options';

/** Where a module can work: on this site, only with WordPress.com, or not in this plugin. */
const MODULES_AVAILABILITIES = array( 'site', 'wpcom', 'not_included' );

/**
 * Every module, keyed by slug.
 *
 * Built once per locale and filter set: the block-availability filter and the features loader ask
 * it on visitor requests.
 *
 * @return array<string, array{name: string, description: string, tags: string[], default: bool, requires_connection: bool, availability: string, options: array<string, array<string, mixed>>}>
 */
function modules_registry(): array {
	static $cache = array();
	$hook  = $GLOBALS['wp_filter']['jetpack_blocks_modules'] ?? null;
	$key   = determine_locale() . '|' . ( $hook instanceof \WP_Hook ? wp_json_encode( array_map( 'array_keys', $hook->callbacks ) ) : '' );
	if ( ! isset( $cache[ $key ] ) ) {
		$cache[ $key ] = modules_build_registry();
	}
	return $cache[ $key ];
}

/**
 * Every module, keyed by slug, built from the definitions below and the filter.
 *
 * @return array<string, array<string, mixed>>
 */
function modules_build_registry(): array {
	$bool = static fn ( bool $default ): array => array(
		'type'    => 'boolean',
		'default' => $default,
	);

	$modules = array(
		'carousel'             => array(
			'name'                => __( 'Carousel', 'jetpack-blocks' ),
			'description'         => __( 'Opens the images of galleries and tiled galleries in a full-screen viewer (keyboard, swipe, zoom) with a black or white background and, if you choose, each photo’s EXIF data. Loads only on pages with a gallery.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos' ),
			'default'             => true,
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(
				'carousel_background_color' => array(
					'type'    => 'enum',
					'choices' => array( 'black', 'white' ),
					'default' => 'black',
				),
				'carousel_display_exif'     => $bool( false ),
			),
		),
		'contact-form'         => array(
			'name'                => __( 'Forms', 'jetpack-blocks' ),
			'description'         => __( 'Adds the Form block and its field blocks, and receives what visitors send through them. Off: the blocks leave the inserter and forms stop accepting messages.', 'jetpack-blocks' ),
			'tags'                => array( 'Writing', 'Other' ),
			'default'             => true,
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(),
		),
		'custom-content-types' => array(
			'name'                => __( 'Custom content types', 'jetpack-blocks' ),
			'description'         => __( 'Adds the Portfolio (jetpack-portfolio) and Testimonials (jetpack-testimonial) content types; each can be turned off in the module options.', 'jetpack-blocks' ),
			'tags'                => array( 'Writing' ),
			'default'             => false,
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(
				// The reference's own site options of these names, read and written through.
				'jetpack_portfolio'   => $bool( true ) + array( 'site_option' => true ),
				'jetpack_testimonial' => $bool( true ) + array( 'site_option' => true ),
			),
		),
		'latex'                => array(
			'name'                => __( 'Beautiful math', 'jetpack-blocks' ),
			'description'         => __( 'Typesets LaTeX formulas written as $latex …$ (or [latex]…[/latex]) in posts and comments, in the visitor’s browser with KaTeX. Loads only on pages with a formula.', 'jetpack-blocks' ),
			'tags'                => array( 'Writing' ),
			'default'             => false,
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(),
		),
		'likes'                => array(
			'name'                => __( 'Likes', 'jetpack-blocks' ),
			'description'         => __( 'Lets readers like posts with one click.', 'jetpack-blocks' ),
			'tags'                => array( 'Social' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'markdown'             => array(
			'name'                => __( 'Markdown', 'jetpack-blocks' ),
			'description'         => __( 'Turns Markdown typed or pasted in the block editor into formatting and blocks; with the comments option, visitors can write comments in Markdown. The Markdown block always works.', 'jetpack-blocks' ),
			'tags'                => array( 'Writing' ),
			'default'             => false,
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(
				'wpcom_publish_comments_with_markdown' => $bool( false ),
			),
		),
		'monitor'              => array(
			'name'                => __( 'Downtime monitoring', 'jetpack-blocks' ),
			'description'         => __( 'Sends an alert when the site goes down.', 'jetpack-blocks' ),
			'tags'                => array( 'Security' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'photon'               => array(
			'name'                => __( 'Site accelerator', 'jetpack-blocks' ),
			'description'         => __( 'Serves images from a content delivery network.', 'jetpack-blocks' ),
			'tags'                => array( 'Performance' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'protect'              => array(
			'name'                => __( 'Brute force protection', 'jetpack-blocks' ),
			'description'         => __( 'Counts failed log-ins per address and per user name, and locks them out for a while after too many. Addresses on the allow-list are never locked out.', 'jetpack-blocks' ),
			'tags'                => array( 'Security' ),
			'default'             => true,
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(
				'jetpack_protect_global_whitelist' => array(
					'type'    => 'ip_list',
					'default' => '',
				),
			),
		),
		'publicize'            => array(
			'name'                => __( 'Social', 'jetpack-blocks' ),
			'description'         => __( 'Shares new posts on social networks.', 'jetpack-blocks' ),
			'tags'                => array( 'Social' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'related-posts'        => array(
			'name'                => __( 'Related posts', 'jetpack-blocks' ),
			'description'         => __( 'Finds similar posts on this site for the Related posts block. Off: the block offers to switch it on and visitors see nothing.', 'jetpack-blocks' ),
			'tags'                => array( 'Engagement' ),
			'default'             => false,
			// Similar posts are computed on the site itself (php-stubs/related-posts/engine.php).
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(),
		),
		'search'               => array(
			'name'                => __( 'Search', 'jetpack-blocks' ),
			'description'         => __( 'Instant search with filters for visitors.', 'jetpack-blocks' ),
			'tags'                => array( 'Search' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'seo-tools'            => array(
			'name'                => __( 'SEO tools', 'jetpack-blocks' ),
			'description'         => __( 'Custom titles and descriptions for search engines.', 'jetpack-blocks' ),
			'tags'                => array( 'Traffic' ),
			'default'             => false,
			'requires_connection' => false,
			'availability'        => 'not_included',
			'options'             => array(),
		),
		'sharedaddy'           => array(
			'name'                => __( 'Sharing', 'jetpack-blocks' ),
			'description'         => __( 'Adds sharing buttons to posts and pages.', 'jetpack-blocks' ),
			'tags'                => array( 'Social' ),
			'default'             => false,
			'requires_connection' => false,
			'availability'        => 'not_included',
			'options'             => array(),
		),
		'shortcodes'           => array(
			'name'                => __( 'Shortcode embeds', 'jetpack-blocks' ),
			'description'         => __( 'Embeds media from popular sites with shortcodes.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos', 'Writing' ),
			'default'             => false,
			'requires_connection' => false,
			'availability'        => 'not_included',
			'options'             => array(),
		),
		'stats'                => array(
			'name'                => __( 'Stats', 'jetpack-blocks' ),
			'description'         => __( 'Shows what the site published and the comments it received.', 'jetpack-blocks' ),
			'tags'                => array( 'Traffic' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'subscriptions'        => array(
			'name'                => __( 'Subscriptions', 'jetpack-blocks' ),
			'description'         => __( 'Lets visitors subscribe to new posts and comments by e-mail.', 'jetpack-blocks' ),
			'tags'                => array( 'Engagement' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'tiled-gallery'        => array(
			'name'                => __( 'Tiled galleries', 'jetpack-blocks' ),
			'description'         => __( 'Adds the Tiled gallery block (tiled, square, circular and column layouts). Off: the block leaves the inserter.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos' ),
			'default'             => true,
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(),
		),
		'vaultpress'           => array(
			'name'                => __( 'VaultPress backups', 'jetpack-blocks' ),
			'description'         => __( 'Real-time backups and security scans (needs the VaultPress plugin).', 'jetpack-blocks' ),
			'tags'                => array( 'Security' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'wpcom',
			'options'             => array(),
		),
		'videopress'           => array(
			'name'                => __( 'VideoPress', 'jetpack-blocks' ),
			'description'         => __( 'Adds the VideoPress video block: videos uploaded to and played from this site. Off: the block leaves the inserter.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos' ),
			'default'             => true,
			// Videos are stored and played on this site (php-stubs/videopress/): no connection needed.
			'requires_connection' => false,
			'availability'        => 'site',
			'options'             => array(
				// The site setting of the same name (Settings → Media, /wp/v2/settings) is the one
				// stored value: read and written through, never copied.
				'videopress_private_enabled_for_site' => $bool( false ) + array( 'site_option' => true ),
			),
		),
		'wordads'              => array(
			'name'                => __( 'Ads', 'jetpack-blocks' ),
			'description'         => __( 'Prints the ad code you set for each format where an Ads block is placed (no ad network is connected). Off: Ads blocks print nothing.', 'jetpack-blocks' ),
			'tags'                => array( 'Traffic' ),
			'default'             => false,
			'requires_connection' => true,
			'availability'        => 'site',
			'options'             => array(),
		),
	);

	/**
	 * The modules of the switchboard. Slugs are lower-case words joined by '-'; option names are
	 * unique across modules (the settings route lists them side by side).
	 *
	 * @param array $modules Modules keyed by slug.
	 */
	$filtered = apply_filters( 'jetpack_blocks_modules', $modules );
	if ( ! is_array( $filtered ) ) {
		return $modules;
	}
	$valid = array();
	foreach ( $filtered as $slug => $module ) {
		if ( is_string( $slug ) && preg_match( '/^[a-z0-9]+(-[a-z0-9]+)*$/', $slug ) && is_array( $module ) ) {
			$valid[ $slug ] = array(
				'name'                => is_string( $module['name'] ?? null ) ? $module['name'] : $slug,
				'description'         => is_string( $module['description'] ?? null ) ? $module['description'] : '',
				'tags'                => is_array( $module['tags'] ?? null ) ? array_values( array_filter( $module['tags'], 'is_string' ) ) : array(),
				'default'             => true === ( $module['default'] ?? false ),
				'requires_connection' => true === ( $module['requires_connection'] ?? false ),
				'availability'        => in_array( $module['availability'] ?? null, MODULES_AVAILABILITIES, true ) ? $module['availability'] : 'site',
				'options'             => is_array( $module['options'] ?? null ) ? $module['options'] : array(),
			);
		}
	}
	ksort( $valid );
	return $valid;
}

/**
 * A module's definition, or null for an unknown slug.
 *
 * @param string $slug Module slug.
 */
function modules_get( string $slug ): ?array {
	return modules_registry()[ $slug ] ?? null;
}

/**
 * The 404 answer for an unknown module.
 *
 * @param string $slug Module slug.
 */
function modules_not_found( string $slug ): \WP_Error {
	return new \WP_Error(
		'module_not_found',
		/* translators: %s: module slug. */
		sprintf( __( 'There is no module named "%s".', 'jetpack-blocks' ), $slug ),
		array( 'status' => 404 )
	);
}

/**
 * Stored active flags (only modules switched at least once).
 *
 * @return array<string, bool>
 */
function modules_stored_flags(): array {
	$stored = get_option( MODULES_ACTIVE_OPTION, array() );
	$flags  = array();
	foreach ( is_array( $stored ) ? $stored : array() as $slug => $flag ) {
		if ( is_string( $slug ) && is_bool( $flag ) ) {
			$flags[ $slug ] = $flag;
		}
	}
	return $flags;
}

/**
 * Why a module cannot be used on this site now, as the screen and the refusal say it; '' when it
 * can (it works on this site and, if it needs the connection, the site is registered).
 *
 * @param string $slug Module slug.
 */
function modules_unavailable_reason( string $slug ): string {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return '';
	}
	if ( 'wpcom' === $module['availability'] ) {
		return __( 'Needs WordPress.com; not available on this site.', 'jetpack-blocks' );
	}
	if ( 'not_included' === $module['availability'] ) {
		return __( 'Not included in this plugin; not available on this site.', 'jetpack-blocks' );
	}
	if ( $module['requires_connection'] && ! connection_is_registered() ) {
		return __( 'This module needs the site connection: connect the site on the Jetpack Blocks dashboard first.', 'jetpack-blocks' );
	}
	return '';
}

/**
 * Whether a module can be used now: it exists, works on this site and, if it needs the connection,
 * the site is registered.
 *
 * @param string $slug Module slug.
 */
function modules_is_available( string $slug ): bool {
	return null !== modules_get( $slug ) && '' === modules_unavailable_reason( $slug );
}

/**
 * The 400 answer to switching on a module that is unavailable, with the reason.
 *
 * @param string $slug Module slug (an existing one).
 */
function modules_unavailable_error( string $slug ): \WP_Error {
	return Rest\bad_request(
		'module_unavailable',
		sprintf(
			/* translators: 1: module name, 2: why it is unavailable. */
			__( '%1$s cannot be activated: %2$s', 'jetpack-blocks' ),
			(string) ( modules_get( $slug )['name'] ?? $slug ),
			modules_unavailable_reason( $slug )
		)
	);
}

/**
 * Whether a module is active: switched on (or on by default) and available.
 *
 * @param string $slug Module slug.
 */
function modules_is_active( string $slug ): bool {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return false;
	}
	$flags = modules_stored_flags();
	$flag  = $flags[ $slug ] ?? $module['default'];
	return $flag && modules_is_available( $slug );
}

/**
 * Switches a module on or off.
 *
 * @param string $slug   Module slug.
 * @param bool   $active New state.
 * @return true|\WP_Error 404 unknown module, 400 when it is unavailable (modules_unavailable_reason()).
 */
function modules_set_active( string $slug, bool $active ) {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return modules_not_found( $slug );
	}
	if ( $active && ! modules_is_available( $slug ) ) {
		return modules_unavailable_error( $slug );
	}
	$flags          = modules_stored_flags();
	$flags[ $slug ] = $active;
	update_option( MODULES_ACTIVE_OPTION, $flags, true );
	return true;
}

/**
 * Current option values of a module (stored values over defaults).
 *
 * @param string $slug Module slug.
 * @return array<string, mixed>
 */
function modules_options( string $slug ): array {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return array();
	}
	$stored = get_option( MODULES_OPTIONS_OPTION, array() );
	$stored = is_array( $stored ) && is_array( $stored[ $slug ] ?? null ) ? $stored[ $slug ] : array();
	$values = array();
	foreach ( $module['options'] as $key => $schema ) {
		if ( ! empty( $schema['site_option'] ) ) {
			$value          = get_option( $key, $schema['default'] ?? null );
			$values[ $key ] = 'boolean' === ( $schema['type'] ?? '' ) ? rest_sanitize_boolean( $value ) : $value;
			continue;
		}
		$value          = array_key_exists( $key, $stored ) ? modules_check_value( $schema, $stored[ $key ], $key ) : null;
		$values[ $key ] = null === $value || is_wp_error( $value ) ? ( $schema['default'] ?? null ) : $value;
	}
	return $values;
}

/**
 * Checks submitted option values of a module: every key must be one of its options and every
 * value of the option's type.
 *
 * @param string $slug  Module slug.
 * @param mixed  $input Submitted values (an object).
 * @return array<string, mixed>|\WP_Error Clean values, or 400.
 */
function modules_validate_options( string $slug, $input ) {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return modules_not_found( $slug );
	}
	if ( ! is_array( $input ) || ( array() !== $input && array_is_list( $input ) ) ) {
		return Rest\bad_request( 'invalid_options', __( 'The module options must be a JSON object of option names and values.', 'jetpack-blocks' ) );
	}
	if ( array() === $input ) {
		return Rest\bad_request( 'invalid_options', __( 'No module options were given.', 'jetpack-blocks' ) );
	}
	$clean = array();
	foreach ( $input as $key => $value ) {
		$key = (string) $key;
		if ( ! isset( $module['options'][ $key ] ) ) {
			return Rest\bad_request(
				'unknown_option',
				'' === implode( ', ', array_keys( $module['options'] ) )
					/* translators: 1: option name, 2: module slug. */
					? sprintf( __( '"%1$s" is not an option of the %2$s module, which has no options.', 'jetpack-blocks' ), $key, $slug )
					/* translators: 1: option name, 2: module slug, 3: its options, comma-separated. */
					: sprintf( __( '"%1$s" is not an option of the %2$s module. Its options: %3$s.', 'jetpack-blocks' ), $key, $slug, implode( ', ', array_keys( $module['options'] ) ) )
			);
		}
		$checked = modules_check_value( $module['options'][ $key ], $value, $key );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$clean[ $key ] = $checked;
	}
	return $clean;
}

/**
 * Stores checked option values of a module.
 *
 * @param string               $slug   Module slug.
 * @param array<string, mixed> $values Clean values (from modules_validate_options()).
 */
function modules_update_options( string $slug, array $values ): void {
	$schemas = modules_get( $slug )['options'] ?? array();
	foreach ( $values as $key => $value ) {
		// An option that is a site setting is written there (its own checks and hooks apply).
		if ( ! empty( $schemas[ $key ]['site_option'] ) ) {
			// A boolean as 1/0: update_option() takes false for a missing option as "no change" and
			// would leave a default of true in place.
			update_option( $key, is_bool( $value ) ? (int) $value : $value );
			unset( $values[ $key ] );
		}
	}
	if ( ! $values ) {
		return;
	}
	$stored          = get_option( MODULES_OPTIONS_OPTION, array() );
	$stored          = is_array( $stored ) ? $stored : array();
	$stored[ $slug ] = array_merge( is_array( $stored[ $slug ] ?? null ) ? $stored[ $slug ] : array(), $values );
	update_option( MODULES_OPTIONS_OPTION, $stored, true );
}

/**
 * A module as the API shows it (type ModuleData). Its options (which may hold things like the
 * protect allow-list) only when asked for: callers pass whether the user can manage_options.
 *
 * @param string $slug         Module slug.
 * @param bool   $with_options Whether to include `options`.
 * @return array{name: string, module: string, description: string, activated: bool, available: bool, unavailable_reason: string, module_tags: string[], options?: object}|null
 */
function modules_data( string $slug, bool $with_options = true ): ?array {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return null;
	}
	$data = array(
		'name'               => $module['name'],
		'module'             => $slug,
		'description'        => $module['description'],
		'activated'          => modules_is_active( $slug ),
		'available'          => modules_is_available( $slug ),
		// Why it is unavailable ('' when available), for the screen to show beside the switch.
		'unavailable_reason' => modules_unavailable_reason( $slug ),
		'module_tags'        => $module['tags'],
	);
	if ( $with_options ) {
		// An object in JSON even when the module has no options.
		$data['options'] = (object) modules_options( $slug );
	}
	return $data;
}

/**
 * Every module as the API shows it, keyed by slug (type ModulesResponse).
 *
 * @param bool $with_options Whether each module includes its `options` (manage_options only).
 * @return array<string, array>
 */
function modules_all( bool $with_options ): array {
	$all = array();
	foreach ( array_keys( modules_registry() ) as $slug ) {
		$all[ $slug ] = modules_data( $slug, $with_options );
	}
	return $all;
}

/**
 * Every module's default state.
 *
 * @return array<string, bool>
 */
function modules_default_flags(): array {
	return array_map( static fn ( array $module ): bool => $module['default'], modules_registry() );
}

/**
 * Every module back to its default state (on/off).
 */
function modules_reset_active(): void {
	update_option( MODULES_ACTIVE_OPTION, modules_default_flags(), true );
}

/**
 * Writes the default flags once, so the option lists every module for code that reads it directly
 * (a map of slug => bool). Modules added later follow their default until switched.
 */
function modules_seed_flags(): void {
	if ( false === get_option( MODULES_ACTIVE_OPTION ) ) {
		add_option( MODULES_ACTIVE_OPTION, modules_default_flags(), '', true );
	}
}
add_action( 'init', __NAMESPACE__ . '\modules_seed_flags', 20 );

/**
 * Every module option back to its default.
 */
function modules_reset_options(): void {
	delete_option( MODULES_OPTIONS_OPTION );
	foreach ( modules_registry() as $module ) {
		foreach ( $module['options'] as $key => $schema ) {
			if ( ! empty( $schema['site_option'] ) ) {
				update_option( $key, $schema['default'] ?? null );
			}
		}
	}
}
