/**
 * jetpack/tock (Table reservation): the business-name form in real WordPress (an address of another
 * site is refused; Tock's page address gives the business name), Edit URL, save and reload, then
 * the visitor's page: the reservation link to the business's Tock page, and Tock's widget script,
 * initialised with the business name, on that page only. Tock's host is blocked in the visitor's
 * page, as it is on this offline machine, so the link must stand on its own.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const TOCK_SCRIPT = /^https:\/\/www\.exploretock\.com\/tock\.js/;

async function visitorWithoutTock( page: Page, link: string ) {
	const visitor = await BlockSteps.anonymousPage( page );
	const blocked: string[] = [];
	await visitor.route( /^https:\/\/www\.exploretock\.com\//, ( route ) => {
		blocked.push( route.request().url() );
		return route.abort( 'blockedbyclient' );
	} );
	await visitor.goto( link );
	return { visitor, blocked };
}

test.describe( 'jetpack/tock', () => {
	test( 'set the business, save, reload, and give visitors the widget and a working reservation link', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		test.slow();
		await blocks.newPost( 'Table reservation story' );
		let block = await blocks.insertFromInserter( 'Table reservation' );
		const field = block.getByRole( 'textbox', {
			name: 'Tock business name or page address',
		} );

		await field.fill( 'https://example.com/roister' );
		await block.getByRole( 'button', { name: 'Set URL' } ).click();
		await expect( block.getByRole( 'alert' ) ).toContainText(
			'Enter the business name from your Tock page address'
		);

		await field.fill( 'https://www.exploretock.com/roister' );
		await block.getByRole( 'button', { name: 'Set URL' } ).click();
		block = blocks.block( 'jetpack/tock' );
		await expect(
			block.getByText( 'Tock’s reservation widget for “roister”' )
		).toBeVisible();
		await expect(
			block.getByRole( 'link', { name: /Reserve a table on Tock/ } )
		).toHaveAttribute( 'href', 'https://www.exploretock.com/roister' );

		await editor.clickBlockToolbarButton( 'Edit URL' );
		await expect(
			block.getByRole( 'textbox', {
				name: 'Tock business name or page address',
			} )
		).toHaveValue( 'roister' );
		await block.getByRole( 'button', { name: 'Set URL' } ).click();

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/tock',
			attributes: { url: 'roister' },
		} );

		const { visitor, blocked } = await visitorWithoutTock(
			page,
			`/?p=${ postId }`
		);
		const link = visitor.locator( '.wp-block-jetpack-tock a' );
		await expect( link ).toHaveText( 'Reserve a table on Tock' );
		await expect( link ).toHaveAttribute(
			'href',
			'https://www.exploretock.com/roister'
		);
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				TOCK_SCRIPT.test( src )
			)
		).toHaveLength( 1 );
		expect(
			await visitor
				.locator( 'script:not([src])' )
				.evaluateAll( ( scripts ) =>
					scripts.some( ( script ) =>
						script.textContent?.includes( 'tock("init","roister")' )
					)
				)
		).toBe( true );
		await expect.poll( () => blocked.length ).toBeGreaterThan( 0 );
		await visitorMarkup.check( visitor, 'jetpack/tock' );
		await visitor.close();

		// Without a business name, visitors get nothing and no script.
		const empty = await blocks.createPostWithContent(
			'<!-- wp:jetpack/tock /-->',
			'Table reservation without a business'
		);
		const emptyPage = await BlockSteps.anonymousPage( page );
		await emptyPage.goto( empty.link );
		await expect(
			emptyPage.locator( '.wp-block-jetpack-tock' )
		).toHaveCount( 0 );
		expect(
			( await BlockSteps.scriptSources( emptyPage ) ).filter( ( src ) =>
				TOCK_SCRIPT.test( src )
			)
		).toHaveLength( 0 );
		await emptyPage.close();
	} );
} );
