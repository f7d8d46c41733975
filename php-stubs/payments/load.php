<?php
/**
 * Payments: currencies, plans, the payment account, the visitors' checkout and the Earnings screen.
 * Loaded by the server code (routes/memberships.php), a checkout request (visitor.php) and the
 * blocks whose render uses it (loader.php BLOCK_FILES).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/visitor.php';
require_once dirname( __DIR__ ) . '/connection/state.php';
require_once __DIR__ . '/currencies.php';
require_once __DIR__ . '/plans.php';
require_once __DIR__ . '/account.php';
require_once __DIR__ . '/rate-limit.php';
require_once __DIR__ . '/checkout.php';
require_once __DIR__ . '/products.php';
require_once __DIR__ . '/earnings.php';
require_once __DIR__ . '/api.php';

// Read after `init` (a block rendering, the REST API starting): the post types register now, so
// their REST routes and queries behave as on a request that read this file first.
if ( did_action( 'init' ) ) {
	$jetpack_blocks_post_types = array(
		PLAN_POST_TYPE    => __NAMESPACE__ . '\register_plan_post_type',
		PRODUCT_POST_TYPE => __NAMESPACE__ . '\register_product_post_type',
		PAYMENT_POST_TYPE => __NAMESPACE__ . '\register_payment_post_type',
	);
	foreach ( $jetpack_blocks_post_types as $jetpack_blocks_type => $jetpack_blocks_register ) {
		if ( ! post_type_exists( $jetpack_blocks_type ) ) {
			$jetpack_blocks_register();
		}
	}
	unset( $jetpack_blocks_post_types, $jetpack_blocks_type, $jetpack_blocks_register );
}
