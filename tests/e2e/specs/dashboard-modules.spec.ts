/**
 * The module switchboard: a toggle persists; a failed toggle rolls back with a notice.
 */
import { test, expect } from '../helpers/test';

test.describe( 'Dashboard: modules', () => {
	test( 'toggle a module and see it persist after reload', async ( {
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
} );
