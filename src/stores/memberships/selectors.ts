/**
 * Memberships selectors. The status-backed ones fetch the status once (resolvers.ts).
 */
import type {
	ApiState,
	MembershipsState,
	NewsletterCategories,
	Product,
	SubscriberCounts,
} from './types';

export function getProducts( state: MembershipsState ): Product[] {
	return state.products;
}

/** Products of one type (e.g. "tier" for newsletter tiers, "donation"). */
export function getProductsOfType(
	state: MembershipsState,
	type: string
): Product[] {
	return state.products.filter( ( product ) => product.type === type );
}

export function getApiState( state: MembershipsState ): ApiState {
	return state.apiState;
}

export function getConnectUrl( state: MembershipsState ): string | null {
	return state.connectUrl;
}

export function getSiteSlug( state: MembershipsState ): string {
	return state.siteSlug;
}

export function getConnectedAccountDefaultCurrency(
	state: MembershipsState
): string {
	return state.connectedAccountDefaultCurrency;
}

/** Whether payments are only recorded locally (no card payment provider configured). */
export function isTestMode( state: MembershipsState ): boolean {
	return state.testMode;
}

export function getEarningsUrl( state: MembershipsState ): string {
	return state.earningsUrl;
}

export function isStatusFetched( state: MembershipsState ): boolean {
	return state.statusFetched;
}

export function getSubscriberCounts(
	state: MembershipsState
): SubscriberCounts {
	return state.subscriberCounts;
}

export function getNewsletterCategories(
	state: MembershipsState
): NewsletterCategories {
	return state.newsletterCategories;
}

export function getNewsletterCategoriesSubscriptionsCount(
	state: MembershipsState,
	// Read by the resolver, which fetches the count for these categories.
	// eslint-disable-next-line @typescript-eslint/no-unused-vars
	_termIds?: number[]
): number {
	return state.newsletterCategoriesSubscriptionsCount;
}
