/**
 * Where the local WordPress lives and which version it is.
 *
 * One place for these facts so that `npm start`, the browser suite and the benchmark all run the
 * same WordPress. The version is pinned (see README, "WordPress used by tests").
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/** WordPress minor pinned for development and tests. */
export const WP_MINOR = '6.8';
/** Exact release used when downloading from wordpress.org (Debian's trixie carries the same). */
export const WP_RELEASE = '6.8.7';
/** Debian suite whose `wordpress` package is the pinned minor. */
export const DEBIAN_SUITE = 'trixie';

export const CACHE_DIR = path.join( ROOT, '.wordpress' );
/** Pristine core, never written to by a running site. */
export const CORE_DIR = path.join( CACHE_DIR, 'core' );
/**
 * The `npm start` site (wp-env, Playground runtime) writes its SQLite database here. WP_ENV_CORE is
 * wp-env's own override of `core`; the start smoke test uses it for a site of its own.
 */
export const DEV_SITE_DIR = process.env.WP_ENV_CORE
	? path.resolve( process.env.WP_ENV_CORE )
	: path.join( CACHE_DIR, 'dev-site' );
/** The browser suite's site, served by native PHP. Recreated on every run. */
export const TEST_SITE_DIR = path.join( CACHE_DIR, 'test-site' );
