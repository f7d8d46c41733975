<?php
/**
 * Brute force protection (module `protect`): failed log-ins are counted per address and per user
 * name in fixed windows; past the limit, log-ins from that address (or for that user name) are
 * refused until the window ends, with WordPress's own error box on the log-in form:
 * "Error: Too many failed log-in attempts. Please try again in 12 mins."
 *
 * - Limits (filter `jetpack_blocks_protect_limits`): 10 failures per address in 15 minutes; 30 per
 *   user name in an hour (higher, so that someone guessing one account's password from many
 *   addresses is stopped, while a stranger cannot cheaply lock the owner out).
 * - Counting uses rate-limit.php's rows, raised by one conditional UPDATE, so parallel attempts
 *   cannot slip under the limit whatever the object cache.
 * - The allow-list (option `jetpack_protect_global_whitelist` of the module: addresses and CIDR
 *   ranges) is never counted or locked out, so an owner can always log in from there.
 * - A correct password during a lock-out is refused as well (otherwise the lock-out would still
 *   tell a guesser when they are right).
 * - The address is the connection's (REMOTE_ADDR); a site behind a proxy it trusts gives the
 *   visitor's address with the filter `jetpack_blocks_protect_address`. IPv6 addresses count per
 *   /64 network.
 *
 * Loaded by modules/features.php only while the module is active and only when WordPress
 * authenticates someone.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Protect;

use function Jetpack_Blocks\modules_options;
use function Jetpack_Blocks\rate_limit_exhausted;
use function Jetpack_Blocks\rate_limit_setting;
use function Jetpack_Blocks\rate_limit_take;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__, 2 ) . '/rate-limit.php';
require_once dirname( __DIR__ ) . '/registry.php';

/** Error code of a refused log-in. */
const LOCKED_OUT = 'jetpack_blocks_locked_out';

/** Rate-limit buckets: failures per address, per user name. */
const ADDRESS_BUCKET = 'protectaddress';
const USER_BUCKET    = 'protectuser';

/**
 * The limits.
 *
 * @return array{address: array{requests: int, window: int}, user: array{requests: int, window: int}}
 */
function limits(): array {
	$defaults = array(
		'address' => array(
			'requests' => 10,
			'window'   => 15 * MINUTE_IN_SECONDS,
		),
		'user'    => array(
			'requests' => 30,
			'window'   => HOUR_IN_SECONDS,
		),
	);
	/**
	 * Filters the brute force limits: failed log-ins allowed per address and per user name, and
	 * the window they are counted in (seconds).
	 *
	 * @param array $limits array( 'address' => array( 'requests' => 10, 'window' => 900 ), 'user' => … ).
	 */
	$limits = apply_filters( 'jetpack_blocks_protect_limits', $defaults );
	$limits = is_array( $limits ) ? $limits : array();
	return array(
		'address' => rate_limit_setting( $limits['address'] ?? null, $defaults['address']['requests'], $defaults['address']['window'] ),
		'user'    => rate_limit_setting( $limits['user'] ?? null, $defaults['user']['requests'], $defaults['user']['window'] ),
	);
}

/**
 * The address the log-in comes from.
 */
function client_address(): string {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	/**
	 * Filters the address a log-in attempt is counted for (a site behind a proxy it trusts reads
	 * the proxy's header here).
	 *
	 * @param string $address The connection's address.
	 */
	$address = (string) apply_filters( 'jetpack_blocks_protect_address', $address );
	return false === filter_var( $address, FILTER_VALIDATE_IP ) ? '' : $address;
}

/**
 * Who the address counts as: itself, or its /64 network for IPv6.
 *
 * @param string $address A valid address.
 */
function address_key( string $address ): string {
	if ( false !== filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
		$packed = inet_pton( $address );
		if ( false !== $packed ) {
			return 'ip6:' . bin2hex( substr( $packed, 0, 8 ) );
		}
	}
	return 'ip:' . $address;
}

/**
 * Whether an address is inside an address or CIDR range.
 *
 * @param string $address Address.
 * @param string $entry   Address or range of the allow-list.
 */
function address_matches( string $address, string $entry ): bool {
	$parts  = explode( '/', $entry, 2 );
	$packed = inet_pton( $address );
	$range  = false === filter_var( $parts[0], FILTER_VALIDATE_IP ) ? false : inet_pton( $parts[0] );
	if ( false === $packed || false === $range || strlen( $packed ) !== strlen( $range ) ) {
		return false;
	}
	$bits = isset( $parts[1] ) && ctype_digit( $parts[1] ) ? min( (int) $parts[1], 8 * strlen( $range ) ) : 8 * strlen( $range );
	$full = intdiv( $bits, 8 );
	if ( substr( $packed, 0, $full ) !== substr( $range, 0, $full ) ) {
		return false;
	}
	$rest = $bits % 8;
	if ( 0 === $rest ) {
		return true;
	}
	$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
	return ( ord( $packed[ $full ] ) & $mask ) === ( ord( $range[ $full ] ) & $mask );
}

/**
 * Whether an address is on the allow-list.
 *
 * @param string $address Address.
 */
function is_allowed( string $address ): bool {
	if ( '' === $address ) {
		return false;
	}
	$list = (string) ( modules_options( 'protect' )['jetpack_protect_global_whitelist'] ?? '' );
	foreach ( preg_split( '/[\s,]+/', $list, -1, PREG_SPLIT_NO_EMPTY ) as $entry ) {
		if ( address_matches( $address, $entry ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The user name as counted: trimmed and lower-case (WordPress finds "Admin" and "admin" alike).
 *
 * @param string $username Submitted user name or e-mail.
 */
function user_key( string $username ): string {
	return 'user:' . strtolower( trim( $username ) );
}

/**
 * The refusal, naming how long is left.
 *
 * @param int $seconds Seconds until the window ends.
 */
function locked_out( int $seconds ): \WP_Error {
	return new \WP_Error(
		LOCKED_OUT,
		sprintf(
			/* translators: %s: how long until log-ins are accepted again, e.g. "12 mins". */
			__( '<strong>Error:</strong> Too many failed log-in attempts. Please try again in %s.', 'jetpack-blocks' ),
			human_time_diff( time(), time() + $seconds )
		)
	);
}

/**
 * After WordPress checked the password: a failure is counted (and refused as a lock-out once past
 * a limit); a success is refused while a limit is used up.
 *
 * @param mixed  $user     WP_User, WP_Error or null, from the earlier callbacks.
 * @param mixed  $username Submitted user name.
 * @param mixed  $password Submitted password.
 * @return mixed
 */
function check( $user, $username, $password ) {
	// An empty form is not an attempt (WordPress answers it itself and counts nothing).
	if ( ! is_string( $username ) || '' === trim( $username ) || ! is_string( $password ) || '' === $password ) {
		return $user;
	}
	$address = client_address();
	if ( is_allowed( $address ) ) {
		return $user;
	}
	$limits = limits();
	if ( $user instanceof \WP_User ) {
		$wait = max(
			'' === $address ? 0 : rate_limit_exhausted( ADDRESS_BUCKET, address_key( $address ), $limits['address'] ),
			rate_limit_exhausted( USER_BUCKET, user_key( $username ), $limits['user'] )
		);
		return $wait > 0 ? locked_out( $wait ) : $user;
	}
	if ( ! is_wp_error( $user ) && null !== $user ) {
		return $user;
	}
	// Both counts are raised (each failure counts for the address and for the name).
	$wait = max(
		'' === $address ? 0 : rate_limit_take( ADDRESS_BUCKET, address_key( $address ), $limits['address'] ),
		rate_limit_take( USER_BUCKET, user_key( $username ), $limits['user'] )
	);
	return $wait > 0 ? locked_out( $wait ) : $user;
}
add_filter( 'authenticate', __NAMESPACE__ . '\check', 100, 3 );
