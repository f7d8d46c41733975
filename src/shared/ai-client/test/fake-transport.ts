/**
 * The fake network of the non-streaming AI request tests: a token from the (mocked) token module, a
 * `fetch` mock, and the AI routes under https://ai.example/wp-json/. Each test file still declares
 * `jest.mock( '../token', … )` itself (Jest hoists mocks per file).
 */
import { setAiClientConfig } from '../config';
import { requestJwt } from '../token';

/** A minimal Response whose body is read with `json()`. */
export function response(
	status: number,
	json: () => Promise< unknown >
): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		json,
	} as unknown as Response;
}

export const jsonResponse = ( status: number, body: unknown ): Response =>
	response( status, async () => body );

/** Installs the fakes around every test of the calling file; `fetchMock()` is the current mock. */
export function installFakeTransport(): {
	fetchMock: () => jest.Mock;
	sentBody: () => Record< string, unknown >;
} {
	let fetchMock = jest.fn();
	beforeEach( () => {
		jest.clearAllMocks();
		setAiClientConfig( { apiRoot: 'https://ai.example/wp-json/' } );
		( requestJwt as jest.Mock ).mockResolvedValue( {
			token: 'secret',
			blogId: '7',
			expire: Date.now() + 1000,
		} );
		fetchMock = jest.fn();
		global.fetch = fetchMock as unknown as typeof fetch;
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
	};
}
