/**
 * Visitor forms behind a full-page cache. A page cache serves signed-out visitors the HTML it
 * rendered once, for as long as it keeps it: a form that needs a nonce printed in that HTML stops
 * working once the nonce is older than its lifetime (a day by default), and the visitor only sees a
 * refusal. Here nonces live NONCE_LIFE seconds (a test mu-plugin, e2e-forms-knobs.php, turned on by a
 * request header), every form page is opened as a signed-out visitor and kept open past two nonce
 * lifetimes — that page is what a cache would serve — and then submitted:
 * - the contact form's response is stored, the newsletter sign-up gets its confirmation e-mail,
 *   a donation and a product purchase are recorded by the checkout;
 * - the signed-out page carries nothing that changes between visitors or over time (a cache may
 *   serve it to anyone);
 * - a signed-in user's submission without a valid nonce is still refused (CSRF); signed-out
 *   submissions, which need no nonce, are still rate-limited, and a filled honeypot field is
 *   refused quietly with nothing stored.
 *
 * Independent of the server: the same spec runs on the native site and behind nginx's page cache.
 * Connecting the payment account is site-wide: the spec connects it for its checkouts and
 * disconnects it afterwards when it was not connected before.
 */
import {
	request,
	type APIRequestContext,
	type Browser,
	type Page,
} from '@playwright/test';
import { test, expect } from '../helpers/test';
import { inOneRateWindow } from '../helpers/rate-window';
import {
	adminContext,
	restNonceOf,
	signedInUser,
	type SignedInUser,
} from '../helpers/users';

/** Seconds a nonce lives in this spec's requests. */
const NONCE_LIFE = 2;

test.describe.configure( { mode: 'default' } );

/** Headers of every request of the spec's visitors: short nonces, and a rate-limit bucket of their own. */
function knobs( visitor: string ): Record< string, string > {
	return {
		'X-E2E-Nonce-Life': String( NONCE_LIFE ),
		'X-E2E-Forms-Visitor': visitor,
	};
}

/** A token no other run of the spec uses, for the visitors' rate-limit buckets. */
const RUN = `run${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;

/**
 * Lets a page age past two nonce lifetimes: a nonce stays valid for one lifetime at most, so
 * whatever the page printed has expired when this resolves.
 */
function agePastNonceLife(): Promise< void > {
	return new Promise( ( resolve ) =>
		setTimeout( resolve, ( 2 * NONCE_LIFE + 1 ) * 1000 )
	);
}

/** A signed-out visitor's page (no cookies), sending the spec's knobs. */
async function visitorPage(
	browser: Browser,
	visitor: string
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: { cookies: [], origins: [] },
		extraHTTPHeaders: knobs( visitor ),
	} );
	const page = await context.newPage();
	page.close = ( options ) => context.close( options );
	return page;
}

let admin: APIRequestContext;
let adminNonce: string;
let connectedHere = false;

/** A REST call of the admin; fails the test on an error status. */
async function rest< T >(
	method: 'GET' | 'POST',
	route: string,
	data?: Record< string, unknown >
): Promise< T > {
	const response = await admin.fetch(
		`/?rest_route=${ route
			.split( '?' )
			.map( ( part, at ) => ( at ? part : encodeURIComponent( part ) ) )
			.join( '&' ) }`,
		{ method, headers: { 'X-WP-Nonce': adminNonce }, data }
	);
	expect( response.ok(), await response.text() ).toBe( true );
	return ( await response.json() ) as T;
}

/** A published post with this content; its id and address. */
function publish(
	title: string,
	content: string
): Promise< { id: number; link: string } > {
	return rest( 'POST', '/wp/v2/posts', {
		title,
		content,
		status: 'publish',
	} );
}

/** The value of a hidden field in an admin screen's HTML. */
function fieldOf( html: string, name: string ): string {
	return (
		new RegExp( `name="${ name }" value="([^"]+)"` ).exec( html )?.[ 1 ] ??
		''
	);
}

/** Connects the local test payment account, unless one is connected. */
async function connectPayments(): Promise< void > {
	const status = await rest< { connect_url: string | null } >(
		'GET',
		'/wpcom/v2/memberships/status?source=gutenberg&type=all'
	);
	if ( ! status.connect_url ) {
		return;
	}
	const screen = await (
		await admin.get(
			'/wp-admin/admin.php?page=jetpack-blocks-payments-connect'
		)
	).text();
	const connected = await admin.post( '/wp-admin/admin-post.php', {
		form: {
			action: 'jetpack_blocks_payments_connect',
			_wpnonce: fieldOf( screen, '_wpnonce' ),
			default_currency: 'USD',
			redirect_uri: '',
		},
		maxRedirects: 0,
	} );
	expect( connected.status() ).toBe( 302 );
	connectedHere = true;
}

/** Disconnects the payment account this spec connected. */
async function disconnectPayments(): Promise< void > {
	if ( ! connectedHere ) {
		return;
	}
	const screen = await (
		await admin.get( '/wp-admin/admin.php?page=jetpack-blocks-earnings' )
	).text();
	await admin.post( '/wp-admin/admin-post.php', {
		form: {
			action: 'jetpack_blocks_payments_disconnect',
			_wpnonce: fieldOf( screen, '_wpnonce' ),
		},
		maxRedirects: 0,
	} );
}

/** The e-mails the site sent to an address (the test sites' mail sink). */
async function mailsTo( email: string ): Promise< string[] > {
	const mails = await rest< Array< { to: string; message: string } > >(
		'GET',
		'/e2e/v1/mails'
	);
	return mails
		.filter( ( mail ) => mail.to === email )
		.map( ( mail ) => mail.message );
}

/** Whether the Feedback screen lists a response holding this text. */
async function feedbackListed( text: string ): Promise< boolean > {
	const list = await (
		await admin.get(
			`/wp-admin/edit.php?post_type=feedback&s=${ encodeURIComponent(
				text
			) }`
		)
	).text();
	// The rows only: the screen also repeats the search term.
	const rows = /<tbody id="the-list"[^>]*>([\s\S]*?)<\/tbody>/.exec( list );
	return ( rows?.[ 1 ] ?? '' ).includes( text );
}

/** Whether the Earnings screen lists a payment of this e-mail address. */
async function paymentListed( email: string ): Promise< boolean > {
	const screen = await (
		await admin.get( '/wp-admin/admin.php?page=jetpack-blocks-earnings' )
	).text();
	return screen.includes( email );
}

const CONTACT_FORM = [
	'<!-- wp:jetpack/contact-form -->',
	'<!-- wp:jetpack/field-name {"required":true} /-->',
	'<!-- wp:jetpack/field-email {"required":true} /-->',
	'<!-- wp:jetpack/field-textarea {"required":true} /-->',
	'<!-- /wp:jetpack/contact-form -->',
].join( '\n' );

const NEWSLETTER =
	'<!-- wp:jetpack/mailchimp -->\n<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /-->\n<!-- /wp:jetpack/mailchimp -->';

const CHECK_INBOX =
	'Almost done: please check your inbox and open the link in the e-mail we just sent to confirm your sign-up.';

let contactPost: { id: number; link: string };
let newsletterPost: { id: number; link: string };
let donationPost: { id: number; link: string };
let productPost: { id: number; link: string };
let productId: number;

test.beforeAll( async () => {
	admin = await adminContext();
	adminNonce = await restNonceOf( admin );
	await connectPayments();
	contactPost = await publish( 'Cached contact form', CONTACT_FORM );
	newsletterPost = await publish( 'Cached newsletter', NEWSLETTER );
	const plan = await rest< { id: number } >(
		'POST',
		'/wpcom/v2/memberships/product',
		{
			title: 'Cached donation',
			price: 5,
			currency: 'USD',
			interval: 'one-time',
			type: 'donation',
		}
	);
	const donation = ( show: boolean, planId: number ) =>
		JSON.stringify( { show, planId, amounts: [ 5, 15, 100 ] } );
	donationPost = await publish(
		'Cached donations',
		`<!-- wp:jetpack/donations {"currency":"USD","oneTimeDonation":${ donation(
			true,
			plan.id
		) },"monthlyDonation":${ donation(
			false,
			-1
		) },"annualDonation":${ donation( false, -1 ) }} /-->`
	);
	const product = await rest< { id: number } >(
		'POST',
		'/wp/v2/jp_pay_product',
		{
			title: 'Cached poster',
			status: 'publish',
			meta: {
				spay_price: 3,
				spay_currency: 'USD',
				spay_email: 'seller@example.org',
			},
		}
	);
	productId = product.id;
	productPost = await publish(
		'Cached product',
		`<!-- wp:jetpack/simple-payments {"productId":${ product.id }} /-->`
	);
} );

test.afterAll( async () => {
	await disconnectPayments();
	await admin.dispose();
} );

/**
 * What of a page would make serving it from a cache wrong for a signed-out visitor: its forms, and
 * every piece of markup or script data that names a nonce.
 *
 * @param html A page.
 */
function cacheSensitive( html: string ) {
	return {
		forms: html.match( /<form[\s\S]*?<\/form>/g ) ?? [],
		nonces: html.match( /[^<>\n]{0,120}nonce[^<>\n]{0,120}/gi ) ?? [],
	};
}

test.describe( 'a signed-out visitor submits a page older than a nonce', () => {
	test( 'the page is the same for every signed-out visitor, whenever it is rendered', async () => {
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
			extraHTTPHeaders: knobs( `${ RUN }same` ),
		} );
		for ( const post of [
			contactPost,
			newsletterPost,
			donationPost,
			productPost,
		] ) {
			const first = await ( await anonymous.get( post.link ) ).text();
			await agePastNonceLife();
			const second = await ( await anonymous.get( post.link ) ).text();
			// The forms, and anything anywhere in the page that names a nonce. (Not the whole page:
			// the theme's "More posts" list changes as other stories publish posts.)
			expect( cacheSensitive( second ), post.link ).toEqual(
				cacheSensitive( first )
			);
			expect( first, post.link ).toContain( 'wp-block-jetpack-' );
		}
		await anonymous.dispose();
	} );

	test( 'the contact form: the response is stored', async ( { browser } ) => {
		const visitor = await visitorPage( browser, `${ RUN }contact` );
		await visitor.goto( contactPost.link );
		await agePastNonceLife();
		const form = visitor.locator( '.wp-block-jetpack-contact-form' );
		const sender = `cached-${ RUN }@example.com`;
		await form.getByLabel( 'Name' ).fill( 'Cached Visitor' );
		await form.getByLabel( 'Email' ).fill( sender );
		await form.getByLabel( 'Message' ).fill( 'Sent from an old page' );
		await form.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( form.getByRole( 'status' ) ).toContainText(
			'Your message has been sent'
		);
		await visitor.close();
		expect( await feedbackListed( sender ) ).toBe( true );
	} );

	test( 'the newsletter signup: the sign-up is stored and its confirmation e-mail sent', async ( {
		browser,
	} ) => {
		const visitor = await visitorPage( browser, `${ RUN }newsletter` );
		await visitor.goto( newsletterPost.link );
		await agePastNonceLife();
		const email = `reader-${ RUN }@example.org`;
		await visitor.getByPlaceholder( 'Enter your email' ).fill( email );
		await visitor
			.getByRole( 'button', { name: 'Join my email list' } )
			.click();
		await expect( visitor.getByText( CHECK_INBOX ) ).toBeVisible();
		await visitor.close();
		expect( await mailsTo( email ) ).toHaveLength( 1 );
	} );

	test( 'donations: the old page leads to the checkout, and the old checkout records the payment', async ( {
		browser,
	} ) => {
		const visitor = await visitorPage( browser, `${ RUN }donation` );
		await visitor.goto( donationPost.link );
		await agePastNonceLife();
		await visitor.getByRole( 'button', { name: 'Donate' } ).click();
		await expect( visitor.getByText( 'Test mode:' ) ).toBeVisible();
		// The checkout page is a page too: a cache may keep it as long.
		await agePastNonceLife();
		const email = `donor-${ RUN }@example.org`;
		await visitor.getByLabel( 'Your e-mail address' ).fill( email );
		await visitor
			.getByRole( 'button', { name: 'Pay (test mode)' } )
			.click();
		await expect( visitor.locator( '.recorded' ) ).toContainText(
			'was recorded'
		);
		await visitor.close();
		expect( await paymentListed( email ) ).toBe( true );
	} );

	test( 'a product: the old page leads to the checkout, and the old checkout records the payment', async ( {
		browser,
	} ) => {
		const visitor = await visitorPage( browser, `${ RUN }product` );
		await visitor.goto( productPost.link );
		await agePastNonceLife();
		await visitor.getByRole( 'button', { name: 'Buy now' } ).click();
		await expect( visitor.getByText( 'Test mode:' ) ).toBeVisible();
		await agePastNonceLife();
		const email = `buyer-${ RUN }@example.org`;
		await visitor.getByLabel( 'Your e-mail address' ).fill( email );
		await visitor
			.getByRole( 'button', { name: 'Pay (test mode)' } )
			.click();
		await expect( visitor.locator( '.recorded' ) ).toContainText(
			'was recorded'
		);
		await visitor.close();
		expect( await paymentListed( email ) ).toBe( true );
	} );
} );

test.describe( 'signed-in submissions still need their nonce', () => {
	let subscriber: SignedInUser;

	test.beforeAll( async () => {
		subscriber = await signedInUser( 'subscriber', 'cachedforms' );
	} );

	test.afterAll( async () => {
		await subscriber.context.dispose();
	} );

	/** The subscriber's view of a page, rendered with the spec's short nonces. */
	async function signedInHtml( link: string ): Promise< string > {
		return (
			await subscriber.context.get( link, { headers: knobs( RUN ) } )
		).text();
	}

	test( 'the contact form: a stale or missing nonce is refused, nothing stored; a fresh one works', async () => {
		const html = await signedInHtml( contactPost.link );
		const key = fieldOf( html, 'jetpack_contact_form' );
		const nonce = fieldOf( html, 'jetpack_contact_form_nonce' );
		expect( key ).toMatch( /^\d+-0$/ );
		expect( nonce ).not.toBe( '' );
		const send = ( sender: string, withNonce: string | null ) =>
			subscriber.context.post( contactPost.link, {
				headers: knobs( RUN ),
				form: {
					jetpack_contact_form: key,
					...( withNonce === null
						? {}
						: { jetpack_contact_form_nonce: withNonce } ),
					'jetpack_field[0]': 'Signed In',
					'jetpack_field[1]': sender,
					'jetpack_field[2]': 'Hello',
				},
				maxRedirects: 0,
			} );

		const missing = `missing-${ RUN }@example.com`;
		const refusedMissing = await send( missing, null );
		expect( refusedMissing.status() ).toBe( 403 );
		expect( await refusedMissing.text() ).toContain(
			'the form has expired or did not come from this site'
		);

		await agePastNonceLife();
		const stale = `stale-${ RUN }@example.com`;
		const refusedStale = await send( stale, nonce );
		expect( refusedStale.status() ).toBe( 403 );
		expect( await feedbackListed( missing ) ).toBe( false );
		expect( await feedbackListed( stale ) ).toBe( false );

		// The refusal's page carries a fresh nonce, and with a fresh one the response is stored.
		// (Nonces live 2 s here: one taken a moment before sending can expire on a busy machine,
		// so the sender takes a new one as the visitor who submits again would.)
		const refusalNonce = fieldOf(
			await refusedStale.text(),
			'jetpack_contact_form_nonce'
		);
		expect( refusalNonce ).not.toBe( '' );
		expect( refusalNonce ).not.toBe( nonce );
		const accepted = `fresh-${ RUN }@example.com`;
		await expect( async () => {
			const fresh = fieldOf(
				await signedInHtml( contactPost.link ),
				'jetpack_contact_form_nonce'
			);
			expect( ( await send( accepted, fresh ) ).status() ).toBe( 303 );
		} ).toPass();
		expect( await feedbackListed( accepted ) ).toBe( true );
	} );

	test( 'the newsletter signup: without the REST nonce, or with a stale form nonce, nothing is signed up', async () => {
		const html = await signedInHtml( newsletterPost.link );
		const fields = {
			post_id: Number( fieldOf( html, 'post_id' ) ),
			form: fieldOf( html, 'form' ),
			nonce: fieldOf( html, 'nonce' ),
		};
		const restNonce = fieldOf( html, '_wpnonce' );
		expect( fields.nonce ).not.toBe( '' );
		expect( restNonce ).not.toBe( '' );
		const subscribe = (
			email: string,
			headers: Record< string, string >,
			nonce: string
		) =>
			subscriber.context.post(
				`/?rest_route=${ encodeURIComponent(
					'/wpcom/v2/mailchimp/subscribe'
				) }`,
				{
					headers: { ...knobs( RUN ), ...headers },
					data: { ...fields, nonce, email },
				}
			);

		// The signed-in cookie without the REST nonce: a request another site could make.
		const withoutRestNonce = `norest-${ RUN }@example.org`;
		const refused = await subscribe( withoutRestNonce, {}, fields.nonce );
		expect( refused.status() ).toBe( 403 );
		expect( ( await refused.json() ).code ).toBe( 'invalid_nonce' );

		await agePastNonceLife();
		const stale = `stale-${ RUN }@example.org`;
		const refusedStale = await subscribe(
			stale,
			{ 'X-WP-Nonce': subscriber.restNonce },
			fields.nonce
		);
		expect( refusedStale.status() ).toBe( 403 );
		expect( await mailsTo( withoutRestNonce ) ).toHaveLength( 0 );
		expect( await mailsTo( stale ) ).toHaveLength( 0 );
	} );

	test( 'the checkout: a stale nonce is refused and nothing recorded', async () => {
		const link = `/?jetpack_blocks_product_checkout=${ productId }`;
		const checkout = await signedInHtml( link );
		const nonce = fieldOf( checkout, '_wpnonce' );
		expect( nonce ).not.toBe( '' );
		await agePastNonceLife();
		const email = `stale-buyer-${ RUN }@example.org`;
		const sent = await subscriber.context.post( link, {
			headers: knobs( RUN ),
			form: { _wpnonce: nonce, email },
		} );
		expect( sent.status() ).toBe( 400 );
		expect( await sent.text() ).toContain( 'This form has expired' );
		expect( await paymentListed( email ) ).toBe( false );
	} );
} );

test.describe( 'what still stops abuse', () => {
	// The refusals are the point: the browser logs each 400 the visitor's forms get.
	test.use( { allowedConsoleError: /status of 400/ } );

	test( 'signed-out contact-form submissions, which need no nonce, are still rate-limited', async () => {
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
			extraHTTPHeaders: {
				...knobs( `${ RUN }flood` ),
				'X-E2E-Forms-Limit': '2',
			},
		} );
		const send = ( n: number ) =>
			anonymous.post( contactPost.link, {
				form: {
					jetpack_contact_form: `${ contactPost.id }-0`,
					'jetpack_field[0]': `Flood ${ n }`,
					'jetpack_field[1]': `flood${ n }-${ RUN }@example.com`,
					'jetpack_field[2]': 'Hello',
				},
				maxRedirects: 0,
			} );
		// The limit's window is ten minutes (e2e-forms-knobs.php).
		await inOneRateWindow( 600 );
		expect( ( await send( 1 ) ).status() ).toBe( 303 );
		expect( ( await send( 2 ) ).status() ).toBe( 303 );
		const refused = await send( 3 );
		expect( refused.status() ).toBe( 429 );
		expect( await refused.text() ).toContain(
			'too many messages have been sent from here'
		);
		await anonymous.dispose();
		expect( await feedbackListed( `flood2-${ RUN }@example.com` ) ).toBe(
			true
		);
		expect( await feedbackListed( `flood3-${ RUN }@example.com` ) ).toBe(
			false
		);
	} );

	test( 'a filled honeypot is refused like any refusal, and nothing is stored or sent', async ( {
		browser,
	} ) => {
		const visitor = await visitorPage( browser, `${ RUN }honeypot` );

		await visitor.goto( contactPost.link );
		const form = visitor.locator( '.wp-block-jetpack-contact-form' );
		const trap = form.locator( 'input[tabindex="-1"][autocomplete="off"]' );
		await expect( trap ).toHaveCount( 1 );
		// Hidden from people and from assistive technology.
		await expect( trap ).not.toBeInViewport();
		await expect(
			form.getByRole( 'textbox', { includeHidden: false } )
		).toHaveCount( 3 );
		const sender = `bot-${ RUN }@example.com`;
		await form.getByLabel( 'Name' ).fill( 'Bot' );
		await form.getByLabel( 'Email' ).fill( sender );
		await form.getByLabel( 'Message' ).fill( 'Buy now' );
		await trap.evaluate( ( input ) => {
			( input as HTMLInputElement ).value = 'http://spam.example';
		} );
		await form.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( form.getByRole( 'alert' ) ).toBeVisible();
		await expect( form.getByRole( 'status' ) ).toHaveCount( 0 );
		expect( await feedbackListed( sender ) ).toBe( false );

		await visitor.goto( newsletterPost.link );
		const email = `bot-${ RUN }@example.org`;
		await visitor
			.locator(
				'.wp-block-jetpack-mailchimp input[tabindex="-1"][autocomplete="off"]'
			)
			.evaluate( ( input ) => {
				( input as HTMLInputElement ).value = 'http://spam.example';
			} );
		await visitor.getByPlaceholder( 'Enter your email' ).fill( email );
		await visitor
			.getByRole( 'button', { name: 'Join my email list' } )
			.click();
		await expect(
			visitor.locator( '.wp-block-jetpack-mailchimp_error' )
		).toBeVisible();
		expect( await mailsTo( email ) ).toHaveLength( 0 );

		await visitor.goto( productPost.link );
		await visitor.getByRole( 'button', { name: 'Buy now' } ).click();
		const buyer = `bot-buyer-${ RUN }@example.org`;
		await visitor
			.locator( 'form input[tabindex="-1"][autocomplete="off"]' )
			.evaluate( ( input ) => {
				( input as HTMLInputElement ).value = 'http://spam.example';
			} );
		await visitor.getByLabel( 'Your e-mail address' ).fill( buyer );
		await visitor
			.getByRole( 'button', { name: 'Pay (test mode)' } )
			.click();
		await expect( visitor.getByRole( 'alert' ) ).toBeVisible();
		await expect( visitor.locator( '.recorded' ) ).toHaveCount( 0 );
		await visitor.close();
		expect( await paymentListed( buyer ) ).toBe( false );
	} );
} );
