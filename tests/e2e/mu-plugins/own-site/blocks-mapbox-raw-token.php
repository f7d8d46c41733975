<?php
/**
 * Test site only: stores a Mapbox token the way an earlier version of the plugin (or a host) could
 * have, without the checks of the token route, so a spec can see what a stored secret token becomes.
 *
 * POST /?rest_route=/blocks-e2e/v1/mapbox-token (site owners), body { token, as: "site" | "default" }:
 * "site" writes the site's option directly; "default" makes the host's default token
 * (`jetpack_blocks_default_mapbox_token` filter) answer `token`.
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'blocks-e2e/v1',
			'/mapbox-token',
			array(
				'methods'             => 'POST',
				'permission_callback' => static function () {
					return current_user_can( 'manage_options' );
				},
				'callback'            => static function ( WP_REST_Request $request ) {
					$token = (string) $request->get_param( 'token' );
					if ( 'default' === $request->get_param( 'as' ) ) {
						update_option( 'blocks_e2e_default_mapbox_token', $token, false );
					} else {
						update_option( 'jetpack_blocks_mapbox_token', $token, false );
					}
					return array( 'stored' => true );
				},
			)
		);
	}
);

add_filter(
	'jetpack_blocks_default_mapbox_token',
	static function ( $token ) {
		$stored = (string) get_option( 'blocks_e2e_default_mapbox_token', '' );
		return '' !== $stored ? $stored : $token;
	}
);
