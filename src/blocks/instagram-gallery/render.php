<?php
/**
 * Visitor markup of jetpack/instagram-gallery: the feed's newest images in a grid, rendered on the
 * server from the attributes (no script for visitors).
 *
 * - `count` images (1–30) in `columns` columns (1–6) with `spacing` px gaps (0–50); one column on
 *   small screens when `isStackedOnMobile`.
 * - This site's media library (token `media-library`): its newest public images, each linking to
 *   the full-size file, with responsive sizes and the image's alternative text.
 * - An Instagram connection: shown only in posts written by the user who connected it (see
 *   php-stubs/instagram/connections.php); each image links to its post on Instagram.
 * - When there is nothing to show (no account, no images, Instagram unreachable) the stored markup
 *   is printed instead: the link to the Instagram profile, or nothing.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_ig_token = isset( $attributes['accessToken'] ) && is_string( $attributes['accessToken'] ) ? trim( $attributes['accessToken'] ) : '';
if ( '' === $jetpack_blocks_ig_token || ! \Jetpack_Blocks\instagram_is_token( $jetpack_blocks_ig_token ) ) {
	echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the block's stored markup, as saved.
	return;
}

$jetpack_blocks_ig_number = static function ( $value, int $min, int $max, int $fallback ): int {
	$number = is_numeric( $value ) ? (int) round( (float) $value ) : $fallback;
	return max( $min, min( $max, $number ) );
};
$jetpack_blocks_ig_count   = $jetpack_blocks_ig_number( $attributes['count'] ?? 9, 1, \Jetpack_Blocks\INSTAGRAM_MAX_POSTS, 9 );
$jetpack_blocks_ig_columns = $jetpack_blocks_ig_number( $attributes['columns'] ?? 3, 1, 6, 3 );
$jetpack_blocks_ig_spacing = $jetpack_blocks_ig_number( $attributes['spacing'] ?? 10, 0, 50, 10 );
$jetpack_blocks_ig_stacked = ! isset( $attributes['isStackedOnMobile'] ) || false !== $attributes['isStackedOnMobile'];

// Whose Instagram connections this post may show: its author's.
$jetpack_blocks_ig_post_id = isset( $block->context['postId'] ) && is_numeric( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
$jetpack_blocks_ig_author  = $jetpack_blocks_ig_post_id > 0 ? (int) get_post_field( 'post_author', $jetpack_blocks_ig_post_id ) : 0;

$jetpack_blocks_ig_gallery = \Jetpack_Blocks\instagram_gallery( $jetpack_blocks_ig_token, $jetpack_blocks_ig_count, $jetpack_blocks_ig_author );
if ( is_wp_error( $jetpack_blocks_ig_gallery ) || ! $jetpack_blocks_ig_gallery['images'] ) {
	echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the block's stored markup, as saved.
	return;
}

$jetpack_blocks_ig_is_local = \Jetpack_Blocks\INSTAGRAM_LOCAL_TOKEN === $jetpack_blocks_ig_token;
$jetpack_blocks_ig_items    = '';
foreach ( $jetpack_blocks_ig_gallery['images'] as $jetpack_blocks_ig_index => $jetpack_blocks_ig_image ) {
	$jetpack_blocks_ig_alt = '' !== $jetpack_blocks_ig_image['title']
		? $jetpack_blocks_ig_image['title']
		/* translators: %d: the image's position in the gallery. */
		: sprintf( __( 'Image %d', 'jetpack-blocks' ), $jetpack_blocks_ig_index + 1 );

	$jetpack_blocks_ig_img = '';
	if ( $jetpack_blocks_ig_is_local && isset( $jetpack_blocks_ig_image['id'] ) ) {
		$jetpack_blocks_ig_attrs = array(
			'alt'      => $jetpack_blocks_ig_alt,
			'loading'  => 'lazy',
			'decoding' => 'async',
		);
		// The cell's width: the screen divided among the columns (all of it when stacked on small
		// screens). Only with a srcset: `sizes` alone is invalid (a small image has no other sizes).
		if ( wp_get_attachment_image_srcset( (int) $jetpack_blocks_ig_image['id'], 'large' ) ) {
			$jetpack_blocks_ig_cell           = (int) ceil( 100 / $jetpack_blocks_ig_columns ) . 'vw';
			$jetpack_blocks_ig_attrs['sizes'] = sprintf( '(max-width: 600px) %1$s, %2$s', $jetpack_blocks_ig_stacked ? '100vw' : $jetpack_blocks_ig_cell, $jetpack_blocks_ig_cell );
		}
		$jetpack_blocks_ig_img = wp_get_attachment_image( (int) $jetpack_blocks_ig_image['id'], 'large', false, $jetpack_blocks_ig_attrs );
	}
	if ( '' === $jetpack_blocks_ig_img ) {
		$jetpack_blocks_ig_img = sprintf(
			'<img src="%1$s" alt="%2$s" loading="lazy" decoding="async" />',
			esc_url( $jetpack_blocks_ig_image['url'] ),
			esc_attr( $jetpack_blocks_ig_alt )
		);
	}

	$jetpack_blocks_ig_link = isset( $jetpack_blocks_ig_image['link'] ) ? esc_url( $jetpack_blocks_ig_image['link'], array( 'http', 'https' ) ) : '';
	if ( '' === $jetpack_blocks_ig_link ) {
		$jetpack_blocks_ig_items .= '<span class="wp-block-jetpack-instagram-gallery__grid-post">' . $jetpack_blocks_ig_img . '</span>';
	} else {
		$jetpack_blocks_ig_items .= sprintf(
			'<a class="wp-block-jetpack-instagram-gallery__grid-post" href="%1$s"%2$s>%3$s</a>',
			$jetpack_blocks_ig_link,
			$jetpack_blocks_ig_is_local ? '' : ' target="_blank" rel="noopener noreferrer"',
			$jetpack_blocks_ig_img
		);
	}
}

$jetpack_blocks_ig_grid_class = 'wp-block-jetpack-instagram-gallery__grid wp-block-jetpack-instagram-gallery__grid-columns-' . $jetpack_blocks_ig_columns . ( $jetpack_blocks_ig_stacked ? ' is-stacked-on-mobile' : '' );

printf(
	'<div %1$s><div class="%2$s" style="%3$s">%4$s</div></div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	esc_attr( $jetpack_blocks_ig_grid_class ),
	esc_attr( sprintf( 'grid-gap: %1$dpx; --latest-instagram-posts-spacing: %1$dpx;', $jetpack_blocks_ig_spacing ) ),
	$jetpack_blocks_ig_items // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
