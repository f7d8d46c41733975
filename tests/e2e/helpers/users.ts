/**
 * Users other than the admin, each in a request context of their own (signed in by the log-in form,
 * as a browser would be), for specs that check who may do what.
 */
import { request, type APIRequestContext } from '@playwright/test';

export interface SignedInUser {
	context: APIRequestContext;
	id: number;
	login: string;
	/** The REST nonce of this user's session. */
	restNonce: string;
}

/** A request context signed in as the admin the suite logged in once (its stored session). */
export async function adminContext(): Promise< APIRequestContext > {
	return request.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: process.env.STORAGE_STATE_PATH,
	} );
}

export async function restNonceOf(
	context: APIRequestContext
): Promise< string > {
	const response = await context.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	return ( await response.text() ).trim();
}

/** Creates a user with a role and a unique login starting with `prefix`, and signs them in. */
export async function signedInUser(
	role: string,
	prefix: string = role
): Promise< SignedInUser > {
	const login = `${ prefix }${ Date.now() }${ Math.floor( Math.random() * 100000 ) }`;
	const admin = await adminContext();
	const created = await admin.post(
		`/?rest_route=${ encodeURIComponent( '/wp/v2/users' ) }`,
		{
			headers: { 'X-WP-Nonce': await restNonceOf( admin ) },
			data: {
				username: login,
				email: `${ login }@example.org`,
				password: 'password',
				roles: [ role ],
			},
		}
	);
	if ( ! created.ok() ) {
		throw new Error(
			`Could not create the ${ role } ${ login }: ${ created.status() } ${ await created.text() }`
		);
	}
	const { id } = ( await created.json() ) as { id: number };
	await admin.dispose();
	const context = await request.newContext( {
		baseURL: process.env.WP_BASE_URL,
	} );
	const signedIn = await context.post( '/wp-login.php', {
		form: { log: login, pwd: 'password', testcookie: '1' },
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		maxRedirects: 0,
	} );
	if ( signedIn.status() !== 302 ) {
		throw new Error(
			`${ login } could not sign in (${ signedIn.status() })`
		);
	}
	return { context, id, login, restNonce: await restNonceOf( context ) };
}
