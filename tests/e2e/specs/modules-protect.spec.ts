/**
 * Brute force protection on the log-in form: 10 failed log-ins from an address lock it out (even
 * with the right password) with WordPress's error box; failures for one user name from many
 * addresses lock that name out; the allow-list is never locked out; switched off, nothing is
 * counted. Each story uses addresses of its own (the test mu-plugin's X-E2E-Protect-Address: every
 * test request really comes from 127.0.0.1) on a site of the spec's own.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';

const rest = ( path: string ) => `/?rest_route=${ encodeURIComponent( path ) }`;
const LOCKED =
	/Too many failed log-in attempts\. Please try again in \d+ \w+\./;
/** Windows of ten years for the stories, so no story's attempts straddle the end of one. */
const WINDOW = String( 10 * 365 * 24 * 3600 );
const WRONG_PASSWORD =
	/The password you entered for the username .* is incorrect/;

/** A documentation address (RFC 5737) unique to this run and story. */
const run = Date.now() % 200;
const address = ( story: number ) => `198.51.100.${ run + story }`;

test.describe( 'Brute force protection', () => {
	let site: OwnSite;
	let visitor: APIRequestContext;
	let username: string;

	test.beforeAll( async () => {
		site = await startOwnSite( 'modules-protect', [ 'e2e-modules.php' ] );
		visitor = await request.newContext( { baseURL: site.baseURL } );
		( { username } = await site.signIn( 'author' ) );
	} );

	test.afterAll( async () => {
		await visitor.dispose();
		expect( await site.stop() ).toEqual( [] );
	} );

	/** One log-in through wp-login.php: 302 when signed in, else the form with its error. */
	async function logIn(
		from: string,
		log: string,
		pwd: string,
		headers: Record< string, string > = {}
	): Promise< { signedIn: boolean; error: string } > {
		const response = await visitor.post( '/wp-login.php', {
			form: { log, pwd, testcookie: '1' },
			headers: {
				Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
				'X-E2E-Protect-Address': from,
				'X-E2E-Protect-Window': WINDOW,
				...headers,
			},
			maxRedirects: 0,
		} );
		if ( response.status() === 302 ) {
			return { signedIn: true, error: '' };
		}
		const html = await response.text();
		const error = /<div id="login_error"[^>]*>([\s\S]*?)<\/div>/.exec(
			html
		);
		return {
			signedIn: false,
			error: ( error?.[ 1 ] ?? '' ).replace( /<[^>]+>/g, '' ).trim(),
		};
	}

	async function setModule( active: boolean ) {
		const response = await site.admin.context.post(
			rest( '/jetpack/v4/module/protect/active' ),
			{ headers: { 'X-WP-Nonce': site.admin.nonce }, data: { active } }
		);
		expect( response.status() ).toBe( 200 );
	}

	test( 'ten failures lock the address out, right password included; another address still signs in', async () => {
		await setModule( true );
		const from = address( 0 );
		for ( let attempt = 1; attempt <= 10; attempt++ ) {
			const answer = await logIn( from, username, `wrong-${ attempt }` );
			expect( answer.signedIn ).toBe( false );
			expect( answer.error, `attempt ${ attempt }` ).toMatch(
				WRONG_PASSWORD
			);
		}
		const eleventh = await logIn( from, username, 'wrong-11' );
		expect( eleventh.error ).toMatch( LOCKED );
		expect( eleventh.error ).toMatch( /^Error:/ );

		const right = await logIn( from, username, 'password' );
		expect( right.signedIn ).toBe( false );
		expect( right.error ).toMatch( LOCKED );

		// The user name itself is not locked (30 per hour): from elsewhere it signs in.
		expect(
			( await logIn( address( 1 ), username, 'password' ) ).signedIn
		).toBe( true );
	} );

	test( 'failures for one user name from many addresses lock that name out', async () => {
		await setModule( true );
		// Three failures per name allowed for this story (the test knob; 30 on a real site).
		const limit = { 'X-E2E-Protect-User-Limit': '3' };
		const target = ( await site.signIn( 'author' ) ).username;
		for ( let attempt = 0; attempt < 3; attempt++ ) {
			const answer = await logIn(
				address( 10 + attempt ),
				target,
				'nope',
				limit
			);
			expect( answer.error ).toMatch( WRONG_PASSWORD );
		}
		const fresh = await logIn( address( 20 ), target, 'password', limit );
		expect( fresh.signedIn ).toBe( false );
		expect( fresh.error ).toMatch( LOCKED );
	} );

	test( 'an address on the allow-list is never locked out', async () => {
		await setModule( true );
		const from = address( 30 );
		const saved = await site.admin.context.post(
			rest( '/jetpack/v4/module/protect' ),
			{
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: {
					jetpack_protect_global_whitelist: `${ from.replace( /\d+$/, '0' ) }/24`,
				},
			}
		);
		expect( saved.status() ).toBe( 200 );
		for ( let attempt = 1; attempt <= 12; attempt++ ) {
			expect( ( await logIn( from, username, 'wrong' ) ).error ).toMatch(
				WRONG_PASSWORD
			);
		}
		expect( ( await logIn( from, username, 'password' ) ).signedIn ).toBe(
			true
		);
		await site.admin.context.post( rest( '/jetpack/v4/module/protect' ), {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			data: { jetpack_protect_global_whitelist: '' },
		} );
	} );

	test( 'switched off, failures are not counted and nobody is locked out', async () => {
		await setModule( false );
		const from = address( 40 );
		for ( let attempt = 1; attempt <= 12; attempt++ ) {
			expect( ( await logIn( from, username, 'wrong' ) ).error ).toMatch(
				WRONG_PASSWORD
			);
		}
		expect( ( await logIn( from, username, 'password' ) ).signedIn ).toBe(
			true
		);

		// Switched back on, those twelve were never counted: one more failure is an ordinary one.
		await setModule( true );
		expect( ( await logIn( from, username, 'wrong' ) ).error ).toMatch(
			WRONG_PASSWORD
		);
	} );
} );
