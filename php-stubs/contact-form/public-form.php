<?php
/**
 * What the forms visitors submit (contact form, newsletter signup, plan and product checkout) share
 * so that a full-page cache may serve their pages.
 *
 * A page cache keeps the HTML it rendered for signed-out visitors for hours or days, longer than a
 * nonce lives (12–24 h): a nonce printed in that HTML goes stale and every submission of the cached
 * page would be refused. For a signed-out visitor a nonce protects nothing either: it is made for
 * user 0, so it is the same public token for everyone who loads the page, and a signed-out
 * submission carries no session another site could ride on. So:
 * - signed-out visitors' forms print no nonce and none is checked; abuse is limited by each form's
 *   rate limit (counted atomically, php-stubs/rate-limit.php) and by a honeypot field;
 * - a signed-in user's submission still needs its nonce (CSRF): page caches do not serve signed-in
 *   users (they bypass on the logged-in cookie), so their pages always carry a fresh one. A request
 *   that carries a signed-in user's cookie counts as signed in even where WordPress treats it as
 *   signed out (the REST API does so for a cookie without its REST nonce), so a cross-site request
 *   with that cookie cannot pass as an anonymous one.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Public_Form;

defined( 'ABSPATH' ) || exit;

/** The honeypot's field name: a text field people never see nor fill. */
const HONEYPOT_FIELD = 'jetpack_blocks_website';

/**
 * Whether this request comes from a signed-in user's browser: WordPress's current user, or a valid
 * logged-in cookie (present even when the REST API has set the current user to 0 because the
 * request had no REST nonce).
 */
function is_signed_in_request(): bool {
	if ( is_user_logged_in() ) {
		return true;
	}
	return false !== wp_validate_auth_cookie( '', 'logged_in' );
}

/**
 * Whether a submission's nonce lets it through: always for a signed-out visitor (none is printed
 * for them), only a valid one for a signed-in user.
 *
 * @param mixed  $nonce  The submitted nonce.
 * @param string $action Its action.
 */
function nonce_accepted( $nonce, string $action ): bool {
	if ( ! is_signed_in_request() ) {
		return true;
	}
	return is_string( $nonce ) && '' !== $nonce && false !== wp_verify_nonce( $nonce, $action );
}

/**
 * Whether the page being rendered should carry a nonce: only a signed-in user's (a signed-out
 * visitor's page is the same for everyone, so a cache may serve it).
 */
function prints_nonce(): bool {
	return is_user_logged_in();
}

/**
 * The honeypot: a text field moved off screen, hidden from assistive technology and out of the tab
 * order, that browsers are asked not to fill. Form-filling robots fill every field they find.
 */
function honeypot_html(): string {
	return '<div class="jetpack-blocks-honeypot" aria-hidden="true" style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden">'
		. '<label>' . esc_html__( 'Leave this field empty', 'jetpack-blocks' )
		. ' <input type="text" name="' . esc_attr( HONEYPOT_FIELD ) . '" value="" tabindex="-1" autocomplete="off"></label>'
		. '</div>';
}

/**
 * Whether a submitted honeypot value was filled in.
 *
 * @param mixed $value The submitted value (absent: null).
 */
function honeypot_filled( $value ): bool {
	return is_string( $value ) ? '' !== trim( $value ) : null !== $value;
}

/**
 * Whether this plain form post (contact form, checkout) filled the honeypot.
 */
function posted_honeypot_filled(): bool {
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- read only to refuse the submission; each form checks its nonce where one is due.
	return honeypot_filled( isset( $_POST[ HONEYPOT_FIELD ] ) ? wp_unslash( $_POST[ HONEYPOT_FIELD ] ) : null ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only compared with ''.
}
