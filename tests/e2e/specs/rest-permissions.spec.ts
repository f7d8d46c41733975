/**
 * Every REST route the plugin serves refuses people who may not use it. Add each new route here.
 */
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';
import {
	missingInputProblems,
	permissionProblems,
	loggedOutReadProblems,
	pluginReadEndpoints,
	pluginWriteEndpoints,
	readProblems,
	subscriberContext,
} from '../helpers/rest-routes';

/** Routes for signed-in editors (cookie + REST nonce): 401 logged out, 403 for a subscriber. */
const EDITOR_ROUTES = [
	{ method: 'GET', path: '/wpcom/v2/business-hours/localized-week' },
	{ method: 'POST', path: '/jetpack/v4/jetpack-ai-jwt' },
	{ method: 'GET', path: '/wpcom/v2/jetpack-ai/ai-assistant-feature' },
	{ method: 'GET', path: '/wpcom/v2/opentable/restaurants' },
	{ method: 'GET', path: '/wpcom/v2/memberships/status' },
	{ method: 'POST', path: '/wpcom/v2/memberships/products' },
	{ method: 'POST', path: '/wpcom/v2/memberships/product' },
	{ method: 'GET', path: '/wpcom/v2/subscribers/counts' },
	{ method: 'GET', path: '/wpcom/v2/newsletter-categories' },
	{ method: 'GET', path: '/wpcom/v2/newsletter-categories/count' },
	{ method: 'GET', path: '/wpcom/v2/instagram-gallery/connections' },
	{ method: 'GET', path: '/wpcom/v2/instagram-gallery/connect-url' },
	{ method: 'GET', path: '/wpcom/v2/instagram-gallery/gallery' },
	{ method: 'GET', path: '/wpcom/v2/mailchimp' },
	{ method: 'GET', path: '/wpcom/v2/mailchimp/groups' },
	{ method: 'GET', path: '/wpcom/v2/service-api-keys/mapbox' },
	{ method: 'GET', path: '/wpcom/v2/mapkit' },
	{ method: 'GET', path: '/wpcom/v2/map/places' },
	{ method: 'GET', path: '/wpcom/v2/related-posts' },
	{ method: 'POST', path: '/wpcom/v2/related-posts/enable' },
	{ method: 'GET', path: '/wpcom/v2/related-posts/1' },
	{ method: 'GET', path: '/wpcom/v2/wordads/ad-code' },
	{ method: 'POST', path: '/wpcom/v2/wordads/ad-code' },
	// The external media picker's routes need upload_files (contributors and subscribers lack it).
	{ method: 'GET', path: '/wpcom/v2/external-media/list/openverse' },
	{ method: 'POST', path: '/wpcom/v2/external-media/copy/openverse' },
	{
		method: 'GET',
		path: '/wpcom/v2/external-media/connection/google_photos',
	},
	{
		method: 'DELETE',
		path: '/wpcom/v2/external-media/connection/google_photos',
	},
	{ method: 'GET', path: '/wpcom/v2/app-media' },
];

/** Routes authorized by the AI bearer token alone: 401 without one, whoever asks. */
const TOKEN_ROUTES = [
	{ method: 'POST', path: '/wpcom/v2/jetpack-ai-query' },
	{ method: 'POST', path: '/wpcom/v2/jetpack-ai-transcription' },
	{ method: 'POST', path: '/wpcom/v2/jetpack-ai/images/generations' },
];

test.describe( 'REST permissions', () => {
	test( 'a logged-out visitor is refused on every route', async () => {
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		for ( const route of [ ...EDITOR_ROUTES, ...TOKEN_ROUTES ] ) {
			const response = await anonymous.fetch(
				`/?rest_route=${ encodeURIComponent( route.path ) }`,
				{
					method: route.method,
				}
			);
			expect( { route: route.path, status: response.status() } ).toEqual(
				{ route: route.path, status: 401 }
			);
		}
		await anonymous.dispose();
	} );

	test( 'a subscriber is refused on every editor route', async ( {
		requestUtils,
	} ) => {
		const username = `subscriber${ Date.now() }`;
		await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password: 'password',
			roles: [ 'subscriber' ],
		} );
		const subscriber = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const login = await subscriber.post( '/wp-login.php', {
			form: { log: username, pwd: 'password', testcookie: '1' },
			headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		} );
		expect( login.ok() ).toBe( true );
		const page = await subscriber.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		const nonce = ( await page.text() ).trim();
		for ( const route of EDITOR_ROUTES ) {
			const response = await subscriber.fetch(
				`/?rest_route=${ encodeURIComponent( route.path ) }`,
				{
					method: route.method,
					headers: { 'X-WP-Nonce': nonce },
				}
			);
			expect( { route: route.path, status: response.status() } ).toEqual(
				{ route: route.path, status: 403 }
			);
		}
		await subscriber.dispose();
	} );

	test( 'an editor gets the localized week', async ( { requestUtils } ) => {
		const week = ( await requestUtils.rest( {
			path: '/wpcom/v2/business-hours/localized-week',
		} ) ) as {
			days: Record< string, string >;
			startOfWeek: number;
		};
		expect( week.days.Mon ).toBe( 'Monday' );
		expect( week.startOfWeek ).toBe( 1 );
	} );

	test( 'bad input to the AI routes gets a 400 with a clear message', async ( {
		requestUtils,
	} ) => {
		const { token } = ( await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/jetpack-ai-jwt',
		} ) ) as { token: string };
		const client = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const post = ( route: string, data: unknown ) =>
			client.post( `/?rest_route=${ encodeURIComponent( route ) }`, {
				headers: { Authorization: `Bearer ${ token }` },
				data,
			} );
		for ( const [ route, body ] of [
			[ '/wpcom/v2/jetpack-ai-query', { feature: 'ai-assistant' } ],
			[ '/wpcom/v2/jetpack-ai-query', { messages: 'not a list' } ],
			[ '/wpcom/v2/jetpack-ai/images/generations', { prompt: '' } ],
		] as const ) {
			const response = await post( route, body );
			const json = ( await response.json() ) as {
				code?: string;
				message?: string;
			};
			expect( { route, status: response.status() } ).toEqual( {
				route,
				status: 400,
			} );
			expect( json.message?.length ).toBeGreaterThan( 10 );
		}
		await client.dispose();
	} );

	test( 'every write route refuses logged-out visitors and subscribers', async () => {
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		const endpoints = await pluginWriteEndpoints( anonymous );
		expect( endpoints.length ).toBeGreaterThan( 3 );
		const subscriber = await subscriberContext();
		expect(
			await permissionProblems( endpoints, anonymous, subscriber )
		).toEqual( [] );
		await Promise.all( [
			anonymous.dispose(),
			subscriber.context.dispose(),
		] );
	} );

	test( 'every write route answers missing required input with a 400 and a message', async () => {
		const admin = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const endpoints = await pluginWriteEndpoints( admin );
		expect( await missingInputProblems( endpoints, admin ) ).toEqual( [] );
		await admin.dispose();
	} );

	test( 'every read route answers a site owner with JSON and refuses logged-out visitors', async () => {
		const admin = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const endpoints = await pluginReadEndpoints( admin );
		expect( endpoints.length ).toBeGreaterThan( 3 );
		expect( await readProblems( endpoints, admin ) ).toEqual( [] );
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		expect( await loggedOutReadProblems( endpoints, anonymous ) ).toEqual(
			[]
		);
		await Promise.all( [ admin.dispose(), anonymous.dispose() ] );
	} );
} );
