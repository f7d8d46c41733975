<?php
/**
 * Installs a fresh site from the command line: `php install.php <site dir> <url> <plugin basename>`.
 * Admin user admin/password (as wp-env), pretty permalinks, the plugin active, the editor's welcome
 * guide dismissed.
 */

// wp-settings.php uses $plugin and friends as globals; keep ours apart.
[ , $jb_site_dir, $jb_site_url, $jb_plugin ] = $argv;

$jb_parts                  = parse_url( $jb_site_url );
$_SERVER['HTTP_HOST']   = $jb_parts['host'] . ( isset( $jb_parts['port'] ) ? ':' . $jb_parts['port'] : '' );
$_SERVER['SERVER_NAME'] = $jb_parts['host'];
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );

require $jb_site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// No mail server here: skip the new-site e-mail.
add_filter( 'pre_wp_mail', '__return_true' );

if ( ! is_blog_installed() ) {
	$jb_result = wp_install( 'Jetpack Blocks', 'admin', 'admin@example.org', true, '', 'password' );
	if ( is_wp_error( $jb_result ) ) {
		fwrite( STDERR, $jb_result->get_error_message() . "\n" );
		exit( 1 );
	}
}

update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blogdescription', '' );
update_option( 'timezone_string', 'UTC' );

$jb_activated = activate_plugin( $jb_plugin, '', false, true );
if ( is_wp_error( $jb_activated ) ) {
	fwrite( STDERR, 'Plugin activation failed: ' . $jb_activated->get_error_message() . "\n" );
	exit( 1 );
}

// The welcome guide would cover the editor on first load.
update_user_meta(
	1,
	$GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences',
	array(
		'core/edit-post' => array( 'welcomeGuide' => false ),
		'core'           => array( 'isComplementaryAreaVisible' => true ),
		'_modified'      => gmdate( 'c' ),
	)
);

echo "installed\n";
