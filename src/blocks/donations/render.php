<?php
/**
 * Visitor markup of jetpack/donations, rendered from the attributes.
 *
 * The post stores the reference plugin's fallback (headings, texts and links to the post), or older
 * formats; visitors get working forms instead, one per shown interval with a plan: the plan, the
 * tiers as radio buttons, an optional custom amount, and the Donate button. Each form is a plain GET
 * form to the page it is on, which leads on to the checkout (php-stubs/blocks/donations.php), so it
 * works without JavaScript; view.ts turns the forms into tabs. Nothing is shown while the one-time
 * plan is missing, unconnected (-1) or hidden (spec 001 §4).
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused: its fallback links are for where blocks are not rendered).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_has_plan = static function ( $donation ): bool {
	return is_array( $donation ) && ! empty( $donation['show'] ) && isset( $donation['planId'] ) && is_int( $donation['planId'] ) && $donation['planId'] > 0;
};
if ( ! $jetpack_blocks_has_plan( $attributes['oneTimeDonation'] ?? null ) ) {
	return;
}

$jetpack_blocks_currency = isset( $attributes['currency'] ) && is_string( $attributes['currency'] ) && '' !== $attributes['currency'] ? $attributes['currency'] : 'USD';
$jetpack_blocks_payments = function_exists( '\Jetpack_Blocks\Payments\format_amount' );
$jetpack_blocks_entry    = $jetpack_blocks_payments ? \Jetpack_Blocks\Payments\currency( $jetpack_blocks_currency ) : array(
	'symbol'    => '$',
	'precision' => 2,
);
$jetpack_blocks_format   = static function ( float $amount ) use ( $jetpack_blocks_payments, $jetpack_blocks_currency, $jetpack_blocks_entry ): string {
	return $jetpack_blocks_payments
		? \Jetpack_Blocks\Payments\format_amount( $amount, $jetpack_blocks_currency )
		: $jetpack_blocks_entry['symbol'] . number_format( $amount, $jetpack_blocks_entry['precision'] );
};
$jetpack_blocks_precision = (int) $jetpack_blocks_entry['precision'];
$jetpack_blocks_minimum   = $jetpack_blocks_payments ? \Jetpack_Blocks\Payments\minimum_amount( $jetpack_blocks_currency ) : 0.5;
$jetpack_blocks_step      = $jetpack_blocks_precision > 0 ? number_format( 1 / pow( 10, $jetpack_blocks_precision ), $jetpack_blocks_precision, '.', '' ) : '1';
$jetpack_blocks_suggested = number_format( round( 100 * $jetpack_blocks_minimum, $jetpack_blocks_precision ), $jetpack_blocks_precision, '.', '' );

// A text as stored (rich text: inline markup allowed), or its default in the site's language.
$jetpack_blocks_text = static function ( $value, string $fallback ): string {
	return is_string( $value ) ? wp_kses_post( $value ) : esc_html( $fallback );
};

$jetpack_blocks_intervals = array(
	'oneTimeDonation' => array( 'one-time', 'one-time', __( 'Make a one-time donation', 'jetpack-blocks' ), __( 'Donate', 'jetpack-blocks' ) ),
	'monthlyDonation' => array( 'monthly', '1 month', __( 'Make a monthly donation', 'jetpack-blocks' ), __( 'Donate monthly', 'jetpack-blocks' ) ),
	'annualDonation'  => array( 'annual', '1 year', __( 'Make a yearly donation', 'jetpack-blocks' ), __( 'Donate yearly', 'jetpack-blocks' ) ),
);

$jetpack_blocks_forms = '';
foreach ( $jetpack_blocks_intervals as $jetpack_blocks_key => list( $jetpack_blocks_slug, $jetpack_blocks_interval, $jetpack_blocks_heading, $jetpack_blocks_button ) ) {
	$jetpack_blocks_donation = $attributes[ $jetpack_blocks_key ] ?? null;
	if ( ! $jetpack_blocks_has_plan( $jetpack_blocks_donation ) ) {
		continue;
	}
	$jetpack_blocks_amounts = '';
	foreach ( array_values( array_filter( (array) ( $jetpack_blocks_donation['amounts'] ?? array() ), 'is_numeric' ) ) as $jetpack_blocks_index => $jetpack_blocks_amount ) {
		$jetpack_blocks_amounts .= sprintf(
			'<label class="donations__amount"><input type="radio" name="jetpack_donation_amount" value="%1$s"%2$s/><span class="donations__amount-value">%3$s</span></label>',
			esc_attr( (string) ( $jetpack_blocks_amount + 0 ) ),
			0 === $jetpack_blocks_index ? ' checked' : '',
			esc_html( $jetpack_blocks_format( (float) $jetpack_blocks_amount ) )
		);
	}
	$jetpack_blocks_custom = '';
	if ( ! empty( $attributes['showCustomAmount'] ) ) {
		$jetpack_blocks_custom = sprintf(
			'<p class="donations__custom-amount"><label><span class="donations__custom-text">%1$s</span><span class="donations__custom-field"><span class="donations__currency-symbol">%2$s</span><input type="number" name="jetpack_donation_custom" min="%3$s" step="%4$s" placeholder="%5$s" data-minimum="%6$s"/></span></label></p>',
			$jetpack_blocks_text( $attributes['customAmountText'] ?? null, __( 'Or enter a custom amount', 'jetpack-blocks' ) ),
			esc_html( $jetpack_blocks_entry['symbol'] ),
			esc_attr( (string) ( $jetpack_blocks_minimum + 0 ) ),
			esc_attr( $jetpack_blocks_step ),
			esc_attr( $jetpack_blocks_suggested ),
			esc_attr( $jetpack_blocks_format( $jetpack_blocks_minimum ) )
		);
	}
	$jetpack_blocks_forms .= sprintf(
		'<form class="donations__panel donations__panel--%1$s" method="get" data-interval="%2$s"><input type="hidden" name="jetpack_donation" value="%3$d"/><h2 class="donations__heading">%4$s</h2><fieldset class="donations__amounts"><legend class="donations__choose-text">%5$s</legend>%6$s</fieldset>%7$s<p class="donations__extra-text">%8$s</p><div class="wp-block-button donations__donate"><button class="wp-block-button__link wp-element-button donations__donate-button">%9$s</button></div></form>',
		esc_attr( $jetpack_blocks_slug ),
		esc_attr( $jetpack_blocks_interval ),
		(int) $jetpack_blocks_donation['planId'],
		$jetpack_blocks_text( $jetpack_blocks_donation['heading'] ?? null, $jetpack_blocks_heading ),
		$jetpack_blocks_text( $attributes['chooseAmountText'] ?? null, __( 'Choose an amount', 'jetpack-blocks' ) ),
		$jetpack_blocks_amounts,
		$jetpack_blocks_custom,
		$jetpack_blocks_text( $jetpack_blocks_donation['extraText'] ?? null, __( 'Your contribution is appreciated.', 'jetpack-blocks' ) ),
		$jetpack_blocks_text( $jetpack_blocks_donation['buttonText'] ?? null, $jetpack_blocks_button )
	);
}

printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( array( 'data-currency' => $jetpack_blocks_currency ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	$jetpack_blocks_forms // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
