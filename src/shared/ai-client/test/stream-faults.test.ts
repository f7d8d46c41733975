/* @jest-environment node */
/**
 * Fault suite: the request controller (and the stream under it) against a real HTTP server on
 * loopback, through Node's own fetch. Each prompt names the server's behaviour: error statuses, an
 * error body, a stream cut midway, a slow stream, and a client that stops before the first byte
 * or while text streams in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PRODUCT_NAME } from '../../plugin-identity';
import { askQuestion } from '../ask-question';
import { setAiClientConfig } from '../config';
import { genericErrorMessage } from '../errors';
import { createRequestController } from '../request-controller';
import type {
	AiRequestError,
	FunctionCall,
	RequestSnapshot,
	RequestingState,
} from '../types';
import { installBrowserGlobals, seedToken, sleep } from './browser-globals';

const frame = ( content: string ) =>
	`data: ${ JSON.stringify( { choices: [ { delta: { content } } ] } ) }\n\n`;
const DONE = 'data: [DONE]\n\n';
const STREAM_HEADERS = {
	'Content-Type': 'text/event-stream',
	'Cache-Control': 'no-cache',
};

const NETWORK_MESSAGE =
	'It was not possible to process your request. Mind trying again?';

interface Received {
	path: string;
	authorization?: string;
	body: Record< string, unknown >;
}

let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
/** Resolved when the server sees the client go away, per prompt. */
const clientGone = new Map< string, Promise< void > >();

type Scenario = ( res: http.ServerResponse ) => void;

function jsonReply( status: number, body: unknown ): Scenario {
	return ( res ) => {
		res.writeHead( status, { 'Content-Type': 'application/json' } );
		res.end( JSON.stringify( body ) );
	};
}

const scenarios: Record< string, Scenario > = {
	'status 413': jsonReply( 413, { code: 'too_large', message: 'x' } ),
	'status 422': jsonReply( 422, { code: 'flagged', message: 'x' } ),
	'status 429': jsonReply( 429, { code: 'quota', message: 'x' } ),
	'status 503': jsonReply( 503, { code: 'down', message: 'x' } ),
	'status 500': jsonReply( 500, {
		code: 'internal_server_error',
		message: 'Server exploded',
	} ),
	'error body': jsonReply( 200, {
		code: 'jetpack_ai_site_blocked',
		message: 'AI is turned off for this site.',
	} ),
	'cut midway': ( res ) => {
		res.writeHead( 200, STREAM_HEADERS );
		res.write( frame( 'One, ' ) );
		res.write( frame( 'two, ' ) );
		setTimeout( () => {
			res.write( frame( 'three' ) );
			setTimeout( () => res.socket?.destroy(), 30 );
		}, 30 );
	},
	'ends without done': ( res ) => {
		res.writeHead( 200, STREAM_HEADERS );
		res.write( frame( 'Almost' ) );
		setTimeout( () => res.end(), 30 );
	},
	slow: ( res ) => {
		res.writeHead( 200, STREAM_HEADERS );
		const parts = [ 'The ', 'quick ', 'brown ', 'fox.' ];
		let index = 0;
		const timer = setInterval( () => {
			const part = parts[ index++ ];
			if ( part === undefined ) {
				clearInterval( timer );
				res.end( DONE );
				return;
			}
			res.write( frame( part ) );
		}, 50 );
	},
	function: ( res ) => {
		res.writeHead( 200, STREAM_HEADERS );
		for ( const delta of [
			{ function_call: { name: 'set_title', arguments: '' } },
			{ function_call: { arguments: '{"title":' } },
			{ function_call: { arguments: '"Hi"}' } },
		] ) {
			res.write(
				`data: ${ JSON.stringify( { choices: [ { delta } ] } ) }\n\n`
			);
		}
		res.end( DONE );
	},
	unclear: ( res ) => {
		res.writeHead( 200, STREAM_HEADERS );
		for ( const part of [
			'__JETPACK',
			'_AI_ERROR__',
			' Please rephrase.',
		] ) {
			res.write( frame( part ) );
		}
		res.end( DONE );
	},
	// Never answers: the client stops while requesting (before the first byte).
	silent: () => undefined,
	// Two frames, then one every 30 ms until the client goes away.
	endless: ( res ) => {
		res.writeHead( 200, STREAM_HEADERS );
		res.write( frame( 'Keep ' ) );
		res.write( frame( 'going' ) );
		let stopped = false;
		res.on( 'close', () => {
			stopped = true;
		} );
		const timer = setInterval( () => {
			if ( stopped || res.destroyed ) {
				clearInterval( timer );
				return;
			}
			res.write( frame( ' and on' ) );
		}, 30 );
	},
};

function handle( req: http.IncomingMessage, res: http.ServerResponse ) {
	let raw = '';
	req.setEncoding( 'utf8' );
	req.on( 'data', ( chunk: string ) => {
		raw += chunk;
	} );
	req.on( 'end', () => {
		const body = JSON.parse( raw || '{}' ) as Record< string, unknown >;
		received.push( {
			path: req.url ?? '',
			authorization: req.headers.authorization,
			body,
		} );
		const name = String( body.question ?? '' );
		clientGone.set(
			name,
			new Promise( ( resolve ) => res.on( 'close', () => resolve() ) )
		);
		const scenario = scenarios[ name ];
		if ( scenario ) {
			scenario( res );
		} else {
			res.writeHead( 404 ).end();
		}
	} );
}

beforeAll( async () => {
	installBrowserGlobals();
	server = http.createServer( handle );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	baseUrl = `http://127.0.0.1:${ port }/`;
	setAiClientConfig( { apiRoot: baseUrl, userId: 1 } );
} );

beforeEach( () => {
	seedToken( 'loopback-token' );
} );

afterAll( async () => {
	setAiClientConfig( null );
	server.closeAllConnections();
	await new Promise( ( resolve ) => server.close( resolve ) );
} );

/** A controller whose every callback is recorded. */
function recordedController() {
	const states: RequestingState[] = [];
	const snapshots: RequestSnapshot[] = [];
	const suggestions: string[] = [];
	const done: string[] = [];
	const errors: AiRequestError[] = [];
	const stops: string[] = [];
	const functions: FunctionCall[] = [];
	const controller = createRequestController( {
		onStateChange: ( snapshot ) => {
			snapshots.push( snapshot );
			if ( states[ states.length - 1 ] !== snapshot.requestingState ) {
				states.push( snapshot.requestingState );
			}
		},
		onSuggestion: ( text ) => suggestions.push( text ),
		onDone: ( text ) => done.push( text ),
		onError: ( error ) => errors.push( error ),
		onStop: ( text ) => stops.push( text ),
		onFunctionDone: ( call ) => functions.push( call ),
	} );
	return {
		controller,
		states,
		snapshots,
		suggestions,
		done,
		errors,
		stops,
		functions,
	};
}

async function waitUntil( condition: () => boolean, timeout = 3000 ) {
	const started = Date.now();
	while ( ! condition() ) {
		if ( Date.now() - started > timeout ) {
			throw new Error( 'Timed out waiting for a condition' );
		}
		await sleep( 5 );
	}
}

const settled = ( state: RequestingState ) =>
	state === 'done' || state === 'error';

describe( 'AI request against a loopback server', () => {
	it.each( [
		[ 413, 'error_context_too_large', genericErrorMessage() ],
		[
			422,
			'error_moderation',
			'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
		],
		[
			429,
			'error_quota_exceeded',
			'You have reached the limit of requests for this site.',
		],
		[
			503,
			'error_service_unavailable',
			`${ PRODUCT_NAME } AI services are currently unavailable. Sorry for the inconvenience.`,
		],
		[ 500, 'error_network', NETWORK_MESSAGE ],
	] )(
		'status %i ends in error %s with the catalogue message',
		async ( status, code, message ) => {
			const run = recordedController();
			run.controller.request( `status ${ status }`, {
				postId: '15',
				feature: 'ai-assistant',
			} );
			await waitUntil( () =>
				settled( run.controller.getSnapshot().requestingState )
			);

			expect( run.states ).toEqual( [ 'requesting', 'error' ] );
			expect( run.controller.getSnapshot() ).toEqual( {
				requestingState: 'error',
				suggestion: '',
				prompt: `status ${ status }`,
				error: {
					code,
					message,
					severity: 'info',
					status,
					// Retry is offered only where trying again may work (spec 000 §4).
					retryable:
						code === 'error_network' ||
						code === 'error_service_unavailable',
				},
			} );
			expect( run.errors ).toHaveLength( 1 );
			const request = received[ received.length - 1 ];
			expect( request?.authorization ).toBe( 'Bearer loopback-token' );
			expect( request?.path ).toBe( '/wpcom/v2/jetpack-ai-query' );
			expect( request?.body ).toEqual( {
				post_id: 15,
				question: `status ${ status }`,
				feature: 'ai-assistant',
			} );
		}
	);

	it( 'reports a JSON error body as the server said it (error_response)', async () => {
		const run = recordedController();
		run.controller.request( 'error body' );
		await waitUntil( () =>
			settled( run.controller.getSnapshot().requestingState )
		);

		expect( run.controller.getSnapshot() ).toEqual( {
			requestingState: 'error',
			suggestion: '',
			prompt: 'error body',
			error: {
				code: 'jetpack_ai_site_blocked',
				message: 'AI is turned off for this site.',
				severity: 'error',
				retryable: false,
				status: 200,
			},
		} );
	} );

	it( 'keeps the text received before the stream was cut, as a network error', async () => {
		const run = recordedController();
		run.controller.request( 'cut midway' );
		await waitUntil( () =>
			settled( run.controller.getSnapshot().requestingState )
		);

		expect( run.states ).toEqual( [ 'requesting', 'suggesting', 'error' ] );
		expect( run.controller.getSnapshot() ).toEqual( {
			requestingState: 'error',
			suggestion: 'One, two, three',
			prompt: 'cut midway',
			error: {
				code: 'error_network',
				message: NETWORK_MESSAGE,
				severity: 'info',
				retryable: true,
			},
		} );
		expect( run.errors ).toHaveLength( 1 );
	} );

	it( 'treats a stream that ends without [DONE] as a network error', async () => {
		const run = recordedController();
		run.controller.request( 'ends without done' );
		await waitUntil( () =>
			settled( run.controller.getSnapshot().requestingState )
		);

		expect( run.controller.getSnapshot().error?.code ).toBe(
			'error_network'
		);
		expect( run.controller.getSnapshot().suggestion ).toBe( 'Almost' );
	} );

	it( 'reports a refused connection as a network error', async () => {
		const closed = http.createServer();
		await new Promise< void >( ( resolve ) =>
			closed.listen( 0, '127.0.0.1', resolve )
		);
		const { port } = closed.address() as AddressInfo;
		await new Promise( ( resolve ) => closed.close( resolve ) );
		setAiClientConfig( {
			apiRoot: `http://127.0.0.1:${ port }/`,
			userId: 1,
		} );
		// A token for that site, so what fails is the AI route's connection.
		seedToken( 'loopback-token' );
		try {
			const run = recordedController();
			run.controller.request( 'slow' );
			await waitUntil( () =>
				settled( run.controller.getSnapshot().requestingState )
			);
			expect( run.controller.getSnapshot().error ).toEqual( {
				code: 'error_network',
				message: NETWORK_MESSAGE,
				severity: 'info',
				retryable: true,
			} );
		} finally {
			setAiClientConfig( { apiRoot: baseUrl, userId: 1 } );
		}
	} );

	it( 'shows a slow stream progressively, then finishes', async () => {
		const run = recordedController();
		run.controller.request( 'slow' );
		await waitUntil( () =>
			settled( run.controller.getSnapshot().requestingState )
		);

		expect( run.suggestions ).toEqual( [
			'The ',
			'The quick ',
			'The quick brown ',
			'The quick brown fox.',
		] );
		expect( run.states ).toEqual( [ 'requesting', 'suggesting', 'done' ] );
		// The text was visible while the stream was still open.
		expect(
			run.snapshots.filter(
				( snapshot ) =>
					snapshot.requestingState === 'suggesting' &&
					snapshot.suggestion !== ''
			).length
		).toBeGreaterThanOrEqual( 3 );
		expect( run.done ).toEqual( [ 'The quick brown fox.' ] );
		expect( run.controller.getSnapshot() ).toEqual( {
			requestingState: 'done',
			suggestion: 'The quick brown fox.',
			prompt: 'slow',
		} );
	} );

	it( 'hands over a function call built by the stream', async () => {
		const run = recordedController();
		run.controller.request( 'function' );
		await waitUntil( () =>
			settled( run.controller.getSnapshot().requestingState )
		);

		expect( run.functions ).toEqual( [
			{ name: 'set_title', arguments: '{"title":"Hi"}' },
		] );
		expect( run.done ).toEqual( [] );
		expect( run.controller.getSnapshot().requestingState ).toBe( 'done' );
	} );

	it( 'ends an unclear prompt in error without showing its text', async () => {
		const run = recordedController();
		run.controller.request( 'unclear' );
		await waitUntil( () =>
			settled( run.controller.getSnapshot().requestingState )
		);
		await sleep( 30 );

		// The answer arrived (suggesting), but its text is withheld.
		expect( run.states ).toEqual( [ 'requesting', 'suggesting', 'error' ] );
		expect( run.suggestions ).toEqual( [] );
		expect( run.done ).toEqual( [] );
		expect( run.errors ).toHaveLength( 1 );
		expect( run.controller.getSnapshot() ).toEqual( {
			requestingState: 'error',
			suggestion: '',
			prompt: 'unclear',
			error: {
				code: 'error_unclear_prompt',
				message: 'Your request was unclear. Mind trying again?',
				severity: 'info',
				retryable: false,
			},
		} );
	} );

	it( 'stops while requesting, before the first byte', async () => {
		const run = recordedController();
		run.controller.request( 'silent' );
		await waitUntil( () => clientGone.has( 'silent' ) );

		run.controller.stop();
		// The server sees the connection go away.
		await clientGone.get( 'silent' );
		const callsAfterStop = run.snapshots.length;
		await sleep( 60 );

		expect( run.states ).toEqual( [ 'requesting', 'done' ] );
		expect( run.stops ).toEqual( [ '' ] );
		expect( run.errors ).toEqual( [] );
		expect( run.snapshots ).toHaveLength( callsAfterStop );
		expect( run.controller.getSnapshot() ).toEqual( {
			requestingState: 'done',
			suggestion: '',
			prompt: 'silent',
		} );
	} );

	it( 'stops while suggesting, keeping the text, and hears nothing after', async () => {
		const run = recordedController();
		run.controller.request( 'endless' );
		await waitUntil( () => run.suggestions.length >= 2 );

		run.controller.stop();
		await clientGone.get( 'endless' );
		const callsAfterStop = run.snapshots.length;
		await sleep( 100 );

		expect( run.states ).toEqual( [ 'requesting', 'suggesting', 'done' ] );
		expect( run.stops ).toEqual( [
			run.controller.getSnapshot().suggestion,
		] );
		expect( run.controller.getSnapshot().suggestion ).toMatch(
			/^Keep going/
		);
		expect( run.controller.getSnapshot().prompt ).toBe( 'endless' );
		expect( run.snapshots ).toHaveLength( callsAfterStop );
		expect( run.errors ).toEqual( [] );
		expect( run.done ).toEqual( [] );
	} );

	it( 'a closed source fires no event while the server keeps writing', async () => {
		const source = await askQuestion( 'endless' );
		const types: string[] = [];
		for ( const type of [ 'suggestion', 'done', 'error' ] ) {
			source.addEventListener( type, () => types.push( type ) );
		}
		await waitUntil( () => types.length >= 1 );
		source.close();
		const count = types.length;
		await clientGone.get( 'endless' );
		await sleep( 100 );

		expect( types.length ).toBe( count );
		expect( types.every( ( type ) => type === 'suggestion' ) ).toBe( true );
	} );

	it( 'a new request replaces the running one; the old stream is closed and ignored', async () => {
		const run = recordedController();
		run.controller.request( 'endless' );
		await waitUntil( () => run.suggestions.length >= 1 );
		const firstGone = clientGone.get( 'endless' );

		run.controller.request( 'slow' );
		await firstGone;
		await waitUntil( () =>
			settled( run.controller.getSnapshot().requestingState )
		);

		expect( run.controller.getSnapshot() ).toEqual( {
			requestingState: 'done',
			suggestion: 'The quick brown fox.',
			prompt: 'slow',
		} );
		expect(
			run.suggestions.filter( ( text ) => text.startsWith( 'Keep' ) )
				.length
		).toBeGreaterThan( 0 );
		expect(
			run.snapshots
				.slice(
					run.snapshots.findIndex( ( s ) => s.prompt === 'slow' )
				)
				.every( ( s ) => ! s.suggestion.startsWith( 'Keep' ) )
		).toBe( true );
	} );
} );
