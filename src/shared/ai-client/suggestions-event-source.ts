/**
 * The completion stream (spec 000 §7 AI 2): POSTs a prompt to `wpcom/v2/jetpack-ai-query` and turns
 * the server-sent events that come back into DOM events.
 *
 * Events (each a CustomEvent):
 * - `suggestion`: detail is the whole text received so far, after new content arrived: the content
 *   frames of one network read make one event (a fast stream brings dozens per read, and listeners
 *   only ever show the latest text), always before `done` or an error;
 * - `done`: detail is the whole message, on the end marker `[DONE]`;
 * - `function_done`: detail `{ name, arguments }` when the stream built only a function call;
 * - `error_unclear_prompt`: once, when the text starts with the marker JETPACK_AI_ERROR (bold and
 *   underscore marks ignored); from then on the text is withheld (no `suggestion`, `done` has '');
 * - `error_context_too_large` (413), `error_moderation` (422), `error_quota_exceeded` (429),
 *   `error_service_unavailable` (503), `error_network` (any other non-2xx status, a connection
 *   failure, a stream that ends before `[DONE]`, a token that could not be fetched);
 * - `error_response`: a JSON error body (`{ code, message }` or `{ error: { … } }`) where a stream
 *   was expected, or as a frame of the stream;
 * - `error`: after each of the error events above, with the same detail `{ code, message, severity }`
 *   (plus `retryable`: true for network and service-unavailable errors, and `status` when known);
 * - `response_start`: once, when the first frame of the answer arrives (the request state moves to
 *   suggesting);
 * - `tool`: detail `{ id, label }`, when a frame names the offline tool that made the answer (the
 *   server's top-level `jetpack_blocks_tool`, on the first frame); kept as `tool` too.
 *
 * A 503 whose body has the code `error_ai_not_configured` (no model on the site) or
 * `error_capability_unsupported` is an `error_response` with that code and the server's message, not
 * the service-unavailable text, and is not retryable; the first also marks the page as having no
 * model (config.ts), so every surface shows its setup state.
 *
 * Usage accounting (usage-accounting.ts): a request counts as used when it is answered (`[DONE]`),
 * or when it is closed after its answer had started (the user stopped it); an error, even after
 * the answer started, does not count — as on the server, which gives failed calls back.
 *
 * A 429 whose body has the code `error_user_quota_exceeded` (a contributor at their own ceiling) or
 * `error_request_running` (the user already has as many requests running as one may) is an
 * `error_response` with the server's message, not the site-quota text. A token refused because the
 * user is not connected is an `error_response` with the code `error_not_connected`.
 *
 * A stream that stays silent (no frame) for `silenceTimeout` ms ends with a retryable `error_network`,
 * so a request never waits forever.
 *
 * A data frame that is not valid JSON is skipped. Every error but the unclear prompt ends the
 * stream. `close()` stops it at any moment; no event fires after it.
 */
import {
	fetchEventSource,
	type EventSourceMessage,
} from '@microsoft/fetch-event-source';
import { aiRouteUrl, markAiModelMissing } from './config';
import {
	AiClientError,
	ERROR_AI_NOT_CONFIGURED,
	ERROR_NETWORK,
	ERROR_QUOTA_EXCEEDED,
	ERROR_RESPONSE,
	ERROR_UNCLEAR_PROMPT,
	ERROR_REQUEST_RUNNING,
	ERROR_USER_QUOTA_EXCEEDED,
	isPersonalLimitCode,
	errorCodeForStatus,
	genericErrorMessage,
	aiErrorMessage,
	isRetryableAiError,
	serverOwnErrorCode,
	type AiErrorCode,
	type AiErrorSeverity,
} from './errors';
import { requestJwt } from './token';
import { noteAiFailure, noteAiRequest } from './usage-accounting';
import type {
	AiRequestError,
	AskQuestionOptions,
	FunctionCall,
	PromptProp,
	StreamedChunk,
	ToolAttribution,
} from './types';

export const AI_QUERY_ROUTE = 'wpcom/v2/jetpack-ai-query';
/** Stream reconnect delay (spec 000 §8, §9: 1000 ms). */
export const DEFAULT_RETRY_INTERVAL = 1000;
/**
 * How long a request may go without any frame of its answer before it fails as a (retryable) network
 * error. Generous: a local model may think for a while before its first word.
 */
export const DEFAULT_SILENCE_TIMEOUT = 90000;
export const UNCLEAR_PROMPT_MARKER = 'JETPACK_AI_ERROR';
const DONE_MARKER = '[DONE]';
const EVENT_STREAM = 'text/event-stream';

export interface SuggestionsEventMap {
	suggestion: string;
	done: string;
	function_done: FunctionCall;
	error: AiRequestError;
	error_unclear_prompt: AiRequestError;
	error_response: AiRequestError;
	error_context_too_large: AiRequestError;
	error_moderation: AiRequestError;
	error_quota_exceeded: AiRequestError;
	error_service_unavailable: AiRequestError;
	error_network: AiRequestError;
	response_start: null;
	tool: ToolAttribution;
}

export type SuggestionsEventType = keyof SuggestionsEventMap;
type ErrorEventType = Exclude<
	SuggestionsEventType,
	| 'suggestion'
	| 'done'
	| 'function_done'
	| 'error'
	| 'response_start'
	| 'tool'
>;
/** Codes with an event of their own; the others travel as `error_response`. */
type CatalogueErrorCode = Exclude<
	AiErrorCode,
	| typeof ERROR_RESPONSE
	| typeof ERROR_USER_QUOTA_EXCEEDED
	| typeof ERROR_REQUEST_RUNNING
	| 'error_not_connected'
	| 'error_ai_not_configured'
	| 'error_capability_unsupported'
>;

type FetchImplementation = (
	input: RequestInfo,
	init?: RequestInit
) => Promise< Response >;

export interface SuggestionsEventSourceOptions extends AskQuestionOptions {
	prompt: PromptProp;
	/** The bearer token, or how to get it (default: the cached site token, `requestJwt()`). */
	token?: string | ( () => Promise< string > );
	/** The fetch used for the request (default: `window.fetch`). */
	fetch?: FetchImplementation;
	/** How long to wait before retrying a retriable failure, in ms (default 1000). */
	retryInterval?: number;
	/**
	 * How many times a connection that failed before any response arrived is tried again (default 0:
	 * every failure of the error catalogue is reported at once, never retried).
	 */
	retries?: number;
	/** Fail with a retryable network error after this many ms without a frame (default 90000). */
	silenceTimeout?: number;
}

/** The JSON body of a completion request (spec 000 §3, AI query payload). */
export interface AiQueryPayload {
	post_id?: number;
	messages?: PromptProp;
	question?: PromptProp;
	feature?: string;
	functions?: unknown[];
	model?: string;
}

/** `post_id` is sent only when it is an integer. */
function integerPostId( postId: AskQuestionOptions[ 'postId' ] ) {
	if ( typeof postId === 'number' ) {
		return Number.isSafeInteger( postId ) ? postId : undefined;
	}
	if ( typeof postId === 'string' && /^-?\d+$/.test( postId.trim() ) ) {
		const value = Number( postId.trim() );
		return Number.isSafeInteger( value ) ? value : undefined;
	}
	return undefined;
}

export function buildQueryPayload(
	prompt: PromptProp,
	{ postId, feature, functions, model }: AskQuestionOptions = {}
): AiQueryPayload {
	const payload: AiQueryPayload = {};
	const id = integerPostId( postId );
	if ( id !== undefined ) {
		payload.post_id = id;
	}
	if ( Array.isArray( prompt ) ) {
		payload.messages = prompt;
	} else {
		payload.question = prompt;
	}
	if ( feature ) {
		payload.feature = feature;
	}
	if ( functions !== undefined ) {
		payload.functions = functions;
	}
	if ( model ) {
		payload.model = model;
	}
	return payload;
}

function errorDetail(
	code: AiErrorCode,
	extra: { status?: number } = {}
): AiRequestError {
	const error = new AiClientError( code, extra );
	return {
		code: error.code,
		message: error.message,
		severity: error.severity,
		retryable: error.retryable,
		...( extra.status !== undefined ? { status: extra.status } : {} ),
	};
}

/** An `error_response` detail from a JSON error body, or null when the body is not one. */
function errorResponseDetail(
	body: unknown,
	status?: number
): AiRequestError | null {
	if ( ! body || typeof body !== 'object' ) {
		return null;
	}
	const record = body as Record< string, unknown >;
	const nested =
		record.error && typeof record.error === 'object'
			? ( record.error as Record< string, unknown > )
			: null;
	const source = nested ?? record;
	const code = source.code ?? source.type;
	const message = source.message;
	if ( ! nested && typeof code !== 'string' && typeof message !== 'string' ) {
		return null;
	}
	const severity: AiErrorSeverity =
		source.severity === 'info' || source.severity === 'error'
			? source.severity
			: 'error';
	const finalCode = typeof code === 'string' && code ? code : ERROR_RESPONSE;
	return {
		code: finalCode,
		retryable: isRetryableAiError( finalCode ),
		message:
			typeof message === 'string' && message
				? message
				: genericErrorMessage(),
		severity,
		...( status !== undefined ? { status } : {} ),
	};
}

/** The offline tool a frame names (`jetpack_blocks_tool`), or null. */
export function toolAttributionOf( frame: unknown ): ToolAttribution | null {
	const tool =
		frame && typeof frame === 'object'
			? ( frame as { jetpack_blocks_tool?: unknown } ).jetpack_blocks_tool
			: undefined;
	if ( ! tool || typeof tool !== 'object' ) {
		return null;
	}
	const { id, label } = tool as { id?: unknown; label?: unknown };
	if ( typeof label !== 'string' || ! label.trim() ) {
		return null;
	}
	return { id: typeof id === 'string' ? id : '', label: label.trim() };
}

let eventConstructor: typeof CustomEvent | undefined;

/** Thrown to make fetch-event-source stop (and not retry) once an error has been reported. */
class StreamStopped extends Error {
	constructor() {
		super( 'stream stopped' );
		this.name = 'StreamStopped';
	}
}

/** Characters that may precede the unclear-prompt marker: markdown bold/underscore, whitespace. */
function isMarkerDecoration( charCode: number ): boolean {
	return (
		charCode === 42 || // *
		charCode === 95 || // _
		charCode === 32 ||
		charCode === 9 ||
		charCode === 10 ||
		charCode === 13
	);
}

export class SuggestionsEventSource extends EventTarget {
	/** The whole text received so far (withheld from events after an unclear prompt). */
	fullMessage = '';
	fullFunctionCall: FunctionCall = { name: '', arguments: '' };
	/** The offline tool that made the answer, when the server named one. */
	tool: ToolAttribution | null = null;

	private readonly controller = new AbortController();
	private readonly options: SuggestionsEventSourceOptions;
	private readonly retryInterval: number;
	private retriesLeft: number;
	private startTimer: ReturnType< typeof setTimeout > | undefined;
	private silenceTimer: ReturnType< typeof setTimeout > | undefined;
	/** When the last frame (or the request itself) was seen, for the silence timeout. */
	private lastFrameAt = 0;
	private readonly silenceTimeout: number;
	private answerStarted = false;
	/** close() was called: nothing fires any more. */
	private closed = false;
	/** The stream reached `[DONE]` or a fatal error: nothing but close() happens any more. */
	private ended = false;
	private opened = false;
	/** Whether the text so far is the unclear-prompt marker: undecided until enough has arrived. */
	private marker: 'pending' | 'clear' | 'unclear' = 'pending';
	/** Where the marker could start: past the leading decoration already scanned. */
	private markerStart = 0;
	/** New text awaits its `suggestion` event (sent once the current network read is parsed). */
	private suggestionQueued = false;
	/** A frame of the current network read was seen; the read's bookkeeping is queued. */
	private readNoted = false;
	/**
	 * Once per network read, after the parser handed over its frames (synchronously, one by one): the
	 * sign of life for the silence timeout and the read's one `suggestion` event.
	 */
	private readonly afterRead = (): void => {
		this.readNoted = false;
		this.armSilenceTimer();
		this.flushSuggestion();
	};

	constructor( options: SuggestionsEventSourceOptions ) {
		super();
		this.options = options;
		this.retryInterval = options.retryInterval ?? DEFAULT_RETRY_INTERVAL;
		this.retriesLeft = Math.max( 0, options.retries ?? 0 );
		this.silenceTimeout = options.silenceTimeout ?? DEFAULT_SILENCE_TIMEOUT;
		const { signal } = options;
		if ( signal?.aborted ) {
			this.close();
			return;
		}
		signal?.addEventListener( 'abort', () => this.close(), {
			once: true,
		} );
		// Start on a later task, so that whoever created the source can listen first.
		this.startTimer = setTimeout( () => {
			this.startTimer = undefined;
			void this.start();
		}, 0 );
	}

	/** Typed addEventListener for the detail; returns a function that removes the listener. */
	on< K extends SuggestionsEventType >(
		type: K,
		listener: ( detail: SuggestionsEventMap[ K ] ) => void
	): () => void {
		const handler = ( event: Event ) =>
			listener(
				( event as CustomEvent< SuggestionsEventMap[ K ] > ).detail
			);
		this.addEventListener( type, handler );
		return () => this.removeEventListener( type, handler );
	}

	/** Stops the request at any moment; idempotent. No event fires afterwards. */
	close(): void {
		if ( this.closed ) {
			return;
		}
		if ( this.answerStarted && ! this.ended ) {
			this.countUsage(); // stopped by the user while the answer was arriving
		}
		this.closed = true;
		this.ended = true;
		this.suggestionQueued = false;
		if ( this.startTimer !== undefined ) {
			clearTimeout( this.startTimer );
			this.startTimer = undefined;
		}
		this.clearSilenceTimer();
		this.controller.abort();
	}

	private clearSilenceTimer(): void {
		if ( this.silenceTimer !== undefined ) {
			clearTimeout( this.silenceTimer );
			this.silenceTimer = undefined;
		}
	}

	/**
	 * Notes a sign of life (the request, then each network read that brought frames): it only stamps
	 * the time; the one timer, when it fires, waits again for whatever is left of the silence.
	 */
	private armSilenceTimer(): void {
		this.lastFrameAt = Date.now();
		if (
			this.silenceTimer !== undefined ||
			this.ended ||
			! ( this.silenceTimeout > 0 )
		) {
			return;
		}
		const wait = ( ms: number ) => {
			this.silenceTimer = setTimeout( () => {
				this.silenceTimer = undefined;
				if ( this.ended ) {
					return;
				}
				const left =
					this.lastFrameAt + this.silenceTimeout - Date.now();
				if ( left > 0 ) {
					wait( left );
					return;
				}
				this.failWith( ERROR_NETWORK );
			}, ms );
		};
		wait( this.silenceTimeout );
	}

	get isClosed(): boolean {
		return this.closed;
	}

	private emit< K extends SuggestionsEventType >(
		type: K,
		detail: SuggestionsEventMap[ K ]
	): void {
		if ( ! this.closed ) {
			// One suggestion event per chunk: keep the constructor at hand (a global lookup can be
			// slow, e.g. behind Jest's global accessors).
			eventConstructor ??= CustomEvent;
			this.dispatchEvent( new eventConstructor( type, { detail } ) );
		}
	}

	/** Sends the pending `suggestion` event, if any (and nothing after close()). */
	private flushSuggestion(): void {
		if ( this.suggestionQueued ) {
			this.suggestionQueued = false;
			this.emit( 'suggestion', this.fullMessage );
		}
	}

	/** The error's own event, then the generic `error`, with the same detail. */
	private emitError( event: ErrorEventType, detail: AiRequestError ): void {
		this.emit( event, detail );
		this.emit( 'error', detail );
	}

	/** Reports a fatal error once, ends the stream and returns what to throw to stop it. */
	private fail(
		event: ErrorEventType,
		detail: AiRequestError
	): StreamStopped {
		if ( ! this.ended ) {
			// What arrived before the failure is shown before it.
			this.flushSuggestion();
			this.ended = true;
			this.clearSilenceTimer();
			noteAiFailure( detail.code );
			if ( detail.code === ERROR_AI_NOT_CONFIGURED ) {
				markAiModelMissing();
			}
			this.emitError( event, detail );
			this.controller.abort();
		}
		return new StreamStopped();
	}

	/** Reports a catalogue error (the event is named after its code). */
	private failWith(
		code: CatalogueErrorCode,
		status?: number
	): StreamStopped {
		return this.fail(
			code,
			errorDetail( code, status !== undefined ? { status } : {} )
		);
	}

	private async start(): Promise< void > {
		const { token = defaultToken, prompt, fromCache } = this.options;
		this.armSilenceTimer();
		let bearer: string;
		try {
			bearer = typeof token === 'function' ? await token() : token;
		} catch ( error ) {
			if (
				error instanceof AiClientError &&
				error.code !== ERROR_NETWORK
			) {
				// e.g. not connected: the user has something to do, which the message says.
				this.fail( ERROR_RESPONSE, {
					code: error.code,
					message: error.message,
					severity: error.severity,
					retryable: error.retryable,
					...( error.status !== undefined
						? { status: error.status }
						: {} ),
				} );
				return;
			}
			this.failWith( ERROR_NETWORK );
			return;
		}
		if ( this.ended ) {
			return;
		}
		const url = aiRouteUrl(
			AI_QUERY_ROUTE,
			fromCache ? { stream_cache: 'true' } : {}
		);
		const fetchImplementation: FetchImplementation =
			this.options.fetch ??
			( ( input, init ) => window.fetch( input, init ) );
		fetchEventSource( url, {
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ bearer }`,
				'Content-Type': 'application/json',
				// Lower case: fetch-event-source adds its own `accept` unless this key is set.
				accept: EVENT_STREAM,
			},
			body: JSON.stringify( buildQueryPayload( prompt, this.options ) ),
			signal: this.controller.signal,
			// The stream stays open when the tab is hidden (spec 000 §7).
			openWhenHidden: true,
			// The library only ever calls fetch( url string, init ).
			fetch: fetchImplementation as typeof fetch,
			onopen: ( response ) => this.handleOpen( response ),
			onmessage: ( message ) => this.handleMessage( message ),
			onclose: () => {
				if ( ! this.ended ) {
					// The body ended before [DONE]: a cut stream.
					throw this.failWith( ERROR_NETWORK );
				}
			},
			onerror: ( error: unknown ) => this.handleError( error ),
		} ).catch( () => {
			// Every failure was reported as an event before the library gave up.
		} );
	}

	private async handleOpen( response: Response ): Promise< void > {
		if ( this.ended ) {
			throw new StreamStopped();
		}
		const type = response.headers.get( 'content-type' ) ?? '';
		if ( response.ok && type.startsWith( EVENT_STREAM ) ) {
			this.opened = true;
			return;
		}
		if ( response.status === 429 ) {
			// The site's quota, or a contributor's own ceiling with the server's message.
			let body: unknown = null;
			try {
				body = JSON.parse( await response.text() );
			} catch {
				// Not JSON: the site's quota.
			}
			const detail = errorResponseDetail( body, 429 );
			if ( isPersonalLimitCode( detail?.code ) ) {
				throw this.fail( ERROR_RESPONSE, {
					...detail,
					severity: 'info',
					retryable: false,
				} );
			}
			throw this.failWith( ERROR_QUOTA_EXCEEDED, 429 );
		}
		if ( response.status === 503 ) {
			// No model here, or the model service cannot do this: the server's code says which.
			let body: unknown = null;
			try {
				body = JSON.parse( await response.text() );
			} catch {
				// Not JSON: the service is unavailable.
			}
			const own = serverOwnErrorCode( body );
			if ( own ) {
				const detail = errorResponseDetail( body, 503 );
				throw this.fail( ERROR_RESPONSE, {
					code: own,
					message:
						own === ERROR_AI_NOT_CONFIGURED
							? aiErrorMessage( own )
							: ( detail?.message ?? aiErrorMessage( own ) ),
					severity: 'info',
					retryable: false,
					status: 503,
				} );
			}
		}
		if ( ! response.ok ) {
			throw this.failWith(
				errorCodeForStatus( response.status ) as CatalogueErrorCode,
				response.status
			);
		}
		// A 2xx answer that is not a stream: a JSON error body, or something unusable.
		let body: unknown = null;
		try {
			body = JSON.parse( await response.text() );
		} catch {
			// Not JSON.
		}
		const failure = errorResponseDetail( body, response.status );
		throw failure
			? this.fail( ERROR_RESPONSE, failure )
			: this.failWith( ERROR_NETWORK, response.status );
	}

	private handleError( error: unknown ): number {
		if ( error instanceof StreamStopped || this.ended ) {
			throw error instanceof StreamStopped ? error : new StreamStopped();
		}
		if ( ! this.opened && this.retriesLeft > 0 ) {
			this.retriesLeft -= 1;
			return this.retryInterval;
		}
		throw this.failWith( ERROR_NETWORK );
	}

	private handleMessage( message: EventSourceMessage ): void {
		if ( this.ended ) {
			return;
		}
		const { data } = message;
		if ( ! data ) {
			return;
		}
		if ( ! this.readNoted ) {
			this.readNoted = true;
			queueMicrotask( this.afterRead );
		}
		if (
			data.length <= DONE_MARKER.length + 4 &&
			data.trim() === DONE_MARKER
		) {
			this.finish();
			return;
		}
		let parsed: StreamedChunk;
		try {
			parsed = JSON.parse( data ) as StreamedChunk;
		} catch {
			return; // A malformed frame is skipped.
		}
		if ( ! parsed || typeof parsed !== 'object' ) {
			return;
		}
		if ( ! Array.isArray( parsed.choices ) ) {
			const failure = errorResponseDetail( parsed );
			if ( failure ) {
				throw this.fail( ERROR_RESPONSE, failure );
			}
			return;
		}
		if ( ! this.answerStarted ) {
			this.answerStarted = true;
			this.emit( 'response_start', null );
			if ( this.closed ) {
				return; // closed by a listener
			}
		}
		if ( this.tool === null ) {
			const tool = toolAttributionOf( parsed );
			if ( tool ) {
				this.tool = tool;
				this.emit( 'tool', tool );
			}
		}
		const delta = parsed.choices[ 0 ]?.delta;
		if ( ! delta ) {
			return;
		}
		const functionCall = delta.function_call;
		if ( functionCall ) {
			if ( typeof functionCall.name === 'string' ) {
				this.fullFunctionCall.name += functionCall.name;
			}
			if ( typeof functionCall.arguments === 'string' ) {
				this.fullFunctionCall.arguments += functionCall.arguments;
			}
		}
		if ( typeof delta.content === 'string' && delta.content !== '' ) {
			this.fullMessage += delta.content;
			if ( this.marker === 'pending' ) {
				this.checkMarker();
			}
			if ( this.marker === 'clear' ) {
				this.suggestionQueued = true; // sent by afterRead
			}
		}
	}

	/**
	 * Decides whether the text starts with the unclear-prompt marker, looking only at the characters
	 * that arrived since the last look (so a long answer is never re-scanned).
	 */
	private checkMarker(): void {
		const text = this.fullMessage;
		let start = this.markerStart;
		while (
			start < text.length &&
			isMarkerDecoration( text.charCodeAt( start ) )
		) {
			start += 1;
		}
		this.markerStart = start;
		const available = Math.min(
			text.length - start,
			UNCLEAR_PROMPT_MARKER.length
		);
		if ( available === 0 ) {
			return;
		}
		if (
			text.slice( start, start + available ) !==
			UNCLEAR_PROMPT_MARKER.slice( 0, available )
		) {
			this.marker = 'clear';
		} else if ( available === UNCLEAR_PROMPT_MARKER.length ) {
			this.marker = 'unclear';
			this.emitError(
				ERROR_UNCLEAR_PROMPT,
				errorDetail( ERROR_UNCLEAR_PROMPT )
			);
		}
	}

	private countUsage(): void {
		noteAiRequest( 'completion', this.options.feature );
	}

	private finish(): void {
		this.flushSuggestion();
		this.ended = true;
		this.clearSilenceTimer();
		this.countUsage();
		const { name } = this.fullFunctionCall;
		if ( name && this.fullMessage.trim() === '' ) {
			this.emit( 'function_done', { ...this.fullFunctionCall } );
		} else {
			this.emit(
				'done',
				this.marker === 'unclear' ? '' : this.fullMessage
			);
		}
		// Release the connection: nothing after [DONE] matters.
		this.controller.abort();
	}
}

async function defaultToken(): Promise< string > {
	return ( await requestJwt() ).token;
}
