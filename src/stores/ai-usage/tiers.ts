/**
 * The tier rule (spec 000 §4, spec 002 §4 "AI usage feature"): the free tier (value 0) counts all
 * requests against requestsLimit; the unlimited tier (value 1) has the limit 999999999; any other
 * tier compares the usage period's count with the tier's limit.
 */
import {
	FREE_TIER_VALUE,
	UNLIMITED_REQUESTS_LIMIT,
	UNLIMITED_TIER_VALUE,
} from './constants';
import type { AiAssistantFeature, AiPlanType } from './types';

export function planType( feature: AiAssistantFeature ): AiPlanType {
	switch ( feature.currentTier.value ) {
		case FREE_TIER_VALUE:
			return 'free';
		case UNLIMITED_TIER_VALUE:
			return 'unlimited';
		default:
			return 'tiered';
	}
}

/** The limit the count is compared with. */
export function effectiveRequestsLimit( feature: AiAssistantFeature ): number {
	switch ( planType( feature ) ) {
		case 'free':
			return feature.requestsLimit;
		case 'unlimited':
			return UNLIMITED_REQUESTS_LIMIT;
		default:
			return feature.currentTier.limit;
	}
}

/** The count compared with the limit: the period's count on request tiers, the total otherwise. */
export function effectiveRequestsCount( feature: AiAssistantFeature ): number {
	return planType( feature ) === 'tiered'
		? feature.usagePeriod.requestsCount
		: feature.requestsCount;
}

export function reachesLimit( feature: AiAssistantFeature ): boolean {
	return (
		effectiveRequestsCount( feature ) >= effectiveRequestsLimit( feature )
	);
}
