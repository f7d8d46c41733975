/**
 * Browser suite: Playwright driving Debian's Chromium against a real WordPress with the plugin active.
 *
 * By default global-setup creates a fresh site served by native PHP (the same pinned WordPress as
 * `npm start`, about 10× faster than the Playground runtime). Set WP_BASE_URL to run against a site
 * that is already up instead, e.g. the `npm start` one.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const {
	CHROMIUM_PATH,
	CHROMIUM_ARGS,
} = require( '../../scripts/chromium.cjs' );

const ARTIFACTS = path.join( __dirname, '../../test-results' );
process.env.STORAGE_STATE_PATH ??= path.join(
	ARTIFACTS,
	'storage-states/admin.json'
);

export default defineConfig( {
	testDir: './specs',
	outputDir: path.join( ARTIFACTS, 'e2e' ),
	globalSetup: require.resolve( './global-setup.ts' ),
	globalTeardown: require.resolve( './global-teardown.ts' ),
	workers: Number( process.env.E2E_WORKERS ?? 2 ),
	fullyParallel: true,
	forbidOnly: !! process.env.CI,
	// One retry on CI, as Gutenberg's own suite does: a test that passes only on its retry is
	// listed as flaky in the report, so it is seen, not hidden, and one transient failure of
	// the machine (a browser or request context closing under load) does not fail the run.
	retries: process.env.CI ? 1 : 0,
	// A story (insert, edit, save, reload, visit) takes 20–55 s on a busy two-core machine; a
	// timeout is a guard against a hang, not a speed check (`npm run bench` measures speed).
	timeout: 120_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ] ],
	reportSlowTests: null,
	use: {
		headless: true,
		viewport: { width: 1280, height: 900 },
		locale: 'en-US',
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 10_000,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
} );
