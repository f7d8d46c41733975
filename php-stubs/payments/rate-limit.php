<?php
/**
 * The checkout's rate limit: how many payments one visitor may complete for one plan or product in
 * a window (10 in 10 minutes unless the filter `jetpack_blocks_checkout_rate_limit` says otherwise).
 * The checkout needs no login, so without it a script could record any number of fake payments and
 * inflate the paid-subscriber count.
 *
 * The count of a visitor, item and window lives in an option row of its own, created with INSERT
 * IGNORE and raised by one conditional UPDATE (as the Tracks throttle in routes/tracks.php does), so
 * parallel submissions cannot read the same count and all pass. The rows are never read through the
 * options API, so the count is the database's with or without a persistent object cache.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

/** Start of the option rows that hold the counts. */
const CHECKOUT_RATE_ROW_PREFIX = 'jb_pay_rate_';

/** Payments one visitor may complete for one plan or product in a window, by default. */
const CHECKOUT_RATE_REQUESTS = 10;

/** The window, in seconds, by default. */
const CHECKOUT_RATE_WINDOW = 10 * MINUTE_IN_SECONDS;

/**
 * Who is paying, for the rate limit: the connection's address (not a forwarded-for header a visitor
 * could write); an IPv6 address counts by its /64 network, which one client can change addresses in.
 * Filterable for sites behind a proxy they trust.
 */
function checkout_visitor_key(): string {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$key     = 'ip:' . $address;
	if ( false !== filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
		$packed = inet_pton( $address );
		if ( false !== $packed ) {
			$key = 'ip6:' . bin2hex( substr( $packed, 0, 8 ) );
		}
	}
	/**
	 * Filters who a checkout is counted against.
	 *
	 * @param string $key "ip:{IPv4 address}" or "ip6:{first 64 bits, hex}".
	 */
	return (string) apply_filters( 'jetpack_blocks_checkout_visitor_key', $key );
}

/**
 * The rate limit of one plan or product.
 *
 * @param string $kind    "plan" or "product".
 * @param int    $item_id Plan or product id.
 * @return array{requests: int, window: int}
 */
function checkout_rate_limit( string $kind, int $item_id ): array {
	/**
	 * Filters how many payments one visitor may complete for one plan or product in a window.
	 *
	 * @param array{requests: int, window: int} $limit   Default: 10 in 10 minutes (600 seconds).
	 * @param string                            $kind    "plan" or "product".
	 * @param int                               $item_id Plan or product id.
	 */
	$limit  = apply_filters(
		'jetpack_blocks_checkout_rate_limit',
		array(
			'requests' => CHECKOUT_RATE_REQUESTS,
			'window'   => CHECKOUT_RATE_WINDOW,
		),
		$kind,
		$item_id
	);
	$limit  = is_array( $limit ) ? $limit : array();
	$number = static fn ( $value, int $fallback ): int => is_numeric( $value ) ? max( 1, (int) $value ) : $fallback;
	return array(
		'requests' => $number( $limit['requests'] ?? null, CHECKOUT_RATE_REQUESTS ),
		'window'   => $number( $limit['window'] ?? null, CHECKOUT_RATE_WINDOW ),
	);
}

/**
 * Counts one completed checkout of the visitor for a plan or product.
 *
 * @param string $kind    "plan" or "product".
 * @param int    $item_id Plan or product id.
 * @return int 0 when the payment may be recorded, else the seconds until the window ends.
 */
function take_checkout_rate_limit( string $kind, int $item_id ): int {
	global $wpdb;
	$limit  = checkout_rate_limit( $kind, $item_id );
	$now    = time();
	$bucket = intdiv( $now, $limit['window'] );
	// Fixed windows: every request of a window names the same row, whatever second it arrives in.
	// The window's number comes before the visitor's hash, so the ended windows' rows of everyone
	// sort before the current one's and go in one range delete.
	$prefix = CHECKOUT_RATE_ROW_PREFIX . $limit['window'] . '_';
	$start  = $prefix . sprintf( '%012d', $bucket ) . '_';
	$name   = $start . md5( $kind . ':' . $item_id . '|' . checkout_visitor_key() );

	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- an atomic create: a row another request made first stays as it is.
	$created = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')", $name ) );
	if ( 1 === $created ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- ended windows' rows, never read through the options API.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name < %s", $wpdb->esc_like( $prefix ) . '%', $start ) );
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- one atomic check-and-count.
	$counted = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + 1 WHERE option_name = %s AND option_value + 0 < %d", $name, $limit['requests'] ) );
	return 1 === $counted ? 0 : max( 1, ( $bucket + 1 ) * $limit['window'] - $now );
}

/** What a visitor over the limit reads. */
function checkout_rate_limited_message(): string {
	return __( 'Too many payments have been made from here in a short time. Please wait a while and try again.', 'jetpack-blocks' );
}

/**
 * Sends the rate limit's status and how long to wait.
 *
 * @param int $retry_after Seconds until the window ends.
 */
function send_checkout_rate_limited( int $retry_after ): void {
	status_header( 429 );
	header( 'Retry-After: ' . max( 1, $retry_after ) );
}
