/**
 * `npm run bench`: what the plugin costs, measured in the real editor (Chromium, native-PHP WordPress,
 * production build). Prints:
 *  - the plugin's JS and CSS loaded at editor start (minified and gzipped) against the budget;
 *  - the lazy chunks (edit UIs and libraries loaded only when used);
 *  - the JS a visitor downloads on a page of only static blocks (budget: none of ours);
 *  - editor-ready time with the plugin active vs inactive, as a ratio, in one run;
 *  - video upload throughput: a ~50 MB file through the resumable (tus) endpoint vs one raw PUT of it
 *    to a bare PHP handler on the same server;
 *  - what a visitor's page costs the server, plugin active vs inactive on the same site and content
 *    (a page without the plugin's blocks, a page with a contact form, and a post with every block):
 *    median server time, PHP files included, hooks, queries and peak memory per request (from
 *    tests/bench/bench-probe.php).
 *  - the same editor-ready ratio and visitor-page figures on the test stack (scripts/stack: WordPress
 *    7.x, MariaDB, Redis, nginx and two PHP-FPM heads), visitor requests bypassing its page cache.
 * `npm run bench -- --visitor` runs only the native visitor part, `-- --stack` only the stack part,
 * both on the current build/ (no rebuild). `-- --visitor --instructions` adds, for the same two pages,
 * the instructions PHP executes per request, counted by Valgrind's callgrind: the same count on every
 * run whatever else the machine does (server time here moves by about ±0.04 in ratio from one run to
 * the next), so it shows what a change saves; it leaves out the time spent in the kernel (file
 * reads, the database file) and waiting.
 * A benchmark prints; it never fails a build on timing.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CACHE_DIR, ROOT } from './wordpress/config.mjs';
import {
	createNativeSite,
	phpServerArgs,
	serveNativeSite,
	waitForHttp,
} from './wordpress/native-site.mjs';
import { ensureSystemDeps } from './system-deps.mjs';
import chromiumConfig from './chromium.cjs';

const { CHROMIUM_PATH, CHROMIUM_ARGS } = chromiumConfig;

const BUDGET_EDITOR_JS = 150 * 1024;
// The stylesheet the editor loads at start (twice: the page and the canvas); edit UIs bring their own.
const BUDGET_EDITOR_CSS = 40 * 1024;
const RUNS = Number( process.env.BENCH_RUNS ?? 5 );
const VISITOR_RUNS = Number( process.env.BENCH_VISITOR_RUNS ?? 150 );
const VISITOR_ONLY = process.argv.includes( '--visitor' );
const STACK_ONLY = process.argv.includes( '--stack' );
const INSTRUCTIONS = process.argv.includes( '--instructions' );
const STACK_VISITOR_RUNS = Number(
	process.env.BENCH_STACK_VISITOR_RUNS ?? 100
);
const PLUGIN_PATH = '/plugins/jetpack-blocks/';

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const gzip = ( buffer ) => zlib.gzipSync( buffer, { level: 9 } ).length;
const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

function freePort() {
	return new Promise( ( resolve ) => {
		const server = net.createServer().listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

async function login( page, url ) {
	await page.goto( `${ url }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.click( '#wp-submit' ),
	] );
}

async function restNonce( page, url ) {
	await page.goto( `${ url }/wp-admin/admin-ajax.php?action=rest-nonce` );
	return ( await page.textContent( 'body' ) ).trim();
}

async function rest( page, url, nonce, method, route, body ) {
	return page.evaluate(
		async ( { target, verb, payload, token } ) => {
			const response = await fetch( target, {
				method: verb,
				headers: {
					'Content-Type': 'application/json',
					'X-WP-Nonce': token,
				},
				body: payload ? JSON.stringify( payload ) : undefined,
			} );
			return response.json();
		},
		{
			target: `${ url }/?rest_route=${ encodeURIComponent( route ) }`,
			verb: method,
			payload: body,
			token: nonce,
		}
	);
}

/** Opens the editor; resolves when blocks can be edited. Returns the load time and the responses. */
async function openEditor( context, url ) {
	const page = await context.newPage();
	const responses = [];
	page.on( 'response', ( response ) => responses.push( response ) );
	const started = Date.now();
	await page.goto( `${ url }/wp-admin/post-new.php` );
	await page.waitForFunction( () => {
		const wp = window.wp;
		const canvas = document.querySelector( 'iframe[name="editor-canvas"]' );
		return (
			wp?.data?.select( 'core/editor' )?.getCurrentPostId?.() &&
			wp.data.select( 'core/block-editor' ).getSettings &&
			canvas?.contentDocument?.querySelector( '.is-root-container' )
		);
	} );
	const elapsed = Date.now() - started;
	return { page, elapsed, responses };
}

async function pluginBytes( responses, predicate ) {
	let raw = 0;
	let gz = 0;
	const files = [];
	const seen = new Set();
	for ( const response of responses ) {
		const file = new URL( response.url() ).pathname;
		// The editor canvas iframe requests the block stylesheets again; count each file once.
		if ( ! predicate( file ) || seen.has( file ) ) {
			continue;
		}
		seen.add( file );
		const body = await response.body().catch( () => Buffer.alloc( 0 ) );
		raw += body.length;
		gz += gzip( body );
		files.push( file.split( PLUGIN_PATH )[ 1 ] ?? file );
	}
	return { raw, gz, files };
}

function lazyChunks() {
	const out = [];
	const walk = ( dir ) => {
		for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				walk( full );
			} else if (
				entry.name.endsWith( '.js' ) &&
				! /^(editor|view)\.js$/.test( entry.name )
			) {
				const body = fs.readFileSync( full );
				out.push( {
					file: path.relative( path.join( ROOT, 'build' ), full ),
					raw: body.length,
					gz: gzip( body ),
				} );
			}
		}
	};
	walk( path.join( ROOT, 'build' ) );
	return out;
}

async function main() {
	if ( STACK_ONLY ) {
		const browser = await chromium.launch( {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		} );
		try {
			await stackBenchmark( browser );
		} finally {
			await browser.close();
		}
		return;
	}
	// The native site and the browser that drives it (the stack brings its own above).
	ensureSystemDeps( [ 'bench' ] );
	if (
		! VISITOR_ONLY ||
		! fs.existsSync( path.join( ROOT, 'build/blocks-manifest.php' ) )
	) {
		execFileSync(
			path.join( ROOT, 'node_modules/.bin/wp-scripts' ),
			[ 'build', '--blocks-manifest' ],
			{ cwd: ROOT, stdio: 'ignore' }
		);
	}
	const port = await freePort();
	const url = `http://127.0.0.1:${ port }`;
	const siteDir = path.join( CACHE_DIR, 'bench-site' );
	await createNativeSite( {
		siteDir,
		url,
		muPlugins: [
			path.join( ROOT, 'tests/e2e/mu-plugins/e2e-offline.php' ),
			path.join( ROOT, 'tests/bench/bench-probe.php' ),
			// A typical host's 64 MB upload limit instead of PHP's built-in 2 MB: the upload
			// benchmark sends a 50 MB video, which the resumable upload refuses above the limit.
			path.join( ROOT, 'tests/e2e/mu-plugins/upload-host-limit.php' ),
		],
	} );
	const server = await serveNativeSite( { siteDir, port } );
	const browser = await chromium.launch( {
		executablePath: CHROMIUM_PATH,
		args: CHROMIUM_ARGS,
	} );
	try {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		const admin = await context.newPage();
		await login( admin, url );
		const nonce = await restNonce( admin, url );
		if ( VISITOR_ONLY ) {
			const pages = await visitorServerBenchmark( { url, admin, nonce } );
			if ( INSTRUCTIONS ) {
				await instructionBenchmark( { siteDir, pages } );
			}
			return;
		}

		// Warm up PHP's opcache and the browser's HTTP cache equally for both variants.
		await ( await openEditor( context, url ) ).page.close();

		// 1. Bytes at editor start (cold browser cache so every file is a response with a body).
		const coldContext = await browser.newContext( {
			storageState: await context.storageState(),
		} );
		const cold = await openEditor( coldContext, url );
		const editorJs = await pluginBytes(
			cold.responses,
			( file ) => file.includes( PLUGIN_PATH ) && file.endsWith( '.js' )
		);
		const editorCss = await pluginBytes(
			cold.responses,
			( file ) => file.includes( PLUGIN_PATH ) && file.endsWith( '.css' )
		);
		// Requests for the plugin's files (the page and the canvas iframe).
		const editorRequests = cold.responses.filter( ( response ) =>
			response.url().includes( PLUGIN_PATH )
		).length;
		await coldContext.close();

		// 2. A visitor on a page of only static (and server-rendered) blocks.
		const post = await rest( admin, url, nonce, 'POST', '/wp/v2/posts', {
			title: 'Static blocks',
			status: 'publish',
			content:
				'<!-- wp:jetpack/rating-star {"rating":4} -->\n<figure class="wp-block-jetpack-rating-star" style="text-align:left"><span>★</span><span>★</span><span>★</span><span>★</span></figure>\n<!-- /wp:jetpack/rating-star -->\n\n<!-- wp:jetpack/business-hours /-->',
		} );
		const visitorContext = await browser.newContext();
		const visitor = await visitorContext.newPage();
		const visitorResponses = [];
		visitor.on( 'response', ( response ) =>
			visitorResponses.push( response )
		);
		await visitor.goto( post.link );
		await visitor.waitForLoadState( 'load' );
		const visitorAllJs = await pluginBytes( visitorResponses, ( file ) =>
			file.endsWith( '.js' )
		);
		const visitorOurJs = await pluginBytes(
			visitorResponses,
			( file ) => file.includes( PLUGIN_PATH ) && file.endsWith( '.js' )
		);
		await visitorContext.close();

		// 3. Editor-ready time, plugin active vs inactive.
		const { activeMs, inactiveMs } = await editorStart(
			context,
			admin,
			url,
			nonce
		);

		const allChunks = lazyChunks().filter(
			( chunk ) => ! editorJs.files.includes( chunk.file )
		);
		const chunks = allChunks.filter(
			( chunk ) => ! chunk.file.startsWith( 'admin/' )
		);
		const adminScripts = allChunks.filter( ( chunk ) =>
			chunk.file.startsWith( 'admin/' )
		);
		const line = ( label, value, budget = '' ) =>
			console.log(
				`  ${ label.padEnd( 44 ) }${ value.padEnd( 28 ) }${ budget }`
			);

		console.log(
			`\nJetpack Blocks benchmark — WordPress at ${ url }, Chromium, production build\n`
		);
		console.log(
			'Editor start (what the plugin adds to the initial load)'
		);
		line(
			'JS, minified / gzipped',
			`${ kb( editorJs.raw ) } / ${ kb( editorJs.gz ) }`,
			`budget ≤ ${ kb( BUDGET_EDITOR_JS ) } minified ${ editorJs.raw <= BUDGET_EDITOR_JS ? '✔' : '✖ OVER' }`
		);
		line(
			'CSS, minified / gzipped',
			`${ kb( editorCss.raw ) } / ${ kb( editorCss.gz ) }`,
			`budget ≤ ${ kb( BUDGET_EDITOR_CSS ) } minified ${ editorCss.raw <= BUDGET_EDITOR_CSS ? '✔' : '✖ OVER' }`
		);
		line( 'files', editorJs.files.concat( editorCss.files ).join( ', ' ) );
		line(
			'requests for plugin files (page + canvas)',
			String( editorRequests )
		);
		console.log(
			'\nLazy chunks (loaded by dynamic import when a block is first used)'
		);
		for ( const chunk of chunks ) {
			line( chunk.file, `${ kb( chunk.raw ) } / ${ kb( chunk.gz ) }` );
		}
		console.log(
			'\nAdmin screens (loaded only on their own wp-admin page)'
		);
		for ( const chunk of adminScripts ) {
			line( chunk.file, `${ kb( chunk.raw ) } / ${ kb( chunk.gz ) }` );
		}
		console.log( '\nVisitor, page of only static blocks' );
		line(
			'JS of this plugin',
			`${ kb( visitorOurJs.raw ) } (${ visitorOurJs.files.length } files)`,
			`budget: none ${ visitorOurJs.raw === 0 ? '✔' : '✖ OVER' }`
		);
		line(
			'JS in total (theme and core included)',
			`${ kb( visitorAllJs.raw ) } (${ visitorAllJs.files.length } files)`
		);
		printEditorStart( 'native PHP site', { activeMs, inactiveMs } );
		await uploadBenchmark( {
			url,
			siteDir,
			request: context.request,
			nonce,
		} );
		await visitorServerBenchmark( { url, admin, nonce } );
		await stackBenchmark( browser );
		console.log( '' );
	} finally {
		await browser.close();
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {
			// Already stopped.
		}
	}
}

/**
 * Editor-ready time with the plugin active and inactive (switched through the REST API), after one
 * warm-up load, interleaved so drift affects both alike; leaves the plugin active.
 */
async function editorStart( context, admin, url, nonce ) {
	const plugin = 'jetpack-blocks/jetpack-blocks';
	const setPlugin = ( status ) =>
		rest( admin, url, nonce, 'POST', `/wp/v2/plugins/${ plugin }`, {
			status,
		} );
	const times = { active: [], inactive: [] };
	for ( const state of [ 'active', 'inactive' ] ) {
		await setPlugin( state );
		await ( await openEditor( context, url ) ).page.close();
	}
	for ( let run = 0; run < RUNS; run++ ) {
		for ( const state of [ 'active', 'inactive' ] ) {
			await setPlugin( state );
			const { page, elapsed } = await openEditor( context, url );
			times[ state ].push( elapsed );
			await page.close();
		}
	}
	await setPlugin( 'active' );
	return {
		activeMs: median( times.active ),
		inactiveMs: median( times.inactive ),
	};
}

function printEditorStart( target, { activeMs, inactiveMs } ) {
	const line = ( label, value ) =>
		console.log( `  ${ label.padEnd( 44 ) }${ value }` );
	console.log(
		`\nEditor ready, ${ target } (median of ${ RUNS } runs each, interleaved)`
	);
	line( 'plugin active', `${ activeMs } ms` );
	line( 'plugin inactive', `${ inactiveMs } ms` );
	line( 'ratio active / inactive', ( activeMs / inactiveMs ).toFixed( 2 ) );
}

/**
 * The editor-start and visitor figures on the test stack (scripts/stack/stack.mjs), with the bench
 * probe as one more must-use plugin; prints why when the stack cannot be brought up, and always
 * stops it.
 */
async function stackBenchmark( browser ) {
	console.log(
		'\nTest stack: WordPress 7.x, MariaDB, Redis object cache, nginx in front of two PHP-FPM heads'
	);
	let stack;
	try {
		ensureSystemDeps( [ 'stack' ] );
		stack = await import( './stack/stack.mjs' );
		const up = await stack.startStack( {
			cron: false,
			extraMuPlugins: [
				path.join( ROOT, 'tests/bench/bench-probe.php' ),
			],
		} );
		console.log(
			`  up in ${ up.seconds.toFixed( 1 ) } s at ${ up.baseURL }`
		);
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
		} );
		const admin = await context.newPage();
		await login( admin, up.baseURL );
		const nonce = await restNonce( admin, up.baseURL );
		printEditorStart(
			'test stack',
			await editorStart( context, admin, up.baseURL, nonce )
		);
		await visitorServerBenchmark( {
			url: up.baseURL,
			admin,
			nonce,
			runs: STACK_VISITOR_RUNS,
			target: 'test stack, page cache bypassed',
			bypassCache: true,
		} );
		await context.close();
	} catch ( error ) {
		console.log( `  not measured: ${ error.message }` );
	} finally {
		await stack?.stopStack();
	}
}

const UPLOAD_BYTES = 50 * 1000 * 1000;
const UPLOAD_RUNS = 5;

/** A bare PHP handler: streams the request body to a file under uploads, as the tus PATCH does. */
const RAW_PUT_HANDLER = `<?php
$dir  = __DIR__ . '/wp-content/uploads';
if ( ! is_dir( $dir ) ) {
	mkdir( $dir, 0755, true );
}
$path = $dir . '/bench-raw-' . bin2hex( random_bytes( 6 ) ) . '.bin';
$in   = fopen( 'php://input', 'rb' );
$out  = fopen( $path, 'wb' );
$n    = stream_copy_to_stream( $in, $out );
fclose( $out );
unlink( $path );
header( 'Content-Type: text/plain' );
echo $n;
`;

async function tusUploadMs( url, request, nonce, body ) {
	const { Upload } = await import( 'tus-js-client' );
	const answer = await request.post( `${ url }/wp-admin/admin-ajax.php`, {
		headers: { 'X-WP-Nonce': nonce },
		form: { action: 'videopress-get-upload-jwt' },
	} );
	const { data } = await answer.json();
	const started = performance.now();
	await new Promise( ( resolve, reject ) => {
		// The editor's settings: 10,000,000-byte chunks, PATCH tunnelled through POST, token per request.
		new Upload( body, {
			endpoint: data.upload_action_url,
			chunkSize: 10_000_000,
			retryDelays: [],
			overridePatchMethod: true,
			metadata: { filename: 'bench.mp4', filetype: 'video/mp4' },
			headers: { 'x-videopress-upload-token': data.upload_token },
			onSuccess: resolve,
			onError: reject,
		} ).start();
	} );
	return performance.now() - started;
}

async function rawPutMs( url, body ) {
	const started = performance.now();
	const response = await fetch( `${ url }/bench-raw-put.php`, {
		method: 'PUT',
		body,
	} );
	if ( Number( await response.text() ) !== body.length ) {
		throw new Error( `raw PUT stored ${ response.status }` );
	}
	return performance.now() - started;
}

/** Upload throughput, tus vs raw PUT, interleaved; prints what it measured and never throws. */
async function uploadBenchmark( { url, siteDir, request, nonce } ) {
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'bench-upload-' ) );
	const handler = path.join( siteDir, 'bench-raw-put.php' );
	const mbps = ( ms ) =>
		`${ ( UPLOAD_BYTES / 1e6 / ( ms / 1000 ) ).toFixed( 1 ) } MB/s`;
	console.log(
		`\nVideo upload, ${ UPLOAD_BYTES / 1e6 } MB on loopback (median of ${ UPLOAD_RUNS } runs each, interleaved)`
	);
	try {
		const video = path.join( work, 'bench.mp4' );
		execFileSync( '/usr/bin/ffmpeg', [
			'-v',
			'error',
			'-y',
			'-f',
			'lavfi',
			'-i',
			'testsrc=duration=3:size=320x240:rate=25',
			'-pix_fmt',
			'yuv420p',
			video,
		] );
		const head = fs.readFileSync( video );
		// A real video's header, padded with random bytes to the size (the type sniff reads the head).
		const body = Buffer.concat( [
			head,
			( await import( 'node:crypto' ) ).randomBytes(
				UPLOAD_BYTES - head.length
			),
		] );
		fs.writeFileSync( handler, RAW_PUT_HANDLER );
		const tus = [];
		const raw = [];
		for ( let run = 0; run < UPLOAD_RUNS; run++ ) {
			raw.push( await rawPutMs( url, body ) );
			tus.push( await tusUploadMs( url, request, nonce, body ) );
		}
		const tusMs = median( tus );
		const rawMs = median( raw );
		console.log(
			`  ${ 'tus (5 chunks, through WordPress)'.padEnd( 44 ) }${ `${ tusMs.toFixed( 0 ) } ms, ${ mbps( tusMs ) }`.padEnd( 28 ) }`
		);
		console.log(
			`  ${ 'raw single PUT to a bare PHP handler'.padEnd( 44 ) }${ `${ rawMs.toFixed( 0 ) } ms, ${ mbps( rawMs ) }` }`
		);
		const ratio = rawMs / tusMs;
		console.log(
			`  ${ 'throughput tus / raw'.padEnd( 44 ) }${ ratio.toFixed( 2 ).padEnd( 28 ) }goal ≥ 0.80 ${ ratio >= 0.8 ? '✔' : '✖ UNDER' }`
		);
	} catch ( error ) {
		console.log( `  not measured: ${ error.message }` );
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
		fs.rmSync( handler, { force: true } );
	}
}

/** A page of core blocks only: what most of a site's pages are. */
const CORE_ONLY_CONTENT = [
	'<!-- wp:heading -->\n<h2 class="wp-block-heading">A page without the plugin\'s blocks</h2>\n<!-- /wp:heading -->',
	...Array.from(
		{ length: 6 },
		( _, index ) =>
			`<!-- wp:paragraph -->\n<p>Paragraph ${
				index + 1
			} of plain text, with <a href="https://example.com/">a link</a> and <strong>some emphasis</strong>.</p>\n<!-- /wp:paragraph -->`
	),
	'<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>One</li>\n<!-- /wp:list-item --><!-- wp:list-item -->\n<li>Two</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
	'<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>A quotation.</p>\n<!-- /wp:paragraph --></blockquote>\n<!-- /wp:quote -->',
].join( '\n\n' );

/** The first current (not deprecated) fixture of a block folder in src/blocks, or undefined. */
function currentFixture( folder ) {
	const dir = path.join( ROOT, 'src/blocks', folder, 'test/fixtures' );
	const fixture = fs.existsSync( dir )
		? fs
				.readdirSync( dir )
				.sort()
				.find(
					( file ) =>
						file.endsWith( '.html' ) &&
						! file.includes( '.serialized.' ) &&
						! file.includes( '__deprecated' )
				)
		: undefined;
	return fixture
		? fs.readFileSync( path.join( dir, fixture ), 'utf8' ).trim()
		: undefined;
}

/**
 * A page as many sites have one: core blocks around one of the plugin's forms (the contact form,
 * its fields and button). Measured without a goal of its own: between the two cases the issue sets.
 */
function contactPageContent() {
	return [
		'<!-- wp:heading -->\n<h2 class="wp-block-heading">Write to us</h2>\n<!-- /wp:heading -->',
		'<!-- wp:paragraph -->\n<p>We answer within two working days.</p>\n<!-- /wp:paragraph -->',
		currentFixture( 'contact-form' ),
		'<!-- wp:paragraph -->\n<p>Or call us on weekdays.</p>\n<!-- /wp:paragraph -->',
	].join( '\n\n' );
}

/**
 * The media the every-block post's GIF and video name, uploaded to the site measured: the fixtures
 * name ids of the site they were written on, which on the bench site are no attachment (or some
 * other post), so each page would ask for posts that do not exist where a real site reads its
 * media. The files are small but real (tests/bench/media): a GIF and an MP4 the media library
 * accepts, which the plugin gives a video guid as it does any upload.
 */
async function uploadBenchMedia( admin, url, nonce ) {
	const upload = async ( file, type ) => {
		const response = await admin.request.post(
			`${ url }/?rest_route=${ encodeURIComponent( '/wp/v2/media' ) }`,
			{
				headers: {
					'X-WP-Nonce': nonce,
					'Content-Type': type,
					'Content-Disposition': `attachment; filename="${ file }"`,
				},
				data: fs.readFileSync(
					path.join( ROOT, 'tests/bench/media', file )
				),
			}
		);
		const body = await response.json();
		if ( ! response.ok() ) {
			throw new Error(
				`uploading ${ file } for the every-block post: ${ response.status() } ${ body.message ?? '' }`
			);
		}
		return body;
	};
	const gif = await upload( 'office-cat.gif', 'image/gif' );
	const video = await upload( 'clip.mp4', 'video/mp4' );
	const guid = video.jetpack_videopress?.guid;
	if ( typeof guid !== 'string' || ! guid ) {
		throw new Error(
			'the uploaded video of the every-block post has no guid'
		);
	}
	return { gif, video: { id: video.id, guid } };
}

/**
 * Points the GIF and video blocks of `content` at the media uploaded by uploadBenchMedia(): their
 * block comments' attributes are rewritten, the rest of the post is left as it is.
 */
function withBenchMedia( content, media ) {
	return content.replace(
		/<!-- wp:(jetpack\/gif|videopress\/video) (\{.*?\}) (\/?)-->/g,
		( whole, name, json, selfClosing ) => {
			const attributes = JSON.parse( json );
			if ( name === 'jetpack/gif' ) {
				attributes.attachmentId = media.gif.id;
				attributes.gifUrl = media.gif.source_url;
			} else {
				attributes.id = media.video.id;
				attributes.guid = media.video.guid;
			}
			return `<!-- wp:${ name } ${ JSON.stringify( attributes ) } ${ selfClosing }-->`;
		}
	);
}

/** Every block of the build, each as its first current (not deprecated) fixture in src/blocks. */
function everyBlockContent() {
	const parts = [];
	for ( const folder of fs
		.readdirSync( path.join( ROOT, 'build/blocks' ) )
		.sort() ) {
		const fixture = currentFixture( folder );
		if ( fixture ) {
			parts.push( fixture );
		} else {
			const { name } = JSON.parse(
				fs.readFileSync(
					path.join( ROOT, 'build/blocks', folder, 'block.json' ),
					'utf8'
				)
			);
			parts.push( `<!-- wp:${ name } /-->` );
		}
	}
	return parts.join( '\n\n' );
}

/** One anonymous GET; the server's own account of what it cost (tests/bench/bench-probe.php). */
async function visitorCost( link, pluginOn, bypassCache = false ) {
	const address = new URL( link );
	if ( bypassCache ) {
		// The stack's page cache answers anonymous GETs without a query string from its copy.
		address.searchParams.set(
			'jb_bench',
			String( Math.random() ).slice( 2 )
		);
	}
	const response = await fetch( address, {
		headers: pluginOn ? {} : { 'X-Bench-Plugin': 'off' },
	} );
	await response.arrayBuffer();
	const header = response.headers.get( 'x-bench-cost' );
	if ( response.status !== 200 || ! header ) {
		throw new Error(
			`${ link } answered ${ response.status } without a cost header`
		);
	}
	return JSON.parse( header );
}

/**
 * Visitor page cost on the server, plugin active vs inactive (the same site and content; the probe
 * drops the plugin for a request), interleaved request by request so drift affects both alike.
 */
async function visitorServerBenchmark( {
	url,
	admin,
	nonce,
	runs = VISITOR_RUNS,
	target = 'native PHP site',
	bypassCache = false,
} ) {
	// Label, content, and the goal of the ratio (none for the contact page).
	const pages = [
		[ "page without the plugin's blocks", CORE_ONLY_CONTENT, 1.03 ],
		[ 'page with a contact form', contactPageContent(), null ],
		[
			'post with every block',
			withBenchMedia(
				everyBlockContent(),
				await uploadBenchMedia( admin, url, nonce )
			),
			1.1,
		],
	];
	console.log(
		`\nLoad average while measuring: ${ os
			.loadavg()
			.map( ( load ) => load.toFixed( 1 ) )
			.join( ' ' ) } on ${ os.cpus().length } cores`
	);
	console.log(
		`\nVisitor page, server side, ${ target } (median of ${ runs } anonymous requests each, interleaved; goals ≤ 1.03 without blocks, ≤ 1.10 with every block)`
	);
	const links = [];
	for ( const [ label, content, goal ] of pages ) {
		const post = await rest( admin, url, nonce, 'POST', '/wp/v2/posts', {
			title: label,
			status: 'publish',
			content,
		} );
		links.push( [ label, post.link ] );
		const samples = { on: [], off: [] };
		for ( let run = 0; run < 10; run++ ) {
			await visitorCost( post.link, true, bypassCache );
			await visitorCost( post.link, false, bypassCache );
		}
		for ( let run = 0; run < runs; run++ ) {
			// Alternate which variant goes first so neither always follows the other.
			const order = run % 2 ? [ true, false ] : [ false, true ];
			for ( const on of order ) {
				samples[ on ? 'on' : 'off' ].push(
					await visitorCost( post.link, on, bypassCache )
				);
			}
		}
		const stat = ( list, key ) =>
			median( list.map( ( sample ) => sample[ key ] ) );
		const on = Object.fromEntries(
			[
				'ms',
				'cpu_ms',
				'files',
				'hooks',
				'callbacks',
				'queries',
				'memory',
			].map( ( key ) => [ key, stat( samples.on, key ) ] )
		);
		const off = Object.fromEntries(
			[
				'ms',
				'cpu_ms',
				'files',
				'hooks',
				'callbacks',
				'queries',
				'memory',
			].map( ( key ) => [ key, stat( samples.off, key ) ] )
		);
		const ratio = on.ms / off.ms;
		const mb = ( bytes ) => `${ ( bytes / 1048576 ).toFixed( 2 ) } MB`;
		console.log(
			`  ${ label }${ samples.on[ 0 ].opcache ? ' (opcache on)' : ' (opcache OFF)' }${
				samples.on[ 0 ].xdebug
					? ' (Xdebug ACTIVE in the server: it slows every PHP call, so these figures do not compare)'
					: ''
			}`
		);
		const row = ( name, active, inactive, extra = '' ) =>
			console.log(
				`    ${ name.padEnd( 22 ) }${ String( active ).padEnd( 16 ) }${ String( inactive ).padEnd( 16 ) }${ extra }`
			);
		row( '', 'active', 'inactive' );
		row(
			'server time',
			`${ on.ms.toFixed( 1 ) } ms`,
			`${ off.ms.toFixed( 1 ) } ms`,
			goal === null
				? `ratio ${ ratio.toFixed( 2 ) }`
				: `ratio ${ ratio.toFixed( 2 ) } (goal ≤ ${ goal.toFixed( 2 ) } ${ ratio <= goal ? '✔' : '✖' })`
		);
		// CPU time from the probe's load on: what the request itself computed, whatever else ran on
		// the machine's cores meanwhile (wall time counts that too).
		const cpuRatio = on.cpu_ms / off.cpu_ms;
		row(
			'CPU time',
			`${ on.cpu_ms.toFixed( 1 ) } ms`,
			`${ off.cpu_ms.toFixed( 1 ) } ms`,
			`ratio ${ cpuRatio.toFixed( 2 ) }`
		);
		row(
			'PHP files included',
			on.files,
			off.files,
			`+${ on.files - off.files }`
		);
		row(
			'hooks with callbacks',
			on.hooks,
			off.hooks,
			`+${ on.hooks - off.hooks }`
		);
		row(
			'callbacks',
			on.callbacks,
			off.callbacks,
			`+${ on.callbacks - off.callbacks }`
		);
		row(
			'queries',
			on.queries,
			off.queries,
			`+${ on.queries - off.queries }`
		);
		row(
			'peak memory',
			mb( on.memory ),
			mb( off.memory ),
			`+${ mb( on.memory - off.memory ) }`
		);
	}
	return links;
}

/** One GET to `port` as if to the site's own address (the Host header WordPress expects). */
function getThrough( port, link, headers ) {
	const address = new URL( link );
	return new Promise( ( resolve, reject ) => {
		http.get(
			{
				host: '127.0.0.1',
				port,
				path: address.pathname + address.search,
				headers: { ...headers, Host: address.host },
			},
			( response ) => {
				response.resume();
				response.on( 'end', () => resolve( response.statusCode ) );
			}
		).on( 'error', reject );
	} );
}

/**
 * Instructions per visitor request (--instructions): the bench site served by one PHP process run
 * under callgrind; each request's count is the difference the profiler records between zeroing its
 * counters and dumping them. Opcache is shared by the process, so after two warm-up requests each
 * count is that of a warm request. Prints why when Valgrind is missing; never throws.
 */
async function instructionBenchmark( { siteDir, pages } ) {
	console.log(
		"\nVisitor page, instructions PHP executes per request (callgrind; the same on every run; excludes the kernel's time)"
	);
	const which = spawnSync( 'which', [ 'valgrind', 'callgrind_control' ] );
	if ( which.status !== 0 ) {
		console.log(
			'  not measured: Valgrind is not installed (Debian: apt-get install valgrind)'
		);
		return;
	}
	const port = await freePort();
	const dumps = fs.mkdtempSync(
		path.join( os.tmpdir(), 'bench-callgrind-' )
	);
	const server = spawn(
		'valgrind',
		[
			'--tool=callgrind',
			`--callgrind-out-file=${ dumps }/cg.%p`,
			'php',
			...phpServerArgs( siteDir, port ),
		],
		{ stdio: 'ignore', detached: true }
	);
	const control = ( flag ) =>
		execFileSync( 'callgrind_control', [ flag, String( server.pid ) ], {
			stdio: 'ignore',
		} );
	const count = async ( link, headers ) => {
		for ( let warm = 0; warm < 2; warm++ ) {
			await getThrough( port, link, headers );
		}
		control( '-z' );
		await getThrough( port, link, headers );
		for ( const file of fs.readdirSync( dumps ) ) {
			fs.rmSync( path.join( dumps, file ) );
		}
		control( '-d' );
		const [ dump ] = fs.readdirSync( dumps );
		const totals = fs
			.readFileSync( path.join( dumps, dump ), 'utf8' )
			.match( /^(?:summary|totals): (\d+)/m );
		return Number( totals?.[ 1 ] );
	};
	try {
		// PHP under callgrind starts in seconds, not milliseconds.
		await waitForHttp( `http://127.0.0.1:${ port }/wp-login.php`, 60_000 );
		for ( const [ label, link ] of pages ) {
			const on = await count( link, {} );
			const off = await count( link, { 'X-Bench-Plugin': 'off' } );
			const millions = ( value ) => `${ ( value / 1e6 ).toFixed( 1 ) } M`;
			console.log(
				`  ${ label.padEnd( 34 ) }active ${ millions( on ).padEnd( 10 ) }inactive ${ millions( off ).padEnd( 10 ) }ratio ${ ( on / off ).toFixed( 3 ) }`
			);
		}
	} catch ( error ) {
		console.log( `  not measured: ${ error.message }` );
	} finally {
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {
			// Already stopped.
		}
		fs.rmSync( dumps, { recursive: true, force: true } );
	}
}

/** The AI client's stream processing, measured in Node by a Jest benchmark (tests/bench). */
function aiStreamBenchmark() {
	const config = path.join( ROOT, 'tests/bench/jest.config.js' );
	if ( ! fs.existsSync( config ) ) {
		return;
	}
	console.log(
		'AI stream processing (20,000 chunks; goals: ours / bare parse ≤ 1.3, 2N / N ≈ 2)'
	);
	spawnSync(
		path.join( ROOT, 'node_modules/.bin/wp-scripts' ),
		[ 'test-unit-js', '--config', config, '--silent=false' ],
		{
			cwd: ROOT,
			stdio: [ 'ignore', 'inherit', 'ignore' ],
		}
	);
}

try {
	await main();
} catch ( error ) {
	if ( VISITOR_ONLY || STACK_ONLY ) {
		throw error;
	}
	// The editor and upload figures need the site; say why they are missing and go on.
	console.log(
		`\nEditor and upload benchmark not measured: ${ error.message }\n`
	);
}
if ( ! VISITOR_ONLY && ! STACK_ONLY ) {
	aiStreamBenchmark();
}
