<?php
/**
 * Test site only: lets the analytics specs read the stored events and get the pixel URL of any
 * signed-in user (subscribers are never given one by the plugin, yet the pixel must refuse them even
 * with a valid nonce), and gives users whose login starts with `trackslimited` a throttle of 3 events
 * a minute (through the plugin's own filter), so a spec can reach it in a few requests.
 *
 * @package jetpack-blocks
 */

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'e2e/v1',
			'/tracks-events',
			array(
				'methods'             => 'GET',
				'callback'            => static fn () => rest_ensure_response( \Jetpack_Blocks\tracks_events() ),
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
			)
		);
		register_rest_route(
			'e2e/v1',
			'/tracks-pixel-url',
			array(
				'methods'             => 'GET',
				'callback'            => static fn () => rest_ensure_response( \Jetpack_Blocks\tracks_pixel_url() ),
				'permission_callback' => 'is_user_logged_in',
			)
		);
	}
);

add_filter(
	'jetpack_blocks_tracks_throttle',
	static function ( $throttle, $user_id ) {
		$user = get_userdata( (int) $user_id );
		if ( $user && str_starts_with( $user->user_login, 'trackslimited' ) ) {
			return array(
				'events'  => 3,
				'seconds' => 60,
			);
		}
		return $throttle;
	},
	10,
	2
);
