<?php
/**
 * The local analytics pixel (spec 000 §7 AI 6, "Analytics"): the client's tracking-pixel GETs go to
 * admin-ajax.php?action=jetpack_blocks_tracks_pixel (printed as `tracksPixelUrl` in the initial
 * state) instead of the hosted pixel, so events stay on this site.
 *
 * GET admin-ajax.php?action=jetpack_blocks_tracks_pixel&_en=<event>&_ts=<ms>&_ut=&_ui=&_ul=&<prop>=…
 *   (signed-in users only: there is no handler for visitors, so admin-ajax answers 400 "0")
 *   → always a 1×1 transparent GIF (Content-Type: image/gif, not cacheable). The header
 *   `X-Jetpack-Blocks-Tracks` says what happened: `stored`, `rejected` (the name is not an event
 *   name starting with `jetpack_` or `akismet_`) or `opted-out` (the user opted out in
 *   tracking/settings). Stored events go to the option `jetpack_blocks_tracks_events`, newest
 *   last, capped at 100: { name, time (client ms), received (server s), user_id, identity:
 *   { type, id, login }, properties: { <key>: string } }.
 *
 * An image request cannot carry the REST nonce, so the pixel relies on the login cookie alone; it
 * only ever appends an analytics record for the signed-in user.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Option: stored events. */
const TRACKS_EVENTS_OPTION = 'jetpack_blocks_tracks_events';

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
	return add_query_arg( 'action', TRACKS_PIXEL_ACTION, admin_url( 'admin-ajax.php' ) );
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
 * Appends an event, keeping the last TRACKS_MAX_EVENTS.
 *
 * @param array<string, mixed> $event Event.
 */
function tracks_store_event( array $event ): void {
	$events   = tracks_events();
	$events[] = $event;
	update_option( TRACKS_EVENTS_OPTION, array_slice( $events, -TRACKS_MAX_EVENTS ), false );
}

/**
 * The stored events, oldest first.
 *
 * @return array<int, array<string, mixed>>
 */
function tracks_events(): array {
	$stored = get_option( TRACKS_EVENTS_OPTION, array() );
	return is_array( $stored ) ? array_values( array_filter( $stored, 'is_array' ) ) : array();
}

/**
 * Forgets every stored event.
 */
function tracks_clear_events(): void {
	delete_option( TRACKS_EVENTS_OPTION );
}

/**
 * The admin-ajax handler: records the event (unless rejected or opted out), answers the GIF.
 */
function tracks_pixel(): void {
	$user_id = get_current_user_id();
	// An image GET carries no nonce; it only appends an analytics record for this user.
	$query = wp_unslash( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$event = tracks_event_from_query( is_array( $query ) ? $query : array(), $user_id );

	if ( null === $event ) {
		$outcome = 'rejected';
	} elseif ( tracks_user_opted_out( $user_id ) ) {
		$outcome = 'opted-out';
	} else {
		tracks_store_event( $event );
		$outcome = 'stored';
	}

	nocache_headers();
	header( 'Content-Type: image/gif' );
	header( 'X-Jetpack-Blocks-Tracks: ' . $outcome );
	header( 'X-Content-Type-Options: nosniff' );
	// A 1×1 transparent GIF.
	echo base64_decode( 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
	exit;
}
add_action( 'wp_ajax_' . TRACKS_PIXEL_ACTION, __NAMESPACE__ . '\tracks_pixel' );
