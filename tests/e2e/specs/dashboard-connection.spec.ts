/**
 * A site owner connects the site and their account on a local site (no remote account), then
 * disconnects. On a site of its own: the connection is site-wide, and stories on the shared site
 * connect it whenever they need it, so a disconnected start there is not guaranteed.
 */
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

test.use( {
	ownSiteName: 'dashboard-connection',
	ownSiteMuPlugins: [ 'e2e-offline.php' ],
} );

test.describe( 'Dashboard: connection', () => {
	test( 'connect the site, approve the user connection, see it, disconnect', async ( {
		page,
		admin,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			'page=jetpack-blocks#/connection'
		);
		await page.getByRole( 'button', { name: 'Connect this site' } ).click();

		// The local authorization screen stands in for the remote one.
		await page.waitForURL( /page=jetpack-blocks-authorize/ );
		expect( new URL( page.url() ).searchParams.get( 'from' ) ).toBe(
			'jetpack-blocks-dashboard'
		);
		await page.getByRole( 'button', { name: 'Approve' } ).click();

		await page.waitForURL( /page=jetpack-blocks(&|#|$)/ );
		await expect( page.getByText( /connected/i ).first() ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Connect this site' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'button', { name: 'Disconnect' } )
		).toBeVisible();

		// The state survives a reload (it is the server's, printed into the page).
		await page.reload();
		await expect(
			page.getByRole( 'button', { name: 'Disconnect' } )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Disconnect' } ).click();
		const dialog = page.getByRole( 'dialog' );
		await dialog.getByRole( 'button', { name: 'Disconnect' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Connect this site' } )
		).toBeVisible();
	} );
} );
