import { requestChatCompletion } from '../chat-completion';
import { AiClientError } from '../errors';

import { jsonResponse, installFakeTransport } from './fake-transport';

const transport = installFakeTransport();
const fetchMock = () => transport.fetchMock();
const sentBody = transport.sentBody;

const URL_QUERY = 'https://ai.example/wp-json/wpcom/v2/jetpack-ai-query';

describe( 'requestChatCompletion', () => {
	it( 'posts the messages without streaming and returns the first choice', async () => {
		fetchMock().mockResolvedValue(
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

		const [ url, init ] = fetchMock().mock.calls[ 0 ] as [
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
		fetchMock().mockResolvedValue(
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
		fetchMock().mockResolvedValue( jsonResponse( status, {} ) );
		const error = await requestChatCompletion( [] ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toBeInstanceOf( AiClientError );
		expect( error ).toMatchObject( { code, status } );
	} );

	it( 'turns a connection failure into a network error', async () => {
		fetchMock().mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect( requestChatCompletion( [] ) ).rejects.toMatchObject( {
			code: 'error_network',
			message:
				'It was not possible to process your request. Mind trying again?',
		} );
	} );

	it( 'treats an answer without content as a response error', async () => {
		fetchMock().mockResolvedValue( jsonResponse( 200, { choices: [] } ) );
		await expect( requestChatCompletion( [] ) ).rejects.toMatchObject( {
			code: 'error_response',
			severity: 'error',
		} );
	} );

	it( 'lets an abort through unchanged', async () => {
		const controller = new AbortController();
		controller.abort();
		const abort = new DOMException( 'Aborted', 'AbortError' );
		fetchMock().mockRejectedValue( abort );
		await expect(
			requestChatCompletion( [], { signal: controller.signal } )
		).rejects.toBe( abort );
		expect(
			( fetchMock().mock.calls[ 0 ]?.[ 1 ] as RequestInit ).signal
		).toBe( controller.signal );
	} );

	it( 'passes a token failure on, without asking the AI route', async () => {
		transport.tokenServer().refuse( 403, {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		const error = await requestChatCompletion( [] ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toBeInstanceOf( AiClientError );
		expect( error ).toMatchObject( {
			code: 'error_network',
			message: 'Sorry, you are not allowed to do that.',
		} );
		expect( fetchMock() ).not.toHaveBeenCalled();
	} );

	it( 'asks for the token once and reuses it for the next request', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 200, { choices: [ { message: { content: 'A' } } ] } )
		);
		await requestChatCompletion( [] );
		await requestChatCompletion( [] );

		expect( transport.tokenServer().requests ).toHaveLength( 1 );
		for ( const [ , init ] of fetchMock().mock.calls as Array<
			[ string, RequestInit ]
		> ) {
			expect( init.headers ).toMatchObject( {
				Authorization: 'Bearer secret',
			} );
		}
	} );
} );
