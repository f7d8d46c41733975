<?php
/**
 * Test site only (tests/e2e/specs/security-ai.spec.ts): request headers that stand for what a site
 * owner would configure, so one site can check the AI routes' limits without waiting for them.
 *
 * - `X-E2E-AI-Upstream: <base URL>`: the site's model is the OpenAI-compatible server at that
 *   address (the spec's fake upstream, which can hold an answer open as long as the spec wants);
 *   `none`: the site has no model (transcription falls back to the local recogniser).
 * - `X-E2E-AI-Free-Limit: <n>`: the site's free tier allows n requests (the
 *   `jetpack_blocks_ai_free_requests_limit` filter), so a spec reaches it in a few requests.
 * - `X-E2E-Slot-Wait: <seconds>`: the local recogniser waits that long for a free slot (its
 *   `jetpack_blocks_local_recogniser` filter) instead of 20 s.
 *
 * @package jetpack-blocks
 */

/**
 * A request header's value, or '' when it was not sent.
 *
 * @param string $name Header name as PHP stores it, e.g. HTTP_X_E2E_AI_UPSTREAM.
 */
function jetpack_blocks_e2e_ai_security_header( string $name ): string {
	return isset( $_SERVER[ $name ] ) ? trim( (string) $_SERVER[ $name ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
}

add_filter(
	'pre_option_jetpack_blocks_ai_settings',
	static function ( $pre ) {
		$upstream = jetpack_blocks_e2e_ai_security_header( 'HTTP_X_E2E_AI_UPSTREAM' );
		if ( '' === $upstream ) {
			return $pre;
		}
		return array(
			'base_url'    => 'none' === $upstream ? '' : $upstream,
			'api_key'     => '',
			'model'       => 'fake-model',
			'tier'        => 'free',
			'allow_local' => true,
		);
	}
);

add_filter(
	'jetpack_blocks_ai_free_requests_limit',
	static function ( $limit ) {
		$header = jetpack_blocks_e2e_ai_security_header( 'HTTP_X_E2E_AI_FREE_LIMIT' );
		return ctype_digit( $header ) ? (int) $header : $limit;
	}
);

add_filter(
	'jetpack_blocks_local_recogniser',
	static function ( $config ) {
		$header = jetpack_blocks_e2e_ai_security_header( 'HTTP_X_E2E_SLOT_WAIT' );
		if ( is_array( $config ) && ctype_digit( $header ) ) {
			$config['slot_wait'] = (int) $header;
		}
		return $config;
	}
);
