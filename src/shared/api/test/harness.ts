/**
 * Test harness for the API client in Node (`@jest-environment node`): the real api-fetch over a
 * fake `globalThis.fetch` that records each request and answers with real `Response` objects.
 * Installs the browser globals the client and api-fetch read: `window` (initial state, location)
 * and `navigator.onLine`.
 */
import type { InitialState } from '../types';

export const ORIGIN = 'http://site.test';
export const NONCE = 'nonce-123';
export const NOW = 1700000000000;

export interface RecordedRequest {
	url: URL;
	rawUrl: string;
	method: string;
	headers: Record< string, string >;
	credentials?: RequestCredentials;
	body?: string;
}

type Responder = ( request: RecordedRequest ) => Response | Promise< Response >;

const scope = globalThis as unknown as Record< string, unknown >;

export const requests: RecordedRequest[] = [];
let responder: Responder = () => jsonResponse( 200, {} );

/** Installs `window` (with the given initial state; `null`: the page printed none). */
export function installGlobals(
	state: Partial< InitialState > | null = {
		apiRoot: `${ ORIGIN }/wp-json/`,
		apiNonce: NONCE,
	}
): void {
	scope.window = {
		JetpackBlocksInitialState: state ?? undefined,
		location: { origin: ORIGIN, href: `${ ORIGIN }/wp-admin/` },
	};
	setOnline( true );
}

export function setOnline( onLine: boolean ): void {
	Object.defineProperty( globalThis, 'navigator', {
		value: { onLine },
		configurable: true,
		writable: true,
	} );
}

/** Replaces `globalThis.fetch` with the recording fake; answers come from `respondWith`. */
export function installFakeFetch(): jest.Mock {
	requests.length = 0;
	responder = () => jsonResponse( 200, {} );
	const fake = jest.fn( async ( input: unknown, init: RequestInit = {} ) => {
		const rawUrl = String( input );
		const request: RecordedRequest = {
			url: new URL( rawUrl ),
			rawUrl,
			method: init.method ?? 'GET',
			headers: { ...( init.headers as Record< string, string > ) },
			credentials: init.credentials,
			body: typeof init.body === 'string' ? init.body : undefined,
		};
		requests.push( request );
		return responder( request );
	} );
	scope.fetch = fake;
	return fake;
}

export function respondWith( next: Responder ): void {
	responder = next;
}

export function lastRequest(): RecordedRequest {
	const request = requests[ requests.length - 1 ];
	if ( ! request ) {
		throw new Error( 'No request was sent.' );
	}
	return request;
}

export function markRedirected( response: Response ): Response {
	Object.defineProperty( response, 'redirected', { value: true } );
	return response;
}

export function jsonResponse(
	status: number,
	body: unknown,
	init: { statusText?: string; redirected?: boolean } = {}
): Response {
	const response = new Response( JSON.stringify( body ), {
		status,
		statusText: init.statusText,
		headers: { 'Content-Type': 'application/json' },
	} );
	return init.redirected ? markRedirected( response ) : response;
}

export function textResponse(
	status: number,
	body: string,
	init: { statusText?: string; redirected?: boolean } = {}
): Response {
	const response = new Response( body, {
		status,
		statusText: init.statusText,
		headers: { 'Content-Type': 'text/html' },
	} );
	return init.redirected ? markRedirected( response ) : response;
}

/** The route a request went to: the part after `jetpack/v4/` (pretty or `rest_route` roots). */
export function routeOf( request: RecordedRequest ): string {
	const restRoute = request.url.searchParams.get( 'rest_route' );
	const path = restRoute ?? request.url.pathname;
	const marker = '/jetpack/v4/';
	const index = path.indexOf( marker );
	return index === -1 ? path : path.slice( index + marker.length );
}

/** The query a route function asked for: without the cache-buster and api-fetch's `_locale`. */
export function routeQuery(
	request: RecordedRequest
): Record< string, string > {
	const query: Record< string, string > = {};
	request.url.searchParams.forEach( ( value, key ) => {
		if ( ! [ '_cacheBuster', '_locale', 'rest_route' ].includes( key ) ) {
			query[ key ] = value;
		}
	} );
	return query;
}

export function headerOf(
	request: RecordedRequest,
	name: string
): string | undefined {
	const key = Object.keys( request.headers ).find(
		( header ) => header.toLowerCase() === name.toLowerCase()
	);
	return key === undefined ? undefined : request.headers[ key ];
}
