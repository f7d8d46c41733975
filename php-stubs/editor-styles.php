<?php
/**
 * The blocks' stylesheets: one file in the block editors, one file per block for visitors.
 *
 * The editor loads the style and editor style of every registered block at start, in the page and
 * again in the canvas iframe: for this plugin's blocks that was about 90 requests before the canvas
 * could render. The build writes all of them, in folder order, into build/editor-styles.css; in
 * wp-admin each block's own handles are kept (other code may depend on them) but print nothing and
 * depend on that one file. Visitors still get only the stylesheets of the blocks on the page.
 *
 * Versions: block.json stylesheets are registered with WordPress's version, which does not change
 * when ours do; every handle here gets the content hash of the build's stylesheets instead
 * (build/styles.asset.php).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

const EDITOR_STYLES_HANDLE = 'jetpack-blocks-editor-styles';

/** The build's stylesheet version, or null before a build. */
function styles_version(): ?string {
	static $version = false;
	if ( false === $version ) {
		$file    = build_path( 'styles.asset.php' );
		$asset   = file_exists( $file ) ? require $file : array();
		$version = is_array( $asset ) && is_string( $asset['version'] ?? null ) ? $asset['version'] : null;
	}
	return $version;
}

/**
 * The registered stylesheets of this plugin's blocks, by handle.
 *
 * @param bool          $with_view Whether to include the view (visitor-only) stylesheets.
 * @param string[]|null $names     Only these block types' stylesheets (null: every block type's).
 * @return array<string, \_WP_Dependency>
 */
function block_style_dependencies( bool $with_view, ?array $names = null ): array {
	$styles   = wp_styles();
	$prefix   = build_url( 'blocks/' );
	$found    = array();
	$registry = \WP_Block_Type_Registry::get_instance();
	$types    = null === $names ? $registry->get_all_registered() : array_filter( array_map( array( $registry, 'get_registered' ), $names ) );
	foreach ( $types as $block_type ) {
		$handles = array_merge(
			(array) ( $block_type->style_handles ?? array() ),
			(array) ( $block_type->editor_style_handles ?? array() ),
			$with_view ? (array) ( $block_type->view_style_handles ?? array() ) : array()
		);
		foreach ( $handles as $handle ) {
			$dependency = $styles->registered[ $handle ] ?? null;
			if ( $dependency && is_string( $dependency->src ) && str_starts_with( $dependency->src, $prefix ) ) {
				$found[ $handle ] = $dependency;
			}
		}
	}
	return $found;
}

/**
 * After the blocks are registered: every block stylesheet gets the build's version; in wp-admin,
 * where only the block editors print block styles, each block's style and editor-style handles
 * print nothing and bring in the one combined stylesheet. Done on the registered objects, which the
 * editor page and the canvas iframe's asset collection share.
 *
 * @param string[]|null $names The block types just registered (null: every block type).
 */
function arrange_block_styles( ?array $names = null ): void {
	$version = styles_version();
	if ( null === $version ) {
		return;
	}
	foreach ( block_style_dependencies( true, $names ) as $dependency ) {
		$dependency->ver = $version;
	}
	if ( ! is_admin() || ! file_exists( build_path( 'editor-styles.css' ) ) ) {
		return; // Visitors, or an older build: the per-block files stay.
	}
	wp_register_style( EDITOR_STYLES_HANDLE, build_url( 'editor-styles.css' ), array(), $version );
	wp_style_add_data( EDITOR_STYLES_HANDLE, 'rtl', 'replace' );
	foreach ( block_style_dependencies( false ) as $dependency ) {
		$dependency->src  = false;
		$dependency->deps = array_values( array_unique( array_merge( $dependency->deps, array( EDITOR_STYLES_HANDLE ) ) ) );
	}
}
// Where blocks are registered later, for a render or when the REST API starts, blocks.php arranges
// their styles as it registers them.
if ( request_needs_server_code() ) {
	add_action( 'init', __NAMESPACE__ . '\arrange_block_styles', 11, 0 );
}
