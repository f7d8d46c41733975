/* @jest-environment node */
/**
 * The `npm start` site's transcription service (scripts/transcription/service.mjs): it answers only
 * this start's secret, writes down real speech with the installed recogniser, refuses what is not
 * audio, and where the recogniser is missing says which packages, for the PHP side to tell the user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createService } from '../../scripts/transcription/service.mjs';
import { SENTENCES, recognisedShare, speak } from '../e2e/helpers/speech';

const SECRET = 'a'.repeat( 64 );

function installed( program: string ) {
	try {
		execFileSync( 'sh', [ '-c', `command -v ${ program }` ] );
		return true;
	} catch {
		return false;
	}
}
const canSpeak = [ 'espeak-ng', 'ffmpeg', 'pocketsphinx_continuous' ].every(
	installed
);

/** Starts a service with `config`; returns a function that POSTs to it. */
async function serve( config: Record< string, string > = {} ) {
	const server = createService( { secret: SECRET, config } );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () => resolve() )
	);
	const { port } = server.address() as AddressInfo;
	const post = async (
		body: string | Buffer,
		secret = SECRET,
		url = '/transcriptions'
	) => {
		const response = await fetch( `http://127.0.0.1:${ port }${ url }`, {
			method: 'POST',
			headers: { Authorization: `Bearer ${ secret }` },
			body: typeof body === 'string' ? body : new Uint8Array( body ),
		} );
		return {
			status: response.status,
			body: ( await response.json() ) as Record< string, unknown >,
		};
	};
	return { post, close: () => server.close() };
}

test( 'refuses a request without the secret of this start, and anything but its one route', async () => {
	const service = await serve();
	try {
		expect( await service.post( 'x', 'b'.repeat( 64 ) ) ).toEqual( {
			status: 401,
			body: { error: 'unauthorized' },
		} );
		expect( ( await service.post( 'x', '' ) ).status ).toBe( 401 );
		expect(
			( await service.post( 'x', SECRET, '/transcriptions/../x' ) ).status
		).toBe( 404 );
	} finally {
		service.close();
	}
} );

test( 'refuses to start with a short secret', () => {
	expect( () => createService( { secret: 'short' } ) ).toThrow();
} );

test( 'names the missing Debian packages when the recogniser is not installed', async () => {
	const service = await serve( {
		recogniser: '/nonexistent/pocketsphinx_continuous',
		model: '/nonexistent/model',
	} );
	try {
		expect( await service.post( 'x' ) ).toEqual( {
			status: 503,
			body: {
				error: 'not_installed',
				missing: [ 'pocketsphinx', 'pocketsphinx-en-us' ],
			},
		} );
	} finally {
		service.close();
	}
} );

( canSpeak ? describe : describe.skip )(
	'with the recogniser installed',
	() => {
		jest.setTimeout( 90_000 );

		test( 'a spoken sentence comes back as its words', async () => {
			const service = await serve();
			try {
				const sentence = SENTENCES[ 1 ]!;
				const wav = fs.readFileSync(
					speak( 'service-unit', sentence )
				);
				const { status, body } = await service.post( wav );
				expect( status ).toBe( 200 );
				expect(
					recognisedShare( sentence, String( body.text ) )
				).toBeGreaterThanOrEqual( 0.75 );
			} finally {
				service.close();
			}
		} );

		test( 'bytes that are not audio are refused as such', async () => {
			const service = await serve();
			try {
				expect( await service.post( 'not really audio' ) ).toEqual( {
					status: 422,
					body: { error: 'invalid_audio' },
				} );
			} finally {
				service.close();
			}
		} );
	}
);
