/**
 * The AI assistant block behind the connection gate (spec 000 §6), on a site of its own that keeps
 * the real gate: a user who is not connected sees the Reconnect banner in the block with the prompt
 * disabled; after connecting through the banner's flow the same post's block answers and Accept
 * turns the answer into paragraphs.
 */
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

// One site per worker, connected by the last test: the tests run in this order.
test.describe.configure( { mode: 'serial' } );

test.use( {
	ownSiteName: 'ai-assistant-gate',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'e2e-ai-standin.php' ],
} );

test( 'the contact form’s AI bar follows the same gate: Reconnect banner, input disabled', async ( {
	page,
	editor,
	blocks,
} ) => {
	await blocks.newPost( 'Form behind the gate' );
	await blocks.insertFromInserter( 'Form' );
	const form = blocks.block( 'jetpack/contact-form' );
	await form.locator( '[data-type="jetpack/field-email"]' ).click();
	await page.keyboard.press( 'ControlOrMeta+/' );
	const bar = form.getByRole( 'region', {
		name: 'AI assistant for this form',
	} );
	await expect(
		bar.getByText( /Your account is not connected to .+ at the moment\./ )
	).toBeVisible();
	await expect(
		bar.getByRole( 'textbox', {
			name: 'Ask the AI to build or change the form',
		} )
	).toBeDisabled();
	await expect(
		bar.getByRole( 'link', { name: 'Reconnect' } )
	).toBeVisible();
	await expect( editor.canvas.locator( 'body' ) ).toBeVisible();
} );

test( 'not connected → Reconnect banner in the block → connect → prompt → Accept', async ( {
	page,
	editor,
	blocks,
} ) => {
	await blocks.newPost( 'AI behind the gate' );
	let block = await blocks.insertFromInserter( 'AI Assistant' );
	await expect(
		block.getByText( /Your account is not connected to .+ at the moment\./ )
	).toBeVisible();
	const prompt = block.getByRole( 'textbox', { name: 'AI prompt' } );
	await expect( prompt ).toBeDisabled();
	await editor.saveDraft();
	const postUrl = page.url();

	// The banner's button leads into the dashboard's connection flow (same tab).
	await block.getByRole( 'link', { name: 'Reconnect' } ).click();
	await page.waitForURL( /page=jetpack-blocks#\/connection/ );
	await page.getByRole( 'button', { name: 'Connect this site' } ).click();
	await page.waitForURL( /page=jetpack-blocks-authorize/ );
	await page.getByRole( 'button', { name: 'Approve' } ).click();
	await page.waitForURL( /page=jetpack-blocks(&|#|$)/ );
	await expect(
		page.getByRole( 'button', { name: 'Disconnect' } )
	).toBeVisible();

	await page.goto( postUrl );
	block = editor.canvas.locator( '[data-type="jetpack/ai-assistant"]' );
	await expect( block ).toBeVisible();
	await expect(
		block.getByText( /Your account is not connected/ )
	).toHaveCount( 0 );
	const field = block.getByRole( 'textbox', { name: 'AI prompt' } );
	await expect( field ).toBeEnabled();
	await field.fill( 'Write about honey bees' );
	await field.press( 'Enter' );
	await block.getByRole( 'button', { name: 'Accept', exact: true } ).click();
	const paragraphs = editor.canvas.locator( '[data-type="core/paragraph"]' );
	await expect( paragraphs.first() ).toBeVisible();
	await expect(
		editor.canvas.locator( '[data-type="jetpack/ai-assistant"]' )
	).toHaveCount( 0 );
} );
