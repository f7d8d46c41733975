/**
 * Every REST route the plugin serves refuses people who may not use it. Add each new route here.
 */
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';

const EDITOR_ROUTES = [
	{ method: 'GET', path: '/wpcom/v2/business-hours/localized-week' },
];

test.describe( 'REST permissions', () => {
	test( 'a logged-out visitor is refused on every route', async () => {
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		for ( const route of EDITOR_ROUTES ) {
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
} );
