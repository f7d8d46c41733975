<?php
/**
 * Visitor markup of jetpack/google-calendar: the calendar in an iframe (titled, lazily loaded) and,
 * under it, a link to the same calendar for visitors whose browser does not show it.
 *
 * No `sandbox`: the calendar needs scripts and its own origin (its requests go to its own host),
 * and a sandbox that allows both is refused by the HTML checker as pointless. The protection is the
 * address itself — a cross-origin page on the Google calendar host, which cannot reach this page.
 *
 * Only the calendar's embed address on the Google calendar host is put in the iframe (the rules of
 * calendar-url.ts: https, host calendar.google.com, path /calendar/embed with a src). Any other url
 * renders nothing: the attribute comes from post content, and an iframe must not show an arbitrary
 * page under the site's name.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_calendar_url = isset( $attributes['url'] ) && is_string( $attributes['url'] ) ? trim( $attributes['url'] ) : '';
$jetpack_blocks_calendar     = '' === $jetpack_blocks_calendar_url || preg_match( '/[\s<>"]/', $jetpack_blocks_calendar_url ) ? false : wp_parse_url( $jetpack_blocks_calendar_url );

if (
	! is_array( $jetpack_blocks_calendar )
	|| ! isset( $jetpack_blocks_calendar['scheme'], $jetpack_blocks_calendar['host'], $jetpack_blocks_calendar['path'], $jetpack_blocks_calendar['query'] )
	|| ! in_array( strtolower( $jetpack_blocks_calendar['scheme'] ), array( 'http', 'https' ), true )
	|| 'calendar.google.com' !== strtolower( $jetpack_blocks_calendar['host'] )
	|| isset( $jetpack_blocks_calendar['user'] ) || isset( $jetpack_blocks_calendar['pass'] ) || isset( $jetpack_blocks_calendar['port'] )
	|| ! preg_match( '#^/calendar/(?:[ub]/\d+/)?embed/?$#D', $jetpack_blocks_calendar['path'] )
) {
	return;
}

wp_parse_str( $jetpack_blocks_calendar['query'], $jetpack_blocks_calendar_query );
if ( empty( $jetpack_blocks_calendar_query['src'] ) ) {
	return;
}

// Google serves calendars over https only.
$jetpack_blocks_calendar_src = 'https://calendar.google.com' . $jetpack_blocks_calendar['path'] . '?' . $jetpack_blocks_calendar['query'];

$jetpack_blocks_calendar_height = isset( $attributes['height'] ) ? (int) $attributes['height'] : 600;
if ( $jetpack_blocks_calendar_height <= 0 ) {
	$jetpack_blocks_calendar_height = 600;
}
$jetpack_blocks_calendar_width = isset( $attributes['width'] ) ? (int) $attributes['width'] : 0;
// The iframe fills the column; an embed code's width is kept as its largest size.
$jetpack_blocks_calendar_style = $jetpack_blocks_calendar_width > 0
	? sprintf( 'border:0;width:100%%;max-width:%dpx', $jetpack_blocks_calendar_width )
	: 'border:0;width:100%';

printf(
	'<div %1$s><iframe src="%2$s" title="%3$s" height="%4$d" style="%5$s" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe><p class="wp-block-jetpack-google-calendar__link"><a href="%2$s">%6$s</a></p></div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	esc_url( $jetpack_blocks_calendar_src ),
	esc_attr__( 'Google Calendar', 'jetpack-blocks' ),
	(int) $jetpack_blocks_calendar_height,
	esc_attr( $jetpack_blocks_calendar_style ),
	esc_html__( 'View the calendar on Google Calendar', 'jetpack-blocks' )
);
