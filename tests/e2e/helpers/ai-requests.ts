/**
 * The AI routes as the editor's client calls them (spec 000 §7 AI), for REST-level specs: a bearer
 * token from the session, completions read frame by frame, transcription uploads and usage data.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { SignedIn } from './own-site';

export const restUrl = ( path: string ) =>
	`/?rest_route=${ encodeURIComponent( path ) }`;

/** A bearer token for the signed-in user. */
export async function aiToken( user: SignedIn ): Promise< string > {
	const response = await user.context.post(
		restUrl( '/jetpack/v4/jetpack-ai-jwt' ),
		{ headers: { 'X-WP-Nonce': user.nonce } }
	);
	const body = ( await response.json() ) as { token?: string };
	if ( ! body.token ) {
		throw new Error( `no AI token: ${ JSON.stringify( body ) }` );
	}
	return body.token;
}

export interface Completion {
	status: number;
	/** Seconds from sending the request to the end of the answer. */
	seconds: number;
	/** Parsed JSON body of a non-stream answer (errors included). */
	json?: {
		code?: string;
		message?: string;
		data?: { status?: number; params?: Record< string, string > };
		choices?: Array< {
			message: { content: string; function_call?: { arguments: string } };
		} >;
	};
	/** Stream frames (the data of each event), when the answer was a stream. */
	frames: string[];
	/** Text of the stream: every delta's content, concatenated. */
	content: string;
	/** Function-call arguments of the stream, concatenated. */
	functionArguments: string;
	/** Whether the stream ended with [DONE]. */
	done: boolean;
	/** An error frame's error, when the stream failed after it started. */
	streamError?: { code: string; message: string; status: number };
}

/**
 * POSTs a completion request and reads the whole answer.
 *
 * @param api       Any request context of the site (the token alone authorizes).
 * @param token     Bearer token.
 * @param body      JSON body (messages or question, functions, stream…).
 * @param timeoutMs Give up after this long (a bounded answer never needs it).
 */
export async function complete(
	api: APIRequestContext,
	token: string,
	body: Record< string, unknown >,
	timeoutMs = 20_000
): Promise< Completion > {
	const started = Date.now();
	const response: APIResponse = await api.post(
		restUrl( '/wpcom/v2/jetpack-ai-query' ),
		{
			headers: { Authorization: `Bearer ${ token }` },
			data: body,
			timeout: timeoutMs,
		}
	);
	const text = await response.text();
	const seconds = ( Date.now() - started ) / 1000;
	const result: Completion = {
		status: response.status(),
		seconds,
		frames: [],
		content: '',
		functionArguments: '',
		done: false,
	};
	if (
		! ( response.headers()[ 'content-type' ] ?? '' ).startsWith(
			'text/event-stream'
		)
	) {
		result.json = JSON.parse( text ) as Completion[ 'json' ];
		return result;
	}
	for ( const line of text.split( '\n' ) ) {
		if ( ! line.startsWith( 'data: ' ) ) {
			continue;
		}
		const data = line.slice( 6 );
		result.frames.push( data );
		if ( data === '[DONE]' ) {
			result.done = true;
			continue;
		}
		const frame = JSON.parse( data ) as {
			choices?: Array< {
				delta: {
					content?: string;
					function_call?: { arguments?: string };
				};
			} >;
			error?: Completion[ 'streamError' ];
		};
		if ( frame.error ) {
			result.streamError = frame.error;
		}
		const delta = frame.choices?.[ 0 ]?.delta;
		result.content += delta?.content ?? '';
		result.functionArguments += delta?.function_call?.arguments ?? '';
	}
	return result;
}

/** POSTs an audio file to the transcription route. */
export async function transcribe(
	api: APIRequestContext,
	token: string,
	file: { name: string; mimeType: string; buffer: Buffer }
): Promise< { status: number; body: Record< string, unknown > } > {
	const response = await api.post(
		restUrl( '/wpcom/v2/jetpack-ai-transcription' ),
		{
			headers: { Authorization: `Bearer ${ token }` },
			multipart: { audio_file: file },
		}
	);
	return {
		status: response.status(),
		body: ( await response.json() ) as Record< string, unknown >,
	};
}

/** The site's AI usage as the editor reads it (kebab-case feature data). */
export async function aiUsage(
	user: SignedIn
): Promise< { count: number; overLimit: boolean } > {
	const response = await user.context.get(
		restUrl( '/wpcom/v2/jetpack-ai/ai-assistant-feature' ),
		{ headers: { 'X-WP-Nonce': user.nonce } }
	);
	const body = ( await response.json() ) as {
		'requests-count': number;
		'is-over-limit': boolean;
	};
	return {
		count: body[ 'requests-count' ],
		overLimit: body[ 'is-over-limit' ],
	};
}
