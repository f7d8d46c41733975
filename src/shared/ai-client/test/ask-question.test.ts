/* @jest-environment node */
import { askQuestion } from '../ask-question';
import { setAiClientConfig } from '../config';
import { installBrowserGlobals, sleep } from './browser-globals';
import { FakeTokenServer, jsonResponse, routeFetch } from './fake-transport';

let tokenServer: FakeTokenServer;

beforeAll( () => {
	installBrowserGlobals();
	setAiClientConfig( { apiRoot: 'https://ai.example/', userId: 3 } );
} );

beforeEach( () => {
	window.localStorage.clear();
	tokenServer = new FakeTokenServer();
} );

afterAll( () => {
	setAiClientConfig( null );
} );

describe( 'askQuestion', () => {
	it( 'fetches the token first and sends it as the bearer', async () => {
		tokenServer.answer = () =>
			jsonResponse( 200, { token: 'jwt-1', blog_id: 7 } );
		const fetch = jest.fn<
			Promise< Response >,
			[ RequestInfo, RequestInit? ]
		>(
			async () =>
				new Response( 'data: [DONE]\n\n', {
					headers: { 'Content-Type': 'text/event-stream' },
				} )
		);
		routeFetch( tokenServer, fetch );

		const source = await askQuestion( 'Hi', { feature: 'ai-assistant' } );
		const done = new Promise( ( resolve ) =>
			source.addEventListener( 'done', resolve )
		);
		await done;

		expect( tokenServer.requests ).toHaveLength( 1 );
		expect( tokenServer.requests[ 0 ]?.method ).toBe( 'POST' );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( fetch.mock.calls[ 0 ]?.[ 0 ] ).toBe(
			'https://ai.example/wpcom/v2/jetpack-ai-query'
		);
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
		tokenServer.refuse( 403, { code: 'rest_forbidden' } );
		const fetch = jest.fn();
		routeFetch( tokenServer, fetch );

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
			retryable: true,
		};
		expect( seen ).toEqual( [
			{ type: 'error_network', detail },
			{ type: 'error', detail },
		] );
		expect( fetch ).not.toHaveBeenCalled();
	} );
} );
