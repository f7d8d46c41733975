/**
 * AI usage state: the feature, whether a fetch is running, and the countdown of locally counted
 * requests before the next fetch.
 */
import { REQUESTS_COUNTDOWN } from './constants';
import { DEFAULT_AI_ASSISTANT_FEATURE } from './map-feature';
import { reachesLimit } from './tiers';
import type { AiAssistantFeature, AiUsageAction, AiUsageState } from './types';

export const initialState: AiUsageState = {
	feature: DEFAULT_AI_ASSISTANT_FEATURE,
	isRequesting: false,
	requestsCountdown: REQUESTS_COUNTDOWN,
};

/**
 * The feature after `count` more requests: both counts rise; it is over the limit once the count
 * reaches the limit, and then requires an upgrade if there is a next tier. Flags already set by the
 * server stay set.
 */
export function countRequests(
	feature: AiAssistantFeature,
	count: number
): AiAssistantFeature {
	const next: AiAssistantFeature = {
		...feature,
		requestsCount: feature.requestsCount + count,
		usagePeriod: {
			...feature.usagePeriod,
			requestsCount: feature.usagePeriod.requestsCount + count,
		},
	};
	const isOverLimit = feature.isOverLimit || reachesLimit( next );
	return {
		...next,
		isOverLimit,
		requireUpgrade:
			feature.requireUpgrade || ( isOverLimit && next.nextTier !== null ),
	};
}

export default function reducer(
	state: AiUsageState = initialState,
	action: AiUsageAction
): AiUsageState {
	switch ( action.type ) {
		case 'REQUEST_AI_ASSISTANT_FEATURE':
			return { ...state, isRequesting: true };
		case 'REQUEST_AI_ASSISTANT_FEATURE_FAILED':
			return { ...state, isRequesting: false };
		case 'STORE_AI_ASSISTANT_FEATURE':
			return { ...state, feature: action.feature, isRequesting: false };
		case 'INCREASE_REQUESTS_COUNT':
			return {
				...state,
				feature: countRequests( state.feature, action.count ),
				requestsCountdown: state.requestsCountdown - 1,
			};
		case 'RESET_REQUESTS_COUNTDOWN':
			return { ...state, requestsCountdown: REQUESTS_COUNTDOWN };
		case 'SET_REQUIRE_UPGRADE':
			return {
				...state,
				feature: {
					...state.feature,
					requireUpgrade: action.requireUpgrade,
				},
			};
		default:
			return state;
	}
}
