<?php
/**
 * Test sites only: a mail sink in place of a mail server. wp_mail() hands each message here
 * (pre_wp_mail short-circuits PHPMailer) and it is kept in an option that an administrator can read
 * back through GET /e2e/v1/mails. A message to an address at fail.example answers false with a
 * wp_mail_failed error, as a refusing mail server would.
 *
 * @package jetpack-blocks
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		$to = is_array( $atts['to'] ) ? implode( ',', $atts['to'] ) : (string) $atts['to'];
		if ( str_ends_with( $to, '@fail.example' ) ) {
			do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', 'SMTP Error: the test mail server refused the recipient.' ) );
			return false;
		}
		$mails   = get_option( 'e2e_mail_sink', array() );
		$mails[] = array(
			'to'      => $to,
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
			'headers' => is_array( $atts['headers'] ) ? implode( "\n", $atts['headers'] ) : (string) $atts['headers'],
		);
		update_option( 'e2e_mail_sink', array_slice( $mails, -50 ), false );
		return true;
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'e2e/v1',
			'/mails',
			array(
				'methods'             => 'GET',
				'callback'            => static fn() => get_option( 'e2e_mail_sink', array() ),
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
			)
		);
	}
);
