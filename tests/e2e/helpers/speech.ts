/**
 * Spoken test audio, made on the spot by Debian's `espeak-ng` (installed for the browser suite by
 * scripts/system-deps.mjs), and a check of how much of it a transcription got back.
 *
 * The voice is espeak-ng's Klatt synthesiser ("en-us+klatt2") at 160 words a minute: pocketsphinx's
 * US English model, trained on human voices, recognises it far better than espeak-ng's default voice.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const FOLDER = path.resolve( __dirname, '../../../test-results/speech' );

/** A sentence each recognised word for word in tests (see `recognisedShare`). */
export const SENTENCES = [
	'hello world this is a test',
	'one two three four five six seven eight nine ten',
];

/**
 * A WAV file (mono, 16 bit; espeak-ng's 22,050 Hz unless `sampleRate` is given) of `text` spoken,
 * at a path named after `name`.
 *
 * @param name       Short file name without extension.
 * @param text       What to say; a full stop makes a pause.
 * @param sampleRate Samples per second wanted, e.g. 48000 for a fake microphone.
 */
export function speak(
	name: string,
	text: string,
	sampleRate?: number
): string {
	fs.mkdirSync( FOLDER, { recursive: true } );
	const file = path.join( FOLDER, `${ name }.wav` );
	const spoken = sampleRate
		? path.join( FOLDER, `${ name }-espeak.wav` )
		: file;
	execFileSync(
		'espeak-ng',
		[ '-v', 'en-us+klatt2', '-s', '160', '-w', spoken, text ],
		{ timeout: 30_000 }
	);
	if ( sampleRate ) {
		execFileSync(
			'ffmpeg',
			[
				'-v',
				'error',
				'-y',
				'-i',
				spoken,
				'-ar',
				String( sampleRate ),
				'-c:a',
				'pcm_s16le',
				file,
			],
			{ timeout: 30_000 }
		);
	}
	return file;
}

/**
 * `wav` re-encoded by ffmpeg in another container and codec, as browsers record (e.g. `webm`
 * with Opus).
 *
 * @param wav       WAV file.
 * @param extension Output extension, which picks the container.
 * @param codec     ffmpeg audio codec name.
 */
export function encode(
	wav: string,
	extension: string,
	codec: string
): string {
	const file = wav.replace( /\.wav$/, `.${ extension }` );
	execFileSync(
		'ffmpeg',
		[ '-v', 'error', '-y', '-i', wav, '-c:a', codec, file ],
		{ timeout: 30_000 }
	);
	return file;
}

/** The words of a text, lower case, without punctuation. */
export function words( text: string ): string[] {
	return text
		.toLowerCase()
		.split( /[^a-z0-9']+/ )
		.filter( Boolean );
}

/**
 * The share (0 to 1) of the expected words, in order, that the transcription has: the longest
 * common subsequence of the two word lists over the expected count. A recogniser that hears
 * "want" for "one" still scores on the rest; made-up text scores near 0.
 *
 * @param expected What was said.
 * @param heard    What came back.
 */
export function recognisedShare( expected: string, heard: string ): number {
	const a = words( expected );
	const b = words( heard );
	// One row of the dynamic-programming table at a time: previous[ j ] is the answer for the
	// expected words so far and the first j heard words.
	let previous = new Array< number >( b.length + 1 ).fill( 0 );
	for ( const word of a ) {
		const row = [ 0 ];
		b.forEach( ( other, j ) => {
			row.push(
				word === other
					? ( previous[ j ] ?? 0 ) + 1
					: Math.max( previous[ j + 1 ] ?? 0, row[ j ] ?? 0 )
			);
		} );
		previous = row;
	}
	return a.length ? ( previous[ b.length ] ?? 0 ) / a.length : 0;
}
