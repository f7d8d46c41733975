/**
 * The status is fetched the first time any status-backed value is selected, once per session;
 * counts and categories on their first selection.
 */
import {
	ensureDefaultProduct,
	fetchNewsletterCategories,
	fetchNewsletterCategoriesSubscriptionsCount,
	fetchStatus,
	fetchSubscriberCounts,
} from './actions';
import type { MembershipsThunk } from './types';

function status(): MembershipsThunk {
	return async ( { dispatch } ) => {
		await dispatch( fetchStatus() );
	};
}

/** The products, with the default one created when a connected site has none (spec 002 §4). */
function products(): MembershipsThunk {
	return async ( { dispatch } ) => {
		await dispatch( fetchStatus() );
		await dispatch( ensureDefaultProduct() );
	};
}

export const getProducts = products;
export const getProductsOfType = products;
export const getApiState = status;
export const getConnectUrl = status;
export const getSiteSlug = status;
export const getConnectedAccountDefaultCurrency = status;
export const isTestMode = status;
export const getEarningsUrl = status;

export function getSubscriberCounts(): MembershipsThunk {
	return async ( { dispatch } ) => {
		await dispatch( fetchSubscriberCounts() );
	};
}

export function getNewsletterCategories(): MembershipsThunk {
	return async ( { dispatch } ) => {
		await dispatch( fetchNewsletterCategories() );
	};
}

export function getNewsletterCategoriesSubscriptionsCount(
	termIds: number[] = []
): MembershipsThunk {
	return async ( { dispatch } ) => {
		await dispatch(
			fetchNewsletterCategoriesSubscriptionsCount( termIds )
		);
	};
}
