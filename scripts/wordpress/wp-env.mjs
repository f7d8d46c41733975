/**
 * Runs @wordpress/env with the Playground runtime (no Docker), offline-capable.
 *
 * wp-env asks the network for the latest WordPress version unless its cache holds one; with `core`
 * set to a local directory that answer is never used, so we seed the cache with the pinned minor.
 * WP_ENV_HOME is kept inside .wordpress/ so the whole environment lives with the checkout.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
	CACHE_DIR,
	CORE_DIR,
	DEV_SITE_DIR,
	ROOT,
	WP_MINOR,
} from './config.mjs';
import { ensureCore } from './fetch-core.mjs';

export const WP_ENV_HOME =
	process.env.WP_ENV_HOME ?? path.join( CACHE_DIR, 'wp-env-home' );
const CONFIG_FILE = path.join( ROOT, '.wp-env.json' );

function md5( text ) {
	return crypto.createHash( 'md5' ).update( text ).digest( 'hex' );
}

/** The directory wp-env uses for this project (same rule as wp-env's load-config). */
export function wpEnvWorkDirectory() {
	const legacy = path.join( WP_ENV_HOME, md5( CONFIG_FILE ) );
	if ( fs.existsSync( legacy ) ) {
		return legacy;
	}
	return path.join(
		WP_ENV_HOME,
		`wp-env-${ path.basename( ROOT ) }-${ md5( CONFIG_FILE ).slice( 0, 8 ) }`
	);
}

function seedVersionCache() {
	const dir = wpEnvWorkDirectory();
	const file = path.join( dir, 'wp-env-cache.json' );
	fs.mkdirSync( dir, { recursive: true } );
	const cache = fs.existsSync( file )
		? JSON.parse( fs.readFileSync( file, 'utf8' ) )
		: {};
	if ( ! cache.latestWordPressVersion ) {
		cache.latestWordPressVersion = WP_MINOR;
		fs.writeFileSync( file, JSON.stringify( cache ) );
	}
}

/**
 * The dev site is a copy of the pristine core: the Playground runtime writes its database into it.
 * Its must-use plugins (scripts/wordpress/dev-site) are copied in on every start, so a change to them
 * reaches sites created before it.
 */
export async function prepareDevSite() {
	await ensureCore();
	if (
		! fs.existsSync( path.join( DEV_SITE_DIR, 'wp-includes/version.php' ) )
	) {
		fs.rmSync( DEV_SITE_DIR, { recursive: true, force: true } );
		fs.cpSync( CORE_DIR, DEV_SITE_DIR, { recursive: true } );
	}
	const muPlugins = path.join( DEV_SITE_DIR, 'wp-content/mu-plugins' );
	fs.mkdirSync( muPlugins, { recursive: true } );
	const source = path.join( ROOT, 'scripts/wordpress/dev-site' );
	for ( const file of fs.readdirSync( source ) ) {
		fs.copyFileSync(
			path.join( source, file ),
			path.join( muPlugins, file )
		);
	}
	seedVersionCache();
}

/** The port of the `npm start` site: wp-env's WP_ENV_PORT override, else `.wp-env.json`. */
export function devSitePort() {
	if ( process.env.WP_ENV_PORT ) {
		return Number( process.env.WP_ENV_PORT );
	}
	return JSON.parse( fs.readFileSync( CONFIG_FILE, 'utf8' ) ).port ?? 8888;
}

export function wpEnv( args, env = {} ) {
	const bin = path.join( ROOT, 'node_modules/.bin/wp-env' );
	const result = spawnSync( bin, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, WP_ENV_HOME, ...env },
	} );
	return result.status ?? 1;
}
