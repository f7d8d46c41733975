/**
 * Audio accepted for transcription (spec 000 §5, §9): at most 25,000,000 bytes and 1500 seconds; a
 * file picked by the user must also be of a supported audio type. Recordings (plain Blobs) skip the
 * type check: the recorder always produces audio/webm.
 */
import { __ } from '@wordpress/i18n';

export const MAX_AUDIO_SIZE_BYTES = 25000000;
export const MAX_AUDIO_DURATION_SECONDS = 1500;

/** Subtypes of `audio/` a file may have. */
export const SUPPORTED_AUDIO_SUBTYPES = [
	'mpeg',
	'mp3',
	'ogg',
	'flac',
	'x-flac',
	'm4a',
	'x-m4a',
	'mp4',
	'wav',
	'wave',
	'x-wav',
	'webm',
] as const;

export type AudioValidationResult =
	{ valid: true } | { valid: false; message: string };

/** The media type without parameters, lower case: `audio/webm;codecs=opus` → `audio/webm`. */
export function baseMediaType( type: string ): string {
	return ( type.split( ';' )[ 0 ] ?? '' ).trim().toLowerCase();
}

export function isSupportedAudioType( type: string ): boolean {
	const base = baseMediaType( type );
	if ( ! base.startsWith( 'audio/' ) ) {
		return false;
	}
	const subtype = base.slice( 'audio/'.length );
	return ( SUPPORTED_AUDIO_SUBTYPES as readonly string[] ).includes(
		subtype
	);
}

function isFile( audio: Blob ): audio is File {
	return typeof File !== 'undefined' && audio instanceof File;
}

/**
 * Checks size, then (for files) type, then duration when it is known. The first failed rule gives
 * the message.
 */
export function validateAudio(
	audio: Blob | File,
	durationSeconds?: number
): AudioValidationResult {
	if ( audio.size > MAX_AUDIO_SIZE_BYTES ) {
		return {
			valid: false,
			message: __(
				'The audio file is too large. The maximum file size is 25MB.',
				'jetpack-blocks'
			),
		};
	}
	if ( isFile( audio ) && ! isSupportedAudioType( audio.type ) ) {
		return {
			valid: false,
			message: __(
				'The audio file type is not supported. Please use a supported audio file type.',
				'jetpack-blocks'
			),
		};
	}
	if (
		typeof durationSeconds === 'number' &&
		durationSeconds > MAX_AUDIO_DURATION_SECONDS
	) {
		return {
			valid: false,
			message: __(
				'The audio file is too long. The maximum recording time is 25 minutes.',
				'jetpack-blocks'
			),
		};
	}
	return { valid: true };
}

/** The type of the recorder's audio (use-media-recording.ts), assumed for untyped blobs. */
const RECORDING_TYPE = 'audio/webm';

/** How long to wait for the browser to read the metadata before giving up. */
export const AUDIO_METADATA_TIMEOUT_MS = 10000;

// Seeking far past the end makes browsers compute the real duration of recordings whose header
// carries none (MediaRecorder's webm reports Infinity until then).
const SEEK_PAST_END = 1e101;

/**
 * The duration of an audio Blob in seconds, read from its metadata through an `<audio>` element.
 * Resolves undefined when it cannot be read (no DOM, unreadable data, or no answer in time).
 */
export function readAudioDuration(
	audio: Blob,
	timeoutMs: number = AUDIO_METADATA_TIMEOUT_MS
): Promise< number | undefined > {
	if (
		typeof document === 'undefined' ||
		typeof URL === 'undefined' ||
		typeof URL.createObjectURL !== 'function'
	) {
		return Promise.resolve( undefined );
	}

	return new Promise( ( resolve ) => {
		let url: string;
		try {
			url = URL.createObjectURL( audio );
		} catch {
			resolve( undefined );
			return;
		}
		const element = document.createElement( 'audio' );
		// A browser that cannot play the type never reports its metadata: do not wait for it.
		if (
			typeof element.canPlayType !== 'function' ||
			element.canPlayType( audio.type || RECORDING_TYPE ) === ''
		) {
			URL.revokeObjectURL( url );
			resolve( undefined );
			return;
		}
		let settled = false;

		const finish = ( duration: number | undefined ) => {
			if ( settled ) {
				return;
			}
			settled = true;
			window.clearTimeout( timer );
			element.removeEventListener( 'loadedmetadata', onMetadata );
			element.removeEventListener( 'durationchange', onDurationChange );
			element.removeEventListener( 'error', onError );
			element.removeAttribute( 'src' );
			URL.revokeObjectURL( url );
			resolve( duration );
		};

		const isUsable = ( value: number ) =>
			Number.isFinite( value ) && value >= 0;

		function onMetadata() {
			if ( isUsable( element.duration ) ) {
				finish( element.duration );
				return;
			}
			if ( element.duration === Infinity ) {
				element.addEventListener( 'durationchange', onDurationChange );
				try {
					element.currentTime = SEEK_PAST_END;
				} catch {
					finish( undefined );
				}
				return;
			}
			finish( undefined );
		}

		function onDurationChange() {
			if ( isUsable( element.duration ) ) {
				finish( element.duration );
			}
		}

		function onError() {
			finish( undefined );
		}

		const timer = window.setTimeout( () => finish( undefined ), timeoutMs );
		element.preload = 'metadata';
		element.addEventListener( 'loadedmetadata', onMetadata );
		element.addEventListener( 'error', onError );
		element.src = url;
	} );
}

/** Audio that passed validation (spec 000 §3, "Validated audio"). */
export interface ValidatedAudio {
	/** Length in seconds; 0 when the browser could not read it (the server still limits size). */
	duration: number;
	/** A file the user picked (its type was checked), rather than a recording. */
	isFile: boolean;
	/** Size in bytes. */
	size: number;
}

/** Audio refused before upload; the message is the spec's (§5). */
export class AudioValidationError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'AudioValidationError';
	}
}

export interface ValidateAudioOptions {
	/**
	 * The duration in seconds when it is already known (a recording: the recorder's duration / 1000);
	 * otherwise it is read from the audio's metadata.
	 */
	durationSeconds?: number;
	/** How long to wait for the metadata (default AUDIO_METADATA_TIMEOUT_MS). */
	timeoutMs?: number;
}

/**
 * Validates audio before it is uploaded (files and recordings alike): size, type for files, and the
 * 25-minute limit on its duration, read from the audio itself when not given. Resolves the
 * validated-audio entity; rejects with an AudioValidationError carrying the spec's message.
 *
 * @param audio                   A picked file or a recording.
 * @param options                 What is known.
 * @param options.durationSeconds The known duration in seconds (read from the audio otherwise).
 * @param options.timeoutMs       How long to wait for the metadata.
 */
export async function validateAudioForUpload(
	audio: Blob | File,
	{ durationSeconds, timeoutMs }: ValidateAudioOptions = {}
): Promise< ValidatedAudio > {
	// Size and type first: no need to read the metadata of audio refused anyway.
	const early = validateAudio( audio );
	if ( ! early.valid ) {
		throw new AudioValidationError( early.message );
	}
	const duration =
		typeof durationSeconds === 'number' &&
		Number.isFinite( durationSeconds )
			? durationSeconds
			: await readAudioDuration( audio, timeoutMs );
	const result = validateAudio( audio, duration );
	if ( ! result.valid ) {
		throw new AudioValidationError( result.message );
	}
	return {
		duration: duration ?? 0,
		isFile: isFile( audio ),
		size: audio.size,
	};
}
