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
