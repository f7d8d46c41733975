<?php
/**
 * Own test sites only: the GIF block's service is a spec's local HTTP server (its port comes in the
 * X-E2E-Web-Port header, as for e2e-loopback-web.php, which lets safe requests reach it).
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_gif_service_url',
	static function ( $base ) {
		$port = isset( $_SERVER['HTTP_X_E2E_WEB_PORT'] ) ? (int) $_SERVER['HTTP_X_E2E_WEB_PORT'] : 0;
		return $port > 0 ? 'http://127.0.0.1:' . $port . '/v1/gifs' : $base;
	}
);
