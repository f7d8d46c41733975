/**
 * Browser suite: Playwright driving Debian's Chromium against a real WordPress with the plugin active.
 *
 * By default global-setup creates a fresh site served by native PHP (the same pinned WordPress as
 * `npm start`, about 10× faster than the Playground runtime). Set WP_BASE_URL to run against a site
 * that is already up instead, e.g. the `npm start` one.
 *
 * Two projects on that one site: `stories`, the suite, on every worker; then `site-wide`, the tests
 * tagged `@site-wide` (they switch something for the whole site — videos private by default, a
 * module off — that other workers' stories would see halfway through), one at a time once every
 * story has finished. scripts/test-e2e.mjs runs a chosen file or title without that wait.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const {
	CHROMIUM_PATH,
	CHROMIUM_ARGS,
} = require( '../../scripts/chromium.cjs' );

/** The tag of a test that changes a site-wide setting: `test( '…', { tag: '@site-wide' }, … )`. */
const SITE_WIDE = /@site-wide/;

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
	reporter: [
		[ 'list' ],
		// The counts and per-spec times `npm test` prints in its summary line.
		[
			require.resolve( './helpers/summary-reporter.ts' ),
			{
				outputFile:
					process.env.E2E_SUMMARY_FILE ??
					path.join( ARTIFACTS, 'e2e-summary.json' ),
			},
		],
	],
	reportSlowTests: null,
	use: {
		headless: true,
		viewport: { width: 1280, height: 900 },
		locale: 'en-US',
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 10_000,
		// Recording a trace costs every test about 15 % more time (two specs, one worker: 104 s with
		// traces, 89 s without). On CI a failed test runs again, and that retry records one; a run
		// here (no retries) keeps the trace of each failure.
		trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
		screenshot: 'only-on-failure',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: CHROMIUM_ARGS,
		},
	},
	projects: [
		{ name: 'stories', grepInvert: SITE_WIDE },
		{
			name: 'site-wide',
			grep: SITE_WIDE,
			dependencies: [ 'stories' ],
			workers: 1,
		},
	],
} );
