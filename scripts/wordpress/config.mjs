/**
 * Where the local WordPress lives and which version it is.
 *
 * One place for these facts so that `npm start`, the browser suite and the benchmark all run the
 * same WordPress. The version is pinned (see README, "WordPress used by development and tests").
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
 * A second, optional core: WordPress 7.x, for the specs of what only 7.x has (its AI Client,
 * tests/e2e/specs/wp7-ai-client.spec.ts). Fetched the first time such a spec runs, never by
 * `npm start`. Debian's unstable suite (sid) carries it; where apt is absent it comes from
 * wordpress.org.
 */
export const WP7_MINOR = '7.1';
/** Release downloaded from wordpress.org when Debian's sid is not reachable. */
export const WP7_RELEASE = '7.1';
export const WP7_DEBIAN_SUITE = 'sid';
export const CORE7_DIR = path.join( CACHE_DIR, 'core-7' );

/**
 * The cores a site can be made from, by name. `default` is the pinned one every other script uses.
 *
 * @type {Record<string, { dir: string, minor: string, release: string, suite: string, extraPackages?: string[] }>}
 */
export const CORES = {
	default: {
		dir: CORE_DIR,
		minor: WP_MINOR,
		release: WP_RELEASE,
		suite: DEBIAN_SUITE,
	},
	7: {
		dir: CORE7_DIR,
		minor: WP7_MINOR,
		release: WP7_RELEASE,
		suite: WP7_DEBIAN_SUITE,
		// Debian's 7.x links PHPMailer and one jQuery UI file to packages of their own.
		extraPackages: [ 'libphp-phpmailer', 'libjs-jquery-ui' ],
	},
};

/**
 * The `npm start` site (wp-env, Playground runtime) writes its SQLite database here. WP_ENV_CORE is
 * wp-env's own override of `core`; the start smoke test uses it for a site of its own.
 */
export const DEV_SITE_DIR = process.env.WP_ENV_CORE
	? path.resolve( process.env.WP_ENV_CORE )
	: path.join( CACHE_DIR, 'dev-site' );
/** The browser suite's site, served by native PHP. Recreated on every run. */
export const TEST_SITE_DIR = path.join( CACHE_DIR, 'test-site' );
