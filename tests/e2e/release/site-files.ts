/**
 * What the release specs do to a site of their own (own-site.ts) beyond HTTP: pack the plugin's
 * zip as `npm run plugin-zip` does, put the plugin's files on the site from that zip instead of the
 * repository, and read the site's database with PHP (WordPress loaded from the command line, as
 * WP-CLI does), so a check sees the stored rows themselves, not what the plugin's code says of them.
 */
import AdmZip from 'adm-zip';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );
const SLUG = 'jetpack-blocks';

/** The folder own-site.ts made the site `name` in (it names it this way for each worker). */
export function ownSiteDir( name: string ): string {
	return path.join(
		ROOT,
		`.wordpress/test-site-${ name }-${ process.env.TEST_WORKER_INDEX ?? '0' }`
	);
}

/** The plugin's folder on a site. */
export function pluginDir( siteDir: string ): string {
	return path.join( siteDir, 'wp-content/plugins', SLUG );
}

/**
 * Packs the zip with @wordpress/scripts' plugin-zip (the files package.json names, from the
 * current build) and returns a copy of it for this caller: specs of other workers pack at the same
 * time, so packing is serialised with a lock and each gets its own copy.
 *
 * @param name Name of the copy (in test-results/).
 */
export function packPluginZip( name: string ): string {
	const copy = path.join( ROOT, 'test-results', `${ name }.zip` );
	fs.mkdirSync( path.dirname( copy ), { recursive: true } );
	execFileSync(
		'flock',
		[
			path.join( ROOT, 'test-results/plugin-zip.lock' ),
			'sh',
			'-c',
			`"${ process.execPath }" node_modules/@wordpress/scripts/bin/wp-scripts.js plugin-zip >/dev/null && cp ${ SLUG }.zip "${ copy }"`,
		],
		{ cwd: ROOT, stdio: [ 'ignore', 'ignore', 'inherit' ] }
	);
	return copy;
}

/**
 * Replaces the site's plugin folder (own-site.ts links it to the repository) with the zip's files,
 * so that deleting the plugin through WordPress deletes a copy, never the repository.
 *
 * @param siteDir Site folder.
 * @param zip     Zip file.
 */
export function installFromZip( siteDir: string, zip: string ): void {
	removeRepositoryLink( siteDir );
	new AdmZip( zip ).extractAllTo(
		path.join( siteDir, 'wp-content/plugins' ),
		true
	);
	if ( fs.lstatSync( pluginDir( siteDir ) ).isSymbolicLink() ) {
		throw new Error( 'the plugin folder is still a link' );
	}
}

/**
 * Removes the link own-site.ts made from the site's plugin folder to the repository (the link
 * only: WordPress's own deletion would empty the folder it points to).
 *
 * @param siteDir Site folder.
 */
export function removeRepositoryLink( siteDir: string ): void {
	const link = pluginDir( siteDir );
	if ( fs.existsSync( link ) && fs.lstatSync( link ).isSymbolicLink() ) {
		fs.unlinkSync( link );
	}
}

/**
 * Runs PHP with the site's WordPress loaded (as a command-line request) and returns what the code
 * echoes, decoded from JSON.
 *
 * @param siteDir Site folder.
 * @param code    PHP statements; the last should `echo wp_json_encode( … );`.
 * @param url     The site's address: a multisite network finds its site by the request's host.
 */
export function sitePhp< T = unknown >(
	siteDir: string,
	code: string,
	url?: string
): T {
	const host = url ? new URL( url ).host : 'localhost';
	const script = `<?php
$_SERVER['HTTP_HOST'] = ${ JSON.stringify( host ) };
$_SERVER['SERVER_NAME'] = ${ JSON.stringify( host.replace( /:\d+$/, '' ) ) };
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_USE_THEMES', false );
require ${ JSON.stringify( path.join( siteDir, 'wp-load.php' ) ) };
${ code }
`;
	// Outside the site's folder: the site's server would answer it.
	const file = path.join( os.tmpdir(), `e2e-cli-${ process.pid }.php` );
	fs.writeFileSync( file, script );
	try {
		const out = execFileSync( 'php', [ file ], {
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		} );
		return JSON.parse( out.trim() || 'null' ) as T;
	} finally {
		fs.rmSync( file, { force: true } );
	}
}
