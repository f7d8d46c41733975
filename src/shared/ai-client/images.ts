/**
 * Image generation (spec 000 §7 AI 4, §5, §8): the prompt goes to the images route and the answer's
 * `data` items carry the images as base64 (`b64_json`). A failure carries the server's message or
 * the generic "Whoops…" text.
 */
import { __ } from '@wordpress/i18n';
import {
	AiClientError,
	ERROR_CONTEXT_TOO_LARGE,
	ERROR_MODERATION,
	ERROR_QUOTA_EXCEEDED,
	ERROR_RESPONSE,
	ERROR_SERVICE_UNAVAILABLE,
	isPersonalLimitCode,
	errorCodeForStatus,
	genericErrorMessage,
	type AiErrorCode,
} from './errors';
import { postToAiRoute, quotaCodeOf, serverOwnError } from './post-to-ai-route';

export const IMAGES_ROUTE = 'wpcom/v2/jetpack-ai/images/generations';

export interface ImageRequest {
	prompt: string;
	/** Sent as post_id, only when it is an integer. */
	postId?: number;
	signal?: AbortSignal;
}

/** What an empty prompt is replaced with. */
export function emptyImagePrompt(): string {
	return __( 'What would you like to see?', 'jetpack-blocks' );
}

const OWN_CODES: AiErrorCode[] = [
	ERROR_CONTEXT_TOO_LARGE,
	ERROR_MODERATION,
	ERROR_QUOTA_EXCEEDED,
	ERROR_SERVICE_UNAVAILABLE,
];

/** The code of a failed status: the statuses with their own handling keep it; others are responses. */
function codeForStatus( status: number ): AiErrorCode {
	const code = errorCodeForStatus( status );
	return OWN_CODES.includes( code ) ? code : ERROR_RESPONSE;
}

function failure( status?: number, serverMessage?: unknown ): AiClientError {
	const message =
		typeof serverMessage === 'string' && serverMessage
			? serverMessage
			: genericErrorMessage();
	return new AiClientError(
		status === undefined ? ERROR_RESPONSE : codeForStatus( status ),
		{ message, status }
	);
}

/** The generated images as base64 strings. */
export async function requestImages( {
	prompt,
	postId,
	signal,
}: ImageRequest ): Promise< string[] > {
	const body: Record< string, unknown > = {
		prompt: prompt.trim() ? prompt : emptyImagePrompt(),
	};
	if ( Number.isInteger( postId ) ) {
		body.post_id = postId;
	}

	const { response, data: raw } = await postToAiRoute( IMAGES_ROUTE, {
		body,
		signal,
		usage: { kind: 'image' },
		transportError: () => failure(),
	} );
	if ( raw === undefined ) {
		throw failure( response.ok ? undefined : response.status );
	}
	const data = raw as { data?: unknown; message?: unknown } | null;

	const quotaCode = quotaCodeOf( data );
	if ( response.status === 429 && isPersonalLimitCode( quotaCode ) ) {
		throw new AiClientError( quotaCode, {
			status: 429,
			message:
				typeof data?.message === 'string' && data.message
					? data.message
					: genericErrorMessage(),
		} );
	}
	if ( ! response.ok ) {
		throw (
			serverOwnError( response.status, data ) ??
			failure( response.status, data?.message )
		);
	}

	const images = Array.isArray( data?.data )
		? ( data.data as Array< { b64_json?: unknown } | null > )
				.map( ( item ) => item?.b64_json )
				.filter(
					( image ): image is string =>
						typeof image === 'string' && image !== ''
				)
		: [];
	if ( images.length === 0 ) {
		throw failure( undefined, data?.message );
	}
	return images;
}
