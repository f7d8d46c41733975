/**
 * The memberships store in a real registry with the real notices store; only the network is
 * replaced, by an api-fetch middleware that answers like the plugin's routes
 * (php-stubs/routes/memberships.php and friends) from a small in-memory site.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
// The editor's own notices store (the wp.notices script in WordPress), which shows the snackbars.
import { store as noticesStore } from '@wordpress/notices';
import { invalidProductMessage, store } from '..';
import {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	API_STATE_LOADING,
} from '../constants';
import type { Product } from '../types';

interface FakeSite {
	accountId: string | null;
	products: Product[];
	/** Status answers wait for this, when set. */
	statusGate: Promise< void > | null;
	failStatus: { code: string; message: string } | null;
	statusBody: unknown;
	failProduct: boolean;
	failCounts: boolean;
	calls: string[];
}

let site: FakeSite;
let nextId = 100;

function freshSite(): FakeSite {
	return {
		accountId: null,
		products: [],
		statusGate: null,
		failStatus: null,
		statusBody: undefined,
		failProduct: false,
		failCounts: false,
		calls: [],
	};
}

const MINIMUMS: Record< string, number > = { USD: 0.5, EUR: 0.5, JPY: 50 };

async function server( options: APIFetchOptions ): Promise< unknown > {
	const url = new URL( options.path ?? '', 'http://site.test' );
	const method = options.method ?? 'GET';
	site.calls.push( `${ method } ${ url.pathname }` );
	if ( url.pathname === '/wpcom/v2/memberships/status' ) {
		if ( site.statusGate ) {
			await site.statusGate;
		}
		if ( site.failStatus ) {
			throw { ...site.failStatus, data: { status: 500 } };
		}
		if ( site.statusBody !== undefined ) {
			return site.statusBody;
		}
		return {
			connected_account_id: site.accountId,
			connected_account_default_currency: site.accountId ? 'EUR' : null,
			connect_url: site.accountId
				? null
				: 'http://site.test/wp-admin/admin.php?page=jetpack-blocks-payments-connect',
			products: site.products,
			site_slug: 'site.test',
			test_mode: true,
			earnings_url:
				'http://site.test/wp-admin/admin.php?page=jetpack-blocks-earnings',
			errors: {},
		};
	}
	if (
		url.pathname === '/wpcom/v2/memberships/product' &&
		method === 'POST'
	) {
		const data = options.data as Record< string, unknown >;
		if ( site.failProduct ) {
			throw {
				code: 'product_not_saved',
				message: 'Database unavailable.',
			};
		}
		const currency = String( data.currency );
		if (
			! data.title ||
			Number( data.price ) < ( MINIMUMS[ currency ] ?? 0 )
		) {
			throw {
				code: 'invalid',
				message: 'The server refused the product.',
			};
		}
		const product: Product = {
			id: nextId++,
			title: String( data.title ),
			interval: String( data.interval ),
			price: Number( data.price ),
			currency,
			type: String( data.type ?? 'payment-plan' ),
		};
		site.products.push( product );
		return product;
	}
	if ( url.pathname === '/wpcom/v2/subscribers/counts' ) {
		if ( site.failCounts ) {
			throw {
				code: 'counts_failed',
				message: 'Subscribers could not be counted.',
			};
		}
		return {
			counts: {
				email_subscribers: 12,
				social_followers: 0,
				paid_subscribers: 3,
			},
		};
	}
	if ( url.pathname === '/wpcom/v2/newsletter-categories' ) {
		if ( site.failCounts ) {
			return { enabled: true };
		}
		return {
			enabled: true,
			newsletter_categories: [ { id: 4, name: 'News', slug: 'news' } ],
		};
	}
	if ( url.pathname === '/wpcom/v2/newsletter-categories/count' ) {
		return {
			subscriptions_count:
				url.searchParams.get( 'term_ids' ) === '4,5' ? 7 : 0,
		};
	}
	throw { code: 'rest_no_route', message: 'No route was found.' };
}

apiFetch.use( ( options ) => server( options ) as Promise< never > );

function setup() {
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

type Registry = ReturnType< typeof setup >;

function snackbars( registry: Registry ) {
	return registry
		.select( noticesStore )
		.getNotices()
		.map( ( notice ) => [ notice.status, notice.content ] );
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	site = freshSite();
} );

describe( 'the memberships store', () => {
	it( 'is named jetpack-blocks/memberships and starts loading', async () => {
		const registry = setup();
		expect( store.name ).toBe( 'jetpack-blocks/memberships' );
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_LOADING
		);
		// Selecting started the status fetch: let it finish inside this test.
		await registry.resolveSelect( store ).getApiState();
	} );

	it( 'fetches the status once, serialising concurrent fetches', async () => {
		let open: () => void = () => undefined;
		site.statusGate = new Promise( ( resolve ) => ( open = resolve ) );
		site.accountId = 'acct_test_1';
		site.products = [
			{
				id: 1,
				title: 'Gold',
				interval: '1 year',
				price: 50,
				currency: 'USD',
				type: 'tier',
			},
		];
		const registry = setup();

		const first = registry.resolveSelect( store ).getProducts();
		const second = registry.resolveSelect( store ).getConnectUrl();
		const third = registry.dispatch( store ).fetchStatus();
		await flush();
		expect( site.calls ).toEqual( [ 'GET /wpcom/v2/memberships/status' ] );
		open();
		await Promise.all( [ first, second, third ] );
		await registry.dispatch( store ).fetchStatus();
		await registry.resolveSelect( store ).getSiteSlug();

		expect( site.calls ).toEqual( [ 'GET /wpcom/v2/memberships/status' ] );
		const select = registry.select( store );
		expect( select.getApiState() ).toBe( API_STATE_CONNECTED );
		expect( select.getProducts().map( ( p ) => p.title ) ).toEqual( [
			'Gold',
		] );
		expect( select.getProductsOfType( 'tier' ) ).toHaveLength( 1 );
		expect( select.getConnectedAccountDefaultCurrency() ).toBe( 'EUR' );
		expect( select.getSiteSlug() ).toBe( 'site.test' );
		expect( select.getConnectUrl() ).toBeNull();
		expect( select.isTestMode() ).toBe( true );
		expect( snackbars( registry ) ).toEqual( [] );
	} );

	it( 'without an account: apiState error with the connect URL, and no product is created', async () => {
		const registry = setup();
		await registry.resolveSelect( store ).getApiState();
		const select = registry.select( store );
		expect( select.getApiState() ).toBe( API_STATE_ERROR );
		expect( select.getConnectUrl() ).toContain(
			'jetpack-blocks-payments-connect'
		);
		expect( site.calls ).toEqual( [ 'GET /wpcom/v2/memberships/status' ] );
	} );

	it( 'reading the account state (test mode, connect URL) creates no product', async () => {
		site.accountId = 'acct_test_1';
		const registry = setup();
		expect( await registry.resolveSelect( store ).isTestMode() ).toBe(
			true
		);
		await registry.resolveSelect( store ).getConnectUrl();
		await flush();
		expect( site.calls ).toEqual( [ 'GET /wpcom/v2/memberships/status' ] );
	} );

	it( 'connected with no product: creates the default USD 5 monthly "Monthly Subscription"', async () => {
		site.accountId = 'acct_test_1';
		const registry = setup();
		await registry.resolveSelect( store ).getProducts();
		await flush();

		expect( site.calls ).toEqual( [
			'GET /wpcom/v2/memberships/status',
			'POST /wpcom/v2/memberships/product',
		] );
		expect( registry.select( store ).getProducts() ).toEqual( [
			expect.objectContaining( {
				title: 'Monthly Subscription',
				price: 5,
				currency: 'USD',
				interval: '1 month',
			} ),
		] );
		expect( snackbars( registry ) ).toEqual( [
			[ 'success', 'successfully created product' ],
		] );
	} );

	it( 'a failed status shows the message, sets apiState error and clears the connect URL', async () => {
		site.failStatus = {
			code: 'internal',
			message: 'The site could not answer.',
		};
		const registry = setup();
		registry.dispatch( store ).setConnectUrl( 'http://stale.test' );
		await registry.resolveSelect( store ).getConnectUrl();

		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_ERROR
		);
		expect( registry.select( store ).getConnectUrl() ).toBeNull();
		expect( snackbars( registry ) ).toEqual( [
			[ 'error', 'The site could not answer.' ],
		] );
	} );

	it( 'fetches the status again on retry', async () => {
		site.failStatus = {
			code: 'internal',
			message: 'The site could not answer.',
		};
		const registry = setup();
		await registry.resolveSelect( store ).getApiState();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_ERROR
		);

		site.failStatus = null;
		site.accountId = 'acct_test_2';
		site.products = [
			{
				id: 3,
				title: 'Silver',
				interval: '1 month',
				price: 5,
				currency: 'USD',
			},
		];
		await registry.dispatch( store ).refetchStatus();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_CONNECTED
		);
		expect( site.calls ).toEqual( [
			'GET /wpcom/v2/memberships/status',
			'GET /wpcom/v2/memberships/status',
		] );
	} );

	it( 'an unexpected status answer or a reported error becomes a snackbar', async () => {
		site.statusBody = { nothing: 'here' };
		let registry = setup();
		await registry.resolveSelect( store ).getProducts();
		expect( snackbars( registry ) ).toEqual( [
			[ 'error', 'Unexpected API response' ],
		] );

		site.statusBody = {
			products: [],
			errors: { stripe: 'The payment account was closed.' },
		};
		registry = setup();
		await registry.resolveSelect( store ).getProducts();
		expect( snackbars( registry ) ).toEqual( [
			[ 'error', 'The payment account was closed.' ],
		] );
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_ERROR
		);
	} );

	describe( 'creating a product', () => {
		async function create( product: Record< string, unknown > ) {
			const registry = setup();
			const result = await registry.dispatch( store ).saveProduct( {
				title: 'Gold',
				price: 10,
				currency: 'USD',
				interval: '1 month',
				...product,
			} );
			return { result, notices: snackbars( registry ), registry };
		}

		it( 'requires a name', async () => {
			const { result, notices } = await create( { title: '  ' } );
			expect( result ).toBeNull();
			expect( notices ).toEqual( [
				[ 'error', 'product requires a name' ],
			] );
			expect( site.calls ).toEqual( [] );
		} );

		it( 'requires at least the currency minimum, formatted', async () => {
			expect( ( await create( { price: 0.4 } ) ).notices ).toEqual( [
				[ 'error', 'Minimum allowed price is $0.50.' ],
			] );
			expect(
				( await create( { price: '20', currency: 'JPY' } ) ).notices
			).toEqual( [ [ 'error', 'Minimum allowed price is ¥50.' ] ] );
			expect( ( await create( { price: '' } ) ).notices ).toEqual( [
				[ 'error', 'Minimum allowed price is $0.50.' ],
			] );
			expect( site.calls ).toEqual( [] );
		} );

		it( 'requires a price valid for the currency', async () => {
			for ( const product of [
				{ price: 'abc' },
				{ price: 10.555 },
				{ price: '60.5', currency: 'JPY' },
				{ price: '5.50', currency: 'EUR' },
			] ) {
				expect( ( await create( product ) ).notices ).toEqual( [
					[ 'error', 'product requires a valid price' ],
				] );
			}
			expect( site.calls ).toEqual( [] );
		} );

		it( 'says when the server fails', async () => {
			site.failProduct = true;
			const { result, notices, registry } = await create( {} );
			expect( result ).toBeNull();
			expect( notices ).toEqual( [
				[ 'error', 'there was an error when adding the product' ],
			] );
			expect( registry.select( store ).getProducts() ).toEqual( [] );
		} );

		it( 'creates it, reads typed prices in the currency format, and keeps it', async () => {
			const { result, notices, registry } = await create( {
				price: '1.234,50',
				currency: 'EUR',
			} );
			expect( result ).toEqual(
				expect.objectContaining( {
					title: 'Gold',
					price: 1234.5,
					currency: 'EUR',
				} )
			);
			expect( notices ).toEqual( [
				[ 'success', 'successfully created product' ],
			] );
			expect( registry.select( store ).getProducts() ).toEqual( [
				result,
			] );
		} );

		it( 'speaks of a payment plan or a subscription when that is what is created (spec 002 §8)', async () => {
			expect(
				( await create( { title: '', type: 'payment-plan' } ) ).notices
			).toEqual( [ [ 'error', 'Payment plan requires a name' ] ] );
			expect(
				( await create( { price: 'abc', type: 'payment-plan' } ) )
					.notices
			).toEqual( [ [ 'error', 'Payment plan requires a valid price' ] ] );
			expect(
				( await create( { price: 'abc', type: 'subscription' } ) )
					.notices
			).toEqual( [ [ 'error', 'Subscription requires a valid price' ] ] );
			site.failProduct = true;
			expect(
				( await create( { type: 'payment-plan' } ) ).notices
			).toEqual( [
				[ 'error', 'There was an error when adding the payment plan.' ],
			] );
			expect( invalidProductMessage( 'payment-plan' ) ).toBe(
				'Invalid payment plan configured for this block.'
			);
			expect( invalidProductMessage( 'subscription' ) ).toBe(
				'Invalid subscription configured for this block.'
			);
		} );

		it( 'takes the wording of its context', async () => {
			const registry = setup();
			await registry.dispatch( store ).saveProduct(
				{
					title: '',
					price: 5,
					currency: 'USD',
					interval: '1 month',
				},
				{ requiresName: 'Payment plan requires a name' }
			);
			expect( snackbars( registry ) ).toEqual( [
				[ 'error', 'Payment plan requires a name' ],
			] );
		} );
	} );

	it( 'reads subscriber counts and newsletter categories', async () => {
		const registry = setup();
		const resolve = registry.resolveSelect( store );
		expect( await resolve.getSubscriberCounts() ).toEqual( {
			emailSubscribers: 12,
			socialFollowers: 0,
			paidSubscribers: 3,
		} );
		expect( await resolve.getNewsletterCategories() ).toEqual( {
			enabled: true,
			categories: [ { id: 4, name: 'News', slug: 'news' } ],
		} );
		expect(
			await resolve.getNewsletterCategoriesSubscriptionsCount( [ 4, 5 ] )
		).toBe( 7 );
	} );

	it( 'a failed counts or categories call shows the message and sets apiState error', async () => {
		site.failCounts = true;
		const registry = setup();
		registry.dispatch( store ).setApiState( API_STATE_CONNECTED );
		await registry.resolveSelect( store ).getSubscriberCounts();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_ERROR
		);

		registry.dispatch( store ).setApiState( API_STATE_CONNECTED );
		await registry.resolveSelect( store ).getNewsletterCategories();
		expect( registry.select( store ).getApiState() ).toBe(
			API_STATE_ERROR
		);
		expect( snackbars( registry ) ).toEqual( [
			[ 'error', 'Subscribers could not be counted.' ],
			[ 'error', 'Unexpected API response' ],
		] );
	} );
} );
