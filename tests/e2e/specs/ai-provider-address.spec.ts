/**
 * The OpenAI-compatible provider sends requests (and the API key) only where the site's rules for
 * outgoing requests allow: hosts on this computer or a private network only with the
 * administrator's opt-in, never by following a redirect.
 */
import { test, expect } from '../helpers/test';
import {
	ProviderAdmin,
	answerInPieces,
	readStream,
	startFakeUpstream,
	type FakeUpstream,
} from '../helpers/ai-provider';

test.describe( 'AI provider address', () => {
	let admin: ProviderAdmin;
	const upstreams: FakeUpstream[] = [];

	test.beforeEach( async ( { requestUtils } ) => {
		admin = await ProviderAdmin.create( requestUtils, 'address' );
	} );

	test.afterEach( async () => {
		await admin.dispose();
		await Promise.all( upstreams.splice( 0 ).map( ( up ) => up.close() ) );
	} );

	test( 'a model server on this computer is refused until the administrator allows it', async ( {
		browser,
	} ) => {
		const upstream = await startFakeUpstream( answerInPieces );
		upstreams.push( upstream );
		await admin.useProvider( {
			base_url: upstream.baseUrl,
			api_key: 'sk-local-secret',
		} );

		const refused = await admin.query();
		expect( refused.status ).toBe( 503 );
		expect( refused.json() ).toMatchObject( {
			code: 'error_service_unavailable',
			data: { reason: 'provider_host_local' },
		} );
		expect( refused.json().message ).toContain(
			'JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER'
		);
		expect( upstream.requests ).toHaveLength( 0 );

		// The settings screen says why, and how to allow it.
		const context = await browser.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: await admin.api.storageState(),
		} );
		const page = await context.newPage();
		await page.goto(
			'/wp-admin/options-general.php?page=jetpack-blocks-ai'
		);
		await expect(
			page.locator( '.notice-error', {
				hasText: 'on this computer or a private network',
			} )
		).toContainText(
			"define( 'JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER', true );"
		);

		await admin.allowLocalHosts( true );
		const answer = await admin.query();
		expect( answer.status ).toBe( 200 );
		expect( readStream( answer.text ) ).toEqual( {
			content: 'Bees make honey.',
			last: '[DONE]',
		} );
		expect( upstream.requests ).toHaveLength( 1 );
		expect( upstream.requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			url: '/v1/chat/completions',
		} );
		expect( upstream.requests[ 0 ]?.headers.authorization ).toBe(
			'Bearer sk-local-secret'
		);

		await page.reload();
		await expect( page.locator( '.notice-error' ) ).toHaveCount( 0 );
		await context.close();
	} );

	test( 'private-network and cloud-metadata addresses are refused without a connection attempt', async () => {
		for ( const baseUrl of [
			'http://169.254.169.254/latest/v1',
			'http://10.20.30.40:11434/v1',
			'http://[fd00::1]:8080/v1',
		] ) {
			await admin.useProvider( { base_url: baseUrl } );
			const started = Date.now();
			const refused = await admin.query();
			expect( { baseUrl, status: refused.status } ).toEqual( {
				baseUrl,
				status: 503,
			} );
			expect( refused.json().data.reason ).toBe( 'provider_host_local' );
			// Refused before connecting: no connection timeout was waited for.
			expect( Date.now() - started ).toBeLessThan( 5_000 );
		}
	} );

	test( 'a redirect is not followed, not even to an allowed host', async () => {
		await admin.allowLocalHosts( true );
		const internal = await startFakeUpstream( answerInPieces );
		const redirecting = await startFakeUpstream(
			( _incoming, response ) => {
				response.writeHead( 307, {
					Location: `${ internal.baseUrl }/chat/completions`,
				} );
				response.end();
			}
		);
		upstreams.push( internal, redirecting );
		await admin.useProvider( {
			base_url: redirecting.baseUrl,
			api_key: 'sk-redirected',
		} );

		const refused = await admin.query();
		expect( refused.status ).toBe( 503 );
		expect( refused.json().data.reason ).toBe( 'upstream_redirect' );
		expect( redirecting.requests ).toHaveLength( 1 );
		expect( internal.requests ).toHaveLength( 0 );
	} );
} );
