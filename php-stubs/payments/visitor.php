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

/** The query argument of a plan's checkout (checkout.php). */
const CHECKOUT_PARAM = 'jetpack_blocks_checkout';

/** The query argument of a product's checkout (products.php). */
const PRODUCT_CHECKOUT_PARAM = 'jetpack_blocks_product_checkout';

/** Whether this request is for a plan's or a product's checkout (shown or submitted). */
function is_checkout_request(): bool {
	foreach ( array( CHECKOUT_PARAM, PRODUCT_CHECKOUT_PARAM ) as $param ) {
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
