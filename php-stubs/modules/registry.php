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

/**
 * Every module, keyed by slug.
 *
 * @return array<string, array{name: string, description: string, tags: string[], default: bool, requires_connection: bool, options: array<string, array<string, mixed>>}>
 */
function modules_registry(): array {
	$bool = static fn ( bool $default ): array => array(
		'type'    => 'boolean',
		'default' => $default,
	);

	$modules = array(
		'carousel'             => array(
			'name'                => __( 'Carousel', 'jetpack-blocks' ),
			'description'         => __( 'Opens gallery images in a full-screen carousel.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos' ),
			'default'             => true,
			'requires_connection' => false,
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
			'description'         => __( 'Adds contact forms to posts and pages with the form blocks.', 'jetpack-blocks' ),
			'tags'                => array( 'Writing', 'Other' ),
			'default'             => true,
			'requires_connection' => false,
			'options'             => array(),
		),
		'custom-content-types' => array(
			'name'                => __( 'Custom content types', 'jetpack-blocks' ),
			'description'         => __( 'Adds portfolio projects and testimonials as content types.', 'jetpack-blocks' ),
			'tags'                => array( 'Writing' ),
			'default'             => false,
			'requires_connection' => false,
			'options'             => array(
				'jetpack_portfolio'   => $bool( false ),
				'jetpack_testimonial' => $bool( false ),
			),
		),
		'latex'                => array(
			'name'                => __( 'Beautiful math', 'jetpack-blocks' ),
			'description'         => __( 'Renders LaTeX formulas in posts and comments.', 'jetpack-blocks' ),
			'tags'                => array( 'Writing' ),
			'default'             => false,
			'requires_connection' => false,
			'options'             => array(),
		),
		'likes'                => array(
			'name'                => __( 'Likes', 'jetpack-blocks' ),
			'description'         => __( 'Lets readers like posts with one click.', 'jetpack-blocks' ),
			'tags'                => array( 'Social' ),
			'default'             => false,
			'requires_connection' => true,
			'options'             => array(),
		),
		'markdown'             => array(
			'name'                => __( 'Markdown', 'jetpack-blocks' ),
			'description'         => __( 'Writes posts and comments in Markdown syntax (the Markdown block always works).', 'jetpack-blocks' ),
			'tags'                => array( 'Writing' ),
			'default'             => false,
			'requires_connection' => false,
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
			'options'             => array(
				'monitor_receive_notifications' => $bool( true ),
			),
		),
		'photon'               => array(
			'name'                => __( 'Site accelerator', 'jetpack-blocks' ),
			'description'         => __( 'Serves images from a content delivery network.', 'jetpack-blocks' ),
			'tags'                => array( 'Performance' ),
			'default'             => false,
			'requires_connection' => true,
			'options'             => array(),
		),
		'protect'              => array(
			'name'                => __( 'Brute force protection', 'jetpack-blocks' ),
			'description'         => __( 'Watches log-in attempts and counts the failed ones.', 'jetpack-blocks' ),
			'tags'                => array( 'Security' ),
			'default'             => true,
			'requires_connection' => false,
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
			'options'             => array(),
		),
		'related-posts'        => array(
			'name'                => __( 'Related posts', 'jetpack-blocks' ),
			'description'         => __( 'Shows related content after each post.', 'jetpack-blocks' ),
			'tags'                => array( 'Engagement' ),
			'default'             => false,
			// Similar posts are computed on the site itself (php-stubs/related-posts/engine.php).
			'requires_connection' => false,
			'options'             => array(
				'show_headline'   => $bool( true ),
				'show_thumbnails' => $bool( false ),
			),
		),
		'search'               => array(
			'name'                => __( 'Search', 'jetpack-blocks' ),
			'description'         => __( 'Instant search with filters for visitors.', 'jetpack-blocks' ),
			'tags'                => array( 'Search' ),
			'default'             => false,
			'requires_connection' => true,
			'options'             => array(
				'instant_search_enabled' => $bool( false ),
			),
		),
		'seo-tools'            => array(
			'name'                => __( 'SEO tools', 'jetpack-blocks' ),
			'description'         => __( 'Custom titles and descriptions for search engines.', 'jetpack-blocks' ),
			'tags'                => array( 'Traffic' ),
			'default'             => false,
			'requires_connection' => false,
			'options'             => array(
				'advanced_seo_front_page_description' => array(
					'type'      => 'string',
					'maxLength' => 300,
					'default'   => '',
				),
			),
		),
		'sharedaddy'           => array(
			'name'                => __( 'Sharing', 'jetpack-blocks' ),
			'description'         => __( 'Adds sharing buttons to posts and pages.', 'jetpack-blocks' ),
			'tags'                => array( 'Social' ),
			'default'             => true,
			'requires_connection' => false,
			'options'             => array(
				'sharing_label' => array(
					'type'      => 'string',
					'maxLength' => 100,
					'default'   => __( 'Share this:', 'jetpack-blocks' ),
				),
			),
		),
		'shortcodes'           => array(
			'name'                => __( 'Shortcode embeds', 'jetpack-blocks' ),
			'description'         => __( 'Embeds media from popular sites with shortcodes.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos', 'Writing' ),
			'default'             => true,
			'requires_connection' => false,
			'options'             => array(),
		),
		'stats'                => array(
			'name'                => __( 'Stats', 'jetpack-blocks' ),
			'description'         => __( 'Shows what the site published and the comments it received.', 'jetpack-blocks' ),
			'tags'                => array( 'Traffic' ),
			'default'             => true,
			'requires_connection' => true,
			'options'             => array(
				'admin_bar'  => $bool( true ),
				'hide_smile' => $bool( true ),
			),
		),
		'subscriptions'        => array(
			'name'                => __( 'Subscriptions', 'jetpack-blocks' ),
			'description'         => __( 'Lets visitors subscribe to new posts and comments by e-mail.', 'jetpack-blocks' ),
			'tags'                => array( 'Engagement' ),
			'default'             => true,
			'requires_connection' => true,
			'options'             => array(
				'stb_enabled' => $bool( true ),
				'stc_enabled' => $bool( true ),
			),
		),
		'tiled-gallery'        => array(
			'name'                => __( 'Tiled galleries', 'jetpack-blocks' ),
			'description'         => __( 'Displays galleries in tiled, square or circular layouts.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos' ),
			'default'             => true,
			'requires_connection' => false,
			'options'             => array(
				'tiled_galleries' => $bool( false ),
			),
		),
		'vaultpress'           => array(
			'name'                => __( 'VaultPress backups', 'jetpack-blocks' ),
			'description'         => __( 'Real-time backups and security scans (needs the VaultPress plugin).', 'jetpack-blocks' ),
			'tags'                => array( 'Security' ),
			'default'             => false,
			'requires_connection' => true,
			'options'             => array(),
		),
		'videopress'           => array(
			'name'                => __( 'VideoPress', 'jetpack-blocks' ),
			'description'         => __( 'Hosts videos with an ad-free player.', 'jetpack-blocks' ),
			'tags'                => array( 'Photos and Videos' ),
			'default'             => false,
			'requires_connection' => true,
			'options'             => array(
				// The site setting of the same name (Settings → Media, /wp/v2/settings) is the one
				// stored value: read and written through, never copied.
				'videopress_private_enabled_for_site' => $bool( false ) + array( 'site_option' => true ),
			),
		),
		'wordads'              => array(
			'name'                => __( 'Ads', 'jetpack-blocks' ),
			'description'         => __( 'Shows ads on the site.', 'jetpack-blocks' ),
			'tags'                => array( 'Traffic' ),
			'default'             => false,
			'requires_connection' => true,
			'options'             => array(
				'enable_header_ad'         => $bool( true ),
				'wordads_second_belowpost' => $bool( true ),
			),
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
 * Whether a module can be used now: it exists and, if it needs the connection, the site is
 * registered.
 *
 * @param string $slug Module slug.
 */
function modules_is_available( string $slug ): bool {
	$module = modules_get( $slug );
	return null !== $module && ( ! $module['requires_connection'] || connection_is_registered() );
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
 * @return true|\WP_Error 404 unknown module, 400 when it needs the connection and the site has none.
 */
function modules_set_active( string $slug, bool $active ) {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return modules_not_found( $slug );
	}
	if ( $active && ! modules_is_available( $slug ) ) {
		return Rest\bad_request(
			'module_unavailable',
			/* translators: %s: module name. */
			sprintf( __( '%s needs the site connection. Connect the site on the Jetpack Blocks dashboard, then activate it.', 'jetpack-blocks' ), $module['name'] )
		);
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
			update_option( $key, $value );
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
 * @return array{name: string, module: string, description: string, activated: bool, available: bool, module_tags: string[], options?: object}|null
 */
function modules_data( string $slug, bool $with_options = true ): ?array {
	$module = modules_get( $slug );
	if ( null === $module ) {
		return null;
	}
	$data = array(
		'name'        => $module['name'],
		'module'      => $slug,
		'description' => $module['description'],
		'activated'   => modules_is_active( $slug ),
		'available'   => modules_is_available( $slug ),
		'module_tags' => $module['tags'],
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
