<?php
/**
 * Test network only: refuses the `activate_plugin` capability for the plugin e2e-locked, as a site
 * can through map_meta_cap (even network administrators are refused `do_not_allow`).
 *
 * @package jetpack-blocks
 */

add_filter(
	'map_meta_cap',
	static function ( $caps, $cap, $user_id, $args ) {
		if ( 'activate_plugin' === $cap && isset( $args[0] ) && 'e2e-locked/e2e-locked.php' === $args[0] ) {
			$caps[] = 'do_not_allow';
		}
		return $caps;
	},
	10,
	4
);
