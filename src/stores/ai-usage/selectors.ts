/**
 * AI usage selectors. Limits and counts follow the tier rule (tiers.ts).
 */
import { createSelector } from '@wordpress/data';
import {
	effectiveRequestsCount,
	effectiveRequestsLimit,
	planType,
} from './tiers';
import type { AiAssistantFeature, AiPlanType, AiUsageState } from './types';

export interface AiUsageSummary {
	planType: AiPlanType;
	requestsCount: number;
	requestsLimit: number;
	requestsRemaining: number;
	isOverLimit: boolean;
	requireUpgrade: boolean;
	/** When the usage period restarts ('' when unknown). */
	nextStart: string;
}

/** The whole feature; its resolver fetches it once. */
export function getAiAssistantFeature(
	state: AiUsageState
): AiAssistantFeature {
	return state.feature;
}

export function getIsRequestingAiAssistantFeature(
	state: AiUsageState
): boolean {
	return state.isRequesting;
}

/** Requests counted against the limit. */
export function getRequestsCount( state: AiUsageState ): number {
	return effectiveRequestsCount( state.feature );
}

/** The limit of the current tier. */
export function getRequestsLimit( state: AiUsageState ): number {
	return effectiveRequestsLimit( state.feature );
}

export function getRequestsRemaining( state: AiUsageState ): number {
	return Math.max( 0, getRequestsLimit( state ) - getRequestsCount( state ) );
}

export function isOverLimit( state: AiUsageState ): boolean {
	return state.feature.isOverLimit;
}

export function requireUpgrade( state: AiUsageState ): boolean {
	return state.feature.requireUpgrade;
}

export function getPlanType( state: AiUsageState ): AiPlanType {
	return planType( state.feature );
}

/** Requests left before the next fetch (used by the counting thunk). */
export function getRequestsCountdown( state: AiUsageState ): number {
	return state.requestsCountdown;
}

/** Everything a usage panel shows, one object per feature value (stable for useSelect). */
export const getUsageSummary = createSelector(
	( state: AiUsageState ): AiUsageSummary => ( {
		planType: getPlanType( state ),
		requestsCount: getRequestsCount( state ),
		requestsLimit: getRequestsLimit( state ),
		requestsRemaining: getRequestsRemaining( state ),
		isOverLimit: isOverLimit( state ),
		requireUpgrade: requireUpgrade( state ),
		nextStart: state.feature.usagePeriod.nextStart,
	} ),
	( state: AiUsageState ) => [ state.feature ]
);
