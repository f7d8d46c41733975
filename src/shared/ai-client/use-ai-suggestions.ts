/**
 * React hook over the AI request controller: the streamed suggestion, the request state and the
 * error, with request / stop / reset actions. The stream is closed when the component unmounts.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import {
	createRequestController,
	type RequestController,
} from './request-controller';
import type {
	AiRequestError,
	AskQuestionOptions,
	FunctionCall,
	PromptProp,
	RequestSnapshot,
	RequestingState,
	ToolAttribution,
} from './types';

export interface UseAiSuggestionsOptions {
	/** The prompt `request()` uses when called without one. */
	prompt?: PromptProp;
	/** Request as soon as there is a prompt, and again whenever it changes. */
	autoRequest?: boolean;
	askQuestionOptions?: AskQuestionOptions;
	onSuggestion?: ( suggestion: string ) => void;
	onDone?: ( suggestion: string ) => void;
	onStop?: ( suggestion: string ) => void;
	onError?: ( error: AiRequestError ) => void;
	onFunctionDone?: ( call: FunctionCall ) => void;
}

export interface UseAiSuggestionsResult {
	suggestion: string;
	error: AiRequestError | undefined;
	requestingState: RequestingState;
	/** The offline tool that made the latest answer (its label is shown next to it, never saved). */
	tool: ToolAttribution | undefined;
	request: ( prompt?: PromptProp, options?: AskQuestionOptions ) => void;
	stopSuggestion: () => void;
	reset: () => void;
	/** Sends the latest prompt again with its options (offer it when `error.retryable`). */
	retry: () => void;
}

function hasPrompt( prompt: PromptProp | undefined ): prompt is PromptProp {
	return Array.isArray( prompt ) ? prompt.length > 0 : !! prompt;
}

export function useAiSuggestions(
	options: UseAiSuggestionsOptions = {}
): UseAiSuggestionsResult {
	// The latest options, read when a request starts or an event arrives (no stale callbacks).
	const latest = useRef( options );
	latest.current = options;

	const [ snapshot, setSnapshot ] = useState< RequestSnapshot >( {
		requestingState: 'init',
		suggestion: '',
	} );

	const controllerRef = useRef< RequestController | null >( null );
	if ( ! controllerRef.current ) {
		controllerRef.current = createRequestController( {
			onStateChange: setSnapshot,
			onSuggestion: ( text ) => latest.current.onSuggestion?.( text ),
			onDone: ( text ) => latest.current.onDone?.( text ),
			onStop: ( text ) => latest.current.onStop?.( text ),
			onError: ( error ) => latest.current.onError?.( error ),
			onFunctionDone: ( call ) => latest.current.onFunctionDone?.( call ),
		} );
	}
	const controller = controllerRef.current;

	const request = useCallback(
		( prompt?: PromptProp, askOptions?: AskQuestionOptions ) => {
			const chosen = prompt ?? latest.current.prompt;
			if ( ! hasPrompt( chosen ) ) {
				return;
			}
			controller.request(
				chosen,
				askOptions ?? latest.current.askQuestionOptions
			);
		},
		[ controller ]
	);
	const stopSuggestion = useCallback(
		() => controller.stop(),
		[ controller ]
	);
	const reset = useCallback( () => controller.reset(), [ controller ] );
	const retry = useCallback( () => controller.retry(), [ controller ] );

	// A prompt array is usually a new object on each render: compare by content.
	const { prompt, autoRequest } = options;
	const promptKey =
		prompt === undefined || typeof prompt === 'string'
			? prompt
			: JSON.stringify( prompt );
	useEffect( () => {
		if ( autoRequest && promptKey ) {
			request();
		}
	}, [ autoRequest, promptKey, request ] );

	useEffect( () => () => controller.close(), [ controller ] );

	return {
		suggestion: snapshot.suggestion,
		error: snapshot.error,
		requestingState: snapshot.requestingState,
		tool: snapshot.tool,
		request,
		stopSuggestion,
		reset,
		retry,
	};
}
