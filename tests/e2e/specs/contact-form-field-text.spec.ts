/**
 * jetpack/field-text (the form's one-line "Text Input Field"): the story every other field has —
 * added through the form's appender, edited in the sidebar, saved valid, answered by a visitor,
 * refused by the server when a required answer is missing, stored — and its visitor markup checked
 * on the page the server sent back.
 */
import type { Page, Response } from '@playwright/test';
import { test, expect } from '../helpers/test';

// The refusal is the server's answer on purpose (422); the browser logs the refused page's status.
test.use( {
	allowedConsoleError:
		/^Failed to load resource: the server responded with a status of 422 /,
} );

test( 'jetpack/field-text: added through the appender, labelled and required in the sidebar, saved valid, refused empty by the server with the answers kept, then stored', async ( {
	page,
	editor,
	blocks,
	visitorMarkup,
} ) => {
	await blocks.newPost( 'Text field story' );
	await blocks.insertFromInserter( 'Form' );
	const form = blocks.block( 'jetpack/contact-form' );
	await editor.openDocumentSettingsSidebar();
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );

	const fields = form.locator( '[data-type^="jetpack/field-"]' );
	await expect( fields ).toHaveCount( 3 );
	await fields.last().click();
	await form.getByRole( 'button', { name: 'Add block' } ).click();
	await page
		.getByRole( 'searchbox', { name: /Search/ } )
		.last()
		.fill( 'Text Input' );
	const option = page.getByRole( 'option', {
		name: 'Text Input Field',
		exact: true,
	} );
	await expect( option ).toHaveCount( 1 );
	await option.click();
	const textField = editor.canvas.locator(
		'[data-type="jetpack/field-text"]'
	);
	await expect( textField ).toBeVisible();
	// A new text field is labelled "Text" (block.json's default) until the author names it.
	await expect( textField ).toContainText( 'Text' );
	await settings.getByRole( 'textbox', { name: 'Label' } ).fill( 'Company' );
	await settings
		.getByRole( 'checkbox', { name: 'Field is required' } )
		.check();
	await expect( textField ).toContainText( 'Company' );
	await expect( textField ).toContainText( '(required)' );

	const postId = await blocks.save();
	const [ saved ] = await blocks.reloadAndCheckValid();
	// After the form's own name, e-mail and message fields.
	expect(
		saved?.innerBlocks
			.filter( ( block ) => block.name.startsWith( 'jetpack/field-' ) )
			.slice( 3 )
			.map( ( field ) => [
				field.name,
				field.attributes.label,
				field.attributes.required ?? false,
			] )
	).toEqual( [ [ 'jetpack/field-text', 'Company', true ] ] );

	const visitor = await blocks.visitFrontEnd( postId );
	const visitorForm = visitor.locator( '.wp-block-jetpack-contact-form' );
	const company = visitorForm.getByLabel( /^Company/ );
	await expect( company ).toHaveAttribute( 'type', 'text' );
	await expect( company ).toHaveAttribute( 'required', '' );
	await visitorMarkup.check( visitor, 'jetpack/field-text', {
		selector: '.jetpack-field-text',
	} );

	await visitorForm.getByLabel( /^Name/ ).fill( 'Charles Babbage' );
	// An address of this run's own: other stories on the shared site list their responses too.
	const sender = `charles${ Date.now() }@example.com`;
	await visitorForm.getByLabel( /^Email/ ).fill( sender );
	await visitorForm.getByLabel( /^Message/ ).fill( 'About the engine' );
	// The server's own check, as a browser without form validation reaches it.
	await company.evaluate( ( input ) => input.removeAttribute( 'required' ) );
	const refusal = await submit( visitor );
	expect( refusal.status() ).toBe( 422 );
	const refusedPage = await refusal.text();
	expect( refusedPage ).toContain( 'Please fill in this field.' );
	await expect( visitorForm.getByRole( 'alert' ) ).toContainText(
		'Your message was not sent'
	);
	await expect( company ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( company ).toHaveAccessibleDescription(
		'Please fill in this field.'
	);
	await expect( visitorForm.getByLabel( /^Name/ ) ).toHaveValue(
		'Charles Babbage'
	);
	await expect( visitorForm.getByLabel( /^Message/ ) ).toHaveValue(
		'About the engine'
	);
	// The refused page as the server sent it, not a fresh copy of the empty form.
	await visitorMarkup.check( visitor, 'jetpack/field-text', {
		source: refusedPage,
		selector: '.jetpack-field-text',
	} );

	// An answer with markup in it is kept as text, one line.
	await company.fill( 'Babbage & Co <Engines>' );
	// Accepted: sent on to the thank-you page (303), so a reload cannot send it twice.
	expect( ( await submit( visitor ) ).status() ).toBe( 303 );
	await expect( visitorForm.getByRole( 'status' ) ).toContainText(
		'Your message has been sent'
	);
	await visitor.close();

	await page.goto( '/wp-admin/edit.php?post_type=feedback' );
	const row = page
		.locator( '#the-list tr:not(.no-items)' )
		.filter( { hasText: sender } )
		.filter( { hasText: 'Text field story' } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( 'Company' );
	await expect( row ).toContainText( 'Babbage & Co <Engines>' );
} );

/** Submits the visitor's form; the server's answer to the POST itself. */
async function submit( visitor: Page ): Promise< Response > {
	const [ response ] = await Promise.all( [
		visitor.waitForResponse(
			( candidate ) => candidate.request().method() === 'POST'
		),
		visitor
			.locator( '.wp-block-jetpack-contact-form' )
			.getByRole( 'button', { name: 'Submit' } )
			.click(),
	] );
	return response;
}
