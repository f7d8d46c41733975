<?php
/**
 * Own test sites only (kept out of the shared site, which loads only the files one folder up): the
 * site's "safe" outgoing requests may reach 127.0.0.1 on any port, so a spec's local HTTP server can
 * stand in for a host on the web. WordPress's own rules stay in force for every other address.
 *
 * @package jetpack-blocks
 */

add_filter(
	'http_request_host_is_external',
	static function ( $external, $host ) {
		return '127.0.0.1' === $host ? true : $external;
	},
	10,
	2
);
add_filter(
	'http_allowed_safe_ports',
	static function ( $ports ) {
		$port = isset( $_SERVER['HTTP_X_E2E_WEB_PORT'] ) ? (int) $_SERVER['HTTP_X_E2E_WEB_PORT'] : 0;
		return $port > 0 ? array_merge( (array) $ports, array( $port ) ) : $ports;
	}
);
