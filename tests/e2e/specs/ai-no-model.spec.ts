/**
 * A fresh site with no language model (issue 19): every AI surface that needs one says so calmly and
 * sends nothing, and the real offline tools still do their work, each naming itself beside its
 * result — Hunspell corrects a misspelled sentence, Apertium translates it into Spanish. On a site of
 * its own without the suite's stand-in model, as a new install starts.
 */
import type { Locator, Page, Request } from '@playwright/test';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { aiUsage } from '../helpers/ai-requests';

test.use( {
	ownSiteName: 'ai-no-model',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'e2e-ai-without-connection.php' ],
} );

const BLOCK = 'jetpack/ai-assistant';
const SETUP = 'No AI model is set up for this site.';

/** The AI requests (completion, image, transcription) the page sends while it is watched. */
function watchAiRequests( page: Page ): Request[] {
	const sent: Request[] = [];
	page.on( 'request', ( request ) => {
		if (
			/jetpack-ai-query|images%2Fgenerations|images\/generations|jetpack-ai-transcription/.test(
				request.url()
			)
		) {
			sent.push( request );
		}
	} );
	return sent;
}

async function openToolbarMenu(
	page: Page,
	editor: Editor,
	block: Locator,
	name: string
): Promise< void > {
	await block.click( { position: { x: 4, y: 4 } } );
	await editor.showBlockToolbar();
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name } )
		.click();
}

/** Writes a paragraph and converts it into the AI Assistant block through the block switcher. */
async function paragraphToAssistant(
	page: Page,
	editor: Editor,
	text: string
): Promise< Locator > {
	await editor.insertBlock( { name: 'core/paragraph' } );
	await page.keyboard.type( text );
	await editor.showBlockToolbar();
	await page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name: 'Paragraph' } )
		.click();
	await page.getByRole( 'menuitem', { name: 'AI Assistant' } ).click();
	const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` ).first();
	await expect( block ).toBeVisible();
	return block;
}

test( 'with no model: the prompt, the image generator and the form’s AI bar show the set-up state and send nothing', async ( {
	page,
	blocks,
	ownSite,
} ) => {
	const sent = watchAiRequests( page );
	const before = ( await aiUsage( ownSite.admin ) ).count;

	await blocks.newPost( 'No model' );
	const block = await blocks.insertFromInserter( 'AI Assistant' );
	await expect( block.getByText( SETUP ) ).toBeVisible();
	// Administrators are taken to the settings screen, out of the editor canvas.
	const setUp = block.getByRole( 'link', { name: /^Set up AI/ } );
	await expect( setUp ).toHaveAttribute(
		'href',
		`${ ownSite.baseURL }/wp-admin/options-general.php?page=jetpack-blocks-ai`
	);
	await expect(
		block.getByRole( 'textbox', { name: 'AI prompt' } )
	).toBeDisabled();
	await expect(
		block.getByRole( 'button', { name: 'Generate image' } )
	).toBeDisabled();

	// The contact form's bar (mod+/) says the same instead of taking a request.
	await blocks.insertFromInserter( 'Form' );
	const form = blocks.block( 'jetpack/contact-form' );
	await form.locator( '[data-type^="jetpack/field-"]' ).first().click();
	await page.keyboard.press( 'ControlOrMeta+/' );
	const bar = form.getByRole( 'region', {
		name: 'AI assistant for this form',
	} );
	await expect( bar ).toBeVisible( { timeout: 30_000 } );
	await expect( bar.getByText( SETUP ) ).toBeVisible();
	await expect(
		bar.getByRole( 'link', { name: 'Set up AI' } )
	).toBeVisible();

	expect( sent.map( ( request ) => request.url() ) ).toEqual( [] );
	expect( ( await aiUsage( ownSite.admin ) ).count ).toBe( before );

	// The button opens the settings screen in a new tab (the editor and its work stay open), which
	// says no model answers yet.
	const opened = page.context().waitForEvent( 'page' );
	await blocks
		.block( BLOCK )
		.getByRole( 'link', { name: /^Set up AI/ } )
		.click();
	const settings = await opened;
	await expect( settings ).toHaveURL(
		/options-general\.php\?page=jetpack-blocks-ai/
	);
	await expect( settings.getByText( SETUP ).first() ).toBeVisible();
	await settings.close();
	await expect( page ).toHaveURL( /post-new\.php|post\.php/ );
} );

test( 'an author is told to ask an administrator', async ( {
	browser,
	ownSite,
} ) => {
	const author = await ownSite.signIn( 'author' );
	const context = await browser.newContext( {
		baseURL: ownSite.baseURL,
		storageState: await author.context.storageState(),
	} );
	try {
		const page = await context.newPage();
		await page.goto( '/wp-admin/post-new.php' );
		await page.waitForFunction(
			() =>
				!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp
					?.blocks
		);
		await page.evaluate( () => {
			const { wp } = window as unknown as {
				wp: {
					data: {
						dispatch: (
							store: string
						) => Record<
							string,
							( ...args: unknown[] ) => unknown
						>;
					};
					blocks: { createBlock: ( name: string ) => unknown };
				};
			};
			wp.data
				.dispatch( 'core/preferences' )
				.set?.( 'core/edit-post', 'welcomeGuide', false );
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks?.(
					wp.blocks.createBlock( 'jetpack/ai-assistant' )
				);
		} );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		const block = canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect( block.getByText( SETUP ) ).toBeVisible( {
			timeout: 30_000,
		} );
		await expect(
			block.getByText( 'Ask an administrator to set one up.' )
		).toBeVisible();
		await expect(
			block.getByRole( 'link', { name: /^Set up AI/ } )
		).toHaveCount( 0 );
	} finally {
		await context.close();
	}
} );

test( 'offline spelling with Hunspell, then Spanish with Apertium, each named beside its result; Accept keeps the corrected text', async ( {
	page,
	editor,
	blocks,
} ) => {
	await blocks.newPost( 'Offline tools' );
	const block = await paragraphToAssistant(
		page,
		editor,
		'Teh bees dnace to show wher the flowers are.'
	);
	const answer = block.locator( '.jetpack-ai-assistant__content' );
	await expect( answer ).toHaveText(
		'Teh bees dnace to show wher the flowers are.'
	);

	// Only what a real tool does is offered; the rest says why not.
	await openToolbarMenu( page, editor, block, 'AI tools' );
	await expect(
		page.getByRole( 'menuitem', { name: 'Make longer' } )
	).toBeDisabled();
	await expect(
		page.getByRole( 'menuitem', { name: 'Key sentences' } )
	).toBeEnabled();
	await page
		.getByRole( 'menuitem', { name: 'Correct spelling and grammar' } )
		.click();
	await expect( answer ).toHaveText(
		'The bees dance to show where the flowers are.',
		{ timeout: 30_000 }
	);
	await expect(
		block.getByText( 'Spelling corrected offline with Hunspell' )
	).toBeVisible();

	// Translation: Spanish has an installed pair from the site's English; French does not.
	await openToolbarMenu( page, editor, block, 'Translate' );
	await expect(
		page.getByRole( 'menuitem', { name: 'French' } )
	).toBeDisabled();
	await expect(
		page.getByText( 'Translating to French needs an AI model.' )
	).toBeVisible();
	await page.getByRole( 'menuitem', { name: 'Spanish' } ).click();
	await expect( answer ).toContainText( 'abejas', { timeout: 30_000 } );
	await expect( answer ).toContainText( 'flores' );
	await expect(
		block.getByText(
			'Translated offline with Apertium (English → Spanish)'
		)
	).toBeVisible();

	// Discard goes back to the corrected English; Accept keeps it as a paragraph, without the note.
	await block.getByRole( 'button', { name: 'Discard' } ).click();
	await expect( answer ).toHaveText(
		'The bees dance to show where the flowers are.'
	);
	await block.getByRole( 'button', { name: 'Accept', exact: true } ).click();
	const accepted = await blocks.editorBlocks();
	expect( accepted.map( ( item ) => item.name ) ).toEqual( [
		'core/paragraph',
	] );
	expect( accepted[ 0 ]?.attributes.content ).toBe(
		'The bees dance to show where the flowers are.'
	);
	await blocks.save();
	const reloaded = await blocks.reloadAndCheckValid();
	expect( JSON.stringify( reloaded ) ).not.toContain( 'Hunspell' );
} );
