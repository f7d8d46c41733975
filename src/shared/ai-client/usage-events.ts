/**
 * What the AI client reports about usage: each request the service accepted, and each refusal for an
 * exhausted site quota. The client reports; whoever keeps the count listens (the usage store,
 * src/stores/ai-usage, subscribes when it is registered).
 *
 * The client is a shared module and must not depend on a store, so the count is not written from
 * here. This file imports nothing, so a store can listen without loading the client with it.
 */

export type AiRequestKind = 'completion' | 'transcription' | 'image';

export type AiUsageEvent =
	/** The service answered a request: it counts as used. */
	| { type: 'request'; kind: AiRequestKind; feature?: string }
	/** A request was refused because the site is out of quota: an upgrade is required. */
	| { type: 'quota-exceeded' };

export type AiUsageListener = ( event: AiUsageEvent ) => void;

const listeners = new Set< AiUsageListener >();

/**
 * Calls `listener` with every usage event from now on.
 *
 * @param listener Called synchronously, as the client reports the event.
 * @return A function that stops listening.
 */
export function onAiUsage( listener: AiUsageListener ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * Tells every listener about a usage event (the client's transports call this, through
 * usage-accounting.ts).
 *
 * @param event What happened.
 */
export function reportAiUsage( event: AiUsageEvent ): void {
	for ( const listener of listeners ) {
		listener( event );
	}
}
