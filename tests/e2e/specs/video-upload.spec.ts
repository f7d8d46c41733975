/**
 * The resumable video upload against the real tus endpoint of a site of the spec's own, driven by the
 * upload module the editor uses (src/blocks/video/upload/tus-upload.ts, tus-js-client's Node build)
 * and by raw HTTP for the protocol's edges. Fault suite: a connection cut mid-chunk by a loopback
 * proxy, a "reload" (a new client finding the same upload by fingerprint), a file that is not a
 * video, a server failing with 500 for longer than the client's own retries, missing and forged
 * tokens. Every finished upload is fetched back from the media library and compared by sha256.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import { makeTestVideo } from '../helpers/test-video';
import {
	CHUNK_SIZE,
	RETRY_DELAYS,
	createResumableUpload,
	type UploadFailure,
	type UploadedMedia,
} from '../../../src/blocks/video/upload/tus-upload';
import type { UploadToken } from '../../../src/blocks/video/upload/token';
import { tokenExpiry } from '../../../src/blocks/video/upload/token';

test.describe.configure( { mode: 'serial', timeout: 120_000 } );

const ROOT = path.resolve( __dirname, '../../..' );
const SITE_NAME = 'video-upload';
const TUS = { 'Tus-Resumable': '1.0.0' };

let site: OwnSite;
let work: string;
let smallVideo: Buffer;
let bigVideo: Buffer;

const sha256 = ( data: Buffer ) =>
	crypto.createHash( 'sha256' ).update( data ).digest( 'hex' );

/** A video made by ffmpeg's test source; `padTo` appends random bytes (the sniffer reads the head). */
function makeVideo( name: string, seconds: number, padTo = 0 ): Buffer {
	const video = makeTestVideo( path.join( work, name ), { seconds } );
	return padTo > video.length
		? Buffer.concat( [ video, crypto.randomBytes( padTo - video.length ) ] )
		: video;
}

async function ajaxToken(
	session: SignedIn,
	key = ''
): Promise< {
	status: number;
	body: {
		success: boolean;
		data: {
			upload_token: string;
			upload_blog_id: number;
			upload_action_url: string;
		};
	};
} > {
	const response = await session.context.post( '/wp-admin/admin-ajax.php', {
		headers: { 'X-WP-Nonce': session.nonce },
		form: {
			action: 'videopress-get-upload-jwt',
			...( key ? { key } : {} ),
		},
	} );
	return { status: response.status(), body: await response.json() };
}

/** The token source the view uses, here through a signed-in request context; `origin` reroutes. */
function tokens( session: SignedIn, origin?: string ) {
	return async (): Promise< UploadToken > => {
		const { body } = await ajaxToken( session );
		const url: string = body.data.upload_action_url;
		return {
			token: body.data.upload_token,
			blogId: body.data.upload_blog_id,
			url: origin ? url.replace( site.baseURL, origin ) : url,
			expiresAt: tokenExpiry( body.data.upload_token ),
		};
	};
}

/** A loopback TCP proxy in front of the site that can cut the connection after N bytes sent up. */
class CuttingProxy {
	private server = net.createServer();
	port = 0;
	bytesUp = 0;
	cutAfter = Infinity;
	cuts = 0;

	async start( target: number ) {
		this.server.on( 'connection', ( client ) => {
			const upstream = net.connect( target, '127.0.0.1' );
			upstream.on( 'error', () => client.destroy() );
			client.on( 'error', () => upstream.destroy() );
			client.on( 'close', () => upstream.destroy() );
			upstream.pipe( client );
			client.on( 'data', ( data: Buffer ) => {
				if ( this.bytesUp + data.length > this.cutAfter ) {
					const keep = Math.max( 0, this.cutAfter - this.bytesUp );
					this.bytesUp += keep;
					this.cutAfter = Infinity;
					this.cuts += 1;
					// Half of the body arrives, then the line goes dead both ways.
					upstream.end( data.subarray( 0, keep ) );
					client.destroy();
					return;
				}
				this.bytesUp += data.length;
				upstream.write( data );
			} );
		} );
		await new Promise< void >( ( resolve ) =>
			this.server.listen( 0, '127.0.0.1', resolve )
		);
		this.port = ( this.server.address() as net.AddressInfo ).port;
		return `http://127.0.0.1:${ this.port }`;
	}

	stop() {
		return new Promise< void >( ( resolve ) =>
			this.server.close( () => resolve() )
		);
	}
}

/** tus URL storage kept in memory: what localStorage is to the browser, shared by two "page loads". */
class MemoryUrlStorage implements UrlStorage {
	entries = new Map< string, PreviousUpload & { fingerprint: string } >();

	async findAllUploads() {
		return [ ...this.entries.values() ];
	}

	async findUploadsByFingerprint( fingerprint: string ) {
		return [ ...this.entries.values() ].filter(
			( entry ) => entry.fingerprint === fingerprint
		);
	}

	async removeUpload( key: string ) {
		this.entries.delete( key );
	}

	async addUpload( fingerprint: string, upload: PreviousUpload ) {
		const key = `tus::${ fingerprint }::${ this.entries.size + 1 }`;
		this.entries.set( key, { ...upload, urlStorageKey: key, fingerprint } );
		return key;
	}
}

type Outcome = { media: UploadedMedia } | { failure: UploadFailure };

/** One upload through the editor's upload module; `next()` resolves with each success or error. */
function drive(
	file: Buffer,
	name: string,
	type: string,
	fetchToken: () => Promise< UploadToken >,
	tusOptions: Record< string, unknown > = {}
) {
	const outcomes: Outcome[] = [];
	let wake: () => void = () => {};
	const push = ( outcome: Outcome ) => {
		outcomes.push( outcome );
		wake();
	};
	const upload = createResumableUpload(
		file,
		{
			onProgress: () => {},
			onSuccess: ( media ) => push( { media } ),
			onError: ( failure ) => push( { failure } ),
		},
		{
			fetchToken,
			tusOptions: {
				metadata: { filename: name, filetype: type },
				...tusOptions,
			},
		}
	);
	const next = async (): Promise< Outcome > => {
		while ( ! outcomes.length ) {
			await new Promise< void >( ( resolve ) => ( wake = resolve ) );
		}
		return outcomes.shift() as Outcome;
	};
	return { upload, next };
}

async function storedBytes( request: APIRequestContext, src: string ) {
	const response = await request.get( src );
	expect( response.status() ).toBe( 200 );
	return Buffer.from( await response.body() );
}

function storeDir() {
	const worker = process.env.TEST_WORKER_INDEX ?? '0';
	return path.join(
		ROOT,
		`.wordpress/test-site-${ SITE_NAME }-${ worker }/wp-content/uploads/jetpack-blocks-video-uploads`
	);
}

async function create(
	token: string,
	length: number,
	metadata = 'filename dmlkZW8ubXA0,filetype dmlkZW8vbXA0'
) {
	return fetch( `${ site.baseURL }/?rest_route=/rest/v1.1/video-uploads/1`, {
		method: 'POST',
		headers: {
			...TUS,
			'Upload-Length': String( length ),
			'Upload-Metadata': metadata,
			'x-videopress-upload-token': token,
		},
	} );
}

test.beforeAll( async () => {
	work = fs.mkdtempSync( path.join( os.tmpdir(), 'video-upload-' ) );
	smallVideo = makeVideo( 'small.mp4', 3 );
	bigVideo = makeVideo( 'big.mp4', 3, 2_600_000 );
	site = await startOwnSite( SITE_NAME, [
		'own-site/e2e-video-upload-faults.php',
		// The site's upload limit applies to resumable uploads: a host's 64 MB, not PHP's 2 MB.
		'upload-host-limit.php',
	] );
} );

test.afterAll( async () => {
	const problems = await site?.stop();
	fs.rmSync( work, { recursive: true, force: true } );
	expect( problems ?? [] ).toEqual( [] );
} );

test( 'the client is configured as the spec says', () => {
	expect( CHUNK_SIZE ).toBe( 10_000_000 );
	expect( RETRY_DELAYS ).toEqual( [ 0, 1000, 3000, 5000, 10000 ] );
} );

test( 'a video uploads in one go and becomes a media-library video with a guid', async () => {
	const { upload, next } = drive(
		smallVideo,
		'clip.mp4',
		'video/mp4',
		tokens( site.admin )
	);
	upload.start();
	const outcome = await next();
	expect( outcome ).toHaveProperty( 'media' );
	const { media } = outcome as { media: UploadedMedia };
	expect( media.guid ).toMatch( /^[a-zA-Z0-9]{8}$/ );
	expect( sha256( await storedBytes( site.admin.context, media.src ) ) ).toBe(
		sha256( smallVideo )
	);
	const record = await site.admin.context.get(
		`/?rest_route=/wp/v2/media/${ media.id }`,
		{ headers: { 'X-WP-Nonce': site.admin.nonce } }
	);
	const json = await record.json();
	expect( json.mime_type ).toBe( 'video/mp4' );
	expect( json.source_url ).toBe( media.src );
} );

test( 'a file larger than a chunk goes up in 10,000,000-byte chunks (PATCH tunnelled through POST)', async () => {
	const large = makeVideo( 'large.mp4', 3, 12_000_000 );
	const chunks: number[] = [];
	const { upload, next } = drive(
		large,
		'large.mp4',
		'video/mp4',
		tokens( site.admin ),
		{ onChunkComplete: ( size: number ) => chunks.push( size ) }
	);
	upload.start();
	const outcome = await next();
	expect( outcome ).toHaveProperty( 'media' );
	expect( chunks ).toEqual( [ 10_000_000, 2_000_000 ] );
	const { media } = outcome as { media: UploadedMedia };
	expect( sha256( await storedBytes( site.admin.context, media.src ) ) ).toBe(
		sha256( large )
	);
} );

test( 'a connection cut mid-chunk is resumed and the stored file is byte-identical', async () => {
	const proxy = new CuttingProxy();
	const origin = await proxy.start( Number( new URL( site.baseURL ).port ) );
	proxy.cutAfter = 1_500_000; // Half-way through the second 1 MB chunk.
	const { upload, next } = drive(
		bigVideo,
		'cut.mp4',
		'video/mp4',
		tokens( site.admin, origin ),
		{ chunkSize: 1_000_000 }
	);
	upload.start();
	const outcome = await next();
	await proxy.stop();
	expect( proxy.cuts ).toBe( 1 );
	expect( outcome ).toHaveProperty( 'media' );
	const { media } = outcome as { media: UploadedMedia };
	expect( sha256( await storedBytes( site.admin.context, media.src ) ) ).toBe(
		sha256( bigVideo )
	);
	// No partial file is left behind once the upload became an attachment.
	expect(
		fs
			.readdirSync( storeDir() )
			.filter( ( file ) => file.endsWith( '.part' ) )
	).toEqual( [] );
} );

test( 'after a reload a new client finds the upload by fingerprint and sends only the rest', async () => {
	const storage = new MemoryUrlStorage();
	const proxy = new CuttingProxy();
	const origin = await proxy.start( Number( new URL( site.baseURL ).port ) );
	let chunks = 0;
	const first = drive(
		bigVideo,
		'reload.mp4',
		'video/mp4',
		tokens( site.admin, origin ),
		{
			chunkSize: 1_000_000,
			urlStorage: storage,
			onChunkComplete: () => {
				chunks += 1;
				if ( chunks === 2 ) {
					// The page goes away after two chunks.
					void first.upload.pause();
				}
			},
		}
	);
	first.upload.start();
	await expect.poll( () => chunks, { timeout: 30_000 } ).toBe( 2 );
	await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
	expect( storage.entries.size ).toBe( 1 );
	const sentBefore = proxy.bytesUp;

	const second = drive(
		bigVideo,
		'reload.mp4',
		'video/mp4',
		tokens( site.admin, origin ),
		{
			chunkSize: 1_000_000,
			urlStorage: storage,
		}
	);
	second.upload.start();
	const outcome = await second.next();
	await proxy.stop();
	expect( outcome ).toHaveProperty( 'media' );
	const { media } = outcome as { media: UploadedMedia };
	// The second client sent at most what the first had not (plus headers), not the whole file.
	expect( proxy.bytesUp - sentBefore ).toBeLessThan(
		bigVideo.length - 1_900_000
	);
	expect( sha256( await storedBytes( site.admin.context, media.src ) ) ).toBe(
		sha256( bigVideo )
	);
	// The finished upload forgets its fingerprint.
	expect( storage.entries.size ).toBe( 0 );
} );

test( 'a file that is not a video is refused with "Invalid Mime"', async () => {
	// Declared as a video, but the bytes are text: refused when the finished file is sniffed.
	const text = Buffer.from(
		'This is a plain text file, not a video.\n'.repeat( 50 )
	);
	const sniffed = drive(
		text,
		'notes.mp4',
		'video/mp4',
		tokens( site.admin )
	);
	sniffed.upload.start();
	expect( await sniffed.next() ).toEqual( {
		failure: { status: 400, message: 'Invalid Mime' },
	} );
	// Declared as something else: refused at creation.
	const declared = drive(
		text,
		'notes.txt',
		'text/plain',
		tokens( site.admin )
	);
	declared.upload.start();
	expect( await declared.next() ).toEqual( {
		failure: { status: 400, message: 'Invalid Mime' },
	} );
	// Nothing of either is kept.
	expect(
		fs
			.readdirSync( storeDir() )
			.filter( ( file ) => file.endsWith( '.part' ) )
	).toEqual( [] );
} );

test( 'a server failing longer than the retries surfaces an error; trying again succeeds', async () => {
	const armed = await site.admin.context.post(
		'/?rest_route=/e2e/v1/video-upload-faults',
		{ headers: { 'X-WP-Nonce': site.admin.nonce }, data: { patches: 6 } }
	);
	expect( armed.status() ).toBe( 200 );
	const started = Date.now();
	const { upload, next } = drive(
		smallVideo,
		'flaky.mp4',
		'video/mp4',
		tokens( site.admin )
	);
	upload.start();
	// One attempt and five retries (0, 1, 3, 5, 10 s) all fail.
	expect( await next() ).toEqual( {
		failure: {
			status: 500,
			message: 'The test site failed this request on purpose.',
		},
	} );
	expect( Date.now() - started ).toBeGreaterThanOrEqual( 19_000 );
	upload.start(); // Try again.
	const outcome = await next();
	expect( outcome ).toHaveProperty( 'media' );
	const { media } = outcome as { media: UploadedMedia };
	expect( sha256( await storedBytes( site.admin.context, media.src ) ) ).toBe(
		sha256( smallVideo )
	);
} );

test( 'requests without a valid token are refused', async () => {
	// Missing, forged and tampered tokens.
	expect( ( await create( '', 10 ) ).status ).toBe( 401 );
	expect( ( await create( 'not.a.token', 10 ) ).status ).toBe( 401 );
	const { body } = await ajaxToken( site.admin );
	const token: string = body.data.upload_token;
	const [ head, payload, signature ] = token.split( '.' );
	const claims = JSON.parse(
		Buffer.from( payload ?? '', 'base64url' ).toString()
	);
	const forged = Buffer.from(
		JSON.stringify( { ...claims, exp: claims.exp + 86400 } )
	).toString( 'base64url' );
	expect(
		( await create( `${ head }.${ forged }.${ signature }`, 10 ) ).status
	).toBe( 401 );

	// The token action needs a signed-in user who may upload, with the editor's nonce.
	const anonymous = await fetch(
		`${ site.baseURL }/wp-admin/admin-ajax.php`,
		{
			method: 'POST',
			body: new URLSearchParams( {
				action: 'videopress-get-upload-jwt',
			} ),
		}
	);
	expect( anonymous.status ).toBe( 400 ); // admin-ajax's answer to an action nobody signed-out may call.
	const noNonce = await site.admin.context.post( '/wp-admin/admin-ajax.php', {
		form: { action: 'videopress-get-upload-jwt' },
	} );
	expect( noNonce.status() ).toBe( 403 );
	const subscriber = await site.signIn( 'subscriber' );
	expect( ( await ajaxToken( subscriber ) ).status ).toBe( 403 );

	// A token is bound to its user: another uploader cannot touch the admin's upload.
	const created = await create( token, 10 );
	expect( created.status ).toBe( 201 );
	const location = new URL(
		created.headers.get( 'location' ) as string,
		site.baseURL
	);
	const author = await site.signIn( 'author' );
	const authorToken = ( await ajaxToken( author ) ).body.data.upload_token;
	const head403 = await fetch( location, {
		method: 'HEAD',
		headers: { ...TUS, 'x-videopress-upload-token': authorToken },
	} );
	expect( head403.status ).toBe( 403 );
	// A key token works for its own upload only.
	const keyToken = created.headers.get(
		'x-videopress-upload-key-token'
	) as string;
	const other = await create( token, 10 );
	const otherLocation = new URL(
		other.headers.get( 'location' ) as string,
		site.baseURL
	);
	expect(
		(
			await fetch( location, {
				method: 'HEAD',
				headers: { ...TUS, 'x-videopress-upload-token': keyToken },
			} )
		).status
	).toBe( 200 );
	expect(
		(
			await fetch( otherLocation, {
				method: 'HEAD',
				headers: { ...TUS, 'x-videopress-upload-token': keyToken },
			} )
		).status
	).toBe( 401 );
	// The token action's optional key binds the token to that upload, as a key token is.
	const key = created.headers.get( 'x-videopress-upload-key' ) as string;
	const keyed = ( await ajaxToken( site.admin, key ) ).body.data.upload_token;
	const headWith = async ( target: URL, value: string ) =>
		(
			await fetch( target, {
				method: 'HEAD',
				headers: { ...TUS, 'x-videopress-upload-token': value },
			} )
		).status;
	expect( await headWith( location, keyed ) ).toBe( 200 );
	expect( await headWith( otherLocation, keyed ) ).toBe( 401 );
	expect( ( await ajaxToken( site.admin, 'not-a-key!' ) ).status ).toBe(
		400
	);
} );

test( 'the endpoint speaks tus 1.0.0: options, head, offsets, content type, override, termination', async () => {
	const token: string = ( await ajaxToken( site.admin ) ).body.data
		.upload_token;
	const auth = { ...TUS, 'x-videopress-upload-token': token };
	const collection = `${ site.baseURL }/?rest_route=/rest/v1.1/video-uploads/1`;

	const options = await fetch( collection, { method: 'OPTIONS' } );
	expect( options.status ).toBe( 204 );
	expect( options.headers.get( 'tus-resumable' ) ).toBe( '1.0.0' );
	expect( options.headers.get( 'tus-version' ) ).toBe( '1.0.0' );
	expect( options.headers.get( 'tus-extension' ) ).toContain( 'creation' );
	expect( options.headers.get( 'tus-extension' ) ).toContain( 'termination' );
	expect( Number( options.headers.get( 'tus-max-size' ) ) ).toBeGreaterThan(
		0
	);

	// Another protocol version is refused with the one this server speaks.
	const wrongVersion = await fetch( collection, {
		method: 'POST',
		headers: {
			'Tus-Resumable': '0.2.2',
			'Upload-Length': '4',
			'x-videopress-upload-token': token,
		},
	} );
	expect( wrongVersion.status ).toBe( 412 );
	expect( wrongVersion.headers.get( 'tus-version' ) ).toBe( '1.0.0' );

	const created = await create( token, 8 );
	expect( created.status ).toBe( 201 );
	expect( created.headers.get( 'tus-resumable' ) ).toBe( '1.0.0' );
	const key = created.headers.get( 'x-videopress-upload-key' ) as string;
	const url = new URL(
		created.headers.get( 'location' ) as string,
		site.baseURL
	);
	// The partial file is named so that the upload key does not lead to it.
	expect(
		fs.readdirSync( storeDir() ).some( ( file ) => file.includes( key ) )
	).toBe( false );
	expect( fs.existsSync( path.join( storeDir(), '.htaccess' ) ) ).toBe(
		true
	);

	const head = await fetch( url, { method: 'HEAD', headers: auth } );
	expect( head.status ).toBe( 200 );
	expect( head.headers.get( 'upload-offset' ) ).toBe( '0' );
	expect( head.headers.get( 'upload-length' ) ).toBe( '8' );
	expect( head.headers.get( 'cache-control' ) ).toBe( 'no-store' );

	// A real PATCH, then one tunnelled through POST.
	const patch = await fetch( url, {
		method: 'PATCH',
		headers: {
			...auth,
			'Content-Type': 'application/offset+octet-stream',
			'Upload-Offset': '0',
		},
		body: Buffer.from( 'abcd' ),
	} );
	expect( patch.status ).toBe( 204 );
	expect( patch.headers.get( 'upload-offset' ) ).toBe( '4' );
	const stale = await fetch( url, {
		method: 'POST',
		headers: {
			...auth,
			'X-HTTP-Method-Override': 'PATCH',
			'Content-Type': 'application/offset+octet-stream',
			'Upload-Offset': '2',
		},
		body: Buffer.from( 'efgh' ),
	} );
	expect( stale.status ).toBe( 409 );
	const wrongType = await fetch( url, {
		method: 'POST',
		headers: {
			...auth,
			'X-HTTP-Method-Override': 'PATCH',
			'Content-Type': 'application/octet-stream',
			'Upload-Offset': '4',
		},
		body: Buffer.from( 'efgh' ),
	} );
	expect( wrongType.status ).toBe( 415 );
	const tunnelledHead = await fetch( url, {
		method: 'POST',
		headers: { ...auth, 'X-HTTP-Method-Override': 'HEAD' },
	} );
	expect( tunnelledHead.status ).toBe( 200 );
	expect( tunnelledHead.headers.get( 'upload-offset' ) ).toBe( '4' );

	// Termination, tunnelled: afterwards the upload is gone.
	const removed = await fetch( url, {
		method: 'POST',
		headers: { ...auth, 'X-HTTP-Method-Override': 'DELETE' },
	} );
	expect( removed.status ).toBe( 204 );
	expect(
		( await fetch( url, { method: 'HEAD', headers: auth } ) ).status
	).toBe( 404 );
} );

test( 'an upload abandoned for more than a day is removed', async () => {
	const token: string = ( await ajaxToken( site.admin ) ).body.data
		.upload_token;
	const created = await create( token, 100 );
	const url = new URL(
		created.headers.get( 'location' ) as string,
		site.baseURL
	);
	const auth = { ...TUS, 'x-videopress-upload-token': token };
	expect(
		( await fetch( url, { method: 'HEAD', headers: auth } ) ).status
	).toBe( 200 );
	// Age the upload by two days.
	const dayAgo = Date.now() / 1000 - 2 * 86400;
	const records = fs
		.readdirSync( storeDir() )
		.filter( ( file ) => file.endsWith( '.json' ) )
		.map( ( file ) => path.join( storeDir(), file ) )
		// Unfinished uploads (finished ones have no part left).
		.filter( ( record ) =>
			fs.existsSync( record.replace( /\.json$/, '.part' ) )
		);
	for ( const record of records ) {
		const state = JSON.parse( fs.readFileSync( record, 'utf8' ) );
		fs.writeFileSync(
			record,
			JSON.stringify( { ...state, updated: Math.floor( dayAgo ) } )
		);
		const part = record.replace( /\.json$/, '.part' );
		fs.utimesSync( record, dayAgo, dayAgo );
		fs.utimesSync( part, dayAgo, dayAgo );
	}
	// The clean-up runs daily by cron and whenever an upload is created.
	await create( token, 100 );
	expect(
		( await fetch( url, { method: 'HEAD', headers: auth } ) ).status
	).toBe( 404 );
} );
