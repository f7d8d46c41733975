/**
 * Plan gating on a site of its own (the plan is site-wide): a fresh site is on the free plan; the
 * ads block, which needs Premium, shows the upgrade banner (under it and in its sidebar) while
 * selected and keeps working; the video block's Upload and Media Library are disabled until the plan
 * has video hosting; the banner's Upgrade (from the keyboard) saves the post and opens the dashboard's plan screen; a
 * change of plan there returns to the post with the plan-upgraded notice naming the plan, read
 * from GET /jetpack/v4/site; with the plan the banner is gone.
 */
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

test.use( {
	ownSiteName: 'plan-upgrade',
	ownSiteMuPlugins: [ 'e2e-offline.php' ],
} );
test.describe.configure( { mode: 'serial', timeout: 180_000 } );

const BANNER =
	'Upgrade to Jetpack Blocks Premium to use this block on your site.';

test( 'a premium block shows the upgrade banner; a plan change on the dashboard congratulates', async ( {
	page,
	blocks,
	editor,
	requestUtils,
} ) => {
	const site = ( await requestUtils.rest( {
		path: '/jetpack/v4/site',
	} ) ) as { data: { plan: Record< string, unknown > } };
	expect( site.data.plan ).toMatchObject( {
		product_slug: 'jetpack_free',
		product_name: 'Jetpack Blocks Free',
		is_free: true,
	} );

	await blocks.newPost( 'Plan story' );
	// A block that needs no plan: no banner.
	await blocks.insertFromInserter( 'Slideshow' );
	await expect(
		editor.canvas.getByRole( 'region', { name: /^Upgrade to / } )
	).toHaveCount( 0 );

	await blocks.insertFromInserter( 'Ad' );
	const banner = editor.canvas.getByRole( 'region', { name: BANNER } );
	await expect( banner ).toBeVisible();
	await expect( banner ).toContainText(
		'This site is on the Jetpack Blocks Free plan. On this local site the block keeps working on every plan'
	);
	// The block itself still works: its activation placeholder is there.
	await expect(
		blocks.block( 'jetpack/wordads' ).getByRole( 'button', {
			name: 'Activate WordAds',
		} )
	).toBeVisible();

	// The video block without the plan: Upload and Media Library are disabled, and its banner says
	// what still works.
	const video = await blocks.insertFromInserter( 'VideoPress' );
	await expect(
		video.getByRole( 'button', { name: 'Upload' } )
	).toBeDisabled();
	await expect(
		video.getByRole( 'button', { name: 'Media Library' } )
	).toBeDisabled();
	await expect( video ).toContainText(
		'Uploading and choosing videos needs the Jetpack Blocks Premium plan.'
	);
	await expect(
		editor.canvas.getByRole( 'region', { name: BANNER } )
	).toContainText( 'Videos already in posts keep playing for visitors' );
	await editor.selectBlocks( blocks.block( 'jetpack/wordads' ) );

	// Deselected: no banner.
	await editor.canvas
		.getByRole( 'document', { name: 'Block: Slideshow' } )
		.click();
	await expect( banner ).toHaveCount( 0 );
	await editor.selectBlocks( blocks.block( 'jetpack/wordads' ) );
	await expect( banner ).toBeVisible();

	// The same banner heads the block's sidebar, where keyboard users reach it; Upgrade from the
	// keyboard there: the post is saved, then the plan screen opens.
	await editor.openDocumentSettingsSidebar();
	const sidebarBanner = page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'region', { name: BANNER } );
	await expect( sidebarBanner ).toBeVisible();
	const upgrade = sidebarBanner.getByRole( 'link', { name: 'Upgrade' } );
	await upgrade.focus();
	await expect( upgrade ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await page.waitForURL( /page=jetpack-blocks&return_to=.*#\/plan$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Site plan' } )
	).toBeVisible();
	await expect(
		page.getByText( 'This site is on the Jetpack Blocks Free plan.' )
	).toBeVisible();
	await page.getByRole( 'radio', { name: 'Jetpack Blocks Premium' } ).check();
	await page.getByRole( 'button', { name: 'Change plan' } ).click();

	// Back in the post, congratulated with the plan's name.
	await page.waitForURL( /post\.php\?post=\d+&action=edit/ );
	const notice = page.locator( '.components-notice' ).filter( {
		hasText:
			'Congratulations! Your site is now on the Jetpack Blocks Premium plan.',
	} );
	await expect( notice ).toBeVisible();
	await expect(
		notice.getByRole( 'link', { name: 'View my plan' } )
	).toHaveAttribute( 'href', 'admin.php?page=jetpack-blocks#/plan' );
	// The parameter is dropped so a reload does not congratulate again.
	expect( page.url() ).not.toContain( 'plan_upgraded' );

	// The post was saved before leaving: the ad block is in it, and on Premium it has no banner.
	const ad = blocks.block( 'jetpack/wordads' );
	await expect( ad ).toBeVisible();
	await editor.selectBlocks( ad );
	await expect(
		editor.canvas.getByRole( 'region', { name: /^Upgrade to / } )
	).toHaveCount( 0 );
	// And the video block can upload again.
	await expect(
		blocks
			.block( 'videopress/video' )
			.getByRole( 'button', { name: 'Upload' } )
	).toBeEnabled();

	const after = ( await requestUtils.rest( {
		path: '/jetpack/v4/site',
	} ) ) as { data: { plan: Record< string, unknown > } };
	expect( after.data.plan ).toMatchObject( {
		product_slug: 'jetpack_premium',
		product_name: 'Jetpack Blocks Premium',
		is_free: false,
	} );

	// The route refuses a plan that does not exist, saying which exist (the REST helper
	// answers the error body).
	const refused = ( await requestUtils
		.rest( {
			method: 'POST',
			path: '/jetpack/v4/site/plan',
			data: { product_slug: 'jetpack_gold' },
		} )
		.catch( ( error: unknown ) => error ) ) as { message?: unknown };
	expect( String( refused.message ) ).toContain(
		'There is no such plan. Plans: jetpack_free, jetpack_personal, jetpack_premium, jetpack_business.'
	);
} );
