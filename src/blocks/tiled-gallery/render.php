<?php
/**
 * Visitor markup of jetpack/tiled-gallery: the stored markup, with srcset and sizes added to each image.
 *
 * The responsive widths are 600 px, then every 300 px, up to the lesser of 2000 px and the image's own
 * width (spec 002 §9). Locally there is no resizer, so each width is served by the smallest image file
 * WordPress made for that attachment that is at least that wide (its own sizes from the attachment
 * metadata, or the original); files are never invented. sizes follows the tile's column width.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'jetpack_blocks_tiled_gallery_srcset' ) ) {
	/**
	 * The srcset for an attachment, from the files WordPress made for it; '' when it has none to offer.
	 *
	 * @param int $attachment_id Attachment ID.
	 * @return string
	 */
	function jetpack_blocks_tiled_gallery_srcset( int $attachment_id ): string {
		$meta = wp_get_attachment_metadata( $attachment_id );
		$full = wp_get_attachment_url( $attachment_id );
		if ( ! is_array( $meta ) || ! $full || empty( $meta['width'] ) ) {
			return '';
		}
		$base  = trailingslashit( dirname( $full ) );
		$files = array( (int) $meta['width'] => $full );
		foreach ( (array) ( $meta['sizes'] ?? array() ) as $size ) {
			if ( ! empty( $size['file'] ) && ! empty( $size['width'] ) ) {
				$files[ (int) $size['width'] ] = $base . rawurlencode( $size['file'] );
			}
		}
		ksort( $files );
		$largest = min( 2000, (int) $meta['width'] );
		$chosen  = array();
		for ( $step = 600; $step <= $largest; $step += 300 ) {
			foreach ( $files as $width => $url ) {
				if ( $width >= $step ) {
					$chosen[ $width ] = $url;
					break;
				}
			}
		}
		$parts = array();
		foreach ( $chosen as $width => $url ) {
			$parts[] = esc_url( $url ) . ' ' . $width . 'w';
		}
		return count( $parts ) > 1 ? implode( ', ', $parts ) : '';
	}
}

$jetpack_blocks_tags         = new WP_HTML_Tag_Processor( $content );
$jetpack_blocks_column_width = 100.0;
while ( $jetpack_blocks_tags->next_tag() ) {
	$jetpack_blocks_tag = $jetpack_blocks_tags->get_tag();
	if ( 'DIV' === $jetpack_blocks_tag && $jetpack_blocks_tags->has_class( 'tiled-gallery__col' ) ) {
		$jetpack_blocks_style = (string) $jetpack_blocks_tags->get_attribute( 'style' );
		if ( preg_match( '/width:\s*([0-9.]+)%/', $jetpack_blocks_style, $jetpack_blocks_match ) ) {
			$jetpack_blocks_column_width = max( 1.0, min( 100.0, (float) $jetpack_blocks_match[1] ) );
		}
		continue;
	}
	if ( 'IMG' !== $jetpack_blocks_tag || null !== $jetpack_blocks_tags->get_attribute( 'srcset' ) ) {
		continue;
	}
	$jetpack_blocks_id     = (int) $jetpack_blocks_tags->get_attribute( 'data-id' );
	$jetpack_blocks_srcset = $jetpack_blocks_id > 0 ? jetpack_blocks_tiled_gallery_srcset( $jetpack_blocks_id ) : '';
	if ( '' === $jetpack_blocks_srcset ) {
		continue;
	}
	$jetpack_blocks_tags->set_attribute( 'srcset', $jetpack_blocks_srcset );
	$jetpack_blocks_tags->set_attribute(
		'sizes',
		sprintf( '(max-width: 600px) 100vw, %svw', (string) round( $jetpack_blocks_column_width, 2 ) )
	);
}

echo $jetpack_blocks_tags->get_updated_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- stored block markup, attributes set through the tag processor (which escapes them).
