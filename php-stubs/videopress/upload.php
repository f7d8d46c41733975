<?php
/**
 * Resumable video upload on the local site: the admin-ajax action that hands the editor an upload
 * token (`videopress-get-upload-jwt`), the tus 1.0.0 endpoint the upload view sends the file to, and
 * the daily clean-up of abandoned uploads (a WP-Cron event, php-stubs/cron.php). See
 * upload/tus-server.php for the protocol and headers.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress\Upload;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/upload/token.php';
require_once __DIR__ . '/upload/store.php';
require_once __DIR__ . '/upload/limits.php';
require_once __DIR__ . '/upload/tus-server.php';

/**
 * `wp_ajax_videopress-get-upload-jwt`: `{ success: true, data: { upload_token, upload_blog_id,
 * upload_action_url } }` for a signed-in user who may upload files. The request must carry the
 * editor's REST nonce (X-WP-Nonce header, as @wordpress/api-fetch sends it, or `_wpnonce`), so another
 * site cannot have a signed-in editor's browser mint tokens. With `key` (an upload key) the token
 * is bound to that upload, as the reference's optional key does.
 */
function ajax_get_upload_jwt(): void {
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared by wp_verify_nonce.
	$nonce = (string) wp_unslash( $_SERVER['HTTP_X_WP_NONCE'] ?? $_REQUEST['_wpnonce'] ?? '' );
	if ( ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
		wp_send_json_error( array( 'message' => __( 'Your session has expired. Reload the page and try again.', 'jetpack-blocks' ) ), 403 );
	}
	if ( ! current_user_can( 'upload_files' ) ) {
		wp_send_json_error( array( 'message' => __( 'Sorry, you are not allowed to upload files.', 'jetpack-blocks' ) ), 403 );
	}
	$key = sanitize_key( wp_unslash( $_REQUEST['key'] ?? '' ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- verified above.
	if ( '' !== $key && ! is_key( $key ) ) {
		wp_send_json_error( array( 'message' => __( 'Invalid upload key.', 'jetpack-blocks' ) ), 400 );
	}
	wp_send_json_success(
		array(
			'upload_token'      => issue_token( get_current_user_id(), $key ),
			'upload_blog_id'    => get_current_blog_id(),
			'upload_action_url' => collection_url(),
		)
	);
}
add_action( 'wp_ajax_videopress-get-upload-jwt', __NAMESPACE__ . '\ajax_get_upload_jwt' );

/** Serves `$route` when it is a tus address; returns otherwise. */
function maybe_serve_route( string $route ): void {
	if ( ! preg_match( '#^/' . preg_quote( ROUTE_PREFIX, '#' ) . '/(\d+)(?:/([^/]*))?/?$#', $route, $match ) ) {
		return;
	}
	// While new videos are private, the finished file lands straight in the private store (see
	// videopress/private-files.php); without one, nothing is uploaded that would be public.
	$landing = \Jetpack_Blocks\VideoPress\begin_private_landing();
	if ( is_wp_error( $landing ) && in_array( request_method(), array( 'POST', 'PATCH' ), true ) ) {
		fail( $landing->get_error_code(), $landing->get_error_message(), 409, request_method() );
	}
	serve( (int) $match[1], (string) ( $match[2] ?? '' ) );
}

/**
 * The REST route a request addresses, read from the URL as WordPress's own rewrite rules would
 * (`?rest_route=` or `/<prefix>/…`, also after `index.php`), before WordPress parses the request.
 */
function early_rest_route(): string {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only matched against the route pattern.
	if ( isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ) {
		return (string) wp_unslash( $_GET['rest_route'] );
	}
	$path = (string) wp_parse_url( (string) wp_unslash( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH );
	// phpcs:enable
	$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
	foreach ( array( $home . '/' . rest_get_url_prefix(), $home . '/index.php/' . rest_get_url_prefix() ) as $prefix ) {
		if ( str_starts_with( $path, $prefix . '/' ) ) {
			return substr( $path, strlen( $prefix ) );
		}
	}
	return '';
}

/*
 * Tus requests are taken once the theme is set up (translations may load from then on): a 10 MB
 * chunk needs the token check and a file append, not block registration and every plugin's `init`,
 * which would cost each chunk tens of milliseconds (the upload benchmark compares against a raw PUT). The PATCH that
 * completes an upload waits for `wp_loaded` before it makes the attachment. Requests the early check
 * does not recognise (unusual rewrites) still reach the endpoint on `parse_request`, before the REST
 * server (see upload/tus-server.php for why not a REST route).
 */
add_action(
	'after_setup_theme',
	static function (): void {
		maybe_serve_route( early_rest_route() );
	},
	PHP_INT_MAX
);
add_action(
	'parse_request',
	static function ( \WP $wp ): void {
		$route = $wp->query_vars['rest_route'] ?? '';
		if ( is_string( $route ) ) {
			maybe_serve_route( $route );
		}
	},
	0
);

// The daily clean-up of abandoned uploads is a WP-Cron event of php-stubs/cron.php.
