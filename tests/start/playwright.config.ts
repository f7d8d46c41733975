/**
 * The `npm start` smoke test (run by scripts/test-start.mjs, which starts the site and names it in
 * START_SITE_URL). The Playground runtime answers about 1 s per request, so the timeouts are long.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const {
	CHROMIUM_PATH,
	CHROMIUM_ARGS,
} = require( '../../scripts/chromium.cjs' );

export default defineConfig( {
	testDir: '.',
	outputDir: path.join( __dirname, '../../test-results/start' ),
	workers: 1,
	forbidOnly: !! process.env.CI,
	retries: 0,
	timeout: 180_000,
	expect: { timeout: 60_000 },
	reporter: [ [ 'list' ] ],
	use: {
		baseURL: process.env.START_SITE_URL,
		headless: true,
		viewport: { width: 1280, height: 900 },
		locale: 'en-US',
		actionTimeout: 60_000,
		navigationTimeout: 90_000,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
} );
