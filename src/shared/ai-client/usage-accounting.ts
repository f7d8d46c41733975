/**
 * Usage accounting of every AI request, whatever surface makes it (spec 000 §4 "AI usage counting").
 *
 * The two transports of the AI client call these: the completion stream (suggestions-event-source.ts)
 * and the one-shot POST of chat completions, transcriptions and images (post-to-ai-route.ts). So a
 * block, the form bar, voice-to-content or the settings playground all count without doing anything.
 *
 * A request is counted once the service has answered it: a stream at its end marker (or when the user
 * stops it mid-answer), a one-shot call on a 2xx answer. The server counts the same way (it gives a
 * request back when the call fails, even mid-stream), so quota, moderation and network failures never
 * count as used requests.
 * `error_quota_exceeded` marks the feature as requiring an upgrade, so the upgrade banner replaces a
 * retry.
 *
 * Both are reported as usage events (usage-events.ts), which the usage store listens to: the client
 * is a shared module and does not write to a store itself.
 */
import { recordEvent } from '../analytics';
import { ERROR_QUOTA_EXCEEDED } from './errors';
import { reportAiUsage, type AiRequestKind } from './usage-events';

export type { AiRequestKind } from './usage-events';

/** Analytics event of each AI request the service accepted (with the feature it was made for). */
export const AI_REQUEST_EVENT = 'jetpack_ai_request';
/** Analytics event of a press on an AI upgrade button or link. */
export const AI_UPGRADE_CLICK_EVENT = 'jetpack_ai_upgrade_button_click';
/** Analytics event of the start of a voice-to-content recording or upload. */
export const VOICE_TO_CONTENT_START_EVENT = 'jetpack_ai_voice_to_content_start';

/**
 * Counts one accepted AI request (the usage store adds it, and refetches the server's figures every
 * few requests) and records it for analytics.
 *
 * @param kind    What kind of request it was.
 * @param feature The feature it was made for, when the caller named one.
 */
export function noteAiRequest( kind: AiRequestKind, feature?: string ): void {
	reportAiUsage( { type: 'request', kind, feature } );
	recordEvent( AI_REQUEST_EVENT, {
		kind,
		...( feature ? { feature } : {} ),
	} );
}

/**
 * What a failed request changes in the usage: out of quota requires an upgrade.
 *
 * @param code The error code the request failed with.
 */
export function noteAiFailure( code: string ): void {
	if ( code === ERROR_QUOTA_EXCEEDED ) {
		reportAiUsage( { type: 'quota-exceeded' } );
	}
}

/**
 * Records a press on an upgrade button (call it from the button's onClick).
 *
 * @param placement Where the button was (e.g. 'ai-control', 'usage-panel', 'playground').
 */
export function recordAiUpgradeClick( placement: string ): void {
	recordEvent( AI_UPGRADE_CLICK_EVENT, { placement } );
}

/**
 * Records the start of voice-to-content.
 *
 * @param source 'recording' or 'upload'.
 */
export function recordVoiceToContentStart(
	source: 'recording' | 'upload'
): void {
	recordEvent( VOICE_TO_CONTENT_START_EVENT, { source } );
}
