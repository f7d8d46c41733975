<?php
/**
 * Runs when the plugin is deleted from the Plugins screen (not on deactivation): removes the
 * plugin's data from every site it may have run on. What goes and what is kept: see
 * php-stubs/lifecycle/data.php. On a multisite network each site's own "Delete all data on
 * uninstall" setting decides for that site.
 *
 * @package jetpack-blocks
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/php-stubs/lifecycle/lifecycle.php';
require_once __DIR__ . '/php-stubs/lifecycle/data.php';

if ( is_multisite() ) {
	$jetpack_blocks_sites = get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	);
	foreach ( $jetpack_blocks_sites as $jetpack_blocks_site ) {
		switch_to_blog( (int) $jetpack_blocks_site );
		Jetpack_Blocks\Lifecycle\remove_site_data();
		restore_current_blog();
	}
	Jetpack_Blocks\Lifecycle\remove_network_data();
} else {
	Jetpack_Blocks\Lifecycle\remove_site_data();
}
