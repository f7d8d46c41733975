<?php
/**
 * REST route of the Business Hours block: the site's week as the editor should show it.
 *
 * GET /wpcom/v2/business-hours/localized-week (editors only) returns
 * {
 *   "days": { "Sun": "Sunday", "Mon": "Monday", ..., "Sat": "Saturday" },
 *   "startOfWeek": 1,
 *   "timeFormat": "g:i a"
 * }
 * with the day names in the site's language (as visitors see them in render.php), the site's
 * `start_of_week` option (0 = Sunday) and `time_format` option. The block falls back to English
 * defaults when the request fails.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the route.
 */
function register_business_hours_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/business-hours/localized-week',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\business_hours_localized_week',
			'permission_callback' => __NAMESPACE__ . '\business_hours_can_read_week',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_business_hours_routes' );

/**
 * Only people who can edit posts need the editor's view of the week.
 */
function business_hours_can_read_week(): bool {
	return current_user_can( 'edit_posts' );
}

/**
 * The site's week: day names in the site's language keyed Sun..Sat (first letter upper-cased),
 * the first day of the week (0 = Sunday) and the time format. Shared by this route and the
 * block's render.php so the editor and visitors see the same week.
 *
 * @return array{days: array<string, string>, startOfWeek: int, timeFormat: string}
 */
function business_hours_week(): array {
	global $wp_locale;
	$keys    = array( 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' );
	$english = array( 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday' );
	$days    = array();
	foreach ( $keys as $index => $key ) {
		$name = $wp_locale instanceof \WP_Locale ? (string) $wp_locale->get_weekday( $index ) : '';
		if ( '' === $name ) {
			$name = $english[ $index ];
		}
		$days[ $key ] = mb_strtoupper( mb_substr( $name, 0, 1 ) ) . mb_substr( $name, 1 );
	}

	$start_of_week = get_option( 'start_of_week' );
	$start_of_week = is_numeric( $start_of_week ) ? (int) $start_of_week : 0;
	if ( $start_of_week < 0 || $start_of_week > 6 ) {
		$start_of_week = 0;
	}

	$time_format = get_option( 'time_format' );
	if ( ! is_string( $time_format ) || '' === trim( $time_format ) ) {
		$time_format = 'g:i a';
	}

	return array(
		'days'        => $days,
		'startOfWeek' => $start_of_week,
		'timeFormat'  => $time_format,
	);
}

/**
 * GET handler: the site's week, in the site's language.
 *
 * @return \WP_REST_Response
 */
function business_hours_localized_week() {
	// REST requests from the editor run in the user's language; the block shows the site's.
	$switched = switch_to_locale( get_locale() );
	$week     = business_hours_week();
	if ( $switched ) {
		restore_previous_locale();
	}
	return rest_ensure_response( $week );
}
