<?php
/**
 * Visitor markup of jetpack/tiled-gallery: the stored markup, with srcset and sizes added to each image.
 *
 * The stored markup is the reference plugin's (or an earlier version of it, or this plugin's first
 * format): the filter class sits on each figure and the rounded corners on an inner div there. For
 * one set of visitor styles the block's div also gets both classes from the attributes, and each
 * column's width, stored as flex-basis (or width), is written as width. Images stored as buttons
 * of the reference's full-screen viewer lose that role.
 *
 * The responsive widths are 600 px, then every 300 px, up to the lesser of 2000 px and the image's own
 * width (spec 002 §9). Locally there is no resizer, so each width is served by the smallest image file
 * WordPress made for that attachment that is at least that wide (its own sizes from the attachment
 * metadata, or the original); files are never invented. sizes follows the tile's column width.
 * The files of an attachment the viewer may not see (\Jetpack_Blocks\attachment_is_viewable) are
 * never offered: that image keeps its stored address only.
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
	 * A post copied from another site may name an attachment id of this one for a different picture:
	 * the image's address must be in the attachment's own folder.
	 *
	 * @param int    $attachment_id Attachment ID.
	 * @param string $image_url     The image's address (its data-url, or its src).
	 * @return string
	 */
	function jetpack_blocks_tiled_gallery_srcset( int $attachment_id, string $image_url ): string {
		$meta = wp_get_attachment_metadata( $attachment_id );
		$full = wp_get_attachment_url( $attachment_id );
		if ( ! is_array( $meta ) || ! $full || empty( $meta['width'] ) ) {
			return '';
		}
		$base = trailingslashit( dirname( $full ) );
		if ( 0 !== strpos( preg_replace( '#^https?:#', '', $image_url ), preg_replace( '#^https?:#', '', $base ) ) ) {
			return '';
		}
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

// The images without a srcset are given one from their attachments: read those in a few queries
// first, not one by one (a cheap count decides whether any image lacks one).
if ( substr_count( $content, '<img' ) > substr_count( $content, ' srcset=' ) && preg_match_all( '/\sdata-id="(\d+)"/', $content, $jetpack_blocks_ids ) ) {
	\Jetpack_Blocks\prime_attachments( $jetpack_blocks_ids[1] );
}

$jetpack_blocks_tags         = new WP_HTML_Tag_Processor( $content );
$jetpack_blocks_column_width = 100.0;
$jetpack_blocks_row_columns  = 1;
if ( $jetpack_blocks_tags->next_tag( array( 'class_name' => 'wp-block-jetpack-tiled-gallery' ) ) ) {
	$jetpack_blocks_filter = isset( $attributes['imageFilter'] ) && is_string( $attributes['imageFilter'] ) ? $attributes['imageFilter'] : '';
	if ( preg_match( '/^[a-z0-9-]+$/', $jetpack_blocks_filter ) ) {
		$jetpack_blocks_tags->add_class( 'filter__' . $jetpack_blocks_filter );
	}
	$jetpack_blocks_corners = isset( $attributes['roundedCorners'] ) && is_numeric( $attributes['roundedCorners'] ) ? (int) $attributes['roundedCorners'] : 0;
	$jetpack_blocks_style   = isset( $attributes['className'] ) && is_string( $attributes['className'] ) ? $attributes['className'] : '';
	if ( $jetpack_blocks_corners > 0 && ! preg_match( '/(^|\s)is-style-circle(\s|$)/', $jetpack_blocks_style ) ) {
		$jetpack_blocks_tags->add_class( 'has-rounded-corners-' . min( 20, $jetpack_blocks_corners ) );
	}
}
while ( $jetpack_blocks_tags->next_tag() ) {
	$jetpack_blocks_tag = $jetpack_blocks_tags->get_tag();
	if ( 'DIV' === $jetpack_blocks_tag && $jetpack_blocks_tags->has_class( 'tiled-gallery__row' ) ) {
		$jetpack_blocks_class = (string) $jetpack_blocks_tags->get_attribute( 'class' );
		$jetpack_blocks_row_columns = preg_match( '/(^|\s)columns-(\d+)(\s|$)/', $jetpack_blocks_class, $jetpack_blocks_match ) ? max( 1, (int) $jetpack_blocks_match[2] ) : 1;
		continue;
	}
	if ( 'DIV' === $jetpack_blocks_tag && $jetpack_blocks_tags->has_class( 'tiled-gallery__col' ) ) {
		$jetpack_blocks_style        = (string) $jetpack_blocks_tags->get_attribute( 'style' );
		$jetpack_blocks_column_width = 100.0 / $jetpack_blocks_row_columns;
		if ( preg_match( '/(?:flex-basis|width):\s*([0-9.]+)%/', $jetpack_blocks_style, $jetpack_blocks_match ) ) {
			$jetpack_blocks_column_width = max( 1.0, min( 100.0, (float) $jetpack_blocks_match[1] ) );
			$jetpack_blocks_tags->set_attribute( 'style', 'width:' . $jetpack_blocks_match[1] . '%' );
		}
		continue;
	}
	if ( 'IMG' !== $jetpack_blocks_tag ) {
		continue;
	}
	// Some reference versions stored each image as a button for a full-screen viewer (this plugin
	// has none), inside the image's link: a focusable element inside a link is invalid HTML.
	if ( 'button' === $jetpack_blocks_tags->get_attribute( 'role' ) ) {
		$jetpack_blocks_tags->remove_attribute( 'role' );
		$jetpack_blocks_tags->remove_attribute( 'tabindex' );
		$jetpack_blocks_tags->remove_attribute( 'aria-label' );
	}
	if ( null !== $jetpack_blocks_tags->get_attribute( 'srcset' ) ) {
		continue;
	}
	$jetpack_blocks_id  = (int) $jetpack_blocks_tags->get_attribute( 'data-id' );
	$jetpack_blocks_url = $jetpack_blocks_tags->get_attribute( 'data-url' ) ?? $jetpack_blocks_tags->get_attribute( 'src' );
	// The post's author chose the id: the srcset names that attachment's files, so only for a viewer
	// who may see it (not an image of someone's private or draft post). The stored image stays.
	$jetpack_blocks_srcset = $jetpack_blocks_id > 0 && is_string( $jetpack_blocks_url ) && \Jetpack_Blocks\attachment_is_viewable( $jetpack_blocks_id )
		? jetpack_blocks_tiled_gallery_srcset( $jetpack_blocks_id, $jetpack_blocks_url )
		: '';
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
