<?php
/**
 * REST routes of the settings (spec 000 §7 "Tracking, modules, settings"), namespace jetpack/v4.
 * Cookie + REST nonce; 401 logged out, 403 without the capability.
 *
 * GET  settings                                        (manage_options)
 *   → one flat object:
 *     { <module slug>: bool (active),                  e.g. "contact-form": true
 *       <module option>: value,                        e.g. "jetpack_portfolio": true (see module/all)
 *       blogname: string, blogdescription: string, posts_per_page: int (1–100),
 *       blog_public: bool, default_comment_status: 'open'|'closed', date_format: string,
 *       time_format: string, start_of_week: int (0–6) }
 * POST settings { <key>: value, … }                    (manage_options)
 *   Known keys only, each checked and sanitized by its type; nothing is saved unless every key is
 *   valid. A module key switches the module (as module/{slug}/active).
 *   → { code: 'success', message, updated: string[] }; 400 invalid_settings (not a JSON object, or
 *   empty), unknown_setting (names the key), invalid_option_value (names the key and the expected
 *   type), module_unavailable.
 * POST options/{name} { reset: true (required) }       (manage_options)
 *   Resets a group to its defaults: `modules` (which modules are active), `module_options` (the
 *   modules' options), `options` (both), `tracks` (the stored analytics events), `protect` (the
 *   failed log-in count).
 *   → { code: 'success', message }; 400 unknown_option_group, missing_reset, invalid_reset (false),
 *   rest_invalid_param (not a boolean).
 * GET  tracking/settings                               (edit_posts: one's own setting)
 *   → { tracks_opt_out: bool }
 * POST tracking/settings { tracks_opt_out: bool (required) } (edit_posts)
 *   → { code: 'success', message, tracks_opt_out: bool }; 400 missing_tracks_opt_out,
 *   rest_invalid_param (not a boolean).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/modules/registry.php';
require_once dirname( __DIR__ ) . '/modules/module-data.php';
require_once __DIR__ . '/tracks.php';

/**
 * The site options the settings route reads and writes, with their types.
 *
 * @return array<string, array<string, mixed>>
 */
function settings_site_schema(): array {
	return array(
		'blogname'               => array(
			'type'      => 'string',
			'maxLength' => 200,
		),
		'blogdescription'        => array(
			'type'      => 'string',
			'maxLength' => 500,
		),
		'posts_per_page'         => array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => 100,
		),
		'blog_public'            => array( 'type' => 'boolean' ),
		'default_comment_status' => array(
			'type'    => 'enum',
			'choices' => array( 'open', 'closed' ),
		),
		'date_format'            => array(
			'type'      => 'string',
			'maxLength' => 50,
		),
		'time_format'            => array(
			'type'      => 'string',
			'maxLength' => 50,
		),
		'start_of_week'          => array(
			'type'    => 'integer',
			'minimum' => 0,
			'maximum' => 6,
		),
	);
}

/**
 * Where each module option lives: option name => module slug.
 *
 * @return array<string, string>
 */
function settings_module_option_owners(): array {
	$owners = array();
	foreach ( modules_registry() as $slug => $module ) {
		foreach ( array_keys( $module['options'] ) as $key ) {
			$owners[ (string) $key ] = $slug;
		}
	}
	return $owners;
}

/**
 * A site option as the settings route shows it.
 *
 * @param string $key    Option name.
 * @param array  $schema Its schema.
 * @return mixed
 */
function settings_read_site_option( string $key, array $schema ) {
	$value = get_option( $key );
	switch ( $schema['type'] ) {
		case 'boolean':
			return '1' === (string) $value;
		case 'integer':
			return is_numeric( $value ) ? (int) $value : 0;
		default:
			return is_scalar( $value ) ? (string) $value : '';
	}
}

/**
 * GET settings: every module's state and options, and the site options.
 *
 * @return array<string, mixed>
 */
function settings_all(): array {
	$settings = array();
	foreach ( array_keys( modules_registry() ) as $slug ) {
		$settings[ $slug ] = modules_is_active( $slug );
		foreach ( modules_options( $slug ) as $key => $value ) {
			$settings[ $key ] = $value;
		}
	}
	foreach ( settings_site_schema() as $key => $schema ) {
		$settings[ $key ] = settings_read_site_option( $key, $schema );
	}
	return $settings;
}

/**
 * Registers the routes.
 */
function register_settings_routes(): void {
	$namespace = 'jetpack/v4';

	register_rest_route(
		$namespace,
		'/settings',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => static fn () => rest_ensure_response( settings_all() ),
				'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\settings_route_update',
				'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			),
		)
	);

	register_rest_route(
		$namespace,
		'/options/(?P<name>[a-z0-9_-]+)',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\settings_route_reset',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			'args'                => array(
				'reset' => array(
					'description' => __( 'Must be true: resets the group to its defaults.', 'jetpack-blocks' ),
					'type'        => 'boolean',
				),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/tracking/settings',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => static fn () => rest_ensure_response(
					array( 'tracks_opt_out' => tracks_user_opted_out( get_current_user_id() ) )
				),
				'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\settings_route_update_tracking',
				'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
				'args'                => array(
					'tracks_opt_out' => array(
						'description' => __( 'Whether analytics events are off for the current user.', 'jetpack-blocks' ),
						'type'        => 'boolean',
					),
				),
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_settings_routes' );

/**
 * POST settings: checks every key first, then saves.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function settings_route_update( \WP_REST_Request $request ) {
	$input = $request->get_json_params();
	if ( null === $input ) {
		$input = $request->get_body_params();
	}
	if ( ! is_array( $input ) || ( array() !== $input && array_is_list( $input ) ) ) {
		return Rest\bad_request( 'invalid_settings', __( 'The settings must be a JSON object of setting names and values.', 'jetpack-blocks' ) );
	}
	if ( array() === $input ) {
		return Rest\bad_request( 'invalid_settings', __( 'No settings were given.', 'jetpack-blocks' ) );
	}

	$modules       = modules_registry();
	$option_owners = settings_module_option_owners();
	$site_schema   = settings_site_schema();
	$activations   = array();
	$module_values = array();
	$site_values   = array();

	foreach ( $input as $key => $value ) {
		$key = (string) $key;
		if ( isset( $modules[ $key ] ) ) {
			$active = modules_check_value( array( 'type' => 'boolean' ), $value, $key );
			if ( is_wp_error( $active ) ) {
				return $active;
			}
			if ( $active && ! modules_is_available( $key ) ) {
				return modules_unavailable_error( $key );
			}
			$activations[ $key ] = $active;
		} elseif ( isset( $option_owners[ $key ] ) ) {
			$slug  = $option_owners[ $key ];
			$clean = modules_check_value( $modules[ $slug ]['options'][ $key ], $value, $key );
			if ( is_wp_error( $clean ) ) {
				return $clean;
			}
			$module_values[ $slug ][ $key ] = $clean;
		} elseif ( isset( $site_schema[ $key ] ) ) {
			$clean = modules_check_value( $site_schema[ $key ], $value, $key );
			if ( is_wp_error( $clean ) ) {
				return $clean;
			}
			$site_values[ $key ] = $clean;
		} else {
			return Rest\bad_request(
				'unknown_setting',
				/* translators: %s: setting name. */
				sprintf( __( '"%s" is not a setting this site knows. GET settings lists them.', 'jetpack-blocks' ), $key )
			);
		}
	}

	foreach ( $activations as $slug => $active ) {
		$result = modules_set_active( $slug, $active );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
	}
	foreach ( $module_values as $slug => $values ) {
		modules_update_options( $slug, $values );
	}
	foreach ( $site_values as $key => $value ) {
		update_option( $key, is_bool( $value ) ? ( $value ? '1' : '0' ) : $value );
	}

	return Rest\success(
		__( 'The settings have been saved.', 'jetpack-blocks' ),
		array( 'updated' => array_map( 'strval', array_keys( $input ) ) )
	);
}

/**
 * The groups POST options/{name} resets: what each does, and the sentence that says it is done.
 *
 * @return array<string, array{reset: callable[], done: string}>
 */
function settings_reset_groups(): array {
	return array(
		'modules'        => array(
			'reset' => array( __NAMESPACE__ . '\modules_reset_active' ),
			'done'  => __( 'Every module is back to its default state (on or off).', 'jetpack-blocks' ),
		),
		'module_options' => array(
			'reset' => array( __NAMESPACE__ . '\modules_reset_options' ),
			'done'  => __( 'Every module option is back to its default.', 'jetpack-blocks' ),
		),
		'options'        => array(
			'reset' => array( __NAMESPACE__ . '\modules_reset_active', __NAMESPACE__ . '\modules_reset_options' ),
			'done'  => __( 'Every module and module option is back to its default.', 'jetpack-blocks' ),
		),
		'tracks'         => array(
			'reset' => array( __NAMESPACE__ . '\tracks_clear_events' ),
			'done'  => __( 'The stored analytics events have been deleted.', 'jetpack-blocks' ),
		),
		'protect'        => array(
			'reset' => array( static fn () => delete_option( PROTECT_FAILED_LOGINS_OPTION ) ),
			'done'  => __( 'The count of failed log-ins has been reset.', 'jetpack-blocks' ),
		),
	);
}

/**
 * POST options/{name} { reset: true }.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function settings_route_reset( \WP_REST_Request $request ) {
	$name   = (string) $request->get_param( 'name' );
	$groups = settings_reset_groups();
	if ( ! isset( $groups[ $name ] ) ) {
		return Rest\bad_request(
			'unknown_option_group',
			/* translators: 1: group name, 2: the known groups, comma-separated. */
			sprintf( __( '"%1$s" is not an option group. Known groups: %2$s.', 'jetpack-blocks' ), $name, implode( ', ', array_keys( $groups ) ) )
		);
	}
	$reset = required_boolean_param( $request, 'reset' );
	if ( is_wp_error( $reset ) ) {
		return $reset;
	}
	if ( true !== $reset ) {
		return Rest\bad_request( 'invalid_reset', __( 'reset must be true: this route only resets an option group to its defaults.', 'jetpack-blocks' ) );
	}
	foreach ( $groups[ $name ]['reset'] as $reset ) {
		call_user_func( $reset );
	}
	return Rest\success( $groups[ $name ]['done'] );
}

/**
 * POST tracking/settings.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function settings_route_update_tracking( \WP_REST_Request $request ) {
	$opt_out = required_boolean_param( $request, 'tracks_opt_out' );
	if ( is_wp_error( $opt_out ) ) {
		return $opt_out;
	}
	tracks_set_opt_out( get_current_user_id(), $opt_out );
	return Rest\success(
		$opt_out ? __( 'Analytics are off for your account.', 'jetpack-blocks' ) : __( 'Analytics are on for your account.', 'jetpack-blocks' ),
		array( 'tracks_opt_out' => $opt_out )
	);
}
