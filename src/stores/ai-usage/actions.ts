/**
 * AI usage actions. Fetching and counting are thunks; the rest are plain actions.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { CACHE_BUSTER_PARAM } from '../../shared/api/request';
import { AI_ASSISTANT_FEATURE_PATH, REFETCH_DELAY_MS } from './constants';
import { mapAiAssistantFeature } from './map-feature';
import type {
	AiAssistantFeature,
	AiAssistantFeatureResponse,
	AiUsageAction,
	AiUsageThunk,
} from './types';

// The fetch in flight (a newer one aborts it) and the scheduled refetch.
let inFlight: AbortController | null = null;
let refetchTimer: ReturnType< typeof setTimeout > | null = null;

export function storeAiAssistantFeature(
	feature: AiAssistantFeature
): AiUsageAction {
	return { type: 'STORE_AI_ASSISTANT_FEATURE', feature };
}

/** Out of quota marks the feature as requiring an upgrade. */
export function setRequireUpgrade( requireUpgrade: boolean ): AiUsageAction {
	return { type: 'SET_REQUIRE_UPGRADE', requireUpgrade };
}

/**
 * Fetches the feature (with the cache-buster) and stores it. isRequesting is set meanwhile; a failure is only logged. A
 * newer fetch makes an older one stale: it is aborted and its outcome ignored.
 */
export function fetchAiAssistantFeature(): AiUsageThunk {
	return async ( { dispatch } ) => {
		inFlight?.abort();
		const controller = new AbortController();
		inFlight = controller;
		dispatch( { type: 'REQUEST_AI_ASSISTANT_FEATURE' } );
		try {
			const response = await apiFetch< AiAssistantFeatureResponse >( {
				// Every GET carries the cache-buster (spec 000 §7): a cached answer would show
				// yesterday's usage.
				path: addQueryArgs( AI_ASSISTANT_FEATURE_PATH, {
					[ CACHE_BUSTER_PARAM ]: Date.now(),
				} ),
				signal: controller.signal,
			} );
			if ( ! controller.signal.aborted ) {
				dispatch(
					storeAiAssistantFeature( mapAiAssistantFeature( response ) )
				);
			}
		} catch ( error ) {
			if ( ! controller.signal.aborted ) {
				// eslint-disable-next-line no-console -- the spec: a fetch failure is only logged.
				console.warn(
					'Could not fetch the AI assistant feature.',
					error
				);
				dispatch( { type: 'REQUEST_AI_ASSISTANT_FEATURE_FAILED' } );
			}
		} finally {
			if ( inFlight === controller ) {
				inFlight = null;
			}
		}
	};
}

/**
 * Counts AI requests made in the editor (default one). Every third request schedules a refetch
 * after 5000 ms so the server's figures replace the local estimate.
 */
export function increaseRequestsCount( count: number = 1 ): AiUsageThunk {
	return async ( { dispatch, select } ) => {
		dispatch( { type: 'INCREASE_REQUESTS_COUNT', count } );
		if ( select.getRequestsCountdown() > 0 ) {
			return;
		}
		dispatch( { type: 'RESET_REQUESTS_COUNTDOWN' } );
		if ( refetchTimer !== null ) {
			clearTimeout( refetchTimer );
		}
		refetchTimer = setTimeout( () => {
			refetchTimer = null;
			void dispatch( fetchAiAssistantFeature() );
		}, REFETCH_DELAY_MS );
	};
}
