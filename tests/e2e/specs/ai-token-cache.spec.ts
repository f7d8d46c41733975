/**
 * The AI token cached in the browser belongs to one user: a user who signs in after another on the
 * same browser never sends the other's token, and logging out leaves no token behind.
 *
 * Each test signs its own administrators in, in a browser context of its own: logging out ends the
 * session it runs in, and the suite's shared admin session must survive.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../helpers/test';

const SETTINGS_URL = '/wp-admin/options-general.php?page=jetpack-blocks-ai';
const TOKEN_PREFIX = 'jetpack-blocks-ai-jwt';
const PASSWORD = 'password';

interface Admin {
	id: number;
	username: string;
}

/** The id of the user a token was issued for (its payload's user_id). */
function tokenUser( authorization: string ): number {
	const payload = authorization
		.replace( /^Bearer\s+/i, '' )
		.split( '.' )[ 1 ];
	return (
		JSON.parse( Buffer.from( payload ?? '', 'base64url' ).toString() ) as {
			user_id: number;
		}
	 ).user_id;
}

/**
 * Signs in through the login form's endpoint without showing the login screen (its clean-up script
 * must not run here), replacing whoever was signed in in this context.
 * @param context The browser context whose cookies change.
 * @param admin   Who signs in.
 */
async function signInWithoutLoginScreen(
	context: BrowserContext,
	admin: Admin
): Promise< void > {
	const response = await context.request.post( '/wp-login.php', {
		form: { log: admin.username, pwd: PASSWORD, testcookie: '1' },
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		maxRedirects: 0,
	} );
	expect( response.status() ).toBe( 302 );
}

/** The cached token keys in this origin's localStorage. */
function tokenKeys( page: Page ): Promise< string[] > {
	return page.evaluate(
		( prefix ) =>
			Object.keys( window.localStorage ).filter( ( key ) =>
				key.startsWith( prefix )
			),
		TOKEN_PREFIX
	);
}

/**
 * Opens the playground, asks it something and waits for the answer; resolves with the
 * Authorization header the completion request carried.
 * @param page The signed-in page.
 */
async function askPlayground( page: Page ): Promise< string > {
	await page.goto( SETTINGS_URL );
	const prompt = page.getByRole( 'textbox', {
		name: /prompt|Ask the assistant/i,
	} );
	await prompt.fill( 'Write about honey bees' );
	const query = page.waitForRequest( ( request ) =>
		request.url().includes( 'jetpack-ai-query' )
	);
	await prompt.press( 'Enter' );
	const authorization =
		( await ( await query ).headerValue( 'authorization' ) ) ?? '';
	await expect(
		page.locator( '.jetpack-ai-status-indicator.is-done' )
	).toHaveCount( 1, { timeout: 30_000 } );
	return authorization;
}

test.describe( 'AI token cache', () => {
	// Contexts of their own, signed in per test: no shared admin session.
	test.use( { storageState: { cookies: [], origins: [] } } );

	let first: Admin;
	let second: Admin;

	test.beforeAll( async ( { requestUtils } ) => {
		const stamp = Date.now();
		const create = async ( name: string ): Promise< Admin > => {
			const username = `${ name }${ stamp }`;
			const user = await requestUtils.createUser( {
				username,
				email: `${ username }@example.org`,
				password: PASSWORD,
				roles: [ 'administrator' ],
			} );
			return { id: user.id, username };
		};
		first = await create( 'tokenfirst' );
		second = await create( 'tokensecond' );
	} );

	test( 'the next user on the browser gets a token of their own', async ( {
		page,
		context,
	} ) => {
		await signInWithoutLoginScreen( context, first );
		const firstAuthorization = await askPlayground( page );
		expect( tokenUser( firstAuthorization ) ).toBe( first.id );
		// The page says who is signed in: the client keys its cache by it.
		expect(
			await page.evaluate(
				() =>
					(
						window as unknown as {
							JetpackBlocksAi?: { userId?: number };
						}
					 ).JetpackBlocksAi?.userId
			)
		).toBe( first.id );
		// The token is cached in this browser for the next request.
		expect( await tokenKeys( page ) ).toHaveLength( 1 );

		// Within the first user's two minutes, the second signs in on the same browser.
		await signInWithoutLoginScreen( context, second );
		const secondAuthorization = await askPlayground( page );

		expect( tokenUser( secondAuthorization ) ).toBe( second.id );
		expect( secondAuthorization ).not.toBe( firstAuthorization );
		expect( await tokenKeys( page ) ).toEqual( [
			expect.stringContaining( `|${ second.id }|` ),
		] );
	} );

	test( 'logging out leaves no token in the browser', async ( {
		page,
		context,
	} ) => {
		await signInWithoutLoginScreen( context, first );
		await askPlayground( page );
		expect( await tokenKeys( page ) ).toHaveLength( 1 );
		await page.evaluate( () =>
			window.localStorage.setItem( 'unrelated', 'stays' )
		);

		const logout = await page
			.locator( '#wp-admin-bar-logout a' )
			.getAttribute( 'href' );
		await page.goto( logout ?? '' );

		await expect( page ).toHaveURL( /wp-login\.php\?loggedout=true/ );
		expect( await tokenKeys( page ) ).toEqual( [] );
		expect(
			await page.evaluate( () =>
				window.localStorage.getItem( 'unrelated' )
			)
		).toBe( 'stays' );
	} );
} );
