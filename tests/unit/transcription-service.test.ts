/* @jest-environment node */
/**
 * The `npm start` site's transcription service (scripts/transcription/service.mjs): it answers only
 * this start's secret, writes down real speech with the installed recogniser, refuses what is not
 * audio, and where the recogniser is missing says which packages, for the PHP side to tell the user.
 * The same service runs the offline tools' programs (scripts/transcription/tools.mjs): Hunspell and
 * Apertium, named dictionaries and directions only.
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

/** Starts a service with `config`; returns functions that call its tools routes. */
async function serveTools( config: Record< string, unknown > = {} ) {
	const server = createService( { secret: SECRET, config } );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () => resolve() )
	);
	const { port } = server.address() as AddressInfo;
	const call = async (
		method: string,
		url: string,
		body?: unknown,
		secret = SECRET
	) => {
		const response = await fetch( `http://127.0.0.1:${ port }${ url }`, {
			method,
			headers: {
				Authorization: `Bearer ${ secret }`,
				'Content-Type': 'application/json',
			},
			// A string goes as it is (to send what is not JSON).
			body:
				typeof body === 'string' || body === undefined
					? body
					: JSON.stringify( body ),
		} );
		return {
			status: response.status,
			body: ( await response.json() ) as Record< string, unknown >,
		};
	};
	return { call, close: () => server.close() };
}

describe( 'offline tools', () => {
	const hasHunspell =
		installed( 'hunspell' ) &&
		fs.existsSync( '/usr/share/hunspell/en_US.dic' );
	const hasApertium =
		installed( 'apertium' ) &&
		fs.existsSync( '/usr/share/apertium/modes/eng-spa.mode' );

	test( 'the tools routes answer only this start’s secret', async () => {
		const service = await serveTools();
		try {
			expect(
				await service.call(
					'GET',
					'/tools',
					undefined,
					'b'.repeat( 64 )
				)
			).toEqual( { status: 401, body: { error: 'unauthorized' } } );
			expect(
				(
					await service.call(
						'POST',
						'/hunspell',
						{ dictionary: 'en_US', input: '^teh\n' },
						''
					)
				).status
			).toBe( 401 );
			expect( ( await service.call( 'GET', '/hunspell' ) ).status ).toBe(
				404
			);
		} finally {
			service.close();
		}
	} );

	test( 'names of dictionaries and directions cannot be paths, and the input is capped', async () => {
		const service = await serveTools();
		try {
			for ( const dictionary of [
				'../../etc/passwd',
				'/usr/share/hunspell/en_US',
				'',
			] ) {
				expect(
					await service.call( 'POST', '/hunspell', {
						dictionary,
						input: '^teh\n',
					} )
				).toEqual( { status: 400, body: { error: 'bad_request' } } );
			}
			expect(
				await service.call( 'POST', '/apertium', 'not json' )
			).toEqual( { status: 400, body: { error: 'bad_request' } } );
			expect(
				await service.call( 'POST', '/apertium', {
					mode: 'eng-spa',
					input: 'a'.repeat( 400_001 ),
				} )
			).toEqual( { status: 413, body: { error: 'too_big' } } );
		} finally {
			service.close();
		}
	} );

	test( 'says what is not installed', async () => {
		const service = await serveTools( {
			hunspell: '/nonexistent/hunspell',
			apertium: '/nonexistent/apertium',
			dictionaryFolders: [ '/nonexistent' ],
			apertiumData: '/nonexistent',
		} );
		try {
			expect( await service.call( 'GET', '/tools' ) ).toEqual( {
				status: 200,
				body: expect.objectContaining( {
					hunspell: false,
					dictionaries: [],
					apertium: false,
					modes: [],
				} ),
			} );
			expect(
				await service.call( 'POST', '/hunspell', {
					dictionary: 'en_US',
					input: '^teh\n',
				} )
			).toEqual( {
				status: 503,
				body: { error: 'not_installed', missing: [ 'hunspell' ] },
			} );
			expect(
				await service.call( 'POST', '/apertium', {
					mode: 'eng-spa',
					input: 'The bees.',
				} )
			).toEqual( {
				status: 503,
				body: { error: 'not_installed', missing: [ 'apertium' ] },
			} );
		} finally {
			service.close();
		}
	} );

	( hasHunspell ? describe : describe.skip )( 'with Hunspell', () => {
		test( 'runs its pipe protocol with a named dictionary', async () => {
			const service = await serveTools();
			try {
				const status = await service.call( 'GET', '/tools' );
				expect( status.body.hunspell ).toBe( true );
				expect( status.body.dictionaries ).toContain( 'en_US' );
				const { status: code, body } = await service.call(
					'POST',
					'/hunspell',
					{ dictionary: 'en_US', input: '^Teh\n^bees\n' }
				);
				expect( code ).toBe( 200 );
				const lines = String( body.output ).split( '\n' );
				expect( lines[ 0 ] ).toMatch( /^@\(#\)/ );
				expect( lines[ 1 ] ).toMatch( /^& Teh \d+ \d+: .*\bThe\b/ );
				expect( lines[ 3 ] ).toBe( '*' );
				expect(
					await service.call( 'POST', '/hunspell', {
						dictionary: 'xx_XX',
						input: '^teh\n',
					} )
				).toEqual( {
					status: 503,
					body: { error: 'not_installed', missing: [ 'dictionary' ] },
				} );
			} finally {
				service.close();
			}
		} );
	} );

	( hasApertium ? describe : describe.skip )( 'with Apertium', () => {
		test( 'translates with an installed direction', async () => {
			const service = await serveTools();
			try {
				const status = await service.call( 'GET', '/tools' );
				expect( status.body.modes ).toEqual(
					expect.arrayContaining( [ 'eng-spa', 'spa-eng' ] )
				);
				const { status: code, body } = await service.call(
					'POST',
					'/apertium',
					{
						mode: 'eng-spa',
						input: 'The bees dance to show where the flowers are.\n',
					}
				);
				expect( code ).toBe( 200 );
				expect( String( body.output ) ).toMatch( /abejas/ );
				expect( String( body.output ) ).toMatch( /flores/ );
				expect(
					await service.call( 'POST', '/apertium', {
						mode: 'eng-xxx',
						input: 'The bees.',
					} )
				).toEqual( {
					status: 503,
					body: { error: 'not_installed', missing: [ 'mode' ] },
				} );
			} finally {
				service.close();
			}
		}, 30_000 );

		test( 'a run over its time limit is stopped and said so', async () => {
			// Apertium needs about a second to load its pair: 100 ms is never enough.
			const service = await serveTools( { toolTimeLimitMs: 100 } );
			try {
				expect(
					await service.call( 'POST', '/apertium', {
						mode: 'eng-spa',
						input: 'The bees dance.',
					} )
				).toEqual( { status: 503, body: { error: 'timeout' } } );
			} finally {
				service.close();
			}
		} );
	} );
} );
