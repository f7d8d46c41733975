<?php
/**
 * A rate limit that holds when requests arrive at once, with or without a persistent object cache:
 * n requests per window of seconds, counted per bucket (what is limited) and per "who" (a user, a
 * visitor's address, an e-mail address…).
 *
 * Used by every limit of the plugin: the checkout, contact-form submissions, newsletter sign-ups,
 * link lookups and the analytics events. The count of a bucket, window and "who" lives in an option row
 * of its own, `jetpack_blocks_rate_<bucket>_<window>_<window number>_<hash of who>`, created with
 * INSERT IGNORE and raised by one conditional UPDATE (`… SET n = n + 1 WHERE n < limit`), which the
 * database applies atomically, so parallel requests cannot read the same count and all pass (a
 * transient — read, add one, write — lets them). Windows are fixed (the clock divided by the window):
 * every request of a window names the same row, and the first request of a new window deletes the
 * bucket's ended windows, everyone's, in one range delete. The rows are never read through the
 * options API (not autoloaded, not cached).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Start of the option rows that hold the counts. */
const RATE_LIMIT_ROW_PREFIX = 'jetpack_blocks_rate_';

/**
 * A limit as a filter returned it, made safe: whole numbers of at least one.
 *
 * @param mixed $limit    Filtered value: array{requests?: int, window?: int}.
 * @param int   $requests Default requests.
 * @param int   $window   Default window, seconds.
 * @return array{requests: int, window: int}
 */
function rate_limit_setting( $limit, int $requests, int $window ): array {
	$limit  = is_array( $limit ) ? $limit : array();
	$number = static fn ( $value, int $fallback ): int => is_numeric( $value ) ? max( 1, (int) $value ) : $fallback;
	return array(
		'requests' => $number( $limit['requests'] ?? null, $requests ),
		'window'   => $number( $limit['window'] ?? null, $window ),
	);
}

/**
 * The option row that counts `$who` in the current window of a bucket.
 *
 * @param string $bucket What is limited.
 * @param string $who    Who is counted.
 * @param int    $window Window, seconds (at least 1).
 * @param int    $now    The time.
 * @return array{prefix: string, start: string, name: string, number: int}
 */
function rate_limit_row( string $bucket, string $who, int $window, int $now ): array {
	$number = intdiv( $now, $window );
	// The window's number comes before the hash, so the ended windows' rows sort before the
	// current one's and go in one range delete.
	$prefix = RATE_LIMIT_ROW_PREFIX . preg_replace( '/[^a-z0-9]/', '', strtolower( $bucket ) ) . '_' . $window . '_';
	$start  = $prefix . sprintf( '%012d', $number ) . '_';
	return array(
		'prefix' => $prefix,
		'start'  => $start,
		'name'   => $start . md5( $who ),
		'number' => $number,
	);
}

/**
 * Whether `$who` has used up a limit in the current window, without counting anything.
 *
 * @param string                            $bucket What is limited.
 * @param string                            $who    Who is counted.
 * @param array{requests: int, window: int} $limit  The limit.
 * @return int 0 while requests are left, else the seconds until the window ends.
 */
function rate_limit_exhausted( string $bucket, string $who, array $limit ): int {
	global $wpdb;
	$requests = max( 1, (int) ( $limit['requests'] ?? 1 ) );
	$window   = max( 1, (int) ( $limit['window'] ?? 1 ) );
	$now      = time();
	$row      = rate_limit_row( $bucket, $who, $window, $now );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the limits' own rows, never read through the options API.
	$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $row['name'] ) );
	return $count < $requests ? 0 : max( 1, ( $row['number'] + 1 ) * $window - $now );
}

/**
 * Counts one request of `$who` against a limit.
 *
 * @param string                            $bucket What is limited: lower-case letters and digits
 *                                                  only (a bucket's rows are found by prefix).
 * @param string                            $who    Who is counted (hashed in the row's name).
 * @param array{requests: int, window: int} $limit  The limit (see rate_limit_setting()).
 * @return int 0 when the request may go ahead (it is counted), else the seconds until the window ends.
 */
function rate_limit_take( string $bucket, string $who, array $limit ): int {
	global $wpdb;
	$requests = max( 1, (int) ( $limit['requests'] ?? 1 ) );
	$window   = max( 1, (int) ( $limit['window'] ?? 1 ) );
	$now      = time();
	list( 'prefix' => $prefix, 'start' => $start, 'name' => $name, 'number' => $number ) = rate_limit_row( $bucket, $who, $window, $now );

	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- an atomic create: a row another request made first stays as it is.
	$created = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')", $name ) );
	if ( 1 === $created ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- ended windows' rows, never read through the options API.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name < %s", $wpdb->esc_like( $prefix ) . '%', $start ) );
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- one atomic check-and-count.
	$counted = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + 1 WHERE option_name = %s AND option_value + 0 < %d", $name, $requests ) );
	return 1 === $counted ? 0 : max( 1, ( $number + 1 ) * $window - $now );
}

/**
 * Removes the rows of every ended window (daily, from cron.php). A bucket's own requests delete
 * its ended windows when a new window starts, but a bucket nobody uses again (a form removed, a
 * limit whose window was changed) would keep its last rows for ever.
 *
 * @return int Rows removed.
 */
function rate_limit_remove_ended(): int {
	global $wpdb;
	$now     = time();
	$removed = 0;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the limits' own rows, never read through the options API.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( RATE_LIMIT_ROW_PREFIX ) . '%' ) );
	foreach ( $names as $name ) {
		// `<prefix><bucket>_<window>_<window number>_<hash>`: the window has ended once the clock passed its end.
		if ( ! preg_match( '/_(\d+)_(\d{12})_[0-9a-f]{32}$/', (string) $name, $match ) ) {
			continue;
		}
		if ( ( (int) $match[2] + 1 ) * max( 1, (int) $match[1] ) <= $now ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
			$removed += (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		}
	}
	return $removed;
}

/**
 * A visitor's connection address as a rate-limit key (not a forwarded-for header, which a visitor
 * writes): "ip:{IPv4 address}", or "ip6:{first 64 bits, hex}" for IPv6, since one client can
 * change addresses within its /64 network.
 */
function rate_limit_address_key(): string {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	if ( false !== filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
		$packed = inet_pton( $address );
		if ( false !== $packed ) {
			return 'ip6:' . bin2hex( substr( $packed, 0, 8 ) );
		}
	}
	return 'ip:' . $address;
}

/**
 * Who a request is counted as: the signed-in user, or else the connection's address
 * (rate_limit_address_key()). Sites behind a proxy they trust can key on its header with the filter.
 */
function rate_limit_requester(): string {
	$user_id = get_current_user_id();
	$key     = $user_id > 0 ? 'user:' . $user_id : rate_limit_address_key();
	/**
	 * Filters who a rate-limited request is counted as.
	 *
	 * @param string $key "user:{id}", "ip:{IPv4 address}" or "ip6:{first 64 bits, hex}".
	 */
	return (string) apply_filters( 'jetpack_blocks_rate_limit_requester', $key );
}
