<?php
/**
 * The local analytics pixel (spec 000 §7 AI 6, "Analytics"): the client's tracking-pixel GETs go to
 * admin-ajax.php?action=jetpack_blocks_tracks_pixel&_wpnonce=<nonce> (printed as `tracksPixelUrl`
 * in the initial state) instead of the hosted pixel, so events stay on this site.
 *
 * GET admin-ajax.php?action=jetpack_blocks_tracks_pixel&_wpnonce=…&_en=<event>&_ts=<ms>&_ut=&_ui=&_ul=&<prop>=…
 *   (signed-in users only: there is no handler for visitors, so admin-ajax answers 400 "0")
 *   → a 1×1 transparent GIF (Content-Type: image/gif, not cacheable). The header
 *   `X-Jetpack-Blocks-Tracks` says what happened:
 *   - `refused` (403): the nonce is missing or not this user's, or the user cannot edit_posts;
 *   - `rejected` (200): the name is not an event name starting with `jetpack_` or `akismet_`;
 *   - `opted-out` (200): the user opted out in tracking/settings;
 *   - `throttled` (429, with Retry-After): the user sent more events than the throttle allows
 *     (default 60 a minute; filter `jetpack_blocks_tracks_throttle`);
 *   - `stored` (200).
 *
 * Storage: one non-autoloaded option row per event, `jetpack_blocks_tracks_event_<µs>_<random>`
 * (names sort by arrival), holding { name, time (client ms), received (server s), user_id,
 * identity: { type, id, login }, properties: { <key>: string } }. A hit inserts its own small row
 * and deletes the rows beyond the newest 100; it never rewrites the log, and parallel hits (a
 * queue flushed at once) cannot overwrite each other. tracks_events() reads the last 100, oldest
 * first. Events stored before this layout (the option `jetpack_blocks_tracks_events`, one array)
 * are read as older than every row, and deleted with the rest. The throttle counts in one row per
 * user, `jetpack_blocks_tracks_window_<user id>` (see tracks_throttle_hit()), changed atomically.
 *
 * An image request cannot carry the REST nonce header, so the pixel's URL carries its own nonce
 * (bound to the user and their session): another site cannot make a signed-in user's browser write
 * to this log.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Option: the events stored before one row per event (one array, oldest first); read, never written. */
const TRACKS_EVENTS_OPTION = 'jetpack_blocks_tracks_events';

/** Name prefix of the option rows holding one event each. */
const TRACKS_EVENT_ROW_PREFIX = 'jetpack_blocks_tracks_event_';

/** Name prefix of the throttle rows of an earlier layout (`<prefix><user id>_<window start>`); removed by the daily clean-up. */
const TRACKS_THROTTLE_ROW_PREFIX = 'jetpack_blocks_tracks_throttle_';

/** Name prefix of the throttle's row per user, `<prefix><user id>`, value `<window start>:<events counted>`. */
const TRACKS_WINDOW_ROW_PREFIX = 'jetpack_blocks_tracks_window_';

/** Default throttle: this many events … */
const TRACKS_THROTTLE_EVENTS = 60;

/** … per this many seconds, per user. */
const TRACKS_THROTTLE_SECONDS = 60;

/** User meta: the user opted out of analytics. */
const TRACKS_OPT_OUT_META = 'jetpack_blocks_tracks_opt_out';

/** How many events are kept. */
const TRACKS_MAX_EVENTS = 100;

/** Most properties kept per event. */
const TRACKS_MAX_PROPERTIES = 50;

/** Longest property value kept (characters). */
const TRACKS_MAX_VALUE_LENGTH = 500;

/** The admin-ajax action. */
const TRACKS_PIXEL_ACTION = 'jetpack_blocks_tracks_pixel';

/** The event name prefixes accepted. */
const TRACKS_EVENT_PREFIXES = array( 'jetpack_', 'akismet_' );

/**
 * The pixel's URL (the initial state's `tracksPixelUrl`).
 */
function tracks_pixel_url(): string {
	return add_query_arg(
		array(
			'action'   => TRACKS_PIXEL_ACTION,
			'_wpnonce' => wp_create_nonce( TRACKS_PIXEL_ACTION ),
		),
		admin_url( 'admin-ajax.php' )
	);
}

/**
 * Whether a user opted out of analytics.
 *
 * @param int $user_id User.
 */
function tracks_user_opted_out( int $user_id ): bool {
	return $user_id > 0 && '1' === (string) get_user_meta( $user_id, TRACKS_OPT_OUT_META, true );
}

/**
 * Records a user's choice.
 *
 * @param int  $user_id User.
 * @param bool $opt_out Whether analytics are off for them.
 */
function tracks_set_opt_out( int $user_id, bool $opt_out ): void {
	if ( $opt_out ) {
		update_user_meta( $user_id, TRACKS_OPT_OUT_META, '1' );
	} else {
		delete_user_meta( $user_id, TRACKS_OPT_OUT_META );
	}
}

/**
 * An event name as accepted: a sanitized key starting with an accepted prefix, or '' when not.
 *
 * @param mixed $name Candidate.
 */
function tracks_event_name( $name ): string {
	if ( ! is_string( $name ) ) {
		return '';
	}
	$clean = sanitize_key( $name );
	if ( $clean !== $name || strlen( $clean ) > 100 ) {
		return '';
	}
	foreach ( TRACKS_EVENT_PREFIXES as $prefix ) {
		if ( str_starts_with( $clean, $prefix ) && strlen( $clean ) > strlen( $prefix ) ) {
			return $clean;
		}
	}
	return '';
}

/**
 * The event of a pixel request, or null when its name is not accepted.
 *
 * @param array<string, mixed> $query The query ($_GET, unslashed).
 * @param int                  $user_id Signed-in user.
 * @return array<string, mixed>|null
 */
function tracks_event_from_query( array $query, int $user_id ): ?array {
	$name = tracks_event_name( $query['_en'] ?? null );
	if ( '' === $name ) {
		return null;
	}
	$text = static fn ( $value, int $max ): string => is_scalar( $value ) ? mb_substr( sanitize_text_field( (string) $value ), 0, $max ) : '';

	$properties = array();
	foreach ( $query as $key => $value ) {
		$key = (string) $key;
		// Reserved: the pixel's own fields (_en, _ts, _ut, _ui, _ul, cache busters) and the action.
		if ( 'action' === $key || str_starts_with( $key, '_' ) || ! is_scalar( $value ) ) {
			continue;
		}
		$clean_key = sanitize_key( $key );
		if ( '' === $clean_key || count( $properties ) >= TRACKS_MAX_PROPERTIES ) {
			continue;
		}
		$properties[ $clean_key ] = $text( $value, TRACKS_MAX_VALUE_LENGTH );
	}

	$client_time = $query['_ts'] ?? null;
	return array(
		'name'       => $name,
		'time'       => is_scalar( $client_time ) && ctype_digit( (string) $client_time ) ? (int) $client_time : time() * 1000,
		'received'   => time(),
		'user_id'    => $user_id,
		'identity'   => array(
			'type'  => $text( $query['_ut'] ?? '', 40 ),
			'id'    => $text( $query['_ui'] ?? '', 40 ),
			'login' => $text( $query['_ul'] ?? '', 60 ),
		),
		'properties' => $properties,
	);
}

/**
 * The LIKE pattern of the event rows' names.
 */
function tracks_row_pattern(): string {
	global $wpdb;
	return $wpdb->esc_like( TRACKS_EVENT_ROW_PREFIX ) . '%';
}

/**
 * Stores an event in a row of its own, then drops the rows beyond the newest TRACKS_MAX_EVENTS.
 *
 * @param array<string, mixed> $event Event.
 */
function tracks_store_event( array $event ): void {
	global $wpdb;
	// Microseconds since the epoch (16 digits until the year 2286) keep the names in arrival order;
	// the random part keeps two events of the same microsecond apart.
	$name = TRACKS_EVENT_ROW_PREFIX . sprintf( '%016d', (int) floor( microtime( true ) * 1000000 ) ) . '_' . wp_generate_password( 8, false );
	add_option( $name, $event, '', false );

	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a read of the log's own rows, newest first; nothing to cache.
	$stale = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name DESC LIMIT %d, 1000",
			tracks_row_pattern(),
			TRACKS_MAX_EVENTS
		)
	);
	foreach ( $stale as $stale_name ) {
		delete_option( (string) $stale_name );
	}
}

/**
 * The stored events, oldest first: the last TRACKS_MAX_EVENTS.
 *
 * @return array<int, array<string, mixed>>
 */
function tracks_events(): array {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the log's rows in one query instead of one get_option() each.
	$rows = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name DESC LIMIT %d",
			tracks_row_pattern(),
			TRACKS_MAX_EVENTS
		)
	);
	$events = array_reverse( array_map( 'maybe_unserialize', $rows ) );

	$legacy = get_option( TRACKS_EVENTS_OPTION, array() );
	if ( is_array( $legacy ) && count( $events ) < TRACKS_MAX_EVENTS ) {
		$events = array_merge( array_slice( array_values( $legacy ), -( TRACKS_MAX_EVENTS - count( $events ) ) ), $events );
	}
	return array_values( array_filter( $events, 'is_array' ) );
}

/**
 * Forgets every stored event.
 */
function tracks_clear_events(): void {
	global $wpdb;
	delete_option( TRACKS_EVENTS_OPTION );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the names of the log's rows.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", tracks_row_pattern() ) );
	foreach ( $names as $name ) {
		delete_option( (string) $name );
	}
}

/**
 * The throttle for a user: at most `events` stored per `seconds`.
 *
 * @param int $user_id User.
 * @return array{events: int, seconds: int}
 */
function tracks_throttle( int $user_id ): array {
	/**
	 * Filters how many analytics events one user may store in a period.
	 *
	 * @param array{events: int, seconds: int} $throttle Default: 60 events per 60 seconds.
	 * @param int                              $user_id  The user sending the events.
	 */
	$throttle = apply_filters(
		'jetpack_blocks_tracks_throttle',
		array(
			'events'  => TRACKS_THROTTLE_EVENTS,
			'seconds' => TRACKS_THROTTLE_SECONDS,
		),
		$user_id
	);
	$throttle = is_array( $throttle ) ? $throttle : array();
	$number   = static fn ( $value, int $fallback ): int => is_numeric( $value ) ? max( 1, (int) $value ) : $fallback;
	return array(
		'events'  => $number( $throttle['events'] ?? null, TRACKS_THROTTLE_EVENTS ),
		'seconds' => $number( $throttle['seconds'] ?? null, TRACKS_THROTTLE_SECONDS ),
	);
}

/**
 * Counts one event against the user's throttle. A window starts with the user's first event after
 * the previous one ended, so a burst is never split across two windows.
 *
 * The user's window lives in one option row, `jetpack_blocks_tracks_window_<user id>`, whose value
 * is `<window start>:<events counted>`, changed only by a compare-and-swap UPDATE on the exact value
 * read (the row itself is created with INSERT IGNORE). Why not a row per window, created when a
 * request sees that the last one ended: two requests that both see it ended, a second apart, each
 * create a window of their own and count against it, so a parallel burst at a window's start could
 * pass twice the limit. With one row, of the requests that read the same value exactly one writes;
 * the others read again. The row is read and written in SQL only, never through the options API,
 * so a persistent object cache holds no copy that another web head could find stale.
 *
 * @param int $user_id User.
 * @return int 0 when the event may be stored, else the seconds until the window ends.
 */
function tracks_throttle_hit( int $user_id ): int {
	global $wpdb;
	$throttle = tracks_throttle( $user_id );
	$name     = TRACKS_WINDOW_ROW_PREFIX . $user_id;
	for ( $attempt = 0; $attempt < 25; $attempt++ ) {
		$now = time();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- compared byte for byte below; a cached copy would defeat the swap.
		$held = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", $name ) );
		if ( null === $held ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- an atomic create: a row another hit made first stays as it is.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0:0', 'off')", $name ) );
			continue;
		}
		$parts = explode( ':', (string) $held );
		$start = (int) ( $parts[0] ?? 0 );
		$count = (int) ( $parts[1] ?? 0 );
		if ( $now >= $start + $throttle['seconds'] || $start > $now ) {
			$start = $now;
			$count = 0;
		}
		if ( $count >= $throttle['events'] ) {
			return max( 1, $start + $throttle['seconds'] - $now );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the compare-and-swap.
		$swapped = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $start . ':' . ( $count + 1 ), $name, (string) $held ) );
		if ( 1 === $swapped ) {
			return 0;
		}
		// Another hit wrote first: read again after a short, random pause so that retries spread out.
		usleep( wp_rand( 1000, 5000 ) );
	}
	// Still contended after every attempt: refused for a moment rather than counted twice.
	return 1;
}

/**
 * Removes the throttle rows nobody needs any more (daily, from cron.php): windows that ended a day
 * ago or more, and the rows of the earlier layout (one per user and window).
 *
 * @return int Rows removed.
 */
function tracks_remove_ended_windows(): int {
	global $wpdb;
	$removed = 0;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the throttle's own rows.
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( TRACKS_WINDOW_ROW_PREFIX ) . '%' ), ARRAY_N );
	foreach ( $rows as $row ) {
		$start = (int) strtok( (string) $row[1], ':' );
		if ( $start + DAY_IN_SECONDS < time() ) {
			// Only if unchanged since read: a hit that just opened a new window keeps it.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
			$removed += (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $row[0], $row[1] ) );
		}
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$removed += (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( TRACKS_THROTTLE_ROW_PREFIX ) . '%' ) );
	return $removed;
}

/**
 * Ends the request with the pixel: the GIF, the outcome header and a status.
 *
 * @param string $outcome     What happened (see the header above).
 * @param int    $status      HTTP status.
 * @param int    $retry_after Seconds, for a throttled request.
 */
function tracks_pixel_answer( string $outcome, int $status, int $retry_after = 0 ): void {
	status_header( $status );
	nocache_headers();
	header( 'Content-Type: image/gif' );
	header( 'X-Jetpack-Blocks-Tracks: ' . $outcome );
	header( 'X-Content-Type-Options: nosniff' );
	if ( $retry_after > 0 ) {
		header( 'Retry-After: ' . $retry_after );
	}
	// A 1×1 transparent GIF.
	echo base64_decode( 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	exit;
}

/**
 * The admin-ajax handler: checks the nonce and the capability, then records the event (unless
 * rejected, opted out or throttled) and answers the GIF.
 */
function tracks_pixel(): void {
	$user_id = get_current_user_id();
	if ( false === check_ajax_referer( TRACKS_PIXEL_ACTION, '_wpnonce', false ) || ! current_user_can( 'edit_posts' ) ) {
		tracks_pixel_answer( 'refused', 403 );
	}
	// The nonce was checked above.
	$query = wp_unslash( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$event = tracks_event_from_query( is_array( $query ) ? $query : array(), $user_id );

	if ( null === $event ) {
		tracks_pixel_answer( 'rejected', 200 );
	}
	if ( tracks_user_opted_out( $user_id ) ) {
		tracks_pixel_answer( 'opted-out', 200 );
	}
	$wait = tracks_throttle_hit( $user_id );
	if ( $wait > 0 ) {
		tracks_pixel_answer( 'throttled', 429, $wait );
	}
	tracks_store_event( $event );
	tracks_pixel_answer( 'stored', 200 );
}
add_action( 'wp_ajax_' . TRACKS_PIXEL_ACTION, __NAMESPACE__ . '\tracks_pixel' );
