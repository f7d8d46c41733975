/**
 * Offline transcription is real: with no provider configured, the transcription route writes down
 * spoken words with the server's speech recogniser (pocketsphinx), and where that is not installed it
 * says what to install instead of answering made-up text. The speech is made by espeak-ng.
 *
 * On a site of its own (helpers/own-site.ts): each transcription counts against the site's AI
 * requests, which the shared site's specs need.
 */
import fs from 'node:fs';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { aiToken, aiUsage, restUrl } from '../helpers/ai-requests';
import { SENTENCES, encode, recognisedShare, speak } from '../helpers/speech';

let site: OwnSite;
let token: string;
let spoken: string;

test.describe.configure( { mode: 'default' } );

test.beforeAll( async () => {
	site = await startOwnSite( 'ai-stt', [
		'e2e-recogniser-missing.php',
		'e2e-ai-without-connection.php',
	] );
	token = await aiToken( site.admin );
	// A full stop between the sentences: a pause, so the recogniser hears two utterances.
	spoken = speak( 'transcription-local', SENTENCES.join( '. ' ) + '.' );
} );

test.afterAll( async () => {
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

/** A file to upload: name, MIME type and bytes. */
interface Upload {
	name: string;
	mimeType: string;
	buffer: Buffer;
}

/**
 * POSTs an audio file to the transcription route. Not helpers/ai-requests' `transcribe`: recognition
 * takes seconds of processor time, so on a busy machine (two workers, a browser recording) it needs
 * more than the usual 10 s request timeout.
 *
 * @param file    The upload.
 * @param headers Extra request headers.
 */
async function transcribe(
	file: Upload,
	headers: Record< string, string > = {}
): Promise< { status: number; body: Record< string, unknown > } > {
	const response = await site.admin.context.post(
		restUrl( '/wpcom/v2/jetpack-ai-transcription' ),
		{
			headers: { Authorization: `Bearer ${ token }`, ...headers },
			multipart: { audio_file: file },
			timeout: 60_000,
		}
	);
	return {
		status: response.status(),
		body: ( await response.json() ) as Record< string, unknown >,
	};
}

test.describe( 'Offline transcription with the local recogniser', () => {
	test( 'a spoken WAV file comes back as its words, and counts as a request', async () => {
		const before = await aiUsage( site.admin );
		const result = await transcribe( {
			name: 'dictation.wav',
			mimeType: 'audio/wav',
			buffer: fs.readFileSync( spoken ),
		} );
		expect( result.status ).toBe( 200 );
		const text = String( result.body.text );
		for ( const sentence of SENTENCES ) {
			expect(
				recognisedShare( sentence, text ),
				`"${ sentence }" in "${ text }"`
			).toBeGreaterThanOrEqual( 0.75 );
		}
		// Nothing but the recognised words: no template sentence around them.
		expect( text ).not.toMatch( /offline|transcription|audio file/i );
		expect( ( await aiUsage( site.admin ) ).count ).toBe(
			before.count + 1
		);
	} );

	test( 'the same speech recorded as WebM/Opus, as the editor records, comes back too', async () => {
		const webm = encode( spoken, 'webm', 'libopus' );
		const result = await transcribe( {
			name: 'blob',
			mimeType: 'audio/webm;codecs=opus',
			buffer: fs.readFileSync( webm ),
		} );
		expect( result.status ).toBe( 200 );
		expect(
			recognisedShare( SENTENCES.join( ' ' ), String( result.body.text ) )
		).toBeGreaterThanOrEqual( 0.75 );
	} );

	test( 'a file that is not audio is refused as damaged, not counted', async () => {
		const before = await aiUsage( site.admin );
		const result = await transcribe( {
			name: 'note.webm',
			mimeType: 'audio/webm',
			buffer: Buffer.from( 'not really audio' ),
		} );
		expect( result.status ).toBe( 400 );
		expect( result.body.code ).toBe( 'invalid_audio_file' );
		expect( ( await aiUsage( site.admin ) ).count ).toBe( before.count );
	} );

	test( 'without the recogniser installed, a 503 says what to install, not counted', async () => {
		const before = await aiUsage( site.admin );
		const { status, body } = await transcribe(
			{
				name: 'dictation.wav',
				mimeType: 'audio/wav',
				buffer: fs.readFileSync( spoken ),
			},
			{ 'X-E2E-Recogniser': 'missing' }
		);
		expect( status ).toBe( 503 );
		expect( body.code ).toBe( 'jetpack_ai_local_recogniser_unavailable' );
		expect( body.message ).toContain( 'missing: pocketsphinx)' );
		expect( body.message ).toContain(
			'apt-get install pocketsphinx pocketsphinx-en-us ffmpeg'
		);
		expect( body.message ).toContain( 'Settings → Jetpack Blocks AI' );
		expect( body.text ).toBeUndefined();
		expect( ( await aiUsage( site.admin ) ).count ).toBe( before.count );
	} );
} );
