/**
 * AI usage constants (spec 000 §4 "AI usage counting", §9; spec 002 §9 "AI usage").
 */
export const STORE_NAME = 'jetpack-blocks/ai-usage';

export const AI_ASSISTANT_FEATURE_PATH =
	'/wpcom/v2/jetpack-ai/ai-assistant-feature';

/** Requests a site on the free tier may make. */
export const FREE_REQUESTS_LIMIT = 20;
/** The limit the unlimited tier stands for. */
export const UNLIMITED_REQUESTS_LIMIT = 999999999;

/** Tier values: 0 is the free tier, 1 the unlimited tier; other values are request tiers. */
export const FREE_TIER_VALUE = 0;
export const UNLIMITED_TIER_VALUE = 1;
export const DEFAULT_TIER_SLUG = 'ai-assistant-tier-free';

/** Requests counted locally before the feature is fetched again. */
export const REQUESTS_COUNTDOWN = 3;
/** Delay of that refetch. */
export const REFETCH_DELAY_MS = 5000;

export const DEFAULT_UPGRADE_TYPE = 'default';
