<?php
/**
 * Test site only: keep the editor from reaching remote services that an offline site cannot reach
 * (the block directory search in the inserter answers 500 without internet, which would show up as a
 * console error in every spec).
 *
 * @package jetpack-blocks
 */

add_action(
	'init',
	static function () {
		remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );
	}
);
add_filter( 'block_editor_settings_all', static function ( $settings ) {
	$settings['enableOpenverseMediaCategory'] = false;
	return $settings;
} );

// Avatars come from a remote host; offline they fail to load and log a console error.
add_filter( 'pre_option_show_avatars', '__return_zero' );
