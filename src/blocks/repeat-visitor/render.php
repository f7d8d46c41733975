<?php
/**
 * Visitor markup of jetpack/repeat-visitor: the stored markup (wrapper, inner container, inner
 * blocks), sent `hidden`, with the criteria, the threshold and the site's cookie path as data
 * attributes.
 *
 * Whether a visitor sees the content is decided in the browser by view.ts (block.json viewScript,
 * so only pages with the block load it), never here: a full-page cache serves the same page to
 * every visitor, so the server cannot read the visit cookie. Hidden by default means content is
 * never shown to the wrong visitor, before the script runs or without JavaScript at all.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup with the rendered inner blocks.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

if ( '' === trim( (string) $content ) ) {
	return;
}

$jetpack_blocks_criteria  = isset( $attributes['criteria'] ) && 'before-visits' === $attributes['criteria'] ? 'before-visits' : 'after-visits';
$jetpack_blocks_threshold = isset( $attributes['threshold'] ) && is_numeric( $attributes['threshold'] ) && (float) $attributes['threshold'] >= 1
	? (int) min( (float) $attributes['threshold'], 1000000 )
	: 3;
// The count is kept per site: one cookie on the site's home path (a site in a sub-folder keeps its own).
$jetpack_blocks_cookie_path = wp_parse_url( home_url( '/' ), PHP_URL_PATH );
if ( ! is_string( $jetpack_blocks_cookie_path ) || '' === $jetpack_blocks_cookie_path ) {
	$jetpack_blocks_cookie_path = '/';
}

$jetpack_blocks_markup = new WP_HTML_Tag_Processor( $content );
if ( ! $jetpack_blocks_markup->next_tag() ) {
	return;
}
$jetpack_blocks_markup->set_attribute( 'hidden', true );
$jetpack_blocks_markup->set_attribute( 'data-criteria', $jetpack_blocks_criteria );
$jetpack_blocks_markup->set_attribute( 'data-threshold', (string) $jetpack_blocks_threshold );
$jetpack_blocks_markup->set_attribute( 'data-cookie-path', $jetpack_blocks_cookie_path );

// The tag processor escapes the attribute values it sets; the rest is the rendered block content.
echo $jetpack_blocks_markup->get_updated_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
