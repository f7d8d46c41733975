<?php
/**
 * Visitor markup of jetpack/repeat-visitor.
 *
 * Two paths, decided per request:
 * - The visitor's browser sent the visit cookie (a returning visitor) and the page's headers are not
 *   out yet (a block theme renders the content before the page starts): the server decides from the
 *   cookie. Only the variant meant for this visitor is sent — the content, or an empty wrapper — so
 *   visitors without JavaScript get the right one and the other is not in the page source. Such a
 *   page differs per visitor: it is sent with no-cache headers, `Vary: Cookie` and DONOTCACHEPAGE
 *   (which the common page-cache plugins honour), so no cache keeps it for someone else.
 * - Otherwise (a first visit, no cookie; a classic theme, whose content renders after the headers
 *   went out; a cached page): the cache-friendly path. The stored markup is sent `hidden`, the same
 *   for everyone and cacheable, and view.ts decides in the browser. Without JavaScript such content
 *   stays hidden: conditional content shown to the wrong visitors is worse than content not shown.
 * In both, the data attributes let view.ts count the visit (once per page load).
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

// Earlier visits, read the way view.ts reads them (visits.ts): the largest of the visit cookies the
// browser sent (the site's copy and, from the reference plugin, the page's own) and this plugin's
// earlier cookie. PHP's $_COOKIE keeps only the first value of a repeated name, so the header is read.
$jetpack_blocks_previous = null;
$jetpack_blocks_cookies  = isset( $_SERVER['HTTP_COOKIE'] ) && is_string( $_SERVER['HTTP_COOKIE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_COOKIE'] ) ) : '';
foreach ( explode( ';', $jetpack_blocks_cookies ) as $jetpack_blocks_pair ) {
	$jetpack_blocks_parts = explode( '=', $jetpack_blocks_pair, 2 );
	if ( 2 === count( $jetpack_blocks_parts ) && in_array( trim( $jetpack_blocks_parts[0] ), array( 'jp-visit-counter', 'jetpack-blocks-visits' ), true ) ) {
		$jetpack_blocks_value    = trim( $jetpack_blocks_parts[1] );
		$jetpack_blocks_previous = max( (int) $jetpack_blocks_previous, preg_match( '/^\d{1,7}$/', $jetpack_blocks_value ) ? (int) $jetpack_blocks_value : 0 );
	}
}

$jetpack_blocks_server_decides = null !== $jetpack_blocks_previous
	&& ! headers_sent()
	&& ! is_admin()
	&& ! wp_is_serving_rest_request()
	&& ! is_feed();

if ( $jetpack_blocks_server_decides ) {
	nocache_headers();
	header( 'Vary: Cookie', false );
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the page caches' own convention.
	}
	$jetpack_blocks_shown = 'before-visits' === $jetpack_blocks_criteria
		? $jetpack_blocks_previous < $jetpack_blocks_threshold
		: $jetpack_blocks_previous >= $jetpack_blocks_threshold;
	$jetpack_blocks_data  = array(
		'data-criteria'    => $jetpack_blocks_criteria,
		'data-threshold'   => (string) $jetpack_blocks_threshold,
		'data-cookie-path' => $jetpack_blocks_cookie_path,
		'data-decided'     => 'server',
	);
	if ( ! $jetpack_blocks_shown ) {
		// Not for this visitor: an empty wrapper, so nothing of the content is in the page.
		printf( '<div %s hidden></div>', get_block_wrapper_attributes( $jetpack_blocks_data ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
		return;
	}
	$jetpack_blocks_markup = new WP_HTML_Tag_Processor( $content );
	if ( ! $jetpack_blocks_markup->next_tag() ) {
		return;
	}
	foreach ( $jetpack_blocks_data as $jetpack_blocks_name => $jetpack_blocks_attribute ) {
		$jetpack_blocks_markup->set_attribute( $jetpack_blocks_name, $jetpack_blocks_attribute );
	}
	echo $jetpack_blocks_markup->get_updated_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- see below.
	return;
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
