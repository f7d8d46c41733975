/**
 * The module switchboard: a toggle persists; a failed toggle rolls back with a notice. Below
 * manage_options, GET module/all lists the modules without their options.
 */
import { test, expect } from '../helpers/test';
import { adminContext, restNonceOf, signedInUser } from '../helpers/users';

interface ListedModule {
	module: string;
	activated: boolean;
	options?: Record< string, unknown >;
}

const MODULE_ALL = `/?rest_route=${ encodeURIComponent( '/jetpack/v4/module/all' ) }`;

test.describe( 'Dashboard: modules', () => {
	// Switches Markdown for the whole site: the tag runs it where no other story depends on it.
	test( 'toggle a module and see it persist after reload @site-wide', async ( {
		page,
		admin,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			'page=jetpack-blocks#/modules'
		);
		await page
			.getByRole( 'searchbox', { name: 'Search modules' } )
			.or( page.getByLabel( 'Search modules' ) )
			.fill( 'markdown' );
		const toggle = page.getByRole( 'checkbox', { name: /Markdown/ } );
		const before = await toggle.isChecked();
		await toggle.click();
		await expect( toggle ).toBeChecked( { checked: ! before } );
		await expect( toggle ).toBeEnabled();

		await page.reload();
		await page.getByLabel( 'Search modules' ).fill( 'markdown' );
		await expect(
			page.getByRole( 'checkbox', { name: /Markdown/ } )
		).toBeChecked( { checked: ! before } );
	} );

	test.describe( 'when the server fails', () => {
		// The browser logs the failed request itself; the page must turn it into a notice.
		test.use( { allowedConsoleError: /status of 500/ } );

		test( 'a failed toggle rolls back and says why', async ( {
			page,
			admin,
		} ) => {
			await page.route(
				/module(%2F|\/)markdown(%2F|\/)active/,
				( route ) =>
					route.fulfill( {
						status: 500,
						contentType: 'application/json',
						body: JSON.stringify( {
							code: 'local_failure',
							message: 'The module could not be saved',
						} ),
					} )
			);
			await admin.visitAdminPage(
				'admin.php',
				'page=jetpack-blocks#/modules'
			);
			await page.getByLabel( 'Search modules' ).fill( 'markdown' );
			const toggle = page.getByRole( 'checkbox', { name: /Markdown/ } );
			const before = await toggle.isChecked();
			await toggle.click();
			await expect(
				page
					.locator( '.components-notice' )
					.getByText(
						/Could not (activate|deactivate) Markdown: The module could not be saved \(Status 500\)/
					)
			).toBeVisible();
			await expect( toggle ).toBeChecked( { checked: before } );
		} );
	} );

	test( 'module/all shows options (the protect allow-list) to site owners only', async () => {
		const allowList = '192.0.2.7';
		const admin = await adminContext();
		const adminNonce = await restNonceOf( admin );
		const saved = await admin.post(
			`/?rest_route=${ encodeURIComponent( '/jetpack/v4/module/protect' ) }`,
			{
				headers: { 'X-WP-Nonce': adminNonce },
				data: { jetpack_protect_global_whitelist: allowList },
			}
		);
		expect( saved.ok() ).toBe( true );
		const forAdmin = ( await (
			await admin.get( MODULE_ALL, {
				headers: { 'X-WP-Nonce': adminNonce },
			} )
		).json() ) as Record< string, ListedModule >;
		expect( forAdmin.protect?.options ).toMatchObject( {
			jetpack_protect_global_whitelist: allowList,
		} );
		expect(
			Object.values( forAdmin ).every(
				( module ) => typeof module.options === 'object'
			)
		).toBe( true );
		await admin.dispose();

		const editor = await signedInUser( 'editor' );
		const response = await editor.context.get( MODULE_ALL, {
			headers: { 'X-WP-Nonce': editor.restNonce },
		} );
		expect( response.status() ).toBe( 200 );
		const body = await response.text();
		expect( body ).not.toContain( allowList );
		const forEditor = JSON.parse( body ) as Record< string, ListedModule >;
		// The editor still learns which modules exist and which are on.
		expect( Object.keys( forEditor ) ).toEqual( Object.keys( forAdmin ) );
		expect( forEditor.protect?.activated ).toBe(
			forAdmin.protect?.activated
		);
		expect(
			Object.values( forEditor ).filter(
				( module ) => 'options' in module
			)
		).toEqual( [] );
		await editor.context.dispose();
	} );
} );
