/**
 * The AI request state machine (spec 000 §4, AI request), free of any UI framework:
 *
 *   init → requesting (request) → suggesting (the answer starts arriving) → done (done event, or stop: the
 *   text received so far is kept) | error (any error event).
 *
 * On an error the stream is closed, the state becomes `error`, the error callback is called, and
 * the text received so far and the prompt are kept. `reset()` returns to `init` and clears the
 * suggestion and the error. A new request closes the running one first; its late events are ignored.
 */
import { askQuestion } from './ask-question';
import { ERROR_NETWORK, aiErrorMessage } from './errors';
import type { SuggestionsEventSource } from './suggestions-event-source';
import type {
	AiRequestError,
	AskQuestionOptions,
	FunctionCall,
	PromptProp,
	RequestSnapshot,
} from './types';

export interface RequestControllerCallbacks {
	/** Called with the new snapshot whenever it changes: state, suggestion text or error. */
	onStateChange: ( snapshot: RequestSnapshot ) => void;
	onSuggestion?: ( suggestion: string ) => void;
	onDone?: ( suggestion: string ) => void;
	onError?: ( error: AiRequestError ) => void;
	onFunctionDone?: ( call: FunctionCall ) => void;
	/** Called when stop() ends a running request, with the text received so far. */
	onStop?: ( suggestion: string ) => void;
}

export interface RequestController {
	request: ( prompt: PromptProp, options?: AskQuestionOptions ) => void;
	/**
	 * Sends the latest prompt again with the same options (the Retry of a retryable error); does
	 * nothing before the first request.
	 */
	retry: () => void;
	/** Ends a running request; the state becomes `done` with the text received so far. */
	stop: () => void;
	/** Closes any request and returns to `init` with no suggestion and no error. */
	reset: () => void;
	/** Closes any request without changing the state or calling back (e.g. on unmount). */
	close: () => void;
	getSnapshot: () => RequestSnapshot;
}

const INITIAL: RequestSnapshot = { requestingState: 'init', suggestion: '' };

export function createRequestController(
	callbacks: RequestControllerCallbacks
): RequestController {
	let snapshot: RequestSnapshot = INITIAL;
	let source: SuggestionsEventSource | null = null;
	/** Identifies the current request: events of an older one are ignored. */
	let generation = 0;
	/** The options of the latest request, for retry(). */
	let lastOptions: AskQuestionOptions = {};

	const update = ( next: Partial< RequestSnapshot > ) => {
		snapshot = { ...snapshot, ...next };
		callbacks.onStateChange( snapshot );
	};

	const closeCurrent = () => {
		generation += 1;
		source?.close();
		source = null;
	};

	const isRunning = () =>
		snapshot.requestingState === 'requesting' ||
		snapshot.requestingState === 'suggesting';

	const fail = ( error: AiRequestError ) => {
		closeCurrent();
		update( { requestingState: 'error', error } );
		callbacks.onError?.( error );
	};

	const listen = ( stream: SuggestionsEventSource, id: number ) => {
		const current = () => id === generation;
		// "Sending your request…" ends as soon as the answer starts arriving, even before any text
		// can be shown (a function call, or text still being checked for the unclear-prompt marker).
		stream.on( 'response_start', () => {
			if ( current() && snapshot.requestingState === 'requesting' ) {
				update( { requestingState: 'suggesting' } );
			}
		} );
		stream.on( 'tool', ( tool ) => {
			if ( current() ) {
				update( { tool } );
			}
		} );
		stream.on( 'suggestion', ( text ) => {
			if ( ! current() ) {
				return;
			}
			update( { requestingState: 'suggesting', suggestion: text } );
			callbacks.onSuggestion?.( text );
		} );
		stream.on( 'done', ( text ) => {
			if ( ! current() ) {
				return;
			}
			closeCurrent();
			update( { requestingState: 'done', suggestion: text } );
			callbacks.onDone?.( text );
		} );
		stream.on( 'function_done', ( call ) => {
			if ( ! current() ) {
				return;
			}
			closeCurrent();
			update( { requestingState: 'done' } );
			callbacks.onFunctionDone?.( call );
		} );
		// Every error event is followed by the generic one, with the same detail.
		stream.on( 'error', ( error ) => {
			if ( current() ) {
				fail( error );
			}
		} );
	};

	const controller: RequestController = {
		request( prompt, options = {} ) {
			lastOptions = options;
			closeCurrent();
			const id = generation;
			snapshot = {
				requestingState: 'requesting',
				suggestion: '',
				prompt,
			};
			callbacks.onStateChange( snapshot );
			askQuestion( prompt, options ).then(
				( stream ) => {
					if ( id !== generation ) {
						stream.close(); // stopped, reset or replaced meanwhile
						return;
					}
					source = stream;
					listen( stream, id );
				},
				() => {
					// askQuestion reports failures as events; this only guards against the unexpected.
					if ( id === generation ) {
						fail( {
							code: ERROR_NETWORK,
							message: aiErrorMessage( ERROR_NETWORK ),
							severity: 'info',
						} );
					}
				}
			);
		},
		retry() {
			if ( snapshot.prompt !== undefined ) {
				controller.request( snapshot.prompt, lastOptions );
			}
		},
		stop() {
			if ( ! isRunning() ) {
				return;
			}
			closeCurrent();
			update( { requestingState: 'done' } );
			callbacks.onStop?.( snapshot.suggestion );
		},
		reset() {
			closeCurrent();
			snapshot = {
				requestingState: 'init',
				suggestion: '',
				...( snapshot.prompt !== undefined
					? { prompt: snapshot.prompt }
					: {} ),
			};
			callbacks.onStateChange( snapshot );
		},
		close: closeCurrent,
		getSnapshot: () => snapshot,
	};
	return controller;
}
