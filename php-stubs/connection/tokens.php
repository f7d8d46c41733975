<?php
/**
 * Tokens of the local connection: the blog token made when the site registers, and one user token
 * per connected user.
 *
 * On a hosted connection these are secrets shared with the remote service. Here nothing leaves the
 * site, so a token is random material that proves nothing by itself; it is kept because its
 * presence and shape are what the connection test checks (a registration or a user connection
 * whose token was lost or damaged is broken and has to be made again). Tokens never reach the
 * browser.
 *
 * Shapes: blog token `<key>.<secret>`, user token `<key>.<secret>.<WordPress user id>`, where key
 * and secret are letters and digits (12 and 32 characters).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Length of the key part of a token. */
const CONNECTION_TOKEN_KEY_LENGTH = 12;

/** Length of the secret part of a token. */
const CONNECTION_TOKEN_SECRET_LENGTH = 32;

/**
 * Random letters and digits from a cryptographic source.
 *
 * @param int $length How many characters.
 */
function connection_random_string( int $length ): string {
	return wp_generate_password( $length, false, false );
}

/**
 * A new blog token.
 */
function connection_new_blog_token(): string {
	return connection_random_string( CONNECTION_TOKEN_KEY_LENGTH ) . '.' . connection_random_string( CONNECTION_TOKEN_SECRET_LENGTH );
}

/**
 * A new user token for a user.
 *
 * @param int $user_id WordPress user id.
 */
function connection_new_user_token( int $user_id ): string {
	return connection_new_blog_token() . '.' . $user_id;
}

/**
 * The pattern of the key and secret parts.
 */
function connection_token_pattern(): string {
	return sprintf( '[A-Za-z0-9]{%d}\.[A-Za-z0-9]{%d}', CONNECTION_TOKEN_KEY_LENGTH, CONNECTION_TOKEN_SECRET_LENGTH );
}

/**
 * Whether a stored value is a well-formed blog token.
 *
 * @param mixed $token Stored value.
 */
function connection_is_valid_blog_token( $token ): bool {
	return is_string( $token ) && 1 === preg_match( '/^' . connection_token_pattern() . '$/', $token );
}

/**
 * Whether a stored value is a well-formed user token of that user.
 *
 * @param mixed $token   Stored value.
 * @param int   $user_id The user it must belong to.
 */
function connection_is_valid_user_token( $token, int $user_id ): bool {
	return is_string( $token )
		&& 1 === preg_match( '/^' . connection_token_pattern() . '\.(\d+)$/', $token, $matches )
		&& (int) $matches[1] === $user_id;
}

/**
 * A new id for the site or for a user's local account, in the range hosted ids use (positive,
 * nine or ten digits, fits a 32-bit signed integer).
 */
function connection_new_remote_id(): int {
	return random_int( 100000000, 2147483647 );
}
