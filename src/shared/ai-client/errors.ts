/**
 * The AI error catalogue (spec 000 §8): codes, the HTTP statuses that map to them, and the messages
 * users see. Every failure of the AI client ends as an AiClientError carrying one of these codes.
 */
import { __, sprintf } from '@wordpress/i18n';
import { PRODUCT_NAME } from '../plugin-identity';

export const ERROR_SERVICE_UNAVAILABLE = 'error_service_unavailable';
export const ERROR_QUOTA_EXCEEDED = 'error_quota_exceeded';
export const ERROR_MODERATION = 'error_moderation';
export const ERROR_CONTEXT_TOO_LARGE = 'error_context_too_large';
export const ERROR_NETWORK = 'error_network';
export const ERROR_UNCLEAR_PROMPT = 'error_unclear_prompt';
export const ERROR_RESPONSE = 'error_response';

export type AiErrorCode =
	| typeof ERROR_SERVICE_UNAVAILABLE
	| typeof ERROR_QUOTA_EXCEEDED
	| typeof ERROR_MODERATION
	| typeof ERROR_CONTEXT_TOO_LARGE
	| typeof ERROR_NETWORK
	| typeof ERROR_UNCLEAR_PROMPT
	| typeof ERROR_RESPONSE;

export type AiErrorSeverity = 'info' | 'error';

export function genericErrorMessage(): string {
	return __(
		'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.',
		'jetpack-blocks'
	);
}

/** The user-facing message of a code (the client library's mapping: 413 has none of its own). */
export function aiErrorMessage(
	code: AiErrorCode,
	serverMessage?: string
): string {
	switch ( code ) {
		case ERROR_SERVICE_UNAVAILABLE:
			return sprintf(
				/* translators: %s: the product name. */
				__(
					'%s AI services are currently unavailable. Sorry for the inconvenience.',
					'jetpack-blocks'
				),
				PRODUCT_NAME
			);
		case ERROR_QUOTA_EXCEEDED:
			return __(
				'You have reached the limit of requests for this site.',
				'jetpack-blocks'
			);
		case ERROR_MODERATION:
			return __(
				'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
				'jetpack-blocks'
			);
		case ERROR_NETWORK:
			return __(
				'It was not possible to process your request. Mind trying again?',
				'jetpack-blocks'
			);
		case ERROR_UNCLEAR_PROMPT:
			return __(
				'Your request was unclear. Mind trying again?',
				'jetpack-blocks'
			);
		case ERROR_CONTEXT_TOO_LARGE:
		case ERROR_RESPONSE:
		default:
			return serverMessage || genericErrorMessage();
	}
}

/** The message the AI assistant block shows for a too-large context (the block maps 413 itself). */
export function contextTooLargeMessage(): string {
	return __(
		'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.',
		'jetpack-blocks'
	);
}

/** The error event a completion HTTP status raises (413, 422, 429, 503; other failures: network). */
export function errorCodeForStatus( status: number ): AiErrorCode {
	switch ( status ) {
		case 413:
			return ERROR_CONTEXT_TOO_LARGE;
		case 422:
			return ERROR_MODERATION;
		case 429:
			return ERROR_QUOTA_EXCEEDED;
		case 503:
			return ERROR_SERVICE_UNAVAILABLE;
		default:
			return ERROR_NETWORK;
	}
}

export class AiClientError extends Error {
	readonly code: AiErrorCode;
	readonly severity: AiErrorSeverity;
	readonly status?: number;

	constructor(
		code: AiErrorCode,
		options: {
			message?: string;
			severity?: AiErrorSeverity;
			status?: number;
		} = {}
	) {
		super( options.message ?? aiErrorMessage( code ) );
		this.name = 'AiClientError';
		this.code = code;
		this.severity =
			options.severity ?? ( code === ERROR_RESPONSE ? 'error' : 'info' );
		this.status = options.status;
	}
}

/** Transcription errors (spec 000 §8): known server codes and their messages. */
export function transcriptionErrorMessage(
	code?: string,
	serverMessage?: string
): string {
	switch ( code ) {
		case ERROR_QUOTA_EXCEEDED:
			return __(
				'You exceeded your current quota, please check your plan details.',
				'jetpack-blocks'
			);
		case 'jetpack_ai_missing_audio_param':
			return __(
				'The audio_file is required to perform a transcription.',
				'jetpack-blocks'
			);
		case 'jetpack_ai_service_unavailable':
			return sprintf(
				/* translators: %s: the product name. */
				__(
					'The %s AI service is temporarily unavailable.',
					'jetpack-blocks'
				),
				PRODUCT_NAME
			);
		case 'file_size_not_supported':
			return __(
				'The provided audio file is too big.',
				'jetpack-blocks'
			);
		case 'file_type_not_supported':
			return __(
				'The provided audio file type is not supported.',
				'jetpack-blocks'
			);
		case 'jetpack_ai_error':
		case undefined:
		case '':
			return __(
				'There was an error processing the transcription request.',
				'jetpack-blocks'
			);
		default:
			return (
				serverMessage ||
				__(
					'There was an error processing the transcription request.',
					'jetpack-blocks'
				)
			);
	}
}
