<?php
/**
 * REST route that turns a short link (pin.it, gph.is, an event site's short domain…) into the address
 * it redirects to, so an embed block can recognise what was pasted.
 *
 * GET /wpcom/v2/resolve-redirect?url=<address> (editors only) answers { "url": "<final address>" }.
 * The server follows the redirects, not the browser: short-link hosts send no CORS headers, and a
 * server request can be held to WordPress's own rules for outgoing requests.
 *
 * Anyone who can write a post asks, so the route must not become a way to make the server request
 * hosts of its own network (server-side request forgery). At every hop, the start address included:
 * - the host is resolved once and every address it resolves to must be public: loopback, private
 *   (RFC 1918, unique local IPv6), link-local (cloud metadata at 169.254.169.254), CGNAT, IPv4-mapped
 *   IPv6 and the other special-purpose ranges, IPv4 and IPv6, are refused (400 address_not_allowed),
 *   with the AI provider's list and checks (OpenAI_Compatible_Provider::addresses() /
 *   is_public_address()); the filter `jetpack_blocks_resolve_redirect_allow_private` can let a
 *   development site reach one of its own hosts;
 * - the request is pinned to the checked addresses (cURL's CURLOPT_RESOLVE, the AI provider's
 *   connection_options()), so a second DNS answer cannot send it elsewhere;
 * - it then goes through wp_safe_remote_head (WordPress's own rules: ports 80, 443 and 8080,
 *   WP_HTTP_BLOCK_EXTERNAL honoured), a 5 s timeout, never following a redirect itself; at most 5 hops.
 * Each user may ask 30 times in 10 minutes (filter `jetpack_blocks_resolve_redirect_rate_limit`),
 * counted atomically (php-stubs/rate-limit.php); past it, 429 rate_limited.
 *
 * - 400 invalid_url for anything that is not an http(s) address.
 * - 502 resolve_failed when a hop cannot be reached (always, on a site with no network), so the block
 *   shows its embed error with "Convert block to link" instead of a guess.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/rate-limit.php';
require_once dirname( __DIR__ ) . '/ai/class-ai-error.php';
require_once dirname( __DIR__ ) . '/ai/interface-ai-provider.php';
require_once dirname( __DIR__ ) . '/ai/class-openai-compatible-provider.php';

const RESOLVE_REDIRECT_MAX_HOPS = 5;
const RESOLVE_REDIRECT_TIMEOUT  = 5;

/** Default lookups per user in a window. */
const RESOLVE_REDIRECT_RATE_REQUESTS = 30;

/** Default window of the per-user limit, seconds. */
const RESOLVE_REDIRECT_RATE_WINDOW = 600;

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
 * The refusal of an address on this computer or a private network.
 */
function resolve_redirect_refusal(): \WP_Error {
	return new \WP_Error(
		'address_not_allowed',
		__( 'This link leads to an address on this server or a private network, which this site does not visit. Use a public web address.', 'jetpack-blocks' ),
		array( 'status' => 400 )
	);
}

/**
 * Resolves the host of one hop and checks every address it resolves to.
 *
 * @param string $url Address of the hop (already a web address).
 * @return array{url: string, host: string, port: int, addresses: array<int, string>, local: bool}|\WP_Error
 *         The checked target, as the AI provider's connection_options() takes it; address_not_allowed
 *         or resolve_failed.
 */
function resolve_redirect_target( string $url ) {
	$parts  = wp_parse_url( $url );
	$host   = is_array( $parts ) ? (string) ( $parts['host'] ?? '' ) : '';
	$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
	$port   = is_array( $parts ) && isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );

	$addresses = OpenAI_Compatible_Provider::addresses( $host );
	if ( array() === $addresses ) {
		return new \WP_Error(
			'resolve_failed',
			/* translators: %s: the address that could not be reached. */
			sprintf( __( 'Could not reach %s to find where the link leads.', 'jetpack-blocks' ), $url ),
			array( 'status' => 502 )
		);
	}
	// One non-public address is enough: the connection could use any of them.
	$local = array() !== array_filter( $addresses, static fn ( string $address ): bool => ! OpenAI_Compatible_Provider::is_public_address( $address ) );
	/**
	 * Whether the resolve-redirect route may request an address on this computer or a private
	 * network. Off: any user who can write a post chooses the address. A development site can
	 * allow one of its own hosts; a public site should not.
	 *
	 * @param bool     $allowed   Default false.
	 * @param string   $url       The hop's address.
	 * @param string[] $addresses The addresses its host resolves to.
	 */
	if ( $local && true !== apply_filters( 'jetpack_blocks_resolve_redirect_allow_private', false, $url, $addresses ) ) {
		return resolve_redirect_refusal();
	}
	return array(
		'url'       => $url,
		'host'      => $host,
		'port'      => $port,
		'addresses' => $addresses,
		'local'     => $local,
	);
}

/**
 * One HEAD request of a checked target, pinned to its checked addresses.
 *
 * The WordPress HTTP API sends it (its rules, its proxy settings); cURL is held to the addresses
 * with the AI provider's options (CURLOPT_RESOLVE for a host name, no proxy from the environment),
 * applied on `http_api_curl` for this request only. Pinning needs cURL: without it (or without
 * its SSL support for https) the route says so rather than let the host be looked up again.
 *
 * @param array{url: string, host: string, port: int, addresses: array<int, string>, local: bool} $target Checked target.
 * @return array|\WP_Error The HTTP API's response.
 */
function resolve_redirect_head( array $target ) {
	$https = 'https' === strtolower( (string) wp_parse_url( $target['url'], PHP_URL_SCHEME ) );
	if ( ! \WpOrg\Requests\Transport\Curl::test( $https ? array( \WpOrg\Requests\Capability::SSL => true ) : array() ) ) {
		return new \WP_Error(
			'resolve_failed',
			__( 'This site cannot follow links safely: it needs the cURL extension of PHP. Ask the site administrator to install it.', 'jetpack-blocks' ),
			array( 'status' => 502 )
		);
	}
	$pin = static function ( $handle ) use ( $target ): void {
		curl_setopt_array( $handle, OpenAI_Compatible_Provider::connection_options( $target ) );
	};
	add_action( 'http_api_curl', $pin );
	$response = wp_safe_remote_head(
		$target['url'],
		array(
			'timeout'     => RESOLVE_REDIRECT_TIMEOUT,
			'redirection' => 0,
		)
	);
	remove_action( 'http_api_curl', $pin );
	return $response;
}

/**
 * Counts one lookup of the current user.
 *
 * @return int 0 when the lookup may go ahead, else seconds to wait.
 */
function resolve_redirect_take_rate_limit(): int {
	$user_id = get_current_user_id();
	/**
	 * Filters how many links a user may look up in a window.
	 *
	 * @param array{requests: int, window: int} $limit   Default: 30 in 10 minutes.
	 * @param int                               $user_id The user.
	 */
	$limit = apply_filters(
		'jetpack_blocks_resolve_redirect_rate_limit',
		array(
			'requests' => RESOLVE_REDIRECT_RATE_REQUESTS,
			'window'   => RESOLVE_REDIRECT_RATE_WINDOW,
		),
		$user_id
	);
	return rate_limit_take( 'resolve', 'user:' . $user_id, rate_limit_setting( $limit, RESOLVE_REDIRECT_RATE_REQUESTS, RESOLVE_REDIRECT_RATE_WINDOW ) );
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
		$target = resolve_redirect_target( $current );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		$response = resolve_redirect_head( $target );
		if ( is_wp_error( $response ) && 'resolve_failed' === $response->get_error_code() ) {
			return $response;
		}
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
	$wait = resolve_redirect_take_rate_limit();
	if ( $wait > 0 ) {
		return new \WP_Error(
			'rate_limited',
			__( 'You have looked up many links in a short time. Please wait a few minutes and try again.', 'jetpack-blocks' ),
			array(
				'status'      => 429,
				'retry_after' => $wait,
			)
		);
	}
	$final = resolve_redirect_follow( $url );
	if ( is_wp_error( $final ) ) {
		return $final;
	}
	return array( 'url' => esc_url_raw( $final ) );
}
