/* @jest-environment node */
import { askQuestion } from '../ask-question';
import { setAiClientConfig } from '../config';
import { AiClientError, ERROR_NETWORK } from '../errors';
import { requestJwt } from '../token';
import { installBrowserGlobals, sleep } from './browser-globals';

jest.mock( '../token', () => ( {
	...jest.requireActual( '../token' ),
	requestJwt: jest.fn(),
} ) );

const mockedRequestJwt = requestJwt as jest.MockedFunction< typeof requestJwt >;

beforeAll( () => {
	installBrowserGlobals();
	setAiClientConfig( { apiRoot: 'https://ai.example/' } );
} );

afterAll( () => {
	setAiClientConfig( null );
} );

describe( 'askQuestion', () => {
	it( 'fetches the token first and sends it as the bearer', async () => {
		mockedRequestJwt.mockResolvedValue( {
			token: 'jwt-1',
			blogId: '7',
			expire: Date.now() + 1000,
		} );
		const fetch = jest.fn<
			Promise< Response >,
			[ RequestInfo, RequestInit? ]
		>(
			async () =>
				new Response( 'data: [DONE]\n\n', {
					headers: { 'Content-Type': 'text/event-stream' },
				} )
		);
		( globalThis as unknown as { fetch: typeof fetch } ).fetch = fetch;

		const source = await askQuestion( 'Hi', { feature: 'ai-assistant' } );
		const done = new Promise( ( resolve ) =>
			source.addEventListener( 'done', resolve )
		);
		await done;

		expect( mockedRequestJwt ).toHaveBeenCalledTimes( 1 );
		const init = fetch.mock.calls[ 0 ]?.[ 1 ];
		expect( new Headers( init?.headers ).get( 'authorization' ) ).toBe(
			'Bearer jwt-1'
		);
		expect( JSON.parse( String( init?.body ) ) ).toEqual( {
			question: 'Hi',
			feature: 'ai-assistant',
		} );
	} );

	it( 'never rejects: a token failure arrives as error_network after the caller listens', async () => {
		mockedRequestJwt.mockRejectedValue(
			new AiClientError( ERROR_NETWORK, { message: 'No connection' } )
		);
		const fetch = jest.fn();
		( globalThis as unknown as { fetch: typeof fetch } ).fetch = fetch;

		const source = await askQuestion( 'Hi' );
		const seen: Array< { type: string; detail: unknown } > = [];
		for ( const type of [ 'error_network', 'error' ] ) {
			source.addEventListener( type, ( event ) =>
				seen.push( { type, detail: ( event as CustomEvent ).detail } )
			);
		}
		await sleep( 20 );

		const detail = {
			code: 'error_network',
			message:
				'It was not possible to process your request. Mind trying again?',
			severity: 'info',
		};
		expect( seen ).toEqual( [
			{ type: 'error_network', detail },
			{ type: 'error', detail },
		] );
		expect( fetch ).not.toHaveBeenCalled();
	} );
} );
