/**
 * The AI settings screen keeps the API key with the service it was entered for, and says when the
 * key would cross the network unencrypted. A model server on the same computer is a choice of its
 * own, allowed by one checkbox on a local or development site, and only by wp-config.php or a filter
 * on a production one.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import {
	ProviderAdmin,
	answerInPieces,
	startFakeUpstream,
	type FakeUpstream,
} from '../helpers/ai-provider';
import { startOwnSite } from '../helpers/own-site';
import { aiToken, complete } from '../helpers/ai-requests';

const ALLOW_LOCAL = 'Allow a model server on this computer or private network';

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

/** Saves the form as it is and waits for the saved screen. */
async function submit( page: Page ): Promise< void > {
	await Promise.all( [
		page.waitForURL( /settings-updated=true/, { waitUntil: 'commit' } ),
		page.getByRole( 'button', { name: 'Save Changes' } ).click(),
	] );
	await expect(
		page.getByRole( 'button', { name: 'Save Changes' } )
	).toBeVisible( { timeout: 30_000 } );
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

	test( 'a model server on this computer: the service fills in its address, and on this local site one checkbox lets the site reach it', async () => {
		const local = await startFakeUpstream( answerInPieces );
		upstreams.push( local );
		const radio = ( name: string ) =>
			page.getByRole( 'radio', { name, exact: true } );
		const baseUrl = page.getByLabel( 'Base URL' );
		const allow = page.getByRole( 'checkbox', { name: ALLOW_LOCAL } );

		await page.goto( SETTINGS_URL );
		await radio( 'Ollama' ).check();
		await expect( baseUrl ).toHaveValue( 'http://127.0.0.1:11434/v1' );
		await radio( 'llama.cpp server' ).check();
		await expect( baseUrl ).toHaveValue( 'http://127.0.0.1:8080/v1' );
		await radio( 'LM Studio' ).check();
		await expect( baseUrl ).toHaveValue( 'http://127.0.0.1:1234/v1' );
		await radio( 'OpenAI' ).check();
		await expect( baseUrl ).toHaveValue( 'https://api.openai.com/v1' );
		// An address of one's own is another service.
		await baseUrl.fill( local.baseUrl );
		await expect(
			radio( 'Other OpenAI-compatible service' )
		).toBeChecked();

		// The test site's environment type is `local`: the checkbox is there, and says why.
		await expect( allow ).not.toBeChecked();
		await expect(
			page.getByText(
				'Offered because this site’s environment type is local.'
			)
		).toBeVisible();
		await allow.check();
		await submit( page );
		await expect( allow ).toBeChecked();
		await expect(
			radio( 'Other OpenAI-compatible service' )
		).toBeChecked();
		expect( await admin.storedSettings() ).toMatchObject( {
			service: 'other',
			base_url: local.baseUrl,
			allow_local: true,
		} );
		await expect( page.locator( '.notice-error' ) ).toHaveCount( 0 );

		// The box alone lets the request through: no wp-config.php constant, no filter.
		const answer = await admin.query();
		expect( answer.status ).toBe( 200 );
		expect( local.requests ).toHaveLength( 1 );

		await allow.uncheck();
		await submit( page );
		const refused = await admin.query();
		expect( refused.status ).toBe( 503 );
		expect( refused.json().data.reason ).toBe( 'provider_host_local' );
		expect( refused.json().message ).toContain( ALLOW_LOCAL );
		expect( local.requests ).toHaveLength( 1 );
	} );

	test( 'without JavaScript, a chosen service brings its address when saved', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: await admin.api.storageState(),
			javaScriptEnabled: false,
		} );
		const noScript = await context.newPage();
		try {
			await noScript.goto( SETTINGS_URL );
			await noScript
				.getByRole( 'radio', { name: 'LM Studio', exact: true } )
				.check();
			await submit( noScript );
			await expect( noScript.getByLabel( 'Base URL' ) ).toHaveValue(
				'http://127.0.0.1:1234/v1'
			);
			expect( await admin.storedSettings() ).toMatchObject( {
				service: 'lm-studio',
				base_url: 'http://127.0.0.1:1234/v1',
			} );

			// An address typed with the choice wins over the usual one.
			await noScript
				.getByRole( 'radio', { name: 'Ollama', exact: true } )
				.check();
			await noScript
				.getByLabel( 'Base URL' )
				.fill( 'http://127.0.0.1:11500/v1' );
			await submit( noScript );
			expect( await admin.storedSettings() ).toMatchObject( {
				service: 'ollama',
				base_url: 'http://127.0.0.1:11500/v1',
			} );
		} finally {
			await context.close();
		}
	} );
} );

test.describe( 'AI provider settings on a production site', () => {
	test( 'no checkbox for a local model server, the reason on screen, and a forged one does not count', async ( {
		browser,
	} ) => {
		const site = await startOwnSite(
			'ai-production',
			[ 'e2e-ai-without-connection.php' ],
			{ environmentType: 'production' }
		);
		const local = await startFakeUpstream( answerInPieces );
		const context = await browser.newContext( {
			baseURL: site.baseURL,
			storageState: await site.admin.context.storageState(),
		} );
		try {
			const page = await context.newPage();
			await page.goto( SETTINGS_URL );
			await expect(
				page.getByRole( 'checkbox', { name: ALLOW_LOCAL } )
			).toHaveCount( 0 );
			await expect(
				page.getByText( 'This site’s environment type is production' )
			).toBeVisible();
			await expect(
				page.getByText(
					"define( 'JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER', true );"
				)
			).toBeVisible();

			// The same fields the local site's form sends, added by hand: stored, never used here.
			await page.getByLabel( 'Base URL' ).fill( local.baseUrl );
			await page.evaluate( () => {
				const form = document.querySelector(
					'form[action="options.php"]'
				);
				for ( const name of [ 'allow_local_shown', 'allow_local' ] ) {
					const input = document.createElement( 'input' );
					input.type = 'hidden';
					input.name = `jetpack_blocks_ai_settings[${ name }]`;
					input.value = '1';
					form?.appendChild( input );
				}
			} );
			await submit( page );
			await expect( page.locator( '.notice-error' ) ).toContainText(
				'on this computer or a private network'
			);
			await expect( page.locator( '.notice-error' ) ).not.toContainText(
				ALLOW_LOCAL
			);

			const refused = await complete(
				site.admin.context,
				await aiToken( site.admin ),
				{
					messages: [
						{ role: 'user', content: 'Tell me about bees' },
					],
					stream: false,
				}
			);
			expect( refused.status ).toBe( 503 );
			expect( refused.json?.code ).toBe( 'error_service_unavailable' );
			expect( local.requests ).toHaveLength( 0 );
		} finally {
			await context.close();
			await local.close();
			expect( await site.stop(), 'PHP problems in the plugin' ).toEqual(
				[]
			);
		}
	} );
} );
