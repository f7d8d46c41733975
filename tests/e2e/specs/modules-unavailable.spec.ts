/**
 * No module that cannot work on this site can be switched on: the ones that need WordPress.com
 * (stats collection, a CDN, social networks…) or that this plugin does not include refuse
 * activation with their reason (REST, also once the site is connected), read as off whatever flag
 * is stored, and the Modules screen shows the reason beside a disabled switch.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';

interface ListedModule {
	name: string;
	module: string;
	activated: boolean;
	available: boolean;
	unavailable_reason?: string;
}

const rest = ( path: string ) => `/?rest_route=${ encodeURIComponent( path ) }`;

const NEEDS_WPCOM = [
	'likes',
	'monitor',
	'photon',
	'publicize',
	'search',
	'stats',
	'subscriptions',
	'vaultpress',
];
const NOT_INCLUDED = [ 'seo-tools', 'sharedaddy', 'shortcodes' ];
const WPCOM_REASON = 'Needs WordPress.com; not available on this site.';
const NOT_INCLUDED_REASON =
	'Not included in this plugin; not available on this site.';
const REASONS: Record< string, string > = Object.fromEntries( [
	...NEEDS_WPCOM.map( ( slug ) => [ slug, WPCOM_REASON ] ),
	...NOT_INCLUDED.map( ( slug ) => [ slug, NOT_INCLUDED_REASON ] ),
] );

async function modules(
	context: APIRequestContext,
	nonce: string
): Promise< Record< string, ListedModule > > {
	const response = await context.get( rest( '/jetpack/v4/module/all' ), {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ) as Record< string, ListedModule >;
}

test.describe( 'Modules that cannot work here', () => {
	let site: OwnSite;

	test.beforeAll( async () => {
		site = await startOwnSite( 'modules-unavailable', [
			'e2e-modules.php',
		] );
	} );

	test.afterAll( async () => {
		expect( await site.stop() ).toEqual( [] );
	} );

	test( 'refuse activation with their reason, even on a connected site, and ignore stored flags', async () => {
		const { context, nonce } = site.admin;

		// Connect the site (as the dashboard's "Connect this site" does): modules that only
		// needed the connection become available; the WordPress.com ones do not.
		const dashboard = await (
			await context.get( '/wp-admin/admin.php?page=jetpack-blocks' )
		).text();
		const registrationNonce =
			/"registrationNonce":"([^"]+)"/.exec( dashboard )?.[ 1 ] ?? '';
		expect( registrationNonce ).not.toBe( '' );
		const registered = await context.post(
			rest( '/jetpack/v4/connection/register' ),
			{
				headers: { 'X-WP-Nonce': nonce },
				data: {
					registration_nonce: registrationNonce,
					no_iframe: true,
				},
			}
		);
		expect( registered.status() ).toBe( 200 );

		// Flags left on by another plugin or an older version do not switch anything on.
		const stored = await context.post(
			rest( '/e2e-modules/v1/stored-flags' ),
			{
				headers: { 'X-WP-Nonce': nonce },
				data: {
					flags: Object.fromEntries(
						[ ...NEEDS_WPCOM, ...NOT_INCLUDED ].map( ( slug ) => [
							slug,
							true,
						] )
					),
				},
			}
		);
		expect( stored.status() ).toBe( 200 );

		const listed = await modules( context, nonce );
		for ( const slug of [ ...NEEDS_WPCOM, ...NOT_INCLUDED ] ) {
			const reason = REASONS[ slug ];
			expect( listed[ slug ], slug ).toMatchObject( {
				activated: false,
				available: false,
				unavailable_reason: reason,
			} );

			const refused = await context.post(
				rest( `/jetpack/v4/module/${ slug }/active` ),
				{ headers: { 'X-WP-Nonce': nonce }, data: { active: true } }
			);
			expect( refused.status(), slug ).toBe( 400 );
			expect( await refused.json() ).toMatchObject( {
				code: 'module_unavailable',
				message: `${ listed[ slug ]?.name } cannot be activated: ${ reason }`,
			} );

			// The settings route switches modules too, and refuses the same way.
			const viaSettings = await context.post(
				rest( '/jetpack/v4/settings' ),
				{
					headers: { 'X-WP-Nonce': nonce },
					data: { [ slug ]: true },
				}
			);
			expect( viaSettings.status(), slug ).toBe( 400 );
		}

		// Every module left available works here; the rest are exactly the ones above.
		const after = await modules( context, nonce );
		expect(
			Object.values( after )
				.filter( ( module ) => ! module.available )
				.map( ( module ) => module.module )
				.sort()
		).toEqual( [ ...NEEDS_WPCOM, ...NOT_INCLUDED ].sort() );
		expect(
			Object.values( after ).filter(
				( module ) => ! module.available && module.activated
			)
		).toEqual( [] );
	} );
} );

test( 'the Modules screen shows why a module is unavailable and will not switch it on', async ( {
	page,
	admin,
} ) => {
	await admin.visitAdminPage( 'admin.php', 'page=jetpack-blocks#/modules' );
	const search = page.getByRole( 'searchbox', { name: 'Search modules' } );

	const shown: Array< [ string, string ] > = [
		[ 'Likes', WPCOM_REASON ],
		[ 'Stats', WPCOM_REASON ],
		[ 'Shortcode embeds', NOT_INCLUDED_REASON ],
	];
	for ( const [ name, reason ] of shown ) {
		await search.fill( name );
		const toggle = page.getByRole( 'checkbox', { name } );
		await expect( toggle ).toBeDisabled();
		await expect( toggle ).not.toBeChecked();
		await expect(
			page
				.locator( '.jetpack-blocks-dashboard-modules__item', {
					has: toggle,
				} )
				.getByText( reason )
		).toBeVisible();
	}
} );
