<?php
/**
 * Own test sites only (security-payments.spec.ts):
 * - checkouts of a plan or product whose title starts with "Rate-limited" allow two payments per
 *   visitor and window, so the spec reaches the checkout's rate limit in three requests;
 * - an administrator can store a post of any type and status (payments and form responses cannot be
 *   created over the REST API), to use its id as the checkout's source post.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_checkout_rate_limit',
	static function ( $limit, $kind = '', $item_id = 0 ) {
		if ( 0 === strpos( (string) get_the_title( (int) $item_id ), 'Rate-limited' ) ) {
			return array(
				'requests' => 2,
				'window'   => HOUR_IN_SECONDS,
			);
		}
		return $limit;
	},
	10,
	3
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'payments-test/v1',
			'/post',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
				'callback'            => static function ( WP_REST_Request $request ) {
					$id = wp_insert_post(
						array(
							'post_type'   => (string) $request->get_param( 'type' ),
							'post_status' => (string) $request->get_param( 'status' ),
							'post_title'  => (string) $request->get_param( 'title' ),
						),
						true
					);
					return is_wp_error( $id ) ? $id : array( 'id' => $id );
				},
			)
		);
	}
);
