/**
 * Markdown for posts and comments (php-stubs/modules/features/markdown.php).
 * - Comments: with the module and its comments option on, a visitor's comment written in Markdown is
 *   published as the formatted comment (the Markdown block's rules), HTML the visitor typed shows
 *   as text; off, the comment is the text as typed and the page loads no Markdown script.
 * - Posts: with the module on, `**bold**` typed in a paragraph becomes bold and pasted Markdown
 *   becomes blocks (a heading, a list); off, typed marks stay as typed.
 */
import type { Browser } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

test.use( {
	ownSiteName: 'module-markdown',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'own-site/content-features.php' ],
} );
// The module's switch and option are site-wide: the stories run one after the other.
test.describe.configure( { mode: 'serial' } );

const COMMENT = [
	'**Bold** words and `code`',
	'',
	'- one',
	'- two',
	'',
	'<b onmouseover="alert(1)">typed HTML</b>',
].join( '\n' );

async function setModule(
	requestUtils: RequestUtils,
	active: boolean,
	comments: boolean
) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/jetpack/v4/module/markdown/active',
		data: { active },
	} );
	await requestUtils.rest( {
		method: 'POST',
		path: '/jetpack/v4/module/markdown',
		data: { wpcom_publish_comments_with_markdown: comments },
	} );
}

/** A visitor writes `COMMENT` on the post; the admin approves it; returns the comment's HTML. */
async function comment(
	browser: Browser,
	baseURL: string,
	requestUtils: RequestUtils,
	link: string,
	author: string
) {
	// Signed out: the test's own context options (the admin's session) would otherwise apply.
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	const urls: string[] = [];
	page.on( 'request', ( request ) => urls.push( request.url() ) );
	await page.goto( link );
	await page.getByLabel( /^Comment/ ).fill( COMMENT );
	await page.getByLabel( /^Name/ ).fill( author );
	await page.getByLabel( /^Email/ ).fill( 'visitor@example.org' );
	await page.getByRole( 'button', { name: 'Post Comment' } ).click();
	await page.waitForURL( /comment|unapproved|#/ );
	const held = ( await requestUtils.rest( {
		path: '/wp/v2/comments',
		params: { status: 'any', search: author, context: 'edit' },
	} ) ) as Array< { id: number; status: string } >;
	expect( held ).toHaveLength( 1 );
	await requestUtils.rest( {
		method: 'POST',
		path: `/wp/v2/comments/${ held[ 0 ]?.id }`,
		data: { status: 'approved' },
	} );
	await page.goto( link );
	const body = page
		.locator( '.comment, .wp-block-comment-template li' )
		.filter( { hasText: author } )
		.locator( '.comment-content, .wp-block-comment-content' )
		.first();
	await expect( body ).toBeVisible();
	return {
		page,
		body,
		markdownFiles: urls.filter( ( url ) =>
			/extensions\/markdown\//.test( url )
		),
		close: () => context.close(),
	};
}

test.describe( 'Markdown in comments', () => {
	let link = '';

	test.beforeAll( async ( { requestUtils } ) => {
		link = (
			( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: 'Comments welcome',
					content:
						'<!-- wp:paragraph --><p>Tell us.</p><!-- /wp:paragraph -->',
					status: 'publish',
					comment_status: 'open',
				},
			} ) ) as { link: string }
		 ).link;
	} );

	test( 'on: a Markdown comment is published formatted, typed HTML stays text', async ( {
		requestUtils,
		browser,
		ownSite,
	} ) => {
		await setModule( requestUtils, true, true );
		const visit = await comment(
			browser,
			ownSite.baseURL,
			requestUtils,
			link,
			`Ann ${ Date.now() }`
		);
		const { body } = visit;
		await expect( body.locator( 'strong' ) ).toHaveText( 'Bold' );
		await expect( body.locator( 'code' ) ).toHaveText( 'code' );
		await expect( body.locator( 'li' ) ).toHaveText( [ 'one', 'two' ] );
		await expect( body ).toContainText(
			'<b onmouseover="alert(1)">typed HTML</b>'
		);
		await expect( body.locator( 'b' ) ).toHaveCount( 0 );
		await expect(
			visit.page.locator( '.comment-notes-markdown' )
		).toHaveText( /You can use Markdown in your comment/ );
		expect( visit.markdownFiles.length ).toBeGreaterThan( 0 );
		await visit.close();
	} );

	test( 'off: the comment is the text as typed, and no Markdown script is loaded', async ( {
		requestUtils,
		browser,
		ownSite,
	} ) => {
		await setModule( requestUtils, false, true );
		const visit = await comment(
			browser,
			ownSite.baseURL,
			requestUtils,
			link,
			`Bob ${ Date.now() }`
		);
		await expect( visit.body ).toContainText( '**Bold** words' );
		await expect( visit.body.locator( 'strong, li' ) ).toHaveCount( 0 );
		await expect(
			visit.page.locator( '.comment-notes-markdown' )
		).toHaveCount( 0 );
		expect( visit.markdownFiles ).toEqual( [] );
		await visit.close();
	} );
} );

test.describe( 'Markdown in the block editor', () => {
	test( 'on: typed **bold** becomes bold and pasted Markdown becomes blocks', async ( {
		requestUtils,
		admin,
		editor,
		page,
	} ) => {
		await setModule( requestUtils, true, false );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/paragraph' } );
		await page.keyboard.type( 'Say **hello** now' );
		await expect(
			editor.canvas.locator( 'p[data-type="core/paragraph"] strong' )
		).toHaveText( 'hello' );

		await editor.insertBlock( { name: 'core/paragraph' } );
		await editor.canvas
			.locator( 'p[data-type="core/paragraph"]' )
			.last()
			.evaluate( ( element ) => {
				const data = new DataTransfer();
				data.setData(
					'text/plain',
					'## Plan\n\n- first ~~old~~\n- second\n'
				);
				element.dispatchEvent(
					new ClipboardEvent( 'paste', {
						clipboardData: data,
						bubbles: true,
						cancelable: true,
					} )
				);
			} );
		const blocks = ( await editor.getBlocks() ).map(
			( block ) => block.name
		);
		expect( blocks ).toEqual( [
			'core/paragraph',
			'core/heading',
			'core/list',
		] );
		await expect( editor.canvas.locator( '.wp-block-list s' ) ).toHaveText(
			'old'
		);
	} );

	test( 'off: typed marks stay as typed', async ( {
		requestUtils,
		admin,
		editor,
		page,
	} ) => {
		await setModule( requestUtils, false, false );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/paragraph' } );
		await page.keyboard.type( 'Say **hello** now' );
		await expect(
			editor.canvas.locator( 'p[data-type="core/paragraph"]' )
		).toHaveText( 'Say **hello** now' );
		await expect(
			editor.canvas.locator( 'p[data-type="core/paragraph"] strong' )
		).toHaveCount( 0 );
	} );
} );
