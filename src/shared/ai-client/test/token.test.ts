/**
 * The real token module over the real api-fetch; only `fetch` is fake (a token server). Spec 000
 * §7 AI 1: the hosted path or the site's own route, cached in localStorage for 120000 ms. The cache
 * is per user and site: browsers are shared.
 */
import { setAiClientConfig } from '../config';
import { AiClientError } from '../errors';
import {
	TOKEN_LIFETIME_MS,
	TOKEN_STORAGE_PREFIX,
	clearCachedToken,
	requestJwt,
	tokenStorageKey,
} from '../token';
import { FakeTokenServer, jsonResponse, routeFetch } from './fake-transport';

const SITE = 'https://site.example/wp-json/';
const NOW = 1_700_000_000_000;

let server: FakeTokenServer;
let otherRequests: jest.Mock;

/** The keys of this plugin's token cache now in localStorage. */
function cachedKeys(): string[] {
	return Object.keys( window.localStorage ).filter( ( key ) =>
		key.startsWith( TOKEN_STORAGE_PREFIX )
	);
}

/** Issues a distinct token per request: token-1, token-2, … */
function numberedTokens() {
	server.answer = ( issued ) =>
		jsonResponse( 200, { token: `token-${ issued }`, blog_id: 7 } );
}

beforeEach( () => {
	jest.useFakeTimers( { now: NOW } );
	window.localStorage.clear();
	server = new FakeTokenServer();
	numberedTokens();
	otherRequests = jest.fn();
	routeFetch( server, otherRequests );
	setAiClientConfig( { apiRoot: SITE, userId: 1 } );
} );

afterEach( () => {
	setAiClientConfig( null );
	jest.useRealTimers();
} );

describe( 'requestJwt: where the token comes from', () => {
	it( "on a self-hosted site, POSTs the site's own jetpack-ai-jwt route with a cache-buster", async () => {
		await expect( requestJwt() ).resolves.toEqual( {
			token: 'token-1',
			blogId: '7',
			expire: NOW + 120000,
		} );

		expect( server.requests ).toHaveLength( 1 );
		const [ sent ] = server.requests;
		expect( sent?.method ).toBe( 'POST' );
		const url = new URL( sent?.url ?? '', 'https://site.example' );
		expect( url.pathname ).toBe( '/jetpack/v4/jetpack-ai-jwt' );
		expect( url.searchParams.get( '_cacheBuster' ) ).toBe( String( NOW ) );
		expect( otherRequests ).not.toHaveBeenCalled();
	} );

	it( "on a hosted site, POSTs the site-scoped jwt path of the site's id", async () => {
		setAiClientConfig( {
			apiRoot: 'https://public-api.wordpress.com/',
			isHosted: true,
			siteId: 4242,
			userId: 1,
		} );

		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-1',
		} );

		expect( server.requests ).toHaveLength( 1 );
		expect( server.requests[ 0 ]?.method ).toBe( 'POST' );
		expect(
			new URL( server.requests[ 0 ]?.url ?? '', 'https://x.example' )
				.pathname
		).toBe( '/wpcom/v2/sites/4242/jetpack-openai-query/jwt' );
	} );

	it( "reports a refusal as error_network with the server's message, and keeps nothing", async () => {
		server.refuse( 403, {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );

		const error = await requestJwt().catch( ( caught: unknown ) => caught );

		expect( error ).toBeInstanceOf( AiClientError );
		expect( error ).toMatchObject( {
			code: 'error_network',
			message: 'Sorry, you are not allowed to do that.',
		} );
		expect( cachedKeys() ).toEqual( [] );
	} );

	it( 'treats an answer without a token as a failure', async () => {
		server.answer = () => jsonResponse( 200, { blog_id: 7 } );
		await expect( requestJwt() ).rejects.toMatchObject( {
			code: 'error_network',
		} );
		expect( cachedKeys() ).toEqual( [] );
	} );
} );

describe( 'requestJwt: the 120000 ms cache', () => {
	it( 'reuses the token until 120000 ms have passed, then fetches a new one', async () => {
		expect( TOKEN_LIFETIME_MS ).toBe( 120000 );
		const first = await requestJwt();

		jest.advanceTimersByTime( 119_999 );
		await expect( requestJwt() ).resolves.toEqual( first );
		expect( server.requests ).toHaveLength( 1 );

		jest.advanceTimersByTime( 1 );
		const second = await requestJwt();
		expect( second.token ).toBe( 'token-2' );
		expect( second.expire ).toBe( NOW + 120000 + 120000 );
		expect( server.requests ).toHaveLength( 2 );

		// The new token is the one reused from now on.
		jest.advanceTimersByTime( 60_000 );
		await expect( requestJwt() ).resolves.toEqual( second );
		expect( server.requests ).toHaveLength( 2 );
	} );

	it( 'survives a page load: the next page reuses the stored token', async () => {
		await requestJwt();
		jest.resetModules();
		// A fresh copy of the modules, as after a reload; localStorage stays.
		const reloaded =
			jest.requireActual< typeof import( '../token' ) >( '../token' );
		const reloadedConfig =
			jest.requireActual< typeof import( '../config' ) >( '../config' );
		reloadedConfig.setAiClientConfig( { apiRoot: SITE, userId: 1 } );

		await expect( reloaded.requestJwt() ).resolves.toMatchObject( {
			token: 'token-1',
		} );
		expect( server.requests ).toHaveLength( 1 );
	} );

	it( 'fetches again when the stored token has expired or is unreadable', async () => {
		const key = tokenStorageKey() ?? '';
		window.localStorage.setItem(
			key,
			JSON.stringify( { token: 'old', blogId: '7', expire: NOW - 1 } )
		);
		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-1',
		} );

		window.localStorage.setItem( key, '{not json' );
		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-2',
		} );
		expect(
			JSON.parse( window.localStorage.getItem( key ) ?? '' )
		).toEqual( { token: 'token-2', blogId: '7', expire: NOW + 120000 } );
	} );
} );

describe( 'requestJwt: one cache per user and site', () => {
	it( "never gives user B user A's token, and forgets A's token when B asks", async () => {
		const tokenOfA = await requestJwt();
		expect( tokenOfA.token ).toBe( 'token-1' );

		// The same browser, still within A's 120000 ms: B signs in.
		jest.advanceTimersByTime( 1000 );
		setAiClientConfig( { apiRoot: SITE, userId: 2 } );
		const tokenOfB = await requestJwt();

		expect( tokenOfB.token ).toBe( 'token-2' );
		expect( server.requests ).toHaveLength( 2 );
		expect( cachedKeys() ).toEqual( [ tokenStorageKey() ] );
		expect(
			window.localStorage.getItem( cachedKeys()[ 0 ] ?? '' )
		).not.toContain( 'token-1' );

		// A, back again, gets a token of their own, not B's.
		setAiClientConfig( { apiRoot: SITE, userId: 1 } );
		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-3',
		} );
	} );

	it( 'keeps the tokens of one user on two sites of the same origin apart', async () => {
		await requestJwt();
		setAiClientConfig( {
			apiRoot: 'https://site.example/second/wp-json/',
			userId: 1,
		} );
		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-2',
		} );

		setAiClientConfig( { apiRoot: SITE, userId: 1 } );
		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-1',
		} );
		expect( server.requests ).toHaveLength( 2 );
		expect( cachedKeys() ).toHaveLength( 2 );
	} );

	it( 'ignores and removes the unkeyed token of earlier versions', async () => {
		window.localStorage.setItem(
			TOKEN_STORAGE_PREFIX,
			JSON.stringify( {
				token: 'shared',
				blogId: '7',
				expire: NOW + 1e6,
			} )
		);
		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-1',
		} );
		expect(
			window.localStorage.getItem( TOKEN_STORAGE_PREFIX )
		).toBeNull();
	} );

	it( 'keeps no token when the page does not say who is signed in', async () => {
		await requestJwt();
		setAiClientConfig( { apiRoot: SITE } );

		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-2',
		} );
		await expect( requestJwt() ).resolves.toMatchObject( {
			token: 'token-3',
		} );
		expect( cachedKeys() ).toEqual( [] );
	} );

	it( 'clearCachedToken forgets every user’s token and nothing else', async () => {
		window.localStorage.setItem( 'unrelated', 'stays' );
		await requestJwt();
		setAiClientConfig( { apiRoot: SITE, userId: 1, siteId: 9 } );
		await requestJwt();
		expect( cachedKeys() ).toHaveLength( 2 );

		clearCachedToken();

		expect( cachedKeys() ).toEqual( [] );
		expect( window.localStorage.getItem( 'unrelated' ) ).toBe( 'stays' );
		await requestJwt();
		expect( server.requests ).toHaveLength( 3 );
	} );
} );
