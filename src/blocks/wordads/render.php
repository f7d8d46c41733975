<?php
/**
 * Visitor markup of jetpack/wordads.
 *
 * Nothing is printed while the ads module is off. While no ad code is configured for the block's
 * format (there is no ad network here), the slot is printed empty, labelled and collapsed: no box of
 * the format's size, so never a hole or a broken frame in the page, and a theme or a later ad
 * provider can still find it (data-format). With code, the site owner's ad code is printed as they
 * pasted it (only administrators with unfiltered_html may set it) inside a box of the format's size,
 * labelled as an advertisement.
 * "Hide on mobile" hides the block on narrow screens (style.scss).
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (none).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( '\Jetpack_Blocks\WordAds\ad_code' ) || ! \Jetpack_Blocks\WordAds\module_active() ) {
	return;
}

$jetpack_blocks_formats = \Jetpack_Blocks\WordAds\formats();
$jetpack_blocks_format  = isset( $attributes['format'] ) && is_string( $attributes['format'] ) && isset( $jetpack_blocks_formats[ $attributes['format'] ] ) ? $attributes['format'] : 'mrec';
$jetpack_blocks_code    = \Jetpack_Blocks\WordAds\ad_code( $jetpack_blocks_format );

list( $jetpack_blocks_width, $jetpack_blocks_height ) = $jetpack_blocks_formats[ $jetpack_blocks_format ];

$jetpack_blocks_classes = array( 'jetpack-wordads-' . $jetpack_blocks_format );
// The block supports add an align class only for a stored align; the default (center) is added here.
$jetpack_blocks_align = isset( $attributes['align'] ) && in_array( $attributes['align'], array( 'left', 'center', 'right' ), true ) ? $attributes['align'] : 'center';
if ( ! isset( $block->parsed_block['attrs']['align'] ) ) {
	$jetpack_blocks_classes[] = 'align' . $jetpack_blocks_align;
}
if ( ! empty( $attributes['hideMobile'] ) ) {
	$jetpack_blocks_classes[] = 'jetpack-wordads--hide-mobile';
}

if ( '' === $jetpack_blocks_code ) {
	$jetpack_blocks_classes[] = 'jetpack-wordads--empty';
	printf(
		'<aside %1$s aria-label="%2$s" data-format="%3$s"></aside>',
		get_block_wrapper_attributes( array( 'class' => implode( ' ', $jetpack_blocks_classes ) ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
		esc_attr__( 'Advertisement', 'jetpack-blocks' ),
		esc_attr( $jetpack_blocks_format )
	);
	return;
}

printf(
	'<aside %1$s aria-label="%2$s"><div class="jetpack-wordads__ad" style="width:%3$dpx;height:%4$dpx">%5$s</div></aside>',
	get_block_wrapper_attributes( array( 'class' => implode( ' ', $jetpack_blocks_classes ) ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	esc_attr__( 'Advertisement', 'jetpack-blocks' ),
	(int) $jetpack_blocks_width,
	(int) $jetpack_blocks_height,
	$jetpack_blocks_code // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the site owner's ad code, settable only with unfiltered_html.
);
