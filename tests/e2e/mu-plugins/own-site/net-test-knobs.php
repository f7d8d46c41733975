<?php
/**
 * Own test sites only: knobs a spec turns per request, with headers only its own requests send.
 *
 * - X-E2E-Allow-Url: <prefix> — the resolve-redirect route may request addresses starting with the
 *   prefix even though they are on this computer (a spec's local HTTP server stands in for a host
 *   on the web). Every other address keeps the route's rule: no loopback, private or reserved hosts.
 * - X-E2E-Rate-Limit: <n> — the resolve-redirect route's per-user limit is n requests (in a day).
 * - X-E2E-Visitor-Limit: <n>, X-E2E-Email-Limit: <n> — the newsletter sign-up's limits per visitor
 *   and per e-mail address are n (in a day).
 * - X-E2E-Visitor: <name> — rate limits count the request as coming from that visitor (as a site
 *   behind a proxy it trusts would key on the proxy's header), so a test starts with a fresh count.
 *
 * A production site has no such header handling: without this file, the defaults and the rules hold.
 *
 * @package jetpack-blocks
 */

/**
 * A positive integer from a request header, or 0.
 *
 * @param string $name Header name as PHP stores it (HTTP_…).
 */
function jetpack_blocks_e2e_net_header_number( string $name ): int {
	return isset( $_SERVER[ $name ] ) ? max( 0, (int) $_SERVER[ $name ] ) : 0;
}

add_filter(
	'jetpack_blocks_resolve_redirect_allow_private',
	static function ( $allowed, $url ) {
		$prefix = isset( $_SERVER['HTTP_X_E2E_ALLOW_URL'] ) ? (string) $_SERVER['HTTP_X_E2E_ALLOW_URL'] : '';
		return '' !== $prefix && str_starts_with( (string) $url, $prefix ) ? true : $allowed;
	},
	10,
	2
);

$jetpack_blocks_e2e_net_limit = static function ( string $header ) {
	return static function ( $limit ) use ( $header ) {
		$requests = jetpack_blocks_e2e_net_header_number( $header );
		// A day's window: a test's requests never straddle the end of a (fixed) window.
		return $requests > 0 ? array(
			'requests' => $requests,
			'window'   => DAY_IN_SECONDS,
		) : $limit;
	};
};
add_filter( 'jetpack_blocks_resolve_redirect_rate_limit', $jetpack_blocks_e2e_net_limit( 'HTTP_X_E2E_RATE_LIMIT' ) );
add_filter( 'jetpack_blocks_newsletter_rate_limit', $jetpack_blocks_e2e_net_limit( 'HTTP_X_E2E_VISITOR_LIMIT' ) );
add_filter( 'jetpack_blocks_newsletter_email_rate_limit', $jetpack_blocks_e2e_net_limit( 'HTTP_X_E2E_EMAIL_LIMIT' ) );
add_filter(
	'jetpack_blocks_rate_limit_requester',
	static function ( $key ) {
		return isset( $_SERVER['HTTP_X_E2E_VISITOR'] ) ? 'ip:' . (string) $_SERVER['HTTP_X_E2E_VISITOR'] : $key;
	}
);
