<?php
/**
 * The plugin's life on a site: the schema version its stored data is at (and the migrations that
 * bring it up to date after an update), the "Delete all data on uninstall" setting, and what
 * activation and deactivation do.
 *
 * Loaded on every request, so it holds only hooks and a comparison of one autoloaded option: the
 * migrations' code (migrations.php) is read only by the request that runs them.
 *
 * - An update replaces the files without activating the plugin again, so the stored schema version
 *   is compared on every request. When it is behind, wp-admin requests and the WP-Cron event
 *   `jetpack_blocks_migrate` run the migrations in small batches that resume where the last one
 *   stopped; a visitor's request only makes sure that event is scheduled.
 * - Deactivation removes the plugin's WP-Cron events (cron.php's and the migration event) and
 *   nothing else: settings, content and records stay for the next activation.
 * - Uninstall (uninstall.php) removes the plugin's own data; see data.php for what is kept.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Lifecycle;

defined( 'ABSPATH' ) || exit;

/** The schema version this code expects the stored data at; each migration raises it by one. */
const SCHEMA_VERSION = 4;

/** Option (autoloaded): the schema version the site's stored data is at. Missing: before 12.5.0. */
const SCHEMA_OPTION = 'jetpack_blocks_schema_version';

/** WP-Cron event (single, rescheduled until done): the next batch of migrations. */
const MIGRATE_HOOK = 'jetpack_blocks_migrate';

/** Option: the owner's "Delete all data on uninstall" choice (per site). */
const DELETE_DATA_OPTION = 'jetpack_blocks_delete_data_on_uninstall';

/** The schema version the site's stored data is at. */
function stored_schema_version(): int {
	return (int) get_option( SCHEMA_OPTION, 0 );
}

/** Whether stored data is behind this code. */
function needs_migration(): bool {
	return stored_schema_version() < SCHEMA_VERSION;
}

/**
 * Runs migrations for at most `$seconds` (wp-admin requests and the cron event); schedules the
 * event again while some are left.
 *
 * @param float $seconds Time budget of this request.
 * @return bool Whether the stored data is now up to date.
 */
function migrate( float $seconds ): bool {
	require_once __DIR__ . '/migrations.php';
	$done = run_migrations( $seconds );
	if ( ! $done ) {
		schedule_migration();
	}
	return $done;
}

/** Schedules the migration event unless it is scheduled already. */
function schedule_migration(): void {
	if ( ! wp_next_scheduled( MIGRATE_HOOK ) ) {
		wp_schedule_single_event( time(), MIGRATE_HOOK );
	}
}

/**
 * Every request: compares the stored schema version. wp-admin runs a short batch itself (an owner
 * who just uploaded the update sees migrated data), the cron event runs longer ones, and anything
 * else only schedules the event.
 */
function check_schema(): void {
	if ( ! needs_migration() ) {
		return;
	}
	if ( wp_doing_cron() ) {
		return; // The event's own callback runs the batch.
	}
	if ( is_admin() && ! wp_doing_ajax() ) {
		migrate( 0.5 );
		return;
	}
	schedule_migration();
}
add_action( 'init', __NAMESPACE__ . '\check_schema', 20 );

add_action(
	MIGRATE_HOOK,
	static function (): void {
		migrate( 10.0 );
	}
);

/**
 * Registers the "Delete all data on uninstall" setting, for the settings screen (through
 * `/wp/v2/settings`, which needs `manage_options`) and for options.php.
 */
function register_settings(): void {
	register_setting(
		'jetpack_blocks',
		DELETE_DATA_OPTION,
		array(
			'type'              => 'boolean',
			'label'             => __( 'Delete all data on uninstall', 'jetpack-blocks' ),
			'description'       => __( 'When the plugin is deleted, also delete its form responses, payment records, newsletter sign-ups, products, payment plans and video settings. Posts, pages and media are always kept.', 'jetpack-blocks' ),
			'default'           => false,
			'sanitize_callback' => 'rest_sanitize_boolean',
			'show_in_rest'      => true,
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_settings' );
add_action( 'admin_init', __NAMESPACE__ . '\register_settings' );

/** Activation: brings stored data up to date at once when there is little to do. */
function activate(): void {
	migrate( 2.0 );
}

/** Deactivation: the migration event (cron.php removes its own events). */
function deactivate(): void {
	wp_clear_scheduled_hook( MIGRATE_HOOK );
}

if ( defined( 'JETPACK_BLOCKS_FILE' ) ) {
	register_activation_hook( JETPACK_BLOCKS_FILE, __NAMESPACE__ . '\activate' );
	register_deactivation_hook( JETPACK_BLOCKS_FILE, __NAMESPACE__ . '\deactivate' );
}
