/**
 * The memberships store's data (spec 002 §3): the site's payment plans (products), the payment
 * account's state, subscriber counts and newsletter categories.
 */
import type {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	API_STATE_LOADING,
} from './constants';

export type ApiState =
	| typeof API_STATE_LOADING
	| typeof API_STATE_CONNECTED
	| typeof API_STATE_ERROR;

export type ProductInterval = 'one-time' | '1 month' | '1 year';

/** A membership product (payment plan); type "tier" marks newsletter tiers. */
export interface Product {
	id: number;
	title: string;
	interval: ProductInterval | string;
	price: number;
	currency: string;
	type?: string;
	/** The visitors' checkout address (local test-mode back end). */
	checkout_url?: string;
}

/** A product to create: the price may be typed text in the currency's format. */
export interface NewProduct {
	title: string;
	price: number | string;
	currency: string;
	interval: ProductInterval | string;
	type?: string;
	[ extra: string ]: unknown;
}

export interface StatusResponse {
	products?: Product[];
	connect_url?: string | null;
	site_slug?: string;
	connected_account_id?: string | null;
	connected_account_default_currency?: string | null;
	test_mode?: boolean;
	earnings_url?: string;
	errors?: Record< string, unknown > | unknown[];
}

export interface SubscriberCounts {
	socialFollowers: number;
	emailSubscribers: number;
	paidSubscribers: number;
}

export interface NewsletterCategory {
	id: number;
	name: string;
	slug?: string;
	description?: string;
	parent?: number;
}

export interface NewsletterCategories {
	enabled: boolean;
	categories: NewsletterCategory[];
}

/** Texts of the product messages; a context (e.g. payment plans) may word them its own way. */
export interface ProductMessages {
	requiresName: string;
	/** With %s for the formatted minimum. */
	minimumPrice: string;
	requiresValidPrice: string;
	saveFailed: string;
	saved: string;
}

export interface MembershipsState {
	products: Product[];
	apiState: ApiState;
	connectUrl: string | null;
	siteSlug: string;
	connectedAccountDefaultCurrency: string;
	/** True while no card payment provider is configured (payments are recorded locally). */
	testMode: boolean;
	earningsUrl: string;
	subscriberCounts: SubscriberCounts;
	newsletterCategories: NewsletterCategories;
	newsletterCategoriesSubscriptionsCount: number;
	/** Whether the status was received (successfully or not) this session. */
	statusFetched: boolean;
}

export type MembershipsAction =
	| { type: 'SET_API_STATE'; apiState: ApiState }
	| {
			type: 'RECEIVE_STATUS';
			products: Product[];
			connectUrl: string | null;
			siteSlug: string;
			connectedAccountDefaultCurrency: string;
			testMode: boolean;
			earningsUrl: string;
			apiState: ApiState;
	  }
	| { type: 'STATUS_FAILED' }
	| { type: 'RESET_STATUS' }
	| { type: 'SET_PRODUCTS'; products: Product[] }
	| { type: 'ADD_PRODUCT'; product: Product }
	| { type: 'SET_CONNECT_URL'; connectUrl: string | null }
	| { type: 'SET_SUBSCRIBER_COUNTS'; subscriberCounts: SubscriberCounts }
	| {
			type: 'SET_NEWSLETTER_CATEGORIES';
			newsletterCategories: NewsletterCategories;
	  }
	| {
			type: 'SET_NEWSLETTER_CATEGORIES_SUBSCRIPTIONS_COUNT';
			count: number;
	  };

export interface MembershipsThunkSelect {
	getApiState: () => ApiState;
	getProducts: () => Product[];
	isStatusFetched: () => boolean;
}

/** The registry parts the thunks use (snackbars go to the notices store). */
export interface MembershipsThunkRegistry {
	dispatch: ( store: string ) => {
		createErrorNotice?: ( message: string, options?: object ) => unknown;
		createSuccessNotice?: ( message: string, options?: object ) => unknown;
	};
}

export interface MembershipsThunkDispatch {
	( action: MembershipsAction ): unknown;
	< R >( thunk: MembershipsThunk< R > ): R;
}

export interface MembershipsThunkArgs {
	dispatch: MembershipsThunkDispatch;
	select: MembershipsThunkSelect;
	registry: MembershipsThunkRegistry;
}

export type MembershipsThunk< R = Promise< void > > = (
	args: MembershipsThunkArgs
) => R;
