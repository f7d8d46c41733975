/**
 * The AI assistant block once the site's free requests are used up (spec 000 §8: the quota error is
 * not repeated as a notice, the upgrade banner shows instead; spec 002 §8: the usage panel says the
 * limit is reached). On a site of its own, whose 20 requests it uses up.
 */
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { aiToken, aiUsage, complete } from '../helpers/ai-requests';

test.use( {
	ownSiteName: 'ai-assistant-quota',
	ownSiteMuPlugins: [
		'e2e-offline.php',
		'e2e-ai-without-connection.php',
		'e2e-ai-standin.php',
		'own-site/e2e-ai-vip.php',
	],
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
	// The link opens the upgrade page in a new tab from inside the canvas; the editor stays.
	const opened = page.context().waitForEvent( 'page' );
	await block.getByRole( 'link', { name: /Upgrade/ } ).click();
	const upgradePage = await opened;
	await expect( upgradePage ).toHaveURL(
		/page=jetpack-blocks#\/add-jetpack-ai$/
	);
	await upgradePage.close();

	// A site whose plan a host's account team manages (the usage feature's VIP upgrade type, set
	// here through the plugin's filter) gets the rate-limit banner instead, after a reload too.
	await page.context().addCookies( [
		{
			name: 'jetpack_blocks_e2e_vip',
			value: '1',
			url: ownSite.baseURL,
		},
	] );
	await blocks.save();
	await page.reload();
	const reloaded = blocks.block( 'jetpack/ai-assistant' );
	await expect(
		reloaded.getByText(
			'This site has reached its limit of AI requests for now. Please reach out to your VIP account team to raise it.'
		)
	).toBeVisible( { timeout: 30_000 } );
	await expect(
		reloaded.getByRole( 'link', { name: /Upgrade/ } )
	).toHaveCount( 0 );
} );
