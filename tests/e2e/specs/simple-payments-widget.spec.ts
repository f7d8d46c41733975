/**
 * jetpack/simple-payments in the block widget editor (spec 002 §4, §6: widget contexts edit no post,
 * so the product is created when the block appears and saved when it is left valid), on a site of its
 * own with a classic test theme (tests/e2e/themes/e2e-classic: block themes have no widgets screen)
 * and the local test-mode payment account: insert the block into a widget area, fill it in, leave it,
 * Update; the product record holds what was typed, the widget is saved, and a visitor sees the product.
 * A second block, Updated while still selected, has its product published with the widget areas.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { ownSiteDir, sitePhp } from '../release/site-files';

test.use( {
	ownSiteName: 'sp-widgets',
	ownSiteMuPlugins: [ 'e2e-offline.php' ],
} );
test.describe.configure( { timeout: 180_000 } );

test( 'a product made in a widget area is created, saved with the widget, and sold to visitors', async ( {
	page,
	requestUtils,
	ownSite,
} ) => {
	const dir = ownSiteDir( 'sp-widgets' );
	fs.cpSync(
		path.join( __dirname, '../themes/e2e-classic' ),
		path.join( dir, 'wp-content/themes/e2e-classic' ),
		{ recursive: true }
	);
	expect(
		sitePhp< string >(
			dir,
			"switch_theme( 'e2e-classic' ); echo wp_json_encode( get_stylesheet() );"
		)
	).toBe( 'e2e-classic' );

	// The local test-mode account: visitors see payment blocks only once one is connected.
	await page.goto(
		'/wp-admin/admin.php?page=jetpack-blocks-payments-connect'
	);
	await page.getByLabel( 'Default currency' ).selectOption( 'USD' );
	await page.getByRole( 'button', { name: 'Connect test account' } ).click();
	await page.waitForLoadState();

	await page.goto( '/wp-admin/widgets.php' );
	// The widget editor's welcome guide is a preference: off, as the post editor's is for the suite.
	await page.waitForFunction(
		() => !! ( window as unknown as { wp?: { data?: unknown } } ).wp?.data
	);
	await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						dispatch: ( store: string ) => {
							set: (
								scope: string,
								key: string,
								value: boolean
							) => void;
						};
					};
				};
			}
		 ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-widgets', 'welcomeGuide', false )
	);
	const insertSimplePayments = async () => {
		await page
			.getByRole( 'button', {
				name: /^(Add block|Toggle block inserter|Block Inserter)$/,
			} )
			.first()
			.click();
		await page
			.getByRole( 'searchbox', { name: /Search/ } )
			.fill( 'Simple Payments' );
		await page
			.getByRole( 'listbox', { name: 'Blocks' } )
			.getByRole( 'option', { name: 'Simple Payments', exact: true } )
			.click();
	};
	await insertSimplePayments();
	const block = page
		.locator( '[data-type="jetpack/simple-payments"]' )
		.first();
	await expect( block.getByLabel( 'Item name' ) ).toBeVisible();

	// Made when the block appears: a draft product (no post save will come to make it).
	const productCount = async () =>
		(
			( await requestUtils.rest( {
				path: '/wp/v2/jp_pay_product',
				params: { status: 'draft,publish', context: 'edit' },
			} ) ) as unknown[]
		 ).length;
	await expect.poll( productCount ).toBe( 1 );

	await block.getByLabel( 'Item name' ).fill( 'Widget mug' );
	await block.getByLabel( 'Price' ).fill( '12' );
	await block.getByLabel( 'Email' ).fill( 'shop@example.org' );
	// Leaving the valid block (selecting another) saves its product; Update saves the widget area.
	await page
		.locator(
			'[data-type="core/latest-posts"], [data-type="core/legacy-widget"]'
		)
		.first()
		.click();
	const published = async () =>
		(
			( await requestUtils.rest( {
				path: '/wp/v2/jp_pay_product',
				params: { status: 'publish', context: 'edit' },
			} ) ) as Array< { title: { raw: string } } >
		 ).map( ( product ) => product.title.raw );
	await expect.poll( published ).toEqual( [ 'Widget mug' ] );
	await page.getByRole( 'button', { name: 'Update' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.filter( { hasText: 'Widgets saved.' } )
	).toBeVisible();

	const products = ( await requestUtils.rest( {
		path: '/wp/v2/jp_pay_product',
		params: { status: 'draft,publish', context: 'edit' },
	} ) ) as Array< {
		id: number;
		status: string;
		title: { raw: string };
		meta: Record< string, unknown >;
	} >;
	const mug = products.find(
		( product ) => product.title.raw === 'Widget mug'
	);
	expect( mug ).toMatchObject( {
		status: 'publish',
		meta: { spay_price: 12, spay_email: 'shop@example.org' },
	} );

	const widgetContent = async () =>
		(
			( await requestUtils.rest( {
				path: '/wp/v2/widgets',
				params: { context: 'edit' },
			} ) ) as Array< {
				sidebar: string;
				instance?: { raw?: { content?: string } };
			} >
		 )
			.map(
				( widget ) =>
					`${ widget.sidebar }: ${ widget.instance?.raw?.content ?? '' }`
			)
			.join( '\n' );
	await expect
		.poll( widgetContent )
		.toMatch(
			new RegExp(
				`e2e-sidebar: <!-- wp:jetpack/simple-payments \\{[^}]*"productId":${ mug?.id }\\b`
			)
		);

	// Update pressed while a new block is still selected: saving the widget areas saves its product
	// too, so the widget never points at a draft visitors cannot see.
	await insertSimplePayments();
	// The new block, wherever the inserter put it: the only one showing its form (the first,
	// deselected, shows its preview).
	const second = page
		.locator( '[data-type="jetpack/simple-payments"]' )
		.filter( { has: page.getByLabel( 'Item name' ) } );
	await expect( second.getByLabel( 'Item name' ) ).toBeVisible();
	await expect.poll( productCount ).toBe( 2 );
	await second.getByLabel( 'Item name' ).fill( 'Widget cup' );
	await second.getByLabel( 'Price' ).fill( '5' );
	await second.getByLabel( 'Email' ).fill( 'shop@example.org' );
	await page.getByRole( 'button', { name: 'Update' } ).click();
	await expect( second.getByLabel( 'Item name' ) ).toBeVisible();
	await expect
		.poll( async () => ( await published() ).sort() )
		.toEqual( [ 'Widget cup', 'Widget mug' ] );
	await expect
		.poll( widgetContent )
		.toMatch( /jetpack-simple-payments-title"><p>Widget cup<\/p>/ );

	const visitor = await page
		.context()
		.browser()!
		.newContext( {
			baseURL: ownSite.baseURL,
			storageState: { cookies: [], origins: [] },
		} );
	const front = await visitor.newPage();
	await front.goto( '/' );
	const forSale = front.locator( 'aside .wp-block-jetpack-simple-payments' );
	await expect( forSale ).toHaveCount( 2 );
	await expect( forSale.filter( { hasText: 'Widget mug' } ) ).toContainText(
		'$12.00'
	);
	await expect( forSale.filter( { hasText: 'Widget cup' } ) ).toContainText(
		'$5.00'
	);
	await visitor.close();
} );
