/**
 * Starts a fresh native-PHP WordPress (unless WP_BASE_URL names one) and logs the admin in once;
 * every spec reuses the stored session.
 */
import fs from 'node:fs';
import { freePort } from './helpers/free-port';
import path from 'node:path';
import { request } from '@playwright/test';
import { startAiStandIn } from '../ai-standin/server';

const ROOT = path.resolve( __dirname, '../..' );
export const STATE_FILE = path.join( ROOT, 'test-results/e2e-site.json' );

export default async function globalSetup() {
	if ( ! fs.existsSync( path.join( ROOT, 'build/editor.js' ) ) ) {
		throw new Error(
			'The plugin is not built: run `npm run build` first (npm test does).'
		);
	}
	// The suite's language model (tests/ai-standin): every site the suite makes inherits its
	// address, and the sites whose mu-plugins include e2e-ai-standin.php use it as their model.
	const standIn = await startAiStandIn();
	process.env.JETPACK_BLOCKS_E2E_AI_STANDIN = standIn.baseUrl;

	let serverPid: number | undefined;
	let siteDir: string | undefined;
	if ( ! process.env.WP_BASE_URL ) {
		// The site helpers are plain ES modules shared with `npm start` and the benchmark.
		const { createNativeSite, serveNativeSite } =
			await import( '../../scripts/wordpress/native-site.mjs' );
		const { TEST_SITE_DIR } =
			await import( '../../scripts/wordpress/config.mjs' );
		const port = Number( process.env.E2E_PORT ) || ( await freePort() );
		const url = `http://127.0.0.1:${ port }`;
		const started = Date.now();
		await createNativeSite( {
			siteDir: TEST_SITE_DIR,
			url,
			// Every test-only must-use plugin: each spec's hooks come with the site.
			muPlugins: fs
				.readdirSync( path.join( __dirname, 'mu-plugins' ) )
				.filter( ( file ) => file.endsWith( '.php' ) )
				.map( ( file ) => path.join( __dirname, 'mu-plugins', file ) ),
		} );
		const server = await serveNativeSite( {
			siteDir: TEST_SITE_DIR,
			port,
			logFile: path.join( ROOT, 'test-results/php-server.log' ),
		} );
		serverPid = server.pid;
		siteDir = TEST_SITE_DIR;
		process.env.WP_BASE_URL = url;
		console.log(
			`WordPress (native PHP) at ${ url }, ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
		);
	}
	fs.mkdirSync( path.dirname( STATE_FILE ), { recursive: true } );
	fs.writeFileSync(
		STATE_FILE,
		JSON.stringify( {
			serverPid,
			siteDir,
			baseURL: process.env.WP_BASE_URL,
		} )
	);

	// The utils read WP_BASE_URL when first imported, so import them only now.
	const { RequestUtils } =
		await import( '@wordpress/e2e-test-utils-playwright' );
	const requestContext = await request.newContext( {
		baseURL: process.env.WP_BASE_URL,
	} );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath: process.env.STORAGE_STATE_PATH,
		baseURL: process.env.WP_BASE_URL,
	} );
	await requestUtils.setupRest();
	// The shared site's plan has video hosting (the video stories upload); a fresh site's free plan,
	// with the video block's disabled buttons, is plan-upgrade.spec's, on a site of its own.
	await requestUtils.rest( {
		method: 'POST',
		path: '/jetpack/v4/site/plan',
		data: { product_slug: 'jetpack_premium' },
	} );
	await requestContext.dispose();
	return () => standIn.close();
}
