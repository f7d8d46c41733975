/**
 * Stops the native-PHP site and fails the run when PHP logged a notice, warning or error from this
 * plugin's code: a raw PHP problem never reaches a visitor silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { STATE_FILE } from './global-setup';

/**
 * Removes the private video stores the run's sites made. Each site keeps private videos in a folder
 * beside its WordPress folder, named after its address (videopress/private-files.php), and every
 * run serves its sites on new ports: without this, every run left new folders, with the test
 * videos in them, in `.wordpress/`.
 */
function removePrivateStores() {
	const parent = path.resolve( __dirname, '../../.wordpress' );
	if ( ! fs.existsSync( parent ) ) {
		return;
	}
	for ( const entry of fs.readdirSync( parent ) ) {
		if ( entry.startsWith( 'jetpack-blocks-private-videos-' ) ) {
			fs.rmSync( path.join( parent, entry ), {
				recursive: true,
				force: true,
			} );
		}
	}
}

export default async function globalTeardown() {
	if ( ! fs.existsSync( STATE_FILE ) ) {
		removePrivateStores();
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
	removePrivateStores();
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
