/**
 * The server's kebab-case feature answer → the store's camelCase model. Every field may be missing
 * or of the wrong type; those take the defaults (free tier: slug ai-assistant-tier-free, value 0,
 * limit 20).
 */
import {
	DEFAULT_TIER_SLUG,
	DEFAULT_UPGRADE_TYPE,
	FREE_REQUESTS_LIMIT,
	FREE_TIER_VALUE,
} from './constants';
import type {
	AiAssistantFeature,
	AiAssistantFeatureResponse,
	AiTier,
	AiTierResponse,
	AiUsagePeriod,
	AiUsagePeriodResponse,
} from './types';

function toBoolean( value: unknown, fallback: boolean ): boolean {
	if ( typeof value === 'boolean' ) {
		return value;
	}
	// PHP may encode flags as 0 / 1.
	return typeof value === 'number' ? value !== 0 : fallback;
}

function toNumber( value: unknown, fallback: number ): number {
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return value;
	}
	if ( typeof value === 'string' && value.trim() !== '' ) {
		const parsed = Number( value );
		return Number.isFinite( parsed ) ? parsed : fallback;
	}
	return fallback;
}

function toOptionalString( value: unknown ): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

export function defaultTier(): AiTier {
	return {
		slug: DEFAULT_TIER_SLUG,
		value: FREE_TIER_VALUE,
		limit: FREE_REQUESTS_LIMIT,
	};
}

export function mapTier( tier: AiTierResponse, fallback: AiTier ): AiTier {
	const mapped: AiTier = {
		slug: toOptionalString( tier.slug ) ?? fallback.slug,
		value: toNumber( tier.value, fallback.value ),
		limit: toNumber( tier.limit, fallback.limit ),
	};
	const readableLimit =
		typeof tier[ 'readable-limit' ] === 'number'
			? String( tier[ 'readable-limit' ] )
			: toOptionalString( tier[ 'readable-limit' ] );
	if ( readableLimit !== undefined ) {
		mapped.readableLimit = readableLimit;
	}
	return mapped;
}

export function mapUsagePeriod( period: unknown ): AiUsagePeriod {
	const fields: AiUsagePeriodResponse = isObject( period ) ? period : {};
	return {
		currentStart: toOptionalString( fields[ 'current-start' ] ) ?? '',
		nextStart: toOptionalString( fields[ 'next-start' ] ) ?? '',
		requestsCount: toNumber( fields[ 'requests-count' ], 0 ),
	};
}

export function mapAiAssistantFeature(
	response?: AiAssistantFeatureResponse | null
): AiAssistantFeature {
	const data: AiAssistantFeatureResponse = isObject( response )
		? response
		: {};
	const currentTier = isObject( data[ 'current-tier' ] )
		? mapTier( data[ 'current-tier' ], defaultTier() )
		: defaultTier();
	const nextTier = isObject( data[ 'next-tier' ] )
		? mapTier( data[ 'next-tier' ], {
				slug: '',
				value: 0,
				limit: 0,
			} )
		: null;

	const feature: AiAssistantFeature = {
		hasFeature: toBoolean( data[ 'has-feature' ], false ),
		isOverLimit: toBoolean( data[ 'is-over-limit' ], false ),
		requestsCount: toNumber( data[ 'requests-count' ], 0 ),
		requestsLimit: toNumber(
			data[ 'requests-limit' ],
			FREE_REQUESTS_LIMIT
		),
		requireUpgrade: toBoolean( data[ 'site-require-upgrade' ], false ),
		upgradeType:
			toOptionalString( data[ 'upgrade-type' ] ) ?? DEFAULT_UPGRADE_TYPE,
		usagePeriod: mapUsagePeriod( data[ 'usage-period' ] ),
		currentTier,
		nextTier,
		tierPlansEnabled: toBoolean( data[ 'tier-plans-enabled' ], false ),
	};
	const errorMessage = toOptionalString( data[ 'error-message' ] );
	const errorCode = toOptionalString( data[ 'error-code' ] );
	if ( errorMessage !== undefined ) {
		feature.errorMessage = errorMessage;
	}
	if ( errorCode !== undefined ) {
		feature.errorCode = errorCode;
	}
	return feature;
}

/** The feature before the first fetch. */
export const DEFAULT_AI_ASSISTANT_FEATURE: AiAssistantFeature =
	mapAiAssistantFeature( null );
