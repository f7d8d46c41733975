<?php
/**
 * Own test sites only: makes the video upload's tus endpoint answer 500 to the next N PATCH requests,
 * armed by an administrator through `POST /e2e/v1/video-upload-faults { patches: N }`. It stands for
 * a server that fails for a while and then recovers.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_video_upload_pre_request',
	static function ( $refusal, $method ) {
		$left = (int) get_option( 'e2e_video_upload_failing_patches', 0 );
		if ( 'PATCH' !== $method || $left <= 0 ) {
			return $refusal;
		}
		update_option( 'e2e_video_upload_failing_patches', $left - 1 );
		return new WP_Error( 'e2e_simulated_failure', 'The test site failed this request on purpose.', array( 'status' => 500 ) );
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'e2e/v1',
			'/video-upload-faults',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
				'callback'            => static function ( WP_REST_Request $request ) {
					update_option( 'e2e_video_upload_failing_patches', (int) $request['patches'] );
					return array( 'patches' => (int) get_option( 'e2e_video_upload_failing_patches' ) );
				},
			)
		);
	}
);
