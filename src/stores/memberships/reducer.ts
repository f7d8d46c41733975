/**
 * Memberships state (spec 002 §3): apiState starts loading; the status answer sets it to
 * connected or error.
 */
import { API_STATE_ERROR, API_STATE_LOADING } from './constants';
import type { MembershipsAction, MembershipsState } from './types';

export const initialState: MembershipsState = {
	products: [],
	apiState: API_STATE_LOADING,
	connectUrl: null,
	siteSlug: '',
	connectedAccountDefaultCurrency: '',
	testMode: true,
	earningsUrl: '',
	subscriberCounts: {
		socialFollowers: 0,
		emailSubscribers: 0,
		paidSubscribers: 0,
	},
	newsletterCategories: { enabled: false, categories: [] },
	newsletterCategoriesSubscriptionsCount: 0,
	statusFetched: false,
};

export default function reducer(
	state: MembershipsState = initialState,
	action: MembershipsAction
): MembershipsState {
	switch ( action.type ) {
		case 'SET_API_STATE':
			return { ...state, apiState: action.apiState };
		case 'RECEIVE_STATUS': {
			const { type: _type, ...status } = action;
			return { ...state, ...status, statusFetched: true };
		}
		case 'STATUS_FAILED':
			return {
				...state,
				apiState: API_STATE_ERROR,
				connectUrl: null,
				statusFetched: true,
			};
		case 'RESET_STATUS':
			return {
				...state,
				apiState: API_STATE_LOADING,
				statusFetched: false,
			};
		case 'SET_PRODUCTS':
			return { ...state, products: action.products };
		case 'ADD_PRODUCT':
			return {
				...state,
				products: [
					...state.products.filter(
						( product ) => product.id !== action.product.id
					),
					action.product,
				],
			};
		case 'SET_CONNECT_URL':
			return { ...state, connectUrl: action.connectUrl };
		case 'SET_SUBSCRIBER_COUNTS':
			return { ...state, subscriberCounts: action.subscriberCounts };
		case 'SET_NEWSLETTER_CATEGORIES':
			return {
				...state,
				newsletterCategories: action.newsletterCategories,
			};
		case 'SET_NEWSLETTER_CATEGORIES_SUBSCRIPTIONS_COUNT':
			return {
				...state,
				newsletterCategoriesSubscriptionsCount: action.count,
			};
		default:
			return state;
	}
}
