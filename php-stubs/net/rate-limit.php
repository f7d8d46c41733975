<?php
/**
 * A rate limit that holds when requests arrive at once, with or without a persistent object cache:
 * n requests per window of seconds, counted per bucket (what is limited) and per "who" (a user, a
 * visitor's address, an e-mail address…).
 *
 * The same scheme as the tracks pixel's throttle (routes/tracks.php): the count of a window lives
 * in an option row of its own, `jetpack_blocks_rate_<bucket>_<hash of who>_<window start>`,
 * created with INSERT IGNORE and raised by one conditional UPDATE (`… SET n = n + 1 WHERE n < limit`),
 * which the database applies atomically, so parallel requests cannot read the same count and all
 * pass. A transient (read, add one, write) lets them. The rows are never read through the options
 * API (not autoloaded, not cached); a window's row is dropped when its "who" starts a new window,
 * and now and then ended windows of others are swept, so the rows stay about as many as the
 * visitors of the last window.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Prefix of the rows. */
const RATE_LIMIT_ROW_PREFIX = 'jetpack_blocks_rate_';

/** One in this many counted requests also sweeps ended windows of its bucket. */
const RATE_LIMIT_SWEEP_ODDS = 50;

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
 * Counts one request of `$who` against a limit. A window starts with the first request after the
 * previous window ended.
 *
 * @param string                            $bucket What is limited: lower-case letters and digits
 *                                                  only (rows of one bucket are found by prefix).
 * @param string                            $who    Who is counted (hashed in the row's name).
 * @param array{requests: int, window: int} $limit  The limit (see rate_limit_setting()).
 * @return int 0 when the request may go ahead (it is counted), else the seconds until the window ends.
 */
function rate_limit_take( string $bucket, string $who, array $limit ): int {
	global $wpdb;
	$bucket   = (string) preg_replace( '/[^a-z0-9]/', '', strtolower( $bucket ) );
	$requests = max( 1, (int) ( $limit['requests'] ?? 1 ) );
	$window   = max( 1, (int) ( $limit['window'] ?? 1 ) );
	$now      = time();
	$prefix   = RATE_LIMIT_ROW_PREFIX . $bucket . '_' . substr( md5( $who ), 0, 20 ) . '_';

	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- this one's window rows, newest first.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name DESC", $wpdb->esc_like( $prefix ) . '%' ) );
	$start = isset( $names[0] ) ? (int) substr( (string) $names[0], strlen( $prefix ) ) : 0;
	if ( $now >= $start + $window || $start > $now ) {
		$start = $now;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- an atomic create: a row another request made first stays as it is.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')", $prefix . $start ) );
		foreach ( $names as $ended ) {
			if ( $prefix . $start !== $ended ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- an ended window's row, never read through the options API.
				$wpdb->delete( $wpdb->options, array( 'option_name' => (string) $ended ) );
			}
		}
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- one atomic check-and-count.
	$counted = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + 1 WHERE option_name = %s AND option_value + 0 < %d", $prefix . $start, $requests ) );

	if ( 1 === wp_rand( 1, RATE_LIMIT_SWEEP_ODDS ) ) {
		rate_limit_sweep( $bucket, $window, $now );
	}
	return 1 === $counted ? 0 : max( 1, $start + $window - $now );
}

/**
 * Drops rows of a bucket whose window has ended (visitors who did not come back).
 *
 * @param string $bucket Bucket (already cleaned).
 * @param int    $window Window, seconds.
 * @param int    $now    Current time.
 */
function rate_limit_sweep( string $bucket, int $window, int $now ): void {
	global $wpdb;
	$prefix = RATE_LIMIT_ROW_PREFIX . $bucket . '_';
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a bounded batch of the bucket's rows.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 500", $wpdb->esc_like( $prefix ) . '%' ) );
	foreach ( $names as $name ) {
		$start = (int) substr( (string) strrchr( (string) $name, '_' ), 1 );
		if ( $start + $window <= $now ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- an ended window's row.
			$wpdb->delete( $wpdb->options, array( 'option_name' => (string) $name ) );
		}
	}
}

/**
 * Who a request is counted as: the signed-in user, or else the connection's address (not a
 * forwarded-for header, which a visitor writes). Sites behind a proxy they trust can key on its
 * header with the filter.
 */
function rate_limit_requester(): string {
	$user_id = get_current_user_id();
	$key     = $user_id > 0 ? 'user:' . $user_id : 'ip:' . ( isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '' );
	/**
	 * Filters who a rate-limited request is counted as.
	 *
	 * @param string $key "user:{id}" or "ip:{address}".
	 */
	return (string) apply_filters( 'jetpack_blocks_rate_limit_requester', $key );
}
