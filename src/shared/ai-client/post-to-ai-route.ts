/**
 * One POST to an AI route with the bearer token — the transport shared by the non-streaming requests
 * (chat completion, transcription, images). It answers the response and its JSON (undefined when the
 * body is not JSON); an abort through `signal` is rethrown as is; any other failure to get a token or
 * a response is the caller's own transport error, so each request keeps its own error catalogue.
 */
import { aiRouteUrl, markAiModelMissing } from './config';
import {
	AiClientError,
	ERROR_AI_NOT_CONFIGURED,
	ERROR_QUOTA_EXCEEDED,
	isPersonalLimitCode,
	aiErrorMessage,
	serverOwnErrorCode,
} from './errors';
import { requestJwt } from './token';
import {
	noteAiFailure,
	noteAiRequest,
	type AiRequestKind,
} from './usage-accounting';

export function isAbort( error: unknown, signal?: AbortSignal ): boolean {
	return (
		!! signal?.aborted ||
		( error instanceof Error && error.name === 'AbortError' )
	);
}

export interface AiRoutePost {
	/** A JSON-serialisable object, or FormData for multipart uploads. */
	body: Record< string, unknown > | FormData;
	query?: Record< string, string >;
	signal?: AbortSignal;
	/** The error thrown when no token or no response could be had (given what went wrong). */
	transportError: ( cause: unknown ) => Error;
	/** How the request is counted as AI usage (usage-accounting.ts); omitted: not counted. */
	usage?: { kind: AiRequestKind; feature?: string };
}

/**
 * The quota code of a 429: the server's code of the user's own limits when it sent one (their
 * ceiling, or requests already running), else the site's quota.
 *
 * @param data The parsed body of the answer.
 */
export function quotaCodeOf( data: unknown ): string {
	const code = ( data as { code?: unknown } | null | undefined )?.code;
	return isPersonalLimitCode( code ) ? code : ERROR_QUOTA_EXCEEDED;
}

/**
 * The error of a failed answer whose code means something whatever the route (no model on the site,
 * a capability the model service lacks), or null. The first also marks the page as having no model.
 *
 * @param status The HTTP status.
 * @param data   The parsed body of the answer.
 */
export function serverOwnError(
	status: number,
	data: unknown
): AiClientError | null {
	const code = serverOwnErrorCode( data );
	if ( ! code ) {
		return null;
	}
	if ( code === ERROR_AI_NOT_CONFIGURED ) {
		markAiModelMissing();
		return new AiClientError( code, { status } );
	}
	const message = ( data as { message?: unknown } ).message;
	return new AiClientError( code, {
		status,
		message:
			typeof message === 'string' && message
				? message
				: aiErrorMessage( code ),
	} );
}

export async function postToAiRoute(
	route: string,
	{ body, query = {}, signal, transportError, usage }: AiRoutePost
): Promise< { response: Response; data: unknown } > {
	let response: Response;
	try {
		const { token } = await requestJwt();
		const isForm = body instanceof FormData;
		response = await fetch( aiRouteUrl( route, query ), {
			method: 'POST',
			headers: isForm
				? { Authorization: `Bearer ${ token }` }
				: {
						Authorization: `Bearer ${ token }`,
						'Content-Type': 'application/json',
					},
			body: isForm ? body : JSON.stringify( body ),
			signal,
		} );
	} catch ( error ) {
		if ( isAbort( error, signal ) ) {
			throw error;
		}
		throw transportError( error );
	}

	let data: unknown;
	try {
		data = await response.json();
	} catch ( error ) {
		if ( isAbort( error, signal ) ) {
			throw error;
		}
		data = undefined;
	}
	if ( usage ) {
		if ( response.ok ) {
			noteAiRequest( usage.kind, usage.feature );
		} else if ( response.status === 429 ) {
			noteAiFailure( quotaCodeOf( data ) );
		}
	}
	return { response, data };
}
