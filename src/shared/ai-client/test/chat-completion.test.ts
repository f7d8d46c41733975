import { requestChatCompletion } from '../chat-completion';
import { setAiClientConfig } from '../config';
import { AiClientError } from '../errors';
import { requestJwt } from '../token';

jest.mock( '../token', () => ( {
	requestJwt: jest.fn(),
} ) );

const URL_QUERY = 'https://ai.example/wp-json/wpcom/v2/jetpack-ai-query';

function jsonResponse( status: number, body: unknown ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		json: async () => body,
	} as unknown as Response;
}

let fetchMock: jest.Mock;

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

function sentBody(): Record< string, unknown > {
	const init = fetchMock.mock.calls[ 0 ]?.[ 1 ] as RequestInit;
	return JSON.parse( String( init.body ) ) as Record< string, unknown >;
}

describe( 'requestChatCompletion', () => {
	it( 'posts the messages without streaming and returns the first choice', async () => {
		fetchMock.mockResolvedValue(
			jsonResponse( 200, {
				choices: [
					{ message: { role: 'assistant', content: 'A draft.' } },
				],
			} )
		);
		const messages = [ { role: 'user' as const, content: 'Hi' } ];

		await expect(
			requestChatCompletion( messages, {
				feature: 'ai-assistant',
				postId: 12,
			} )
		).resolves.toBe( 'A draft.' );

		const [ url, init ] = fetchMock.mock.calls[ 0 ] as [
			string,
			RequestInit,
		];
		expect( url ).toBe( URL_QUERY );
		expect( init.method ).toBe( 'POST' );
		expect( init.headers ).toMatchObject( {
			Authorization: 'Bearer secret',
			'Content-Type': 'application/json',
		} );
		expect( sentBody() ).toEqual( {
			messages,
			feature: 'ai-assistant',
			post_id: 12,
			stream: false,
		} );
	} );

	it( 'sends post_id only for an integer', async () => {
		fetchMock.mockResolvedValue(
			jsonResponse( 200, { choices: [ { message: { content: '' } } ] } )
		);
		await requestChatCompletion( [], { postId: 1.5 } );
		expect( sentBody() ).not.toHaveProperty( 'post_id' );
		expect( sentBody() ).toEqual( { messages: [], stream: false } );
	} );

	it.each( [
		[ 413, 'error_context_too_large' ],
		[ 422, 'error_moderation' ],
		[ 429, 'error_quota_exceeded' ],
		[ 503, 'error_service_unavailable' ],
		[ 500, 'error_network' ],
		[ 404, 'error_network' ],
	] )( 'maps status %d to %s', async ( status, code ) => {
		fetchMock.mockResolvedValue( jsonResponse( status, {} ) );
		const error = await requestChatCompletion( [] ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toBeInstanceOf( AiClientError );
		expect( error ).toMatchObject( { code, status } );
	} );

	it( 'turns a connection failure into a network error', async () => {
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect( requestChatCompletion( [] ) ).rejects.toMatchObject( {
			code: 'error_network',
			message:
				'It was not possible to process your request. Mind trying again?',
		} );
	} );

	it( 'treats an answer without content as a response error', async () => {
		fetchMock.mockResolvedValue( jsonResponse( 200, { choices: [] } ) );
		await expect( requestChatCompletion( [] ) ).rejects.toMatchObject( {
			code: 'error_response',
			severity: 'error',
		} );
	} );

	it( 'lets an abort through unchanged', async () => {
		const controller = new AbortController();
		controller.abort();
		const abort = new DOMException( 'Aborted', 'AbortError' );
		fetchMock.mockRejectedValue( abort );
		await expect(
			requestChatCompletion( [], { signal: controller.signal } )
		).rejects.toBe( abort );
		expect(
			( fetchMock.mock.calls[ 0 ]?.[ 1 ] as RequestInit ).signal
		).toBe( controller.signal );
	} );

	it( 'passes a token failure on', async () => {
		const failure = new AiClientError( 'error_network' );
		( requestJwt as jest.Mock ).mockRejectedValue( failure );
		await expect( requestChatCompletion( [] ) ).rejects.toBe( failure );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
