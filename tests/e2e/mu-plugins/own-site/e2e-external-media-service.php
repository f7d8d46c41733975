<?php
/**
 * Own test sites only: the external media sources (Openverse, Pexels, Google Photos and its OAuth
 * endpoints) are a spec's local HTTP server (tests/e2e/helpers/external-media-service.ts), whose
 * port comes in the X-E2E-Web-Port header; e2e-loopback-web.php lets safe requests reach it. Each
 * source lives under its own path prefix, as each lives on its own host on the web.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_external_media_service_url',
	static function ( $url, $source, $which ) {
		$port = isset( $_SERVER['HTTP_X_E2E_WEB_PORT'] ) ? (int) $_SERVER['HTTP_X_E2E_WEB_PORT'] : 0;
		if ( $port <= 0 ) {
			return $url;
		}
		$paths = array(
			'openverse:api'           => '/openverse',
			'pexels:api'              => '/pexels',
			'google_photos:api'       => '/google/photoslibrary',
			'google_photos:authorize' => '/google/o/oauth2/v2/auth',
			'google_photos:token'     => '/google/token',
			'google_photos:revoke'    => '/google/revoke',
		);
		$key   = $source . ':' . $which;
		return isset( $paths[ $key ] ) ? 'http://127.0.0.1:' . $port . $paths[ $key ] : $url;
	},
	10,
	3
);
