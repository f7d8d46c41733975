<?php
/**
 * How many AI requests one user may have running at once (issue 21, L8).
 *
 * A completion stream can hold a PHP worker for minutes (Ai_Stream::MAX_SECONDS), and so can a
 * transcription; without a bound, one contributor opening many at once could occupy every worker
 * of the site. Each completion, transcription and image request therefore takes one of the user's
 * slots before the provider is called (default 2, filter `jetpack_blocks_ai_user_concurrent_requests`),
 * and a request that finds them all taken is refused with a 429 `error_request_running` saying so.
 *
 * A slot is a row of the options table, `_jetpack_blocks_ai_slot_<user>_<n>`, whose value is
 * `<expiry time>:<random owner id>`:
 * - taking a free slot is an INSERT IGNORE: of several requests inserting the same row at the same
 *   moment the database keeps exactly one, and each request reads the row back to see whether the
 *   owner id is its own (this holds with or without a persistent object cache, which is never
 *   asked: the rows are read and written in SQL only);
 * - a slot left behind by a request that never ended (a killed PHP process) expires: once its
 *   expiry time has passed, a request takes it over with a compare-and-swap UPDATE on the exact
 *   value it read, so two requests cannot both take over the same stale slot;
 * - the slot is given back when the request ends, whatever way it ends: a shutdown function (PHP
 *   runs those after a normal end, an exit, a fatal error, a time-out and a client abort) deletes
 *   the row, and only if it still holds this request's owner id.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** AI requests one user may have running at once, by default. */
const AI_USER_CONCURRENT_REQUESTS = 2;

/** Prefix of the option rows that hold the slots. */
const AI_SLOT_OPTION_PREFIX = '_jetpack_blocks_ai_slot_';

/**
 * AI requests a user may have running at once (0: no bound).
 *
 * @param int $user_id User.
 */
function ai_user_concurrent_limit( int $user_id ): int {
	/**
	 * AI requests (completions, transcriptions, images) one user may have running at once.
	 *
	 * @param int $limit   Default 2; 0 for no bound.
	 * @param int $user_id User.
	 */
	return max( 0, (int) apply_filters( 'jetpack_blocks_ai_user_concurrent_requests', AI_USER_CONCURRENT_REQUESTS, $user_id ) );
}

/**
 * Seconds after which a slot whose request never gave it back counts as free: the longest a stream
 * may run, and a minute's margin for what comes before it.
 */
function ai_slot_lifetime(): int {
	/** This filter is documented in php-stubs/ai/class-ai-stream.php. */
	$stream = (float) apply_filters( 'jetpack_blocks_ai_stream_max_seconds', (float) Ai_Stream::MAX_SECONDS );
	return (int) ceil( max( (float) Ai_Stream::MAX_SECONDS, $stream ) ) + 60;
}

/**
 * The value of a slot row, or null when the row does not exist.
 *
 * @param string $name Option name.
 */
function ai_slot_read( string $name ): ?string {
	global $wpdb;
	$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	return null === $value ? null : (string) $value;
}

/**
 * Takes one of the user's slots for the current request, given back when the request ends.
 *
 * @param int $user_id The user asking.
 * @return \WP_Error|null Null when a slot was taken (or there is no bound); a 429
 *                        `error_request_running` when every slot is in use.
 */
function ai_take_request_slot( int $user_id ): ?\WP_Error {
	global $wpdb;
	$limit = ai_user_concurrent_limit( $user_id );
	if ( 0 === $limit || $user_id <= 0 ) {
		return null;
	}
	$now  = time();
	$mine = ( $now + ai_slot_lifetime() ) . ':' . wp_generate_password( 20, false );
	for ( $slot = 0; $slot < $limit; $slot++ ) {
		$name = AI_SLOT_OPTION_PREFIX . $user_id . '_' . $slot;
		$held = ai_slot_read( $name );
		if ( null === $held ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, $mine ) );
		} elseif ( (int) strtok( $held, ':' ) < $now ) {
			// Left behind by a request that never ended: taken over only if nobody else did first.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $mine, $name, $held ) );
		} else {
			continue;
		}
		// Whichever request won the insert or the swap, the row now says who.
		if ( ai_slot_read( $name ) === $mine ) {
			register_shutdown_function( __NAMESPACE__ . '\ai_release_request_slot', $name, $mine );
			return null;
		}
	}
	return Ai_Error::request_running( $limit )->to_wp_error();
}

/**
 * Gives a slot back: deletes its row if it is still this request's (after an expiry another
 * request may have taken it over, and keeps it).
 *
 * @param string $name Option name of the slot.
 * @param string $mine The value this request wrote.
 */
function ai_release_request_slot( string $name, string $mine ): void {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $name, $mine ) );
}

/**
 * Removes the slots whose expiry has passed (daily, from cron.php): a request that was killed
 * never gave its slot back, and a user who does not come back would keep the row for ever. Each
 * row goes only if it still holds the value read, so a slot taken over meanwhile stays.
 *
 * @return int Rows removed.
 */
function ai_remove_expired_slots(): int {
	global $wpdb;
	$removed = 0;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( AI_SLOT_OPTION_PREFIX ) . '%' ), ARRAY_N );
	foreach ( $rows as $row ) {
		if ( (int) strtok( (string) $row[1], ':' ) < time() ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$removed += (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $row[0], $row[1] ) );
		}
	}
	return $removed;
}
