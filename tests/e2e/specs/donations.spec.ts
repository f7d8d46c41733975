/**
 * jetpack/donations, end to end on a site of its own (connecting the payment account is site-wide):
 * unconnected notice → connect the local test account → plans created → edit → save → reload →
 * visitors donate through the local test-mode checkout → the donations are listed under Earnings.
 */
import type { Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { BlockSteps } from '../helpers/block-steps';

test.use( {
	ownSiteName: 'donations',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'e2e-block-markers.php' ],
} );
test.describe.configure( { mode: 'serial', timeout: 180_000 } );

const STATUS_ROUTE = /memberships(%2F|\/)status/;

async function planIds( blocks: BlockSteps ): Promise< unknown[] > {
	const [ block ] = await blocks.editorBlocks();
	const attributes = block?.attributes ?? {};
	return [ 'oneTimeDonation', 'monthlyDonation', 'annualDonation' ].map(
		( key ) => ( attributes[ key ] as { planId?: unknown } )?.planId
	);
}

async function savingLocked( page: Page ): Promise< boolean > {
	return page.evaluate( () =>
		(
			window as unknown as {
				wp: { data: { select: ( store: string ) => any } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- page global
			}
		 ).wp.data
			.select( 'core/editor' )
			.isPostSavingLocked()
	);
}

/** Pays on the local checkout page the visitor was led to. */
async function payAtCheckout( visitor: Page, email: string ): Promise< void > {
	await expect( visitor.getByText( 'Test mode:' ) ).toBeVisible();
	await visitor.getByLabel( 'Your e-mail address' ).fill( email );
	await visitor.getByRole( 'button', { name: 'Pay (test mode)' } ).click();
}

test( 'connect, set up, save, and visitors donate in test mode', async ( {
	page,
	blocks,
	editor,
	visitorMarkup,
} ) => {
	// A long story: two editor round trips, two checkouts and wp-admin.
	test.slow();
	await blocks.newPost( 'Donations story' );
	const block = await blocks.insertFromInserter( 'Donations Form' );

	// No payment account yet: the block says so and leads to the connect screen.
	await expect( block ).toContainText(
		'Connect a payment account to accept donations.'
	);
	expect( await planIds( blocks ) ).toEqual( [ -1, -1, -1 ] );
	const connect = block.getByRole( 'button', {
		name: 'Connect payment account',
	} );
	const [ connectScreen ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		connect.click(),
	] );
	await connectScreen.waitForLoadState();
	await expect(
		connectScreen.getByRole( 'heading', { name: 'Connect payments' } )
	).toBeVisible();
	// The account's default currency is what new blocks start in (the next test).
	await connectScreen.getByLabel( 'Default currency' ).selectOption( 'EUR' );
	await connectScreen
		.getByRole( 'button', { name: 'Connect test account' } )
		.click();
	await connectScreen.waitForLoadState();
	await connectScreen.close();

	// Back in the editor: the plans of the block's currency are created.
	await block.getByRole( 'button', { name: 'Check again' } ).click();
	await expect( block ).toContainText( 'Test mode:' );
	await expect
		.poll( async () =>
			( await planIds( blocks ) ).every(
				( id ) => typeof id === 'number' && id > 0
			)
		)
		.toBe( true );
	const usdPlans = await planIds( blocks );
	await expect( block.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
		'Yearly',
	] );
	await expect(
		block.getByRole( 'textbox', { name: 'Amount 1 (USD)' } )
	).toHaveValue( '5.00' );

	// This block was set up before the account: it keeps USD.
	const usdSecond = block.getByRole( 'textbox', { name: 'Amount 2 (USD)' } );
	await usdSecond.fill( '22.75' );
	await expect( usdSecond ).toHaveAttribute( 'aria-invalid', 'false' );

	// Currency: EUR resets the amounts to EUR's defaults and gets EUR plans.
	await editor.selectBlocks( block );
	await editor.showBlockToolbar();
	await page.getByRole( 'button', { name: 'Change currency' } ).click();
	await page.getByRole( 'menuitem', { name: 'EUR (€)' } ).click();
	await expect(
		block.getByRole( 'textbox', { name: 'Amount 2 (EUR)' } )
	).toHaveValue( '15,00' );
	await expect(
		block.getByRole( 'textbox', { name: 'Amount 3 (EUR)' } )
	).toHaveValue( '100,00' );
	await expect
		.poll( async () => {
			const ids = await planIds( blocks );
			return (
				ids.every( ( id ) => typeof id === 'number' && id > 0 ) &&
				ids.every( ( id ) => ! usdPlans.includes( id ) )
			);
		} )
		.toBe( true );

	// Texts and amounts.
	const heading = block.getByRole( 'textbox', { name: 'Heading' } );
	await heading.click();
	await page.keyboard.press( 'ControlOrMeta+a' );
	await page.keyboard.type( 'Keep the garden growing' );
	const second = block.getByRole( 'textbox', { name: 'Amount 2 (EUR)' } );
	await second.fill( '20,50' );
	const first = block.getByRole( 'textbox', { name: 'Amount 1 (EUR)' } );
	await first.fill( '0,20' );
	await expect( first ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( block.getByRole( 'alert' ) ).toHaveText(
		'Enter an amount of at least €0,50.'
	);
	await first.fill( '' );
	await first.blur();
	await expect( first ).toHaveValue( '5,00' );
	await expect( block.getByRole( 'alert' ) ).toHaveCount( 0 );

	// Tabs follow the toggles; hiding the active tab returns to one-time.
	await editor.openDocumentSettingsSidebar();
	await block.getByRole( 'tab', { name: 'Yearly' } ).click();
	await expect(
		block.getByRole( 'textbox', { name: 'Heading' } )
	).toHaveText( 'Make a yearly donation' );
	await page
		.getByRole( 'checkbox', { name: 'Show annual donations' } )
		.click();
	await expect( block.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
	] );
	await expect( heading ).toHaveText( 'Keep the garden growing' );
	await page
		.getByRole( 'checkbox', { name: 'Show monthly donations' } )
		.click();
	await expect( block.getByRole( 'tab' ) ).toHaveCount( 0 );
	await page
		.getByRole( 'checkbox', { name: 'Show monthly donations' } )
		.click();
	await block.getByRole( 'tab', { name: 'Monthly' } ).click();
	const button = block.getByRole( 'textbox', { name: 'Button text' } );
	await expect( button ).toHaveText( 'Donate monthly' );
	const earningsLink = page.getByRole( 'link', {
		name: /View donation earnings/,
	} );
	await expect( earningsLink ).toHaveAttribute( 'href', /earnings/ );
	const earningsUrl = ( await earningsLink.getAttribute( 'href' ) ) ?? '';

	const postId = await blocks.save();
	const [ saved ] = await blocks.reloadAndCheckValid();
	expect( saved ).toMatchObject( {
		name: 'jetpack/donations',
		attributes: {
			currency: 'EUR',
			oneTimeDonation: {
				show: true,
				amounts: [ 5, 20.5, 100 ],
				heading: 'Keep the garden growing',
				buttonText: 'Donate',
			},
			monthlyDonation: { show: true, amounts: [ 5, 15, 100 ] },
			annualDonation: { show: false },
			showCustomAmount: true,
		},
	} );

	// Visitors: tabs, the block's own small script, valid and accessible markup.
	const visitor = await blocks.visitFrontEnd( postId );
	const postUrl = visitor.url();
	const form = visitor.locator( '.wp-block-jetpack-donations' );
	await expect( form.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
	] );
	expect(
		( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
			src.includes( 'donations/view.js' )
		)
	).toHaveLength( 1 );
	await visitorMarkup.check( visitor, 'jetpack/donations' );

	// A tier, one-time.
	const oneTime = form.getByRole( 'tabpanel' );
	await expect( oneTime ).toContainText( 'Keep the garden growing' );
	await oneTime.getByText( '€20,50' ).click();
	await oneTime.getByRole( 'button', { name: 'Donate' } ).click();
	await payAtCheckout( visitor, 'first@example.com' );
	await expect( visitor.getByText( /€20,50/ ).first() ).toBeVisible();
	await expect( visitor.getByText( /was recorded/ ) ).toBeVisible();

	// A custom amount, monthly: too small is refused on the page, with the amount kept.
	await visitor.goto( postUrl );
	await expect( form.getByRole( 'tab', { name: 'Monthly' } ) ).toBeVisible();
	await form.getByRole( 'tab', { name: 'Monthly' } ).click();
	const monthly = form.getByRole( 'tabpanel' );
	const custom = monthly.getByRole( 'spinbutton', {
		name: /Or enter a custom amount/,
	} );
	await custom.fill( '0.2' );
	const donateUrl = visitor.url();
	await monthly.getByRole( 'button', { name: 'Donate monthly' } ).click();
	await expect( monthly.getByRole( 'alert' ) ).toHaveText(
		'The amount must be at least €0,50.'
	);
	await expect( custom ).toHaveValue( '0.2' );
	await expect( custom ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( visitor.url() ).toBe( donateUrl );

	await custom.fill( '7' );
	await monthly.getByRole( 'button', { name: 'Donate monthly' } ).click();
	await expect( visitor.getByLabel( 'Amount (EUR)' ) ).toHaveValue( '7' );
	await payAtCheckout( visitor, 'monthly@example.com' );
	await expect( visitor.getByText( /was recorded/ ) ).toBeVisible();
	await visitor.close();

	// Both donations are listed on the Earnings screen.
	await page.goto( earningsUrl );
	const rows = page.locator( 'table tbody tr' );
	await expect( rows ).toHaveCount( 2 );
	await expect(
		rows.filter( { hasText: 'first@example.com' } )
	).toContainText( '€20,50' );
	await expect(
		rows.filter( { hasText: 'monthly@example.com' } )
	).toContainText( '€7,00' );
} );

test( 'without JavaScript the stored form still leads to the checkout', async ( {
	page,
	blocks,
} ) => {
	// The site is connected by the story above (serial, same site).
	await blocks.newPost( 'Donations without JavaScript' );
	await blocks.insertFromInserter( 'Donations Form' );
	await expect
		.poll( async () =>
			( await planIds( blocks ) ).every(
				( id ) => typeof id === 'number' && id > 0
			)
		)
		.toBe( true );
	// A block inserted once the account exists starts in the account's default currency.
	const [ inserted ] = await blocks.editorBlocks();
	expect( inserted?.attributes.currency ).toBe( 'EUR' );
	const postId = await blocks.save();
	const link = await page.evaluate(
		( id ) =>
			(
				window as unknown as {
					wp: { data: { select: ( store: string ) => any } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- page global
				}
			 ).wp.data
				.select( 'core' )
				.getEntityRecord( 'postType', 'post', id )?.link as string,
		postId
	);
	const noScriptContext = await page
		.context()
		.browser()!
		.newContext( {
			javaScriptEnabled: false,
			storageState: { cookies: [], origins: [] },
		} );
	const noScript = await noScriptContext.newPage();
	await noScript.goto( link );
	// Every interval is shown, one under the other, with the first tier chosen.
	const panels = noScript.locator( '.donations__panel' );
	await expect( panels ).toHaveCount( 3 );
	await expect(
		panels
			.nth( 2 )
			.getByRole( 'heading', { name: 'Make a yearly donation' } )
	).toBeVisible();
	await panels
		.nth( 2 )
		.getByRole( 'button', { name: 'Donate yearly' } )
		.click();
	await expect( noScript.getByText( 'Test mode:' ) ).toBeVisible();
	await expect( noScript.getByText( /Amount:\s*€5,00/ ) ).toBeVisible();
	await noScriptContext.close();
} );

test.describe( 'when the memberships data cannot be loaded', () => {
	test.use( {
		allowedConsoleError: /Failed to load resource|ERR_FAILED|status/,
	} );

	test( 'the placeholder says so, saving stays possible, and Retry loads it', async ( {
		page,
		blocks,
	} ) => {
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( STATUS_ROUTE, async ( route ) => {
			await held;
			await route.abort();
		} );
		await blocks.newPost( 'Donations offline' );
		const block = await blocks.insertFromInserter( 'Donations Form' );
		// Saving waits while the plans load…
		await expect.poll( () => savingLocked( page ) ).toBe( true );
		release();
		const host = new URL( page.url() ).host;
		await expect( block ).toContainText(
			`Could not load data from ${ host }.`
		);
		// …and no longer once they failed.
		expect( await savingLocked( page ) ).toBe( false );

		await page.unroute( STATUS_ROUTE );
		await block.getByRole( 'button', { name: 'Retry' } ).click();
		await expect( block.getByRole( 'tab' ) ).toHaveCount( 3 );
	} );
} );
