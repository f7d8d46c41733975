/**
 * Deleting the plugin on a multisite network (uninstall.php): each site loses the plugin's data, and
 * each site's own "Delete all data on uninstall" decides whether its records (form responses,
 * payments, sign-ups, products, plans) go too. Posts stay on every site. The network's shared user
 * meta goes once.
 *
 * The network is the suite's test network (helpers/multisite.ts) with the plugin's zip in place of
 * the link to the repository; everything runs through WordPress's own functions from the command
 * line (network activation, a second site, `delete_plugins()`, which runs uninstall.php), and the
 * rows are read the same way: what is stored, not what the plugin says.
 */
import fs from 'node:fs';
import { test, expect } from '../helpers/test';
import { startNetwork, type Network } from '../helpers/multisite';
import {
	installFromZip,
	packPluginZip,
	pluginDir,
	sitePhp,
} from '../release/site-files';

test.describe.configure( { timeout: 180_000 } );

let network: Network;

test.beforeAll( async () => {
	network = await startNetwork( 'uninstall' );
	installFromZip( network.siteDir, packPluginZip( 'uninstall-network' ) );
} );

test.afterAll( async () => {
	await network?.stop();
} );

const PLUGIN_FILE = 'jetpack-blocks/jetpack-blocks.php';

interface SiteState {
	options: string[];
	records: Record< string, string | null >;
	post: string | null;
}

test( 'each site keeps or deletes its records as its own setting says; posts stay everywhere', () => {
	const php = < T >( code: string ) =>
		sitePhp< T >( network.siteDir, code, network.url );

	const seeded = php< {
		sites: number[];
		posts: number[];
		records: Array< Record< string, number > >;
	} >( `
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_set_current_user( 1 );
$activated = activate_plugin( '${ PLUGIN_FILE }', '', true );
if ( is_wp_error( $activated ) ) {
	echo wp_json_encode( $activated->get_error_message() );
	exit;
}
$second = wpmu_create_blog( get_network()->domain, get_network()->path . 'second/', 'Second site', 1 );
$sites = array( get_main_site_id(), (int) $second );
$posts = array();
$records = array();
foreach ( $sites as $index => $site ) {
	switch_to_blog( $site );
	$posts[] = wp_insert_post( array( 'post_title' => 'Owner post', 'post_status' => 'publish', 'post_content' => '<!-- wp:jetpack/rating-star {"rating":4} /-->' ) );
	$mine = array();
	foreach ( array( 'feedback', 'jp_payment', 'jp_newsletter_signup' ) as $type ) {
		$mine[ $type ] = wp_insert_post( array( 'post_type' => $type, 'post_status' => 'publish', 'post_title' => 'A ' . $type ) );
	}
	$records[] = $mine;
	update_option( 'jetpack_blocks_active_modules', array( 'carousel' ) );
	set_transient( 'jetpack_blocks_instagram_feed_1', array( 'an image' ), HOUR_IN_SECONDS );
	// The second site's owner ticked "Delete all data on uninstall"; the first did not.
	update_option( 'jetpack_blocks_delete_data_on_uninstall', 1 === $index );
	restore_current_blog();
}
update_user_meta( 1, 'jetpack_blocks_tracks_opt_out', '1' );
echo wp_json_encode( compact( 'sites', 'posts', 'records' ) );
` );
	expect( seeded.sites ).toHaveLength( 2 );

	const state = () =>
		php< { sites: SiteState[]; userMeta: string[] } >( `
global $wpdb;
$seeded = json_decode( ${ JSON.stringify( JSON.stringify( seeded ) ) }, true );
$sites = array();
foreach ( $seeded['sites'] as $index => $site ) {
	switch_to_blog( $site );
	$records = array();
	foreach ( $seeded['records'][ $index ] as $type => $id ) {
		$records[ $type ] = get_post_type( $id ) ?: null;
	}
	$sites[] = array(
		'options' => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '%jetpack\\\\_blocks\\\\_%' ORDER BY option_name" ),
		'records' => $records,
		'post'    => get_post_field( 'post_content', $seeded['posts'][ $index ] ) ?: null,
	);
	restore_current_blog();
}
echo wp_json_encode( array(
	'sites'    => $sites,
	'userMeta' => $wpdb->get_col( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE 'jetpack\\\\_blocks\\\\_%'" ),
) );
` );

	const before = state();
	for ( const site of before.sites ) {
		expect( site.options ).toContain( 'jetpack_blocks_active_modules' );
	}
	// (An unticked setting is no row at all: WordPress does not store a false it never had.)
	expect( before.sites[ 1 ]?.options ).toContain(
		'jetpack_blocks_delete_data_on_uninstall'
	);
	expect( before.userMeta ).toEqual( [ 'jetpack_blocks_tracks_opt_out' ] );

	// Network Admin → Plugins: deactivate, then Delete (delete_plugins() runs uninstall.php).
	const deleted = php< true | string >( `
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
wp_set_current_user( 1 );
deactivate_plugins( '${ PLUGIN_FILE }', false, true );
$result = delete_plugins( array( '${ PLUGIN_FILE }' ) );
echo wp_json_encode( is_wp_error( $result ) ? $result->get_error_message() : $result );
` );
	expect( deleted ).toBe( true );
	expect( fs.existsSync( pluginDir( network.siteDir ) ) ).toBe( false );

	const owner = '<!-- wp:jetpack/rating-star {"rating":4} /-->';
	expect( state() ).toEqual( {
		sites: [
			// Unticked: the plugin's settings go, the records stay.
			{
				options: [],
				records: {
					feedback: 'feedback',
					jp_payment: 'jp_payment',
					jp_newsletter_signup: 'jp_newsletter_signup',
				},
				post: owner,
			},
			// Ticked: the records go too.
			{
				options: [],
				records: {
					feedback: null,
					jp_payment: null,
					jp_newsletter_signup: null,
				},
				post: owner,
			},
		],
		userMeta: [],
	} );
	expect( network.pluginProblems() ).toEqual( [] );
} );
