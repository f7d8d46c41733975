<?php
/**
 * The payments functions other parts of the plugin call (the donations and simple payments blocks),
 * under the names the blocks' contract gives them. They delegate to Jetpack_Blocks\Payments.
 *
 * @package jetpack-blocks
 */

namespace JetpackBlocks\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The visitor's checkout address for a plan (local test-mode checkout, see checkout.php).
 *
 * @param int                  $plan_id Plan (jp_mem_plan) id.
 * @param array<string, mixed> $args    amount (number), custom_amount (bool: the visitor may change
 *                                      a donation's amount), source_post (id of the post with the block).
 */
function checkout_url( int $plan_id, array $args = array() ): string {
	return \Jetpack_Blocks\Payments\checkout_url( $plan_id, $args );
}

/** The wp-admin Earnings screen's address. */
function earnings_url(): string {
	return \Jetpack_Blocks\Payments\earnings_url();
}

/** Whether a payment account is connected (payment blocks are hidden from visitors until then). */
function is_connected(): bool {
	return \Jetpack_Blocks\Payments\is_connected();
}

/** Whether payments are in test mode (no card payment provider configured): blocks must say so. */
function is_test_mode(): bool {
	return \Jetpack_Blocks\Payments\is_test_mode();
}
