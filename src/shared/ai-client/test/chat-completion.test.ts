import { requestChatCompletion } from '../chat-completion';
import { AiClientError } from '../errors';
import { requestJwt } from '../token';

import { jsonResponse, installFakeTransport } from './fake-transport';

jest.mock( '../token', () => ( {
	requestJwt: jest.fn(),
} ) );

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

	it( 'passes a token failure on', async () => {
		const failure = new AiClientError( 'error_network' );
		( requestJwt as jest.Mock ).mockRejectedValue( failure );
		await expect( requestChatCompletion( [] ) ).rejects.toBe( failure );
		expect( fetchMock() ).not.toHaveBeenCalled();
	} );
} );
