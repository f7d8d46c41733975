/**
 * Security of the resumable video upload and of poster frames (issue 21: M1, L4, upload tokens),
 * spoken to the real tus endpoint and REST routes of sites of the spec's own:
 *
 * - the site's upload limit, per-user caps on unfinished uploads, free disk space during PATCH, the
 *   `wp_handle_upload_prefilter` filter and a time bound per PATCH apply to resumable uploads (a test
 *   mu-plugin makes the limits small, so only a few KB move);
 * - on a multisite network, the site's storage quota counts finished videos and unfinished uploads;
 * - an upload token ends with the session it was issued to (logout);
 * - ffmpeg takes poster frames only from local video files: a playlist pointing at the network and an
 *   image posing as a video are refused, and frames are taken a few at a time.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { test, expect, request as playwright } from '@playwright/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { startNetwork, type Network } from '../helpers/multisite';
import { makeTestVideo } from '../helpers/test-video';
import {
	createResumableUpload,
	type UploadFailure,
	type UploadedMedia,
} from '../../../src/blocks/video/upload/tus-upload';
import { tokenExpiry } from '../../../src/blocks/video/upload/token';

test.describe.configure( { mode: 'serial', timeout: 90_000 } );

const TUS = { 'Tus-Resumable': '1.0.0' };
const META = 'filename dmlkZW8ubXA0,filetype dmlkZW8vbXA0'; // video.mp4, video/mp4

interface Session {
	context: import( '@playwright/test' ).APIRequestContext;
	nonce: string;
}

let work: string;
let site: OwnSite;
let video: Buffer;

async function uploadToken( session: Session ) {
	const response = await session.context.post( '/wp-admin/admin-ajax.php', {
		headers: { 'X-WP-Nonce': session.nonce },
		form: { action: 'videopress-get-upload-jwt' },
	} );
	expect( response.status() ).toBe( 200 );
	const body = await response.json();
	return {
		token: body.data.upload_token as string,
		url: body.data.upload_action_url as string,
	};
}

function create(
	baseURL: string,
	token: string,
	length: number,
	metadata = META
) {
	return fetch( `${ baseURL }/?rest_route=/rest/v1.1/video-uploads/1`, {
		method: 'POST',
		headers: {
			...TUS,
			'Upload-Length': String( length ),
			'Upload-Metadata': metadata,
			'x-videopress-upload-token': token,
		},
	} );
}

function uploadUrl( baseURL: string, created: Response ) {
	return new URL( created.headers.get( 'location' ) as string, baseURL );
}

function patch( url: URL, token: string, offset: number, body: Buffer ) {
	return fetch( url, {
		method: 'POST',
		headers: {
			...TUS,
			'X-HTTP-Method-Override': 'PATCH',
			'Content-Type': 'application/offset+octet-stream',
			'Upload-Offset': String( offset ),
			'x-videopress-upload-token': token,
		},
		body: new Uint8Array( body ),
	} );
}

async function offsetOf( url: URL, token: string ) {
	const head = await fetch( url, {
		method: 'HEAD',
		headers: { ...TUS, 'x-videopress-upload-token': token },
	} );
	expect( head.status ).toBe( 200 );
	return Number( head.headers.get( 'upload-offset' ) );
}

function remove( url: URL, token: string ) {
	return fetch( url, {
		method: 'DELETE',
		headers: { ...TUS, 'x-videopress-upload-token': token },
	} );
}

/** Sets the test mu-plugin's settings (null: back to the site's own). */
async function settings( values: Record< string, number | null > ) {
	const response = await site.admin.context.post(
		'/?rest_route=/e2e/v1/upload-settings',
		{ headers: { 'X-WP-Nonce': site.admin.nonce }, data: values }
	);
	expect( response.status() ).toBe( 200 );
}

/** One upload through the editor's upload module (what the upload view runs); its first outcome. */
function uploadWithClient(
	baseURL: string,
	session: Session,
	file: Buffer,
	name: string
) {
	return new Promise< { media: UploadedMedia } | { failure: UploadFailure } >(
		( resolve ) => {
			const upload = createResumableUpload(
				file,
				{
					onProgress: () => {},
					onSuccess: ( media ) => resolve( { media } ),
					onError: ( failure ) => resolve( { failure } ),
				},
				{
					fetchToken: async () => {
						const { token, url } = await uploadToken( session );
						return {
							token,
							blogId: 1,
							url: url.replace( /^https?:\/\/[^/]+/, baseURL ),
							expiresAt: tokenExpiry( token ),
						};
					},
					tusOptions: {
						metadata: { filename: name, filetype: 'video/mp4' },
					},
				}
			);
			upload.start();
		}
	);
}

function partFiles( siteDir: string ) {
	const dir = path.join(
		siteDir,
		'wp-content/uploads/jetpack-blocks-video-uploads'
	);
	return fs.existsSync( dir )
		? fs.readdirSync( dir ).filter( ( file ) => file.endsWith( '.part' ) )
		: [];
}

function ownSiteDir() {
	const worker = process.env.TEST_WORKER_INDEX ?? '0';
	return path.resolve(
		__dirname,
		`../../../.wordpress/test-site-security-upload-${ worker }`
	);
}

test.beforeAll( async () => {
	work = fs.mkdtempSync( path.join( os.tmpdir(), 'security-upload-' ) );
	video = makeTestVideo( path.join( work, 'clip.mp4' ), { seconds: 1 } );
	site = await startOwnSite( 'security-upload', [
		'own-site/upload-security-settings.php',
	] );
} );

test.afterAll( async () => {
	const problems = await site?.stop();
	fs.rmSync( work, { recursive: true, force: true } );
	expect( problems ?? [] ).toEqual( [] );
} );

test.describe( 'resumable upload limits', () => {
	test.afterEach( async () => {
		await settings( {
			upload_size_limit: null,
			user_uploads: null,
			user_bytes: null,
			free_space: null,
			patch_time_limit: null,
		} );
	} );

	test( "a video over the site's upload limit is refused at creation, naming both sizes", async () => {
		await settings( { upload_size_limit: 300 * 1024 } );
		const { token } = await uploadToken( site.admin );
		const refused = await create( site.baseURL, token, 400_000 );
		expect( refused.status ).toBe( 413 );
		expect( ( await refused.json() ).message ).toBe(
			'This video is 391 KB; this site accepts uploads up to 300 KB. Ask the site administrator to raise the upload limit.'
		);
		// Protocol discovery tells clients the same limit.
		const options = await fetch(
			`${ site.baseURL }/?rest_route=/rest/v1.1/video-uploads/1`,
			{ method: 'OPTIONS' }
		);
		expect( options.headers.get( 'tus-max-size' ) ).toBe(
			String( 300 * 1024 )
		);
		// The editor's upload module hands the upload view the server's status and message.
		const big = Buffer.concat( [ video, Buffer.alloc( 400_000 ) ] );
		expect(
			await uploadWithClient( site.baseURL, site.admin, big, 'big.mp4' )
		).toEqual( {
			failure: {
				status: 413,
				message: expect.stringMatching(
					/^This video is \d+ KB; this site accepts uploads up to 300 KB\./
				),
			},
		} );
		// Within the limit, the upload goes through.
		expect(
			await uploadWithClient( site.baseURL, site.admin, video, 'ok.mp4' )
		).toHaveProperty( 'media' );
	} );

	test( 'each user has a cap on unfinished uploads and on the bytes they declare', async () => {
		await settings( { user_uploads: 2, user_bytes: 1000 } );
		const author = await site.signIn( 'author' );
		const { token } = await uploadToken( author );
		const first = await create( site.baseURL, token, 100 );
		expect( first.status ).toBe( 201 );
		expect( ( await create( site.baseURL, token, 100 ) ).status ).toBe(
			201
		);
		const third = await create( site.baseURL, token, 100 );
		expect( third.status ).toBe( 429 );
		expect( ( await third.json() ).message ).toContain(
			'finish or cancel'
		);
		// Another user has caps of their own.
		const other = await uploadToken( await site.signIn( 'author' ) );
		expect(
			( await create( site.baseURL, other.token, 100 ) ).status
		).toBe( 201 );
		// Cancelling one makes room again.
		expect(
			( await remove( uploadUrl( site.baseURL, first ), token ) ).status
		).toBe( 204 );
		// The declared bytes count too: 100 + 901 is over 1000.
		const tooMuch = await create( site.baseURL, token, 901 );
		expect( tooMuch.status ).toBe( 413 );
		expect( ( await tooMuch.json() ).message ).toContain(
			'finish or cancel'
		);
		expect( ( await create( site.baseURL, token, 900 ) ).status ).toBe(
			201
		);
	} );

	test( 'free disk space is checked again while the bytes arrive', async () => {
		const { token } = await uploadToken( site.admin );
		const created = await create( site.baseURL, token, 5000 );
		expect( created.status ).toBe( 201 );
		const url = uploadUrl( site.baseURL, created );
		// The disk fills up after the upload was created.
		await settings( { free_space: 1000 } );
		const full = await patch( url, token, 0, Buffer.alloc( 2000, 1 ) );
		expect( full.status ).toBe( 413 );
		expect( ( await full.json() ).message ).toContain(
			'not enough disk space'
		);
		expect( await offsetOf( url, token ) ).toBe( 0 );
		// Space again: the upload carries on.
		await settings( { free_space: null } );
		const resumed = await patch( url, token, 0, Buffer.alloc( 2000, 1 ) );
		expect( resumed.status ).toBe( 204 );
		expect( resumed.headers.get( 'upload-offset' ) ).toBe( '2000' );
	} );

	test( 'a PATCH ends at its time bound and keeps what arrived', async () => {
		const { token } = await uploadToken( site.admin );
		const length = 1_500_000;
		const created = await create( site.baseURL, token, length );
		const url = uploadUrl( site.baseURL, created );
		// A bound of 0 s: each PATCH stops after its first read.
		await settings( { patch_time_limit: 0 } );
		const bounded = await patch( url, token, 0, Buffer.alloc( length, 2 ) );
		expect( bounded.status ).toBe( 204 );
		const offset = Number( bounded.headers.get( 'upload-offset' ) );
		expect( offset ).toBeGreaterThan( 0 );
		expect( offset ).toBeLessThan( length );
		expect( await offsetOf( url, token ) ).toBe( offset );
		// The client sends the rest from there.
		await settings( { patch_time_limit: null } );
		const rest = await patch(
			url,
			token,
			offset,
			Buffer.alloc( length - offset, 2 )
		);
		expect( rest.status ).not.toBe( 409 );
		expect( await remove( url, token ) ).toHaveProperty( 'status', 204 );
	} );

	test( "the finished file goes through the site's wp_handle_upload_prefilter", async () => {
		const before = partFiles( ownSiteDir() ).length;
		expect(
			await uploadWithClient(
				site.baseURL,
				site.admin,
				video,
				'refused-by-policy.mp4'
			)
		).toEqual( {
			failure: {
				status: 400,
				message: 'This site does not accept this file (test policy).',
			},
		} );
		// The partial file is removed and no attachment was made.
		expect( partFiles( ownSiteDir() ) ).toHaveLength( before );
		const media = await site.admin.context.get(
			'/?rest_route=/wp/v2/media&search=refused-by-policy',
			{ headers: { 'X-WP-Nonce': site.admin.nonce } }
		);
		expect( await media.json() ).toEqual( [] );
	} );
} );

test.describe( 'upload tokens and sessions', () => {
	test( 'a token stops working when the session it was issued to logs out', async () => {
		const author = await site.signIn( 'author' );
		// A second session of the same user (another browser).
		const elsewhere = await playwright.newContext( {
			baseURL: site.baseURL,
		} );
		expect(
			(
				await elsewhere.post( '/wp-login.php', {
					form: {
						log: author.username,
						pwd: 'password',
						testcookie: '1',
					},
					headers: {
						Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
					},
					maxRedirects: 0,
				} )
			).status()
		).toBe( 302 );
		const elsewhereNonce = (
			await (
				await elsewhere.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();

		const { token } = await uploadToken( author );
		const created = await create( site.baseURL, token, 10 );
		expect( created.status ).toBe( 201 );
		const url = uploadUrl( site.baseURL, created );
		const keyToken = created.headers.get(
			'x-videopress-upload-key-token'
		) as string;
		expect( await offsetOf( url, keyToken ) ).toBe( 0 );

		// Log out, as the "Log Out" link does (the confirmation page carries the nonce).
		const confirm = await (
			await author.context.get( '/wp-login.php?action=logout' )
		).text();
		const logout = /href="([^"]*action=logout[^"]*_wpnonce=[^"]+)"/.exec(
			confirm
		);
		expect( logout ).not.toBeNull();
		await author.context.get(
			String( logout?.[ 1 ] ).replace( /&amp;/g, '&' ),
			{ maxRedirects: 0 }
		);

		expect( ( await create( site.baseURL, token, 10 ) ).status ).toBe(
			401
		);
		const head = await fetch( url, {
			method: 'HEAD',
			headers: { ...TUS, 'x-videopress-upload-token': keyToken },
		} );
		expect( head.status ).toBe( 401 );
		// The user's other session keeps its own tokens.
		const other = await uploadToken( {
			context: elsewhere,
			nonce: elsewhereNonce,
		} );
		expect( ( await create( site.baseURL, other.token, 10 ) ).status ).toBe(
			201
		);
		await elsewhere.dispose();
	} );
} );

test.describe( 'poster frames by ffmpeg', () => {
	async function videoAttachment( name: string, content: Buffer ) {
		const response = await site.admin.context.post(
			'/?rest_route=/e2e/v1/upload-video-file',
			{
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { name, content: content.toString( 'base64' ) },
			}
		);
		expect( response.status() ).toBe( 200 );
		return ( await response.json() ) as { guid: string; file: string };
	}

	function frame( guid: string ) {
		return site.admin.context.post(
			`/?rest_route=/rest/v1.1/videos/${ guid }/poster`,
			{
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { at_time: 0 },
			}
		);
	}

	test( 'a playlist pointing at the network or at another file, and an image posing as a video, are refused', async () => {
		// A local web server standing for an address the playlist sends ffmpeg to.
		const requests: string[] = [];
		const web = http.createServer( ( req, res ) => {
			requests.push( req.url ?? '' );
			res.writeHead( 404 ).end();
		} );
		await new Promise< void >( ( resolve ) =>
			web.listen( 0, '127.0.0.1', resolve )
		);
		const port = ( web.address() as AddressInfo ).port;
		const playlist = Buffer.from(
			[
				'#EXTM3U',
				'#EXT-X-VERSION:3',
				'#EXT-X-TARGETDURATION:10',
				'#EXT-X-MEDIA-SEQUENCE:0',
				'#EXTINF:10.0,',
				`http://127.0.0.1:${ port }/segment.ts`,
				'#EXT-X-ENDLIST',
				'',
			].join( '\n' )
		);
		const fromPlaylist = await frame(
			( await videoAttachment( 'crafted.m3u8', playlist ) ).guid
		);
		web.close();
		expect( fromPlaylist.status() ).toBe( 400 );
		expect( requests ).toEqual( [] );

		// A playlist that points at another file on the server (here another video, as if someone
		// else's private one): no frame of it comes back.
		const segment = path.join( work, 'secret.ts' );
		execFileSync( '/usr/bin/ffmpeg', [
			'-nostdin',
			'-v',
			'error',
			'-y',
			'-f',
			'lavfi',
			'-i',
			'testsrc=duration=1:size=64x48:rate=25',
			segment,
		] );
		const secret = await videoAttachment(
			'secret.ts',
			fs.readFileSync( segment )
		);
		const pointer = Buffer.from(
			[
				'#EXTM3U',
				'#EXT-X-VERSION:3',
				'#EXT-X-TARGETDURATION:1',
				'#EXT-X-MEDIA-SEQUENCE:0',
				'#EXTINF:1.0,',
				secret.file,
				'#EXT-X-ENDLIST',
				'',
			].join( '\n' )
		);
		const fromLocalFile = await frame(
			( await videoAttachment( 'pointer.m3u8', pointer ) ).guid
		);
		expect( fromLocalFile.status() ).toBe( 400 );

		// A PNG (made by ffmpeg from its test pattern) stored as a video.
		const png = path.join( work, 'still.png' );
		execFileSync( '/usr/bin/ffmpeg', [
			'-nostdin',
			'-v',
			'error',
			'-y',
			'-f',
			'lavfi',
			'-i',
			'testsrc=size=64x48',
			'-frames:v',
			'1',
			png,
		] );
		const fromImage = await frame(
			( await videoAttachment( 'still.mp4', fs.readFileSync( png ) ) )
				.guid
		);
		expect( fromImage.status() ).toBe( 400 );

		// A real video still gets its frame.
		expect(
			(
				await frame(
					( await videoAttachment( 'real.mp4', video ) ).guid
				)
			).status()
		).toBe( 200 );
	} );

	test( 'frames are taken a few at a time; one over the cap is told to try again', async () => {
		await site.admin.context.post( '/?rest_route=/e2e/v1/upload-settings', {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			data: { frame_slots: 1, frame_slot_wait: 0 },
		} );
		const { guid } = await videoAttachment( 'busy.mp4', video );
		// Another run holds the only slot: its lock file, held from outside PHP (a request holding
		// it would keep a PHP worker busy, and the built-in server may queue the next request of
		// this test behind it on the same worker).
		const { file } = ( await (
			await site.admin.context.get(
				'/?rest_route=/e2e/v1/upload-frame-slot-file',
				{ headers: { 'X-WP-Nonce': site.admin.nonce } }
			)
		).json() ) as { file: string | null };
		expect( file ).toBeTruthy();
		// Made as the site makes its lock files (owner only), should flock be the first to open it.
		fs.closeSync( fs.openSync( file ?? '', 'a', 0o600 ) );
		const holder = spawn(
			'flock',
			[
				'-w',
				'30',
				file ?? '',
				'sh',
				'-c',
				'echo locked; cat >/dev/null',
			],
			{ stdio: [ 'pipe', 'pipe', 'ignore' ] }
		);
		const exited = new Promise( ( resolve ) =>
			holder.once( 'close', resolve )
		);
		let busy;
		try {
			await new Promise< void >( ( resolve, reject ) => {
				holder.stdout?.once( 'data', () => resolve() );
				holder.once( 'exit', () =>
					reject( new Error( `no lock on ${ file }` ) )
				);
			} );
			busy = await frame( guid );
		} finally {
			// End of input ends `cat`, the shell, then flock: the lock is free once all have closed.
			holder.stdin?.end();
		}
		expect( busy.status() ).toBe( 503 );
		expect( ( await busy.json() ).message ).toContain( 'try again' );
		await exited;
		expect( ( await frame( guid ) ).status() ).toBe( 200 );
		await site.admin.context.post( '/?rest_route=/e2e/v1/upload-settings', {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			data: { frame_slots: null, frame_slot_wait: null },
		} );
	} );
} );

test.describe( 'multisite storage quota', () => {
	let network: Network;

	test.beforeAll( async () => {
		network = await startNetwork( 'security-upload' );
	} );

	test.afterAll( async () => {
		const problems = network?.pluginProblems() ?? [];
		await network?.stop();
		expect( problems ).toEqual( [] );
	} );

	test( "unfinished uploads and finished videos count against the site's storage quota", async () => {
		// The network administrator limits each site to 1 MB (Network Settings → Upload settings).
		const admin = await network.signIn( 'admin' );
		const form = await (
			await admin.context.get( '/wp-admin/network/settings.php' )
		).text();
		const nonce = /name="_wpnonce" value="([^"]+)"/.exec( form );
		expect( nonce ).not.toBeNull();
		const saved = await admin.context.post(
			'/wp-admin/network/settings.php',
			{
				form: {
					_wpnonce: String( nonce?.[ 1 ] ),
					_wp_http_referer: '/wp-admin/network/settings.php',
					upload_space_check_disabled: '0',
					blog_upload_space: '1',
					fileupload_maxk: '1500',
					'menu_items[plugins]': '1',
				},
				maxRedirects: 0,
			}
		);
		expect( saved.status() ).toBe( 302 );

		const login = await network.createUser( 'author', 'quota' );
		const author = await network.signIn( login );
		const session = { context: author.context, nonce: author.restNonce };
		const { token } = await uploadToken( session );
		// 600 KB of the site's 1 MB is held by an unfinished upload: another 600 KB does not fit.
		const first = await create( network.url, token, 600_000 );
		expect( first.status ).toBe( 201 );
		const second = await create( network.url, token, 600_000 );
		expect( second.status ).toBe( 413 );
		expect( ( await second.json() ).message ).toContain( 'storage space' );
		expect(
			( await remove( uploadUrl( network.url, first ), token ) ).status
		).toBe( 204 );

		// A finished 600 KB video uses the space for good.
		const padded = Buffer.concat( [
			video,
			Buffer.alloc( 600_000 - video.length, 3 ),
		] );
		expect(
			await uploadWithClient( network.url, session, padded, 'quota.mp4' )
		).toHaveProperty( 'media' );
		expect( ( await create( network.url, token, 600_000 ) ).status ).toBe(
			413
		);
		expect( ( await create( network.url, token, 100_000 ) ).status ).toBe(
			201
		);
	} );
} );
