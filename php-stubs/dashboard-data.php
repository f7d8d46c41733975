<?php
/**
 * Helpers shared by the dashboard's data routes (routes/plugins.php, site.php, setup.php,
 * licensing.php, identity-crisis.php, other.php): the options they keep, reading the site's real
 * state, validating free-form JSON objects, and the honest "this needs the remote service" answers.
 *
 * Options written by these routes (none autoloaded):
 *   jetpack_blocks_setup_questionnaire   setup/questionnaire answers            { key: bool|string }
 *   jetpack_blocks_recommendations_data  recommendations/data                   { key: scalar|array }
 *   jetpack_blocks_recommendations_step  recommendations/step                   string
 *   jetpack_blocks_marketing_surveys     marketing/survey, newest 20            { survey_id: {...} }
 *   jetpack_blocks_licensing_error       licensing/error                        string
 *   jetpack_blocks_license               licensing/set-license                  { license, saved_at }
 *   jetpack_blocks_idc                   identity-crisis/*                      see identity-crisis.php
 *   jetpack_blocks_search_settings       search/settings                        { instant_search_enabled, module_active }
 *                                        (module_active is the "search" module's state when the
 *                                        modules code is loaded; this copy is read only without it)
 *   jetpack_blocks_waf_settings          waf                                    see other.php
 *   jetpack_blocks_wordads_settings      wordads/settings                       see other.php
 * User meta: jetpack_blocks_dismissed_notices (notice/{name}),
 * jetpack_blocks_license_activation_notice (licensing/user/activation-notice-dismiss).
 *
 * Read, never written: jetpack_blocks_site_id (the registration, owned by the connection code; only
 * identity-crisis/start-fresh deletes it) and jetpack_blocks_active_modules (owned by the modules code).
 * When those codes are loaded their public functions decide instead (connection_is_registered(),
 * modules_is_active(); search/settings switches the "search" module with modules_set_active()).
 *
 * For the routes of these files only (handlers whose callback lives in ROUTE_NAMESPACES), two REST
 * filters make the answers consistent: the permission is checked before the parameters (so logged-out
 * callers get 401 and others 403 whatever they send), a rejected parameter's reason becomes the
 * error message, and a JSON body that is not an object is refused with 400 rest_invalid_json.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Dashboard_Data;

defined( 'ABSPATH' ) || exit;

const QUESTIONNAIRE_OPTION        = 'jetpack_blocks_setup_questionnaire';
const RECOMMENDATIONS_DATA_OPTION = 'jetpack_blocks_recommendations_data';
const RECOMMENDATIONS_STEP_OPTION = 'jetpack_blocks_recommendations_step';
const MARKETING_SURVEYS_OPTION    = 'jetpack_blocks_marketing_surveys';
const LICENSING_ERROR_OPTION      = 'jetpack_blocks_licensing_error';
const LICENSE_OPTION              = 'jetpack_blocks_license';
const IDC_OPTION                  = 'jetpack_blocks_idc';
const SEARCH_SETTINGS_OPTION      = 'jetpack_blocks_search_settings';
const WAF_SETTINGS_OPTION         = 'jetpack_blocks_waf_settings';
const WORDADS_SETTINGS_OPTION     = 'jetpack_blocks_wordads_settings';
const DISMISSED_NOTICES_META      = 'jetpack_blocks_dismissed_notices';
const LICENSE_NOTICE_META         = 'jetpack_blocks_license_activation_notice';

/** The registration's site id, written by the connection code. */
const SITE_ID_OPTION = 'jetpack_blocks_site_id';

/** The active modules, written by the modules code. */
const ACTIVE_MODULES_OPTION = 'jetpack_blocks_active_modules';

/** Namespaces of the route files these helpers serve (their handlers' callbacks live there). */
const ROUTE_NAMESPACES = array(
	'Jetpack_Blocks\\Plugins_Routes\\',
	'Jetpack_Blocks\\Site_Routes\\',
	'Jetpack_Blocks\\Setup_Routes\\',
	'Jetpack_Blocks\\Licensing_Routes\\',
	'Jetpack_Blocks\\Identity_Crisis_Routes\\',
	'Jetpack_Blocks\\Other_Routes\\',
);

/** Marker added to answers whose remote part cannot exist on this site. */
const SOURCE_LOCAL = 'local';

/** Deepest nesting accepted in a free-form JSON object (the object itself is level 1). */
const MAX_JSON_DEPTH = 4;

/** Most entries (keys plus list items, at every level) accepted in a free-form JSON object. */
const MAX_JSON_ENTRIES = 500;

/** Longest string value accepted in a free-form JSON object. */
const MAX_JSON_STRING = 2000;

/**
 * An empty JSON object (`{}`); an empty PHP array would be sent as `[]`.
 */
function empty_object(): \stdClass {
	return new \stdClass();
}

/**
 * A map that is always sent as a JSON object, even when empty or keyed 0..n.
 *
 * @param array $map Keyed values.
 */
function as_object( array $map ): \stdClass {
	return (object) $map;
}

/**
 * An option that holds an array; an empty array when it is missing or of another type.
 *
 * @param string $name Option name.
 */
function option_array( string $name ): array {
	$value = get_option( $name, array() );
	return is_array( $value ) ? $value : array();
}

/**
 * Stores an option without autoloading it (these are read by dashboard requests only).
 *
 * @param string $name  Option name.
 * @param mixed  $value Value.
 */
function save_option( string $name, $value ): void {
	update_option( $name, $value, false );
}

/**
 * The site id of the registration, or null when the site is not registered (the connection code's
 * public connection_is_registered() decides when it is loaded: a site id without its registration
 * record does not count).
 */
function registered_site_id(): ?int {
	if ( function_exists( 'Jetpack_Blocks\connection_is_registered' ) && ! \Jetpack_Blocks\connection_is_registered() ) {
		return null;
	}
	$stored = get_option( SITE_ID_OPTION );
	if ( is_int( $stored ) && $stored > 0 ) {
		return $stored;
	}
	if ( is_string( $stored ) && ctype_digit( trim( $stored ) ) && (int) trim( $stored ) > 0 ) {
		return (int) trim( $stored );
	}
	return null;
}

/**
 * The site's id as the dashboard shows it: the registration's id, else this blog's local id.
 */
function site_id(): int {
	return registered_site_id() ?? get_current_blog_id();
}

/**
 * Names of the active modules. The modules code keeps a map of name => bool in its option (a plain
 * list of names is read too); its modules_is_active() decides (a module that needs the connection
 * is not active on an unregistered site, and one that cannot work here is never active, whatever
 * its flag).
 *
 * @return string[] Sorted, unique module names.
 */
function active_modules(): array {
	require_once __DIR__ . '/modules/registry.php';
	$stored = get_option( ACTIVE_MODULES_OPTION, array() );
	if ( ! is_array( $stored ) ) {
		return array();
	}
	$candidates = array();
	foreach ( $stored as $key => $value ) {
		if ( is_int( $key ) && is_string( $value ) ) {
			$candidates[ $value ] = true;
		} elseif ( is_string( $key ) ) {
			$candidates[ $key ] = true === $value;
		}
	}
	$names = array();
	foreach ( $candidates as $name => $flag ) {
		$name = (string) $name;
		if ( '' !== $name && $flag && \Jetpack_Blocks\modules_is_active( $name ) ) {
			$names[] = $name;
		}
	}
	$names = array_values( array_unique( $names ) );
	sort( $names );
	return $names;
}

/**
 * Whether a module is active (see active_modules()).
 *
 * @param string $name Module name.
 */
function is_module_active( string $name ): bool {
	require_once __DIR__ . '/modules/registry.php';
	return \Jetpack_Blocks\modules_is_active( $name );
}

/**
 * Switches a module through the modules code's public modules_set_active().
 *
 * @param string $name   Module name.
 * @param bool   $active New state.
 * @return true|\WP_Error|null Null when the modules code is not loaded; its WP_Error otherwise
 *                             (404 unknown module, 400 module_unavailable without the connection).
 */
function set_module_active( string $name, bool $active ) {
	if ( ! function_exists( 'Jetpack_Blocks\modules_set_active' ) ) {
		return null;
	}
	$result = \Jetpack_Blocks\modules_set_active( $name, $active );
	return is_wp_error( $result ) ? $result : true;
}

/**
 * The sentence of every answer that needs the remote service.
 *
 * @param string $what What is missing, e.g. "Plans".
 */
function needs_connection_message( string $what ): string {
	/* translators: %s: what cannot be read or done, e.g. "Purchases". */
	return sprintf( __( '%s come from the hosting provider and are not available on this site without a connection to it.', 'jetpack-blocks' ), $what );
}

/**
 * Whether a key of a free-form object is acceptable: starts with a letter or underscore, then up to
 * 99 letters, digits, `_`, `-` or `.` (so the object never turns into a JSON list).
 *
 * @param mixed $key Key.
 */
function is_valid_object_key( $key ): bool {
	return is_string( $key ) && 1 === preg_match( '/^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/', $key );
}

/**
 * Validates a free-form JSON object: keys per is_valid_object_key(), values scalars, null or
 * arrays (lists or objects) of the same, at most MAX_JSON_DEPTH levels, MAX_JSON_ENTRIES entries and
 * MAX_JSON_STRING characters per string.
 *
 * @param mixed  $value The decoded value.
 * @param string $param Parameter name, for the message.
 * @return true|\WP_Error
 */
function validate_json_object( $value, string $param ) {
	if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: parameter name. */
			sprintf( __( '%s must be a JSON object.', 'jetpack-blocks' ), $param ),
			array( 'status' => 400 )
		);
	}
	foreach ( array_keys( $value ) as $key ) {
		if ( ! is_valid_object_key( $key ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: parameter name, 2: the rejected key. */
				sprintf( __( '%1$s has an invalid key "%2$s": keys start with a letter or underscore and hold up to 100 letters, digits, "_", "-" or ".".', 'jetpack-blocks' ), $param, mb_substr( (string) $key, 0, 100 ) ),
				array( 'status' => 400 )
			);
		}
	}
	$entries = 0;
	return validate_json_values( $value, $param, 1, $entries );
}

/**
 * Recursive part of validate_json_object().
 *
 * @param array  $values  Values of one level.
 * @param string $path    Where they are, for the message.
 * @param int    $depth   Level of $values (1 = the object).
 * @param int    $entries Running count of entries.
 * @return true|\WP_Error
 */
function validate_json_values( array $values, string $path, int $depth, int &$entries ) {
	if ( $depth > MAX_JSON_DEPTH ) {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: 1: where in the request, 2: number of levels. */
			sprintf( __( '%1$s is nested too deeply (at most %2$d levels).', 'jetpack-blocks' ), $path, MAX_JSON_DEPTH ),
			array( 'status' => 400 )
		);
	}
	foreach ( $values as $key => $item ) {
		++$entries;
		if ( $entries > MAX_JSON_ENTRIES ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: where in the request, 2: number of entries. */
				sprintf( __( '%1$s has too many entries (at most %2$d).', 'jetpack-blocks' ), $path, MAX_JSON_ENTRIES ),
				array( 'status' => 400 )
			);
		}
		$item_path = $path . '.' . mb_substr( (string) $key, 0, 100 );
		if ( is_array( $item ) ) {
			$result = validate_json_values( $item, $item_path, $depth + 1, $entries );
			if ( is_wp_error( $result ) ) {
				return $result;
			}
		} elseif ( is_string( $item ) ) {
			if ( mb_strlen( $item ) > MAX_JSON_STRING ) {
				return new \WP_Error(
					'rest_invalid_param',
					/* translators: 1: where in the request, 2: number of characters. */
					sprintf( __( '%1$s is too long (at most %2$d characters).', 'jetpack-blocks' ), $item_path, MAX_JSON_STRING ),
					array( 'status' => 400 )
				);
			}
		} elseif ( ! is_null( $item ) && ! is_bool( $item ) && ! is_int( $item ) && ! is_float( $item ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: where in the request. */
				sprintf( __( '%s must be a string, number, boolean, null, list or object.', 'jetpack-blocks' ), $item_path ),
				array( 'status' => 400 )
			);
		}
	}
	return true;
}

/**
 * Sanitizes a validated free-form value: strings through sanitize_text_field(), keys kept (they were
 * validated), numbers, booleans and null as they are.
 *
 * @param mixed $value Value.
 * @return mixed
 */
function sanitize_json_value( $value ) {
	if ( is_array( $value ) ) {
		$clean = array();
		foreach ( $value as $key => $item ) {
			$clean[ $key ] = sanitize_json_value( $item );
		}
		return $clean;
	}
	if ( is_string( $value ) ) {
		return sanitize_text_field( $value );
	}
	if ( is_bool( $value ) || is_int( $value ) || is_float( $value ) || is_null( $value ) ) {
		return $value;
	}
	return null;
}

/**
 * Rejects JSON body keys a settings route does not know, so a typo is a 400 rather than a silent
 * no-op. Query parameters (cache busters, `_locale`) are not looked at.
 *
 * @param \WP_REST_Request $request The request.
 * @param string[]         $known   Accepted keys.
 * @return true|\WP_Error
 */
function reject_unknown_body_keys( \WP_REST_Request $request, array $known ) {
	$body    = $request->get_json_params();
	$body    = is_array( $body ) ? $body : $request->get_body_params();
	$unknown = array();
	foreach ( array_keys( is_array( $body ) ? $body : array() ) as $key ) {
		if ( ! in_array( (string) $key, $known, true ) ) {
			$unknown[] = mb_substr( (string) $key, 0, 100 );
		}
	}
	if ( array() === $unknown ) {
		return true;
	}
	return \Jetpack_Blocks\Rest\bad_request(
		'unknown_setting',
		sprintf(
			/* translators: 1: rejected keys, 2: accepted keys. */
			__( 'Unknown setting(s): %1$s. Known settings: %2$s.', 'jetpack-blocks' ),
			implode( ', ', $unknown ),
			implode( ', ', $known )
		)
	);
}

/**
 * The request's value of each named parameter that was sent (JSON, form or query), already
 * validated and sanitized by the route's args.
 *
 * @param \WP_REST_Request $request The request.
 * @param string[]         $names   Parameter names.
 * @return array<string, mixed>
 */
function sent_params( \WP_REST_Request $request, array $names ): array {
	$sent = array();
	foreach ( $names as $name ) {
		if ( $request->has_param( $name ) && null !== $request->get_param( $name ) ) {
			$sent[ $name ] = $request->get_param( $name );
		}
	}
	return $sent;
}

/**
 * An arg declaration of an optional boolean (validated by the REST schema: true/false, and the
 * usual "1"/"0"/"true"/"false" strings of form bodies).
 *
 * @param string $description What it is.
 */
function boolean_arg( string $description ): array {
	return array(
		'description' => $description,
		'type'        => 'boolean',
	);
}

/**
 * Whether a REST handler belongs to the route files these helpers serve.
 *
 * @param mixed $handler A handler as WordPress keeps it.
 */
function is_our_handler( $handler ): bool {
	if ( ! is_array( $handler ) || empty( $handler['permission_callback'] ) || ! is_callable( $handler['permission_callback'] ) || ! isset( $handler['callback'] ) || ! is_string( $handler['callback'] ) ) {
		return false;
	}
	foreach ( ROUTE_NAMESPACES as $namespace ) {
		if ( str_starts_with( $handler['callback'], $namespace ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The handler's refusal of the request (401/403), or null when it lets the request through.
 *
 * @param array            $handler The handler.
 * @param \WP_REST_Request $request The request.
 */
function permission_error( array $handler, \WP_REST_Request $request ): ?\WP_Error {
	$permission = call_user_func( $handler['permission_callback'], $request );
	if ( is_wp_error( $permission ) ) {
		return $permission;
	}
	if ( true !== $permission ) {
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'jetpack-blocks' ), array( 'status' => rest_authorization_required_code() ) );
	}
	return null;
}

/**
 * A JSON body that is a string, number or boolean makes WordPress warn while it sanitizes the
 * parameters (it loops over the body as if it were an object). For the routes of these files such a
 * body is refused first: 401/403 when the caller may not use the route, else 400 rest_invalid_json.
 *
 * @param mixed            $result  A result from an earlier filter, or null.
 * @param \WP_REST_Server  $server  The server.
 * @param \WP_REST_Request $request The request.
 * @return mixed
 */
function reject_scalar_json_body( $result, $server, $request ) {
	if ( null !== $result || ! $request instanceof \WP_REST_Request || ! $server instanceof \WP_REST_Server ) {
		return $result;
	}
	$route = $request->get_route();
	if ( ! str_starts_with( $route, '/jetpack/v4/' ) ) {
		return $result;
	}
	$json = $request->get_json_params();
	if ( null === $json || is_array( $json ) ) {
		return $result;
	}
	foreach ( $server->get_routes( 'jetpack/v4' ) as $pattern => $handlers ) {
		if ( 1 !== preg_match( '@^' . $pattern . '$@i', $route ) ) {
			continue;
		}
		foreach ( (array) $handlers as $handler ) {
			$methods = is_array( $handler ) && isset( $handler['methods'] ) && is_array( $handler['methods'] ) ? $handler['methods'] : array();
			if ( ! empty( $methods[ $request->get_method() ] ) && is_our_handler( $handler ) ) {
				return permission_error( $handler, $request ) ?? new \WP_Error(
					'rest_invalid_json',
					__( 'The request body must be a JSON object.', 'jetpack-blocks' ),
					array( 'status' => 400 )
				);
			}
		}
	}
	return $result;
}
add_filter( 'rest_pre_dispatch', __NAMESPACE__ . '\\reject_scalar_json_body', 10, 3 );

/**
 * Two refinements of the request errors of the routes of these files, made before WordPress asks the
 * permission callback:
 * - WordPress validates parameters before permission, so a logged-out visitor sending bad input would
 *   learn about the parameters (400) instead of being refused (401/403): the permission is asked first.
 * - A rejected parameter is answered as "Invalid parameter(s): x", with the reason only in
 *   data.params: the reason becomes the message (the client shows the message), and a validator's
 *   own code (e.g. invalid_license_format) becomes the code when one parameter was rejected. The
 *   data (status, params, details) stays as WordPress made it.
 *
 * @param mixed            $response Result so far: a WP_Error when the parameters were rejected.
 * @param array            $handler  The matched handler.
 * @param \WP_REST_Request $request  The request.
 * @return mixed
 */
function refine_request_errors( $response, $handler, $request ) {
	if ( ! is_wp_error( $response ) || ! $request instanceof \WP_REST_Request ) {
		return $response;
	}
	if ( ! is_our_handler( $handler ) ) {
		return $response;
	}
	$refused = permission_error( $handler, $request );
	if ( null !== $refused ) {
		return $refused;
	}

	$data = $response->get_error_data();
	if ( 'rest_invalid_param' !== $response->get_error_code() || ! is_array( $data ) || empty( $data['params'] ) || ! is_array( $data['params'] ) ) {
		return $response;
	}
	$reasons = array_filter( array_map( static fn ( $reason ) => is_string( $reason ) ? $reason : '', $data['params'] ) );
	if ( array() === $reasons ) {
		return $response;
	}
	$code    = 'rest_invalid_param';
	$details = isset( $data['details'] ) && is_array( $data['details'] ) ? $data['details'] : array();
	if ( 1 === count( $data['params'] ) && 1 === count( $details ) ) {
		$detail = reset( $details );
		if ( is_array( $detail ) && isset( $detail['code'] ) && is_string( $detail['code'] ) && ! str_starts_with( $detail['code'], 'rest_' ) ) {
			$code = $detail['code'];
		}
	}
	return new \WP_Error( $code, implode( ' ', $reasons ), $data );
}
add_filter( 'rest_request_before_callbacks', __NAMESPACE__ . '\\refine_request_errors', 10, 3 );
