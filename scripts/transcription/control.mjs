/**
 * Starting and stopping the `npm start` site's transcription service (service.mjs, main.mjs).
 *
 * `npm start` starts it before the site and writes where it answers, with the secret of this start,
 * into the site's wp-content as a PHP file that returns them: the dev site's must-use plugin
 * (scripts/wordpress/dev-site/transcription-service.php) reads it, and a PHP file served by the site
 * runs rather than shows its contents. The service's pid is kept in wp-env's work directory, beside
 * the site's own, for `npm stop`.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULTS, locatePrograms } from './service.mjs';

const MAIN = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'main.mjs'
);
const STATE_FILE = 'transcription-service.json';
/** Read by the dev site's must-use plugin; keep the two names in step. */
export const SITE_FILE = 'wp-content/jetpack-blocks-transcription-service.php';

/**
 * Whether `pid` is a running service of ours (not another process that got its number later).
 *
 * @param {number} pid
 */
function isOurService( pid ) {
	try {
		return fs
			.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' )
			.split( '\0' )
			.includes( MAIN );
	} catch {
		// No /proc (not Linux): trust the pid file, which only this code writes.
		try {
			process.kill( pid, 0 );
			return ! fs.existsSync( '/proc/self' );
		} catch {
			return false;
		}
	}
}

/**
 * Stops the service of an earlier start, if any, and removes its files.
 *
 * @param {{ stateDir: string, siteDir: string }} where
 * @return {Promise<boolean>} Whether a running service was stopped.
 */
export async function stopTranscriptionService( { stateDir, siteDir } ) {
	const stateFile = path.join( stateDir, STATE_FILE );
	let stopped = false;
	try {
		const { pid } = JSON.parse( fs.readFileSync( stateFile, 'utf8' ) );
		if ( Number.isInteger( pid ) && pid > 0 && isOurService( pid ) ) {
			process.kill( pid, 'SIGTERM' );
			stopped = true;
			for ( let i = 0; i < 50 && isOurService( pid ); i++ ) {
				await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
			}
			if ( isOurService( pid ) ) {
				process.kill( pid, 'SIGKILL' );
			}
		}
	} catch {}
	fs.rmSync( stateFile, { force: true } );
	fs.rmSync( path.join( siteDir, SITE_FILE ), { force: true } );
	return stopped;
}

/**
 * Starts the service and points the site at it.
 *
 * @param {{ stateDir: string, siteDir: string, watchPidFile: string }} where
 * @return {Promise<{ port: number, missing: string[] }>} Its port, and the Debian packages that
 *         are missing for it to transcribe (it runs anyway, and answers that).
 */
export async function startTranscriptionService( {
	stateDir,
	siteDir,
	watchPidFile,
} ) {
	await stopTranscriptionService( { stateDir, siteDir } );
	fs.mkdirSync( stateDir, { recursive: true } );
	const secret = crypto.randomBytes( 32 ).toString( 'hex' );
	const log = fs.openSync(
		path.join( stateDir, 'transcription-service.log' ),
		'w'
	);
	const child = spawn( process.execPath, [ MAIN ], {
		detached: true,
		stdio: [ 'ignore', log, log, 'ipc' ],
		env: {
			PATH: process.env.PATH,
			TMPDIR: process.env.TMPDIR,
			JETPACK_BLOCKS_TRANSCRIPTION_SECRET: secret,
			JETPACK_BLOCKS_WATCH_PID_FILE: watchPidFile,
		},
	} );
	fs.closeSync( log );
	const port = await new Promise( ( resolve, reject ) => {
		const timer = setTimeout( () => {
			child.kill( 'SIGKILL' );
			reject( new Error( 'The transcription service did not start.' ) );
		}, 15_000 );
		child.once( 'message', ( message ) => {
			clearTimeout( timer );
			resolve( Number( message.port ) );
		} );
		child.once( 'exit', ( code ) => {
			clearTimeout( timer );
			reject(
				new Error(
					`The transcription service exited at once (${ code }).`
				)
			);
		} );
	} );
	child.removeAllListeners( 'exit' );
	child.disconnect?.();
	child.unref();

	fs.writeFileSync(
		path.join( stateDir, STATE_FILE ),
		JSON.stringify( { pid: child.pid, port } )
	);
	const siteFile = path.join( siteDir, SITE_FILE );
	fs.mkdirSync( path.dirname( siteFile ), { recursive: true } );
	fs.writeFileSync(
		siteFile,
		`<?php
// Written by \`npm start\` for this start only: where the native service answers (transcription
// at url, the offline tools' programs under tools_url).
defined( 'ABSPATH' ) || exit;
return array(
	'url'       => 'http://127.0.0.1:${ port }/transcriptions',
	'tools_url' => 'http://127.0.0.1:${ port }',
	'secret'    => '${ secret }',
);
`,
		{ mode: 0o600 }
	);
	const programs = locatePrograms( DEFAULTS );
	return { port, missing: 'missing' in programs ? programs.missing : [] };
}
