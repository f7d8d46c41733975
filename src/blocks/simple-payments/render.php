<?php
/**
 * Visitor markup of jetpack/simple-payments, rendered from the stored product.
 *
 * The product record (php-stubs/payments/products.php) is what the checkout charges, so it is what
 * visitors read: image, title, description and price. The purchase is a plain GET form to the
 * product's checkout (with a quantity when the product allows more than one), so it needs no
 * JavaScript; in feeds, where forms do not work, the purchase link text leads to the same checkout.
 * Nothing is shown until a payment account is connected (spec 002 §6), nor for a product that is not
 * for sale (a draft, deleted, or from another site). The stored markup (save.tsx) stays as the
 * fallback when this plugin is inactive.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( '\Jetpack_Blocks\Payments\get_product' ) || ! \JetpackBlocks\Payments\is_connected() ) {
	return;
}

$jetpack_blocks_product = \Jetpack_Blocks\Payments\get_product( (int) ( $attributes['productId'] ?? 0 ) );
if ( ! \Jetpack_Blocks\Payments\is_product_for_sale( $jetpack_blocks_product ) ) {
	return;
}

$jetpack_blocks_source = is_singular() ? (int) get_queried_object_id() : (int) get_the_ID();
$jetpack_blocks_image  = '';
if ( $jetpack_blocks_product['image_id'] && wp_attachment_is_image( $jetpack_blocks_product['image_id'] ) ) {
	$jetpack_blocks_image = wp_get_attachment_image( $jetpack_blocks_product['image_id'], 'large' );
} elseif ( ! empty( $attributes['featuredMediaUrl'] ) ) {
	$jetpack_blocks_image = '<img src="' . esc_url( (string) $attributes['featuredMediaUrl'] ) . '" alt="' . esc_attr( (string) ( $attributes['featuredMediaTitle'] ?? '' ) ) . '" />';
}
$jetpack_blocks_link_text = trim( wp_strip_all_tags( (string) ( $attributes['postLinkText'] ?? '' ) ) );
if ( '' === $jetpack_blocks_link_text ) {
	$jetpack_blocks_link_text = __( 'Click here to purchase.', 'jetpack-blocks' );
}
$jetpack_blocks_wrapper = get_block_wrapper_attributes(
	array( 'class' => 'wp-block-jetpack-simple-payments jetpack-simple-payments-wrapper jetpack-simple-payments-' . $jetpack_blocks_product['id'] )
);
$jetpack_blocks_quantity_id = wp_unique_id( 'jetpack-simple-payments-quantity-' );
?>
<div <?php echo $jetpack_blocks_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes(). ?>>
	<div class="jetpack-simple-payments-product">
		<?php if ( $jetpack_blocks_image ) : ?>
			<div class="jetpack-simple-payments-product-image"><div class="jetpack-simple-payments-image"><figure><?php echo $jetpack_blocks_image; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built by WordPress or escaped above. ?></figure></div></div>
		<?php endif; ?>
		<div class="jetpack-simple-payments-details">
			<div class="jetpack-simple-payments-title"><p><?php echo esc_html( $jetpack_blocks_product['title'] ); ?></p></div>
			<?php if ( '' !== trim( $jetpack_blocks_product['content'] ) ) : ?>
				<div class="jetpack-simple-payments-description"><p><?php echo esc_html( wp_strip_all_tags( $jetpack_blocks_product['content'] ) ); ?></p></div>
			<?php endif; ?>
			<div class="jetpack-simple-payments-price"><p><?php echo esc_html( \Jetpack_Blocks\Payments\format_amount( $jetpack_blocks_product['price'], $jetpack_blocks_product['currency'] ) ); ?></p></div>
			<?php if ( is_feed() ) : ?>
				<a class="jetpack-simple-payments-purchase" href="<?php echo esc_url( \Jetpack_Blocks\Payments\product_checkout_url( $jetpack_blocks_product['id'], array( 'source_post' => $jetpack_blocks_source ) ) ); ?>"><?php echo esc_html( $jetpack_blocks_link_text ); ?></a>
			<?php else : ?>
				<form class="jetpack-simple-payments-form" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
					<input type="hidden" name="<?php echo esc_attr( \Jetpack_Blocks\Payments\PRODUCT_CHECKOUT_PARAM ); ?>" value="<?php echo esc_attr( (string) $jetpack_blocks_product['id'] ); ?>" />
					<?php if ( $jetpack_blocks_source > 0 ) : ?>
						<input type="hidden" name="source_post" value="<?php echo esc_attr( (string) $jetpack_blocks_source ); ?>" />
					<?php endif; ?>
					<?php if ( $jetpack_blocks_product['multiple'] ) : ?>
						<label class="jetpack-simple-payments-quantity" for="<?php echo esc_attr( $jetpack_blocks_quantity_id ); ?>"><?php esc_html_e( 'Quantity', 'jetpack-blocks' ); ?></label>
						<input type="number" id="<?php echo esc_attr( $jetpack_blocks_quantity_id ); ?>" name="quantity" min="1" max="<?php echo esc_attr( (string) \Jetpack_Blocks\Payments\PRODUCT_MAX_QUANTITY ); ?>" step="1" value="1" />
					<?php endif; ?>
					<button type="submit" class="jetpack-simple-payments-button wp-element-button"><?php esc_html_e( 'Buy now', 'jetpack-blocks' ); ?></button>
				</form>
			<?php endif; ?>
			<?php if ( \JetpackBlocks\Payments\is_test_mode() ) : ?>
				<p class="jetpack-simple-payments-test-mode"><?php esc_html_e( 'Test mode: orders are recorded on this site only; no card is charged.', 'jetpack-blocks' ); ?></p>
			<?php endif; ?>
		</div>
	</div>
</div>
