<?php
/**
 * The short-lived token that authorizes AI requests (spec 000 §7 AI 1).
 *
 * The editor asks for it with its cookie and REST nonce, then sends it as `Authorization: Bearer`
 * to the AI routes, which run without cookie authentication (as the hosted service's routes do).
 * It is a compact JWT signed with HS256 by a key derived from the site's auth salt, so only this
 * site can issue or verify it and changing the salts revokes every token. A token asked for with a
 * login session names that session and ends with it: logging out (or the session expiring, or
 * "Log out everywhere else") refuses it at once instead of leaving it valid for its five minutes.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/connection/state.php';

/** Error code of a token refused to a user whose account is not connected. */
const AI_NOT_CONNECTED_CODE = 'jetpack_ai_user_not_connected';

/** Lifetime of a token in seconds (the client caches it for 120 s, well inside). */
const AI_TOKEN_LIFETIME = 300;

/** Longest token accepted; anything longer is not one of ours. */
const AI_TOKEN_MAX_LENGTH = 2048;

/**
 * The site's id as the token and the client know it: a stored id when the site has one, else the
 * blog id.
 */
function ai_site_id(): string {
	$stored = get_option( 'jetpack_blocks_site_id' );
	if ( ( is_string( $stored ) || is_int( $stored ) ) && '' !== trim( (string) $stored ) ) {
		return trim( (string) $stored );
	}
	return (string) get_current_blog_id();
}

/** base64url without padding (RFC 7515). */
function ai_base64url_encode( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
}

/**
 * base64url decoding; null when the input is not base64url.
 *
 * @param string $text Encoded text.
 */
function ai_base64url_decode( string $text ): ?string {
	if ( ! preg_match( '/^[A-Za-z0-9_-]*$/', $text ) ) {
		return null;
	}
	$decoded = base64_decode( strtr( $text, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	return false === $decoded ? null : $decoded;
}

/**
 * The signing key: derived from the auth salt, for this purpose only.
 */
function ai_token_key(): string {
	return hash_hmac( 'sha256', 'jetpack-blocks-ai-jwt', wp_salt( 'auth' ), true );
}

/**
 * The current login session's verifier (how WordPress stores a session: the SHA-256 of the
 * session token of the auth cookie), or '' when the request has no cookie session (e.g. an
 * application password). The verifier cannot be turned back into the token, so it may travel in
 * the JWT's readable payload.
 */
function ai_session_verifier(): string {
	$session = wp_get_session_token();
	return '' === $session ? '' : hash( 'sha256', $session );
}

/**
 * Whether a user's login session with this verifier still exists and has not expired.
 *
 * WordPress looks sessions up only by their token, which the bearer routes never see; every
 * session manager (WP_Session_Tokens subclass, filterable) implements the protected
 * get_session( $verifier ), which answers only for a live session, so it is asked directly.
 *
 * @param int    $user_id  User.
 * @param string $verifier Session verifier from the token.
 */
function ai_session_is_live( int $user_id, string $verifier ): bool {
	if ( ! preg_match( '/^[0-9a-f]{64}$/', $verifier ) ) {
		return false;
	}
	$manager = \WP_Session_Tokens::get_instance( $user_id );
	$lookup  = \Closure::bind(
		function ( string $verifier ) {
			return $this->get_session( $verifier ); // @phpstan-ignore-line -- protected, reached through the bound closure.
		},
		$manager,
		get_class( $manager )
	);
	$session = $lookup( $verifier );
	return is_array( $session ) && ( ! isset( $session['expiration'] ) || (int) $session['expiration'] >= time() );
}

/**
 * Signs a token for a user.
 *
 * @param int      $user_id  User the token acts for.
 * @param int|null $now      Issue time (tests); defaults to now.
 * @param string   $session  Verifier of the login session the token belongs to ('' for none);
 *                           defaults to the current request's session.
 * @return array{token: string, blog_id: string, expire: int}
 */
function ai_create_token( int $user_id, ?int $now = null, ?string $session = null ): array {
	$issued  = $now ?? time();
	$blog_id = ai_site_id();
	$header  = ai_base64url_encode( (string) wp_json_encode( array( 'alg' => 'HS256', 'typ' => 'JWT' ) ) );
	$payload = ai_base64url_encode(
		(string) wp_json_encode(
			array(
				'blog_id' => $blog_id,
				'user_id' => $user_id,
				'sid'     => $session ?? ai_session_verifier(),
				'iat'     => $issued,
				'exp'     => $issued + AI_TOKEN_LIFETIME,
			)
		)
	);
	$signature = ai_base64url_encode( hash_hmac( 'sha256', $header . '.' . $payload, ai_token_key(), true ) );
	return array(
		'token'   => $header . '.' . $payload . '.' . $signature,
		'blog_id' => $blog_id,
		'expire'  => $issued + AI_TOKEN_LIFETIME,
	);
}

/**
 * Checks a token: shape, algorithm, signature, expiry, site, that its login session is still open,
 * and that its user may still edit posts.
 *
 * @param string $token Compact JWT.
 * @return int|\WP_Error The user id, or a 401 `invalid_token`.
 */
function ai_verify_token( string $token ) {
	$invalid = new \WP_Error(
		'invalid_token',
		__( 'The AI token is missing, invalid or expired. Reload the editor and try again.', 'jetpack-blocks' ),
		array( 'status' => 401 )
	);
	if ( strlen( $token ) > AI_TOKEN_MAX_LENGTH ) {
		return $invalid;
	}
	$parts = explode( '.', $token );
	if ( 3 !== count( $parts ) ) {
		return $invalid;
	}
	list( $header_part, $payload_part, $signature_part ) = $parts;

	$header = json_decode( (string) ai_base64url_decode( $header_part ), true );
	if ( ! is_array( $header ) || 'HS256' !== ( $header['alg'] ?? null ) || 'JWT' !== ( $header['typ'] ?? null ) ) {
		return $invalid;
	}
	$signature = ai_base64url_decode( $signature_part );
	$expected  = hash_hmac( 'sha256', $header_part . '.' . $payload_part, ai_token_key(), true );
	if ( null === $signature || ! hash_equals( $expected, $signature ) ) {
		return $invalid;
	}

	$payload = json_decode( (string) ai_base64url_decode( $payload_part ), true );
	if ( ! is_array( $payload ) || ! is_int( $payload['user_id'] ?? null ) || ! is_int( $payload['exp'] ?? null ) || ! is_int( $payload['iat'] ?? null ) ) {
		return $invalid;
	}
	$now = time();
	// A minute of leeway on the issue time, for clocks of several web servers.
	if ( $payload['exp'] < $now || $payload['iat'] > $now + 60 ) {
		return $invalid;
	}
	if ( ai_site_id() !== (string) ( $payload['blog_id'] ?? '' ) ) {
		return $invalid;
	}
	// Signed without a session (no `sid`, or '') only when it was asked for without a login cookie.
	$session = $payload['sid'] ?? '';
	if ( ! is_string( $session ) || ( '' !== $session && ! ai_session_is_live( $payload['user_id'], $session ) ) ) {
		return $invalid;
	}
	$user = get_userdata( $payload['user_id'] );
	if ( ! $user instanceof \WP_User || ! user_can( $user, 'edit_posts' ) ) {
		return $invalid;
	}
	return $user->ID;
}

/**
 * The bearer token of a request, or '' when there is none.
 *
 * @param \WP_REST_Request $request Request.
 */
function ai_bearer_token( \WP_REST_Request $request ): string {
	$header = (string) $request->get_header( 'authorization' );
	return preg_match( '/^\s*Bearer\s+(\S+)\s*$/i', $header, $matches ) ? $matches[1] : '';
}

/**
 * Permission callback of the bearer-token routes: a valid token makes its user the current user.
 *
 * Cookie authentication plays no part here; the token alone decides.
 *
 * @param \WP_REST_Request $request Request.
 * @return true|\WP_Error
 */
function ai_check_bearer_token( \WP_REST_Request $request ) {
	$user_id = ai_verify_token( ai_bearer_token( $request ) );
	if ( is_wp_error( $user_id ) ) {
		return $user_id;
	}
	wp_set_current_user( $user_id );
	return true;
}

/**
 * Whether the AI needs the current user's account to be connected (spec 000 §6: the AI works on the
 * hosting platform's own sites, or when the user is connected; this plugin runs on self-hosted sites,
 * so it does). The `jetpack_blocks_ai_requires_connection` filter lets a site that serves the AI
 * entirely from its own provider drop the requirement.
 */
function ai_requires_user_connection(): bool {
	return (bool) apply_filters( 'jetpack_blocks_ai_requires_connection', true );
}

/**
 * Whether a user may be given an AI token as far as the connection goes.
 *
 * @param int $user_id WordPress user id.
 * @return true|\WP_Error A 403 `jetpack_ai_user_not_connected` for a user who is not connected.
 */
function ai_check_user_connection( int $user_id ) {
	if ( ! ai_requires_user_connection() || connection_is_user_connected( $user_id ) ) {
		return true;
	}
	return new \WP_Error(
		AI_NOT_CONNECTED_CODE,
		sprintf(
			/* translators: %s: the product name. */
			__( 'Your account is not connected to %s at the moment. Connect it on the connection page of the dashboard, then try again.', 'jetpack-blocks' ),
			plugin_info()['name']
		),
		array( 'status' => 403 )
	);
}
