/* @jest-environment node */
/**
 * The request core through the real api-fetch, over a fake fetch answering with real `Response`
 * objects: URL building, headers, credentials, cache-buster, JSON bodies, and every error path
 * of spec 000 §8.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	ApiClientError,
	ApiError,
	JsonParseAfterRedirectError,
	JsonParseError,
	NetworkError,
	NotFoundAfterRedirectError,
	NotFoundError,
} from '../errors';
import { apiGet, apiPost, apiRequest, buildUrl, routePath } from '../request';
import { fetchAuthorizationUrl, fetchModule } from '../index';
import {
	NONCE,
	NOW,
	ORIGIN,
	headerOf,
	installFakeFetch,
	installGlobals,
	jsonResponse,
	lastRequest,
	markRedirected,
	respondWith,
	routeOf,
	routeQuery,
	setOnline,
	textResponse,
} from './harness';

let fetchMock: jest.Mock;

beforeEach( () => {
	installGlobals();
	fetchMock = installFakeFetch();
	jest.spyOn( Date, 'now' ).mockReturnValue( NOW );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

/** The rejection of a promise, which must be one of the client's errors. */
async function rejectionOf(
	promise: Promise< unknown >
): Promise< ApiClientError > {
	try {
		await promise;
	} catch ( error ) {
		expect( error ).toBeInstanceOf( ApiClientError );
		return error as ApiClientError;
	}
	throw new Error( 'The promise resolved.' );
}

describe( 'buildUrl', () => {
	it( 'joins a pretty root, the namespace and the route', () => {
		expect(
			buildUrl( 'connection/data', {}, 'http://a.test/wp-json/' )
		).toBe( 'http://a.test/wp-json/jetpack/v4/connection/data' );
		expect( buildUrl( '/connection', {}, 'http://a.test/wp-json' ) ).toBe(
			'http://a.test/wp-json/jetpack/v4/connection'
		);
	} );

	it( 'appends encoded query parameters and leaves out null and undefined', () => {
		expect(
			buildUrl(
				'connection/authorize_url',
				{
					no_iframe: 1,
					redirect_uri: 'http://a.test/x?y=1&z=2#h',
					skip: undefined,
					none: null,
					flag: false,
				},
				'http://a.test/wp-json/'
			)
		).toBe(
			'http://a.test/wp-json/jetpack/v4/connection/authorize_url?no_iframe=1&redirect_uri=http%3A%2F%2Fa.test%2Fx%3Fy%3D1%26z%3D2%23h&flag=false'
		);
	} );

	it( 'supports a plain-permalink root (?rest_route=)', () => {
		expect(
			buildUrl( 'connection', {}, 'http://a.test/?rest_route=/' )
		).toBe( 'http://a.test/?rest_route=/jetpack/v4/connection' );
		expect(
			buildUrl(
				'module/all',
				{ _cacheBuster: 5 },
				'http://a.test/index.php?rest_route=%2F'
			)
		).toBe(
			'http://a.test/index.php?rest_route=/jetpack/v4/module/all&_cacheBuster=5'
		);
		expect(
			buildUrl( 'site', { a: 'b' }, 'http://a.test/?lang=fr&rest_route=' )
		).toBe( 'http://a.test/?lang=fr&rest_route=/jetpack/v4/site&a=b' );
	} );

	it( 'keeps other root query parameters and drops a fragment', () => {
		expect(
			buildUrl( 'site', { a: 'b' }, 'http://a.test/wp-json/?lang=fr#top' )
		).toBe( 'http://a.test/wp-json/jetpack/v4/site?lang=fr&a=b' );
	} );

	it( 'encodes path parameters', () => {
		expect( routePath`module/${ 'a b/c?d' }/active` ).toBe(
			'module/a%20b%2Fc%3Fd/active'
		);
	} );
} );

describe( 'requests', () => {
	it( 'GET: absolute URL, nonce, same-origin credentials, cache-buster, no body', async () => {
		respondWith( () => jsonResponse( 200, { isActive: true } ) );

		await expect( apiGet( 'connection' ) ).resolves.toEqual( {
			isActive: true,
		} );

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const request = lastRequest();
		expect( request.method ).toBe( 'GET' );
		expect( request.url.origin + request.url.pathname ).toBe(
			`${ ORIGIN }/wp-json/jetpack/v4/connection`
		);
		expect( request.url.searchParams.get( '_cacheBuster' ) ).toBe(
			String( NOW )
		);
		expect( headerOf( request, 'X-WP-Nonce' ) ).toBe( NONCE );
		expect( headerOf( request, 'Content-Type' ) ).toBeUndefined();
		expect( request.credentials ).toBe( 'same-origin' );
		expect( request.body ).toBeUndefined();
	} );

	it( 'GET: the cache-buster follows the clock on every request', async () => {
		( Date.now as jest.Mock ).mockReturnValueOnce( 111 );
		await apiGet( 'site' );
		( Date.now as jest.Mock ).mockReturnValueOnce( 222 );
		await apiGet( 'site', { a: '1' } );

		const [ first, second ] = fetchMock.mock.calls.map(
			( [ url ] ) => new URL( String( url ) )
		);
		expect( first?.searchParams.get( '_cacheBuster' ) ).toBe( '111' );
		expect( second?.searchParams.get( '_cacheBuster' ) ).toBe( '222' );
		expect( second?.searchParams.get( 'a' ) ).toBe( '1' );
	} );

	it( 'POST: JSON body and content type, nonce, credentials, no cache-buster', async () => {
		respondWith( () => jsonResponse( 200, { code: 'success' } ) );

		await expect(
			apiPost( 'module/stats/active', { active: true, list: [ 1, 2 ] } )
		).resolves.toEqual( { code: 'success' } );

		const request = lastRequest();
		expect( request.method ).toBe( 'POST' );
		expect( request.url.pathname ).toBe(
			'/wp-json/jetpack/v4/module/stats/active'
		);
		expect( request.url.searchParams.has( '_cacheBuster' ) ).toBe( false );
		expect( headerOf( request, 'Content-Type' ) ).toBe(
			'application/json'
		);
		expect( headerOf( request, 'X-WP-Nonce' ) ).toBe( NONCE );
		expect( request.credentials ).toBe( 'same-origin' );
		expect( JSON.parse( request.body ?? '' ) ).toEqual( {
			active: true,
			list: [ 1, 2 ],
		} );
	} );

	it( 'POST without fields sends an empty JSON object', async () => {
		await apiPost( 'connection/reconnect' );
		expect( lastRequest().body ).toBe( '{}' );
		expect( headerOf( lastRequest(), 'Content-Type' ) ).toBe(
			'application/json'
		);
	} );

	it( 'sends no nonce header when the page printed none', async () => {
		installGlobals( { apiRoot: `${ ORIGIN }/wp-json/` } );
		await apiGet( 'connection' );
		expect( headerOf( lastRequest(), 'X-WP-Nonce' ) ).toBeUndefined();
	} );

	it( 'falls back to /wp-json/ on the page origin without an initial state', async () => {
		installGlobals( null );
		await apiGet( 'connection/data' );
		const request = lastRequest();
		expect( request.url.origin + request.url.pathname ).toBe(
			`${ ORIGIN }/wp-json/jetpack/v4/connection/data`
		);
		expect( headerOf( request, 'X-WP-Nonce' ) ).toBeUndefined();
	} );

	it( 'uses a ?rest_route= root, with route query and cache-buster', async () => {
		installGlobals( {
			apiRoot: `${ ORIGIN }/index.php?rest_route=/`,
			apiNonce: NONCE,
		} );
		await fetchAuthorizationUrl( 'http://site.test/wp-admin/x?a=1' );
		const request = lastRequest();
		expect( request.url.pathname ).toBe( '/index.php' );
		expect( request.url.searchParams.get( 'rest_route' ) ).toBe(
			'/jetpack/v4/connection/authorize_url'
		);
		expect( routeQuery( request ) ).toEqual( {
			no_iframe: '1',
			redirect_uri: 'http://site.test/wp-admin/x?a=1',
		} );
		expect( request.url.searchParams.get( '_cacheBuster' ) ).toBe(
			String( NOW )
		);
	} );

	it( "keeps its absolute URL under WordPress's own root-URL and nonce middlewares", async () => {
		const rootUrl = apiFetch.createRootURLMiddleware(
			'http://other.test/wp-json/'
		);
		const nonce = apiFetch.createNonceMiddleware( NONCE );
		apiFetch.use( rootUrl );
		apiFetch.use( nonce );
		try {
			await apiGet( 'connection' );
		} finally {
			apiFetch.unregister( rootUrl );
			apiFetch.unregister( nonce );
		}
		const request = lastRequest();
		expect( request.url.origin + request.url.pathname ).toBe(
			`${ ORIGIN }/wp-json/jetpack/v4/connection`
		);
		expect( headerOf( request, 'X-WP-Nonce' ) ).toBe( NONCE );
	} );

	it( 'encodes path parameters in the request URL', async () => {
		await fetchModule( 'a b/c' );
		expect( lastRequest().rawUrl ).toContain(
			'/wp-json/jetpack/v4/module/a%20b%2Fc?'
		);
		expect( routeOf( lastRequest() ) ).toBe( 'module/a%20b%2Fc' );
	} );

	it( 'resolves a 2xx with its parsed JSON, of any JSON type', async () => {
		respondWith( () => jsonResponse( 201, [ { slug: 'a', name: 'A' } ] ) );
		await expect( apiGet( 'connection/plugins' ) ).resolves.toEqual( [
			{ slug: 'a', name: 'A' },
		] );
		respondWith( () => jsonResponse( 200, 'http://x.test/connect' ) );
		await expect( apiGet( 'connection/url' ) ).resolves.toBe(
			'http://x.test/connect'
		);
	} );

	it( 'resolves a 204 with null', async () => {
		respondWith( () => new Response( null, { status: 204 } ) );
		await expect( apiPost( 'notice/x' ) ).resolves.toBeNull();
	} );
} );

describe( 'errors', () => {
	it.each( [
		[ 400, 'rest_invalid_param', 'Invalid parameter(s): active' ],
		[ 403, 'rest_forbidden', 'Sorry, you are not allowed to do that.' ],
		[ 500, 'internal_server_error', 'There has been a critical error.' ],
	] )(
		'%i with a JSON body → ApiError "{message} (Status {code})"',
		async ( status, code, message ) => {
			const body = { code, message, data: { status } };
			respondWith( () => jsonResponse( status, body ) );

			const error = await rejectionOf( apiPost( 'settings', { a: 1 } ) );

			expect( error ).toBeInstanceOf( ApiError );
			expect( error ).not.toBeInstanceOf( NotFoundError );
			const apiError = error as ApiError;
			expect( apiError.message ).toBe(
				`${ message } (Status ${ status })`
			);
			expect( apiError.status ).toBe( status );
			expect( apiError.response ).toEqual( body );
			expect( apiError.code ).toBe( code );
			expect( apiError.serverMessage ).toBe( message );
			expect( apiError.name ).toBe( 'ApiError' );
		}
	);

	it( 'uses the status text when the JSON body has no message', async () => {
		respondWith( () =>
			jsonResponse(
				500,
				{ code: 'oops' },
				{ statusText: 'Internal Server Error' }
			)
		);
		const error = ( await rejectionOf( apiGet( 'site' ) ) ) as ApiError;
		expect( error ).toBeInstanceOf( ApiError );
		expect( error.message ).toBe( 'Internal Server Error (Status 500)' );
		expect( error.response ).toEqual( { code: 'oops' } );
	} );

	it( 'a non-2xx whose body is not JSON is still an ApiError (response null)', async () => {
		respondWith( () =>
			textResponse( 502, '<html>Bad gateway</html>', {
				statusText: 'Bad Gateway',
			} )
		);
		const error = ( await rejectionOf( apiGet( 'site' ) ) ) as ApiError;
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).not.toBeInstanceOf( JsonParseError );
		expect( error.message ).toBe( 'Bad Gateway (Status 502)' );
		expect( error.status ).toBe( 502 );
		expect( error.response ).toBeNull();
	} );

	it( 'without a message or status text, a generic message keeps the format', async () => {
		respondWith( () => jsonResponse( 503, {} ) );
		const error = await rejectionOf( apiGet( 'site' ) );
		expect( error.message ).toBe( 'Request failed (Status 503)' );
	} );

	it( '404 → NotFoundError (an ApiError with status and response)', async () => {
		const body = { code: 'rest_no_route', message: 'No route was found.' };
		respondWith( () => jsonResponse( 404, body ) );

		const error = ( await rejectionOf(
			apiGet( 'nope' )
		) ) as NotFoundError;

		expect( error ).toBeInstanceOf( NotFoundError );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).not.toBeInstanceOf( NotFoundAfterRedirectError );
		expect( error.name ).toBe( 'NotFoundError' );
		expect( error.status ).toBe( 404 );
		expect( error.response ).toEqual( body );
		expect( error.message ).toBe( 'No route was found. (Status 404)' );
	} );

	it( '404 after a redirect → NotFoundAfterRedirectError', async () => {
		respondWith( () =>
			textResponse( 404, 'Not here', {
				statusText: 'Not Found',
				redirected: true,
			} )
		);

		const error = ( await rejectionOf(
			apiPost( 'connection' )
		) ) as NotFoundAfterRedirectError;

		expect( error ).toBeInstanceOf( NotFoundAfterRedirectError );
		expect( error ).toBeInstanceOf( NotFoundError );
		expect( error.name ).toBe( 'NotFoundAfterRedirectError' );
		expect( error.message ).toBe( 'Not Found (Status 404)' );
		expect( error.response ).toBeNull();
	} );

	it( 'a 2xx body that is not JSON → JsonParseError', async () => {
		respondWith( () => textResponse( 200, '<p>PHP warning</p>{"a":1}' ) );

		const error = ( await rejectionOf(
			apiGet( 'site' )
		) ) as JsonParseError;

		expect( error ).toBeInstanceOf( JsonParseError );
		expect( error ).not.toBeInstanceOf( JsonParseAfterRedirectError );
		expect( error ).not.toBeInstanceOf( ApiError );
		expect( error.name ).toBe( 'JsonParseError' );
		expect( error.status ).toBe( 200 );
		expect( error.body ).toBe( '<p>PHP warning</p>{"a":1}' );
		expect( error.cause ).toBeInstanceOf( SyntaxError );
	} );

	it( 'an empty 200 body is not JSON either', async () => {
		respondWith( () => textResponse( 200, '' ) );
		expect( await rejectionOf( apiGet( 'site' ) ) ).toBeInstanceOf(
			JsonParseError
		);
	} );

	it( 'invalid JSON after a redirect → JsonParseAfterRedirectError', async () => {
		respondWith( () =>
			markRedirected(
				new Response( '<html>Log in</html>', { status: 200 } )
			)
		);

		const error = await rejectionOf( apiPost( 'settings', { a: 1 } ) );

		expect( error ).toBeInstanceOf( JsonParseAfterRedirectError );
		expect( error ).toBeInstanceOf( JsonParseError );
		expect( error.name ).toBe( 'JsonParseAfterRedirectError' );
	} );

	it.each( [ 'POST', 'GET' ] as const )(
		'a network failure on %s → NetworkError (api-fetch fetch_error)',
		async ( method ) => {
			respondWith( () => {
				throw new TypeError( 'fetch failed' );
			} );

			const error = ( await rejectionOf(
				apiRequest( 'connection', {
					method,
					data: { isActive: false },
				} )
			) ) as NetworkError;

			expect( error ).toBeInstanceOf( NetworkError );
			expect( error.name ).toBe( 'NetworkError' );
			expect( error.code ).toBe( 'fetch_error' );
			expect( error.message ).toBe(
				'Could not get a valid response from the server.'
			);
			expect( error.cause ).toEqual( {
				code: 'fetch_error',
				message: 'Could not get a valid response from the server.',
			} );
		}
	);

	it( 'an offline browser → NetworkError (api-fetch offline_error)', async () => {
		setOnline( false );
		respondWith( () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		const error = ( await rejectionOf(
			apiPost( 'connection/user', { linked: false } )
		) ) as NetworkError;
		expect( error ).toBeInstanceOf( NetworkError );
		expect( error.code ).toBe( 'offline_error' );
	} );

	it( 'an aborted request → NetworkError, never the raw exception', async () => {
		respondWith( () => {
			throw new DOMException(
				'The operation was aborted.',
				'AbortError'
			);
		} );
		const error = ( await rejectionOf( apiGet( 'site' ) ) ) as NetworkError;
		expect( error ).toBeInstanceOf( NetworkError );
		expect( error.code ).toBe( 'abort_error' );
		expect( error.cause ).toBeInstanceOf( DOMException );
	} );

	it( 'a body cut off while reading → NetworkError', async () => {
		respondWith(
			() =>
				new Response(
					new ReadableStream( {
						start( controller ) {
							controller.enqueue(
								new TextEncoder().encode( '{"a":' )
							);
							controller.error( new Error( 'socket hang up' ) );
						},
					} ),
					{ status: 200 }
				)
		);
		const error = await rejectionOf( apiGet( 'site' ) );
		expect( error ).toBeInstanceOf( NetworkError );
	} );
} );
