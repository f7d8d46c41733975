/**
 * The provider reads an upstream reply within bounds: an endless or huge reply is cut with a service
 * error, in seconds, and the site's memory stays small whatever the upstream sends.
 */
import { test, expect } from '../helpers/test';
import {
	ProviderAdmin,
	deltaFrame,
	readStream,
	startFakeUpstream,
	type FakeUpstream,
	type UpstreamHandler,
} from '../helpers/ai-provider';

const MIB = 1024 * 1024;
/** More than any bound of the provider; the fake stops sooner once the site hangs up. */
const HUGE = 48 * MIB;
/** Peak memory of a whole query, upstream reply included (WordPress itself takes about 10 MB). */
const MEMORY_CEILING = 32 * MIB;

/** Writes `chunk` until `total` bytes went out or the site hung up. */
async function writeUntil(
	write: ( chunk: string ) => Promise< boolean >,
	chunk: string,
	total = Infinity
): Promise< void > {
	for ( let sent = 0; sent < total; sent += chunk.length ) {
		if ( ! ( await write( chunk ) ) ) {
			return;
		}
	}
}

const X64K = 'x'.repeat( 64 * 1024 );

test.describe( 'AI provider reply bounds', () => {
	let admin: ProviderAdmin;
	let upstream: FakeUpstream | undefined;

	test.beforeEach( async ( { requestUtils } ) => {
		admin = await ProviderAdmin.create( requestUtils, 'limits' );
		await admin.allowLocalHosts( true );
	} );

	test.afterEach( async () => {
		await upstream?.close();
		upstream = undefined;
		await admin.dispose();
	} );

	async function upstreamAnswering( handler: UpstreamHandler ) {
		upstream = await startFakeUpstream( handler );
		await admin.useProvider( { base_url: upstream.baseUrl } );
		return upstream;
	}

	test( 'an event line that never ends is cut', async () => {
		const fake = await upstreamAnswering(
			async ( _incoming, response, write ) => {
				response.writeHead( 200, {
					'Content-Type': 'text/event-stream',
				} );
				await write( 'data: {"choices":[{"delta":{"content":"' );
				await writeUntil( write, X64K, HUGE );
				response.end( '"}}]}\n\n' );
			}
		);

		const answer = await admin.query();
		expect( answer.status ).toBe( 503 );
		expect( answer.json() ).toMatchObject( {
			code: 'error_service_unavailable',
			data: { reason: 'upstream_reply_too_large' },
		} );
		expect( fake.bytesSent() ).toBeLessThan( HUGE );
		expect( await admin.lastQueryMemory() ).toBeLessThan( MEMORY_CEILING );
	} );

	test( 'a huge JSON answer (a server that ignores `stream`) is cut', async () => {
		await upstreamAnswering( async ( _incoming, response, write ) => {
			response.writeHead( 200, { 'Content-Type': 'application/json' } );
			await write(
				'{"choices":[{"message":{"role":"assistant","content":"'
			);
			await writeUntil( write, X64K, HUGE );
			response.end( '"}}]}' );
		} );

		const answer = await admin.query( { stream: false } );
		expect( answer.status ).toBe( 503 );
		expect( answer.json().data.reason ).toBe( 'upstream_reply_too_large' );
		expect( await admin.lastQueryMemory() ).toBeLessThan( MEMORY_CEILING );
	} );

	test( 'an endless error body is not waited for', async () => {
		await upstreamAnswering( async ( _incoming, response, write ) => {
			response.writeHead( 500, { 'Content-Type': 'text/plain' } );
			await writeUntil( write, X64K );
		} );

		const started = Date.now();
		const answer = await admin.query( { timeout: 15_000 } );
		expect( answer.status ).toBe( 503 );
		expect( answer.json() ).toMatchObject( {
			code: 'error_service_unavailable',
			data: { upstream_status: 500 },
		} );
		expect( Date.now() - started ).toBeLessThan( 10_000 );
	} );

	test( 'an endless stream of keep-alive comments is cut', async () => {
		const comment = `: ${ 'z'.repeat( 60 * 1024 ) }\n`;
		const fake = await upstreamAnswering(
			async ( _incoming, response, write ) => {
				response.writeHead( 200, {
					'Content-Type': 'text/event-stream',
				} );
				await writeUntil( write, comment );
			}
		);

		const answer = await admin.query( { timeout: 15_000 } );
		expect( answer.status ).toBe( 503 );
		expect( answer.json().data.reason ).toBe( 'upstream_reply_too_large' );
		expect( fake.bytesSent() ).toBeLessThan( HUGE );
	} );

	test( 'an endless stream of answer text ends with a service error', async () => {
		const piece = 'y'.repeat( 4096 );
		const fake = await upstreamAnswering(
			async ( _incoming, response, write ) => {
				response.writeHead( 200, {
					'Content-Type': 'text/event-stream',
				} );
				await writeUntil( write, deltaFrame( piece ) );
			}
		);

		const answer = await admin.query( { timeout: 30_000 } );
		// The first pieces went out as a stream; the cut comes as its last event.
		expect( answer.status ).toBe( 200 );
		const { content, last } = readStream( answer.text );
		expect( content.length ).toBeGreaterThan( 0 );
		expect( content.length ).toBeLessThanOrEqual( 2 * MIB );
		expect( JSON.parse( last ) ).toMatchObject( {
			error: { code: 'error_service_unavailable', status: 503 },
		} );
		expect( fake.bytesSent() ).toBeLessThan( HUGE );
		expect( await admin.lastQueryMemory() ).toBeLessThan( MEMORY_CEILING );
	} );
} );
