/**
 * The AI assistant feature as the store keeps it (spec 000 §3 "AI feature data"; spec 002 §3 "AI
 * assistant feature (usage)"), the server's kebab-case answer, and the store's actions and state.
 */

export interface AiTier {
	slug: string;
	/** 0 free, 1 unlimited, otherwise the tier's request count. */
	value: number;
	limit: number;
	readableLimit?: string;
}

export interface AiUsagePeriod {
	currentStart: string;
	nextStart: string;
	requestsCount: number;
}

export interface AiAssistantFeature {
	hasFeature: boolean;
	isOverLimit: boolean;
	requestsCount: number;
	requestsLimit: number;
	requireUpgrade: boolean;
	errorMessage?: string;
	errorCode?: string;
	upgradeType: string;
	usagePeriod: AiUsagePeriod;
	currentTier: AiTier;
	nextTier: AiTier | null;
	tierPlansEnabled: boolean;
}

export type AiPlanType = 'free' | 'tiered' | 'unlimited';

/** The server's tier and usage period (kebab-case; any field may be missing). */
export interface AiTierResponse {
	slug?: unknown;
	value?: unknown;
	limit?: unknown;
	'readable-limit'?: unknown;
}

export interface AiUsagePeriodResponse {
	'current-start'?: unknown;
	'next-start'?: unknown;
	'requests-count'?: unknown;
}

/** GET /wpcom/v2/jetpack-ai/ai-assistant-feature. */
export interface AiAssistantFeatureResponse {
	'has-feature'?: unknown;
	'is-over-limit'?: unknown;
	'requests-count'?: unknown;
	'requests-limit'?: unknown;
	'site-require-upgrade'?: unknown;
	'error-message'?: unknown;
	'error-code'?: unknown;
	'upgrade-type'?: unknown;
	'usage-period'?: AiUsagePeriodResponse | null;
	'current-tier'?: AiTierResponse | null;
	'next-tier'?: AiTierResponse | null;
	'tier-plans-enabled'?: unknown;
}

export interface AiUsageState {
	feature: AiAssistantFeature;
	isRequesting: boolean;
	/** Requests left before the feature is fetched again. */
	requestsCountdown: number;
}

export type AiUsageAction =
	| { type: 'REQUEST_AI_ASSISTANT_FEATURE' }
	| { type: 'REQUEST_AI_ASSISTANT_FEATURE_FAILED' }
	| { type: 'STORE_AI_ASSISTANT_FEATURE'; feature: AiAssistantFeature }
	| { type: 'INCREASE_REQUESTS_COUNT'; count: number }
	| { type: 'RESET_REQUESTS_COUNTDOWN' }
	| { type: 'SET_REQUIRE_UPGRADE'; requireUpgrade: boolean };

/** The selectors thunks read (bound: no state argument). */
export interface AiUsageThunkSelect {
	getRequestsCountdown: () => number;
}

/** What @wordpress/data passes to the store's thunks: dispatch takes actions and thunks. */
export interface AiUsageThunkDispatch {
	( action: AiUsageAction ): unknown;
	< R >( thunk: AiUsageThunk< R > ): R;
}

export interface AiUsageThunkArgs {
	dispatch: AiUsageThunkDispatch;
	select: AiUsageThunkSelect;
}

export type AiUsageThunk< R = Promise< void > > = (
	args: AiUsageThunkArgs
) => R;
