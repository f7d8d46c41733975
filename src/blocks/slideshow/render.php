<?php
/**
 * Visitor markup of jetpack/slideshow: the stored markup, with its controls named and focusable.
 *
 * Stored slideshows (ours and the reference plugin's) keep prev/next as links with a button role and
 * no name; changing the stored markup would make every existing post need a migration. Here, at
 * render time, each control gets a translated label and a tab stop, so old posts benefit too. The
 * view script (block.json viewScript) is enqueued by WordPress only when this block renders.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_slideshow = new WP_HTML_Tag_Processor( (string) $content );
$jetpack_blocks_labels    = array(
	'wp-block-jetpack-slideshow_button-prev'  => __( 'Previous slide', 'jetpack-blocks' ),
	'wp-block-jetpack-slideshow_button-next'  => __( 'Next slide', 'jetpack-blocks' ),
	'wp-block-jetpack-slideshow_button-pause' => __( 'Pause Slideshow', 'jetpack-blocks' ),
);
while ( $jetpack_blocks_slideshow->next_tag( array( 'tag_name' => 'a' ) ) ) {
	foreach ( $jetpack_blocks_labels as $jetpack_blocks_class => $jetpack_blocks_label ) {
		if ( $jetpack_blocks_slideshow->has_class( $jetpack_blocks_class ) ) {
			$jetpack_blocks_slideshow->set_attribute( 'aria-label', $jetpack_blocks_label );
			$jetpack_blocks_slideshow->set_attribute( 'tabindex', '0' );
		}
	}
}

echo $jetpack_blocks_slideshow->get_updated_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- stored block markup (sanitised when saved), with attributes set through the tag processor, which escapes them.
