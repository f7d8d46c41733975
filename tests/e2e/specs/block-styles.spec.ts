/**
 * Where the blocks' stylesheets load: the editor gets all of them as one file (in the page and in
 * the canvas), visitors only those of the blocks on the page; every address carries the content
 * version of the build, so a changed stylesheet is never served from a stale cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const BUILD = '/plugins/jetpack-blocks/build/';

/** The build's stylesheet version, as `npm run build` wrote it. */
function stylesVersion(): string {
	const asset = fs.readFileSync(
		path.resolve( __dirname, '../../../build/styles.asset.php' ),
		'utf8'
	);
	const version = /'version' => '([0-9a-f]+)'/.exec( asset )?.[ 1 ];
	expect( version, 'build/styles.asset.php' ).toMatch( /^[0-9a-f]{20}$/ );
	return version as string;
}

/** The plugin's stylesheets a page requests from now on, as "path?ver=…" below build/. */
function ourStylesheets( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		const at = url.pathname.indexOf( BUILD );
		if ( at >= 0 && url.pathname.endsWith( '.css' ) ) {
			seen.push(
				`${ url.pathname.slice( at + BUILD.length ) }?ver=${
					url.searchParams.get( 'ver' ) ?? ''
				}`
			);
		}
	} );
	return seen;
}

test.describe( 'Block stylesheets', () => {
	test( 'the editor loads every block stylesheet as one versioned file, in the page and the canvas', async ( {
		page,
		blocks,
		editor,
	} ) => {
		const version = stylesVersion();
		const requested = ourStylesheets( page );
		await blocks.newPost( 'Stylesheets in the editor' );

		const block = await blocks.insertFromInserter( 'Star Rating' );
		// A rule of the block's editor stylesheet applies in the canvas.
		await expect(
			block.locator( '.jetpack-rating-star__stars' )
		).toHaveCSS( 'display', 'inline-flex' );

		expect( [ ...new Set( requested ) ] ).toEqual( [
			`editor-styles.css?ver=${ version }`,
		] );
		await expect(
			page.locator( 'link[href*="/build/editor-styles.css"]' )
		).toHaveCount( 1 );
		await expect(
			editor.canvas.locator( 'link[href*="/build/editor-styles.css"]' )
		).toHaveCount( 1 );
		await expect(
			editor.canvas.locator( 'link[href*="/build/blocks/"]' )
		).toHaveCount( 0 );
	} );

	test( 'visitors get only the stylesheets of the blocks on the page', async ( {
		page,
		blocks,
	} ) => {
		const version = stylesVersion();
		const post = await blocks.createPostWithContent(
			'<!-- wp:jetpack/rating-star {"rating":4} /-->',
			'Stylesheets for visitors'
		);
		const visitor = await BlockSteps.anonymousPage( page );
		const requested = ourStylesheets( visitor );
		await visitor.goto( post.link );
		await expect(
			visitor.locator( '.wp-block-jetpack-rating-star' )
		).toBeVisible();
		// The stylesheet hides the plain-text fallback row once it applies.
		await expect(
			visitor.locator( '.wp-block-jetpack-rating-star > p' )
		).toBeHidden();
		// WordPress links a block's stylesheet or, while the page's styles are small, inlines it.
		const blockStyles = await visitor
			.locator( 'link[id], style[id]' )
			.evaluateAll( ( elements ) =>
				elements
					.map( ( element ) => element.id )
					.filter( ( id ) => /^(jetpack|videopress)-/.test( id ) )
			);
		expect( blockStyles ).toHaveLength( 1 );
		expect( blockStyles[ 0 ] ).toMatch(
			/^jetpack-rating-star-style-(inline-)?css$/
		);
		expect(
			requested.filter(
				( file ) => ! file.startsWith( 'blocks/rating-star/' )
			)
		).toEqual( [] );
		for ( const file of requested ) {
			expect( file ).toMatch( new RegExp( `\\?ver=${ version }$` ) );
		}
		await visitor.close();
	} );
} );
