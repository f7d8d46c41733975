/**
 * `npm run test:stack` (and the "stack" step of `npm test`): the browser specs chosen for the test
 * stack (tests/e2e/playwright.stack.config.ts), run against WordPress 7.x on MariaDB, Redis, and nginx
 * in front of two PHP-FPM heads. Arguments go to Playwright (a spec file, `-g`, …).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../wordpress/config.mjs';
import { ensureSystemDeps } from '../system-deps.mjs';

ensureSystemDeps( [ 'stack' ] );

const started = Date.now();
const { status } = spawnSync(
	path.join( ROOT, 'node_modules/.bin/playwright' ),
	[
		'test',
		'-c',
		'tests/e2e/playwright.stack.config.ts',
		// A chosen file or title runs alone, without first running every story the site-wide
		// project waits for (tests/e2e/playwright.config.ts).
		...( process.argv.length > 2 ? [ '--no-deps' ] : [] ),
		...process.argv.slice( 2 ),
	],
	{
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
	}
);
console.log(
	`Test stack: ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s in all (bring-up, specs, teardown).`
);
process.exit( status ?? 1 );
