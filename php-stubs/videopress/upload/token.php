<?php
/**
 * Upload tokens for the resumable video upload: short-lived HS256 JSON Web Tokens signed with this
 * site's auth salt, bound to the user who asked for them (and, for a key token, to one upload). The
 * tus endpoint authenticates every request with one of them, so an upload keeps working across page
 * reloads without depending on the editor's cookies, and a token copied out of a page expires soon.
 *
 * A token is also bound to the sign-in session it was issued to: it carries that session's token,
 * encrypted with a key derived from the auth salt (the session token stays out of the page's reach,
 * as its httponly cookie keeps it), and every request checks the session is still alive. Logging
 * out, "Log out everywhere else" and an expired session end the session's upload tokens with it.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress\Upload;

defined( 'ABSPATH' ) || exit;

/** How long a token is valid: long enough for one 10 MB chunk on a slow line, short enough to expire soon after. */
const TOKEN_TTL = HOUR_IN_SECONDS;

function base64url_encode( string $data ): string {
	return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT encoding.
}

function base64url_decode( string $data ): string {
	$decoded = base64_decode( strtr( $data, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- JWT encoding.
	return false === $decoded ? '' : $decoded;
}

function signing_key(): string {
	return wp_salt( 'auth' ) . '|videopress-upload';
}

/** The key that seals the session token inside an upload token (32 bytes, from the auth salt). */
function session_key(): string {
	return hash( 'sha256', wp_salt( 'auth' ) . '|videopress-upload-session', true );
}

/** The session token, encrypted and authenticated, as a token claim. */
function seal_session( string $session_token ): string {
	$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
	return base64url_encode( $nonce . sodium_crypto_secretbox( $session_token, $nonce, session_key() ) );
}

/** The session token a claim seals, or '' when it is not one of this site's. */
function open_session( string $sealed ): string {
	$raw = base64url_decode( $sealed );
	if ( strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
		return '';
	}
	try {
		$opened = sodium_crypto_secretbox_open( substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), session_key() );
	} catch ( \SodiumException $e ) {
		return '';
	}
	return is_string( $opened ) ? $opened : '';
}

/**
 * A token for `$user_id`; with `$key`, valid only for that upload. It is bound to the current
 * sign-in session, or to `$sealed_session` (the session claim of the token a request came with,
 * so a key token lives no longer than the token that created its upload).
 */
function issue_token( int $user_id, string $key = '', string $sealed_session = '' ): string {
	if ( '' === $sealed_session ) {
		$sealed_session = seal_session( wp_get_session_token() );
	}
	$now     = time();
	$payload = array(
		'sub'  => $user_id,
		'blog' => get_current_blog_id(),
		'iat'  => $now,
		'exp'  => $now + TOKEN_TTL,
		'jti'  => bin2hex( random_bytes( 8 ) ),
		'ses'  => $sealed_session,
	);
	if ( '' !== $key ) {
		$payload['key'] = $key;
	}
	$head = base64url_encode( (string) wp_json_encode( array( 'alg' => 'HS256', 'typ' => 'JWT' ) ) );
	$body = base64url_encode( (string) wp_json_encode( $payload ) );
	$sig  = base64url_encode( hash_hmac( 'sha256', "$head.$body", signing_key(), true ) );
	return "$head.$body.$sig";
}

/**
 * The user a token was issued to, or a WP_Error (401) when it is malformed, forged, expired, for
 * another site, a key token for another upload, or its sign-in session has ended.
 *
 * @param string $token The token the client sent.
 * @param string $key   The upload the request addresses ('' for creation).
 * @return int|\WP_Error
 */
function verify_token( string $token, string $key = '' ) {
	$invalid = new \WP_Error( 'videopress_upload_token_invalid', __( 'The upload token is invalid or has expired.', 'jetpack-blocks' ), array( 'status' => 401 ) );
	$parts   = explode( '.', $token );
	if ( 3 !== count( $parts ) ) {
		return $invalid;
	}
	$expected = base64url_encode( hash_hmac( 'sha256', $parts[0] . '.' . $parts[1], signing_key(), true ) );
	if ( ! hash_equals( $expected, $parts[2] ) ) {
		return $invalid;
	}
	$payload = json_decode( base64url_decode( $parts[1] ), true );
	if ( ! is_array( $payload ) || ! isset( $payload['sub'], $payload['exp'], $payload['blog'] ) ) {
		return $invalid;
	}
	if ( (int) $payload['exp'] < time() || (int) $payload['blog'] !== get_current_blog_id() ) {
		return $invalid;
	}
	if ( isset( $payload['key'] ) && $payload['key'] !== $key ) {
		return $invalid;
	}
	$session = is_string( $payload['ses'] ?? null ) ? open_session( $payload['ses'] ) : '';
	if ( '' === $session || ! \WP_Session_Tokens::get_instance( (int) $payload['sub'] )->verify( $session ) ) {
		return $invalid;
	}
	return (int) $payload['sub'];
}

/** The sealed session claim of a token verify_token() accepted. */
function token_session( string $token ): string {
	$parts   = explode( '.', $token );
	$payload = json_decode( base64url_decode( $parts[1] ?? '' ), true );
	return is_array( $payload ) && is_string( $payload['ses'] ?? null ) ? $payload['ses'] : '';
}
