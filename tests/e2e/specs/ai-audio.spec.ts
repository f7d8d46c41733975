/**
 * Transcription uploads with a damaged WAV header are the sender's mistake: a 400 with a message,
 * never a 500, and not counted as a request. On a site of its own (helpers/own-site.ts): the sound
 * file counts against the site's AI requests, which the shared site's specs need.
 */
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { aiToken, aiUsage, transcribe } from '../helpers/ai-requests';

let site: OwnSite;
let token: string;

test.describe.configure( { mode: 'default' } );

test.beforeAll( async () => {
	site = await startOwnSite( 'ai-audio', [
		'e2e-ai-without-connection.php',
	] );
	token = await aiToken( site.admin );
} );

test.afterAll( async () => {
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

/** A RIFF/WAVE file from its chunks: [id, declared length, bytes]. */
function wav( chunks: Array< [ string, number, Buffer ] > ): Buffer {
	const body = Buffer.concat(
		chunks.map( ( [ id, length, bytes ] ) => {
			const header = Buffer.alloc( 8 );
			header.write( id, 0, 'latin1' );
			header.writeUInt32LE( length, 4 );
			return Buffer.concat( [ header, bytes ] );
		} )
	);
	const riff = Buffer.alloc( 12 );
	riff.write( 'RIFF', 0, 'latin1' );
	riff.writeUInt32LE( body.length + 4, 4 );
	riff.write( 'WAVE', 8, 'latin1' );
	return Buffer.concat( [ riff, body ] );
}

/** PCM format: one channel, 8000 Hz, 16 bits (16,000 bytes a second). */
function pcmFormat(): Buffer {
	const format = Buffer.alloc( 16 );
	format.writeUInt16LE( 1, 0 );
	format.writeUInt16LE( 1, 2 );
	format.writeUInt32LE( 8000, 4 );
	format.writeUInt32LE( 16000, 8 );
	format.writeUInt16LE( 2, 12 );
	format.writeUInt16LE( 16, 14 );
	return format;
}

test.describe( 'AI transcription of damaged WAV files', () => {
	test( 'a sound WAV file of silence is transcribed as no words', async () => {
		const file = wav( [
			[ 'fmt ', 16, pcmFormat() ],
			[ 'data', 16000, Buffer.alloc( 16000 ) ],
		] );
		const result = await transcribe( site.admin.context, token, {
			name: 'note.wav',
			mimeType: 'audio/wav',
			buffer: file,
		} );
		expect( result.status ).toBe( 200 );
		expect( result.body.text ).toBe( '' );
	} );

	const damaged: Array< [ string, Buffer ] > = [
		[
			'a zero-length fmt chunk',
			wav( [
				[ 'fmt ', 0, Buffer.alloc( 0 ) ],
				[ 'data', 16000, Buffer.alloc( 16000 ) ],
			] ),
		],
		[
			'a fmt chunk longer than the file',
			wav( [
				[ 'fmt ', 0xfffffff0, pcmFormat() ],
				[ 'data', 16000, Buffer.alloc( 16000 ) ],
			] ),
		],
		[
			'a file cut off inside its fmt chunk',
			wav( [ [ 'fmt ', 16, pcmFormat().subarray( 0, 6 ) ] ] ),
		],
		[
			'a data chunk longer than the file',
			wav( [
				[ 'fmt ', 16, pcmFormat() ],
				[ 'data', 16_000_000, Buffer.alloc( 1000 ) ],
			] ),
		],
		[
			'a format with no byte rate',
			wav( [
				[ 'fmt ', 16, Buffer.alloc( 16 ) ],
				[ 'data', 16000, Buffer.alloc( 16000 ) ],
			] ),
		],
	];
	for ( const [ what, file ] of damaged ) {
		test( `${ what } is a 400 with a message, not counted`, async () => {
			const before = await aiUsage( site.admin );
			const result = await transcribe( site.admin.context, token, {
				name: 'note.wav',
				mimeType: 'audio/wav',
				buffer: file,
			} );
			expect( result.status ).toBe( 400 );
			expect( result.body.code ).toBe( 'invalid_audio_file' );
			expect( result.body.message ).toMatch( /damaged|incomplete/ );
			expect( ( await aiUsage( site.admin ) ).count ).toBe(
				before.count
			);
		} );
	}
} );
