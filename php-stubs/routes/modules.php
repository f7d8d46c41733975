<?php
/**
 * REST routes of the module switchboard (spec 000 §7 "Tracking, modules, settings"), namespace
 * jetpack/v4. Modules, their options and storage: php-stubs/modules/registry.php; data routes:
 * php-stubs/modules/module-data.php. Shapes: src/shared/api/types.ts. Cookie + REST nonce; 401
 * logged out, 403 without the capability.
 *
 * GET  module/all                                      (edit_posts: the editor reads it too)
 *   → ModulesResponse: { <slug>: ModuleData }, where ModuleData is
 *     { name (human), module (slug), description, activated, available, unavailable_reason
 *       ('' when available, else why: needs WordPress.com, not included, needs the connection),
 *       module_tags: string[], options: { <option>: current value } }.
 *   `options` only for users who can manage_options, as GET module/{slug} (some hold settings such
 *   as the protect allow-list); other users get each module without the key.
 * GET  module/{slug}                                   (manage_options)
 *   → ModuleData; 404 module_not_found.
 * POST module/{slug}/active { active: bool (required) } (manage_options)
 *   → { code: 'success', message }; 404 module_not_found; 400 missing_active, rest_invalid_param
 *   (not a boolean), or module_unavailable (activating a module that is unavailable: its message
 *   gives the reason, e.g. "Likes cannot be activated: Needs WordPress.com; not available on this
 *   site."). Switching an unavailable module off is allowed (it clears a stored flag).
 * POST module/{slug} { <option>: value, … }            (manage_options)
 *   → { code: 'success', message }; 404 module_not_found; 400 invalid_options (not a JSON object,
 *   or empty), unknown_option (names the key and lists the module's options), invalid_option_value
 *   (names the key and the expected type).
 * GET  module/protect/data                             (manage_options)
 *   → { active, failedLogins, since: ISO date|null, lastFailedLogin: ISO date|null }.
 * GET  module/vaultpress/data                          (manage_options)
 *   → { code: 'not_installed'|'not_active'|'success', message,
 *       data: { moduleActive, pluginInstalled, pluginActive } }.
 * GET  module/akismet/data                             (manage_options)
 *   → { code: 'not_installed'|'not_active'|'no_key'|'success', message,
 *       data: { pluginInstalled, pluginActive, hasKey, spamCount } }.
 * GET|POST module/akismet/key/check { api_key?: string } (manage_options)
 *   → { code: 'success'|'invalid_key'|'no_key', message, valid: bool } — a local format check
 *   (12 characters, 0-9 a-f) of the given key, or of the stored key when none is given.
 * GET  module/stats/data?range=day|week|month (default day) (manage_options)
 *   → { range, from, to (ISO dates), active, published: { posts, pages },
 *       comments: { approved, pending }, totals: { posts, pages, comments }, views: null };
 *   400 for another range.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/modules/registry.php';
require_once dirname( __DIR__ ) . '/modules/module-data.php';

/** Pattern of a module slug in a route. */
const MODULES_SLUG_PATTERN = '(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)';

/**
 * Registers the routes. The fixed routes come before module/{slug}, which would match them too.
 */
function register_modules_routes(): void {
	$namespace = 'jetpack/v4';

	register_rest_route(
		$namespace,
		'/module/all',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\modules_route_all',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
		)
	);

	$data_routes = array(
		'protect'    => __NAMESPACE__ . '\protect_data',
		'vaultpress' => __NAMESPACE__ . '\vaultpress_data',
		'akismet'    => __NAMESPACE__ . '\akismet_data',
	);
	foreach ( $data_routes as $slug => $producer ) {
		register_rest_route(
			$namespace,
			'/module/' . $slug . '/data',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => static fn () => rest_ensure_response( call_user_func( $producer ) ),
				'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			)
		);
	}

	register_rest_route(
		$namespace,
		'/module/akismet/key/check',
		array(
			'methods'             => array( \WP_REST_Server::READABLE, \WP_REST_Server::CREATABLE ),
			'callback'            => __NAMESPACE__ . '\modules_route_akismet_key_check',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			'args'                => array(
				'api_key' => array(
					'description' => __( 'The Akismet API key to check; the stored key when absent.', 'jetpack-blocks' ),
					'type'        => 'string',
					'maxLength'   => 100,
				),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/module/stats/data',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\modules_route_stats_data',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			'args'                => array(
				'range' => array(
					'description' => __( 'The period: the last day, week or month.', 'jetpack-blocks' ),
					'type'        => 'string',
					'enum'        => array_keys( STATS_RANGES ),
					'default'     => 'day',
				),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/module/' . MODULES_SLUG_PATTERN . '/active',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\modules_route_set_active',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			'args'                => array(
				'active' => array(
					'description' => __( 'Whether the module should be active.', 'jetpack-blocks' ),
					'type'        => 'boolean',
				),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/module/' . MODULES_SLUG_PATTERN,
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\modules_route_get',
				'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\modules_route_update_options',
				'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_modules_routes' );

/**
 * GET module/all.
 *
 * @return \WP_REST_Response
 */
function modules_route_all() {
	return rest_ensure_response( modules_all( current_user_can( 'manage_options' ) ) );
}

/**
 * GET module/{slug}.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function modules_route_get( \WP_REST_Request $request ) {
	$slug = (string) $request->get_param( 'slug' );
	$data = modules_data( $slug );
	return null === $data ? modules_not_found( $slug ) : rest_ensure_response( $data );
}

/**
 * POST module/{slug}/active.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function modules_route_set_active( \WP_REST_Request $request ) {
	$slug   = (string) $request->get_param( 'slug' );
	if ( null === modules_get( $slug ) ) {
		return modules_not_found( $slug );
	}
	$active = required_boolean_param( $request, 'active' );
	if ( is_wp_error( $active ) ) {
		return $active;
	}
	$result = modules_set_active( $slug, $active );
	if ( is_wp_error( $result ) ) {
		return $result;
	}
	$name = (string) ( modules_get( $slug )['name'] ?? $slug );
	return Rest\success(
		$active
			/* translators: %s: module name. */
			? sprintf( __( '%s has been activated.', 'jetpack-blocks' ), $name )
			/* translators: %s: module name. */
			: sprintf( __( '%s has been deactivated.', 'jetpack-blocks' ), $name )
	);
}

/**
 * POST module/{slug}: option values as a JSON object (or form fields).
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function modules_route_update_options( \WP_REST_Request $request ) {
	$slug = (string) $request->get_param( 'slug' );
	if ( null === modules_get( $slug ) ) {
		return modules_not_found( $slug );
	}
	$input = $request->get_json_params();
	if ( null === $input ) {
		$input = $request->get_body_params();
	}
	$values = modules_validate_options( $slug, $input );
	if ( is_wp_error( $values ) ) {
		return $values;
	}
	modules_update_options( $slug, $values );
	return Rest\success(
		/* translators: %s: module name. */
		sprintf( __( 'The options of %s have been saved.', 'jetpack-blocks' ), (string) modules_get( $slug )['name'] )
	);
}

/**
 * GET|POST module/akismet/key/check.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response
 */
function modules_route_akismet_key_check( \WP_REST_Request $request ) {
	$key = $request->get_param( 'api_key' );
	return rest_ensure_response( akismet_check_key( is_string( $key ) ? $key : null ) );
}

/**
 * GET module/stats/data.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response
 */
function modules_route_stats_data( \WP_REST_Request $request ) {
	$range = (string) $request->get_param( 'range' );
	return rest_ensure_response( stats_data( isset( STATS_RANGES[ $range ] ) ? $range : 'day' ) );
}
