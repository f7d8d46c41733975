/**
 * The browser suite: Playwright with Debian's Chromium against a fresh native-PHP WordPress
 * (tests/e2e/global-setup.ts). Checks the two system prerequisites first, with the fix.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './wordpress/config.mjs';
import { phpAvailable } from './wordpress/native-site.mjs';
import chromiumConfig from './chromium.cjs';

const chromium = chromiumConfig.CHROMIUM_PATH;
const missing = [];
if ( ! fs.existsSync( chromium ) ) {
	missing.push(
		`Chromium at ${ chromium } (Debian: apt-get install chromium; or set CHROMIUM_PATH)`
	);
}
if ( ! process.env.WP_BASE_URL && ! phpAvailable() ) {
	missing.push(
		'PHP with SQLite (Debian: apt-get install php8.2-cli php8.2-sqlite3 php8.2-mbstring php8.2-xml php8.2-curl php8.2-gd php8.2-intl php8.2-zip)'
	);
}
if ( missing.length ) {
	console.error(
		`The browser suite needs:\n- ${ missing.join( '\n- ' ) }\n(.ci/run installs both.)`
	);
	process.exit( 1 );
}

const { status } = spawnSync(
	path.join( ROOT, 'node_modules/.bin/playwright' ),
	[
		'test',
		'-c',
		'tests/e2e/playwright.config.ts',
		...process.argv.slice( 2 ),
	],
	{
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
	}
);
process.exit( status ?? 1 );
