<?php
/**
 * The plugin's deferred work, as WP-Cron events. Each runs from WordPress's own cron (spawned by
 * page views) and equally from a system cron that requests `wp-cron.php` with DISABLE_WP_CRON set,
 * as hosts with several web heads run it: nothing here depends on the head, the request or the
 * user that runs it.
 *
 * - `jetpack_blocks_video_upload_cleanup` (daily): removes resumable uploads nobody touched for a
 *   day (videopress/upload/store.php);
 * - `jetpack_blocks_housekeeping` (daily): removes the rate-limit rows of ended windows
 *   (rate-limit.php), the analytics throttle's ended windows (routes/tracks.php) and AI request
 *   slots left behind by killed requests (ai/concurrency.php);
 * - `jetpack_blocks_related_posts_index` (single, rescheduled until done): indexes the posts
 *   published before the related-posts engine ran (related-posts/engine.php).
 *
 * The daily events are scheduled on activation, and again on an admin screen when missing (a site
 * that updated the plugin without reactivating it); every event is removed on deactivation. Each
 * handler loads the code it needs only when it runs, so this file costs a visitor's request a few
 * hooks and nothing else.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Cron;

defined( 'ABSPATH' ) || exit;

/** Daily: abandoned resumable uploads. */
const UPLOAD_CLEANUP_HOOK = 'jetpack_blocks_video_upload_cleanup';

/** Daily: rows of ended rate-limit windows, ended throttle windows, expired AI slots. */
const HOUSEKEEPING_HOOK = 'jetpack_blocks_housekeeping';

/** Single: the related-posts backfill (scheduled by the engine; see related-posts/engine.php). */
const RELATED_POSTS_INDEX_HOOK = 'jetpack_blocks_related_posts_index';

/**
 * The recurring events and when each first runs after it is scheduled (an hour on: not in the
 * request that activates the plugin).
 *
 * @return array<string, string> Hook → recurrence.
 */
function recurring_events(): array {
	return array(
		UPLOAD_CLEANUP_HOOK => 'daily',
		HOUSEKEEPING_HOOK   => 'daily',
	);
}

/** Schedules each recurring event that is not scheduled yet. */
function schedule_events(): void {
	foreach ( recurring_events() as $hook => $recurrence ) {
		if ( ! wp_next_scheduled( $hook ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, $recurrence, $hook );
		}
	}
}

/** Removes every event of the plugin (deactivation). */
function unschedule_events(): void {
	foreach ( array_merge( array_keys( recurring_events() ), array( RELATED_POSTS_INDEX_HOOK ) ) as $hook ) {
		wp_clear_scheduled_hook( $hook );
	}
}

/** `jetpack_blocks_video_upload_cleanup`. */
function run_upload_cleanup(): void {
	require_once __DIR__ . '/videopress/upload/store.php';
	\Jetpack_Blocks\VideoPress\Upload\remove_stale_uploads();
}

/** `jetpack_blocks_housekeeping`. */
function run_housekeeping(): void {
	require_once __DIR__ . '/rate-limit.php';
	require_once __DIR__ . '/routes/tracks.php';
	require_once __DIR__ . '/ai/concurrency.php';
	\Jetpack_Blocks\rate_limit_remove_ended();
	\Jetpack_Blocks\tracks_remove_ended_windows();
	\Jetpack_Blocks\ai_remove_expired_slots();
}

/** `jetpack_blocks_related_posts_index`. */
function run_related_posts_index(): void {
	require_once __DIR__ . '/modules/registry.php';
	require_once __DIR__ . '/related-posts/engine.php';
	\Jetpack_Blocks\Related_Posts\run_index_event();
}

add_action( UPLOAD_CLEANUP_HOOK, __NAMESPACE__ . '\run_upload_cleanup' );
add_action( HOUSEKEEPING_HOOK, __NAMESPACE__ . '\run_housekeeping' );
add_action( RELATED_POSTS_INDEX_HOOK, __NAMESPACE__ . '\run_related_posts_index' );
add_action( 'admin_init', __NAMESPACE__ . '\schedule_events' );

if ( defined( 'JETPACK_BLOCKS_FILE' ) ) {
	register_activation_hook( JETPACK_BLOCKS_FILE, __NAMESPACE__ . '\schedule_events' );
	register_deactivation_hook( JETPACK_BLOCKS_FILE, __NAMESPACE__ . '\unschedule_events' );
}
