/**
 * Stops every server of the test stack, prints how long the specs ran, and fails the run when PHP
 * logged a notice, warning or error from the plugin's code on either head (WordPress's debug.log,
 * shared by the heads, and each head's own PHP error log for what happens before WordPress loads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { STATE_FILE } from './global-setup';

export default async function stackGlobalTeardown() {
	const { stopStack, STACK_DIR } =
		await import( '../../scripts/stack/stack.mjs' );
	await stopStack();
	const started = Number( process.env.JETPACK_BLOCKS_E2E_STACK_STARTED );
	if ( started ) {
		// eslint-disable-next-line no-console -- the run's timing, as the native setup prints its own.
		console.log(
			`Test stack: specs ran ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s; all servers stopped.`
		);
	}
	if ( ! fs.existsSync( STATE_FILE ) ) {
		return;
	}
	const { siteDir } = JSON.parse( fs.readFileSync( STATE_FILE, 'utf8' ) ) as {
		siteDir?: string;
	};
	const logs = [
		...( siteDir ? [ path.join( siteDir, 'wp-content/debug.log' ) ] : [] ),
		path.join( STACK_DIR, 'log/php-a.log' ),
		path.join( STACK_DIR, 'log/php-b.log' ),
	];
	const pluginDir = path.resolve( __dirname, '../..' );
	const ourFiles = new RegExp(
		`(${ pluginDir }|/plugins/jetpack-blocks)/(build|php-stubs|src|[^/]+\\.php)`
	);
	const ours = logs
		.filter( ( log ) => fs.existsSync( log ) )
		.flatMap( ( log ) => fs.readFileSync( log, 'utf8' ).split( '\n' ) )
		.filter( ( line ) => ourFiles.test( line ) );
	if ( ours.length ) {
		throw new Error(
			`PHP reported problems in the plugin on the stack:\n${ ours.join( '\n' ) }`
		);
	}
}
