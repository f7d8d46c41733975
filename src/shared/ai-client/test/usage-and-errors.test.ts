/* @jest-environment node */
/**
 * What the client layer does for every surface (issue 8, part 1): each accepted request is reported
 * as used (the usage store counts what is reported), out of quota requires an upgrade, a
 * contributor's own ceiling shows the server's message, network and service errors are retryable,
 * the answer arriving moves the request to suggesting, a silent stream fails with a retryable error,
 * and a user who is not connected is told so.
 */
import { setAiClientConfig } from '../config';
import { requestChatCompletion } from '../chat-completion';
import { createRequestController } from '../request-controller';
import { SuggestionsEventSource } from '../suggestions-event-source';
import type { RequestSnapshot } from '../types';
import { onAiUsage, type AiUsageEvent } from '../usage-events';
import { installBrowserGlobals, sleep } from './browser-globals';
import { FakeTokenServer, routeFetch } from './fake-transport';

/** A real JSON answer (headers included, as the stream reader needs them). */
const jsonResponse = ( status: number, body: unknown ) =>
	new Response( JSON.stringify( body ), {
		status,
		headers: { 'Content-Type': 'application/json' },
	} );

const encoder = new TextEncoder();
const contentFrame = ( content: string ) =>
	`data: ${ JSON.stringify( { choices: [ { delta: { content } } ] } ) }\n\n`;

/** A stream answer made of pieces, each sent after `gapMs` (a slow or silent server). */
function streamResponse( pieces: string[], gapMs = 0, close = true ) {
	const body = new ReadableStream< Uint8Array >( {
		async start( controller ) {
			for ( const piece of pieces ) {
				if ( gapMs ) {
					await sleep( gapMs );
				}
				controller.enqueue( encoder.encode( piece ) );
			}
			if ( close ) {
				controller.close();
			}
		},
	} );
	return new Response( body, {
		headers: { 'Content-Type': 'text/event-stream' },
	} );
}

let tokenServer: FakeTokenServer;
let answer: () => Response;

function recorded() {
	const states: string[] = [];
	const snapshots: RequestSnapshot[] = [];
	const controller = createRequestController( {
		onStateChange: ( snapshot ) => {
			snapshots.push( snapshot );
			if ( states[ states.length - 1 ] !== snapshot.requestingState ) {
				states.push( snapshot.requestingState );
			}
		},
	} );
	return { controller, states, snapshots };
}

async function settle( controller: { getSnapshot: () => RequestSnapshot } ) {
	for ( let i = 0; i < 200; i++ ) {
		const state = controller.getSnapshot().requestingState;
		if ( state === 'done' || state === 'error' ) {
			return;
		}
		await sleep( 10 );
	}
	throw new Error( 'the request never settled' );
}

/** What the client reported about usage during the current test. */
let usageEvents: AiUsageEvent[] = [];
onAiUsage( ( event ) => usageEvents.push( event ) );
const usage = () => ( {
	getRequestsCount: () =>
		usageEvents.filter( ( event ) => event.type === 'request' ).length,
	requireUpgrade: () =>
		usageEvents.some( ( event ) => event.type === 'quota-exceeded' ),
} );

beforeAll( () => {
	installBrowserGlobals();
	setAiClientConfig( { apiRoot: 'https://ai.example/', userId: 3 } );
} );

beforeEach( () => {
	window.localStorage.clear();
	usageEvents = [];
	tokenServer = new FakeTokenServer();
	answer = () =>
		streamResponse( [ contentFrame( 'Hi' ), 'data: [DONE]\n\n' ] );
	routeFetch( tokenServer, async () => answer() );
} );

afterAll( () => {
	setAiClientConfig( null );
} );

describe( 'usage accounting', () => {
	it( 'counts a streamed answer once, when it is answered', async () => {
		const before = usage().getRequestsCount();
		const { controller } = recorded();
		controller.request( 'Write', { feature: 'ai-assistant' } );
		await settle( controller );
		expect( controller.getSnapshot().requestingState ).toBe( 'done' );
		expect( usage().getRequestsCount() ).toBe( before + 1 );
	} );

	it( 'does not count a stream that fails after its answer started (the server gives it back)', async () => {
		answer = () => streamResponse( [ contentFrame( 'Half' ) ] ); // cut before [DONE]
		const before = usage().getRequestsCount();
		const { controller } = recorded();
		controller.request( 'Write' );
		await settle( controller );
		expect( controller.getSnapshot().error?.code ).toBe( 'error_network' );
		expect( usage().getRequestsCount() ).toBe( before );
	} );

	it( 'counts a stream the user stopped while its answer was arriving', async () => {
		answer = () => streamResponse( [ contentFrame( 'Part' ) ], 0, false );
		const before = usage().getRequestsCount();
		const { controller } = recorded();
		controller.request( 'Write' );
		for ( let i = 0; i < 100; i++ ) {
			if ( controller.getSnapshot().suggestion === 'Part' ) {
				break;
			}
			await sleep( 10 );
		}
		controller.stop();
		expect( controller.getSnapshot().requestingState ).toBe( 'done' );
		expect( usage().getRequestsCount() ).toBe( before + 1 );
	} );

	it( 'counts a one-shot completion on success, not a refused one', async () => {
		answer = () =>
			jsonResponse( 200, {
				choices: [ { message: { role: 'assistant', content: 'ok' } } ],
			} );
		const before = usage().getRequestsCount();
		await expect( requestChatCompletion( [] ) ).resolves.toBe( 'ok' );
		expect( usage().getRequestsCount() ).toBe( before + 1 );

		answer = () => jsonResponse( 503, { code: 'unavailable' } );
		await expect( requestChatCompletion( [] ) ).rejects.toMatchObject( {
			code: 'error_service_unavailable',
			retryable: true,
		} );
		expect( usage().getRequestsCount() ).toBe( before + 1 );
	} );

	it( 'marks the feature as requiring an upgrade on error_quota_exceeded, without counting', async () => {
		answer = () =>
			jsonResponse( 429, {
				code: 'error_quota_exceeded',
				message: 'Site quota.',
			} );
		const before = usage().getRequestsCount();
		const { controller } = recorded();
		controller.request( 'Write' );
		await settle( controller );
		expect( controller.getSnapshot().error ).toMatchObject( {
			code: 'error_quota_exceeded',
			message: 'You have reached the limit of requests for this site.',
			retryable: false,
			status: 429,
		} );
		expect( usage().requireUpgrade() ).toBe( true );
		expect( usage().getRequestsCount() ).toBe( before );
	} );
} );

describe( 'errors users can act on', () => {
	it( "shows a contributor's own ceiling with the server's message (stream and one-shot)", async () => {
		const body = {
			code: 'error_user_quota_exceeded',
			message: 'You have used your 5 requests for today.',
		};
		answer = () => jsonResponse( 429, body );
		const { controller } = recorded();
		controller.request( 'Write' );
		await settle( controller );
		expect( controller.getSnapshot().error ).toEqual( {
			code: 'error_user_quota_exceeded',
			message: 'You have used your 5 requests for today.',
			severity: 'info',
			retryable: false,
			status: 429,
		} );

		await expect( requestChatCompletion( [] ) ).rejects.toMatchObject( {
			code: 'error_user_quota_exceeded',
			message: 'You have used your 5 requests for today.',
		} );
	} );

	it( "shows the server's message when the user already has requests running, without offering an upgrade (stream and one-shot)", async () => {
		const body = {
			code: 'error_request_running',
			message:
				'You already have 2 AI requests running. Wait for one to finish, or stop it, then try again.',
		};
		answer = () => jsonResponse( 429, body );
		const { controller } = recorded();
		controller.request( 'Write' );
		await settle( controller );
		expect( controller.getSnapshot().error ).toEqual( {
			code: 'error_request_running',
			message: body.message,
			severity: 'info',
			retryable: false,
			status: 429,
		} );
		expect( usage().requireUpgrade() ).toBe( false );

		await expect( requestChatCompletion( [] ) ).rejects.toMatchObject( {
			code: 'error_request_running',
			message: body.message,
		} );
		expect( usage().requireUpgrade() ).toBe( false );
	} );

	it( 'flags network and service-unavailable errors as retryable, others not', async () => {
		const codes: Array< [ number, string, boolean ] > = [
			[ 500, 'error_network', true ],
			[ 503, 'error_service_unavailable', true ],
			[ 422, 'error_moderation', false ],
			[ 413, 'error_context_too_large', false ],
		];
		for ( const [ status, code, retryable ] of codes ) {
			answer = () => jsonResponse( status, {} );
			const { controller } = recorded();
			controller.request( 'Write' );
			await settle( controller );
			expect( controller.getSnapshot().error ).toMatchObject( {
				code,
				retryable,
			} );
		}
	} );

	it( 'retries the latest prompt with the same options after a retryable error', async () => {
		answer = () => jsonResponse( 503, {} );
		const { controller } = recorded();
		controller.request( 'Write', { feature: 'ai-assistant' } );
		await settle( controller );
		expect( controller.getSnapshot().error?.retryable ).toBe( true );

		let sent: unknown;
		routeFetch( tokenServer, async ( _input, init ) => {
			sent = JSON.parse( String( init?.body ) );
			return streamResponse( [
				contentFrame( 'Back' ),
				'data: [DONE]\n\n',
			] );
		} );
		controller.retry();
		await settle( controller );
		expect( controller.getSnapshot() ).toMatchObject( {
			requestingState: 'done',
			suggestion: 'Back',
		} );
		expect( sent ).toEqual( {
			question: 'Write',
			feature: 'ai-assistant',
		} );
	} );

	it( 'moves to suggesting when the answer starts arriving, before any text can show', async () => {
		// A function call carries no text; the state must still leave "requesting".
		const call = `data: ${ JSON.stringify( {
			choices: [ { delta: { function_call: { name: 'f' } } } ],
		} ) }\n\n`;
		answer = () => streamResponse( [ call, 'data: [DONE]\n\n' ], 30 );
		const { controller, states } = recorded();
		controller.request( 'Call' );
		await settle( controller );
		expect( states ).toEqual( [ 'requesting', 'suggesting', 'done' ] );
	} );

	it( 'fails a silent stream with a retryable network error instead of waiting forever', async () => {
		answer = () => streamResponse( [], 0, false ); // opens, then says nothing
		const source = new SuggestionsEventSource( {
			prompt: 'Hello?',
			token: 'secret',
			silenceTimeout: 60,
		} );
		const error = await new Promise( ( resolve ) =>
			source.on( 'error', resolve )
		);
		expect( error ).toMatchObject( {
			code: 'error_network',
			message:
				'It was not possible to process your request. Mind trying again?',
			retryable: true,
		} );
		source.close();
	} );

	it( 'keeps a slow but living stream: silence is measured between frames', async () => {
		answer = () =>
			streamResponse(
				[
					contentFrame( 'a' ),
					contentFrame( 'b' ),
					contentFrame( 'c' ),
					'data: [DONE]\n\n',
				],
				40
			);
		const source = new SuggestionsEventSource( {
			prompt: 'Hello?',
			token: 'secret',
			silenceTimeout: 100,
		} );
		const done = await new Promise( ( resolve, reject ) => {
			source.on( 'done', resolve );
			source.on( 'error', reject );
		} );
		expect( done ).toBe( 'abc' );
	} );

	it( 'tells a user who is not connected so, not as a network error', async () => {
		tokenServer.refuse( 403, {
			code: 'jetpack_ai_user_not_connected',
			message: 'Your account is not connected to Jetpack at the moment.',
		} );
		const { controller } = recorded();
		controller.request( 'Write' );
		await settle( controller );
		expect( controller.getSnapshot().error ).toMatchObject( {
			code: 'error_not_connected',
			message: 'Your account is not connected to Jetpack at the moment.',
			retryable: false,
		} );
	} );
} );
