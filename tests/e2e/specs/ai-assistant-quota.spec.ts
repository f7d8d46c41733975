/**
 * The AI assistant block once the site's free requests are used up (spec 000 §8: the quota error is
 * not repeated as a notice, the upgrade banner shows instead; spec 002 §8: the usage panel says the
 * limit is reached). On a site of its own, whose 20 requests it uses up.
 */
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { aiToken, aiUsage, complete } from '../helpers/ai-requests';

test.use( {
	ownSiteName: 'ai-assistant-quota',
	// The browser logs the refused request; the block must turn it into the banner.
	allowedConsoleError: /status of 429/,
} );

const FREE_REQUESTS = 20;

test( 'out of requests: the upgrade banner instead of a notice, and the usage panel at its limit', async ( {
	page,
	editor,
	blocks,
	ownSite,
} ) => {
	const token = await aiToken( ownSite.admin );
	const { count } = await aiUsage( ownSite.admin );
	for ( let used = count; used < FREE_REQUESTS; used++ ) {
		const answer = await complete( ownSite.admin.context, token, {
			question: `Write about bees, part ${ used + 1 }`,
			stream: false,
		} );
		expect( answer.status ).toBe( 200 );
	}
	expect( await aiUsage( ownSite.admin ) ).toEqual( {
		count: FREE_REQUESTS,
		overLimit: true,
	} );

	await blocks.newPost( 'AI quota' );
	const block = await blocks.insertFromInserter( 'AI Assistant' );
	await editor.openDocumentSettingsSidebar();
	await expect(
		page.getByText( '20 of 20 free requests used.' )
	).toBeVisible();
	await expect(
		page.getByText( "You've reached your free requests limit." )
	).toBeVisible();

	const field = block.getByRole( 'textbox', { name: 'AI prompt' } );
	await field.fill( 'Write about wasps' );
	await field.press( 'Enter' );
	await expect(
		block.getByText(
			'You have 0 free requests remaining. Upgrade and avoid interruptions.'
		)
	).toBeVisible();
	await expect(
		block.getByText(
			'You have reached the limit of requests for this site.'
		)
	).toHaveCount( 0 );
	await expect( block.getByRole( 'button', { name: 'Retry' } ) ).toHaveCount(
		0
	);
	await expect(
		block.getByRole( 'link', { name: /Upgrade/ } )
	).toHaveAttribute(
		'href',
		// Absolute: the link sits in the editor canvas iframe, where a relative one leads nowhere.
		/^https?:\/\/[^/]+\/(.+\/)?wp-admin\/admin\.php\?page=jetpack-blocks#\/add-jetpack-ai$/
	);
} );
