<?php
/**
 * The checkout's rate limit: how many payments one visitor may complete for one plan or product in
 * a window (10 in 10 minutes unless the filter `jetpack_blocks_checkout_rate_limit` says otherwise).
 * The checkout needs no login, so without it a script could record any number of fake payments and
 * inflate the paid-subscriber count.
 *
 * Counted by the plugin's shared limit (php-stubs/rate-limit.php): atomic with or without a
 * persistent object cache, so parallel submissions cannot all pass.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/rate-limit.php';

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
	/**
	 * Filters who a checkout is counted against.
	 *
	 * @param string $key "ip:{IPv4 address}" or "ip6:{first 64 bits, hex}".
	 */
	return (string) apply_filters( 'jetpack_blocks_checkout_visitor_key', \Jetpack_Blocks\rate_limit_address_key() );
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
	$limit = apply_filters(
		'jetpack_blocks_checkout_rate_limit',
		array(
			'requests' => CHECKOUT_RATE_REQUESTS,
			'window'   => CHECKOUT_RATE_WINDOW,
		),
		$kind,
		$item_id
	);
	return \Jetpack_Blocks\rate_limit_setting( $limit, CHECKOUT_RATE_REQUESTS, CHECKOUT_RATE_WINDOW );
}

/**
 * Counts one completed checkout of the visitor for a plan or product.
 *
 * @param string $kind    "plan" or "product".
 * @param int    $item_id Plan or product id.
 * @return int 0 when the payment may be recorded, else the seconds until the window ends.
 */
function take_checkout_rate_limit( string $kind, int $item_id ): int {
	return \Jetpack_Blocks\rate_limit_take( 'checkout', $kind . ':' . $item_id . '|' . checkout_visitor_key(), checkout_rate_limit( $kind, $item_id ) );
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
