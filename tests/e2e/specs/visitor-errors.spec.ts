/**
 * The suite's own guard: a visitor's page (a signed-out browser context of its own, as every block
 * spec opens it) that logs a console error or throws must fail the test that opened it. Marked
 * `test.fail()`: these pass only while the `consoleErrors` fixture catches what the page did.
 */
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

test.describe( 'visitor pages are watched', () => {
	test.fail(
		'an uncaught exception in a visitor page fails the test',
		async ( { page } ) => {
			const visitor = await BlockSteps.anonymousPage( page );
			await visitor.setContent(
				'<!DOCTYPE html><title>t</title><script>throw new Error( "visitor boom" );</script>'
			);
			await expect( visitor.locator( 'title' ) ).toHaveCount( 1 );
			await visitor.close();
		}
	);

	test.fail(
		'a console error in a context the spec opened itself fails the test',
		async ( { browser } ) => {
			const context = await browser.newContext();
			const visitor = await context.newPage();
			await visitor.setContent(
				'<!DOCTYPE html><title>t</title><script>console.error( "visitor said no" );</script>'
			);
			await expect( visitor.locator( 'title' ) ).toHaveCount( 1 );
			await context.close();
		}
	);
} );

test.describe( 'declared errors', () => {
	test.use( { allowedConsoleError: /^expected by the spec$/ } );

	test( 'pass in a visitor page', async ( { page } ) => {
		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.setContent(
			'<!DOCTYPE html><title>t</title><script>console.error( "expected by the spec" );</script>'
		);
		await expect( visitor.locator( 'title' ) ).toHaveCount( 1 );
		await visitor.close();
	} );
} );
