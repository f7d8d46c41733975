import { request, type Browser, type Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const VIEW_SCRIPT = /\/blocks\/repeat-visitor\/view\.js/;

/** The reference plugin's visit cookie, which ours keeps counting in. */
const COOKIE = 'jp-visit-counter';

/** The visit count the view script keeps (for the site's path), as the visitor's browser holds it. */
async function visitCount( visitor: Page ): Promise< string | undefined > {
	const cookies = await visitor.context().cookies();
	return cookies.find(
		( cookie ) => cookie.name === COOKIE && cookie.path === '/'
	)?.value;
}

/**
 * One visit: load (or reload) the page and wait until the view script has counted it, so that what
 * is hidden is hidden by the decision, not because the script has not run yet.
 */
async function visit(
	visitor: Page,
	link: string,
	expectedCount: number
): Promise< void > {
	await visitor.goto( link );
	await expect
		.poll( () => visitCount( visitor ) )
		.toBe( `${ expectedCount }` );
}

async function pageWithoutScript( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		javaScriptEnabled: false,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	// Closing the page closes its context and waits for it (see BlockSteps.anonymousPage).
	page.close = ( options ) => context.close( options );
	return page;
}

function storedBlock(
	attributes: string,
	text: string,
	extraClass = ''
): string {
	return [
		`<!-- wp:jetpack/repeat-visitor ${ attributes } -->`,
		`<div class="wp-block-jetpack-repeat-visitor${ extraClass }"><div class="wp-block-jetpack-repeat-visitor__inner-container"><!-- wp:paragraph -->`,
		`<p>${ text }</p>`,
		'<!-- /wp:paragraph --></div></div>',
		'<!-- /wp:jetpack/repeat-visitor -->',
	].join( '\n' );
}

test.describe( 'jetpack/repeat-visitor', () => {
	// Whole stories (editor, save, reload, several visits): minutes when two workers share two cores.
	test.describe.configure( { timeout: 180_000 } );

	test( 'insert, add content, refuse bad thresholds, save, reload, and show it from the third visit', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		await blocks.newPost( 'Repeat visitor story' );
		await blocks.insertFromInserter( 'Repeat Visitor' );
		// The last block in the canvas is the paragraph inside; the story works on the wrapper.
		const block = blocks.block( 'jetpack/repeat-visitor' );
		await expect(
			block.locator( '.components-notice__content' )
		).toHaveText(
			'This block will only appear to people who have visited this site more than 3 times.'
		);

		// The block starts with an empty paragraph inside: write into it.
		const paragraph = block.locator( '[data-type="core/paragraph"]' );
		await paragraph.click();
		await page.keyboard.type( 'Welcome back, reader!' );
		await expect( paragraph ).toHaveText( 'Welcome back, reader!' );

		const threshold = editor.canvas.getByRole( 'textbox', {
			name: 'Visit count threshold',
		} );
		const storedThreshold = () =>
			page.evaluate(
				() =>
					(
						window as unknown as {
							wp: {
								data: {
									select: ( store: string ) => {
										getBlocks: () => {
											attributes: { threshold: number };
										}[];
									};
								};
							};
						}
					 ).wp.data
						.select( 'core/block-editor' )
						.getBlocks()[ 0 ]?.attributes.threshold
			);
		for ( const bad of [ '0', 'abc', '-2' ] ) {
			await threshold.fill( bad );
			await expect( threshold ).toHaveValue( bad );
			await expect(
				block.getByText( 'Please enter a valid number.' )
			).toBeVisible();
			await expect( threshold ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( await storedThreshold() ).toBe( 3 );
		}
		await threshold.fill( '2' );
		await expect(
			block.getByText( 'Please enter a valid number.' )
		).toHaveCount( 0 );
		expect( await storedThreshold() ).toBe( 2 );
		await expect(
			block.locator( '.components-notice__content' )
		).toHaveText(
			'This block will only appear to people who have visited this site more than 2 times.'
		);
		// The choice is the spec's radio; the default stays "Show after threshold".
		await expect(
			editor.canvas.getByRole( 'radio', { name: 'Show after threshold' } )
		).toBeChecked();

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/repeat-visitor',
			attributes: { criteria: 'after-visits', threshold: 2 },
			innerBlocks: [
				{
					name: 'core/paragraph',
					attributes: { content: 'Welcome back, reader!' },
				},
			],
		} );

		// A new visitor: hidden on visits 1 and 2, shown from visit 3 (more than 2 visits).
		const visitor = await blocks.visitFrontEnd( postId );
		const link = visitor.url();
		const content = visitor.getByText( 'Welcome back, reader!' );
		const wrapper = visitor.locator( '.wp-block-jetpack-repeat-visitor' );
		await expect.poll( () => visitCount( visitor ) ).toBe( '1' );
		await expect( wrapper ).toHaveAttribute( 'hidden', '' );
		await expect( content ).toBeHidden();
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				VIEW_SCRIPT.test( src )
			)
		).toHaveLength( 1 );

		await visit( visitor, link, 2 );
		await expect( content ).toBeHidden();

		await visit( visitor, link, 3 );
		await expect( content ).toBeVisible();
		await expect( wrapper ).toHaveAttribute(
			'data-criteria',
			'after-visits'
		);
		await expect( wrapper ).toHaveAttribute( 'data-threshold', '2' );

		// The count is kept for a year, for the whole site, and never sent to other sites.
		const cookie = ( await visitor.context().cookies() ).find(
			( entry ) => entry.name === COOKIE
		);
		expect( cookie ).toMatchObject( { path: '/', sameSite: 'Lax' } );
		const inAYear = Date.now() / 1000 + 365 * 24 * 60 * 60;
		expect( Math.abs( ( cookie?.expires ?? 0 ) - inAYear ) ).toBeLessThan(
			120
		);

		// A first visit (no cookie) gets the hidden markup, the same for everyone: a cached page is
		// right too. (With the cookie the server decides: the returning-visitor story checks that.)
		const firstVisit = await request.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const response = await firstVisit.get( link );
		const opening = ( await response.text() ).match(
			/<div [^>]*class="wp-block-jetpack-repeat-visitor"[^>]*>/
		)?.[ 0 ];
		expect( opening ).toBeDefined();
		for ( const attribute of [
			/ hidden[ >]/,
			/ data-criteria="after-visits"/,
			/ data-threshold="2"/,
			/ data-cookie-path="\/"/,
		] ) {
			expect( opening ).toMatch( attribute );
		}

		await firstVisit.dispose();

		await visitorMarkup.check( visitor, 'jetpack/repeat-visitor' );
		await visitor.close();
	} );

	test( 'before-visits shows the content on the first visits only, and a page without the block loads no script', async ( {
		page,
		blocks,
		browser,
	} ) => {
		const post = await blocks.createPostWithContent(
			storedBlock(
				'{"criteria":"before-visits","threshold":2}',
				'New here? Take the tour.'
			),
			'First visits'
		);
		const plain = await blocks.createPostWithContent(
			'<!-- wp:paragraph -->\n<p>Nothing conditional here.</p>\n<!-- /wp:paragraph -->',
			'Plain page'
		);

		const visitor = await BlockSteps.anonymousPage( page );
		const content = visitor.getByText( 'New here? Take the tour.' );

		// A page without the block: no script of ours, and the visit is not counted.
		await visitor.goto( plain.link );
		await expect(
			visitor.getByText( 'Nothing conditional here.' )
		).toBeVisible();
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		expect( await visitCount( visitor ) ).toBeUndefined();

		await visit( visitor, post.link, 1 );
		await expect( content ).toBeVisible();
		await visit( visitor, post.link, 2 );
		await expect( content ).toBeVisible();
		await visit( visitor, post.link, 3 );
		await expect( content ).toBeHidden();
		await visit( visitor, post.link, 4 );
		await expect( content ).toBeHidden();
		await visitor.close();

		// Without JavaScript the count is unknown: the conditional content stays hidden.
		const noScript = await pageWithoutScript( browser );
		await noScript.goto( post.link );
		await expect(
			noScript.locator( '.wp-block-jetpack-repeat-visitor' )
		).toHaveAttribute( 'hidden', '' );
		await expect(
			noScript.getByText( 'New here? Take the tour.' )
		).toBeHidden();
		await noScript.close();
	} );

	test( 'opens content saved by the reference plugin as valid', async ( {
		blocks,
	} ) => {
		// The older markup, without the inner container: it opens through the deprecation.
		const stored =
			'<!-- wp:jetpack/repeat-visitor {"threshold":5} -->\n' +
			'<div class="wp-block-jetpack-repeat-visitor"><!-- wp:paragraph -->\n' +
			"<p>You're a repeat visitor!</p>\n" +
			'<!-- /wp:paragraph --></div>\n' +
			'<!-- /wp:jetpack/repeat-visitor -->';
		const post = await blocks.createPostWithContent( stored );
		const [ block ] = await blocks.openAndCheckValid( post.id );
		expect( block ).toMatchObject( {
			name: 'jetpack/repeat-visitor',
			attributes: { criteria: 'after-visits', threshold: 5 },
			innerBlocks: [ { name: 'core/paragraph' } ],
		} );
	} );

	test( "keeps counting in the reference plugin's cookie, carries over this plugin's earlier one, and the server decides for a returning visitor", async ( {
		page,
		blocks,
	} ) => {
		const post = await blocks.createPostWithContent(
			storedBlock(
				'{"threshold":4,"align":"wide"}',
				'Thanks for coming back.',
				' alignwide'
			),
			'Returning readers'
		);
		const visitor = await BlockSteps.anonymousPage( page );
		const url = new URL( post.link );
		const content = visitor.getByText( 'Thanks for coming back.' );

		// A visitor counted by the reference plugin (its cookie holds the page's own path) with 3
		// earlier visits, and by this plugin's earlier release with 1: the larger count wins.
		await visitor.context().addCookies( [
			{
				name: COOKIE,
				value: '3',
				domain: url.hostname,
				path: url.pathname,
			},
			{
				name: 'jetpack-blocks-visits',
				value: '1',
				domain: url.hostname,
				path: '/',
			},
		] );
		await visit( visitor, post.link, 4 );
		// Fewer than 4 earlier visits: still hidden.
		await expect( content ).toBeHidden();
		const cookies = await visitor.context().cookies();
		// The page's copy goes on counting too, so the reference plugin reads the same count.
		expect(
			cookies.find(
				( entry ) =>
					entry.name === COOKIE && entry.path === url.pathname
			)?.value
		).toBe( '4' );
		expect(
			cookies.find( ( entry ) => entry.name === 'jetpack-blocks-visits' )
		).toBeUndefined();

		await visit( visitor, post.link, 5 );
		await expect( content ).toBeVisible();
		await expect(
			visitor.locator( '.wp-block-jetpack-repeat-visitor' )
		).toHaveClass( /\balignwide\b/ );

		// Without the cookie (a first visit) the server sends the hidden markup, the same for everyone
		// and cacheable; the visitor's browser decides. With it (a returning visitor) the server
		// decides, sends only what this visitor is meant to see, and keeps caches from storing it.
		const anonymous = await request.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const opening = async ( cookie?: string ) => {
			const response = await anonymous.get( post.link, {
				headers: cookie ? { cookie } : {},
			} );
			const html = await response.text();
			return {
				tag: html.match(
					// Block supports may put their classes (alignwide) before the block's own.
					/<div [^>]*class="[^"]*\bwp-block-jetpack-repeat-visitor\b[^"]*"[^>]*>/
				)?.[ 0 ],
				hasContent: html.includes( 'Thanks for coming back.' ),
				cacheControl: response.headers()[ 'cache-control' ] ?? '',
				vary: response.headers().vary ?? '',
			};
		};
		const first = await opening();
		expect( first.tag ).toMatch( / hidden[ >]/ );
		expect( first.tag ).toMatch( / data-threshold="4"/ );
		expect( first.tag ).toMatch( /\balignwide\b/ );
		expect( first.tag ).not.toMatch( /data-decided/ );
		expect( first.vary ).not.toMatch( /Cookie/i );

		const returning = await opening( `${ COOKIE }=12` );
		expect( returning.tag ).not.toMatch( / hidden[ >]/ );
		expect( returning.tag ).toMatch( / data-decided="server"/ );
		expect( returning.tag ).toMatch( /\balignwide\b/ );
		expect( returning.hasContent ).toBe( true );
		expect( returning.cacheControl ).toMatch( /no-store/ );
		expect( returning.vary ).toMatch( /Cookie/i );

		// Too few earlier visits: the content is not in the page at all.
		const early = await opening( `${ COOKIE }=2` );
		expect( early.tag ).toMatch( / hidden[ >]/ );
		expect( early.hasContent ).toBe( false );
		expect( early.cacheControl ).toMatch( /no-store/ );
		await anonymous.dispose();
		await visitor.close();
	} );
} );
