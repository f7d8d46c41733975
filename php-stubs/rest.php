<?php
/**
 * Small helpers every REST route group uses, so each route states its rule in one word:
 * who may call it (a permission callback) and how bad input is answered (a 400 with a code and a
 * message). Cookie-authenticated routes also need the REST nonce: WordPress treats a cookie request
 * without a valid nonce as logged out, so these callbacks then refuse it with 401.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * 401 for the logged-out, 403 for the logged-in without the capability.
 *
 * @param string $capability The capability the route needs.
 * @return true|\WP_Error
 */
function require_capability( string $capability ) {
	if ( ! is_user_logged_in() ) {
		return new \WP_Error( 'rest_not_logged_in', __( 'You must be logged in to do that.', 'jetpack-blocks' ), array( 'status' => 401 ) );
	}
	if ( ! current_user_can( $capability ) ) {
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'jetpack-blocks' ), array( 'status' => 403 ) );
	}
	return true;
}

/** Permission callback: site owners (writes, and reads that expose site data). */
function can_manage_options() {
	return require_capability( 'manage_options' );
}

/** Permission callback: anyone who can edit posts (editor data). */
function can_edit_posts() {
	return require_capability( 'edit_posts' );
}

/** Permission callback: anyone who can activate plugins. */
function can_activate_plugins() {
	return require_capability( 'activate_plugins' );
}

/**
 * A 400 answer with a machine-readable code and a sentence for people.
 *
 * @param string $code    Error code.
 * @param string $message Human-readable message.
 */
function bad_request( string $code, string $message ): \WP_Error {
	return new \WP_Error( $code, $message, array( 'status' => 400 ) );
}

/**
 * The usual answer of a write route.
 *
 * @param string $message Optional message.
 * @param array  $extra   Extra fields.
 */
function success( string $message = '', array $extra = array() ): \WP_REST_Response {
	$body = array( 'code' => 'success' );
	if ( '' !== $message ) {
		$body['message'] = $message;
	}
	return new \WP_REST_Response( array_merge( $body, $extra ), 200 );
}

/**
 * Registers several read-only `jetpack/v4` routes that share a permission rule.
 *
 * @param array<string, callable-string> $routes     Route path => fully qualified callback name.
 * @param callable-string                $permission Permission callback.
 */
function register_read_routes( array $routes, string $permission ): void {
	foreach ( $routes as $path => $callback ) {
		register_rest_route(
			'jetpack/v4',
			$path,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => $callback,
				'permission_callback' => $permission,
			)
		);
	}
}
