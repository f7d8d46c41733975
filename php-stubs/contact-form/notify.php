<?php
/**
 * The e-mail a form's owner gets for each response, and an honest record of whether it went.
 *
 * The response is stored first (feedback.php); the e-mail is a notice on top. It goes to the
 * addresses the form names (its `to`, comma-separated, as the reference stores it; invalid ones are
 * left out), else to the author of the post holding the form (the person who put the form there),
 * or the site's admin address when the author has none, with the visitor's address as Reply-To when
 * it is valid. Its subject is the form's `subject` when set. Local sites often
 * cannot send mail at all (no mail server), so the outcome is kept with the response and shown on the
 * Feedback list: "E-mailed to …" or "Not e-mailed: <reason>" — never a silent success.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

const NOTIFIED_META = '_jetpack_blocks_notified';

/**
 * Who is told about a response to a form in this post.
 *
 * @param \WP_Post $post The post holding the form.
 * @param array    $form The form block's stored attributes.
 */
function notification_recipient( \WP_Post $post, array $form = array() ): string {
	$named = array_filter(
		array_map( 'trim', explode( ',', is_string( $form['to'] ?? null ) ? $form['to'] : '' ) ),
		static fn( string $address ): bool => (bool) is_email( $address )
	);
	if ( array() !== $named ) {
		/** This filter is documented below. */
		return (string) apply_filters( 'jetpack_blocks_contact_form_recipient', implode( ',', array_slice( $named, 0, 10 ) ), $post );
	}
	$author = get_userdata( (int) $post->post_author );
	$email  = $author instanceof \WP_User ? (string) $author->user_email : '';
	if ( '' === $email || ! is_email( $email ) ) {
		$email = (string) get_option( 'admin_email' );
	}
	/**
	 * Filters the address told about a contact-form response.
	 *
	 * @param string   $email The address.
	 * @param \WP_Post $post  The post holding the form.
	 */
	return (string) apply_filters( 'jetpack_blocks_contact_form_recipient', $email, $post );
}

/**
 * Sends the notice of a stored response and records how it went.
 *
 * @param int      $feedback_id The stored response.
 * @param array    $entries     Label, type and value of each field.
 * @param \WP_Post $post        The post holding the form.
 * @param array    $form        The form block's stored attributes.
 */
function notify_owner( int $feedback_id, array $entries, \WP_Post $post, array $form = array() ): void {
	$to         = notification_recipient( $post, $form );
	$recipients = array_filter( explode( ',', $to ), static fn( string $address ): bool => (bool) is_email( $address ) );
	if ( array() === $recipients ) {
		update_post_meta(
			$feedback_id,
			NOTIFIED_META,
			array(
				'sent'   => false,
				'to'     => '',
				'reason' => __( 'no valid address to send it to', 'jetpack-blocks' ),
			)
		);
		return;
	}

	$site    = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
	$named   = is_string( $form['subject'] ?? null ) ? trim( preg_replace( '/[\r\n]+/', ' ', $form['subject'] ) ?? '' ) : '';
	$subject = '' !== $named ? $named : sprintf(
		/* translators: 1: site name, 2: title of the post holding the form. */
		__( '[%1$s] New response to "%2$s"', 'jetpack-blocks' ),
		$site,
		wp_specialchars_decode( get_the_title( $post ), ENT_QUOTES )
	);
	$lines = array();
	$reply = '';
	foreach ( $entries as $entry ) {
		$lines[] = $entry['label'] . ': ' . $entry['value'];
		if ( '' === $reply && 'email' === $entry['type'] && is_email( $entry['value'] ) ) {
			$reply = $entry['value'];
		}
	}
	$lines[] = '';
	$lines[] = sprintf(
		/* translators: %s: address of the Feedback screen. */
		__( 'All responses: %s', 'jetpack-blocks' ),
		admin_url( 'edit.php?post_type=' . FEEDBACK_POST_TYPE )
	);
	// Plain text: the answers are the visitor's words, never markup for a mail client to render.
	$headers = array( 'Content-Type: text/plain; charset=UTF-8' );
	if ( '' !== $reply ) {
		$headers[] = 'Reply-To: ' . $reply;
	}

	$failure = '';
	$listen  = static function ( \WP_Error $error ) use ( &$failure ): void {
		$failure = $error->get_error_message();
	};
	add_action( 'wp_mail_failed', $listen );
	$sent = wp_mail( array_values( $recipients ), $subject, implode( "\n", $lines ), $headers );
	remove_action( 'wp_mail_failed', $listen );

	update_post_meta(
		$feedback_id,
		NOTIFIED_META,
		array(
			'sent'   => (bool) $sent,
			'to'     => $to,
			'reason' => $sent ? '' : ( '' !== $failure ? $failure : __( 'the site could not send mail', 'jetpack-blocks' ) ),
		)
	);
}
add_action( 'jetpack_blocks_contact_form_response', __NAMESPACE__ . '\notify_owner', 10, 4 );

/**
 * The Feedback list's line about the e-mail of a response.
 *
 * @param int $feedback_id Response.
 */
function notification_status( int $feedback_id ): string {
	$notified = get_post_meta( $feedback_id, NOTIFIED_META, true );
	if ( ! is_array( $notified ) ) {
		return '';
	}
	if ( ! empty( $notified['sent'] ) ) {
		/* translators: %s: e-mail address. */
		return sprintf( __( 'E-mailed to %s', 'jetpack-blocks' ), (string) $notified['to'] );
	}
	/* translators: %s: why the e-mail was not sent. */
	return sprintf( __( 'Not e-mailed: %s', 'jetpack-blocks' ), (string) ( $notified['reason'] ?? '' ) );
}
