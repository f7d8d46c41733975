/**
 * The fake network of the AI request tests, at the HTTP boundary only: `globalThis.fetch` is
 * replaced by a router. Requests for a token (the site's `jetpack/v4/jetpack-ai-jwt`, or the hosted
 * `…/jetpack-openai-query/jwt`, both sent by the real token module through the real api-fetch) are
 * answered by a small token server; every other request goes to `fetchMock()`, which each test
 * answers (the AI routes under https://ai.example/wp-json/).
 */
import { setAiClientConfig } from '../config';

/** A minimal Response whose body is read with `json()` or `text()`. */
export function response(
	status: number,
	json: () => Promise< unknown >
): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		json,
		text: async () => JSON.stringify( await json() ),
	} as unknown as Response;
}

export const jsonResponse = ( status: number, body: unknown ): Response =>
	response( status, async () => body );

export const API_ROOT = 'https://ai.example/wp-json/';

export interface TokenRequest {
	url: string;
	method: string;
	headers: Record< string, string >;
}

export const isTokenRequest = ( url: string ): boolean =>
	/\/jetpack\/v4\/jetpack-ai-jwt(\?|$)/.test( url ) ||
	/\/jetpack-openai-query\/jwt(\?|$)/.test( url );

/**
 * The token server: answers each token request with `answer()` (by default a fresh token, `secret`
 * first, then `secret-2`, … so a refetch can be told from a reuse) and records the request.
 */
export class FakeTokenServer {
	requests: TokenRequest[] = [];
	answer: ( issued: number ) => Response | Promise< Response > = ( issued ) =>
		jsonResponse( 200, {
			token: issued === 1 ? 'secret' : `secret-${ issued }`,
			blog_id: 7,
		} );

	handle( url: string, init: RequestInit = {} ): Promise< Response > {
		this.requests.push( {
			url,
			method: init.method ?? 'GET',
			headers: { ...( init.headers as Record< string, string > ) },
		} );
		return Promise.resolve( this.answer( this.requests.length ) );
	}

	/** Answers token requests with a failure from now on. */
	refuse( status = 403, body: unknown = { code: 'rest_forbidden' } ): void {
		this.answer = () => jsonResponse( status, body );
	}
}

/**
 * Installs `globalThis.fetch` as the router of `server` and `fetch` (the rest of the network).
 * @param server Answers the token requests.
 * @param rest   Answers every other request.
 */
export function routeFetch(
	server: FakeTokenServer,
	rest: ( input: RequestInfo, init?: RequestInit ) => Promise< Response >
): void {
	( globalThis as unknown as { fetch: typeof fetch } ).fetch = ( (
		input: RequestInfo | URL,
		init?: RequestInit
	) =>
		isTokenRequest( String( input ) )
			? server.handle( String( input ), init )
			: rest( input as RequestInfo, init ) ) as typeof fetch;
}

/**
 * Installs the fakes around every test of the calling file: user 1 on the site at API_ROOT, an
 * empty token cache, a token server and `fetchMock()` for the AI routes.
 */
export function installFakeTransport(): {
	fetchMock: () => jest.Mock;
	sentBody: () => Record< string, unknown >;
	tokenServer: () => FakeTokenServer;
} {
	let fetchMock = jest.fn();
	let tokenServer = new FakeTokenServer();
	beforeEach( () => {
		window.localStorage.clear();
		setAiClientConfig( { apiRoot: API_ROOT, userId: 1 } );
		fetchMock = jest.fn();
		tokenServer = new FakeTokenServer();
		routeFetch( tokenServer, fetchMock );
	} );
	afterEach( () => {
		setAiClientConfig( null );
	} );
	return {
		fetchMock: () => fetchMock,
		sentBody: () => {
			const init = fetchMock.mock.calls[ 0 ]?.[ 1 ] as RequestInit;
			return JSON.parse( String( init.body ) ) as Record<
				string,
				unknown
			>;
		},
		tokenServer: () => tokenServer,
	};
}
