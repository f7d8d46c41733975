<?php
/**
 * REST route that turns a short link (pin.it, gph.is, an event site's short domain…) into the address
 * it redirects to, so an embed block can recognise what was pasted.
 *
 * GET /wpcom/v2/resolve-redirect?url=<address> (editors only) answers { "url": "<final address>" }.
 * The server follows the redirects, not the browser: short-link hosts send no CORS headers, and a
 * server request can be held to WordPress's own rules for outgoing requests.
 *
 * - Only http(s) addresses; each hop goes through wp_safe_remote_head (no private or loopback
 *   addresses, WP_HTTP_BLOCK_EXTERNAL honoured) with a 5 s timeout, at most 5 hops.
 * - 400 invalid_url for anything that is not an http(s) address.
 * - 502 resolve_failed when a hop cannot be reached (always, on a site with no network), so the block
 *   shows its embed error with "Convert block to link" instead of a guess.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

const RESOLVE_REDIRECT_MAX_HOPS = 5;
const RESOLVE_REDIRECT_TIMEOUT  = 5;

/**
 * Registers the route.
 */
function register_resolve_redirect_route(): void {
	register_rest_route(
		'wpcom/v2',
		'/resolve-redirect',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\resolve_redirect_request',
			'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
			'args'                => array(
				// Not "required": WordPress checks arguments before permissions, and a visitor who
				// is not signed in must get 401 whatever they send; a missing address is a 400 below.
				'url' => array(
					'type' => 'string',
				),
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_resolve_redirect_route' );

/**
 * Whether a string is an absolute http(s) address short enough to be a link.
 *
 * @param string $url Candidate.
 */
function resolve_redirect_is_web_address( string $url ): bool {
	if ( strlen( $url ) > 2048 || preg_match( '/[\s<>"]/', $url ) ) {
		return false;
	}
	$parts = wp_parse_url( $url );
	return is_array( $parts )
		&& isset( $parts['scheme'], $parts['host'] )
		&& in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true )
		&& '' !== $parts['host'];
}

/**
 * Follows the redirects of an address, one HEAD request per hop.
 *
 * @param string $url Start address.
 * @return string|\WP_Error The final address, or resolve_failed.
 */
function resolve_redirect_follow( string $url ) {
	$current = $url;
	for ( $hop = 0; $hop <= RESOLVE_REDIRECT_MAX_HOPS; $hop++ ) {
		$response = wp_safe_remote_head(
			$current,
			array(
				'timeout'     => RESOLVE_REDIRECT_TIMEOUT,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error(
				'resolve_failed',
				/* translators: %s: the address that could not be reached. */
				sprintf( __( 'Could not reach %s to find where the link leads.', 'jetpack-blocks' ), $current ),
				array( 'status' => 502 )
			);
		}
		$code     = (int) wp_remote_retrieve_response_code( $response );
		$location = wp_remote_retrieve_header( $response, 'location' );
		if ( is_array( $location ) ) {
			$location = end( $location );
		}
		if ( $code < 300 || $code >= 400 || ! is_string( $location ) || '' === $location ) {
			if ( $code >= 400 ) {
				return new \WP_Error(
					'resolve_failed',
					/* translators: 1: address, 2: HTTP status code. */
					sprintf( __( '%1$s answered with status %2$d.', 'jetpack-blocks' ), $current, $code ),
					array( 'status' => 502 )
				);
			}
			return $current;
		}
		// A relative Location is resolved against the address that sent it.
		$next = \WP_Http::make_absolute_url( $location, $current );
		if ( ! resolve_redirect_is_web_address( $next ) ) {
			return new \WP_Error(
				'resolve_failed',
				__( 'The link redirects to an address that is not a web page.', 'jetpack-blocks' ),
				array( 'status' => 502 )
			);
		}
		$current = $next;
	}
	return new \WP_Error(
		'resolve_failed',
		__( 'The link redirects too many times.', 'jetpack-blocks' ),
		array( 'status' => 502 )
	);
}

/**
 * Route callback.
 *
 * @param \WP_REST_Request $request The request.
 * @return array{url: string}|\WP_Error
 */
function resolve_redirect_request( \WP_REST_Request $request ) {
	$url = trim( (string) $request->get_param( 'url' ) );
	if ( ! resolve_redirect_is_web_address( $url ) ) {
		return Rest\bad_request( 'invalid_url', __( 'Please enter a web address starting with http:// or https://.', 'jetpack-blocks' ) );
	}
	$final = resolve_redirect_follow( $url );
	if ( is_wp_error( $final ) ) {
		return $final;
	}
	return array( 'url' => esc_url_raw( $final ) );
}
