<?php
/**
 * Visitor markup of jetpack/pinterest: a link to the pin, profile or board with `data-pin-do`
 * (embedPin, embedUser, embedBoard), which the pin-board script (pinit.js) turns into the widget.
 * The link has its address as text, so it is a working link where the script does not load
 * (blocked, offline, no JavaScript). The script is registered and enqueued here, so it loads only
 * on pages with the block.
 *
 * The url is checked with the rules of pin-url.ts: http(s), a Pinterest site (pinterest.<tld>,
 * bare, www. or a country subdomain) and a pin, profile or board path. Anything else — a pin.it
 * link that was never followed, an address that is no Pinterest page — is shown as a plain link
 * when it is a web address, without the widget.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes.
 * @var string   $content    Stored markup (unused).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_pin_url = isset( $attributes['url'] ) && is_string( $attributes['url'] ) ? trim( $attributes['url'] ) : '';
$jetpack_blocks_parts   = '' === $jetpack_blocks_pin_url || preg_match( '/[\s<>"]/', $jetpack_blocks_pin_url ) ? false : wp_parse_url( $jetpack_blocks_pin_url );

if (
	! is_array( $jetpack_blocks_parts )
	|| ! isset( $jetpack_blocks_parts['scheme'], $jetpack_blocks_parts['host'] )
	|| ! in_array( strtolower( $jetpack_blocks_parts['scheme'] ), array( 'http', 'https' ), true )
	|| isset( $jetpack_blocks_parts['user'] ) || isset( $jetpack_blocks_parts['pass'] ) || isset( $jetpack_blocks_parts['port'] )
) {
	return;
}

$jetpack_blocks_pin_host = strtolower( $jetpack_blocks_parts['host'] );
$jetpack_blocks_pin_path = $jetpack_blocks_parts['path'] ?? '/';
$jetpack_blocks_pin_do   = '';

if ( preg_match( '/^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:[a-z]{2,3}|(?:com|co)\.[a-z]{2})$/D', $jetpack_blocks_pin_host ) ) {
	$jetpack_blocks_segments = array_values( array_filter( explode( '/', $jetpack_blocks_pin_path ), 'strlen' ) );
	$jetpack_blocks_reserved = array( 'pin', 'search', 'ideas', 'today', 'explore', 'settings', 'business', 'categories', 'topics', 'news_hub', 'login', 'signup', 'about', '_' );
	$jetpack_blocks_tabs     = array( '_saved', '_created', 'pins', 'boards' );
	$jetpack_blocks_name     = '/^[\w.%-]+$/D';
	$jetpack_blocks_first    = $jetpack_blocks_segments[0] ?? '';
	$jetpack_blocks_second   = $jetpack_blocks_segments[1] ?? '';

	if ( preg_match( '#^/pin(?:/|$)#', $jetpack_blocks_pin_path ) ) {
		$jetpack_blocks_pin_do = preg_match( '#^/pin/[\w-]+(?:/|$)#', $jetpack_blocks_pin_path ) ? 'embedPin' : '';
	} elseif ( '' !== $jetpack_blocks_first && preg_match( $jetpack_blocks_name, $jetpack_blocks_first ) && ! in_array( strtolower( $jetpack_blocks_first ), $jetpack_blocks_reserved, true ) ) {
		if ( 1 === count( $jetpack_blocks_segments ) ) {
			$jetpack_blocks_pin_do = 'embedUser';
		} elseif ( 2 === count( $jetpack_blocks_segments ) && preg_match( $jetpack_blocks_name, $jetpack_blocks_second ) ) {
			$jetpack_blocks_pin_do = in_array( strtolower( $jetpack_blocks_second ), $jetpack_blocks_tabs, true ) ? 'embedUser' : 'embedBoard';
		}
	}
}

$jetpack_blocks_wrapper = get_block_wrapper_attributes();

if ( '' === $jetpack_blocks_pin_do ) {
	printf(
		'<div %1$s><a href="%2$s">%3$s</a></div>',
		$jetpack_blocks_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
		esc_url( $jetpack_blocks_pin_url ),
		esc_html( $jetpack_blocks_pin_url )
	);
	return;
}

if ( ! wp_script_is( 'jetpack-blocks-pinterest-pinit', 'registered' ) ) {
	wp_register_script(
		'jetpack-blocks-pinterest-pinit',
		'https://assets.pinterest.com/js/pinit.js',
		array(),
		null, // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- a third-party script: a version query would only defeat its cache.
		array(
			'in_footer' => true,
			'strategy'  => 'async',
		)
	);
}
wp_enqueue_script( 'jetpack-blocks-pinterest-pinit' );

printf(
	'<div %1$s><a data-pin-do="%2$s" href="%3$s">%4$s</a></div>',
	$jetpack_blocks_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	esc_attr( $jetpack_blocks_pin_do ),
	esc_url( $jetpack_blocks_pin_url ),
	esc_html( $jetpack_blocks_pin_url )
);
