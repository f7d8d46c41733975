<?php
/**
 * The migrations of stored data, one per schema version, run in order by run_migrations().
 *
 * Each migration works in batches and says whether it is done; between batches its position (a
 * cursor) is stored, so a request that ends, times out or is killed mid-way loses at most one
 * batch's work, and the next request resumes from the cursor. Every migration is safe to run again
 * on data it has already migrated (a batch interrupted before its cursor was stored is redone).
 * Only one request migrates at a time (a lock row, taken atomically with add_option()).
 *
 * 1. Analytics events stored by the first layout, one array in `jetpack_blocks_tracks_events`,
 *    move to the one-row-per-event layout that routes/tracks.php writes (which otherwise reads
 *    the old array on every request, forever).
 * 2. Throttle rows of the first analytics layout (`jetpack_blocks_tracks_throttle_<user>_<window>`,
 *    one per user per minute) are removed; the current layout keeps one row per user.
 * 3. Video guids: before the guid meta key was protected, an author could copy another video's
 *    guid onto their own attachment. Every video attachment that holds a guid another attachment
 *    held first gets a new one of its own now (videopress/guid.php), so no request has to fix it
 *    on first use and embeds of the original video keep pointing at it.
 * 4. The feature-list settings (beta and experimental blocks), which every visitor's page with the
 *    plugin's blocks reads, are stored off, autoloaded, where the site has never set them.
 *    WordPress remembers that an option does not exist only until the request ends (or in a
 *    persistent object cache), so without them every such page asked the database again.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Lifecycle;

defined( 'ABSPATH' ) || exit;

/** Option: where the running migration stopped, `array( 'version' => int, 'cursor' => int )`. */
const STATE_OPTION = 'jetpack_blocks_migration_state';

/** Option: the lock row (its value is when it expires). */
const LOCK_OPTION = 'jetpack_blocks_migration_lock';

/** A lock older than this was left by a killed request. */
const LOCK_SECONDS = 120;

/**
 * Items one batch handles.
 *
 * @return int At least 1.
 */
function batch_size(): int {
	/**
	 * How many items (posts, rows) one batch of a migration handles. Smaller batches keep each
	 * request short on a slow database; larger ones finish sooner.
	 *
	 * @param int $size Default 100.
	 */
	return max( 1, (int) apply_filters( 'jetpack_blocks_migration_batch_size', 100 ) );
}

/**
 * The migrations by the schema version each brings the data to.
 *
 * @return array<int, callable(int): int> Version → batch callback: given the cursor (0 at the
 *                                        start), returns the next cursor, or -1 when done.
 */
function migrations(): array {
	return array(
		1 => __NAMESPACE__ . '\migrate_tracks_events_to_rows',
		2 => __NAMESPACE__ . '\remove_old_throttle_rows',
		3 => __NAMESPACE__ . '\make_video_guids_unique',
		4 => __NAMESPACE__ . '\store_feature_list_defaults',
	);
}

/**
 * Runs batches until the data is up to date or `$seconds` have passed.
 *
 * @param float $seconds Time budget.
 * @return bool Whether the data is up to date.
 */
function run_migrations( float $seconds ): bool {
	if ( ! take_lock() ) {
		return false;
	}
	$deadline = microtime( true ) + $seconds;
	try {
		do {
			$version = stored_schema_version();
			if ( $version >= SCHEMA_VERSION ) {
				delete_option( STATE_OPTION );
				return true;
			}
			$next   = $version + 1;
			$state  = get_option( STATE_OPTION );
			$cursor = is_array( $state ) && (int) ( $state['version'] ?? 0 ) === $next ? (int) ( $state['cursor'] ?? 0 ) : 0;
			$step   = migrations()[ $next ] ?? null;
			$cursor = is_callable( $step ) ? (int) $step( $cursor ) : -1;
			if ( $cursor < 0 ) {
				update_option( SCHEMA_OPTION, $next, true );
				delete_option( STATE_OPTION );
			} else {
				update_option(
					STATE_OPTION,
					array(
						'version' => $next,
						'cursor'  => $cursor,
					),
					false
				);
			}
			// Keep the lock while working.
			update_option( LOCK_OPTION, time() + LOCK_SECONDS, false );
		} while ( microtime( true ) < $deadline );
		return stored_schema_version() >= SCHEMA_VERSION;
	} finally {
		delete_option( LOCK_OPTION );
	}
}

/** Takes the lock row, replacing one left by a killed request. */
function take_lock(): bool {
	if ( add_option( LOCK_OPTION, time() + LOCK_SECONDS, '', false ) ) {
		return true;
	}
	$expires = (int) get_option( LOCK_OPTION, 0 );
	if ( $expires > time() ) {
		return false;
	}
	delete_option( LOCK_OPTION );
	return add_option( LOCK_OPTION, time() + LOCK_SECONDS, '', false );
}

/**
 * 1: the first layout's array of analytics events becomes rows of the current layout. Row names
 * are ordered by the time in them; these events came before any row, so theirs count from zero.
 *
 * @param int $cursor Unused: the array holds at most 100 events, one batch.
 */
function migrate_tracks_events_to_rows( int $cursor ): int {
	unset( $cursor );
	$old = get_option( 'jetpack_blocks_tracks_events', null );
	if ( is_array( $old ) ) {
		foreach ( array_values( $old ) as $index => $event ) {
			if ( is_array( $event ) ) {
				// add_option() leaves an existing row alone: a rerun adds nothing twice.
				add_option( sprintf( 'jetpack_blocks_tracks_event_%016d_migrated', $index ), $event, '', false );
			}
		}
	}
	delete_option( 'jetpack_blocks_tracks_events' );
	return -1;
}

/**
 * 2: a batch of the first layout's throttle rows.
 *
 * @param int $cursor Unused: each batch removes the first rows left.
 */
function remove_old_throttle_rows( int $cursor ): int {
	global $wpdb;
	unset( $cursor );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the rows are found by their name prefix; nothing to cache.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT %d", $wpdb->esc_like( 'jetpack_blocks_tracks_throttle_' ) . '%', batch_size() ) );
	foreach ( $names as $name ) {
		delete_option( (string) $name );
	}
	return count( $names ) < batch_size() ? -1 : 0;
}

/**
 * 3: a batch of video attachments, by ascending id from the cursor.
 *
 * @param int $cursor The last attachment id handled.
 */
function make_video_guids_unique( int $cursor ): int {
	global $wpdb;
	require_once dirname( __DIR__ ) . '/videopress/guid.php';
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a keyset walk over the attachments; nothing to cache.
	$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_mime_type LIKE %s AND ID > %d ORDER BY ID ASC LIMIT %d", $wpdb->esc_like( 'video/' ) . '%', $cursor, batch_size() ) );
	foreach ( $ids as $id ) {
		\Jetpack_Blocks\VideoPress\guid_for_attachment( (int) $id );
		$cursor = (int) $id;
	}
	return count( $ids ) < batch_size() ? -1 : $cursor;
}

/**
 * 4: the feature-list settings stored off (the empty string, as WordPress stores false), autoloaded,
 * where they are missing. The rows are added with INSERT IGNORE, never add_option(): that writes
 * with ON DUPLICATE KEY UPDATE, so a migration running (from WP-Cron, on another web head) while an
 * owner turns the beta blocks on could write "off" over it, if its cache still said the option was
 * missing. Only these two, which stay autoloaded when saved: the blocks' other settings (the
 * account, the connections, the token, the newsletter's settings) are saved not autoloaded, so an
 * autoloaded default would leave the autoloaded settings on the first save; with a persistent
 * object cache, a request writing back its copy of the autoloaded settings at that moment would put
 * the empty default back there, where it hides the saved value (a connected account read as none).
 *
 * @param int $cursor Unused: one batch.
 */
function store_feature_list_defaults( int $cursor ): int {
	global $wpdb;
	$added = false;
	foreach ( array( \Jetpack_Blocks\BETA_BLOCKS_OPTION, \Jetpack_Blocks\EXPERIMENTAL_BLOCKS_OPTION ) as $option ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the caches are brought up to date below.
		$added = 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '', 'on')", $option ) ) || $added;
	}
	if ( $added ) {
		// The autoloaded settings are read again from the table, where the new rows are.
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
	}
	return -1;
}
