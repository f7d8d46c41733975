<?php
/**
 * Test sites only: knobs of the page-cache forms spec, each turned on by a request header so one
 * test never changes another's requests.
 * - `X-E2E-Nonce-Life: <seconds>`: nonces of this request live that long (WordPress's `nonce_life`),
 *   so a page can be aged past a nonce's lifetime in seconds instead of a day.
 * - `X-E2E-Forms-Visitor: <token>`: the visitor forms count this request's submissions against
 *   "e2e:<token>" instead of the connection's address, so the spec's visitors do not share the
 *   address-based limits with other specs' visitors (everyone is 127.0.0.1 on a test site).
 * - `X-E2E-Forms-Limit: <n>`: the contact form's limit is n submissions in 10 minutes.
 *
 * @package jetpack-blocks
 */

/**
 * A positive integer header of this request, or 0.
 *
 * @param string $name $_SERVER key.
 */
function jetpack_blocks_e2e_forms_header_int( string $name ): int {
	$value = isset( $_SERVER[ $name ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $name ] ) ) : '';
	return ctype_digit( $value ) ? (int) $value : 0;
}

add_filter(
	'nonce_life',
	static function ( $life ) {
		$seconds = jetpack_blocks_e2e_forms_header_int( 'HTTP_X_E2E_NONCE_LIFE' );
		return $seconds > 0 ? $seconds : $life;
	}
);

$jetpack_blocks_e2e_forms_visitor = static function ( $key ) {
	$token = isset( $_SERVER['HTTP_X_E2E_FORMS_VISITOR'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_E2E_FORMS_VISITOR'] ) ) : '';
	// A signed-in user is still counted as that user, as on a real site.
	return '' !== $token && ! str_starts_with( (string) $key, 'user:' ) ? 'e2e:' . $token : $key;
};
add_filter( 'jetpack_blocks_contact_form_visitor_key', $jetpack_blocks_e2e_forms_visitor );
add_filter( 'jetpack_blocks_checkout_visitor_key', $jetpack_blocks_e2e_forms_visitor );
add_filter( 'jetpack_blocks_newsletter_visitor_key', $jetpack_blocks_e2e_forms_visitor );

add_filter(
	'jetpack_blocks_contact_form_rate_limit',
	static function ( $limit ) {
		$requests = jetpack_blocks_e2e_forms_header_int( 'HTTP_X_E2E_FORMS_LIMIT' );
		return $requests > 0 ? array(
			'requests' => $requests,
			'window'   => 10 * MINUTE_IN_SECONDS,
		) : $limit;
	}
);
