<?php
/**
 * Visitor markup of jetpack/markdown.
 *
 * The stored markup already holds the rendered HTML (the editor renders it), so visitors get it
 * without any script. It is passed through the post-content allow-list once more: the HTML comes from
 * the post, and this block promises markup without scripts or event handlers whoever wrote the post.
 *
 * A block stored with a source but no rendering (content written through the REST API without the
 * HTML) has nothing to show yet: there is no markdown library on the server, so visitors see the
 * source itself as escaped plain text, in paragraphs, until the post is opened in the editor, which
 * renders it, and saved.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes.
 * @var string   $content    Stored markup.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

if ( '' !== trim( $content ) ) {
	echo wp_kses_post( $content );
	return;
}

$jetpack_blocks_source = isset( $attributes['source'] ) && is_string( $attributes['source'] ) ? $attributes['source'] : '';
if ( '' === trim( $jetpack_blocks_source ) ) {
	return;
}

printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( array( 'class' => 'is-source-only' ) ),
	wpautop( esc_html( $jetpack_blocks_source ) ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped before wpautop, which adds only <p> and <br>.
);
