<?php
/**
 * The donations block's way to the checkout.
 *
 * The block's visitor markup (its render.php; the stored markup is the reference plugin's fallback)
 * is a plain GET form per interval (plan id, the chosen tier, an optional custom amount), with no
 * site address in it, so it works without JavaScript and survives a change of the site's address. Whatever front-end address it is sent to, this sends the visitor on to the
 * payments checkout of that plan (\JetpackBlocks\Payments\checkout_url()), which checks the plan and
 * the amount again and takes the payment.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Donations;

defined( 'ABSPATH' ) || exit;

/** The form's fields (src/blocks/donations/constants.ts). */
const FIELD_PLAN   = 'jetpack_donation';
const FIELD_AMOUNT = 'jetpack_donation_amount';
const FIELD_CUSTOM = 'jetpack_donation_custom';

/**
 * One field of the request, as a trimmed string.
 *
 * @param string $name Field name.
 */
function field( string $name ): string {
	// A GET form that only leads on to another page (the checkout checks its own submission).
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$value = isset( $_GET[ $name ] ) && is_string( $_GET[ $name ] ) ? sanitize_text_field( wp_unslash( $_GET[ $name ] ) ) : '';
	return trim( $value );
}

/**
 * The checkout arguments for what the visitor chose: a typed amount (left editable at the
 * checkout, which refuses one below the currency minimum), else the chosen tier.
 *
 * @param string $tier   The tier's amount.
 * @param string $custom The typed amount.
 * @return array<string, mixed>
 */
function checkout_args( string $tier, string $custom ): array {
	if ( '' !== $custom ) {
		$args = array( 'custom_amount' => true );
		if ( is_numeric( $custom ) && (float) $custom > 0 ) {
			$args['amount'] = (float) $custom;
		}
		return $args;
	}
	if ( is_numeric( $tier ) && (float) $tier > 0 ) {
		return array( 'amount' => (float) $tier );
	}
	return array( 'custom_amount' => true );
}

/**
 * Sends a donation form's submission on to the checkout.
 */
function lead_to_checkout(): void {
	$plan = field( FIELD_PLAN );
	if ( '' === $plan ) {
		return;
	}
	$plan_id = ctype_digit( $plan ) ? (int) $plan : 0;
	if ( $plan_id > 0 ) {
		// The payments code is read where it is used (payments/visitor.php).
		require_once dirname( __DIR__ ) . '/payments/load.php';
	}
	if ( $plan_id <= 0 || ! function_exists( '\JetpackBlocks\Payments\checkout_url' ) ) {
		wp_die(
			esc_html__( 'Donations cannot be taken on this site at the moment.', 'jetpack-blocks' ),
			esc_html__( 'Donations', 'jetpack-blocks' ),
			array(
				'response'  => $plan_id <= 0 ? 400 : 503,
				'back_link' => true,
			)
		);
	}
	$args = checkout_args( field( FIELD_AMOUNT ), field( FIELD_CUSTOM ) );
	if ( is_singular() ) {
		$args['source_post'] = get_queried_object_id();
	}
	nocache_headers();
	wp_safe_redirect( \JetpackBlocks\Payments\checkout_url( $plan_id, $args ), 303 );
	exit;
}
add_action( 'template_redirect', __NAMESPACE__ . '\lead_to_checkout', -1 );
