/**
 * Stops the native-PHP site and fails the run when PHP logged a notice, warning or error from this
 * plugin's code: a raw PHP problem never reaches a visitor silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown() {
	if ( ! fs.existsSync( STATE_FILE ) ) {
		return;
	}
	const { serverPid, siteDir } = JSON.parse(
		fs.readFileSync( STATE_FILE, 'utf8' )
	) as {
		serverPid?: number;
		siteDir?: string;
	};
	if ( serverPid ) {
		try {
			process.kill( -serverPid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	}
	if ( siteDir ) {
		const log = path.join( siteDir, 'wp-content/debug.log' );
		const pluginDir = path.resolve( __dirname, '../..' );
		const lines = fs.existsSync( log )
			? fs.readFileSync( log, 'utf8' ).split( '\n' )
			: [];
		const ourFiles = new RegExp(
			`(${ pluginDir }|/plugins/jetpack-blocks)/(build|php-stubs|src|[^/]+\\.php)`
		);
		const ours = lines.filter( ( line ) => ourFiles.test( line ) );
		if ( ours.length ) {
			throw new Error(
				`PHP reported problems in the plugin:\n${ ours.join( '\n' ) }`
			);
		}
	}
}
