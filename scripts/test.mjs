/**
 * `npm test`: every check, in order, stopping at the first failure:
 * typecheck → lint → php-lint → release files → unit → fixtures → build → plugin zip → browser suite →
 * the same on the test stack → `npm start` smoke test.
 * Each step prints how long it took; the browser steps add their counts to the summary line, flaky
 * tests (passed only on their retry) included, so a retry never hides one. The system programs the browser steps need are checked (and
 * installed where allowed) before the first step, so a missing one never surfaces minutes in.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';
import { ROOT } from './wordpress/config.mjs';

const bin = ( name ) => path.join( ROOT, 'node_modules/.bin', name );

const steps = [
	[ 'typecheck', bin( 'tsc' ), [ '--noEmit', '-p', 'tsconfig.json' ] ],
	[
		'lint',
		bin( 'eslint' ),
		[
			'--max-warnings=0',
			'src',
			'tests',
			'scripts',
			'types',
			'webpack.config.js',
		],
	],
	[
		'php-lint',
		process.execPath,
		[ path.join( ROOT, 'scripts/lint-php.mjs' ) ],
	],
	// Release files agree (version, readme rules) and the .pot holds every string.
	[ 'release', 'npm', [ 'run', '--silent', 'test:release' ] ],
	[
		'unit',
		bin( 'wp-scripts' ),
		[
			'test-unit-js',
			'--config',
			'tests/jest.config.js',
			'--selectProjects',
			'unit',
		],
	],
	[
		'fixtures',
		bin( 'wp-scripts' ),
		[
			'test-unit-js',
			'--config',
			'tests/jest.config.js',
			'--selectProjects',
			'fixtures',
		],
	],
	// Quiet: webpack's asset table says nothing a failing build would not.
	[
		'build',
		bin( 'wp-scripts' ),
		[ 'build', '--blocks-manifest', '--stats=errors-warnings' ],
	],
	// The zip a site owner uploads: complete, nothing of development; prints its size (the
	// browser suite installs it on a site of its own).
	[ 'plugin-zip', 'npm', [ 'run', '--silent', 'plugin-zip' ] ],
	[
		'browser',
		process.execPath,
		[ path.join( ROOT, 'scripts/test-e2e.mjs' ) ],
	],
	// The same plugin on the test stack: WordPress 7.x, MariaDB, Redis, nginx + two PHP-FPM heads
	// (scripts/stack), a chosen part of the browser suite.
	[
		'stack',
		process.execPath,
		[ path.join( ROOT, 'scripts/stack/test-stack.mjs' ) ],
	],
	// Last and slowest: the README's `npm start`, as a newcomer runs it (tests/start).
	[
		'start',
		process.execPath,
		[ path.join( ROOT, 'scripts/test-start.mjs' ) ],
	],
];

/**
 * The file each browser step's summary reporter writes (tests/e2e/helpers/summary-reporter.ts); the
 * step's environment names it, so the step cannot leave a stale one behind.
 */
const summaries = {
	browser: path.join( ROOT, 'test-results/e2e-summary.json' ),
	stack: path.join( ROOT, 'test-results/e2e-stack-summary.json' ),
};

/** Every flaky test of every browser step, for the summary line. */
const flaky = [];

/** The summary line's end: how many browser tests were flaky, and which. */
const flakyNames = () =>
	flaky.length
		? `; ${ flaky.length } flaky, passed only on a retry: ${ flaky.join( '; ' ) }`
		: '; 0 flaky';

/** "334 passed, 2 flaky, 1 failed" from a step's summary file, or '' when it wrote none. */
function counts( file ) {
	if ( ! file || ! fs.existsSync( file ) ) {
		return '';
	}
	const summary = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	flaky.push( ...summary.flaky );
	return [
		`${ summary.passed } passed`,
		`${ summary.flaky.length } flaky`,
		summary.failed.length ? `${ summary.failed.length } failed` : '',
		summary.skipped ? `${ summary.skipped } skipped` : '',
	]
		.filter( Boolean )
		.join( ', ' );
}

const only = process.argv.slice( 2 );
const selected = steps.filter(
	( [ name ] ) => ! only.length || only.includes( name )
);
ensureSystemDeps( selected.map( ( [ name ] ) => name ) );

const timings = [];
for ( const [ name, command, args ] of selected ) {
	console.log( `\n▶ ${ name }` );
	const summaryFile = summaries[ name ];
	if ( summaryFile ) {
		fs.rmSync( summaryFile, { force: true } );
	}
	const started = Date.now();
	const { status } = spawnSync( command, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: {
			...process.env,
			CI: process.env.CI ?? '',
			...( summaryFile ? { E2E_SUMMARY_FILE: summaryFile } : {} ),
		},
	} );
	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	const tests = counts( summaryFile );
	timings.push( `${ name } ${ seconds } s${ tests ? ` (${ tests })` : '' }` );
	if ( status !== 0 ) {
		console.error(
			`\n✖ ${ name } failed (${ seconds } s${
				tests ? `; ${ tests }` : ''
			}): ${ timings.join( ', ' ) }${ flakyNames() }`
		);
		process.exit( status ?? 1 );
	}
}
console.log(
	`\n✔ all checks passed: ${ timings.join( ', ' ) }${ flakyNames() }`
);
