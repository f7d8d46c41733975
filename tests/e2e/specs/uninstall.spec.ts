/**
 * Deactivating and deleting the plugin, on a site of its own with the plugin installed from its zip
 * (deleting a plugin deletes its folder: never the repository's):
 *
 * - deactivation removes the plugin's WP-Cron events and leaves everything else in place;
 * - deleting it (Plugins → Delete, here through the REST API the Plugins screen also uses) runs
 *   uninstall.php: the plugin's options, transients, cron events, computed meta and unfinished
 *   uploads are gone, while the owner's posts and records stay;
 * - with "Delete all data on uninstall" ticked (the setting, saved through /wp/v2/settings), the
 *   records of its post types and the video settings go too; posts and media still stay.
 *
 * The site's rows are read with PHP from the command line: what is stored, not what the plugin says.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import {
	installFromZip,
	ownSiteDir,
	packPluginZip,
	pluginDir,
	sitePhp,
} from '../release/site-files';
import fs from 'node:fs';

const rest = ( route: string ) =>
	`/?rest_route=${ encodeURIComponent( route ) }`;
const PLUGIN = rest( '/wp/v2/plugins/jetpack-blocks/jetpack-blocks' );
const SETTING = 'jetpack_blocks_delete_data_on_uninstall';

test.describe.configure( { mode: 'serial', timeout: 180_000 } );

let site: OwnSite;
let dir: string;
let zip: string;

test.beforeAll( async () => {
	zip = packPluginZip( 'uninstall' );
	// The zip's copy replaces the link to the repository before the site is served.
	site = await startOwnSite( 'uninstall', [], {
		beforeServe: ( siteDir ) => installFromZip( siteDir, zip ),
	} );
	dir = ownSiteDir( 'uninstall' );
} );

test.afterAll( async () => {
	expect( await site?.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

interface Seeded {
	post: number;
	attachment: number;
	records: Record< string, number >;
}

/** The plugin's data, as a site that used it for a while has it. */
function seed(): Seeded {
	return sitePhp< Seeded >(
		dir,
		`
$post = wp_insert_post( array( 'post_title' => 'Owner post', 'post_status' => 'publish', 'post_content' => '<!-- wp:jetpack/rating-star {"rating":4} /-->' ) );
update_post_meta( $post, '_jetpack_blocks_rp_vector', 'a computed index' );
$records = array();
foreach ( array( 'feedback', 'jp_payment', 'jp_newsletter_signup', 'jp_pay_product', 'jp_mem_plan' ) as $type ) {
	$records[ $type ] = wp_insert_post( array( 'post_type' => $type, 'post_status' => 'publish', 'post_title' => 'A ' . $type ) );
}
$attachment = wp_insert_attachment( array( 'post_mime_type' => 'video/mp4', 'post_title' => 'Clip', 'post_status' => 'inherit' ) );
update_post_meta( $attachment, 'videopress_rating', 'PG-13' );
update_option( 'jetpack_blocks_active_modules', array( 'carousel' ) );
update_option( 'jetpack_blocks_ai_usage', array( 'requests' => 3 ) );
update_option( 'jetpack_blocks_videopress_private_store', '/srv/private-videos' );
update_option( 'videopress_private_enabled_for_site', true );
set_transient( 'jetpack_blocks_instagram_feed_1', array( 'an image' ), HOUR_IN_SECONDS );
update_user_meta( 1, 'jetpack_blocks_tracks_opt_out', '1' );
$uploads = wp_upload_dir()['basedir'] . '/jetpack-blocks-video-uploads';
wp_mkdir_p( $uploads );
file_put_contents( $uploads . '/unfinished.part', 'bytes' );
echo wp_json_encode( compact( 'post', 'attachment', 'records' ) );
`
	);
}

interface Snapshot {
	options: string[];
	cron: string[];
	transient: boolean;
	posts: Record< string, string | null >;
	postContent: string | null;
	attachment: boolean;
	meta: string[];
	userMeta: string[];
	uploads: boolean;
}

/** What the database and the uploads folder hold of the plugin's data and the owner's. */
function snapshot( seeded: Seeded ): Snapshot {
	return sitePhp< Snapshot >(
		dir,
		`
global $wpdb;
$ids = json_decode( '${ JSON.stringify( seeded.records ) }', true );
$posts = array();
foreach ( $ids as $type => $id ) {
	$posts[ $type ] = get_post_type( $id ) ?: null;
}
$cron = array();
foreach ( (array) _get_cron_array() as $events ) {
	foreach ( array_keys( (array) $events ) as $hook ) {
		if ( str_starts_with( $hook, 'jetpack_blocks_' ) ) {
			$cron[] = $hook;
		}
	}
}
echo wp_json_encode( array(
	'options'     => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE ( option_name LIKE '%jetpack\\\\_blocks\\\\_%' AND option_name NOT LIKE '\\\\_transient%' ) OR option_name = 'videopress_private_enabled_for_site' ORDER BY option_name" ),
	'cron'        => array_values( array_unique( $cron ) ),
	'transient'   => false !== get_transient( 'jetpack_blocks_instagram_feed_1' ),
	'posts'       => $posts,
	'postContent' => get_post_field( 'post_content', ${ seeded.post } ) ?: null,
	'attachment'  => 'attachment' === get_post_type( ${ seeded.attachment } ),
	'meta'        => $wpdb->get_col( "SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE meta_key LIKE '\\\\_jetpack\\\\_blocks\\\\_%' OR meta_key LIKE 'videopress\\\\_%' ORDER BY meta_key" ),
	'userMeta'    => $wpdb->get_col( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE 'jetpack\\\\_blocks\\\\_%'" ),
	'uploads'     => is_dir( wp_upload_dir()['basedir'] . '/jetpack-blocks-video-uploads' ),
) );
`
	);
}

async function setPluginStatus(
	admin: APIRequestContext,
	nonce: string,
	status: 'active' | 'inactive'
) {
	const response = await admin.post( PLUGIN, {
		headers: { 'X-WP-Nonce': nonce },
		data: { status },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
}

async function deletePlugin( admin: APIRequestContext, nonce: string ) {
	const response = await admin.delete( PLUGIN, {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	expect( fs.existsSync( pluginDir( dir ) ) ).toBe( false );
}

const RECORDS = {
	feedback: 'feedback',
	jp_payment: 'jp_payment',
	jp_newsletter_signup: 'jp_newsletter_signup',
	jp_pay_product: 'jp_pay_product',
	jp_mem_plan: 'jp_mem_plan',
};

test( 'deactivation stops the cron events only; deleting keeps the owner’s posts and records', async () => {
	const { context: admin, nonce } = site.admin;
	// The setting is offered, unticked.
	const settings = await admin.get( rest( '/wp/v2/settings' ), {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( ( await settings.json() )[ SETTING ] ).toBe( false );

	const seeded = seed();
	const before = snapshot( seeded );
	expect( before.cron ).toEqual(
		expect.arrayContaining( [
			'jetpack_blocks_video_upload_cleanup',
			'jetpack_blocks_housekeeping',
		] )
	);

	await setPluginStatus( admin, nonce, 'inactive' );
	const deactivated = snapshot( seeded );
	expect( deactivated.cron ).toEqual( [] );
	expect( { ...deactivated, cron: before.cron } ).toEqual( before );

	await deletePlugin( admin, nonce );
	const after = snapshot( seeded );
	expect( after ).toEqual( {
		// Where the private videos' files are: the owner's media.
		options: [ 'jetpack_blocks_videopress_private_store' ],
		cron: [],
		transient: false,
		posts: RECORDS,
		postContent: '<!-- wp:jetpack/rating-star {"rating":4} /-->',
		attachment: true,
		meta: [
			'videopress_file_unavailable',
			'videopress_guid',
			'videopress_rating',
		],
		userMeta: [],
		uploads: false,
	} );
} );

test( 'with "Delete all data on uninstall" ticked, the records go too; posts and media stay', async () => {
	const { context: admin, nonce } = site.admin;
	installFromZip( dir, zip );
	await setPluginStatus( admin, nonce, 'active' );
	const saved = await admin.post( rest( '/wp/v2/settings' ), {
		headers: { 'X-WP-Nonce': nonce },
		data: { [ SETTING ]: true },
	} );
	expect( saved.status() ).toBe( 200 );
	expect( ( await saved.json() )[ SETTING ] ).toBe( true );

	const seeded = seed();
	await setPluginStatus( admin, nonce, 'inactive' );
	await deletePlugin( admin, nonce );
	const after = snapshot( seeded );
	expect( after ).toMatchObject( {
		options: [],
		cron: [],
		transient: false,
		posts: Object.fromEntries(
			Object.keys( RECORDS ).map( ( type ) => [ type, null ] )
		),
		postContent: '<!-- wp:jetpack/rating-star {"rating":4} /-->',
		attachment: true,
		meta: [],
		userMeta: [],
		uploads: false,
	} );
	// The first round's records were kept then, and go now with the rest.
	expect(
		sitePhp< number >(
			dir,
			`global $wpdb; echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN ( 'feedback', 'jp_payment', 'jp_newsletter_signup', 'jp_pay_product', 'jp_mem_plan' )" );`
		)
	).toBe( 0 );
} );
