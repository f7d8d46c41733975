/* @jest-environment node */
/**
 * The completion stream against an injected fetch: how frames become events, the payload and the
 * request, closing, retrying.
 */
import { setAiClientConfig } from '../config';
import { genericErrorMessage } from '../errors';
import {
	SuggestionsEventSource,
	type SuggestionsEventSourceOptions,
	type SuggestionsEventType,
} from '../suggestions-event-source';
import { installBrowserGlobals, sleep } from './browser-globals';

const EVENT_TYPES: SuggestionsEventType[] = [
	'suggestion',
	'done',
	'function_done',
	'error',
	'error_unclear_prompt',
	'error_response',
	'error_context_too_large',
	'error_moderation',
	'error_quota_exceeded',
	'error_service_unavailable',
	'error_network',
];

const encoder = new TextEncoder();

const contentFrame = ( content: string ) =>
	`data: ${ JSON.stringify( { choices: [ { delta: { content } } ] } ) }\n\n`;
const DONE = 'data: [DONE]\n\n';

interface Recorded {
	type: SuggestionsEventType;
	detail: unknown;
}

/** A fetch answering one event stream made of the given network pieces. */
function streamFetch(
	pieces: Array< string | Uint8Array >,
	init: ResponseInit = {
		headers: { 'Content-Type': 'text/event-stream' },
	}
) {
	return jest.fn< Promise< Response >, [ RequestInfo, RequestInit? ] >(
		async () => {
			const body = new ReadableStream< Uint8Array >( {
				start( controller ) {
					for ( const piece of pieces ) {
						controller.enqueue(
							typeof piece === 'string'
								? encoder.encode( piece )
								: piece
						);
					}
					controller.close();
				},
			} );
			return new Response( body, init );
		}
	);
}

function open(
	options: Partial< SuggestionsEventSourceOptions > &
		Pick< SuggestionsEventSourceOptions, 'fetch' >
) {
	const source = new SuggestionsEventSource( {
		prompt: 'Hello?',
		token: 'secret',
		...options,
	} );
	const events: Recorded[] = [];
	for ( const type of EVENT_TYPES ) {
		source.addEventListener( type, ( event ) =>
			events.push( { type, detail: ( event as CustomEvent ).detail } )
		);
	}
	return { source, events };
}

/** Resolves once one of the given events fired, then lets pending work settle. */
function until(
	source: SuggestionsEventSource,
	types: SuggestionsEventType[] = [ 'done', 'function_done', 'error' ]
): Promise< void > {
	return new Promise< void >( ( resolve ) => {
		for ( const type of types ) {
			source.addEventListener( type, () => resolve(), { once: true } );
		}
	} ).then( () => sleep( 20 ) );
}

const ofType = ( events: Recorded[], type: SuggestionsEventType ) =>
	events.filter( ( event ) => event.type === type );

beforeAll( () => {
	installBrowserGlobals();
} );

beforeEach( () => {
	setAiClientConfig( { apiRoot: 'https://ai.example/' } );
} );

afterAll( () => {
	setAiClientConfig( null );
} );

describe( 'SuggestionsEventSource: frames', () => {
	it( 'reassembles a data line cut across network pieces, even inside a character', async () => {
		const whole = contentFrame( 'Hello' ) + contentFrame( ' wörld' ) + DONE;
		const bytes = encoder.encode( whole );
		// Cut in the middle of the first line, then inside the two bytes of "ö".
		const umlaut = bytes.indexOf( 0xc3 );
		const fetch = streamFetch( [
			bytes.slice( 0, 17 ),
			bytes.slice( 17, umlaut + 1 ),
			bytes.slice( umlaut + 1, umlaut + 5 ),
			bytes.slice( umlaut + 5 ),
		] );
		const { source, events } = open( { fetch } );
		await until( source );

		expect(
			ofType( events, 'suggestion' ).map( ( e ) => e.detail )
		).toEqual( [ 'Hello', 'Hello wörld' ] );
		expect( ofType( events, 'done' ).map( ( e ) => e.detail ) ).toEqual( [
			'Hello wörld',
		] );
		expect( ofType( events, 'error' ) ).toEqual( [] );
	} );

	it( 'sends one suggestion per network read, with all of its text, before done', async () => {
		const fetch = streamFetch( [
			contentFrame( 'A' ) + contentFrame( 'B' ) + contentFrame( 'C' ),
			contentFrame( 'D' ) + contentFrame( 'E' ) + DONE,
		] );
		const { source, events } = open( { fetch } );
		await until( source );

		expect( events.filter( ( e ) => e.type !== 'response_start' ) ).toEqual(
			[
				{ type: 'suggestion', detail: 'ABC' },
				{ type: 'suggestion', detail: 'ABCDE' },
				{ type: 'done', detail: 'ABCDE' },
			]
		);
	} );

	it( 'shows what arrived before an error frame of the same read, then the error', async () => {
		const fetch = streamFetch( [
			contentFrame( 'Partial' ) +
				'data: {"error":{"code":"error_response","message":"Broken"}}\n\n',
		] );
		const { source, events } = open( { fetch } );
		await until( source, [ 'error' ] );

		expect(
			events
				.filter( ( e ) => e.type !== 'response_start' )
				.map( ( e ) => e.type )
		).toEqual( [ 'suggestion', 'error_response', 'error' ] );
		expect( ofType( events, 'suggestion' )[ 0 ]?.detail ).toBe( 'Partial' );
	} );

	it( 'joins a data field spread over several lines', async () => {
		const fetch = streamFetch( [
			'data: {"choices":[{"delta":\ndata: {"content":"Hi there"}}]}\n\n',
			DONE,
		] );
		const { source, events } = open( { fetch } );
		await until( source );

		expect(
			ofType( events, 'suggestion' ).map( ( e ) => e.detail )
		).toEqual( [ 'Hi there' ] );
		expect( ofType( events, 'done' ).map( ( e ) => e.detail ) ).toEqual( [
			'Hi there',
		] );
	} );

	it( 'skips a malformed JSON frame and carries on', async () => {
		const fetch = streamFetch( [
			': keep-alive comment\n\n',
			contentFrame( 'A' ),
			'data: {"choices":[{"delta":{"content":"X"\n\n',
			contentFrame( 'B' ),
			DONE,
		] );
		const { source, events } = open( { fetch } );
		await until( source );

		expect(
			ofType( events, 'suggestion' ).map( ( e ) => e.detail )
		).toEqual( [ 'A', 'AB' ] );
		expect( ofType( events, 'done' ).map( ( e ) => e.detail ) ).toEqual( [
			'AB',
		] );
		expect( ofType( events, 'error' ) ).toEqual( [] );
	} );

	it( 'builds one function call from a name and argument fragments', async () => {
		const call = ( functionCall: Record< string, string > ) =>
			`data: ${ JSON.stringify( {
				choices: [
					{ delta: { content: null, function_call: functionCall } },
				],
			} ) }\n\n`;
		const fetch = streamFetch( [
			call( { name: 'get_weather', arguments: '' } ),
			call( { arguments: '{"city":' } ),
			call( { arguments: '"Paris"' } ),
			call( { arguments: '}' } ),
			DONE,
		] );
		const { source, events } = open( { fetch } );
		await until( source );

		expect( events ).toEqual( [
			{
				type: 'function_done',
				detail: { name: 'get_weather', arguments: '{"city":"Paris"}' },
			},
		] );
	} );

	it.each( [
		[ 'plain', [ 'JETPACK_', 'AI_ERROR', ' and more' ] ],
		[ 'in bold', [ '**', 'JETPACK_AI', '_ERROR**', ' more' ] ],
		[ 'with underscores', [ '__JETPACK', '_AI_ERROR__', '\n\nmore' ] ],
		[ 'in one piece', [ '*JETPACK_AI_ERROR*' ] ],
	] )(
		'raises the unclear prompt once and withholds the text (%s)',
		async ( _name, deltas ) => {
			const fetch = streamFetch( [
				...deltas.map( contentFrame ),
				contentFrame( ' even more' ),
				DONE,
			] );
			const { source, events } = open( { fetch } );
			await until( source, [ 'done' ] );

			expect( ofType( events, 'error_unclear_prompt' ) ).toHaveLength(
				1
			);
			expect(
				ofType( events, 'error_unclear_prompt' )[ 0 ]?.detail
			).toEqual( {
				code: 'error_unclear_prompt',
				message: 'Your request was unclear. Mind trying again?',
				severity: 'info',
				retryable: false,
			} );
			expect( ofType( events, 'error' ) ).toHaveLength( 1 );
			expect( ofType( events, 'suggestion' ) ).toEqual( [] );
			expect( ofType( events, 'done' ).map( ( e ) => e.detail ) ).toEqual(
				[ '' ]
			);
		}
	);

	it( 'streams text that only begins like the marker', async () => {
		const fetch = streamFetch( [
			contentFrame( '**JET' ),
			contentFrame( 'PACK** is' ),
			contentFrame( ' fine' ),
			DONE,
		] );
		const { source, events } = open( { fetch } );
		await until( source );

		// Nothing is shown while the text could still be the marker; then all of it.
		expect(
			ofType( events, 'suggestion' ).map( ( e ) => e.detail )
		).toEqual( [ '**JETPACK** is', '**JETPACK** is fine' ] );
		expect( ofType( events, 'error_unclear_prompt' ) ).toEqual( [] );
		expect( ofType( events, 'done' ).map( ( e ) => e.detail ) ).toEqual( [
			'**JETPACK** is fine',
		] );
	} );

	it( 'reports an error frame in the stream as error_response and stops', async () => {
		const fetch = streamFetch( [
			contentFrame( 'Part' ),
			`data: ${ JSON.stringify( {
				error: { code: 'rate_limited', message: 'Slow down.' },
			} ) }\n\n`,
			contentFrame( ' ignored' ),
			DONE,
		] );
		const { source, events } = open( { fetch } );
		await until( source );

		const failure = {
			code: 'rate_limited',
			message: 'Slow down.',
			severity: 'error',
			retryable: false,
		};
		expect( events ).toEqual( [
			{ type: 'suggestion', detail: 'Part' },
			{ type: 'error_response', detail: failure },
			{ type: 'error', detail: failure },
		] );
		expect( source.fullMessage ).toBe( 'Part' );
	} );

	it( 'reports a JSON error body where a stream was expected as error_response', async () => {
		const fetch = streamFetch(
			[ JSON.stringify( { code: 'no_access', message: 'No access.' } ) ],
			{ status: 200, headers: { 'Content-Type': 'application/json' } }
		);
		const { source, events } = open( { fetch } );
		await until( source );

		const failure = {
			code: 'no_access',
			message: 'No access.',
			severity: 'error',
			retryable: false,
			status: 200,
		};
		expect( events ).toEqual( [
			{ type: 'error_response', detail: failure },
			{ type: 'error', detail: failure },
		] );
	} );

	it( 'falls back to the generic message for an error body without one', async () => {
		const fetch = streamFetch( [ JSON.stringify( { error: {} } ) ], {
			status: 200,
			headers: { 'Content-Type': 'application/json' },
		} );
		const { source, events } = open( { fetch } );
		await until( source );

		expect( ofType( events, 'error_response' )[ 0 ]?.detail ).toEqual( {
			code: 'error_response',
			message: genericErrorMessage(),
			severity: 'error',
			retryable: false,
			status: 200,
		} );
	} );

	it( 'treats a body that ends before [DONE] as a network error, keeping the text', async () => {
		const fetch = streamFetch( [ contentFrame( 'Half a' ) ] );
		const { source, events } = open( { fetch } );
		await until( source );

		expect( events.map( ( e ) => e.type ) ).toEqual( [
			'suggestion',
			'error_network',
			'error',
		] );
		expect( source.fullMessage ).toBe( 'Half a' );
	} );
} );

describe( 'SuggestionsEventSource: request', () => {
	async function sentRequest(
		options: Partial< SuggestionsEventSourceOptions >
	) {
		const fetch = streamFetch( [ DONE ] );
		const { source } = open( { fetch, ...options } );
		await until( source );
		const [ url, init ] = fetch.mock.calls[ 0 ] ?? [];
		return {
			url: String( url ),
			init: init as RequestInit,
			body: JSON.parse( String( init?.body ) ) as Record<
				string,
				unknown
			>,
		};
	}

	it( 'POSTs the question with the bearer token to the query route', async () => {
		const { url, init, body } = await sentRequest( { prompt: 'Why?' } );

		expect( url ).toBe( 'https://ai.example/wpcom/v2/jetpack-ai-query' );
		expect( init.method ).toBe( 'POST' );
		const headers = new Headers( init.headers );
		expect( headers.get( 'authorization' ) ).toBe( 'Bearer secret' );
		expect( headers.get( 'content-type' ) ).toBe( 'application/json' );
		expect( headers.get( 'accept' ) ).toBe( 'text/event-stream' );
		expect( body ).toEqual( { question: 'Why?' } );
	} );

	it( 'sends a conversation as messages, with feature, functions and model when given', async () => {
		const messages = [
			{ role: 'system' as const, content: 'Be brief.' },
			{ role: 'user' as const, content: 'Why?' },
		];
		const functions = [ { name: 'f', parameters: {} } ];
		const { body } = await sentRequest( {
			prompt: messages,
			feature: 'ai-assistant',
			functions,
			model: 'gpt-4o',
			postId: 12,
		} );

		expect( body ).toEqual( {
			post_id: 12,
			messages,
			feature: 'ai-assistant',
			functions,
			model: 'gpt-4o',
		} );
	} );

	it.each( [
		[ 42, 42 ],
		[ '42', 42 ],
		[ 4.5, undefined ],
		[ '4.5', undefined ],
		[ 'draft', undefined ],
		[ '', undefined ],
		[ Number.NaN, undefined ],
	] )( 'sends post_id %p as %p', async ( postId, expected ) => {
		const { body } = await sentRequest( { postId } );
		expect( body.post_id ).toBe( expected );
		expect( 'post_id' in body ).toBe( expected !== undefined );
	} );

	it( 'asks for the cached stream with stream_cache=true', async () => {
		const { url } = await sentRequest( { fromCache: true } );
		expect( new URL( url ).searchParams.get( 'stream_cache' ) ).toBe(
			'true'
		);
		const plain = await sentRequest( { fromCache: false } );
		expect( new URL( plain.url ).search ).toBe( '' );
	} );

	it( 'gets the token from a function when given one', async () => {
		const { init } = await sentRequest( {
			token: () => Promise.resolve( 'fresh' ),
		} );
		expect( new Headers( init.headers ).get( 'authorization' ) ).toBe(
			'Bearer fresh'
		);
	} );

	it( 'reports a token that cannot be fetched as error_network', async () => {
		const fetch = streamFetch( [ DONE ] );
		const { source, events } = open( {
			fetch,
			token: () => Promise.reject( new Error( 'offline' ) ),
		} );
		await until( source );

		expect( events.map( ( e ) => e.type ) ).toEqual( [
			'error_network',
			'error',
		] );
		expect( fetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'SuggestionsEventSource: closing and retrying', () => {
	it( 'fires nothing after close(), even for frames already received', async () => {
		// Both pieces are in the body before the first is read.
		const fetch = streamFetch( [
			contentFrame( 'One' ),
			contentFrame( ' two' ) + DONE,
		] );
		const { source, events } = open( { fetch } );
		source.addEventListener( 'suggestion', () => {
			source.close();
			source.close(); // idempotent
		} );
		await until( source, [ 'suggestion' ] );
		await sleep( 30 );

		expect( events ).toEqual( [ { type: 'suggestion', detail: 'One' } ] );
		expect( source.isClosed ).toBe( true );
	} );

	it( 'never sends the request when closed before it starts', async () => {
		const fetch = streamFetch( [ DONE ] );
		const { source, events } = open( { fetch } );
		source.close();
		await sleep( 30 );

		expect( fetch ).not.toHaveBeenCalled();
		expect( events ).toEqual( [] );
	} );

	it( 'closes when the given signal aborts', async () => {
		const controller = new AbortController();
		let resolveFetch: ( response: Response ) => void = () => undefined;
		const fetch = jest.fn(
			( _input: RequestInfo, init?: RequestInit ) =>
				new Promise< Response >( ( resolve, reject ) => {
					resolveFetch = resolve;
					init?.signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'aborted', 'AbortError' ) )
					);
				} )
		);
		const { source, events } = open( { fetch, signal: controller.signal } );
		await sleep( 10 );
		expect( fetch ).toHaveBeenCalledTimes( 1 );

		controller.abort();
		resolveFetch(
			new Response( contentFrame( 'late' ) + DONE, {
				headers: { 'Content-Type': 'text/event-stream' },
			} )
		);
		await sleep( 30 );

		expect( source.isClosed ).toBe( true );
		expect( events ).toEqual( [] );
	} );

	it( 'does not retry a connection failure by default', async () => {
		const fetch = jest.fn( () =>
			Promise.reject( new TypeError( 'fetch failed' ) )
		);
		const { source, events } = open( { fetch } );
		await until( source );
		await sleep( 50 );

		expect( fetch ).toHaveBeenCalledTimes( 1 );
		expect( events.map( ( e ) => e.type ) ).toEqual( [
			'error_network',
			'error',
		] );
	} );

	it( 'retries a failed connection after the retry interval when asked to', async () => {
		const ok = streamFetch( [ contentFrame( 'Back' ), DONE ] );
		const calls: number[] = [];
		const fetch = jest.fn( ( input: RequestInfo, init?: RequestInit ) => {
			calls.push( Date.now() );
			return calls.length === 1
				? Promise.reject( new TypeError( 'fetch failed' ) )
				: ok( input, init );
		} );
		const { source, events } = open( {
			fetch,
			retries: 1,
			retryInterval: 60,
		} );
		await until( source );

		expect( fetch ).toHaveBeenCalledTimes( 2 );
		expect(
			( calls[ 1 ] ?? 0 ) - ( calls[ 0 ] ?? 0 )
		).toBeGreaterThanOrEqual( 50 );
		expect( events.map( ( e ) => e.type ) ).toEqual( [
			'suggestion',
			'done',
		] );
	} );
} );
