/**
 * A second, multisite test site for specs whose subject only exists on a network (network-only
 * plugins, network administrators): the same pinned WordPress and plugin as the suite's site,
 * converted by tests/e2e/multisite/make-network.php, with the test plugins of
 * tests/e2e/multisite/plugins and the hooks of tests/e2e/multisite/*.php. Started by the spec that
 * needs it (a few seconds), stopped and deleted afterwards.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';

const ROOT = path.resolve( __dirname, '../../..' );
const HERE = path.join( ROOT, 'tests/e2e/multisite' );

export interface Network {
	url: string;
	siteDir: string;
	/** A request context signed in as the network administrator (admin / password). */
	signIn: ( login: string, password?: string ) => Promise< SignedIn >;
	/** Creates a user on the main site with a role (as the network administrator). */
	createUser: ( role: string, prefix: string ) => Promise< string >;
	/** PHP problems the plugin's own files logged on this site. */
	pluginProblems: () => string[];
	stop: () => Promise< void >;
}

export interface SignedIn {
	context: APIRequestContext;
	restNonce: string;
}

async function waitForLogin( url: string ): Promise< void > {
	const deadline = Date.now() + 30_000;
	let last = '';
	while ( Date.now() < deadline ) {
		try {
			const response = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
			} );
			if ( response.status === 200 ) {
				return;
			}
			last = `HTTP ${ response.status }`;
		} catch ( error ) {
			last = ( error as Error ).message;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error( `The test network at ${ url } did not answer: ${ last }` );
}

export async function startNetwork( name: string ): Promise< Network > {
	const { createNativeSite } =
		await import( '../../../scripts/wordpress/native-site.mjs' );
	const { CACHE_DIR } =
		await import( '../../../scripts/wordpress/config.mjs' );
	const siteDir = path.join( CACHE_DIR, `test-network-${ name }` );
	const port = await freePort();
	const url = `http://127.0.0.1:${ port }`;
	await createNativeSite( {
		siteDir,
		url,
		muPlugins: fs
			.readdirSync( HERE )
			.filter(
				( file ) =>
					file.endsWith( '.php' ) && file !== 'make-network.php'
			)
			.map( ( file ) => path.join( HERE, file ) ),
	} );
	fs.cpSync(
		path.join( HERE, 'plugins' ),
		path.join( siteDir, 'wp-content/plugins' ),
		{
			recursive: true,
		}
	);
	execFileSync(
		'php',
		[ path.join( HERE, 'make-network.php' ), siteDir, url ],
		{
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		}
	);
	// Served here rather than by serveNativeSite(), so a site that fails to come up is still stopped.
	const log = fs.openSync(
		path.join( ROOT, `test-results/php-network-${ name }.log` ),
		'a'
	);
	const server: ChildProcess = spawn(
		'php',
		[
			'-d',
			'memory_limit=512M',
			'-d',
			'display_errors=0',
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			siteDir,
			path.join( ROOT, 'scripts/wordpress/router.php' ),
		],
		{
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: '2' },
			stdio: [ 'ignore', log, log ],
			detached: true,
		}
	);
	fs.closeSync( log ); // The server has its own copy.
	const stopServer = () => {
		try {
			process.kill( -( server.pid as number ), 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	try {
		await waitForLogin( url );
	} catch ( error ) {
		stopServer();
		throw error;
	}

	const signIn = async (
		login: string,
		password = 'password'
	): Promise< SignedIn > => {
		const context = await request.newContext( { baseURL: url } );
		const response = await context.post( '/wp-login.php', {
			form: { log: login, pwd: password, testcookie: '1' },
			headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
			maxRedirects: 0,
		} );
		if ( response.status() !== 302 ) {
			throw new Error(
				`${ login } could not sign in on the test network (${ response.status() })`
			);
		}
		const nonce = await context.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		return { context, restNonce: ( await nonce.text() ).trim() };
	};

	let admin: SignedIn | null = null;
	const createUser = async (
		role: string,
		prefix: string
	): Promise< string > => {
		admin ??= await signIn( 'admin' );
		const login = `${ prefix }${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
		const response = await admin.context.post(
			`/?rest_route=${ encodeURIComponent( '/wp/v2/users' ) }`,
			{
				headers: { 'X-WP-Nonce': admin.restNonce },
				data: {
					username: login,
					email: `${ login }@example.org`,
					password: 'password',
					roles: [ role ],
				},
			}
		);
		if ( ! response.ok() ) {
			throw new Error(
				`Could not create the ${ role } ${ login }: ${ await response.text() }`
			);
		}
		return login;
	};

	const pluginProblems = () => {
		const debugLog = path.join( siteDir, 'wp-content/debug.log' );
		return fs.existsSync( debugLog )
			? fs
					.readFileSync( debugLog, 'utf8' )
					.split( '\n' )
					.filter( ( line ) =>
						/\/plugins\/jetpack-blocks\/|php-stubs\//.test( line )
					)
			: [];
	};

	const stop = async () => {
		await admin?.context.dispose();
		stopServer();
		fs.rmSync( siteDir, { recursive: true, force: true } );
	};

	return { url, siteDir, signIn, createUser, pluginProblems, stop };
}
