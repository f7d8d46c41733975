/**
 * Memberships actions (spec 002 §4 "Membership store", §5 "New membership product", §8). Fetching
 * and product creation are thunks; failures become snackbars.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import {
	formatCurrency,
	getCurrency,
	isKnownCurrency,
	minimumAmount,
	parseAmount,
} from '../../shared/currencies';
import {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	DEFAULT_PRODUCT,
	NEWSLETTER_CATEGORIES_COUNT_PATH,
	NEWSLETTER_CATEGORIES_PATH,
	PRODUCT_PATH,
	STATUS_PATH,
	SUBSCRIBER_COUNTS_PATH,
} from './constants';
import { defaultProductMessages, productMessages } from './messages';
import type {
	ApiState,
	MembershipsAction,
	MembershipsThunk,
	MembershipsThunkRegistry,
	NewProduct,
	NewsletterCategories,
	NewsletterCategory,
	Product,
	ProductMessages,
	StatusResponse,
	SubscriberCounts,
} from './types';

export function setApiState( apiState: ApiState ): MembershipsAction {
	return { type: 'SET_API_STATE', apiState };
}

export function setProducts( products: Product[] ): MembershipsAction {
	return { type: 'SET_PRODUCTS', products };
}

export function addProduct( product: Product ): MembershipsAction {
	return { type: 'ADD_PRODUCT', product };
}

export function setConnectUrl( connectUrl: string | null ): MembershipsAction {
	return { type: 'SET_CONNECT_URL', connectUrl };
}

export function setSubscriberCounts(
	subscriberCounts: SubscriberCounts
): MembershipsAction {
	return { type: 'SET_SUBSCRIBER_COUNTS', subscriberCounts };
}

export function setNewsletterCategories(
	newsletterCategories: NewsletterCategories
): MembershipsAction {
	return { type: 'SET_NEWSLETTER_CATEGORIES', newsletterCategories };
}

export function setNewsletterCategoriesSubscriptionsCount(
	count: number
): MembershipsAction {
	return { type: 'SET_NEWSLETTER_CATEGORIES_SUBSCRIPTIONS_COUNT', count };
}

/** The message of a failed call: the server's message, or the fallback. */
function messageOf( error: unknown, fallback: string ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message !== '' ? message : fallback;
}

/** A response that is not what the route answers. */
function unexpected(): Error {
	return new Error( __( 'Unexpected API response', 'jetpack-blocks' ) );
}

/** The first entry of a non-empty `errors` object or list, as an error. */
function firstError( errors: unknown ): Error | null {
	if ( ! errors || typeof errors !== 'object' ) {
		return null;
	}
	const first = Object.values( errors )[ 0 ];
	if ( first === undefined ) {
		return null;
	}
	if ( typeof first === 'string' ) {
		return new Error( first );
	}
	const nested = Array.isArray( first ) ? first[ 0 ] : first;
	return new Error( messageOf( nested, String( nested ) ) );
}

function snackbar(
	registry: MembershipsThunkRegistry,
	kind: 'error' | 'success',
	message: string
): void {
	const notices = registry.dispatch( 'core/notices' );
	const create =
		kind === 'error'
			? notices.createErrorNotice
			: notices.createSuccessNotice;
	create?.( message, { type: 'snackbar' } );
}

/** A failed read of the memberships routes: its message, or "Unexpected API response" (spec 002 §8). */
function failureSnackbar(
	registry: MembershipsThunkRegistry,
	error: unknown
): void {
	snackbar(
		registry,
		'error',
		messageOf( error, __( 'Unexpected API response', 'jetpack-blocks' ) )
	);
}

// One status request per registry at a time: concurrent fetches wait for the one in flight.
const statusRequests = new WeakMap< object, Promise< void > >();

/**
 * Fetches the memberships status once per session (a second call, even concurrent, waits for the
 * first and fetches nothing). Connected (an account id) → apiState connected. Not
 * connected → apiState error with the connect URL. A failure shows its message as a snackbar, sets
 * apiState error and clears the connect URL.
 */
export function fetchStatus(
	source: string = 'gutenberg',
	type: string = 'all'
): MembershipsThunk {
	return async ( args ) => {
		const { registry, select } = args;
		const inFlight = statusRequests.get( registry );
		if ( inFlight ) {
			return inFlight;
		}
		if ( select.isStatusFetched() ) {
			return;
		}
		const request = loadStatus(
			source,
			type
		)( args ).finally( () => statusRequests.delete( registry ) );
		statusRequests.set( registry, request );
		return request;
	};
}

/**
 * Fetches the status again (the retry after a failure, or after connecting in another tab): waits
 * for a fetch in flight, then asks the server anew.
 */
export function refetchStatus(
	source: string = 'gutenberg',
	type: string = 'all'
): MembershipsThunk {
	return async ( { dispatch, registry } ) => {
		await statusRequests.get( registry );
		dispatch( { type: 'RESET_STATUS' } );
		await dispatch( fetchStatus( source, type ) );
	};
}

function loadStatus( source: string, type: string ): MembershipsThunk {
	return async ( { dispatch, registry } ) => {
		let status: StatusResponse;
		try {
			status = await apiFetch< StatusResponse >( {
				path: addQueryArgs( STATUS_PATH, {
					source,
					type,
					is_editable: true,
				} ),
			} );
			if (
				! status ||
				typeof status !== 'object' ||
				! Array.isArray( status.products )
			) {
				throw unexpected();
			}
			const reported = firstError( status.errors );
			if ( reported ) {
				throw reported;
			}
		} catch ( error ) {
			failureSnackbar( registry, error );
			dispatch( { type: 'STATUS_FAILED' } );
			return;
		}
		const connected = Boolean( status.connected_account_id );
		dispatch( {
			type: 'RECEIVE_STATUS',
			products: status.products ?? [],
			connectUrl: status.connect_url || null,
			siteSlug: status.site_slug ?? '',
			connectedAccountDefaultCurrency:
				status.connected_account_default_currency ?? '',
			testMode: status.test_mode !== false,
			earningsUrl: status.earnings_url ?? '',
			apiState: connected ? API_STATE_CONNECTED : API_STATE_ERROR,
		} );
	};
}

/**
 * A block that lists the site's products to choose from gets one to start with: connected and
 * without any product, the default one (USD 5, "1 month", "Monthly Subscription") is created. Only
 * the products' readers ask for this (resolvers.ts): reading the account's state creates nothing.
 */
export function ensureDefaultProduct(): MembershipsThunk {
	return async ( { dispatch, select } ) => {
		if (
			select.getApiState() !== API_STATE_CONNECTED ||
			select.getProducts().length > 0
		) {
			return;
		}
		await dispatch(
			saveProduct( {
				...DEFAULT_PRODUCT,
				title: __( 'Monthly Subscription', 'jetpack-blocks' ),
			} )
		);
	};
}

export { defaultProductMessages };

/** The price as a number when it is one the currency can hold (precision included), else null. */
function validPrice( price: number | string, currency: string ): number | null {
	if ( ! isKnownCurrency( currency ) ) {
		return null;
	}
	if ( typeof price === 'string' ) {
		return parseAmount( price, currency );
	}
	if (
		typeof price !== 'number' ||
		! Number.isFinite( price ) ||
		price < 0
	) {
		return null;
	}
	const { precision } = getCurrency( currency );
	return Number( price.toFixed( precision ) ) === price ? price : null;
}

/**
 * A rough number for the minimum check, before the strict validity check: text that is no number
 * at all (NaN) is left to the validity check.
 */
function looseNumber( price: number | string, currency: string ): number {
	if ( typeof price === 'number' ) {
		return price;
	}
	const { decimal } = getCurrency( currency );
	return parseFloat( price.replace( decimal, '.' ) );
}

/**
 * Creates a product after checking it (name; price at least the currency minimum; price valid for
 * the currency). Every outcome is a snackbar; the new product joins the store's products and is
 * returned, or null when it was refused or the server failed.
 */
export function saveProduct(
	product: NewProduct,
	messages: Partial< ProductMessages > = {}
): MembershipsThunk< Promise< Product | null > > {
	return async ( { dispatch, registry } ) => {
		const text = { ...productMessages( product.type ), ...messages };
		const { title, price, currency } = product;
		if ( typeof title !== 'string' || title.trim() === '' ) {
			snackbar( registry, 'error', text.requiresName );
			return null;
		}
		const minimum = minimumAmount( currency );
		const rough = looseNumber( price, currency );
		if ( price === '' || rough === 0 || rough < minimum ) {
			snackbar(
				registry,
				'error',
				// The wording may come from the caller, so it is filled in here rather than by sprintf.
				text.minimumPrice.replace(
					'%s',
					formatCurrency( minimum, currency ) ?? String( minimum )
				)
			);
			return null;
		}
		const value = validPrice( price, currency );
		if ( value === null ) {
			snackbar( registry, 'error', text.requiresValidPrice );
			return null;
		}
		try {
			const saved = await apiFetch< Product >( {
				path: PRODUCT_PATH,
				method: 'POST',
				data: {
					...product,
					title: title.trim(),
					price: value,
					is_editable: true,
				},
			} );
			if ( ! saved || typeof saved.id !== 'number' ) {
				throw unexpected();
			}
			dispatch( addProduct( saved ) );
			snackbar( registry, 'success', text.saved );
			return saved;
		} catch {
			snackbar( registry, 'error', text.saveFailed );
			return null;
		}
	};
}

/** Fetches the subscriber counts; a failure is a snackbar and apiState error. */
export function fetchSubscriberCounts(): MembershipsThunk {
	return async ( { dispatch, registry } ) => {
		try {
			const response = await apiFetch< {
				counts?: Record< string, unknown >;
			} >( { path: SUBSCRIBER_COUNTS_PATH } );
			const counts = response?.counts;
			if ( ! counts || typeof counts !== 'object' ) {
				throw unexpected();
			}
			dispatch(
				setSubscriberCounts( {
					socialFollowers: Number( counts.social_followers ) || 0,
					emailSubscribers: Number( counts.email_subscribers ) || 0,
					paidSubscribers: Number( counts.paid_subscribers ) || 0,
				} )
			);
		} catch ( error ) {
			failureSnackbar( registry, error );
			dispatch( setApiState( API_STATE_ERROR ) );
		}
	};
}

/** Fetches the newsletter categories; a failure is a snackbar and apiState error. */
export function fetchNewsletterCategories(): MembershipsThunk {
	return async ( { dispatch, registry } ) => {
		try {
			const response = await apiFetch< {
				enabled?: unknown;
				newsletter_categories?: NewsletterCategory[];
			} >( { path: NEWSLETTER_CATEGORIES_PATH } );
			if (
				! response ||
				! Array.isArray( response.newsletter_categories )
			) {
				throw unexpected();
			}
			dispatch(
				setNewsletterCategories( {
					enabled: response.enabled === true,
					categories: response.newsletter_categories,
				} )
			);
		} catch ( error ) {
			failureSnackbar( registry, error );
			dispatch( setApiState( API_STATE_ERROR ) );
		}
	};
}

/** Fetches how many subscriptions the given newsletter categories have. */
export function fetchNewsletterCategoriesSubscriptionsCount(
	termIds: number[]
): MembershipsThunk {
	return async ( { dispatch, registry } ) => {
		try {
			const response = await apiFetch< {
				subscriptions_count?: unknown;
			} >( {
				path: addQueryArgs( NEWSLETTER_CATEGORIES_COUNT_PATH, {
					term_ids: termIds.join( ',' ),
				} ),
			} );
			if ( typeof response?.subscriptions_count !== 'number' ) {
				throw unexpected();
			}
			dispatch(
				setNewsletterCategoriesSubscriptionsCount(
					response.subscriptions_count
				)
			);
		} catch ( error ) {
			failureSnackbar( registry, error );
			dispatch( setApiState( API_STATE_ERROR ) );
		}
	};
}
