/**
 * A non-streaming chat completion (spec 000 §7 AI 2–3): one POST to the completion route with
 * `stream: false`, answered with plain JSON. Used where the whole answer is needed at once, such as
 * transcription post-processing.
 */
import {
	AiClientError,
	ERROR_NETWORK,
	ERROR_RESPONSE,
	isPersonalLimitCode,
	errorCodeForStatus,
} from './errors';
import { postToAiRoute, quotaCodeOf, serverOwnError } from './post-to-ai-route';
import type { ChatMessage } from './types';

export const COMPLETION_ROUTE = 'wpcom/v2/jetpack-ai-query';

export interface ChatCompletionOptions {
	feature?: string;
	/** Sent as post_id, only when it is an integer. */
	postId?: number;
	signal?: AbortSignal;
}

interface CompletionResponse {
	choices?: Array< { message?: { role?: string; content?: unknown } } >;
}

export async function requestChatCompletion(
	messages: ChatMessage[],
	{ feature, postId, signal }: ChatCompletionOptions = {}
): Promise< string > {
	const body: Record< string, unknown > = { messages, stream: false };
	if ( feature ) {
		body.feature = feature;
	}
	if ( Number.isInteger( postId ) ) {
		body.post_id = postId;
	}

	const { response, data } = await postToAiRoute( COMPLETION_ROUTE, {
		body,
		signal,
		usage: { kind: 'completion', feature },
		// A token failure is already an AiClientError with the server's message.
		transportError: ( cause ) =>
			cause instanceof AiClientError
				? cause
				: new AiClientError( ERROR_NETWORK ),
	} );
	if ( ! response.ok ) {
		const own = serverOwnError( response.status, data );
		if ( own ) {
			throw own;
		}
		// The user's own limits (their ceiling, requests already running): the server's message
		// says what applies to them.
		const quotaCode = quotaCodeOf( data );
		if ( response.status === 429 && isPersonalLimitCode( quotaCode ) ) {
			const message = ( data as { message?: unknown } ).message;
			throw new AiClientError( quotaCode, {
				status: 429,
				...( typeof message === 'string' && message
					? { message }
					: {} ),
			} );
		}
		throw new AiClientError( errorCodeForStatus( response.status ), {
			status: response.status,
		} );
	}

	const content = ( data as CompletionResponse | undefined )?.choices?.[ 0 ]
		?.message?.content;
	if ( typeof content !== 'string' ) {
		throw new AiClientError( ERROR_RESPONSE, { status: response.status } );
	}
	return content;
}
