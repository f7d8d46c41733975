/**
 * The AI settings screen keeps the API key with the service it was entered for, and says when the
 * key would cross the network unencrypted.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import {
	ProviderAdmin,
	answerInPieces,
	startFakeUpstream,
	type FakeUpstream,
} from '../helpers/ai-provider';

const SETTINGS_URL = '/wp-admin/options-general.php?page=jetpack-blocks-ai';

async function settingsPage(
	browser: Browser,
	admin: ProviderAdmin
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: await admin.api.storageState(),
	} );
	return context.newPage();
}

/** Opens the screen afresh, fills the provider fields and saves the form. */
async function save(
	page: Page,
	fields: { baseUrl: string; apiKey?: string }
): Promise< void > {
	await page.goto( SETTINGS_URL );
	await page.getByLabel( 'Base URL' ).fill( fields.baseUrl );
	await page.getByLabel( 'API key' ).fill( fields.apiKey ?? '' );
	// Waited for from before the click: once loaded, the screen strips `settings-updated` from
	// its address (history.replaceState), so the address cannot be polled afterwards.
	await Promise.all( [
		page.waitForURL( /settings-updated=true/, { waitUntil: 'commit' } ),
		page.getByRole( 'button', { name: 'Save Changes' } ).click(),
	] );
	// The saved screen can be slow to render while other specs keep the site's PHP workers busy:
	// wait for the form itself, not only for the document to begin.
	await expect(
		page.getByRole( 'button', { name: 'Save Changes' } )
	).toBeVisible( { timeout: 30_000 } );
}

test.describe( 'AI provider key and address', () => {
	let admin: ProviderAdmin;
	let page: Page;
	const upstreams: FakeUpstream[] = [];

	test.beforeEach( async ( { requestUtils, browser } ) => {
		admin = await ProviderAdmin.create( requestUtils, 'key' );
		page = await settingsPage( browser, admin );
	} );

	test.afterEach( async () => {
		await page.context().close();
		await admin.dispose();
		await Promise.all( upstreams.splice( 0 ).map( ( up ) => up.close() ) );
	} );

	test( 'moving the base URL to another origin drops the stored key', async () => {
		await admin.allowLocalHosts( true );
		const first = await startFakeUpstream( answerInPieces );
		const second = await startFakeUpstream( answerInPieces );
		upstreams.push( first, second );
		const keyState = page
			.locator( '#jetpack-blocks-ai-api-key' )
			.locator( 'xpath=following-sibling::p[1]' );
		const dropped = page.locator( '.notice-warning', {
			hasText: 'The stored API key was removed',
		} );

		await save( page, { baseUrl: first.baseUrl, apiKey: 'sk-first' } );
		await expect( keyState ).toHaveText( /A key is stored/ );

		// Same service, another path: the key stays.
		await save( page, { baseUrl: `${ first.baseUrl }/beta` } );
		await expect( keyState ).toHaveText( /A key is stored/ );
		await expect( dropped ).toHaveCount( 0 );
		expect( ( await admin.storedSettings() ).api_key ).toBe( 'sk-first' );

		// Another port is another service: the key goes, and the screen says so.
		await save( page, { baseUrl: second.baseUrl } );
		await expect( dropped ).toContainText(
			`http://127.0.0.1:${ second.port }`
		);
		await expect( keyState ).toHaveText( /No key is stored/ );
		expect( ( await admin.storedSettings() ).api_key ).toBe( '' );

		const answer = await admin.query();
		expect( answer.status ).toBe( 200 );
		expect( second.requests ).toHaveLength( 1 );
		expect( second.requests[ 0 ]?.headers.authorization ).toBeUndefined();

		// A key typed together with the new address belongs to it.
		await save( page, {
			baseUrl: first.baseUrl,
			apiKey: 'sk-first-again',
		} );
		await expect( dropped ).toHaveCount( 0 );
		expect( ( await admin.storedSettings() ).api_key ).toBe(
			'sk-first-again'
		);
	} );

	test( 'the notice of a save goes to the administrator who saved, not to another one', async ( {
		requestUtils,
		browser,
	} ) => {
		await admin.allowLocalHosts( true );
		const first = await startFakeUpstream( answerInPieces );
		const second = await startFakeUpstream( answerInPieces );
		upstreams.push( first, second );
		const other = await ProviderAdmin.create( requestUtils, 'key-other' );
		const otherPage = await settingsPage( browser, other );
		const dropped = ( on: Page ) =>
			on.locator( '.notice-warning', {
				hasText: 'The stored API key was removed',
			} );
		try {
			await save( page, { baseUrl: first.baseUrl, apiKey: 'sk-first' } );

			// This save's own screen is held back (the form's POST is sent, its redirect not
			// followed), so its notice is still waiting when the other administrator's saved
			// screen loads.
			await page.route( /\/wp-admin\/options\.php$/, async ( route ) => {
				const sent = await route.fetch( { maxRedirects: 0 } );
				await route.fulfill( {
					status: 200,
					contentType: 'text/html',
					body: `<p>held back (${ sent.status() })</p>`,
				} );
			} );
			await page.goto( SETTINGS_URL );
			await page.getByLabel( 'Base URL' ).fill( second.baseUrl );
			await page.getByRole( 'button', { name: 'Save Changes' } ).click();
			await expect( page.getByText( 'held back (302)' ) ).toBeVisible();
			expect( ( await admin.storedSettings() ).api_key ).toBe( '' );

			await otherPage.goto( `${ SETTINGS_URL }&settings-updated=true` );
			await expect(
				otherPage.getByRole( 'button', { name: 'Save Changes' } )
			).toBeVisible();
			await expect( dropped( otherPage ) ).toHaveCount( 0 );

			await page.goto( `${ SETTINGS_URL }&settings-updated=true` );
			await expect( dropped( page ) ).toContainText(
				`http://127.0.0.1:${ second.port }`
			);
			// Shown once.
			await page.reload();
			await expect(
				page.getByRole( 'button', { name: 'Save Changes' } )
			).toBeVisible();
			await expect( dropped( page ) ).toHaveCount( 0 );
		} finally {
			await otherPage.context().close();
			await other.dispose();
		}
	} );

	test( 'an http:// address of another computer is flagged, a local or https:// one is not', async () => {
		const inClear = page.locator( '.notice-warning', {
			hasText: 'unencrypted',
		} );

		await save( page, { baseUrl: 'http://ai.example.test/v1' } );
		await expect( inClear ).toBeVisible();
		// The test site blocks external hosts: the screen says that too.
		await expect( page.locator( '.notice-error' ) ).toContainText(
			'WP_ACCESSIBLE_HOSTS'
		);

		await save( page, { baseUrl: 'https://ai.example.test/v1' } );
		await expect( inClear ).toHaveCount( 0 );

		await save( page, { baseUrl: 'http://127.0.0.1:11434/v1' } );
		await expect( inClear ).toHaveCount( 0 );
		await save( page, { baseUrl: 'http://localhost:1234/v1' } );
		await expect( inClear ).toHaveCount( 0 );
	} );
} );
