<?php
/**
 * Visitor markup of jetpack/related-posts, rendered on the server from the local engine — no script.
 *
 * Nothing is printed while the Related Posts feature is off or when the post has no related posts.
 * Otherwise: the headline (the stored heading inner block, left out when it has no text; for posts
 * stored in the reference's 12.5 format, the `headline` attribute when `displayHeadline` is on), then a
 * navigation region with the posts as lists of links in rows (spec 002 §2: 3 per row; 4 → 2 + 2,
 * 5 → 2 + 3, 6 → 3 + 3 — the rule of layout.ts). Each post has a heading one level below the
 * headline, and, as the block asks, its thumbnail (with the image's alternative text), date, author
 * and context.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup: the headline.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( '\Jetpack_Blocks\Related_Posts\related_items' ) || ! \Jetpack_Blocks\Related_Posts\is_enabled() ) {
	return;
}

$jetpack_blocks_post_id = (int) ( $block->context['postId'] ?? get_the_ID() );
if ( $jetpack_blocks_post_id <= 0 ) {
	return;
}

$jetpack_blocks_count = (int) round( (float) ( $attributes['postsToShow'] ?? 3 ) );
$jetpack_blocks_count = max( 1, min( 6, $jetpack_blocks_count ) );
$jetpack_blocks_items = \Jetpack_Blocks\Related_Posts\related_items( $jetpack_blocks_post_id, $jetpack_blocks_count );
if ( ! $jetpack_blocks_items ) {
	return;
}

$jetpack_blocks_headline = trim( (string) $content );
if ( '' === trim( wp_strip_all_tags( $jetpack_blocks_headline ) ) ) {
	$jetpack_blocks_headline = '';
}
// Posts stored by the reference plugin's release 12.5 hold the headline as plain-text attributes,
// with no heading block: show it as the heading the editor turns it into.
if ( '' === $jetpack_blocks_headline && ! empty( $attributes['displayHeadline'] ) && is_string( $attributes['headline'] ?? null ) && '' !== trim( $attributes['headline'] ) ) {
	$jetpack_blocks_headline = sprintf( '<h2 class="wp-block-heading">%s</h2>', esc_html( $attributes['headline'] ) );
}
// Post titles sit one level below the headline, or at h2 (below the page's h1) without one.
$jetpack_blocks_level = 2;
if ( '' !== $jetpack_blocks_headline && preg_match( '/<h([1-6])\b/i', $jetpack_blocks_headline, $jetpack_blocks_match ) ) {
	$jetpack_blocks_level = min( 6, (int) $jetpack_blocks_match[1] + 1 );
}

$jetpack_blocks_total = count( $jetpack_blocks_items );
$jetpack_blocks_rows  = array( $jetpack_blocks_items );
if ( $jetpack_blocks_total > 3 ) {
	$jetpack_blocks_upper = 6 === $jetpack_blocks_total ? 3 : 2;
	$jetpack_blocks_rows  = array(
		array_slice( $jetpack_blocks_items, 0, $jetpack_blocks_upper ),
		array_slice( $jetpack_blocks_items, $jetpack_blocks_upper ),
	);
}

$jetpack_blocks_layout  = 'list' === ( $attributes['postLayout'] ?? 'grid' ) ? 'list' : 'grid';
$jetpack_blocks_wrapper = get_block_wrapper_attributes( array( 'class' => 'is-layout-' . $jetpack_blocks_layout ) );

$jetpack_blocks_html = '';
foreach ( $jetpack_blocks_rows as $jetpack_blocks_row ) {
	$jetpack_blocks_html .= sprintf( '<ul class="jp-related-posts-i2__row" data-post-count="%d">', count( $jetpack_blocks_row ) );
	foreach ( $jetpack_blocks_row as $jetpack_blocks_item ) {
		$jetpack_blocks_html .= '<li class="jp-related-posts-i2__post">';
		if ( ! empty( $attributes['displayThumbnails'] ) && '' !== $jetpack_blocks_item['img']['src'] ) {
			$jetpack_blocks_html .= sprintf(
				'<img class="jp-related-posts-i2__post-img" src="%1$s" alt="%2$s"%3$s loading="lazy">',
				esc_url( $jetpack_blocks_item['img']['src'] ),
				esc_attr( $jetpack_blocks_item['img']['alt'] ),
				$jetpack_blocks_item['img']['width'] > 0 && $jetpack_blocks_item['img']['height'] > 0
					? sprintf( ' width="%d" height="%d"', (int) $jetpack_blocks_item['img']['width'], (int) $jetpack_blocks_item['img']['height'] )
					: ''
			);
		}
		$jetpack_blocks_html .= sprintf(
			'<h%1$d class="jp-related-posts-i2__post-heading"><a class="jp-related-posts-i2__post-link" href="%2$s">%3$s</a></h%1$d>',
			$jetpack_blocks_level,
			esc_url( $jetpack_blocks_item['url'] ),
			esc_html( $jetpack_blocks_item['title'] )
		);
		if ( ! empty( $attributes['displayDate'] ) && '' !== $jetpack_blocks_item['date'] ) {
			$jetpack_blocks_html .= sprintf(
				'<p class="jp-related-posts-i2__post-date"><time datetime="%1$s">%2$s</time></p>',
				esc_attr( $jetpack_blocks_item['date_gmt'] ),
				esc_html( $jetpack_blocks_item['date'] )
			);
		}
		if ( ! empty( $attributes['displayAuthor'] ) && '' !== $jetpack_blocks_item['author'] ) {
			$jetpack_blocks_html .= sprintf(
				'<p class="jp-related-posts-i2__post-author">%s</p>',
				/* translators: %s: author's display name. */
				esc_html( sprintf( __( 'By %s', 'jetpack-blocks' ), $jetpack_blocks_item['author'] ) )
			);
		}
		if ( ! empty( $attributes['displayContext'] ) && '' !== $jetpack_blocks_item['block_context']['text'] ) {
			$jetpack_blocks_context = esc_html( $jetpack_blocks_item['block_context']['text'] );
			if ( '' !== $jetpack_blocks_item['block_context']['link'] ) {
				$jetpack_blocks_context = sprintf( '<a href="%1$s">%2$s</a>', esc_url( $jetpack_blocks_item['block_context']['link'] ), $jetpack_blocks_context );
			}
			$jetpack_blocks_html .= '<p class="jp-related-posts-i2__post-context">' . $jetpack_blocks_context . '</p>';
		}
		$jetpack_blocks_html .= '</li>';
	}
	$jetpack_blocks_html .= '</ul>';
}

printf(
	'<div %1$s>%2$s<nav class="jp-related-posts-i2__list" aria-label="%3$s">%4$s</nav></div>',
	$jetpack_blocks_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	$jetpack_blocks_headline, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the post's own stored heading block, already filtered on save.
	esc_attr__( 'Related posts', 'jetpack-blocks' ),
	$jetpack_blocks_html // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
