import { AiClientError } from '../errors';
import { requestImages } from '../images';

import { jsonResponse, installFakeTransport } from './fake-transport';

const transport = installFakeTransport();
const fetchMock = () => transport.fetchMock();
const sentBody = transport.sentBody;

const WHOOPS =
	'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.';

describe( 'requestImages', () => {
	it( 'posts the prompt and post id and returns the base64 images', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 200, {
				data: [ { b64_json: 'AAA' }, { b64_json: 'BBB' } ],
			} )
		);

		await expect(
			requestImages( { prompt: 'A red kite', postId: 3 } )
		).resolves.toEqual( [ 'AAA', 'BBB' ] );

		const [ url, init ] = fetchMock().mock.calls[ 0 ] as [
			string,
			RequestInit,
		];
		expect( url ).toBe(
			'https://ai.example/wp-json/wpcom/v2/jetpack-ai/images/generations'
		);
		expect( init.method ).toBe( 'POST' );
		expect( init.headers ).toMatchObject( {
			Authorization: 'Bearer secret',
			'Content-Type': 'application/json',
		} );
		expect( sentBody() ).toEqual( { prompt: 'A red kite', post_id: 3 } );
	} );

	it( 'replaces an empty prompt and leaves out a post id that is not an integer', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 200, { data: [ { b64_json: 'AAA' } ] } )
		);
		await requestImages( { prompt: '   ' } );
		expect( sentBody() ).toEqual( {
			prompt: 'What would you like to see?',
		} );
	} );

	it( 'carries the server message of a failure', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 400, {
				code: 'content_policy_violation',
				message: 'Your prompt was rejected.',
			} )
		);
		const error = await requestImages( { prompt: 'x' } ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toBeInstanceOf( AiClientError );
		expect( error ).toMatchObject( {
			code: 'error_response',
			message: 'Your prompt was rejected.',
			status: 400,
		} );
	} );

	it( 'keeps the quota code for 429 so the caller can ask for an upgrade', async () => {
		fetchMock().mockResolvedValue( jsonResponse( 429, {} ) );
		await expect( requestImages( { prompt: 'x' } ) ).rejects.toMatchObject(
			{ code: 'error_quota_exceeded', message: WHOOPS }
		);
	} );

	it( 'uses the Whoops text without a server message', async () => {
		fetchMock().mockResolvedValue( {
			ok: false,
			status: 500,
			json: async () => {
				throw new SyntaxError( 'Unexpected token <' );
			},
		} as unknown as Response );
		await expect( requestImages( { prompt: 'x' } ) ).rejects.toMatchObject(
			{ message: WHOOPS }
		);

		fetchMock().mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect( requestImages( { prompt: 'x' } ) ).rejects.toMatchObject(
			{ message: WHOOPS }
		);
	} );

	it( 'fails when the answer holds no image', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 200, { data: [ { url: 'https://x' } ] } )
		);
		await expect( requestImages( { prompt: 'x' } ) ).rejects.toMatchObject(
			{ code: 'error_response', message: WHOOPS }
		);
	} );

	it( 'lets an abort through unchanged', async () => {
		const controller = new AbortController();
		controller.abort();
		const abort = new DOMException( 'Aborted', 'AbortError' );
		fetchMock().mockRejectedValue( abort );
		await expect(
			requestImages( { prompt: 'x', signal: controller.signal } )
		).rejects.toBe( abort );
	} );
} );
