<?php
/**
 * Block registration: every block under build/blocks is registered from the blocks manifest that
 * `npm run build` writes, in one call. No list of blocks is kept here.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Script handle of the editor bundle: every block's save, deprecations and transforms. */
const EDITOR_SCRIPT_HANDLE = 'jetpack-blocks-editor';

/**
 * Registers the shared editor script that block.json files name in `editorScript`.
 *
 * Blocks reference the handle instead of a file of their own so the editor starts with one small
 * script; each block's edit UI is a lazy chunk of it.
 */
function register_editor_script(): void {
	$asset_file = build_path( 'editor.asset.php' );
	if ( ! file_exists( $asset_file ) ) {
		return; // Not built yet: `npm run build`.
	}
	$asset = require $asset_file;
	wp_register_script(
		EDITOR_SCRIPT_HANDLE,
		build_url( 'editor.js' ),
		$asset['dependencies'],
		$asset['version'],
		array( 'in_footer' => false )
	);
	wp_set_script_translations( EDITOR_SCRIPT_HANDLE, plugin_info()['text_domain'], JETPACK_BLOCKS_DIR . '/languages' );
}

/**
 * Registers all blocks from build/blocks-manifest.php.
 *
 * WordPress 6.8 has wp_register_block_types_from_metadata_collection(); 6.7 only knows the
 * collection, so there we register each folder ourselves (the collection still spares the reads of
 * block.json).
 */
function register_blocks(): void {
	register_editor_script();

	$blocks_dir = build_path( 'blocks' );
	$manifest   = build_path( 'blocks-manifest.php' );
	if ( ! file_exists( $manifest ) ) {
		return;
	}
	if ( function_exists( 'wp_register_block_types_from_metadata_collection' ) ) {
		wp_register_block_types_from_metadata_collection( $blocks_dir, $manifest );
		return;
	}
	if ( function_exists( 'wp_register_block_metadata_collection' ) ) {
		wp_register_block_metadata_collection( $blocks_dir, $manifest );
	}
	foreach ( array_keys( require $manifest ) as $block_folder ) {
		register_block_type_from_metadata( $blocks_dir . '/' . $block_folder );
	}
}
add_action( 'init', __NAMESPACE__ . '\register_blocks' );
