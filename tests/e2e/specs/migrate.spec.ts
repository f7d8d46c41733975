/**
 * An update that migrates: a site holding the data an earlier version stored (no schema version,
 * analytics events in the first layout's single array and its per-minute throttle rows, video
 * attachments sharing a guid as the unprotected meta key allowed) gets this version's code, then:
 *
 * - migrations run in batches (two items each here, through the batch-size filter) and a stopped
 *   run resumes from its stored position rather than starting over;
 * - the rest runs from WP-Cron, scheduled by a visitor's request and run by a request of
 *   wp-cron.php (the suite's sites have DISABLE_WP_CRON, as hosts with a system cron do);
 * - afterwards the events are rows in the order they had, the old rows are gone, every video has a
 *   guid of its own, and the attachment that held a guid first still holds it;
 * - the feature-list settings exist, off and autoloaded, where the site had never set them, and one
 *   the site had stored keeps its value and its autoload choice; the blocks' other settings are left
 *   as they were.
 *
 * The site's rows are set and read with PHP from the command line.
 */
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { ownSiteDir, sitePhp } from '../release/site-files';

test.describe.configure( { mode: 'serial', timeout: 180_000 } );

let site: OwnSite;
let dir: string;

test.beforeAll( async () => {
	site = await startOwnSite( 'migrate' );
	dir = ownSiteDir( 'migrate' );
} );

test.afterAll( async () => {
	expect( await site?.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

interface State {
	version: number;
	position: { version: number; cursor: number } | null;
	oldEvents: boolean;
	events: Array< { name: string } >;
	throttleRows: number;
	guids: Record< string, string >;
	settings: Record< string, { value: string; autoload: string } >;
}

const STATE = `
global $wpdb;
$guids = array();
foreach ( $wpdb->get_results( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = 'videopress_guid' ORDER BY post_id" ) as $row ) {
	$guids[ $row->post_id ] = $row->meta_value;
}
$events = array_map( 'maybe_unserialize', $wpdb->get_col( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE 'jetpack\\\\_blocks\\\\_tracks\\\\_event\\\\_%' ORDER BY option_name" ) );
$settings = array();
foreach ( $wpdb->get_results( "SELECT option_name, option_value, autoload FROM {$wpdb->options} WHERE option_name IN ( 'jetpack_blocks_beta_blocks', 'jetpack_blocks_experimental_blocks', 'jetpack_blocks_payments_account' )" ) as $row ) {
	$settings[ $row->option_name ] = array( 'value' => $row->option_value, 'autoload' => $row->autoload );
}
echo wp_json_encode( array(
	'settings'     => (object) $settings,
	'version'      => (int) get_option( 'jetpack_blocks_schema_version', 0 ),
	'position'     => get_option( 'jetpack_blocks_migration_state', null ),
	'oldEvents'    => false !== get_option( 'jetpack_blocks_tracks_events' ),
	'events'       => $events,
	'throttleRows' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'jetpack\\\\_blocks\\\\_tracks\\\\_throttle\\\\_%'" ),
	'guids'        => (object) $guids,
) );
`;

const state = () => sitePhp< State >( dir, STATE );

/** One batch of migrations, as one request that stops after it would run it. */
const oneBatch = () =>
	sitePhp< State >(
		dir,
		`
add_filter( 'jetpack_blocks_migration_batch_size', static fn () => 2 );
require_once WP_PLUGIN_DIR . '/jetpack-blocks/php-stubs/lifecycle/migrations.php';
Jetpack_Blocks\\Lifecycle\\run_migrations( 0.0 );
${ STATE }`
	);

test( "an earlier version's data is migrated in batches that resume, then by cron", async () => {
	// The earlier version's data: no schema version, and what it stored its way.
	const seeded = sitePhp< { videos: number[] } >(
		dir,
		`
global $wpdb;
delete_option( 'jetpack_blocks_schema_version' );
delete_option( 'jetpack_blocks_migration_state' );
// Settings: the beta list never set, the experimental one stored on, not autoloaded; no account.
delete_option( 'jetpack_blocks_beta_blocks' );
delete_option( 'jetpack_blocks_experimental_blocks' );
add_option( 'jetpack_blocks_experimental_blocks', '1', '', false );
delete_option( 'jetpack_blocks_payments_account' );
update_option( 'jetpack_blocks_tracks_events', array( array( 'name' => 'first' ), array( 'name' => 'second' ), array( 'name' => 'third' ) ) );
foreach ( array( '1_100', '1_160', '2_100' ) as $suffix ) {
	add_option( 'jetpack_blocks_tracks_throttle_' . $suffix, 1, '', false );
}
$videos = array();
for ( $i = 0; $i < 5; $i++ ) {
	$videos[] = wp_insert_attachment( array( 'post_mime_type' => 'video/mp4', 'post_title' => 'Clip ' . $i, 'post_status' => 'inherit' ) );
}
// The third and fourth videos took the first one's guid (a direct write, as the custom-fields box allowed).
$first = get_post_meta( $videos[0], 'videopress_guid', true );
foreach ( array( $videos[2], $videos[3] ) as $copy ) {
	$wpdb->update( $wpdb->postmeta, array( 'meta_value' => $first ), array( 'post_id' => $copy, 'meta_key' => 'videopress_guid' ) );
}
wp_cache_flush();
echo wp_json_encode( compact( 'videos' ) );
`
	);
	const [ v0, v1, v2 ] = seeded.videos as [ number, number, number ];
	const before = state();
	expect( before.version ).toBe( 0 );
	const firstGuid = before.guids[ v0 ];
	expect( before.guids[ v2 ] ).toBe( firstGuid );

	// Batch 1: the events (one batch), schema 1.
	let now = oneBatch();
	expect( now.version ).toBe( 1 );
	expect( now.oldEvents ).toBe( false );
	expect( now.events.map( ( event ) => event.name ) ).toEqual( [
		'first',
		'second',
		'third',
	] );
	// Batch 2: two of the three throttle rows; the position is stored, the schema not raised.
	now = oneBatch();
	expect( now.version ).toBe( 1 );
	expect( now.throttleRows ).toBe( 1 );
	expect( now.position ).toEqual( { version: 2, cursor: 0 } );
	// Batch 3: the last row, schema 2. Batch 4: the first two videos, position after the second.
	now = oneBatch();
	expect( now.version ).toBe( 2 );
	expect( now.throttleRows ).toBe( 0 );
	now = oneBatch();
	expect( now.version ).toBe( 2 );
	expect( now.position ).toEqual( {
		version: 3,
		cursor: v1,
	} );
	// The first video keeps its guid; the copies further on are not reached yet.
	expect( now.guids[ v0 ] ).toBe( firstGuid );
	expect( now.guids[ v2 ] ).toBe( firstGuid );

	// The rest from WP-Cron: a visitor's request schedules the event, a system cron runs it.
	const anonymous = await request.newContext( { baseURL: site.baseURL } );
	expect( ( await anonymous.get( '/' ) ).status() ).toBe( 200 );
	await expect
		.poll(
			async () => {
				await anonymous.get( '/wp-cron.php' );
				return state().version;
			},
			{ timeout: 60_000, intervals: [ 500, 1000, 2000 ] }
		)
		.toBe( 4 );
	await anonymous.dispose();

	const after = state();
	expect( after.position ).toBeNull();
	expect( after.guids[ v0 ] ).toBe( firstGuid );
	const guids = seeded.videos.map( ( id ) => after.guids[ id ] );
	expect( new Set( guids ).size ).toBe( 5 );
	guids.forEach( ( guid ) => expect( guid ).toMatch( /^[a-zA-Z0-9]{8}$/ ) );
	expect( after.events.map( ( event ) => event.name ) ).toEqual( [
		'first',
		'second',
		'third',
	] );
	expect( before.settings ).toEqual( {
		jetpack_blocks_experimental_blocks: { value: '1', autoload: 'off' },
	} );
	expect( after.settings ).toEqual( {
		jetpack_blocks_beta_blocks: { value: '', autoload: 'on' },
		jetpack_blocks_experimental_blocks: { value: '1', autoload: 'off' },
	} );
} );
