<?php
/**
 * The photo feed's routes (spec 001 §7), for people who can edit posts:
 *
 * - GET /wpcom/v2/instagram-gallery/connections: the accounts the user may choose, as
 *   `[ { username, token } ]` (this site's media library once chosen, then their own Instagram
 *   connections).
 * - GET /wpcom/v2/instagram-gallery/connect-url: the address the editor's popup opens, as a JSON
 *   string: the connect page (php-stubs/instagram/connect-screen.php), whose reply message carries
 *   the new connection's `keyring_id`.
 * - GET /wpcom/v2/instagram-gallery/gallery?access_token=&count=: `{ external_name, images: [ { url,
 *   title, link } ] }`, newest first, count 1–30 (default 30). Another user's connection answers 403
 *   (`instagram_gallery_not_yours`), an unknown one 404, a malformed or missing token 400,
 *   Instagram's failure 502.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/instagram/connections.php';
require_once dirname( __DIR__ ) . '/instagram/connect-screen.php';

/**
 * Registers the routes.
 */
function register_instagram_gallery_routes(): void {
	$routes = array(
		'/instagram-gallery/connections' => __NAMESPACE__ . '\instagram_route_connections',
		'/instagram-gallery/connect-url' => __NAMESPACE__ . '\instagram_route_connect_url',
		'/instagram-gallery/gallery'     => __NAMESPACE__ . '\instagram_route_gallery',
	);
	foreach ( $routes as $path => $callback ) {
		register_rest_route(
			'wpcom/v2',
			$path,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => $callback,
				'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
				// Arguments (access_token, count) are checked in the callback: WordPress checks
				// declared ones before permissions, and a signed-out visitor must get 401 whatever
				// they send.
			)
		);
	}
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_instagram_gallery_routes' );

/**
 * GET connections.
 */
function instagram_route_connections(): \WP_REST_Response {
	return rest_ensure_response( instagram_user_connections( get_current_user_id() ) );
}

/**
 * GET connect-url.
 */
function instagram_route_connect_url(): \WP_REST_Response {
	return rest_ensure_response( instagram_connect_page_url() );
}

/**
 * GET gallery.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function instagram_route_gallery( \WP_REST_Request $request ) {
	$token = $request->get_param( 'access_token' );
	if ( ! is_string( $token ) || '' === trim( $token ) ) {
		return Rest\bad_request( 'instagram_gallery_missing_token', __( 'Say which account to show: access_token is missing.', 'jetpack-blocks' ) );
	}
	$count = $request->get_param( 'count' );
	if ( null === $count || '' === $count ) {
		$count = INSTAGRAM_MAX_POSTS;
	} elseif ( ! is_numeric( $count ) || (int) $count < 1 || (int) $count > INSTAGRAM_MAX_POSTS || (float) $count !== (float) (int) $count ) {
		/* translators: %d: the most posts a feed shows. */
		return Rest\bad_request( 'instagram_gallery_invalid_count', sprintf( __( 'count must be a whole number from 1 to %d.', 'jetpack-blocks' ), INSTAGRAM_MAX_POSTS ) );
	}
	$gallery = instagram_gallery( trim( $token ), (int) $count, get_current_user_id() );
	if ( is_wp_error( $gallery ) ) {
		return $gallery;
	}
	$gallery['images'] = array_map(
		static fn( array $image ): array => array(
			'url'   => $image['url'],
			'title' => $image['title'],
			'link'  => $image['link'],
		),
		$gallery['images']
	);
	return rest_ensure_response( $gallery );
}
