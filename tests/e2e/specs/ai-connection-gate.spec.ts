/**
 * The AI's connection gate (spec 000 §6) on a site of its own, without the shared site's
 * `e2e-ai-without-connection.php`: a user who is not connected is refused a token with a clear 403
 * and sees the Reconnect banner with the prompt disabled; the banner leads into the connection flow;
 * once connected, the prompt works and the request is counted (the free-tier footer's count drops).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { aiToken, aiUsage, complete, restUrl } from '../helpers/ai-requests';
import { startOwnSite, type OwnSite } from '../helpers/own-site';

let site: OwnSite;

test.describe.configure( { mode: 'default' } );

// The out-of-quota story's refused request: the browser logs the 429 itself, the page turns it into
// the upgrade banner.
test.use( { allowedConsoleError: /status of 429/ } );

test.beforeAll( async () => {
	// Offline like the shared site (no remote avatars), but with the real connection gate.
	site = await startOwnSite( 'ai-gate', [
		'e2e-offline.php',
		'e2e-ai-standin.php',
	] );
} );

test.afterAll( async () => {
	const problems = await site?.stop();
	expect( problems ?? [] ).toEqual( [] );
} );

/** A browser tab signed in as the site's admin, collecting console errors. */
async function adminTab(
	browser: Browser
): Promise< { context: BrowserContext; page: Page; errors: string[] } > {
	const context = await browser.newContext( {
		baseURL: site.baseURL,
		storageState: await site.admin.context.storageState(),
	} );
	const page = await context.newPage();
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		// The browser logs the refused request itself; the page must turn it into the banner.
		if (
			message.type() === 'error' &&
			! /status of 429/.test( message.text() )
		) {
			errors.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return { context, page, errors };
}

test( 'the token route refuses users who are not connected with a clear 403', async () => {
	const contributor = await site.signIn( 'contributor' );
	for ( const user of [ site.admin, contributor ] ) {
		const response = await user.context.post(
			restUrl( '/jetpack/v4/jetpack-ai-jwt' ),
			{ headers: { 'X-WP-Nonce': user.nonce } }
		);
		expect( response.status() ).toBe( 403 );
		const body = ( await response.json() ) as {
			code?: string;
			message?: string;
		};
		expect( body.code ).toBe( 'jetpack_ai_user_not_connected' );
		expect( body.message ).toContain( 'Your account is not connected to' );
	}
} );

test( 'not connected → Reconnect banner → connect → prompt → the request is counted', async ( {
	browser,
} ) => {
	const { context, page, errors } = await adminTab( browser );
	await page.goto( '/wp-admin/options-general.php?page=jetpack-blocks-ai' );

	const prompt = page.getByRole( 'textbox', {
		name: /prompt|Ask the assistant/i,
	} );
	await expect(
		page.getByText( /Your account is not connected to .+ at the moment\./ )
	).toBeVisible();
	await expect( prompt ).toBeDisabled();

	// The banner's button leads into the dashboard's connection flow.
	await page.getByRole( 'link', { name: 'Reconnect' } ).click();
	await page.waitForURL( /page=jetpack-blocks#\/connection/ );
	await page.getByRole( 'button', { name: 'Connect this site' } ).click();
	await page.waitForURL( /page=jetpack-blocks-authorize/ );
	await page.getByRole( 'button', { name: 'Approve' } ).click();
	await page.waitForURL( /page=jetpack-blocks(&|#|$)/ );
	await expect(
		page.getByRole( 'button', { name: 'Disconnect' } )
	).toBeVisible();

	// Connected: the token route answers, the banner is gone and the prompt works.
	const token = await site.admin.context.post(
		restUrl( '/jetpack/v4/jetpack-ai-jwt' ),
		{ headers: { 'X-WP-Nonce': site.admin.nonce } }
	);
	expect( token.status() ).toBe( 200 );

	await page.goto( '/wp-admin/options-general.php?page=jetpack-blocks-ai' );
	await expect( prompt ).toBeEnabled();
	await expect(
		page.getByText( /Your account is not connected/ )
	).toHaveCount( 0 );
	// Free tier, 20 left (a multiple of 5): the upgrade footer shows the count.
	await expect(
		page.getByText( 'You have 20 free requests remaining.', {
			exact: false,
		} )
	).toBeVisible();

	await prompt.fill( 'Write about honey bees' );
	await prompt.press( 'Enter' );
	await expect(
		page.locator( '.jetpack-ai-status-indicator.is-done' )
	).toHaveCount( 1, { timeout: 30_000 } );
	await expect(
		page.locator( '.jetpack-blocks-ai-playground__answer' )
	).not.toBeEmpty();

	// The client counted the request (the footer shows on the first request, spec 000 §2).
	await expect(
		page.getByText( 'You have 19 free requests remaining.', {
			exact: false,
		} )
	).toBeVisible();
	// …and so did the server.
	const feature = await site.admin.context.get(
		restUrl( '/wpcom/v2/jetpack-ai/ai-assistant-feature' ),
		{ headers: { 'X-WP-Nonce': site.admin.nonce } }
	);
	expect(
		( ( await feature.json() ) as { 'requests-count'?: number } )[
			'requests-count'
		]
	).toBe( 1 );

	expect( errors ).toEqual( [] );
	await context.close();
} );

test( 'out of quota: the upgrade banner replaces the message and any retry', async ( {
	browser,
} ) => {
	// Connected by the story above: use up all but one of the free tier's 20 requests.
	const token = await aiToken( site.admin );
	const used = ( await aiUsage( site.admin ) ).count;
	for ( let i = used; i < 19; i++ ) {
		expect(
			( await complete( site.admin.context, token, { question: 'Hi' } ) )
				.done
		).toBe( true );
	}
	expect( ( await aiUsage( site.admin ) ).count ).toBe( 19 );

	const { context, page, errors } = await adminTab( browser );
	await page.goto( '/wp-admin/options-general.php?page=jetpack-blocks-ai' );
	const prompt = page.getByRole( 'textbox', {
		name: /prompt|Ask the assistant/i,
	} );
	await expect( prompt ).toBeEnabled();

	// The last free request is answered and counted: none left.
	await prompt.fill( 'Write about honey bees' );
	await prompt.press( 'Enter' );
	await expect(
		page.locator( '.jetpack-ai-status-indicator.is-done' )
	).toHaveCount( 1, { timeout: 30_000 } );
	await expect(
		page.getByText( 'You have 0 free requests remaining.', {
			exact: false,
		} )
	).toBeVisible();

	// One more: refused with 429, shown as the upgrade banner (an administrator gets the button),
	// not as the quota message with a Retry.
	await prompt.fill( 'Write about wasps' );
	await prompt.press( 'Enter' );
	await expect(
		page.locator( '.jetpack-ai-status-indicator.is-error' )
	).toHaveCount( 1, { timeout: 30_000 } );
	const upgrade = page.getByRole( 'link', { name: /Upgrade/ } );
	await expect( upgrade ).toBeVisible();
	expect( await upgrade.getAttribute( 'href' ) ).toContain(
		'page=jetpack-blocks#/add-jetpack-ai'
	);
	await expect(
		page.getByText(
			'You have reached the limit of requests for this site.'
		)
	).toHaveCount( 0 );
	await expect( page.getByRole( 'button', { name: 'Retry' } ) ).toHaveCount(
		0
	);
	expect( ( await aiUsage( site.admin ) ).count ).toBe( 20 );

	expect( errors ).toEqual( [] );
	await context.close();
} );
