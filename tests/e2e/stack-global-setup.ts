/**
 * Global setup of the stack target (playwright.stack.config.ts): brings the test stack up
 * (scripts/stack/stack.mjs), points the suite at nginx, and writes test-results/e2e-site.json as the
 * native setup does, so specs that read the site's folder work here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { startAiStandIn } from '../ai-standin/server';
import { STATE_FILE } from './global-setup';

const ROOT = path.resolve( __dirname, '../..' );

export default async function stackGlobalSetup() {
	if ( ! fs.existsSync( path.join( ROOT, 'build/editor.js' ) ) ) {
		throw new Error(
			'The plugin is not built: run `npm run build` first (npm test does).'
		);
	}
	const standIn = await startAiStandIn();
	process.env.JETPACK_BLOCKS_E2E_AI_STANDIN = standIn.baseUrl;
	process.env.JETPACK_BLOCKS_E2E_STACK = '1';

	const { startStack } = await import( '../../scripts/stack/stack.mjs' );
	const stack = await startStack( {
		env: { JETPACK_BLOCKS_E2E_AI_STANDIN: standIn.baseUrl },
	} );
	process.env.WP_BASE_URL = stack.baseURL;
	process.env.JETPACK_BLOCKS_E2E_STACK_DIR = stack.stackDir;
	// eslint-disable-next-line no-console -- the run's timing, as the native setup prints its own.
	console.log(
		`Test stack (WordPress 7.x, MariaDB, Redis, nginx + 2 PHP-FPM heads) at ${
			stack.baseURL
		}, up in ${ stack.seconds.toFixed( 1 ) } s`
	);
	fs.mkdirSync( path.dirname( STATE_FILE ), { recursive: true } );
	fs.writeFileSync(
		STATE_FILE,
		JSON.stringify( {
			siteDir: stack.siteDir,
			baseURL: stack.baseURL,
			stackDir: stack.stackDir,
			stack: true,
		} )
	);
	process.env.JETPACK_BLOCKS_E2E_STACK_STARTED = String( Date.now() );

	const { RequestUtils } =
		await import( '@wordpress/e2e-test-utils-playwright' );
	const requestContext = await request.newContext( {
		baseURL: stack.baseURL,
	} );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath: process.env.STORAGE_STATE_PATH,
		baseURL: stack.baseURL,
	} );
	await requestUtils.setupRest();
	await requestContext.dispose();
	return () => standIn.close();
}
