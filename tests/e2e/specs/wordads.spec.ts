/**
 * The ads block (jetpack/wordads) end to end, on a site of its own: the story connects the site and
 * switches the ads module on, which other specs expect off.
 *
 * Inserted with the module off → the activation placeholder; activating without the site connection
 * fails visibly, and after connecting "Activate WordAds" works → pick a format, hide on mobile →
 * save → reload valid → a visitor gets an empty, labelled, collapsed slot (no ad network) → the administrator
 * sets ad code for the format → the visitor sees it in a box of the format's size (hidden on a
 * narrow screen); an editor cannot set ad code; with the module off visitors see nothing again.
 */
import type { Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

test.use( {
	ownSiteName: 'wordads',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'e2e-block-markers.php' ],
	// The browser logs the refused activation (400) that the story provokes before connecting; the
	// message names no address, so any 400 is allowed here (the story checks each answer itself).
	allowedConsoleError:
		/Failed to load resource: the server responded with a status of 400/,
} );
// The story runs the editor, wp-admin and a visitor: slow on a shared 2-core machine.
test.describe.configure( { mode: 'serial', timeout: 180_000 } );

const AD_CODE =
	'<a class="e2e-ad" href="https://ads.example/landing">Example ad</a>';

/** Connects the site through the dashboard, in a tab of its own. */
async function connectSite( page: Page ) {
	const tab = await page.context().newPage();
	await tab.goto( '/wp-admin/admin.php?page=jetpack-blocks#/connection' );
	await tab.getByRole( 'button', { name: 'Connect this site' } ).click();
	await tab.waitForURL( /page=jetpack-blocks-authorize/ );
	await tab.getByRole( 'button', { name: 'Approve' } ).click();
	await tab.waitForURL( /page=jetpack-blocks(&|#|$)/ );
	await expect(
		tab.getByRole( 'button', { name: 'Disconnect' } )
	).toBeVisible();
	await tab.close();
}

/** A signed-out visitor's page of the post, on the own site. */
async function visit( page: Page, link: string ): Promise< Page > {
	const context = await page
		.context()
		.browser()!
		.newContext( { storageState: { cookies: [], origins: [] } } );
	const visitor = await context.newPage();
	// Closing the page closes its context and waits for it (see BlockSteps.anonymousPage).
	visitor.close = ( options ) => context.close( options );
	await visitor.goto( link );
	return visitor;
}

test( 'module gate → activate → format → save → visitors see an ad only once ad code is set', async ( {
	page,
	blocks,
	editor,
	requestUtils,
	visitorMarkup,
} ) => {
	await blocks.newPost( 'Ad story' );
	const block = await blocks.insertFromInserter( 'Ad' );

	// The module is off: the activation placeholder. Without the site connection it cannot be
	// switched on, and the block says so with the button still there to try again.
	const activate = block.getByRole( 'button', { name: 'Activate WordAds' } );
	await expect( activate ).toBeVisible();
	await activate.click();
	await expect( block.getByRole( 'alert' ) ).toContainText(
		'needs the site connection'
	);

	await connectSite( page );
	await activate.click();
	await expect(
		block.getByText(
			'No ad network is configured: visitors see nothing here until one is.'
		)
	).toBeVisible();
	await expect(
		block.locator( '.jetpack-wordads__preview' )
	).toHaveAttribute( 'data-format', 'mrec' );

	// Toolbar: the leaderboard format; the preview takes its size.
	await editor.selectBlocks( block );
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Pick an ad format' } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Leaderboard 728x90' } ).click();
	const preview = block.locator( '.jetpack-wordads__preview' );
	await expect( preview ).toHaveAttribute( 'data-format', 'leaderboard' );
	await expect( preview ).toHaveCSS( 'height', '90px' );

	await editor.openDocumentSettingsSidebar();
	await page.getByRole( 'checkbox', { name: 'Hide on mobile' } ).check();

	const postId = await blocks.save();
	// By name: on a busy machine the new post's empty starting paragraph can stay in front of it.
	const saved = ( await blocks.reloadAndCheckValid() ).find(
		( candidate ) => candidate.name === 'jetpack/wordads'
	);
	expect( saved ).toMatchObject( {
		name: 'jetpack/wordads',
		attributes: {
			format: 'leaderboard',
			hideMobile: true,
			align: 'center',
		},
	} );
	const { link } = await requestUtils.rest< { link: string } >( {
		path: `/wp/v2/posts/${ postId }`,
	} );

	// No ad network: an empty, labelled slot that takes no room — never a frame of the ad's size.
	let visitor = await visit( page, link );
	await expect(
		visitor.getByRole( 'heading', { level: 1, name: 'Ad story' } )
	).toBeVisible();
	const slot = visitor.locator( '.wp-block-jetpack-wordads' );
	await expect( slot ).toHaveCount( 1 );
	await expect( slot ).toHaveClass( /jetpack-wordads--empty/ );
	await expect( slot ).toHaveAttribute( 'aria-label', 'Advertisement' );
	await expect( slot ).toHaveAttribute( 'data-format', 'leaderboard' );
	await expect( slot ).toBeEmpty();
	expect( ( await slot.boundingBox() )?.height ?? 0 ).toBe( 0 );
	await visitorMarkup.check( visitor, 'jetpack/wordads' );
	await visitor.close();

	// The administrator sets the leaderboard's ad code in the block settings.
	const reloaded = blocks.block( 'jetpack/wordads' );
	await expect(
		reloaded.getByText( /No ad network is configured/ )
	).toBeVisible();
	await editor.selectBlocks( reloaded );
	await editor.openDocumentSettingsSidebar();
	// The panel opens expanded.
	await expect(
		page.getByRole( 'button', { name: 'Ad code', exact: true } )
	).toHaveAttribute( 'aria-expanded', 'true' );
	await page
		.getByRole( 'textbox', { name: 'Leaderboard 728x90' } )
		.fill( AD_CODE );
	await page.getByRole( 'button', { name: 'Save ad code' } ).click();
	await expect( page.getByText( 'Ad code saved.' ) ).toBeVisible();
	await expect(
		reloaded.getByText( 'Visitors see the ad code set for this size here.' )
	).toBeVisible();

	visitor = await visit( page, link );
	const ad = visitor.getByRole( 'complementary', { name: 'Advertisement' } );
	await expect( ad ).toHaveClass( /jetpack-wordads-leaderboard/ );
	const box = ad.locator( '.jetpack-wordads__ad' );
	// The format's size; the theme's content column may narrow it (max-width: 100%).
	await expect( box ).toHaveAttribute( 'style', 'width:728px;height:90px' );
	await expect( box ).toHaveCSS( 'height', '90px' );
	await expect( box.locator( 'a.e2e-ad' ) ).toHaveText( 'Example ad' );
	await visitorMarkup.check( visitor, 'jetpack/wordads' );
	// "Hide on mobile": gone on a narrow screen.
	await visitor.setViewportSize( { width: 400, height: 800 } );
	await expect( ad ).toBeHidden();
	await visitor.close();

	// With the module off, visitors see nothing even with ad code set.
	await requestUtils.rest( {
		method: 'POST',
		path: '/jetpack/v4/module/wordads/active',
		data: { active: false },
	} );
	visitor = await visit( page, link );
	await expect(
		visitor.getByRole( 'heading', { level: 1, name: 'Ad story' } )
	).toBeVisible();
	await expect( visitor.locator( '.wp-block-jetpack-wordads' ) ).toHaveCount(
		0
	);
	await visitor.close();
} );

test( 'only administrators with unfiltered HTML may set ad code', async ( {
	ownSite,
} ) => {
	const editor = await ownSite.signIn( 'editor' );
	const route = `/?rest_route=${ encodeURIComponent(
		'/wpcom/v2/wordads/ad-code'
	) }`;
	const refused = await editor.context.post( route, {
		headers: { 'X-WP-Nonce': editor.nonce },
		data: { format: 'mrec', code: '<script>alert(1)</script>' },
	} );
	expect( refused.status() ).toBe( 403 );
	const seen = await (
		await editor.context.get( route, {
			headers: { 'X-WP-Nonce': editor.nonce },
		} )
	).json();
	expect( seen.can_edit ).toBe( false );
	expect( seen ).not.toHaveProperty( 'codes' );

	const bad = await ownSite.admin.context.post( route, {
		headers: { 'X-WP-Nonce': ownSite.admin.nonce },
		data: { format: 'banner', code: 'x' },
	} );
	expect( bad.status() ).toBe( 400 );
	expect( ( await bad.json() ).code ).toBe( 'invalid_format' );
} );
