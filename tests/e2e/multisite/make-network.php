<?php
/**
 * Turns a freshly installed test site into a multisite network (subdirectories), from the command
 * line: `php make-network.php <site dir> <url>`. What Network Setup does, plus the test network's
 * settings: site administrators may manage plugins ("Enable administration menus: Plugins"), the
 * plugin e2e-network-wide is network-active, and a role `e2e_options_manager` has manage_options but
 * not activate_plugins. The existing administrator becomes the network administrator.
 *
 * @package jetpack-blocks
 */

[ , $jb_site_dir, $jb_site_url ] = $argv;

$jb_parts               = parse_url( $jb_site_url );
$jb_host                = $jb_parts['host'] . ( isset( $jb_parts['port'] ) ? ':' . $jb_parts['port'] : '' );
$_SERVER['HTTP_HOST']   = $jb_host;
$_SERVER['SERVER_NAME'] = $jb_parts['host'];
$_SERVER['REQUEST_URI'] = '/';

require $jb_site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

add_filter( 'pre_wp_mail', '__return_true' );
wp_set_current_user( 1 );

add_role(
	'e2e_options_manager',
	'Options manager',
	array(
		'read'           => true,
		'manage_options' => true,
	)
);

// As wp-admin/network.php does: a single site knows no network tables' names yet.
foreach ( $GLOBALS['wpdb']->tables( 'ms_global' ) as $jb_table => $jb_prefixed_table ) {
	$GLOBALS['wpdb']->$jb_table = $jb_prefixed_table;
}
install_network();
$jb_result = populate_network( 1, $jb_host, 'admin@example.org', 'Jetpack Blocks Network', '/', false );
if ( is_wp_error( $jb_result ) ) {
	fwrite( STDERR, $jb_result->get_error_message() . "\n" );
	exit( 1 );
}

// Network options, written directly: this process still runs as a single site.
foreach (
	array(
		'menu_items'             => array( 'plugins' => '1' ),
		'active_sitewide_plugins' => array( 'e2e-network-wide/e2e-network-wide.php' => time() ),
	) as $jb_key => $jb_value
) {
	$GLOBALS['wpdb']->insert(
		$GLOBALS['wpdb']->sitemeta,
		array(
			'site_id'    => 1,
			'meta_key'   => $jb_key,
			'meta_value' => maybe_serialize( $jb_value ),
		)
	);
}

$jb_config = file_get_contents( $jb_site_dir . '/wp-config.php' );
$jb_network = "define( 'MULTISITE', true );\n"
	. "define( 'SUBDOMAIN_INSTALL', false );\n"
	. "define( 'DOMAIN_CURRENT_SITE', '" . $jb_host . "' );\n"
	. "define( 'PATH_CURRENT_SITE', '/' );\n"
	. "define( 'SITE_ID_CURRENT_SITE', 1 );\n"
	. "define( 'BLOG_ID_CURRENT_SITE', 1 );\n";
$jb_anchor = "if ( ! defined( 'ABSPATH' ) ) {";
if ( ! str_contains( $jb_config, $jb_anchor ) ) {
	fwrite( STDERR, "wp-config.php has an unexpected shape.\n" );
	exit( 1 );
}
file_put_contents( $jb_site_dir . '/wp-config.php', str_replace( $jb_anchor, $jb_network . $jb_anchor, $jb_config ) );

echo "network\n";
