<?php
/**
 * Test sites only: what the module specs (modules-*.spec.ts) need to see the modules' real code.
 * - `X-E2E-Protect-Address: <address>`: the brute force protection counts this request's log-in
 *   for that address (the filter a site behind a trusted proxy uses), since every test request
 *   comes from 127.0.0.1;
 * - `X-E2E-Protect-User-Limit: <n>`: n failed log-ins per user name, instead of 30;
 * - `X-E2E-Protect-Window: <seconds>`: both limits count in windows that long, so a story's
 *   attempts cannot straddle the end of a window;
 * - GET `e2e-modules/v1/block-availability?name=<block>`: what the plugin's availability filter
 *   answers for a block (the answer block registration follows);
 * - POST `e2e-modules/v1/stored-flags` { flags: { <slug>: bool } }: writes the stored module flags
 *   as another plugin or an older version could have left them (manage_options).
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_protect_address',
	static function ( $address ) {
		$given = isset( $_SERVER['HTTP_X_E2E_PROTECT_ADDRESS'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_E2E_PROTECT_ADDRESS'] ) ) : '';
		return '' !== $given ? $given : $address;
	}
);

add_filter(
	'jetpack_blocks_protect_limits',
	static function ( $limits ) {
		if ( ! is_array( $limits ) ) {
			return $limits;
		}
		$user   = isset( $_SERVER['HTTP_X_E2E_PROTECT_USER_LIMIT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_E2E_PROTECT_USER_LIMIT'] ) ) : '';
		$window = isset( $_SERVER['HTTP_X_E2E_PROTECT_WINDOW'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_E2E_PROTECT_WINDOW'] ) ) : '';
		if ( ctype_digit( $user ) ) {
			$limits['user']['requests'] = (int) $user;
		}
		if ( ctype_digit( $window ) ) {
			$limits['address']['window'] = (int) $window;
			$limits['user']['window']    = (int) $window;
		}
		return $limits;
	}
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'e2e-modules/v1',
			'/block-availability',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn () => current_user_can( 'edit_posts' ),
				'callback'            => static fn ( WP_REST_Request $request ) => apply_filters(
					'jetpack_blocks_block_availability',
					array(
						'available' => true,
						'reason'    => '',
						'details'   => array(),
					),
					(string) $request->get_param( 'name' )
				),
			)
		);
		register_rest_route(
			'e2e-modules/v1',
			'/stored-flags',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
				'callback'            => static function ( WP_REST_Request $request ) {
					$flags  = (array) $request->get_param( 'flags' );
					$stored = get_option( 'jetpack_blocks_active_modules', array() );
					update_option( 'jetpack_blocks_active_modules', array_merge( is_array( $stored ) ? $stored : array(), array_map( 'rest_sanitize_boolean', $flags ) ) );
					return array( 'stored' => get_option( 'jetpack_blocks_active_modules' ) );
				},
			)
		);
	}
);
