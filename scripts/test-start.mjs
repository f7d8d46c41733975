/**
 * Smoke test of `npm start` itself, as the README tells a newcomer to run it: the real command on a
 * site of its own (fresh directory, free port, own wp-env home, so a developer's running site is left
 * alone), then a browser story against what it printed (tests/start), then `npm stop`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CACHE_DIR, ROOT } from './wordpress/config.mjs';

const workDir = path.join( CACHE_DIR, 'start-test' );
fs.rmSync( workDir, { recursive: true, force: true } );
fs.mkdirSync( workDir, { recursive: true } );

function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

const port = await freePort();
const env = {
	...process.env,
	WP_ENV_HOME: path.join( workDir, 'wp-env-home' ),
	WP_ENV_CORE: path.join( workDir, 'site' ),
	WP_ENV_PORT: String( port ),
};
const npm = process.env.npm_execpath
	? [ process.execPath, process.env.npm_execpath ]
	: [ 'npm' ];

function runNpm( script ) {
	return new Promise( ( resolve ) => {
		let output = '';
		const child = spawn( npm[ 0 ], [ ...npm.slice( 1 ), script ], {
			cwd: ROOT,
			env,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		child.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
		child.on( 'close', ( status ) => resolve( { status, output } ) );
	} );
}

let failed = false;
const started = Date.now();
const start = await runNpm( 'start' );
const siteUrl = start.output.match( /Site:\s+(\S+)/ )?.[ 1 ];
console.log(
	`npm start: exit ${ start.status } in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s, site ${ siteUrl }`
);
try {
	if (
		start.status !== 0 ||
		! siteUrl ||
		! /Login:\s+admin \/ password/.test( start.output )
	) {
		failed = true;
		console.error(
			`npm start did not bring the site up and print its URL and login:\n${ start.output }`
		);
	} else {
		const { status } = spawnSync(
			path.join( ROOT, 'node_modules/.bin/playwright' ),
			[ 'test', '-c', 'tests/start/playwright.config.ts' ],
			{
				cwd: ROOT,
				stdio: 'inherit',
				env: {
					...env,
					START_SITE_URL: siteUrl,
					PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
				},
			}
		);
		failed = status !== 0;
	}
} finally {
	const stop = await runNpm( 'stop' );
	const stillUp = await new Promise( ( resolve ) => {
		const socket = net.connect( port, '127.0.0.1' );
		socket.on( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.on( 'error', () => resolve( false ) );
	} );
	if ( stop.status !== 0 || stillUp ) {
		failed = true;
		console.error(
			`npm stop did not stop the site (exit ${ stop.status }, port ${ port } ${
				stillUp ? 'still answers' : 'closed'
			}):\n${ stop.output }`
		);
	}
}
if ( ! failed ) {
	fs.rmSync( workDir, { recursive: true, force: true } );
}
process.exit( failed ? 1 : 0 );
