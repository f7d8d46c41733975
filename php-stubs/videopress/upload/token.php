<?php
/**
 * Upload tokens for the resumable video upload: short-lived HS256 JSON Web Tokens signed with this
 * site's auth salt, bound to the user who asked for them (and, for a key token, to one upload). The
 * tus endpoint authenticates every request with one of them, so an upload keeps working across page
 * reloads without depending on the editor's cookies, and a token copied out of a page expires soon.
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

/**
 * A token for `$user_id`; with `$key`, valid only for that upload.
 */
function issue_token( int $user_id, string $key = '' ): string {
	$now     = time();
	$payload = array(
		'sub'  => $user_id,
		'blog' => get_current_blog_id(),
		'iat'  => $now,
		'exp'  => $now + TOKEN_TTL,
		'jti'  => bin2hex( random_bytes( 8 ) ),
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
 * another site, or a key token for another upload.
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
	return (int) $payload['sub'];
}
