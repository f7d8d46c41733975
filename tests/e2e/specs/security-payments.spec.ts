/**
 * The visitors' checkout (php-stubs/payments/checkout.php, products.php) as an attacker uses it:
 * - the "Back to …" link names only a post the visitor may read: never a private, draft or
 *   password-protected post's title, nor that of a stored payment or form response (whose titles hold
 *   e-mail addresses), whatever id is put in `source_post`; a public post still links back;
 * - completing checkouts is rate-limited per visitor and plan or product: beyond the limit the
 *   visitor reads why, and no payment is recorded.
 *
 * Connecting the payment account is site-wide and the rate limit is lowered by a test mu-plugin, so
 * the spec has a site of its own.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import { inOneRateWindow } from '../helpers/rate-window';

let site: OwnSite;

test.describe.configure( { mode: 'default' } );

/** A REST call of a signed-in session; fails the test on an error status. */
async function rest< T >(
	session: SignedIn,
	method: 'GET' | 'POST',
	route: string,
	data?: Record< string, unknown >
): Promise< T > {
	const response = await session.context.fetch(
		`/?rest_route=${ encodeURIComponent( route ) }`,
		{ method, headers: { 'X-WP-Nonce': session.nonce }, data }
	);
	expect( response.ok(), await response.text() ).toBe( true );
	return ( await response.json() ) as T;
}

/** Creates a post of any type and status (test mu-plugin); returns its id. */
async function storePost(
	type: string,
	status: string,
	title: string,
	password = ''
): Promise< number > {
	if ( type === 'post' ) {
		const post = await rest< { id: number } >(
			site.admin,
			'POST',
			'/wp/v2/posts',
			{ title, status, password }
		);
		return post.id;
	}
	const post = await rest< { id: number } >(
		site.admin,
		'POST',
		'/payments-test/v1/post',
		{ type, status, title }
	);
	return post.id;
}

/** Connects the local test account through the connect screen's form. */
async function connect(): Promise< void > {
	const screen = await (
		await site.admin.context.get(
			'/wp-admin/admin.php?page=jetpack-blocks-payments-connect'
		)
	).text();
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( screen )?.[ 1 ];
	expect( nonce ).toBeTruthy();
	const connected = await site.admin.context.post(
		'/wp-admin/admin-post.php',
		{
			form: {
				action: 'jetpack_blocks_payments_connect',
				_wpnonce: nonce as string,
				default_currency: 'USD',
				redirect_uri: '',
			},
			maxRedirects: 0,
		}
	);
	expect( connected.status() ).toBe( 302 );
}

/** A plan of the memberships route; returns its checkout address. */
async function createPlan( title: string ): Promise< string > {
	const plan = await rest< { checkout_url: string } >(
		site.admin,
		'POST',
		'/wpcom/v2/memberships/product',
		{
			title,
			price: 5,
			currency: 'USD',
			interval: '1 month',
			type: 'donation',
		}
	);
	return plan.checkout_url;
}

/** A published product of the simple payments block; returns its checkout address. */
async function createProduct( title: string ): Promise< string > {
	const product = await rest< { id: number } >(
		site.admin,
		'POST',
		'/wp/v2/jp_pay_product',
		{
			title,
			status: 'publish',
			meta: {
				spay_price: 3,
				spay_currency: 'USD',
				spay_email: 'seller@example.org',
			},
		}
	);
	return `${ site.baseURL }/?jetpack_blocks_product_checkout=${ product.id }`;
}

/** Opens a checkout address and submits its form as a visitor; both pages' HTML. */
async function payAt(
	visitor: APIRequestContext,
	address: string,
	email: string
): Promise< { form: string; result: string; status: number } > {
	const page = await visitor.get( address );
	const form = await page.text();
	expect( page.status(), form ).toBe( 200 );
	const action = /<form method="post" action="([^"]+)"/.exec( form )?.[ 1 ];
	// A signed-out visitor's checkout carries no nonce (a page cache may serve it).
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( form )?.[ 1 ];
	expect( action, form ).toBeTruthy();
	const sent = await visitor.post(
		( action as string ).replace( /&#038;|&amp;/g, '&' ),
		{ form: { ...( nonce ? { _wpnonce: nonce } : {} ), email } }
	);
	return { form, result: await sent.text(), status: sent.status() };
}

/** The address with `source_post` set to a post id. */
function withSource( address: string, postId: number ): string {
	const url = new URL( address );
	url.searchParams.set( 'source_post', String( postId ) );
	return url.toString();
}

/** How many payments of an e-mail address the Earnings screen lists. */
async function paymentsOf( email: string ): Promise< number > {
	const screen = await (
		await site.admin.context.get(
			'/wp-admin/admin.php?page=jetpack-blocks-earnings'
		)
	).text();
	return screen.split( `<td>${ email }</td>` ).length - 1;
}

test.beforeAll( async () => {
	site = await startOwnSite( 'security-payments', [
		'own-site/payments-security.php',
	] );
	await connect();
} );

test.afterAll( async () => {
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

test.describe( 'Checkout: the "Back to" link names only posts the visitor may read', () => {
	const secrets: Array< [ string, () => Promise< number > ] > = [
		[
			'a private post',
			() => storePost( 'post', 'private', 'Private plans of the board' ),
		],
		[
			'a draft',
			() => storePost( 'post', 'draft', 'Unpublished draft story' ),
		],
		[
			'a password-protected post',
			() =>
				storePost(
					'post',
					'publish',
					'Members-only letter',
					'open sesame'
				),
		],
		[
			'a stored payment',
			() =>
				storePost(
					'jp_payment',
					'publish',
					'secret-payer@example.org $9.00'
				),
		],
		[
			'a form response',
			() =>
				storePost(
					'feedback',
					'publish',
					'responder@example.org: call me back'
				),
		],
	];

	let planCheckout = '';
	let productCheckout = '';
	let visitor: APIRequestContext;

	test.beforeAll( async () => {
		planCheckout = await createPlan( 'Monthly support' );
		productCheckout = await createProduct( 'Poster' );
		visitor = await request.newContext( { baseURL: site.baseURL } );
	} );

	test.afterAll( async () => {
		await visitor.dispose();
	} );

	for ( const [ what, store ] of secrets ) {
		test( `${ what }'s title never appears on the plan or product checkout`, async () => {
			const id = await store();
			for ( const checkout of [ planCheckout, productCheckout ] ) {
				const { form, result, status } = await payAt(
					visitor,
					withSource( checkout, id ),
					'visitor@example.org'
				);
				expect( status, result ).toBe( 200 );
				expect( result ).toContain( 'was recorded' );
				for ( const page of [ form, result ] ) {
					expect( page ).not.toMatch(
						/Private plans|Unpublished draft|Members-only|secret-payer|responder@/
					);
				}
				expect( result ).toContain( 'Back to the site' );
			}
		} );
	}

	test( 'a public source post still links back with its title, on both checkouts', async () => {
		const id = await storePost( 'post', 'publish', 'Support our work' );
		const post = await rest< { link: string } >(
			site.admin,
			'GET',
			`/wp/v2/posts/${ id }`
		);
		for ( const checkout of [ planCheckout, productCheckout ] ) {
			const { result } = await payAt(
				visitor,
				withSource( checkout, id ),
				'fan@example.org'
			);
			expect( result ).toContain( 'Back to “Support our work”' );
			expect( result ).toContain(
				`href="${ post.link.replace( /&/g, '&#038;' ) }"`
			);
		}
	} );

	test( 'the author of a private post, signed in, is led back to it', async () => {
		const id = await storePost( 'post', 'private', 'Private fundraiser' );
		const { result } = await payAt(
			site.admin.context,
			withSource( planCheckout, id ),
			'author@example.org'
		);
		expect( result ).toContain( 'Back to “Private: Private fundraiser”' );
	} );
} );

test.describe( 'Checkout: completing payments is rate-limited per visitor', () => {
	const items: Array< [ string, ( title: string ) => Promise< string > ] > = [
		[ 'plan', createPlan ],
		[ 'product', createProduct ],
	];
	for ( const [ kind, create ] of items ) {
		test( `beyond the limit a ${ kind } checkout is refused with a message and records nothing`, async () => {
			const checkout = await create( `Rate-limited ${ kind }` );
			const visitor = await request.newContext( {
				baseURL: site.baseURL,
			} );
			const email = `limited-${ kind }@example.org`;
			// The test mu-plugin allows two payments of this item per visitor in an hour.
			await inOneRateWindow( 3600, 30 );
			for ( let i = 0; i < 2; i++ ) {
				const { result, status } = await payAt(
					visitor,
					checkout,
					email
				);
				expect( status, result ).toBe( 200 );
				expect( result ).toContain( 'was recorded' );
			}
			expect( await paymentsOf( email ) ).toBe( 2 );

			const refused = await payAt( visitor, checkout, email );
			expect( refused.status ).toBe( 429 );
			expect( refused.result ).toContain(
				'Too many payments have been made from here in a short time. Please wait a while and try again.'
			);
			expect( refused.result ).not.toContain( 'was recorded' );
			// The form is shown again, with the visitor's e-mail address kept.
			expect( refused.result ).toContain( `value="${ email }"` );
			expect( await paymentsOf( email ) ).toBe( 2 );
			await visitor.dispose();
		} );
	}

	test( 'the limit of one item leaves the others payable', async () => {
		const checkout = await createPlan( 'Unlimited plan' );
		const visitor = await request.newContext( { baseURL: site.baseURL } );
		for ( let i = 0; i < 3; i++ ) {
			const { result, status } = await payAt(
				visitor,
				checkout,
				'regular@example.org'
			);
			expect( status, result ).toBe( 200 );
		}
		expect( await paymentsOf( 'regular@example.org' ) ).toBe( 3 );
		await visitor.dispose();
	} );
} );
