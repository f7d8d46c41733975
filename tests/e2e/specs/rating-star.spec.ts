import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';
import colorCases from '../../../src/blocks/rating-star/test/color-cases.json';

/** A block's attributes as the editor's serializer writes them into the block comment. */
function commentAttributes( attributes: Record< string, unknown > ): string {
	return JSON.stringify( attributes )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\\"/g, '\\u0022' );
}

test.describe( 'jetpack/rating-star', () => {
	test( 'insert, rate with half stars, save, reload, and show the rating to visitors', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		await blocks.newPost( 'Rating story' );
		const block = await blocks.insertFromInserter( 'Star Rating' );

		// Third star, right half → 3; clicking it again steps down by half → 2.5.
		const third = block.getByRole( 'button', { name: 'Rate 3 out of 5' } );
		// The stars are buttons styled by the block's editor stylesheet, which comes with its edit
		// UI (not at editor start) and must reach the canvas iframe: no button border or chrome.
		await expect( third ).toHaveCSS( 'cursor', 'pointer' );
		await expect( third ).toHaveCSS( 'border-top-width', '0px' );
		const box = await third.boundingBox();
		await third.click( {
			position: { x: ( box?.width ?? 24 ) - 3, y: 8 },
		} );
		await third.click( {
			position: { x: ( box?.width ?? 24 ) - 3, y: 8 },
		} );
		await expect( block.getByRole( 'group' ) ).toHaveAccessibleName(
			'Rating: 2.5 out of 5'
		);

		// Keyboard: arrow right from a focused star adds a half.
		await third.focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( block.getByRole( 'group' ) ).toHaveAccessibleName(
			'Rating: 3 out of 5'
		);

		// Sidebar: highest rating 7.
		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'spinbutton', { name: 'Highest rating' } )
			.fill( '7' );
		await expect(
			block.getByRole( 'button', { name: /out of 7$/ } )
		).toHaveCount( 7 );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/rating-star',
			attributes: { rating: 3, maxRating: 7, align: 'left' },
		} );

		const visitor = await blocks.visitFrontEnd( postId );
		const rating = visitor.locator( '.wp-block-jetpack-rating-star' );
		await expect( rating ).toHaveAttribute(
			'itemtype',
			'https://schema.org/Rating'
		);
		await expect(
			rating.locator( 'meta[itemprop="ratingValue"]' )
		).toHaveAttribute( 'content', '3' );
		await expect(
			rating.locator( 'meta[itemprop="bestRating"]' )
		).toHaveAttribute( 'content', '7' );
		await expect( rating.locator( '.screen-reader-text' ) ).toHaveText(
			'Rating: 3 out of 7.'
		);
		await expect(
			rating.locator( '.jetpack-rating-star__symbol' )
		).toHaveCount( 7 );
		await expect( rating.locator( 'p > span' ) ).toHaveCount( 3 );
		// A page of static blocks ships no script of ours.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/rating-star' );
		await visitor.close();
	} );

	test( 'the visitor-markup check catches the microdata render.php used to print', async ( {
		page,
		visitorMarkup,
	} ) => {
		// The server markup before the fix: `itemprop` on the item itself and on spans of an
		// item that belonged to nothing — the Nu HTML checker reports 4 errors for it.
		const old = fs.readFileSync(
			path.join(
				__dirname,
				'../../../src/blocks/rating-star/test/old-visitor-markup.html'
			),
			'utf8'
		);
		const source = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Old rating markup</title></head><body><main><!-- e2e-block:start jetpack/rating-star -->${ old.trim() }<!-- e2e-block:end jetpack/rating-star --></main></body></html>`;
		await page.setContent( source );
		expect(
			await visitorMarkup.problems( page, 'jetpack/rating-star', {
				source,
			} )
		).toEqual(
			Array( 4 ).fill(
				expect.stringMatching(
					/^HTML: The “itemprop” attribute was specified, but the element is not a property of any item\./
				)
			)
		);
	} );

	test( 'opens content saved by the reference plugin as valid', async ( {
		blocks,
	} ) => {
		const stored =
			'<!-- wp:jetpack/rating-star {"rating":3,"maxRating":7,"color":"#39414D","className":"is-style-outlined"} -->\n' +
			'<figure class="wp-block-jetpack-rating-star is-style-outlined" style="text-align:left"><span style="color:#39414D">★</span><span style="color:#39414D">★</span><span style="color:#39414D">★</span></figure>\n' +
			'<!-- /wp:jetpack/rating-star -->';
		const post = await blocks.createPostWithContent( stored );
		const [ block ] = await blocks.openAndCheckValid( post.id );
		expect( block ).toMatchObject( {
			attributes: { rating: 3, maxRating: 7, color: '#39414D' },
		} );
	} );

	test( 'the server rendering colours stars with colour values only', async ( {
		blocks,
		page,
	} ) => {
		const colors = [ ...colorCases.accepted, ...colorCases.refused ];
		const content = colors
			.map(
				( color ) =>
					`<!-- wp:jetpack/rating-star ${ commentAttributes( {
						rating: 1,
						maxRating: 2,
						color,
					} ) } /-->`
			)
			.join( '\n' );
		const post = await blocks.createPostWithContent( content, 'Colours' );
		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		const fills = await visitor
			.locator( '.wp-block-jetpack-rating-star' )
			.evaluateAll( ( ratings ) =>
				ratings.map(
					( rating ) =>
						rating
							.querySelector( 'path' )
							?.getAttribute( 'fill' ) ?? null
				)
			);
		expect( fills ).toEqual( [
			...colorCases.accepted,
			...colorCases.refused.map( () => 'currentColor' ),
		] );
		await visitor.close();
	} );

	test.describe( 'when its editor cannot be downloaded', () => {
		// The browser and React both log the failed download; the block must explain it instead.
		test.use( {
			allowedConsoleError:
				/ERR_FAILED|Loading chunk|ChunkLoadError|The above error occurred/,
		} );

		test( 'the block says so, and "Try again" loads it', async ( {
			page,
			blocks,
		} ) => {
			await page.route( /blocks\/rating-star\/edit\.js/, ( route ) =>
				route.abort()
			);
			await blocks.newPost( 'Offline editing' );
			const block = await blocks.insertFromInserter( 'Star Rating' );
			await expect( block.getByRole( 'alert' ) ).toContainText(
				'The editor for this block could not be loaded'
			);

			await page.unroute( /blocks\/rating-star\/edit\.js/ );
			await block.getByRole( 'button', { name: 'Try again' } ).click();
			await expect(
				block.getByRole( 'button', { name: 'Rate 1 out of 5' } )
			).toBeVisible();
		} );
	} );
} );
