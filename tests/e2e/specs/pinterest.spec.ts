/**
 * jetpack/pinterest: the URL form's states in real WordPress (bad input → embed error with
 * "Convert block to link"; a board → preview card; a pin.it link, which this offline site cannot
 * follow → embed error), then the visitor markup: a working link with `data-pin-do` and the
 * pin-board script loaded on that page only. The script's host is blocked in the visitor's page,
 * as it is on this offline machine, so the link must stand on its own.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const FAILED = 'Sorry, this content could not be embedded.';
const BOARD = 'https://www.pinterest.com.au/jeanette1952/meat-pies/';
const PINIT = /assets\.pinterest\.com\/js\/pinit\.js/;

async function embed( block: ReturnType< Page[ 'locator' ] >, text: string ) {
	const field = block.getByRole( 'textbox', { name: 'Pinterest URL' } );
	await field.fill( text );
	await block.getByRole( 'button', { name: 'Embed' } ).click();
}

/** A signed-out visitor's page with the pin-board script's host blocked. */
async function visitorWithoutPinterest( page: Page, link: string ) {
	const visitor = await BlockSteps.anonymousPage( page );
	const blocked: string[] = [];
	await visitor.route( /^https:\/\/assets\.pinterest\.com\//, ( route ) => {
		blocked.push( route.request().url() );
		return route.abort( 'blockedbyclient' );
	} );
	// The blocked request is logged by the browser in the visitor's page only, which is expected.
	await visitor.goto( link );
	return { visitor, blocked };
}

test.describe( 'jetpack/pinterest', () => {
	test( 'insert, refuse another site, embed a board, save, reload, and give visitors a working link', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		// Editor, two saves, two visitor pages and the markup check: long on a shared 2-core machine.
		test.slow();
		await blocks.newPost( 'Pinterest story' );
		let block = await blocks.insertFromInserter( 'Pinterest' );

		await embed( block, 'https://www.example.com/pin/123/' );
		await expect( block.getByText( FAILED ).first() ).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: 'Convert block to link' } )
		).toBeVisible();

		await block.getByRole( 'button', { name: 'Try again' } ).click();
		await embed( block, `${ BOARD }?invite_code=abc` );
		block = blocks.block( 'jetpack/pinterest' );
		await expect( block.getByText( 'Pinterest board' ) ).toBeVisible();
		await expect(
			block.getByRole( 'link', { name: BOARD } )
		).toHaveAttribute( 'href', BOARD );

		// Edit URL (toolbar) brings the form back with the address.
		await editor.clickBlockToolbarButton( 'Edit URL' );
		await expect(
			block.getByRole( 'textbox', { name: 'Pinterest URL' } )
		).toHaveValue( BOARD );
		await block.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( block.getByText( 'Pinterest board' ) ).toBeVisible();

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/pinterest',
			attributes: { url: BOARD },
		} );
		await expect(
			blocks.block( 'jetpack/pinterest' ).getByText( 'Pinterest board' )
		).toBeVisible();

		const { visitor, blocked } = await visitorWithoutPinterest(
			page,
			`/?p=${ postId }`
		);
		const link = visitor.locator(
			'.wp-block-jetpack-pinterest > a[data-pin-do="embedBoard"]'
		);
		await expect( link ).toHaveAttribute( 'href', BOARD );
		await expect( link ).toHaveText( BOARD );
		await expect( link ).toBeVisible();
		// The pin-board script is on this page (and was asked for), and the link still works.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				PINIT.test( src )
			)
		).toHaveLength( 1 );
		await expect.poll( () => blocked.length ).toBeGreaterThan( 0 );
		await visitorMarkup.check( visitor, 'jetpack/pinterest' );
		await visitor.close();

		// A page without the block does not load the script.
		const other = await blocks.createPostWithContent(
			'<!-- wp:paragraph --><p>No pins here.</p><!-- /wp:paragraph -->',
			'No pins'
		);
		const plain = await BlockSteps.anonymousPage( page );
		await plain.goto( other.link );
		expect(
			( await BlockSteps.scriptSources( plain ) ).filter( ( src ) =>
				PINIT.test( src )
			)
		).toEqual( [] );
		await plain.close();
	} );

	test( '"Convert block to link" keeps what was pasted as a paragraph link', async ( {
		blocks,
	} ) => {
		await blocks.newPost( 'Pinterest to link' );
		const block = await blocks.insertFromInserter( 'Pinterest' );
		await embed( block, 'https://www.example.com/recipes/' );
		await block
			.getByRole( 'button', { name: 'Convert block to link' } )
			.click();
		await expect
			.poll( () => blocks.editorBlocks() )
			.toEqual( [
				expect.objectContaining( {
					name: 'core/paragraph',
					attributes: expect.objectContaining( {
						content:
							'<a href="https://www.example.com/recipes/">https://www.example.com/recipes/</a>',
					} ),
				} ),
			] );
	} );

	test( 'pasting a Pinterest address on its own line makes the block', async ( {
		blocks,
		editor,
		pageUtils,
	} ) => {
		await blocks.newPost( 'Pinterest paste' );
		await editor.canvas
			.getByRole( 'button', { name: 'Add default block' } )
			.click();
		pageUtils.setClipboardData( { plainText: BOARD } );
		await pageUtils.pressKeys( 'primary+v' );
		await expect
			.poll( () => blocks.editorBlocks() )
			.toEqual( [
				expect.objectContaining( {
					name: 'jetpack/pinterest',
					attributes: { url: BOARD },
				} ),
			] );
		await expect(
			blocks.block( 'jetpack/pinterest' ).getByText( 'Pinterest board' )
		).toBeVisible();
	} );

	test( 'a javascript: address gets the error but is never offered as a link', async ( {
		blocks,
	} ) => {
		await blocks.newPost( 'Pinterest script' );
		const block = await blocks.insertFromInserter( 'Pinterest' );
		await embed( block, 'javascript:alert(1)' );
		await expect( block.getByText( FAILED ).first() ).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: 'Convert block to link' } )
		).toHaveCount( 0 );
	} );

	test.describe( 'offline', () => {
		// The route answers 502 (the short-link host cannot be reached); the browser logs it.
		test.use( { allowedConsoleError: /status of 502/ } );

		test( 'a pin.it short link that cannot be followed shows the embed error', async ( {
			blocks,
		} ) => {
			await blocks.newPost( 'Pinterest short link' );
			const block = await blocks.insertFromInserter( 'Pinterest' );
			await embed( block, 'https://pin.it/4Bfzx7KQx' );
			await expect( block.getByText( FAILED ).first() ).toBeVisible( {
				timeout: 30_000,
			} );
			await expect(
				block.getByText( 'https://pin.it/4Bfzx7KQx' )
			).toBeVisible();
			await expect(
				block.getByRole( 'button', { name: 'Convert block to link' } )
			).toBeVisible();
		} );
	} );

	test( 'the server rendering names each kind for the widget, and leaves other links plain', async ( {
		page,
		blocks,
	} ) => {
		const stored = (
			[
				'https://www.pinterest.com/pin/99360735500167749/',
				'https://uk.pinterest.com/nasa/',
				'https://www.pinterest.co.uk/nasa/space-photos/',
				'https://pin.it/4Bfzx7KQx',
			] as const
		 )
			.map(
				( url ) =>
					`<!-- wp:jetpack/pinterest {"url":"${ url }"} -->\n<a href="${ url }" class="wp-block-jetpack-pinterest">${ url }</a>\n<!-- /wp:jetpack/pinterest -->`
			)
			.join( '\n\n' );
		const post = await blocks.createPostWithContent( stored, 'Pin kinds' );
		const { visitor } = await visitorWithoutPinterest( page, post.link );
		const links = visitor.locator( '.wp-block-jetpack-pinterest > a' );
		await expect( links ).toHaveCount( 4 );
		expect(
			await links.evaluateAll( ( anchors ) =>
				anchors.map( ( anchor ) => [
					anchor.getAttribute( 'data-pin-do' ),
					anchor.getAttribute( 'href' ),
				] )
			)
		).toEqual( [
			[ 'embedPin', 'https://www.pinterest.com/pin/99360735500167749/' ],
			[ 'embedUser', 'https://uk.pinterest.com/nasa/' ],
			[ 'embedBoard', 'https://www.pinterest.co.uk/nasa/space-photos/' ],
			// A short link that was never followed is no widget, but still a link.
			[ null, 'https://pin.it/4Bfzx7KQx' ],
		] );
		// One script for the whole page.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				PINIT.test( src )
			)
		).toHaveLength( 1 );
		await visitor.close();
	} );

	test( 'opens content saved by the reference plugin, old widget markup included, as valid', async ( {
		blocks,
	} ) => {
		const stored =
			'<!-- wp:jetpack/pinterest {"url":"https://www.pinterest.com.au/bakingamoment/bread-recipes/"} -->\n' +
			'<div class="wp-block-jetpack-pinterest"><a data-pin-do="embedBoard" href="https://www.pinterest.com.au/bakingamoment/bread-recipes/"></a></div>\n' +
			'<!-- /wp:jetpack/pinterest -->';
		const post = await blocks.createPostWithContent( stored );
		const [ block ] = await blocks.openAndCheckValid( post.id );
		expect( block ).toMatchObject( {
			name: 'jetpack/pinterest',
			attributes: {
				url: 'https://www.pinterest.com.au/bakingamoment/bread-recipes/',
			},
		} );
	} );
} );
