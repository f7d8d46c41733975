/**
 * jetpack/simple-payments, end to end on a site of its own (connecting the payment account is
 * site-wide): connect the local test account → insert → the draft product is created → the form's
 * messages on deselect (typed text kept) → save publishes the product → reload valid → the product
 * record holds the block's fields → a visitor buys two in test mode → the order is on Earnings.
 */
import type { Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { BlockSteps } from '../helpers/block-steps';

test.use( {
	ownSiteName: 'simple-payments',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'e2e-block-markers.php' ],
} );
test.describe.configure( { mode: 'serial' } );

const NAME = 'jetpack/simple-payments';

async function connectTestAccount( page: Page ): Promise< void > {
	await page.goto(
		'/wp-admin/admin.php?page=jetpack-blocks-payments-connect'
	);
	await page.getByLabel( 'Default currency' ).selectOption( 'USD' );
	await page.getByRole( 'button', { name: 'Connect test account' } ).click();
	await page.waitForLoadState();
}

async function productId( blocks: BlockSteps ): Promise< unknown > {
	const [ block ] = await blocks.editorBlocks();
	return block?.attributes?.productId;
}

test( 'sell a product: validate, save, reload, and a visitor buys in test mode', async ( {
	page,
	blocks,
	editor,
	requestUtils,
	visitorMarkup,
} ) => {
	test.slow();
	await connectTestAccount( page );

	await blocks.newPost( 'Simple payments story' );
	const block = await blocks.insertFromInserter( 'Simple Payments' );

	// An admin may publish: the product is created as a draft right away.
	await expect
		.poll( () => productId( blocks ) )
		.toEqual( expect.any( Number ) );
	const id = Number( await productId( blocks ) );
	const draft = ( await requestUtils.rest( {
		path: `/wp/v2/jp_pay_product/${ id }`,
		params: { context: 'edit' },
	} ) ) as { status: string };
	expect( draft.status ).toBe( 'draft' );

	await expect( block ).toContainText( 'Test mode:' );
	await expect(
		block.getByRole( 'button', { name: 'Product Image' } )
	).toBeVisible();
	await block.getByLabel( 'Item name' ).fill( 'Blue mug' );
	await block
		.getByLabel( 'Describe your item in a few words' )
		.fill( 'Hand-thrown, holds 300 ml.' );
	await block.getByLabel( 'Currency' ).selectOption( 'JPY' );
	const price = block.getByLabel( 'Price' );
	await price.fill( '1500.5' );

	// Deselecting checks the fields; the typed price stays as typed.
	const title = editor.canvas.getByRole( 'textbox', { name: 'Add title' } );
	await title.click();
	await expect( block ).toContainText(
		'We know every penny counts, but prices in this currency can’t contain decimal values.'
	);
	await expect( block ).toContainText(
		'We want to make sure payments reach you, so please add an email address.'
	);
	await expect( price ).toHaveValue( '1500.5' );

	// Editing a field clears its own message only.
	await price.fill( 'a lot' );
	await expect( block ).not.toContainText( 'We know every penny counts' );
	await expect( block ).toContainText( 'We want to make sure payments' );
	await title.click();
	await expect( block ).toContainText( 'Invalid price' );
	await expect( price ).toHaveValue( 'a lot' );

	await price.fill( '1500' );
	await block.getByLabel( 'Email' ).fill( 'shop@example.org' );
	await block
		.getByLabel( 'Allow people to buy more than one item at a time' )
		.check();
	await title.click();
	// Deselected and valid: the preview.
	await expect( block ).toContainText( '¥1,500' );
	await expect( block.getByLabel( 'Item name' ) ).toHaveCount( 0 );

	const postId = await blocks.save();
	// Saving the post publishes the product with the block's fields (spec 002 §7).
	await expect
		.poll( async () => {
			const record = ( await requestUtils.rest( {
				path: `/wp/v2/jp_pay_product/${ id }`,
				params: { context: 'edit' },
			} ) ) as {
				status: string;
				title: { raw: string };
				content: { raw: string };
				meta: Record< string, unknown >;
			};
			return {
				status: record.status,
				title: record.title.raw,
				content: record.content.raw,
				meta: record.meta,
			};
		} )
		.toEqual( {
			status: 'publish',
			title: 'Blue mug',
			content: 'Hand-thrown, holds 300 ml.',
			meta: {
				spay_currency: 'JPY',
				spay_email: 'shop@example.org',
				spay_multiple: true,
				spay_price: 1500,
			},
		} );

	const [ saved ] = await blocks.reloadAndCheckValid();
	expect( saved ).toMatchObject( {
		name: NAME,
		attributes: {
			productId: id,
			title: 'Blue mug',
			content: 'Hand-thrown, holds 300 ml.',
			currency: 'JPY',
			price: 1500,
			multiple: true,
			email: 'shop@example.org',
			postLinkText: 'Click here to purchase.',
		},
	} );

	// Visitors: the product, a purchase form without any script of ours, valid markup.
	const visitor = await blocks.visitFrontEnd( postId );
	const product = visitor.locator( '.wp-block-jetpack-simple-payments' );
	await expect( product ).toContainText( 'Blue mug' );
	await expect( product ).toContainText( 'Hand-thrown, holds 300 ml.' );
	await expect( product ).toContainText( '¥1,500' );
	await expect( product ).toContainText( 'Test mode:' );
	expect(
		( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
			src.includes( 'simple-payments' )
		)
	).toEqual( [] );
	await visitorMarkup.check( visitor, NAME );

	await product.getByLabel( 'Quantity' ).fill( '2' );
	await product.getByRole( 'button', { name: 'Buy now' } ).click();
	await expect( visitor.getByText( 'Test mode:' ) ).toBeVisible();
	await expect( visitor.getByLabel( 'Quantity' ) ).toHaveValue( '2' );
	await visitor
		.getByLabel( 'Your e-mail address' )
		.fill( 'buyer@example.com' );
	await visitor.getByRole( 'button', { name: 'Pay (test mode)' } ).click();
	await expect(
		visitor.getByText(
			'Your payment of ¥3,000 for 2 × Blue mug was recorded.'
		)
	).toBeVisible();
	await visitor.close();

	// The order is listed on the Earnings screen.
	await page.goto( '/wp-admin/admin.php?page=jetpack-blocks-earnings' );
	const row = page
		.locator( 'table tbody tr' )
		.filter( { hasText: 'buyer@example.com' } );
	await expect( row ).toContainText( '¥3,000' );
	await expect( row ).toContainText( 'Blue mug × 2' );
	await expect( row ).toContainText( 'Simple payments story' );
} );

test( 'the shortcode-era block opens valid, and a product from another site is created here', async ( {
	blocks,
	requestUtils,
} ) => {
	const stored = [
		'<!-- wp:jetpack/simple-payments {"currency":"GBP","email":"shop@example.org","price":8.5,"productId":7777} -->',
		'[simple-payment id="7777"]',
		'<!-- /wp:jetpack/simple-payments -->',
	].join( '\n' );
	const { id } = await blocks.createPostWithContent( stored, 'Old product' );
	const [ opened ] = await blocks.openAndCheckValid( id );
	expect( opened ).toMatchObject( {
		name: NAME,
		isValid: true,
		attributes: { currency: 'GBP', price: 8.5, email: 'shop@example.org' },
	} );
	// Product 7777 is not on this site: the block gets a product of its own, with its fields.
	await expect
		.poll( async () => {
			const value = Number( await productId( blocks ) );
			return value > 0 && value !== 7777;
		} )
		.toBe( true );
	const replacement = Number( await productId( blocks ) );
	const record = ( await requestUtils.rest( {
		path: `/wp/v2/jp_pay_product/${ replacement }`,
		params: { context: 'edit' },
	} ) ) as { status: string; meta: Record< string, unknown > };
	expect( record ).toMatchObject( {
		status: 'draft',
		meta: { spay_currency: 'GBP', spay_price: 8.5 },
	} );
} );

test.describe( 'a product not for sale', () => {
	// The visitor opens the checkout of a draft product on purpose: its 404 is the answer expected.
	test.use( { allowedConsoleError: /status of 404 \(Not Found\)/ } );

	test( 'visitors see only published products while an account is connected; the server checks products', async ( {
		blocks,
		requestUtils,
		page,
	} ) => {
		const draft = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/jp_pay_product',
			data: {
				title: 'Not yet',
				status: 'draft',
				meta: { spay_currency: 'USD', spay_price: 5 },
			},
		} ) ) as { id: number };
		const { link } = await blocks.createPostWithContent(
			`<!-- wp:jetpack/simple-payments {"price":5,"productId":${ draft.id }} -->\n<div class="jetpack-simple-payments-wrapper jetpack-simple-payments-${ draft.id }"><div class="jetpack-simple-payments-product"><div class="jetpack-simple-payments-details"><div class="jetpack-simple-payments-title"><p>Not yet</p></div><div class="jetpack-simple-payments-description"><p></p></div><div class="jetpack-simple-payments-price"><p>$5.00</p></div><a class="jetpack-simple-payments-purchase" target="_blank" rel="noopener noreferrer">Click here to purchase.</a></div></div></div>\n<!-- /wp:jetpack/simple-payments -->`,
			'Draft product'
		);
		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( link );
		await expect(
			visitor.locator( '.jetpack-simple-payments-wrapper' )
		).toHaveCount( 0 );
		const site = new URL( link ).origin;
		const checkout = await visitor.goto(
			`${ site }/?jetpack_blocks_product_checkout=${ draft.id }`
		);
		expect( checkout?.status() ).toBe( 404 );
		await expect(
			visitor.getByText( 'This product is not for sale' )
		).toBeVisible();
		// A published product is readable by anyone; the seller's e-mail address is not.
		const published = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/jp_pay_product',
			data: {
				title: 'Public',
				status: 'publish',
				meta: { spay_email: 'seller@example.org', spay_price: 5 },
			},
		} ) ) as { id: number };
		const answer = await visitor.request.get(
			`${ site }/?rest_route=/wp/v2/jp_pay_product/${ published.id }`
		);
		expect( answer.status() ).toBe( 200 );
		const body = ( await answer.json() ) as {
			meta: Record< string, unknown >;
		};
		expect( body.meta ).toMatchObject( { spay_price: 5 } );
		expect( body.meta ).not.toHaveProperty( 'spay_email' );

		// Visitors see a published product only while a payment account is connected (spec 002 §6).
		const forSale = await blocks.createPostWithContent(
			`<!-- wp:jetpack/simple-payments {"price":5,"productId":${ published.id }} /-->`,
			'Product for sale'
		);
		await visitor.goto( forSale.link );
		await expect(
			visitor.locator( '.wp-block-jetpack-simple-payments' )
		).toContainText( '$5.00' );
		await page.goto( '/wp-admin/admin.php?page=jetpack-blocks-earnings' );
		await page.getByRole( 'button', { name: 'Disconnect' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Connect' } )
		).toBeVisible();
		await visitor.goto( forSale.link );
		await expect(
			visitor.getByRole( 'heading', {
				level: 1,
				name: 'Product for sale',
			} )
		).toBeVisible();
		await expect(
			visitor.locator( '.wp-block-jetpack-simple-payments' )
		).toHaveCount( 0 );
		await visitor.close();

		// The server refuses a product with a bad e-mail or price, with the spec's messages.
		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/jp_pay_product',
				data: {
					title: 'Bad',
					meta: {
						spay_email: 'bob@',
						spay_price: 1.234,
						spay_currency: 'USD',
					},
				},
			} )
		).rejects.toMatchObject( {
			data: {
				params: {
					spay_email: 'bob@ is not a valid email address.',
					spay_price: 'Invalid price.',
				},
			},
		} );
	} );
} );
