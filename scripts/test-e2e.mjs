/**
 * The browser suite: Playwright with Debian's Chromium against a fresh native-PHP WordPress
 * (tests/e2e/global-setup.ts). Its system programs are checked (and installed where allowed) first.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './wordpress/config.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

ensureSystemDeps( [ 'browser' ] );

const args = process.argv.slice( 2 );
// A chosen file or title runs alone: without `--no-deps` Playwright would first run every story
// the `site-wide` project waits for (playwright.config.ts), filters or not.
const deps = args.length ? [ '--no-deps' ] : [];

const { status } = spawnSync(
	path.join( ROOT, 'node_modules/.bin/playwright' ),
	[ 'test', '-c', 'tests/e2e/playwright.config.ts', ...deps, ...args ],
	{
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
	}
);
process.exit( status ?? 1 );
