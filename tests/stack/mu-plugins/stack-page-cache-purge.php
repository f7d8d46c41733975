<?php
/**
 * Test stack only: empties nginx's page cache when visitors' content changes, as a host's cache
 * plugin does (removing the cache files is how nginx's FastCGI cache is purged without a purge
 * module: a missing file is a miss). Without it a visitor would keep seeing a page cached before an
 * edit — a post's own page, or the related posts other pages list — until the cache expires.
 *
 * The folder comes from the stack (JB_STACK_PAGE_CACHE_DIR); elsewhere this does nothing.
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

if ( getenv( 'JB_STACK_PAGE_CACHE_DIR' ) ) {
	$jb_stack_purge_later = static function () {
		static $queued = false;
		if ( $queued ) {
			return;
		}
		$queued = true;
		add_action(
			'shutdown',
			static function () {
				$dir = getenv( 'JB_STACK_PAGE_CACHE_DIR' );
				if ( ! is_dir( $dir ) ) {
					return;
				}
				$files = new RecursiveIteratorIterator(
					new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ),
					RecursiveIteratorIterator::CHILD_FIRST
				);
				foreach ( $files as $file ) {
					if ( $file->isFile() ) {
						@unlink( $file->getPathname() ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.unlink_unlink -- nginx may have removed it first.
					}
				}
			}
		);
	};
	// A post visitors can see was published, changed or taken away.
	add_action(
		'transition_post_status',
		static function ( $new_status, $old_status, $post ) use ( $jb_stack_purge_later ) {
			if ( ( 'publish' === $new_status || 'publish' === $old_status ) && ! wp_is_post_revision( $post ) ) {
				$jb_stack_purge_later();
			}
		},
		10,
		3
	);
	add_action(
		'deleted_post',
		static function () use ( $jb_stack_purge_later ) {
			$jb_stack_purge_later();
		}
	);
	foreach ( array( 'created_term', 'edited_term', 'delete_term', 'switch_theme', 'customize_save_after', 'wp_update_nav_menu', 'activated_plugin', 'deactivated_plugin' ) as $jb_stack_hook ) {
		add_action(
			$jb_stack_hook,
			static function () use ( $jb_stack_purge_later ) {
				$jb_stack_purge_later();
			}
		);
	}
}
