/**
 * The request core of the REST API client: every route function goes through `apiRequest()`.
 *
 * - Through `@wordpress/api-fetch` with `parse: false`, so the raw `Response` is ours to read, and an
 *   absolute `url` (never `path`, so no root-URL middleware rewrites it): the REST root from
 *   `window.JetpackBlocksInitialState.apiRoot` (else `/wp-json/` on this origin; a plain-permalink
 *   root `…/?rest_route=/` works too) + `jetpack/v4/<route>`.
 * - Header `X-WP-Nonce` from `apiNonce` when there is one; `credentials: 'same-origin'`.
 * - Every GET carries `_cacheBuster=<Date.now()>`; a POST never does, and its body is always JSON
 *   (`Content-Type: application/json`; `{}` for a route that takes no fields).
 * - 2xx → the parsed JSON (`null` for a 204). Failures → the classes of `./errors` (spec 000 §8):
 *   a status outside 2xx → ApiError (404 → NotFoundError / NotFoundAfterRedirectError); a 2xx body
 *   that is not JSON → JsonParseError / JsonParseAfterRedirectError; no response → NetworkError —
 *   on POST as the spec says, and on GET too (a GET that never got an answer is the same failure).
 *   A non-2xx body that is not JSON still raises ApiError (with `response: null`): the status is
 *   the more useful fact.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import {
	ApiClientError,
	ApiError,
	type ApiErrorDetails,
	JsonParseAfterRedirectError,
	JsonParseError,
	NetworkError,
	NotFoundAfterRedirectError,
	NotFoundError,
} from './errors';
import type { InitialState } from './types';

export const API_NAMESPACE = 'jetpack/v4';
export const DEFAULT_API_ROOT = '/wp-json/';
export const CACHE_BUSTER_PARAM = '_cacheBuster';

export type HttpMethod = 'GET' | 'POST';
export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; `null`/`undefined` values are left out. */
export type Query = Record< string, QueryValue >;

export interface RequestOptions {
	method?: HttpMethod;
	query?: Query;
	/** The JSON body of a POST (ignored on GET). */
	data?: unknown;
}

type WindowWithState = Window & {
	JetpackBlocksInitialState?: Partial< InitialState >;
};

function readInitialState(): Partial< InitialState > | undefined {
	if ( typeof window === 'undefined' ) {
		return undefined;
	}
	return ( window as WindowWithState ).JetpackBlocksInitialState;
}

/** The REST root the client uses: `apiRoot` from the initial state, else `/wp-json/`. */
export function getApiRoot(): string {
	const apiRoot = readInitialState()?.apiRoot;
	return typeof apiRoot === 'string' && apiRoot ? apiRoot : DEFAULT_API_ROOT;
}

/** The REST nonce (`apiNonce`), when the page printed one. */
export function getApiNonce(): string | undefined {
	const nonce = readInitialState()?.apiNonce;
	return typeof nonce === 'string' && nonce ? nonce : undefined;
}

/**
 * A tagged template for route paths: every interpolated value is a path segment value and is
 * encoded (`routePath\`module/${ name }/active\``).
 */
export function routePath(
	strings: TemplateStringsArray,
	...values: Array< string | number >
): string {
	return strings.reduce(
		( path, part, index ) =>
			index === 0
				? part
				: path +
					encodeURIComponent( String( values[ index - 1 ] ) ) +
					part,
		''
	);
}

function withTrailingSlash( value: string ): string {
	return value.endsWith( '/' ) ? value : value + '/';
}

function encodeQuery( query: Query ): string[] {
	const pairs: string[] = [];
	for ( const [ key, value ] of Object.entries( query ) ) {
		if ( value === undefined || value === null ) {
			continue;
		}
		pairs.push(
			`${ encodeURIComponent( key ) }=${ encodeURIComponent(
				String( value )
			) }`
		);
	}
	return pairs;
}

function safeDecode( value: string ): string {
	try {
		return decodeURIComponent( value );
	} catch {
		return value;
	}
}

/** A root-relative root (`/wp-json/`) is made absolute on this page's origin. */
function absolute( url: string ): string {
	if (
		url.startsWith( '/' ) &&
		! url.startsWith( '//' ) &&
		typeof window !== 'undefined' &&
		typeof window.location?.origin === 'string' &&
		window.location.origin !== 'null'
	) {
		return window.location.origin + url;
	}
	return url;
}

/**
 * The URL of a route of the `jetpack/v4` namespace under a REST root, with query parameters.
 * `route` is already encoded (see `routePath`); the root may be pretty (`…/wp-json/`) or plain
 * (`…/?rest_route=/`).
 */
export function buildUrl(
	route: string,
	query: Query = {},
	root: string = getApiRoot()
): string {
	const routeSuffix = `${ API_NAMESPACE }/${ route.replace( /^\/+/, '' ) }`;
	const rootWithoutHash = root.split( '#' )[ 0 ] ?? '';
	const queryStart = rootWithoutHash.indexOf( '?' );
	const base =
		queryStart === -1
			? rootWithoutHash
			: rootWithoutHash.slice( 0, queryStart );
	const rootParams =
		queryStart === -1
			? []
			: rootWithoutHash
					.slice( queryStart + 1 )
					.split( '&' )
					.filter( Boolean );

	const restRouteIndex = rootParams.findIndex(
		( param ) => param === 'rest_route' || param.startsWith( 'rest_route=' )
	);
	let url: string;
	if ( restRouteIndex === -1 ) {
		url = withTrailingSlash( base ) + routeSuffix;
	} else {
		const current = safeDecode(
			( rootParams[ restRouteIndex ] ?? '' ).slice( 'rest_route='.length )
		);
		rootParams[ restRouteIndex ] =
			'rest_route=' + withTrailingSlash( current ) + routeSuffix;
		url = base;
	}

	const params = [ ...rootParams, ...encodeQuery( query ) ];
	return absolute( params.length ? `${ url }?${ params.join( '&' ) }` : url );
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function isResponseLike( value: unknown ): value is Response {
	return (
		isRecord( value ) &&
		typeof value.status === 'number' &&
		typeof value.ok === 'boolean' &&
		typeof value.text === 'function'
	);
}

function parseJson(
	text: string
): { ok: true; value: unknown } | { ok: false; error: unknown } {
	try {
		return { ok: true, value: JSON.parse( text ) };
	} catch ( error ) {
		return { ok: false, error };
	}
}

async function readBody( response: Response ): Promise< string > {
	try {
		return await response.text();
	} catch ( error ) {
		// The connection broke while the body was streaming in.
		throw new NetworkError( { cause: error } );
	}
}

function errorForStatus( response: Response, body: string ): ApiError {
	const parsed = parseJson( body );
	const json = parsed.ok ? parsed.value : null;
	const serverMessage =
		( isRecord( json ) &&
			typeof json.message === 'string' &&
			json.message ) ||
		response.statusText ||
		__( 'Request failed', 'jetpack-blocks' );
	const details: ApiErrorDetails = {
		status: response.status,
		response: json,
		serverMessage,
		url: response.url || undefined,
	};
	if ( isRecord( json ) && typeof json.code === 'string' ) {
		details.code = json.code;
	}
	if ( response.status === 404 ) {
		return response.redirected
			? new NotFoundAfterRedirectError( details )
			: new NotFoundError( details );
	}
	return new ApiError( details );
}

/** Reads a raw response: the parsed JSON of a 2xx, or the matching error thrown. */
async function handleResponse< T >( response: Response ): Promise< T > {
	const body = await readBody( response );
	if ( ! response.ok ) {
		throw errorForStatus( response, body );
	}
	if ( response.status === 204 ) {
		return null as T;
	}
	const parsed = parseJson( body );
	if ( ! parsed.ok ) {
		const details = {
			status: response.status,
			body,
			url: response.url || undefined,
			cause: parsed.error,
		};
		throw response.redirected
			? new JsonParseAfterRedirectError( details )
			: new JsonParseError( details );
	}
	return parsed.value as T;
}

/** Anything api-fetch (or fetch under it) rejected with that is not a response. */
function toNetworkError( failure: unknown ): ApiClientError {
	if ( failure instanceof ApiClientError ) {
		return failure;
	}
	if ( isRecord( failure ) ) {
		let code: string | undefined;
		if ( typeof failure.code === 'string' ) {
			code = failure.code;
		} else if ( failure.name === 'AbortError' ) {
			code = 'abort_error';
		}
		// api-fetch's own errors ({ code: 'fetch_error' | 'offline_error', message }) carry a
		// translated message; a raw exception's message is not for users.
		const message =
			typeof failure.code === 'string' &&
			typeof failure.message === 'string'
				? failure.message
				: undefined;
		return new NetworkError( { code, message, cause: failure } );
	}
	return new NetworkError( { cause: failure } );
}

/**
 * Sends one request to `jetpack/v4/<route>` and resolves with the parsed JSON answer. `route` must
 * already be encoded (build it with `routePath`).
 */
export async function apiRequest< T >(
	route: string,
	{ method = 'GET', query = {}, data }: RequestOptions = {}
): Promise< T > {
	const isGet = method === 'GET';
	const url = buildUrl(
		route,
		isGet ? { ...query, [ CACHE_BUSTER_PARAM ]: Date.now() } : query
	);
	const headers: Record< string, string > = {};
	const nonce = getApiNonce();
	if ( nonce ) {
		headers[ 'X-WP-Nonce' ] = nonce;
	}
	let body: string | undefined;
	if ( ! isGet ) {
		headers[ 'Content-Type' ] = 'application/json';
		body = JSON.stringify( data ?? {} );
	}

	let result: unknown;
	try {
		result = await apiFetch< unknown, false >( {
			url,
			method,
			headers,
			body,
			credentials: 'same-origin',
			parse: false,
		} );
	} catch ( failure ) {
		// With `parse: false`, api-fetch rejects a non-2xx with the Response itself.
		if ( isResponseLike( failure ) ) {
			return handleResponse< T >( failure );
		}
		throw toNetworkError( failure );
	}
	if ( ! isResponseLike( result ) ) {
		// A middleware (e.g. preloading) answered with data instead of a response.
		return result as T;
	}
	return handleResponse< T >( result );
}

/** GET `jetpack/v4/<route>` (with the cache-buster). */
export function apiGet< T >( route: string, query?: Query ): Promise< T > {
	return apiRequest< T >( route, { method: 'GET', query } );
}

/** POST `jetpack/v4/<route>` with a JSON body. */
export function apiPost< T >( route: string, data?: unknown ): Promise< T > {
	return apiRequest< T >( route, { method: 'POST', data } );
}
