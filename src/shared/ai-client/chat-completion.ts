/**
 * A non-streaming chat completion (spec 000 §7 AI 2–3): one POST to the completion route with
 * `stream: false`, answered with plain JSON. Used where the whole answer is needed at once, such as
 * transcription post-processing.
 */
import { aiRouteUrl } from './config';
import {
	AiClientError,
	ERROR_NETWORK,
	ERROR_RESPONSE,
	errorCodeForStatus,
} from './errors';
import { requestJwt } from './token';
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

function isAbort( error: unknown, signal?: AbortSignal ): boolean {
	return (
		!! signal?.aborted ||
		( error instanceof Error && error.name === 'AbortError' )
	);
}

/** The text of the first choice; failures throw an AiClientError (an abort rethrows as is). */
export async function requestChatCompletion(
	messages: ChatMessage[],
	{ feature, postId, signal }: ChatCompletionOptions = {}
): Promise< string > {
	const { token } = await requestJwt();

	const body: Record< string, unknown > = { messages, stream: false };
	if ( feature ) {
		body.feature = feature;
	}
	if ( Number.isInteger( postId ) ) {
		body.post_id = postId;
	}

	let response: Response;
	try {
		response = await fetch( aiRouteUrl( COMPLETION_ROUTE ), {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ token }`,
				'Content-Type': 'application/json',
			},
			body: JSON.stringify( body ),
			signal,
		} );
	} catch ( error ) {
		if ( isAbort( error, signal ) ) {
			throw error;
		}
		throw new AiClientError( ERROR_NETWORK );
	}

	if ( ! response.ok ) {
		throw new AiClientError( errorCodeForStatus( response.status ), {
			status: response.status,
		} );
	}

	let data: CompletionResponse;
	try {
		data = ( await response.json() ) as CompletionResponse;
	} catch ( error ) {
		if ( isAbort( error, signal ) ) {
			throw error;
		}
		throw new AiClientError( ERROR_RESPONSE, { status: response.status } );
	}

	const content = data?.choices?.[ 0 ]?.message?.content;
	if ( typeof content !== 'string' ) {
		throw new AiClientError( ERROR_RESPONSE, { status: response.status } );
	}
	return content;
}
