<?php
/**
 * Visitor markup of jetpack/business-hours, rendered from the `days` attribute.
 *
 * The block stores no markup (a self-closing comment). Visitors get a definition list: one item
 * per day, in the site's week order (`start_of_week`), with the day name in the site's language and
 * the day's hours in the site's `time_format`, or "Closed" when no interval can be shown. An
 * interval is shown only when both of its times are strict "HH:MM" (00:00–23:59).
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

if ( ! isset( $attributes['days'] ) || ! is_array( $attributes['days'] ) ) {
	return '';
}

$jetpack_blocks_day_keys = array( 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' );

// The hours of each known day; the first entry for a day counts, unknown names are ignored.
$jetpack_blocks_hours_by_day = array();
foreach ( $attributes['days'] as $jetpack_blocks_day ) {
	if ( ! is_array( $jetpack_blocks_day ) || ! isset( $jetpack_blocks_day['name'] ) || ! is_string( $jetpack_blocks_day['name'] ) ) {
		continue;
	}
	$jetpack_blocks_name = $jetpack_blocks_day['name'];
	if ( ! in_array( $jetpack_blocks_name, $jetpack_blocks_day_keys, true ) || isset( $jetpack_blocks_hours_by_day[ $jetpack_blocks_name ] ) ) {
		continue;
	}
	$jetpack_blocks_hours_by_day[ $jetpack_blocks_name ] = isset( $jetpack_blocks_day['hours'] ) && is_array( $jetpack_blocks_day['hours'] ) ? $jetpack_blocks_day['hours'] : array();
}

// Minutes after midnight for a strict "HH:MM", or null.
$jetpack_blocks_parse_time = static function ( $value ): ?int {
	if ( ! is_string( $value ) || ! preg_match( '/^([01][0-9]|2[0-3]):([0-5][0-9])$/', $value, $matches ) ) {
		return null;
	}
	return (int) $matches[1] * 60 + (int) $matches[2];
};

// Day names, first day of the week and time format, as the editor gets them from the REST route.
$jetpack_blocks_week        = \Jetpack_Blocks\business_hours_week();
$jetpack_blocks_time_format = $jetpack_blocks_week['timeFormat'];
$jetpack_blocks_utc         = new DateTimeZone( 'UTC' );

$jetpack_blocks_format_time = static function ( int $minutes ) use ( $jetpack_blocks_time_format, $jetpack_blocks_utc ): string {
	// A timestamp on 1970-01-01 formatted in UTC is the wall-clock time itself; wp_date() localizes am/pm.
	$formatted = wp_date( $jetpack_blocks_time_format, $minutes * 60, $jetpack_blocks_utc );
	return is_string( $formatted ) ? $formatted : sprintf( '%02d:%02d', intdiv( $minutes, 60 ), $minutes % 60 );
};

$jetpack_blocks_start_of_week = $jetpack_blocks_week['startOfWeek'];

$jetpack_blocks_items = '';
for ( $jetpack_blocks_offset = 0; $jetpack_blocks_offset < 7; $jetpack_blocks_offset++ ) {
	$jetpack_blocks_index = ( $jetpack_blocks_start_of_week + $jetpack_blocks_offset ) % 7;
	$jetpack_blocks_key   = $jetpack_blocks_day_keys[ $jetpack_blocks_index ];

	$jetpack_blocks_label = $jetpack_blocks_week['days'][ $jetpack_blocks_key ];

	$jetpack_blocks_intervals = array();
	foreach ( $jetpack_blocks_hours_by_day[ $jetpack_blocks_key ] ?? array() as $jetpack_blocks_interval ) {
		if ( ! is_array( $jetpack_blocks_interval ) ) {
			continue;
		}
		$jetpack_blocks_opening = $jetpack_blocks_parse_time( $jetpack_blocks_interval['opening'] ?? null );
		$jetpack_blocks_closing = $jetpack_blocks_parse_time( $jetpack_blocks_interval['closing'] ?? null );
		if ( null === $jetpack_blocks_opening || null === $jetpack_blocks_closing ) {
			continue;
		}
		$jetpack_blocks_intervals[] = $jetpack_blocks_format_time( $jetpack_blocks_opening ) . ' - ' . $jetpack_blocks_format_time( $jetpack_blocks_closing );
	}

	$jetpack_blocks_items .= sprintf(
		'<div class="jetpack-business-hours__item"><dt class="%1$s">%2$s</dt><dd class="%1$s">%3$s</dd></div>',
		esc_attr( $jetpack_blocks_key ),
		esc_html( $jetpack_blocks_label ),
		esc_html( $jetpack_blocks_intervals ? implode( ', ', $jetpack_blocks_intervals ) : __( 'Closed', 'jetpack-blocks' ) )
	);
}

printf(
	'<dl %1$s>%2$s</dl>',
	get_block_wrapper_attributes( array( 'class' => 'jetpack-business-hours' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	$jetpack_blocks_items // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
