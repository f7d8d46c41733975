/**
 * A WordPress site of a spec's own, beside the suite's shared one: for specs that must change
 * site-wide state other specs rely on (e.g. use up the site's AI requests) or that need a test-only
 * mu-plugin. Same pinned WordPress, same plugin build, served by native PHP; about two seconds to
 * create.
 *
 * The suite's teardown only reads the shared site's PHP log, so `stop()` reads this site's and
 * returns the lines about the plugin's own files; specs call `phpProblems()` to check it sooner.
 */
import fs from 'node:fs';
import { freePort } from './free-port';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';

const ROOT = path.resolve( __dirname, '../../..' );

export interface SignedIn {
	context: APIRequestContext;
	/** REST nonce of the session. */
	nonce: string;
}

export interface OwnSite {
	baseURL: string;
	/** Signed-in session of the site's admin (admin / password). */
	admin: SignedIn;
	/** A new user with `role`, signed in. */
	signIn: ( role: string ) => Promise< SignedIn & { username: string } >;
	/** PHP notices, warnings and errors the site logged from the plugin's files so far. */
	phpProblems: () => string[];
	/** Stops the site; returns `phpProblems()` as of then. */
	stop: () => Promise< string[] >;
}

async function signInAs(
	baseURL: string,
	username: string
): Promise< SignedIn > {
	const context = await request.newContext( { baseURL } );
	const login = await context.post( '/wp-login.php', {
		form: { log: username, pwd: 'password', testcookie: '1' },
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		maxRedirects: 0,
	} );
	if ( login.status() !== 302 ) {
		throw new Error(
			`${ username } could not log in (${ login.status() })`
		);
	}
	const nonce = (
		await (
			await context.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	return { context, nonce };
}

/**
 * Creates and serves a fresh site named `name` (one per worker) with the given mu-plugins.
 *
 * @param name                    Short name, part of the site's folder.
 * @param muPlugins               Files in tests/e2e/mu-plugins to install (or absolute paths).
 * @param options                 Site options.
 * @param options.environmentType WP_ENVIRONMENT_TYPE of the site (default `local`).
 * @param options.core            The WordPress to make it from (scripts/wordpress/config.mjs CORES):
 *                                the pinned one by default, '7' for WordPress 7.x.
 * @param options.beforeServe     Changes to the site's files before its server starts: a PHP
 *                                worker resolves the plugin's linked folder once and keeps that
 *                                path for minutes (its realpath cache), so a spec that replaces
 *                                the link with real files must do it here.
 */
export async function startOwnSite(
	name: string,
	muPlugins: string[] = [],
	options: {
		environmentType?: 'local' | 'development' | 'staging' | 'production';
		core?: string;
		beforeServe?: ( siteDir: string ) => void;
	} = {}
): Promise< OwnSite > {
	const { createNativeSite, serveNativeSite } =
		await import( '../../../scripts/wordpress/native-site.mjs' );
	const worker = process.env.TEST_WORKER_INDEX ?? '0';
	const siteDir = path.join(
		ROOT,
		`.wordpress/test-site-${ name }-${ worker }`
	);
	const port = await freePort();
	const baseURL = `http://127.0.0.1:${ port }`;
	await createNativeSite( {
		siteDir,
		url: baseURL,
		environmentType: options.environmentType,
		muPlugins: muPlugins.map( ( file ) =>
			path.isAbsolute( file )
				? file
				: path.join( __dirname, '../mu-plugins', file )
		),
		core: options.core,
	} );
	options.beforeServe?.( siteDir );
	const server = await serveNativeSite( {
		siteDir,
		port,
		logFile: path.join( ROOT, `test-results/php-server-${ name }.log` ),
	} );
	const admin = await signInAs( baseURL, 'admin' );

	const log = path.join( siteDir, 'wp-content/debug.log' );
	const ourFiles = new RegExp(
		`(${ ROOT }|/plugins/jetpack-blocks)/(build|php-stubs|src|[^/]+\\.php)`
	);
	const phpProblems = () =>
		fs.existsSync( log )
			? fs
					.readFileSync( log, 'utf8' )
					.split( '\n' )
					.filter( ( line ) => ourFiles.test( line ) )
			: [];

	let users = 0;
	const sessions: APIRequestContext[] = [ admin.context ];
	return {
		baseURL,
		admin,
		phpProblems,
		async signIn( role ) {
			users += 1;
			const username = `${ role }${ users }x${ Date.now() }`;
			const created = await admin.context.post(
				`/?rest_route=${ encodeURIComponent( '/wp/v2/users' ) }`,
				{
					headers: { 'X-WP-Nonce': admin.nonce },
					data: {
						username,
						email: `${ username }@example.org`,
						password: 'password',
						roles: [ role ],
					},
				}
			);
			if ( created.status() !== 201 ) {
				throw new Error(
					`could not create ${ role }: ${ await created.text() }`
				);
			}
			const session = await signInAs( baseURL, username );
			sessions.push( session.context );
			return { username, ...session };
		},
		async stop() {
			await Promise.all(
				sessions.map( ( context ) => context.dispose() )
			);
			try {
				process.kill( -( server.pid as number ), 'SIGTERM' );
			} catch {
				// Already gone.
			}
			return phpProblems();
		},
	};
}
