<?php
/**
 * Own test sites only: the photo feed's Instagram addresses (sign-in, token exchange, Graph API) are
 * a spec's local HTTP server (its port comes in the X-E2E-Web-Port header, as for
 * e2e-loopback-web.php, which lets safe requests reach it).
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_instagram_service_url',
	static function ( $url, $which ) {
		$port = isset( $_SERVER['HTTP_X_E2E_WEB_PORT'] ) ? (int) $_SERVER['HTTP_X_E2E_WEB_PORT'] : 0;
		if ( $port <= 0 ) {
			return $url;
		}
		return 'http://127.0.0.1:' . $port . ( 'authorize' === $which ? '/oauth/authorize' : '' );
	},
	10,
	2
);
