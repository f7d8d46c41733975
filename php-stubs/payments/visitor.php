<?php
/**
 * Payments on a visitor's request: nothing, unless the request is for a checkout.
 *
 * The payments code (load.php: plans, products, the account, the checkout, the Earnings screen) is
 * read where it is used: a checkout request (its query argument is known before WordPress starts),
 * a donations or Simple Payments block rendering (loader.php BLOCK_FILES), a donation form sent on
 * to its checkout (blocks/donations.php), the REST API and wp-admin (the server code). A page
 * without any of them does not read it.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

/** The checkout's query arguments (checkout.php CHECKOUT_PARAM, products.php PRODUCT_CHECKOUT_PARAM). */
const VISITOR_CHECKOUT_PARAMS = array( 'jetpack_blocks_checkout', 'jetpack_blocks_product_checkout' );

/** Whether this request is for a plan's or a product's checkout (shown or submitted). */
function is_checkout_request(): bool {
	foreach ( VISITOR_CHECKOUT_PARAMS as $param ) {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only decides what to load; the checkout checks its own submission.
		if ( isset( $_REQUEST[ $param ] ) ) {
			return true;
		}
	}
	return false;
}

if ( is_checkout_request() ) {
	require_once __DIR__ . '/load.php';
}
