/**
 * Payments in test mode on a local site (no card payment provider): the editor's connect URL leads
 * to the local connect screen, which returns to the editor with the connect notices; the
 * memberships routes before and after connecting; donation plans created through the route; a
 * visitor paying through the local checkout, and the payment on the Earnings screen.
 *
 * Connecting the payment account is site-wide, so the spec has a site of its own and runs in order.
 */
import AxeBuilder from '@axe-core/playwright';
import { request, type Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

test.use( {
	ownSiteName: 'payments',
	ownSiteMuPlugins: [ 'e2e-offline.php' ],
} );
test.describe.configure( { mode: 'serial' } );

interface Product {
	id: number;
	title: string;
	interval: string;
	price: number;
	currency: string;
	type: string;
	checkout_url: string;
}

interface Status {
	connected_account_id: string | null;
	connected_account_default_currency: string | null;
	connect_url: string | null;
	products: Product[];
	site_slug: string;
	test_mode: boolean;
	earnings_url: string;
	errors: Record< string, unknown >;
}

/** The status as the editor asks for it (its Referer is the editor page, where connecting returns). */
async function statusFromEditor( page: Page ): Promise< Status > {
	return page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					apiFetch: ( options: {
						path: string;
					} ) => Promise< Status >;
				};
			}
		 ).wp.apiFetch( {
			path: '/wpcom/v2/memberships/status?source=gutenberg&type=all&is_editable=true',
		} )
	);
}

test.describe( 'Payments (test mode)', () => {
	let postId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Support our work', status: 'publish' },
		} ) ) as { id: number };
		postId = post.id;
	} );

	test( 'before connecting: a connect URL, no account, and plans cannot be created', async ( {
		requestUtils,
	} ) => {
		const status = ( await requestUtils.rest( {
			path: '/wpcom/v2/memberships/status',
			params: { source: 'gutenberg', type: 'all', is_editable: true },
		} ) ) as Status;
		expect( status ).toMatchObject( {
			connected_account_id: null,
			connected_account_default_currency: null,
			products: [],
			test_mode: true,
			errors: {},
		} );
		expect( status.connect_url ).toContain(
			'page=jetpack-blocks-payments-connect'
		);
		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/wpcom/v2/memberships/products',
				data: { type: 'donation', currency: 'USD' },
			} )
		).rejects.toMatchObject( { code: 'not_connected' } );
	} );

	test( 'cancelling on the connect screen returns to the editor with the cancel notice', async ( {
		page,
		admin,
	} ) => {
		await admin.editPost( postId );
		const { connect_url: connectUrl } = await statusFromEditor( page );
		expect( connectUrl ).toBeTruthy();
		await page.goto( connectUrl as string );
		await expect(
			page.getByRole( 'heading', { name: 'Connect payments' } )
		).toBeVisible();
		await expect( page.getByText( /no card is charged/ ) ).toBeVisible();
		await page.getByRole( 'link', { name: 'Cancel' } ).click();

		await page.waitForURL( new RegExp( `post=${ postId }` ) );
		await expect(
			page.locator( '.components-notice' ).filter( {
				hasText: 'You cancelled connecting your site to Stripe.',
			} )
		).toBeVisible();
		// The parameter is forgotten, so a reload does not repeat the notice.
		await expect.poll( () => page.url() ).not.toContain( 'stripe_connect' );
		const status = await statusFromEditor( page );
		expect( status.connected_account_id ).toBeNull();
	} );

	test( 'connecting on the connect screen returns to the editor with the success notice', async ( {
		page,
		admin,
	} ) => {
		await admin.editPost( postId );
		const { connect_url: connectUrl } = await statusFromEditor( page );
		await page.goto( connectUrl as string );
		await page
			.getByRole( 'combobox', { name: 'Default currency' } )
			.selectOption( 'EUR' );
		await page
			.getByRole( 'button', { name: 'Connect test account' } )
			.click();

		await page.waitForURL( new RegExp( `post=${ postId }` ) );
		await expect(
			page.locator( '.components-notice' ).filter( {
				// The local account is a test-mode one: the notice says so, and promises no funds.
				hasText:
					'Your site is now connected to a test-mode payment account. Payments are recorded on this site only: no card is charged and no funds are sent to you.',
			} )
		).toBeVisible();

		const status = await statusFromEditor( page );
		expect( status.connected_account_id ).toMatch( /^acct_test_/ );
		expect( status.connected_account_default_currency ).toBe( 'EUR' );
		expect( status.connect_url ).toBeNull();
	} );

	test( 'the products route creates the three donation plans of a currency, once', async ( {
		requestUtils,
	} ) => {
		const create = () =>
			requestUtils.rest( {
				method: 'POST',
				path: '/wpcom/v2/memberships/products',
				data: { type: 'donation', currency: 'USD', is_editable: false },
			} ) as Promise< Product[] >;
		const first = await create();
		expect(
			first.map( ( { interval, currency, type } ) => ( {
				interval,
				currency,
				type,
			} ) )
		).toEqual( [
			{ interval: 'one-time', currency: 'USD', type: 'donation' },
			{ interval: '1 month', currency: 'USD', type: 'donation' },
			{ interval: '1 year', currency: 'USD', type: 'donation' },
		] );
		const again = await create();
		expect( again.map( ( plan ) => plan.id ) ).toEqual(
			first.map( ( plan ) => plan.id )
		);

		const status = ( await requestUtils.rest( {
			path: '/wpcom/v2/memberships/status',
			params: { source: 'gutenberg', type: 'donation' },
		} ) ) as Status;
		expect( status.products.map( ( plan ) => plan.id ) ).toEqual(
			first.map( ( plan ) => plan.id )
		);

		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/wpcom/v2/memberships/product',
				data: {
					title: 'Gold',
					price: 0.2,
					currency: 'USD',
					interval: '1 month',
				},
			} )
		).rejects.toMatchObject( {
			message: 'Minimum allowed price is $0.50.',
		} );
	} );

	test.describe( 'a visitor’s checkout', () => {
		// The amount below the minimum is refused on purpose: the checkout answers it with a 400.
		test.use( { allowedConsoleError: /status of 400 \(Bad Request\)/ } );

		test( 'a visitor donates monthly through the checkout; the payment is on the Earnings screen', async ( {
			page,
			requestUtils,
			ownSite,
		} ) => {
			const status = ( await requestUtils.rest( {
				path: '/wpcom/v2/memberships/status',
				params: { type: 'donation' },
			} ) ) as Status;
			const monthly = status.products.find(
				( plan ) =>
					plan.interval === '1 month' && plan.currency === 'USD'
			);
			expect( monthly ).toBeDefined();
			const checkout = new URL( monthly?.checkout_url ?? '' );
			checkout.searchParams.set( 'amount', '15' );
			checkout.searchParams.set( 'custom_amount', '1' );
			checkout.searchParams.set( 'source_post', String( postId ) );

			// A signed-out visitor.
			const visitor = await page
				.context()
				.browser()
				?.newContext( {
					baseURL: ownSite.baseURL,
					storageState: { cookies: [], origins: [] },
				} );
			const visitorPage = await visitor!.newPage();
			await visitorPage.goto( checkout.toString() );
			await expect( visitorPage.getByText( /Test mode:/ ) ).toBeVisible();
			const { violations } = await new AxeBuilder( {
				page: visitorPage,
			} ).analyze();
			expect(
				violations
					.filter( ( v ) =>
						[ 'serious', 'critical' ].includes( v.impact ?? '' )
					)
					.map( ( v ) => v.help )
			).toEqual( [] );
			await expect(
				visitorPage.getByRole( 'spinbutton', { name: 'Amount (USD)' } )
			).toHaveValue( '15' );
			await visitorPage
				.getByRole( 'spinbutton', { name: 'Amount (USD)' } )
				.fill( '0.2' );
			await visitorPage
				.getByRole( 'textbox', { name: 'Your e-mail address' } )
				.fill( 'fan@example.org' );
			// The browser's own check would stop the form before the server sees it.
			await visitorPage
				.locator( 'form' )
				.evaluate( ( form ) => form.setAttribute( 'novalidate', '' ) );
			await visitorPage
				.getByRole( 'button', { name: 'Pay (test mode)' } )
				.click();
			await expect( visitorPage.getByRole( 'alert' ) ).toContainText(
				'Enter an amount of at least $0.50.'
			);
			await visitorPage
				.getByRole( 'spinbutton', { name: 'Amount (USD)' } )
				.fill( '12.5' );
			await visitorPage
				.getByRole( 'button', { name: 'Pay (test mode)' } )
				.click();
			await expect(
				visitorPage.getByText(
					'Your payment of $12.50 (monthly, Monthly donation) was recorded.'
				)
			).toBeVisible();
			await expect(
				visitorPage.getByText( /no card is charged/ )
			).toBeVisible();
			await expect(
				visitorPage.getByRole( 'link', {
					name: 'Back to “Support our work”',
				} )
			).toBeVisible();
			await visitor!.close();

			await page.goto( status.earnings_url );
			await expect(
				page.getByRole( 'heading', { name: 'Earnings' } )
			).toBeVisible();
			const row = page.getByRole( 'row', { name: /fan@example\.org/ } );
			await expect( row ).toContainText( '$12.50' );
			await expect( row ).toContainText( 'Monthly' );
			await expect( row ).toContainText( 'Support our work' );

			const counts = ( await requestUtils.rest( {
				path: '/wpcom/v2/subscribers/counts',
			} ) ) as { counts: Record< string, number > };
			expect( counts.counts ).toEqual( {
				email_subscribers: 0,
				social_followers: 0,
				paid_subscribers: 1,
			} );
		} );
	} );

	test( 'a category marked as a newsletter category is listed by the newsletter routes', async ( {
		page,
		admin,
		requestUtils,
	} ) => {
		const before = ( await requestUtils.rest( {
			path: '/wpcom/v2/newsletter-categories',
		} ) ) as { enabled: boolean; newsletter_categories: unknown[] };
		expect( before ).toEqual( {
			enabled: false,
			newsletter_categories: [],
		} );

		await admin.visitAdminPage( 'edit-tags.php', 'taxonomy=category' );
		await page
			.getByRole( 'textbox', { name: 'Name' } )
			.fill( 'Weekly digest' );
		await page
			.getByRole( 'checkbox', { name: 'Newsletter category' } )
			.check();
		await page.getByRole( 'button', { name: 'Add Category' } ).click();
		await expect(
			page.getByRole( 'link', { name: /Weekly digest/ } ).first()
		).toBeVisible();

		const after = ( await requestUtils.rest( {
			path: '/wpcom/v2/newsletter-categories',
		} ) ) as {
			enabled: boolean;
			newsletter_categories: Array< { id: number; name: string } >;
		};
		expect( after.enabled ).toBe( true );
		expect( after.newsletter_categories.map( ( c ) => c.name ) ).toEqual( [
			'Weekly digest',
		] );
		// Nobody follows it yet: no newsletter audience counts subscriptions on this site.
		const count = await requestUtils.rest( {
			path: '/wpcom/v2/newsletter-categories/count',
			params: {
				term_ids: `${ after.newsletter_categories[ 0 ]?.id },1`,
			},
		} );
		expect( count ).toEqual( { subscriptions_count: 0 } );
	} );

	test( 'the routes refuse a signed-out visitor', async ( { ownSite } ) => {
		const anonymous = await request.newContext( {
			baseURL: ownSite.baseURL,
		} );
		for ( const path of [
			'/wpcom/v2/memberships/status',
			'/wpcom/v2/subscribers/counts',
			'/wpcom/v2/newsletter-categories',
		] ) {
			const response = await anonymous.get(
				`/?rest_route=${ encodeURIComponent( path ) }`
			);
			expect( { path, status: response.status() } ).toEqual( {
				path,
				status: 401,
			} );
		}
		await anonymous.dispose();
	} );
} );
