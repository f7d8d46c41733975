<?php
/**
 * Own test sites only: hands a signed-in user a nonce of their own for a named action
 * (`admin-ajax.php?action=e2e_video_privacy_nonce&name=add-meta`). It stands for the nonces WordPress
 * prints on the screens that user can open (the custom-fields box, the edit form), so a spec can send
 * the requests those screens send without driving them.
 *
 * @package jetpack-blocks
 */

add_action(
	'wp_ajax_e2e_video_privacy_nonce',
	static function () {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- hands out the user's own nonce.
		$name = isset( $_GET['name'] ) ? sanitize_text_field( wp_unslash( $_GET['name'] ) ) : '';
		wp_send_json_success( array( 'nonce' => wp_create_nonce( $name ) ) );
	}
);
