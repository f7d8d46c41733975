<?php
/**
 * What the plugin stores on a site, and removing it on uninstall (uninstall.php).
 *
 * Always removed (the plugin's own working data, useless without it):
 * - options named `jetpack_blocks_*` / `_jetpack_blocks_*` (settings, connection state, tokens of
 *   services, AI usage, analytics rows, rate-limit windows, the schema version) and the plugin's
 *   settings stored under the reference's names (see shared_option_names());
 * - transients named `jetpack_blocks_*` (caches, notices, probes);
 * - every WP-Cron event whose hook is `jetpack_blocks_*`;
 * - post meta named `_jetpack_blocks_*` (the related-posts index, notification flags), user meta
 *   and term meta named `jetpack_blocks_*` (connections, dismissed notices, analytics opt-outs,
 *   newsletter category flags);
 * - unfinished resumable uploads (uploads/jetpack-blocks-video-uploads) and the private working
 *   folder (lock files, converted audio).
 * The plugin keeps no tables of its own.
 *
 * Kept unless the owner ticked "Delete all data on uninstall" (DELETE_DATA_OPTION), then removed:
 * the records of its post types (form responses, payments, newsletter sign-ups, products, payment
 * plans), the video settings it adds to attachments (`videopress_*` meta) and the location of the
 * private video store.
 *
 * Never removed: posts, pages and every other post type's content (the blocks in them stay as
 * saved), media files and attachments, and private videos' files (the owner's media; their folder
 * is named by the store option while it exists).
 *
 * Names the plugin shares with the reference product (the `feedback` post type, the Protect
 * allow-list, the portfolio and testimonial settings) are left alone while that product is
 * installed on the site: its data would be the same rows.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Lifecycle;

defined( 'ABSPATH' ) || exit;

/** Post types whose posts are the owner's records (kept unless "Delete all data" is ticked). */
const RECORD_POST_TYPES = array( 'feedback', 'jp_payment', 'jp_newsletter_signup', 'jp_pay_product', 'jp_mem_plan' );

/** Options that hold where the owner's files are (kept unless "Delete all data" is ticked). */
const RECORD_OPTIONS = array( 'jetpack_blocks_videopress_private_store' );

/** Attachment meta of the video settings (kept unless "Delete all data" is ticked). */
const VIDEO_META_PATTERN = 'videopress\_%';

/** Whether the reference product is installed on this site (its data shares some names). */
function reference_product_installed(): bool {
	return file_exists( WP_PLUGIN_DIR . '/jetpack/jetpack.php' );
}

/**
 * The plugin's settings stored under the reference product's option names.
 *
 * @return string[]
 */
function shared_option_names(): array {
	$names = array( 'videopress_private_enabled_for_site', 'wpcom_publish_comments_with_markdown' );
	if ( ! reference_product_installed() ) {
		$names = array_merge( $names, array( 'jetpack_protect_global_whitelist', 'jetpack_portfolio', 'jetpack_portfolio_posts_per_page', 'jetpack_testimonial', 'jetpack_testimonial_posts_per_page' ) );
	}
	return $names;
}

/**
 * Names of options matching a LIKE pattern.
 *
 * @param string $pattern LIKE pattern (already escaped).
 * @return string[]
 */
function option_names_like( string $pattern ): array {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall: the plugin's rows by prefix.
	return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $pattern ) ) );
}

/**
 * Removes the plugin's data from the current site.
 *
 * @param bool|null $delete_records Whether the owner's records go too; null reads the site's setting.
 */
function remove_site_data( ?bool $delete_records = null ): void {
	global $wpdb;
	$delete_records = $delete_records ?? (bool) get_option( DELETE_DATA_OPTION, false );

	// Cron events first: nothing of the plugin's may run while its data goes.
	$cron = _get_cron_array();
	foreach ( is_array( $cron ) ? $cron : array() as $events ) {
		foreach ( array_keys( (array) $events ) as $hook ) {
			if ( str_starts_with( (string) $hook, 'jetpack_blocks_' ) ) {
				wp_clear_scheduled_hook( (string) $hook );
			}
		}
	}

	if ( $delete_records ) {
		$types = reference_product_installed() ? array_diff( RECORD_POST_TYPES, array( 'feedback' ) ) : RECORD_POST_TYPES;
		foreach ( $types as $type ) {
			do {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall: the type is no longer registered, so WP_Query would not find its posts.
				$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s LIMIT 200", $type ) );
				foreach ( $ids as $id ) {
					wp_delete_post( (int) $id, true );
				}
			} while ( count( $ids ) === 200 );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", VIDEO_META_PATTERN ) );
		foreach ( RECORD_OPTIONS as $name ) {
			delete_option( $name );
		}
	}

	$keep    = $delete_records ? array() : RECORD_OPTIONS;
	$options = array_merge(
		option_names_like( $wpdb->esc_like( 'jetpack_blocks_' ) . '%' ),
		option_names_like( $wpdb->esc_like( '_jetpack_blocks_' ) . '%' ),
		option_names_like( $wpdb->esc_like( '_transient_jetpack_blocks_' ) . '%' ),
		option_names_like( $wpdb->esc_like( '_transient_timeout_jetpack_blocks_' ) . '%' ),
		shared_option_names()
	);
	foreach ( array_diff( $options, $keep ) as $name ) {
		delete_option( $name );
	}
	// Transients kept in an object cache instead of the options table.
	foreach ( array( 'jetpack_blocks_videopress_private_probe', 'jetpack_blocks_videopress_private_store_checked' ) as $transient ) {
		delete_transient( $transient );
	}

	// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall: the plugin's meta rows by prefix.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", $wpdb->esc_like( '_jetpack_blocks_' ) . '%' ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->termmeta} WHERE meta_key LIKE %s", $wpdb->esc_like( 'jetpack_blocks_' ) . '%' ) );
	if ( ! is_multisite() ) {
		// User meta is shared by a network's sites: removed once, by remove_network_data().
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( 'jetpack_blocks_' ) . '%' ) );
	}
	// phpcs:enable

	$uploads = wp_upload_dir( null, false );
	if ( empty( $uploads['error'] ) ) {
		remove_folder( trailingslashit( (string) $uploads['basedir'] ) . 'jetpack-blocks-video-uploads' );
	}
	// The default private working folder only: one the owner named (JETPACK_BLOCKS_PRIVATE_DIR) is theirs.
	if ( ! defined( 'JETPACK_BLOCKS_PRIVATE_DIR' ) ) {
		require_once dirname( __DIR__ ) . '/ai/private-folder.php';
		$private = \Jetpack_Blocks\private_folder();
		if ( null !== $private ) {
			remove_folder( $private );
		}
	}
}

/** What a network shares across its sites: user meta. */
function remove_network_data(): void {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- uninstall.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( 'jetpack_blocks_' ) . '%' ) );
}

/**
 * Removes a folder and what is in it (never following a link out of it).
 *
 * @param string $folder Absolute path.
 */
function remove_folder( string $folder ): void {
	$folder = untrailingslashit( $folder );
	if ( is_link( $folder ) ) {
		unlink( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		return;
	}
	if ( ! is_dir( $folder ) ) {
		return;
	}
	foreach ( (array) scandir( $folder ) as $name ) {
		if ( '.' === $name || '..' === $name ) {
			continue;
		}
		$path = $folder . '/' . $name;
		if ( is_dir( $path ) && ! is_link( $path ) ) {
			remove_folder( $path );
		} else {
			unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		}
	}
	rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
}
