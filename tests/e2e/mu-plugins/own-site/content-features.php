<?php
/**
 * Test-only: loads the Beautiful math, Carousel and Markdown features while their module is active,
 * as php-stubs/modules/features.php does (each file loaded once whichever loads it first), for the
 * module-latex, module-carousel and module-markdown stories on their own site.
 *
 * @package jetpack-blocks
 */

add_action(
	'init',
	static function () {
		if ( ! defined( 'JETPACK_BLOCKS_DIR' ) ) {
			return;
		}
		require_once JETPACK_BLOCKS_DIR . '/php-stubs/modules/registry.php';
		foreach ( array( 'latex', 'carousel', 'markdown' ) as $slug ) {
			if ( \Jetpack_Blocks\modules_is_active( $slug ) ) {
				require_once JETPACK_BLOCKS_DIR . '/php-stubs/modules/features/' . $slug . '.php';
			}
		}
	},
	0
);

// The stories post several visitors' comments from one address within seconds: WordPress's flood
// check (one comment per 15 s per address) would refuse the second, which is not what they test.
add_filter( 'comment_flood_filter', '__return_false' );
