/**
 * Types shared by the AI prompt control's pieces.
 */

/**
 * Where an AI request stands (spec 000 §4, "AI request"): init → requesting → suggesting → done, or
 * error from any of them. Kept local to the control for now; the AI client defines the same union.
 */
export type RequestingState =
	'init' | 'requesting' | 'suggesting' | 'done' | 'error';

/** Severity of a message banner. */
export type MessageSeverity = 'info' | 'warning' | 'error' | 'success';

/** True while a request is in flight: the prompt is locked and Stop replaces Generate. */
export function isBusyState( state: RequestingState ): boolean {
	return state === 'requesting' || state === 'suggesting';
}
