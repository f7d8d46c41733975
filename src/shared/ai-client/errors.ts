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
/**
 * A contributor at their own per-user ceiling (the server's 429 with this code): the server's message
 * says what applies to them, so it is shown instead of the site-quota text.
 */
export const ERROR_USER_QUOTA_EXCEEDED = 'error_user_quota_exceeded';
/**
 * The user already has as many AI requests running as one user may (the server's 429 with this
 * code): the server's message says to wait for one or stop it. Not the site's quota: no upgrade.
 */
export const ERROR_REQUEST_RUNNING = 'error_request_running';
/** The token route refused a user whose account is not connected (spec 000 §6). */
export const ERROR_NOT_CONNECTED = 'error_not_connected';
/**
 * No language model is set up on the site (the server's 503 with this code, e.g. the model was
 * removed after the page loaded): the surface shows its setup state, not an error.
 */
export const ERROR_AI_NOT_CONFIGURED = 'error_ai_not_configured';
/** The site's model service cannot do this kind of request (e.g. images): the server's message says so. */
export const ERROR_CAPABILITY_UNSUPPORTED = 'error_capability_unsupported';
/** The code the token route answers for a user who is not connected. */
export const NOT_CONNECTED_SERVER_CODE = 'jetpack_ai_user_not_connected';

export type AiErrorCode =
	| typeof ERROR_SERVICE_UNAVAILABLE
	| typeof ERROR_QUOTA_EXCEEDED
	| typeof ERROR_MODERATION
	| typeof ERROR_CONTEXT_TOO_LARGE
	| typeof ERROR_NETWORK
	| typeof ERROR_UNCLEAR_PROMPT
	| typeof ERROR_RESPONSE
	| typeof ERROR_USER_QUOTA_EXCEEDED
	| typeof ERROR_REQUEST_RUNNING
	| typeof ERROR_NOT_CONNECTED
	| typeof ERROR_AI_NOT_CONFIGURED
	| typeof ERROR_CAPABILITY_UNSUPPORTED;

/** The 429 codes about the user's own limits, not the site's quota. */
export type PersonalLimitCode =
	typeof ERROR_USER_QUOTA_EXCEEDED | typeof ERROR_REQUEST_RUNNING;

/**
 * Whether a 429's code is about the user's own limits (their ceiling of requests, or requests
 * already running): its server message is shown as given, and no upgrade is offered.
 *
 * @param code The code of the answer's body.
 */
export function isPersonalLimitCode(
	code: unknown
): code is PersonalLimitCode {
	return code === ERROR_USER_QUOTA_EXCEEDED || code === ERROR_REQUEST_RUNNING;
}

/** The text of the setup state (issue 19: no model on this site). */
export function aiNotConfiguredMessage(): string {
	return __( 'No AI model is set up for this site.', 'jetpack-blocks' );
}

/**
 * The code of a server error body that has a meaning of its own whatever the status (the 503s of a
 * site without a model or without a capability), or null.
 *
 * @param data The parsed body of the answer.
 */
export function serverOwnErrorCode(
	data: unknown
): typeof ERROR_AI_NOT_CONFIGURED | typeof ERROR_CAPABILITY_UNSUPPORTED | null {
	const record =
		data && typeof data === 'object'
			? ( data as Record< string, unknown > )
			: null;
	const nested =
		record?.error && typeof record.error === 'object'
			? ( record.error as Record< string, unknown > )
			: null;
	const code = ( nested ?? record )?.code;
	return code === ERROR_AI_NOT_CONFIGURED ||
		code === ERROR_CAPABILITY_UNSUPPORTED
		? code
		: null;
}

/**
 * Errors worth trying again as they are (spec 000 §4: Retry after network or service-unavailable
 * errors). Quota, moderation, size and connection errors need the user to change something first.
 */
export function isRetryableAiError( code: string ): boolean {
	return code === ERROR_NETWORK || code === ERROR_SERVICE_UNAVAILABLE;
}

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
		case ERROR_NOT_CONNECTED:
			return (
				serverMessage ||
				sprintf(
					/* translators: %s: the product name. */
					__(
						'Your account is not connected to %s at the moment.',
						'jetpack-blocks'
					),
					PRODUCT_NAME
				)
			);
		case ERROR_AI_NOT_CONFIGURED:
			return aiNotConfiguredMessage();
		case ERROR_REQUEST_RUNNING:
			return (
				serverMessage ||
				__(
					'An AI request of yours is already running. Wait for it to finish, or stop it, then try again.',
					'jetpack-blocks'
				)
			);
		case ERROR_CAPABILITY_UNSUPPORTED:
		case ERROR_USER_QUOTA_EXCEEDED:
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
	/** Whether trying the same request again may work (a Retry button is offered). */
	readonly retryable: boolean;

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
		this.retryable = isRetryableAiError( code );
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
