/**
 * Test stack only (playwright.stack.config.ts): what the stack itself promises the other specs, and
 * what only several web heads behind nginx can show — a resumable upload whose chunks land on both
 * heads, resumed after a cut; nginx never serving the plugin's private folders; the page cache; the
 * Redis object cache; the system cron. Skipped on the native-PHP site.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { makeTestVideo } from '../helpers/test-video';

const ON_STACK = process.env.JETPACK_BLOCKS_E2E_STACK === '1';
const ROOT = path.resolve( __dirname, '../../..' );
const STACK_DIR = path.join( ROOT, '.wordpress/stack' );
const SITE_DIR = path.join( ROOT, '.wordpress/stack-site' );
const TUS = { 'Tus-Resumable': '1.0.0' };
const META = 'filename c3RhY2subXA0,filetype dmlkZW8vbXA0'; // stack.mp4, video/mp4

// eslint-disable-next-line playwright/no-skipped-test -- a stack-only spec, skipped with its reason on the native site.
test.skip(
	! ON_STACK,
	'only the test stack has several heads, nginx and Redis'
);
test.describe.configure( { mode: 'serial' } );

const baseURL = () => process.env.WP_BASE_URL as string;

/** Headers of an anonymous GET (no cookies). */
async function anonymousGet( address: string ) {
	const response = await fetch( new URL( address, baseURL() ), {
		redirect: 'manual',
	} );
	await response.arrayBuffer();
	return response;
}

/** Runs PHP with the stack's WordPress loaded (the command line shares the heads' database and cache). */
function wpPhp( code: string ): string {
	return execFileSync(
		'php',
		[
			'-r',
			`$_SERVER['HTTP_HOST'] = '${ new URL( baseURL() ).host }'; require '${ SITE_DIR }/wp-load.php'; ${ code }`,
		],
		{ encoding: 'utf8' }
	);
}

test( 'nginx sends requests to both heads, round robin', async () => {
	const heads = new Set< string | null >();
	for ( let i = 0; i < 6; i++ ) {
		heads.add(
			( await anonymousGet( '/?rest_route=/' ) ).headers.get(
				'x-stack-head'
			)
		);
	}
	expect( [ ...heads ].sort() ).toEqual( [ 'a', 'b' ] );
} );

test( 'anonymous visitors get pages from the page cache; members, query strings and posts bypass it', async ( {
	requestUtils,
} ) => {
	const post = await requestUtils.rest< { link: string } >( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Cached ${ Date.now() }`,
			content:
				'<!-- wp:paragraph --><p>Cached for visitors.</p><!-- /wp:paragraph -->',
			status: 'publish',
		},
	} );
	const link = new URL( post.link ).pathname;
	// A purge by another spec's edit may fall between the two requests: ask again then.
	await expect
		.poll( async () => {
			await anonymousGet( link );
			return ( await anonymousGet( link ) ).headers.get(
				'x-stack-cache'
			);
		} )
		.toBe( 'HIT' );
	expect(
		( await anonymousGet( `${ link }?utm=1` ) ).headers.get(
			'x-stack-cache'
		)
	).toBe( 'BYPASS' );
	const member = await request.newContext( {
		baseURL: baseURL(),
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	const signedIn = await member.get( link );
	expect( signedIn.headers()[ 'x-stack-cache' ] ).toBe( 'BYPASS' );
	await member.dispose();
	const posted = await fetch( new URL( link, baseURL() ), {
		method: 'POST',
		redirect: 'manual',
	} );
	expect( posted.headers.get( 'x-stack-cache' ) ).not.toBe( 'HIT' );
} );

test( "nginx never serves the plugin's private folders, dot files or logs", async () => {
	const uploads = path.join( SITE_DIR, 'wp-content/uploads' );
	const planted = [
		'jetpack-blocks-video-uploads/planted.part',
		'jetpack-blocks-video-uploads/.htaccess',
		'videopress-private/planted.mp4',
	];
	for ( const file of planted ) {
		fs.mkdirSync( path.dirname( path.join( uploads, file ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( uploads, file ), 'private bytes' );
	}
	fs.writeFileSync( path.join( uploads, 'public.txt' ), 'public bytes' );
	try {
		expect(
			( await anonymousGet( '/wp-content/uploads/public.txt' ) ).status
		).toBe( 200 );
		for ( const file of planted ) {
			expect(
				( await anonymousGet( `/wp-content/uploads/${ file }` ) )
					.status,
				file
			).toBe( 404 );
		}
		for ( const address of [
			'/wp-content/debug.log',
			'/.htaccess',
			'/wp-content/plugins/jetpack-blocks/.wordpress/stack/state.json',
		] ) {
			expect( ( await anonymousGet( address ) ).status, address ).toBe(
				404
			);
		}
	} finally {
		for ( const file of [ ...planted, 'public.txt' ] ) {
			fs.rmSync( path.join( uploads, file ), { force: true } );
		}
	}
} );

test( "WordPress's cache is Redis, shared by the heads and the command line", async () => {
	const key = `stack-${ crypto.randomUUID() }`;
	wpPhp( `set_transient( '${ key }', 'from the command line', 300 );` );
	const socket = path.join( STACK_DIR, 'run/redis.sock' );
	const stored = execFileSync(
		'redis-cli',
		[ '-s', socket, '--scan', '--pattern', `*:transient:${ key }` ],
		{ encoding: 'utf8' }
	).trim();
	expect( stored ).not.toBe( '' );
	// Not in the database: with a persistent object cache, transients live only in the cache.
	expect(
		wpPhp(
			`echo (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->options} WHERE option_name = %s", '_transient_${ key }' ) );`
		)
	).toBe( '0' );
	expect(
		wpPhp(
			`echo wp_using_ext_object_cache() ? 'redis' : 'none', ' ', get_transient( '${ key }' );`
		)
	).toBe( 'redis from the command line' );
} );

test( "a page of the plugin's blocks asks Redis for the plugin's settings once, not once per block", async () => {
	// Blocks whose registration and renders read settings that are not autoloaded (the feature
	// lists, the photo feed's connections, the map's token, the newsletter's settings, the payment
	// account), among others: WordPress asks the cache for options it was given to read in advance
	// every time, so asking again for each block was a round trip to Redis per block.
	const blocks = [
		'<!-- wp:jetpack/instagram-gallery /-->',
		'<!-- wp:jetpack/map /-->',
		'<!-- wp:jetpack/mailchimp /-->',
		'<!-- wp:jetpack/simple-payments {"productId":1} /-->',
		'<!-- wp:jetpack/voice-to-content /-->',
		'<!-- wp:jetpack/rating-star {"rating":3} /-->',
		'<!-- wp:jetpack/markdown {"source":"Some *text*"} /-->',
		'<!-- wp:jetpack/business-hours /-->',
		'<!-- wp:jetpack/gif {"giphyUrl":"https://giphy.com/embed/abc"} /-->',
		'<!-- wp:jetpack/google-calendar {"url":"https://calendar.google.com/calendar/embed?src=a"} /-->',
	].join( '\n\n' );
	// The settings stored not autoloaded (migration 4 stores the feature lists autoloaded, which
	// would spare the page reading those), so the page reads all of them.
	wpPhp(
		`foreach ( array( 'jetpack_blocks_beta_blocks', 'jetpack_blocks_experimental_blocks' ) as $option ) { delete_option( $option ); add_option( $option, '', '', false ); }`
	);
	const id = wpPhp(
		`wp_set_current_user( 1 ); echo wp_insert_post( array( 'post_title' => 'Settings once', 'post_status' => 'publish', 'post_content' => wp_slash( ${ JSON.stringify(
			blocks
		) } ) ) );`
	).trim();
	expect( Number( id ) ).toBeGreaterThan( 0 );
	// A query string keeps the page cache out of it.
	const address = new URL(
		`/?p=${ id }&settings=${ Date.now() }`,
		baseURL()
	);
	for ( let visit = 0; visit < 2; visit++ ) {
		const response = await fetch( address, {
			headers: { 'X-E2E-Loaded-Files': '1' },
		} );
		expect( response.status ).toBe( 200 );
		const page = await response.text();
		expect( page ).toContain( 'wp-block-jetpack-rating-star' );
		expect( page ).toContain( 'wp-block-jetpack-business-hours' );
		expect( response.headers.get( 'x-e2e-cache-option-reads' ) ).toBe(
			'1'
		);
	}
} );

test( "the videos' guids and privacy are read from Redis after the first request, and afresh after a change", async () => {
	// The lookups are direct queries of the videos' records (WordPress caches no lookup of metadata
	// by value), so without this every page of videos and every anonymous media list asked MariaDB.
	const guid = `Ca${ Date.now().toString( 36 ).slice( -6 ) }`;
	const post = wpPhp(
		`wp_set_current_user( 1 ); echo wp_insert_post( array( 'post_title' => 'Cached reel', 'post_status' => 'publish', 'post_content' => '<!-- wp:videopress/video {"guid":"${ guid }"} /-->' ) );`
	).trim();
	expect( Number( post ) ).toBeGreaterThan( 0 );
	const visit = async ( route: string ) => {
		const response = await fetch(
			new URL(
				`${ route }${ route.includes( '?' ) ? '&' : '?' }jb=${ Date.now() }`,
				baseURL()
			),
			{ headers: { 'X-E2E-Loaded-Files': '1' } }
		);
		expect( response.status ).toBe( 200 );
		return {
			body: await response.text(),
			queries: JSON.parse(
				response.headers.get( 'x-e2e-video-queries' ) ?? 'null'
			) as string[],
		};
	};
	const guidQueries = ( queries: string[] ) =>
		queries.filter( ( query ) => query.includes( "'videopress_guid'" ) );

	// No video holds the guid yet: asked once, then answered by Redis.
	await visit( `/?p=${ post }` );
	const again = await visit( `/?p=${ post }` );
	expect( again.queries, 'the test mu-plugin answered' ).not.toBeNull();
	expect( guidQueries( again.queries ) ).toEqual( [] );
	expect( again.body ).not.toContain( 'aria-label="Cached reel video"' );

	// A video takes the guid (as an import would): the next page finds it.
	const video = wpPhp(
		`$id = wp_insert_attachment( array( 'post_title' => 'Cached reel video', 'post_mime_type' => 'video/mp4', 'post_status' => 'inherit' ) ); delete_post_meta( $id, 'videopress_guid' ); add_post_meta( $id, 'videopress_guid', '${ guid }', true ); echo $id;`
	).trim();
	expect( Number( video ) ).toBeGreaterThan( 0 );
	const found = await visit( `/?p=${ post }` );
	expect( found.body ).toContain( 'aria-label="Cached reel video"' );
	expect( guidQueries( ( await visit( `/?p=${ post }` ) ).queries ) ).toEqual(
		[]
	);

	// An anonymous media list reads the videos' privacy once; made private, the video leaves it.
	const listed = async () => {
		const { body, queries } = await visit(
			`/?rest_route=/wp/v2/media&media_type=video&per_page=100`
		);
		return {
			ids: ( JSON.parse( body ) as Array< { id: number } > ).map(
				( item ) => item.id
			),
			queries: queries.filter( ( query ) =>
				query.includes( "'videopress_privacy_setting'" )
			),
		};
	};
	await listed();
	const open = await listed();
	expect( open.ids ).toContain( Number( video ) );
	expect( open.queries ).toEqual( [] );
	wpPhp( `update_post_meta( ${ video }, 'videopress_privacy_setting', 1 );` );
	expect( ( await listed() ).ids ).not.toContain( Number( video ) );
} );

test( 'the system cron runs due events through wp-cron.php (WP-Cron itself is off)', async () => {
	const { runCronNow } = await import( '../../../scripts/stack/stack.mjs' );
	const hook = `jb_stack_probe_${ Date.now() }`;
	expect(
		wpPhp(
			`echo defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ? 'off' : 'on'; wp_schedule_single_event( time() - 5, '${ hook }' );`
		)
	).toBe( 'off' );
	expect( await runCronNow( baseURL() ) ).toBe( 'ran' );
	expect( wpPhp( `var_export( wp_next_scheduled( '${ hook }' ) );` ) ).toBe(
		'false'
	);
} );

/** A PATCH cut off by the client after `sent` of the chunk's bytes, as a dropped connection is. */
function cutPatch(
	address: URL,
	token: string,
	offset: number,
	chunk: Buffer,
	sent: number
): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const socket = net.connect(
			Number( address.port ),
			address.hostname,
			() => {
				socket.write(
					[
						`POST ${ address.pathname }${ address.search } HTTP/1.1`,
						`Host: ${ address.host }`,
						'Tus-Resumable: 1.0.0',
						'X-HTTP-Method-Override: PATCH',
						'Content-Type: application/offset+octet-stream',
						`Upload-Offset: ${ offset }`,
						`x-videopress-upload-token: ${ token }`,
						`Content-Length: ${ chunk.length }`,
						'',
						'',
					].join( '\r\n' )
				);
				socket.write( chunk.subarray( 0, sent ), () => {
					setTimeout( () => {
						socket.destroy();
						resolve();
					}, 300 );
				} );
			}
		);
		socket.on( 'error', reject );
	} );
}

test( 'a resumable upload goes on whichever head each chunk reaches, also after a cut', async () => {
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'stack-upload-' ) );
	const made = makeTestVideo( path.join( work, 'stack.mp4' ), {
		seconds: 2,
	} );
	const video = Buffer.concat( [
		made,
		crypto.randomBytes( Math.max( 0, 800_000 - made.length ) ),
	] );
	fs.rmSync( work, { recursive: true, force: true } );

	const admin = await request.newContext( {
		baseURL: baseURL(),
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	const nonce = (
		await (
			await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	const issued = await admin.post( '/wp-admin/admin-ajax.php', {
		headers: { 'X-WP-Nonce': nonce },
		form: { action: 'videopress-get-upload-jwt' },
	} );
	expect( issued.status() ).toBe( 200 );
	const token = ( await issued.json() ).data.upload_token as string;

	const created = await fetch(
		`${ baseURL() }/?rest_route=/rest/v1.1/video-uploads/1`,
		{
			method: 'POST',
			headers: {
				...TUS,
				'Upload-Length': String( video.length ),
				'Upload-Metadata': META,
				'x-videopress-upload-token': token,
			},
		}
	);
	expect( created.status ).toBe( 201 );
	const url = new URL(
		created.headers.get( 'location' ) as string,
		baseURL()
	);
	const headOffset = async () => {
		const head = await fetch( url, {
			method: 'HEAD',
			headers: { ...TUS, 'x-videopress-upload-token': token },
		} );
		expect( head.status ).toBe( 200 );
		return Number( head.headers.get( 'upload-offset' ) );
	};

	const CHUNK = 100_000;
	const heads: string[] = [];
	let media = '';
	/** Sends the file from `offset` in chunks up to `until`; returns the server's new offset. */
	const sendFrom = async ( offset: number, until: number ) => {
		while ( offset < until ) {
			const patched = await fetch( url, {
				method: 'POST',
				headers: {
					...TUS,
					'X-HTTP-Method-Override': 'PATCH',
					'Content-Type': 'application/offset+octet-stream',
					'Upload-Offset': String( offset ),
					'x-videopress-upload-token': token,
				},
				body: new Uint8Array(
					video.subarray( offset, Math.min( offset + CHUNK, until ) )
				),
			} );
			expect( patched.status, `PATCH at ${ offset }` ).toBe( 204 );
			heads.push( patched.headers.get( 'x-stack-head' ) ?? '' );
			media =
				patched.headers.get( 'x-videopress-upload-src-url' ) ?? media;
			offset = Number( patched.headers.get( 'upload-offset' ) );
		}
		return offset;
	};

	const before = await sendFrom( 0, 2 * CHUNK );
	expect( before ).toBe( 2 * CHUNK );
	// The connection drops half-way through the third chunk; the client asks where to go on.
	await cutPatch(
		url,
		token,
		before,
		video.subarray( before, before + CHUNK ),
		CHUNK / 2
	);
	const resumeAt = await headOffset();
	expect( resumeAt ).toBeGreaterThanOrEqual( before );
	expect( resumeAt ).toBeLessThanOrEqual( before + CHUNK / 2 );
	expect( await sendFrom( resumeAt, video.length ) ).toBe( video.length );
	expect( [ ...new Set( heads ) ].sort() ).toEqual( [ 'a', 'b' ] );
	expect( media ).not.toBe( '' );
	const stored = Buffer.from( await ( await fetch( media ) ).arrayBuffer() );
	expect(
		crypto.createHash( 'sha256' ).update( stored ).digest( 'hex' )
	).toBe( crypto.createHash( 'sha256' ).update( video ).digest( 'hex' ) );
	await admin.dispose();
} );
