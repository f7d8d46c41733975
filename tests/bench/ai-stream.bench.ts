/**
 * Benchmark: the AI completion stream's processing cost.
 *
 * Builds the bytes of an SSE answer of N chunks in memory and feeds them, in network-sized pieces,
 * through a Response body to
 *  - ours: SuggestionsEventSource (parse, accumulate, unclear-prompt check, a `suggestion` event
 *    with the whole text so far per network piece that brought content, `done`), and
 *  - bare: fetchEventSource with an onmessage that only JSON.parses each frame.
 * Prints the best of 5 runs each: ours / bare at 20,000 chunks (goal ≤ 1.3), and ours at 10,000
 * and 20,000 chunks (goal: linear, 2N / N ≈ 2). Asserts only that every chunk was processed.
 */
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { SuggestionsEventSource } from '../../src/shared/ai-client/suggestions-event-source';

const N = 10000;
const RUNS = 5;
const WORDS = [
	'The ',
	'stream ',
	'carries ',
	'small ',
	'pieces ',
	'of ',
	'text, ',
	'one ',
	'token ',
	'at ',
	'a ',
	'time. ',
	'Ünïcödé ',
	'works ',
	'too.\n\n',
];

interface Fixture {
	chunks: number;
	pieces: Uint8Array[];
	text: string;
}

/** The bytes of an answer of `chunks` content deltas and [DONE], cut into 1–8 KB pieces. */
function buildFixture( chunks: number ): Fixture {
	let sse = '';
	let text = '';
	for ( let index = 0; index < chunks; index++ ) {
		const content = WORDS[ index % WORDS.length ] ?? '';
		text += content;
		sse += `data: ${ JSON.stringify( {
			id: 'chatcmpl-bench',
			object: 'chat.completion.chunk',
			created: 1700000000,
			model: 'gpt-4o',
			choices: [ { index: 0, delta: { content }, finish_reason: null } ],
		} ) }\n\n`;
	}
	sse += 'data: [DONE]\n\n';
	const bytes = new TextEncoder().encode( sse );
	// Deterministic piece sizes between 1 KB and 8 KB, cutting frames (and characters) anywhere.
	const pieces: Uint8Array[] = [];
	let seed = 7;
	for ( let offset = 0; offset < bytes.length; ) {
		seed = ( seed * 1103515245 + 12345 ) % 2147483648;
		const size = 1024 + ( seed % 7168 );
		pieces.push( bytes.subarray( offset, offset + size ) );
		offset += size;
	}
	return { chunks, pieces, text };
}

function responseOf( fixture: Fixture ): Response {
	let index = 0;
	const body = new ReadableStream< Uint8Array >( {
		pull( controller ) {
			const piece = fixture.pieces[ index++ ];
			if ( piece ) {
				controller.enqueue( piece );
			} else {
				controller.close();
			}
		},
	} );
	return new Response( body, {
		headers: { 'Content-Type': 'text/event-stream' },
	} );
}

async function runOurs( fixture: Fixture ) {
	let suggestions = 0;
	let latest = '';
	const started = performance.now();
	const done = await new Promise< string >( ( resolve, reject ) => {
		const source = new SuggestionsEventSource( {
			prompt: 'benchmark',
			token: 'bench-token',
			fetch: () => Promise.resolve( responseOf( fixture ) ),
		} );
		source.addEventListener( 'suggestion', ( event ) => {
			suggestions += 1;
			latest = ( event as CustomEvent< string > ).detail;
		} );
		source.addEventListener( 'done', ( event ) =>
			resolve( ( event as CustomEvent< string > ).detail )
		);
		source.addEventListener( 'error', ( event ) =>
			reject(
				new Error( JSON.stringify( ( event as CustomEvent ).detail ) )
			)
		);
	} );
	return { ms: performance.now() - started, suggestions, latest, done };
}

async function runBare( fixture: Fixture ) {
	let parsed = 0;
	const started = performance.now();
	await fetchEventSource( 'https://bench.invalid/', {
		method: 'POST',
		openWhenHidden: true,
		fetch: () => Promise.resolve( responseOf( fixture ) ),
		onopen: async () => undefined,
		onmessage: ( message ) => {
			if ( message.data !== '[DONE]' ) {
				JSON.parse( message.data );
				parsed += 1;
			}
		},
		onerror: ( error: unknown ) => {
			throw error;
		},
	} );
	return { ms: performance.now() - started, parsed };
}

const best = ( values: number[] ) => Math.min( ...values );
const ms = ( value: number ) => `${ value.toFixed( 1 ) } ms`;

beforeAll( () => {
	// What fetch-event-source touches in a browser.
	const scope = globalThis as unknown as Record< string, unknown >;
	scope.window = globalThis;
	scope.document = {
		hidden: false,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
	};
} );

describe( 'AI stream processing', () => {
	it( 'processes every chunk; prints ours vs bare parse and the growth from N to 2N', async () => {
		const small = buildFixture( N );
		const large = buildFixture( 2 * N );

		// Warm up both paths (JIT) before measuring.
		await runOurs( small );
		await runBare( small );

		const oursSmall: number[] = [];
		const oursLarge: number[] = [];
		const bareSmall: number[] = [];
		const bareLarge: number[] = [];
		for ( let run = 0; run < RUNS; run++ ) {
			for ( const [ fixture, ours, bare ] of [
				[ small, oursSmall, bareSmall ],
				[ large, oursLarge, bareLarge ],
			] as const ) {
				const mine = await runOurs( fixture );
				// One event per network read that brought content, the last with the whole text.
				expect( mine.suggestions ).toBeGreaterThan( 0 );
				expect( mine.suggestions ).toBeLessThanOrEqual(
					fixture.pieces.length
				);
				expect( mine.latest ).toBe( fixture.text );
				expect( mine.done ).toBe( fixture.text );
				ours.push( mine.ms );

				const plain = await runBare( fixture );
				expect( plain.parsed ).toBe( fixture.chunks );
				bare.push( plain.ms );
			}
		}

		const ratio = best( oursLarge ) / best( bareLarge );
		const growth = best( oursLarge ) / best( oursSmall );
		const bareGrowth = best( bareLarge ) / best( bareSmall );
		const megabytes =
			large.pieces.reduce( ( sum, piece ) => sum + piece.length, 0 ) /
			1048576;
		process.stdout.write(
			[
				`AI stream, ${ 2 * N } chunks (${ megabytes.toFixed(
					1
				) } MB, best of ${ RUNS }):`,
				`  ours ${ ms( best( oursLarge ) ) }, bare parse ${ ms(
					best( bareLarge )
				) } → ratio ${ ratio.toFixed( 2 ) } (goal ≤ 1.3)`,
				`  ours at N=${ N }: ${ ms( best( oursSmall ) ) }, at 2N=${
					2 * N
				}: ${ ms( best( oursLarge ) ) } → 2N/N ${ growth.toFixed(
					2
				) } (goal ≈ 2, linear; bare parse ${ bareGrowth.toFixed(
					2
				) })`,
				'',
			].join( '\n' )
		);
	} );
} );
