/**
 * Speech to text (spec 000 §7 AI 3, §8 "Transcription errors"): the audio is validated, sent as a
 * multipart form to the transcription route, and the text can then be tidied into a draft by a chat
 * request. A failed tidy-up falls back to the raw transcription.
 */
import {
	AudioValidationError,
	baseMediaType,
	validateAudioForUpload,
} from './audio-validation';
import { requestChatCompletion } from './chat-completion';
import { transcriptionErrorMessage } from './errors';
import { postToAiRoute } from './post-to-ai-route';
import { toolAttributionOf } from './suggestions-event-source';
import type { ToolAttribution } from './types';

export const TRANSCRIPTION_ROUTE = 'wpcom/v2/jetpack-ai-transcription';
export const POST_PROCESSING_FEATURE = 'voice-to-content-simple-draft';

/** A failed transcription; `code` is the server's error code when it sent one. */
export class TranscriptionError extends Error {
	readonly code?: string;

	constructor( message: string, code?: string ) {
		super( message );
		this.name = 'TranscriptionError';
		this.code = code;
	}
}

const EXTENSIONS: Record< string, string > = {
	'audio/mpeg': 'mp3',
	'audio/mp3': 'mp3',
	'audio/ogg': 'ogg',
	'audio/flac': 'flac',
	'audio/x-flac': 'flac',
	'audio/m4a': 'm4a',
	'audio/x-m4a': 'm4a',
	'audio/mp4': 'mp4',
	'audio/wav': 'wav',
	'audio/wave': 'wav',
	'audio/x-wav': 'wav',
	'audio/webm': 'webm',
};

/** The name the audio is uploaded under: `audio.<extension of its type>` (recordings: webm). */
export function audioFileName( audio: Blob ): string {
	return `audio.${ EXTENSIONS[ baseMediaType( audio.type ) ] ?? 'webm' }`;
}

function defaultError(): TranscriptionError {
	return new TranscriptionError( transcriptionErrorMessage() );
}

/** A transcription and, when an offline recogniser made it, the server's attribution. */
export interface TranscriptionResult {
	text: string;
	tool?: ToolAttribution;
}

/**
 * The text of the audio. Throws a TranscriptionError with the validation message, the message of
 * the server's error code, or the default message; an abort through `signal` rethrows as is.
 */
export async function transcribeAudio(
	audio: Blob,
	feature?: string,
	signal?: AbortSignal,
	/** A recording's duration in seconds (recorder duration / 1000); files have theirs read. */
	durationSeconds?: number
): Promise< string > {
	return (
		await transcribeAudioWithTool( audio, feature, signal, durationSeconds )
	).text;
}

/** As transcribeAudio, with the server's `jetpack_blocks_tool` attribution when it sent one. */
export async function transcribeAudioWithTool(
	audio: Blob,
	feature?: string,
	signal?: AbortSignal,
	durationSeconds?: number
): Promise< TranscriptionResult > {
	// The 25-minute, 25 MB and type limits are checked before anything is uploaded.
	try {
		await validateAudioForUpload( audio, { durationSeconds } );
	} catch ( error ) {
		if ( error instanceof AudioValidationError ) {
			throw new TranscriptionError( error.message );
		}
		throw error;
	}

	const form = new FormData();
	form.append( 'audio_file', audio, audioFileName( audio ) );
	const { response, data } = await postToAiRoute( TRANSCRIPTION_ROUTE, {
		body: form,
		query: feature ? { feature } : {},
		signal,
		usage: { kind: 'transcription', feature },
		transportError: () => defaultError(),
	} );
	if ( data === undefined ) {
		throw defaultError();
	}

	const fields = ( data ?? {} ) as {
		text?: unknown;
		code?: unknown;
		message?: unknown;
	};
	if ( ! response.ok ) {
		const code = typeof fields.code === 'string' ? fields.code : undefined;
		const message =
			typeof fields.message === 'string' ? fields.message : undefined;
		throw new TranscriptionError(
			transcriptionErrorMessage( code, message ),
			code
		);
	}
	if ( typeof fields.text !== 'string' ) {
		throw defaultError();
	}
	const tool = toolAttributionOf( data );
	return tool ? { text: fields.text, tool } : { text: fields.text };
}

/**
 * The transcription tidied into a simple draft by the provider. Never throws: on any failure the raw
 * text comes back (empty text is returned without a request). `feature` defaults to the spec's
 * post-processing feature; callers normally omit it.
 */
export async function postProcessTranscription(
	text: string,
	feature: string = POST_PROCESSING_FEATURE,
	signal?: AbortSignal
): Promise< string > {
	if ( ! text.trim() ) {
		return text;
	}
	try {
		const draft = await requestChatCompletion(
			[
				{
					role: 'jetpack-ai',
					context: { type: POST_PROCESSING_FEATURE, content: text },
				},
			],
			{ feature, signal }
		);
		return draft;
	} catch {
		return text;
	}
}
