/**
 * `npm run bench`: what the plugin costs, measured in the real editor (Chromium, native-PHP WordPress,
 * production build). Prints:
 *  - the plugin's JS and CSS loaded at editor start (minified and gzipped) against the budget;
 *  - the lazy chunks (edit UIs and libraries loaded only when used);
 *  - the JS a visitor downloads on a page of only static blocks (budget: none of ours);
 *  - editor-ready time with the plugin active vs inactive, as a ratio, in one run.
 * A benchmark prints; it never fails a build on timing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CACHE_DIR, ROOT } from './wordpress/config.mjs';
import { createNativeSite, serveNativeSite } from './wordpress/native-site.mjs';
import chromiumConfig from './chromium.cjs';

const { CHROMIUM_PATH, CHROMIUM_ARGS } = chromiumConfig;

const BUDGET_EDITOR_JS = 150 * 1024;
const RUNS = Number( process.env.BENCH_RUNS ?? 5 );
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
	execFileSync(
		path.join( ROOT, 'node_modules/.bin/wp-scripts' ),
		[ 'build', '--blocks-manifest' ],
		{ cwd: ROOT, stdio: 'ignore' }
	);
	const port = await freePort();
	const url = `http://127.0.0.1:${ port }`;
	const siteDir = path.join( CACHE_DIR, 'bench-site' );
	await createNativeSite( {
		siteDir,
		url,
		muPlugins: [
			path.join( ROOT, 'tests/e2e/mu-plugins/e2e-offline.php' ),
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
		const plugin = 'jetpack-blocks/jetpack-blocks';

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

		// 3. Editor-ready time, plugin active vs inactive, interleaved so drift affects both alike.
		const times = { active: [], inactive: [] };
		for ( let run = 0; run < RUNS; run++ ) {
			for ( const state of [ 'active', 'inactive' ] ) {
				await rest(
					admin,
					url,
					nonce,
					'POST',
					`/wp/v2/plugins/${ plugin }`,
					{ status: state }
				);
				const { page, elapsed } = await openEditor( context, url );
				times[ state ].push( elapsed );
				await page.close();
			}
		}
		await rest( admin, url, nonce, 'POST', `/wp/v2/plugins/${ plugin }`, {
			status: 'active',
		} );

		const allChunks = lazyChunks().filter(
			( chunk ) => ! editorJs.files.includes( chunk.file )
		);
		const chunks = allChunks.filter(
			( chunk ) => ! chunk.file.startsWith( 'admin/' )
		);
		const adminScripts = allChunks.filter( ( chunk ) =>
			chunk.file.startsWith( 'admin/' )
		);
		const activeMs = median( times.active );
		const inactiveMs = median( times.inactive );
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
			`${ kb( editorCss.raw ) } / ${ kb( editorCss.gz ) }`
		);
		line( 'files', editorJs.files.concat( editorCss.files ).join( ', ' ) );
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
		console.log(
			`\nEditor ready (median of ${ RUNS } runs each, interleaved)`
		);
		line( 'plugin active', `${ activeMs } ms` );
		line( 'plugin inactive', `${ inactiveMs } ms` );
		line(
			'ratio active / inactive',
			( activeMs / inactiveMs ).toFixed( 2 )
		);
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

await main();
aiStreamBenchmark();
