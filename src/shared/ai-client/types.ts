/**
 * Shapes shared by the AI client (spec 000 §3: chat message, AI request options, streamed chunk;
 * §4: the AI request states).
 */
import type { AiErrorSeverity } from './errors';

export type ChatRole = 'user' | 'assistant' | 'system' | 'jetpack-ai';

export interface ChatMessage {
	role: ChatRole;
	content?: string;
	/** Used with the provider's own role (`jetpack-ai`), e.g. for transcription post-processing. */
	context?: { type: string; content: string };
}

/** A question (sent as `question`) or a conversation (sent as `messages`). */
export type PromptProp = string | ChatMessage[];

export interface AskQuestionOptions {
	/** Sent as `post_id`, only when it is an integer (a number, or a string of digits). */
	postId?: number | string;
	/** e.g. 'ai-assistant' or 'ai-assistant-experimental'. */
	feature?: string;
	/** Adds `stream_cache=true` to the query. */
	fromCache?: boolean;
	functions?: unknown[];
	model?: string;
	/** Aborting it closes the stream (no event fires afterwards). */
	signal?: AbortSignal;
}

export type RequestingState =
	'init' | 'requesting' | 'suggesting' | 'done' | 'error';

export interface FunctionCall {
	name: string;
	arguments: string;
}

/**
 * What every error event of the stream carries, and what the request controller keeps. `code` is
 * one of the catalogue's codes, or the server's own code for an `error_response`.
 */
export interface AiRequestError {
	code: string;
	message: string;
	severity: AiErrorSeverity;
	/** The HTTP status, when the error came from one. */
	status?: number;
	/**
	 * True for network and service-unavailable errors: the same request may work again, so Retry is
	 * offered. Absent or false: the user has to change something first.
	 */
	retryable?: boolean;
}

/** One streamed chunk (`choices[0].delta`). */
export interface StreamedChunk {
	choices?: Array< {
		delta?: {
			content?: string | null;
			function_call?: { name?: string; arguments?: string };
		};
	} >;
}

/**
 * The offline tool that made an answer (the server's top-level `jetpack_blocks_tool`): shown next to
 * the result, never saved.
 */
export interface ToolAttribution {
	id: string;
	/** Translated by the server, e.g. "Spelling corrected offline with Hunspell". */
	label: string;
}

/** The request controller's state at one moment (a new object each time it changes). */
export interface RequestSnapshot {
	requestingState: RequestingState;
	/** The text received so far (kept on stop and on error). */
	suggestion: string;
	error?: AiRequestError;
	/** The prompt of the latest request. */
	prompt?: PromptProp;
	/** The offline tool that made the latest answer, when the server named one. */
	tool?: ToolAttribution;
}
