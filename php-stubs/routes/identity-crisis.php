<?php
/**
 * Dashboard routes of an identity crisis (spec 000 §7 "Identity crisis"), namespace jetpack/v4: the
 * site's registration belongs to one address, and the site now answers at another (a copy, a staging
 * site, a moved site). The administrator keeps the copy in safe mode, starts fresh with a new
 * registration, or moves the registration to the new address. All POST, all manage_options (401
 * logged out, 403 otherwise).
 *
 * Local state, option jetpack_blocks_idc:
 *   { safe_mode: bool, safe_mode_confirmed_at: int|null, safe_mode_confirmed_by: int|null (user id),
 *     url: string|null (the address the registration belongs to, once recorded), started_fresh_at:
 *     int|null, migrated_at: int|null }   (times in unix seconds)
 * Every answer carries it as `state`, plus `current_url` (home_url()), `is_registered` and
 * `is_mismatch` (a recorded url that differs from the current address).
 *
 * POST identity-crisis/confirm-safe-mode → { "code": "success", "message", "state": {…} }
 *   Keeps this copy in safe mode (its registration is not used as the original's).
 * POST identity-crisis/start-fresh JSON { redirect_uri: string (required; an address on this site, or a
 *   path starting with "/") } → { "code": "success", "message", "redirect_uri": string (absolute),
 *   "state": {…} }. Clears the registration so the site can register anew: fires the action
 *   `jetpack_blocks_idc_start_fresh` (the connection code clears its own registration data there),
 *   then deletes the option jetpack_blocks_site_id; safe mode ends. 400 invalid_redirect_uri.
 * POST identity-crisis/migrate → { "code": "success", "message", "state": {…} }
 *   The registration now belongs to the current address (recorded as `url`); safe mode ends. There is
 *   no remote data on this site, so nothing else moves. 400 site_not_registered without a registration.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Identity_Crisis_Routes;

use Jetpack_Blocks\Rest;
use Jetpack_Blocks\Dashboard_Data as Data;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/dashboard-data.php';

/**
 * Registers the routes.
 */
function register_routes(): void {
	$permission = 'Jetpack_Blocks\Rest\can_manage_options';

	register_rest_route(
		'jetpack/v4',
		'/identity-crisis/confirm-safe-mode',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\confirm_safe_mode',
			'permission_callback' => $permission,
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/identity-crisis/start-fresh',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\start_fresh',
			'permission_callback' => $permission,
			'args'                => array(
				'redirect_uri' => array(
					'description'       => __( 'Where the dashboard goes next: an address on this site.', 'jetpack-blocks' ),
					'type'              => 'string',
					'required'          => true,
					'maxLength'         => 2000,
					'validate_callback' => __NAMESPACE__ . '\validate_redirect_uri',
					'sanitize_callback' => static fn ( $value ) => trim( (string) $value ),
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/identity-crisis/migrate',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\migrate',
			'permission_callback' => $permission,
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * The stored state, complete and typed.
 *
 * @return array{safe_mode: bool, safe_mode_confirmed_at: ?int, safe_mode_confirmed_by: ?int, url: ?string, started_fresh_at: ?int, migrated_at: ?int}
 */
function idc_state(): array {
	$stored = Data\option_array( Data\IDC_OPTION );
	$int    = static fn ( string $key ): ?int => isset( $stored[ $key ] ) && is_int( $stored[ $key ] ) ? $stored[ $key ] : null;
	return array(
		'safe_mode'              => isset( $stored['safe_mode'] ) && true === $stored['safe_mode'],
		'safe_mode_confirmed_at' => $int( 'safe_mode_confirmed_at' ),
		'safe_mode_confirmed_by' => $int( 'safe_mode_confirmed_by' ),
		'url'                    => isset( $stored['url'] ) && is_string( $stored['url'] ) && '' !== $stored['url'] ? $stored['url'] : null,
		'started_fresh_at'       => $int( 'started_fresh_at' ),
		'migrated_at'            => $int( 'migrated_at' ),
	);
}

/**
 * The state as answers carry it.
 *
 * @param array $state State from idc_state().
 */
function state_for_response( array $state ): array {
	$current = home_url();
	return array_merge(
		$state,
		array(
			'current_url'   => $current,
			'is_registered' => null !== Data\registered_site_id(),
			'is_mismatch'   => null !== $state['url'] && untrailingslashit( $state['url'] ) !== untrailingslashit( $current ),
		)
	);
}

/**
 * An absolute address for a redirect_uri on this site, or null when it is not one.
 *
 * @param string $value Sent value.
 */
function normalize_redirect_uri( string $value ): ?string {
	$value = trim( $value );
	if ( '' === $value || preg_match( '/[\x00-\x1F\x7F\\\\]/', $value ) ) {
		return null;
	}
	if ( str_starts_with( $value, '/' ) && ! str_starts_with( $value, '//' ) ) {
		$home  = wp_parse_url( home_url() );
		$value = ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' ) . $value;
	}
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
		return null;
	}
	if ( wp_validate_redirect( $value, '' ) !== $value ) {
		return null;
	}
	$clean = esc_url_raw( $value, array( 'http', 'https' ) );
	return '' === $clean ? null : $clean;
}

/**
 * Validates redirect_uri: a string (schema), then an address on this site.
 *
 * @param mixed            $value   Sent value.
 * @param \WP_REST_Request $request Request.
 * @param string           $param   Parameter name.
 * @return true|\WP_Error
 */
function validate_redirect_uri( $value, \WP_REST_Request $request, string $param ) {
	$valid = rest_validate_request_arg( $value, $request, $param );
	if ( true !== $valid ) {
		return $valid;
	}
	if ( null === normalize_redirect_uri( (string) $value ) ) {
		return Rest\bad_request( 'invalid_redirect_uri', __( 'redirect_uri must be an address on this site (http or https), or a path starting with "/".', 'jetpack-blocks' ) );
	}
	return true;
}

/**
 * POST identity-crisis/confirm-safe-mode.
 */
function confirm_safe_mode(): \WP_REST_Response {
	$state                           = idc_state();
	$state['safe_mode']              = true;
	$state['safe_mode_confirmed_at'] = time();
	$state['safe_mode_confirmed_by'] = get_current_user_id();
	Data\save_option( Data\IDC_OPTION, $state );
	return Rest\success(
		__( 'This site stays in safe mode: it does not act as the original site.', 'jetpack-blocks' ),
		array( 'state' => state_for_response( $state ) )
	);
}

/**
 * POST identity-crisis/start-fresh.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function start_fresh( \WP_REST_Request $request ) {
	$redirect_uri = normalize_redirect_uri( (string) $request->get_param( 'redirect_uri' ) );
	if ( null === $redirect_uri ) {
		return Rest\bad_request( 'invalid_redirect_uri', __( 'redirect_uri must be an address on this site (http or https), or a path starting with "/".', 'jetpack-blocks' ) );
	}

	/**
	 * Fires when the administrator starts fresh after an identity crisis, before the registration's
	 * site id (option jetpack_blocks_site_id) is deleted. The connection code clears the rest of its
	 * registration data (tokens, connection owner) here, so the site can register anew.
	 *
	 * @param string $redirect_uri Where the dashboard goes next (an address on this site).
	 */
	do_action( 'jetpack_blocks_idc_start_fresh', $redirect_uri );
	delete_option( Data\SITE_ID_OPTION );

	$state                           = idc_state();
	$state['safe_mode']              = false;
	$state['safe_mode_confirmed_at'] = null;
	$state['safe_mode_confirmed_by'] = null;
	$state['url']                    = null;
	$state['started_fresh_at']       = time();
	Data\save_option( Data\IDC_OPTION, $state );

	return Rest\success(
		__( 'The old registration was removed from this site. Connect the site again to give it its own registration.', 'jetpack-blocks' ),
		array(
			'redirect_uri' => $redirect_uri,
			'state'        => state_for_response( $state ),
		)
	);
}

/**
 * POST identity-crisis/migrate.
 *
 * @return \WP_REST_Response|\WP_Error
 */
function migrate() {
	if ( null === Data\registered_site_id() ) {
		return Rest\bad_request( 'site_not_registered', __( 'This site has no registration to move to its current address. Connect the site first.', 'jetpack-blocks' ) );
	}
	$state                           = idc_state();
	$state['safe_mode']              = false;
	$state['safe_mode_confirmed_at'] = null;
	$state['safe_mode_confirmed_by'] = null;
	$state['url']                    = home_url();
	$state['migrated_at']            = time();
	Data\save_option( Data\IDC_OPTION, $state );
	return Rest\success(
		__( 'The site\'s registration now belongs to this address. There is no remote data on this site, so nothing else was moved.', 'jetpack-blocks' ),
		array( 'state' => state_for_response( $state ) )
	);
}
