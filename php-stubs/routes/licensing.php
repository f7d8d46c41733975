<?php
/**
 * Dashboard routes of product licenses (spec 000 §7 "Licensing"), namespace jetpack/v4. Licenses are
 * issued and attached by the hosting provider, so this site keeps only what is its own — the license
 * key the administrator entered, the last licensing error shown, and the user's notice dismissal — and
 * answers honestly that nothing can be attached or counted here. All need manage_options (401 logged
 * out, 403 otherwise).
 *
 * A license key is 8 to 128 characters: letters, digits, "-" and "_", starting and ending with a
 * letter or digit (e.g. "jetpack-backup_yearly_1a2b3c4d5e").
 *
 * POST licensing/error JSON { error: string (≤ 1000; "" clears) }
 *   → { "code": "success", "message", "error": string }
 * POST licensing/set-license JSON { license: string (a license key, or "" to remove it) }
 *   → { "code": "success", "message", "license": string, "attached": false }
 *   400 invalid_license_format for anything else.
 * GET  licensing/user/counts
 *   → { "all": 0, "assigned": 0, "not_assigned": 0, "revoked": 0, "detached": 0,
 *       "has_stored_license": bool, "source": "local" }
 * GET  licensing/user/licenses → []
 * POST licensing/user/activation-notice-dismiss JSON { last_detached_count: int ≥ 0 }
 *   → { "code": "success", "message", "last_detached_count": int, "last_dismissed_time": string (ISO 8601 UTC) }
 * POST licensing/attach-licenses JSON { licenses: string[] (≤ 50) } (400 when not a list of strings)
 *   → 200 [ { "license": string, "activated": false, "code": "license_attach_unavailable" |
 *             "invalid_license_format", "message": string } ] — one entry per license, in order.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Licensing_Routes;

use Jetpack_Blocks\Rest;
use Jetpack_Blocks\Dashboard_Data as Data;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/dashboard-data.php';

/** Pattern of a license key (PCRE, no delimiters). */
const LICENSE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{6,126}[A-Za-z0-9]$';

/** Most licenses attached in one request. */
const MAX_LICENSES = 50;

/**
 * Registers the routes.
 */
function register_routes(): void {
	$permission = 'Jetpack_Blocks\Rest\can_manage_options';

	register_rest_route(
		'jetpack/v4',
		'/licensing/error',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\save_error',
			'permission_callback' => $permission,
			'args'                => array(
				'error' => array(
					'description' => __( 'The licensing error shown to the user; "" clears it.', 'jetpack-blocks' ),
					'type'        => 'string',
					'required'    => true,
					'maxLength'   => 1000,
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/licensing/set-license',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\set_license',
			'permission_callback' => $permission,
			'args'                => array(
				'license' => array(
					'description'       => __( 'A license key, or "" to remove the stored one.', 'jetpack-blocks' ),
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => __NAMESPACE__ . '\validate_license_arg',
					'sanitize_callback' => static fn ( $value ) => trim( (string) $value ),
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/licensing/user/counts',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_counts',
			'permission_callback' => $permission,
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/licensing/user/licenses',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_licenses',
			'permission_callback' => $permission,
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/licensing/user/activation-notice-dismiss',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\dismiss_activation_notice',
			'permission_callback' => $permission,
			'args'                => array(
				'last_detached_count' => array(
					'description' => __( 'How many detached licenses the user had when dismissing the notice.', 'jetpack-blocks' ),
					'type'        => 'integer',
					'required'    => true,
					'minimum'     => 0,
					'maximum'     => 1000000,
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/licensing/attach-licenses',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\attach_licenses',
			'permission_callback' => $permission,
			'args'                => array(
				'licenses' => array(
					'description'       => __( 'The license keys to attach.', 'jetpack-blocks' ),
					'type'              => 'array',
					'required'          => true,
					'maxItems'          => MAX_LICENSES,
					'items'             => array(
						'type'      => 'string',
						'maxLength' => 200,
					),
					'validate_callback' => __NAMESPACE__ . '\validate_licenses_arg',
				),
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * Whether a string is a well-formed license key.
 *
 * @param string $license Candidate.
 */
function is_valid_license( string $license ): bool {
	return 1 === preg_match( '/' . LICENSE_PATTERN . '/D', $license );
}

/** The message of a malformed license key. */
function invalid_format_message(): string {
	return __( 'This is not a valid license key: it has 8 to 128 letters, digits, "-" or "_", and starts and ends with a letter or digit.', 'jetpack-blocks' );
}

/**
 * Validates the license: a string, empty or well-formed.
 *
 * @param mixed            $value   Sent value.
 * @param \WP_REST_Request $request Request.
 * @param string           $param   Parameter name.
 * @return true|\WP_Error
 */
function validate_license_arg( $value, \WP_REST_Request $request, string $param ) {
	$valid = rest_validate_request_arg( $value, $request, $param );
	if ( true !== $valid ) {
		return $valid;
	}
	$license = trim( (string) $value );
	if ( '' !== $license && ! is_valid_license( $license ) ) {
		return Rest\bad_request( 'invalid_license_format', invalid_format_message() );
	}
	return true;
}

/**
 * Validates the licenses: a JSON list (the schema alone would also turn "a,b" into a list), then the
 * schema (strings, at most MAX_LICENSES).
 *
 * @param mixed            $value   Sent value.
 * @param \WP_REST_Request $request Request.
 * @param string           $param   Parameter name.
 * @return true|\WP_Error
 */
function validate_licenses_arg( $value, \WP_REST_Request $request, string $param ) {
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return Rest\bad_request( 'rest_invalid_param', __( 'licenses must be a list of license keys.', 'jetpack-blocks' ) );
	}
	return rest_validate_request_arg( $value, $request, $param );
}

/**
 * POST licensing/error.
 *
 * @param \WP_REST_Request $request Request.
 */
function save_error( \WP_REST_Request $request ): \WP_REST_Response {
	$error = sanitize_text_field( (string) $request->get_param( 'error' ) );
	if ( '' === $error ) {
		delete_option( Data\LICENSING_ERROR_OPTION );
		return Rest\success( __( 'The licensing error was cleared.', 'jetpack-blocks' ), array( 'error' => '' ) );
	}
	Data\save_option( Data\LICENSING_ERROR_OPTION, $error );
	return Rest\success( __( 'The licensing error was saved.', 'jetpack-blocks' ), array( 'error' => $error ) );
}

/**
 * POST licensing/set-license: keeps the key on this site; attaching it needs the provider.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function set_license( \WP_REST_Request $request ) {
	$license = (string) $request->get_param( 'license' );
	// Validated already; checked again so a bypassed validation never stores a bad key.
	if ( '' !== $license && ! is_valid_license( $license ) ) {
		return Rest\bad_request( 'invalid_license_format', invalid_format_message() );
	}
	if ( '' === $license ) {
		delete_option( Data\LICENSE_OPTION );
		return Rest\success(
			__( 'The license key was removed from this site.', 'jetpack-blocks' ),
			array(
				'license'  => '',
				'attached' => false,
			)
		);
	}
	Data\save_option(
		Data\LICENSE_OPTION,
		array(
			'license'  => $license,
			'saved_at' => time(),
		)
	);
	return Rest\success(
		__( 'The license key was saved on this site. It is not attached to a product: licenses cannot be attached without a connection to the hosting provider.', 'jetpack-blocks' ),
		array(
			'license'  => $license,
			'attached' => false,
		)
	);
}

/** Whether a license key is stored on this site. */
function has_stored_license(): bool {
	$stored = Data\option_array( Data\LICENSE_OPTION );
	return isset( $stored['license'] ) && is_string( $stored['license'] ) && '' !== $stored['license'];
}

/**
 * GET licensing/user/counts: the user's licenses are known only to the provider.
 */
function get_counts(): \WP_REST_Response {
	return new \WP_REST_Response(
		array(
			'all'                => 0,
			'assigned'           => 0,
			'not_assigned'       => 0,
			'revoked'            => 0,
			'detached'           => 0,
			'has_stored_license' => has_stored_license(),
			'source'             => Data\SOURCE_LOCAL,
		),
		200
	);
}

/**
 * GET licensing/user/licenses.
 */
function get_licenses(): \WP_REST_Response {
	return new \WP_REST_Response( array(), 200 );
}

/**
 * POST licensing/user/activation-notice-dismiss: per user.
 *
 * @param \WP_REST_Request $request Request.
 */
function dismiss_activation_notice( \WP_REST_Request $request ): \WP_REST_Response {
	$record = array(
		'last_detached_count' => (int) $request->get_param( 'last_detached_count' ),
		'last_dismissed_time' => gmdate( 'Y-m-d\TH:i:s\Z' ),
	);
	update_user_meta( get_current_user_id(), Data\LICENSE_NOTICE_META, $record );
	return Rest\success( __( 'The license activation notice was dismissed.', 'jetpack-blocks' ), $record );
}

/**
 * POST licensing/attach-licenses: an honest error for each license.
 *
 * @param \WP_REST_Request $request Request.
 */
function attach_licenses( \WP_REST_Request $request ): \WP_REST_Response {
	$results = array();
	foreach ( (array) $request->get_param( 'licenses' ) as $license ) {
		$license = trim( (string) $license );
		if ( ! is_valid_license( $license ) ) {
			$results[] = array(
				'license'   => sanitize_text_field( $license ),
				'activated' => false,
				'code'      => 'invalid_license_format',
				'message'   => invalid_format_message(),
			);
			continue;
		}
		$results[] = array(
			'license'   => $license,
			'activated' => false,
			'code'      => 'license_attach_unavailable',
			'message'   => __( 'Licenses cannot be attached without a connection to the hosting provider.', 'jetpack-blocks' ),
		);
	}
	return new \WP_REST_Response( $results, 200 );
}
