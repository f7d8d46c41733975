/**
 * The AI Assistant block's playground controls (spec 000 §2) appear only when the site turns the
 * playground flag on (the `jetpack_blocks_ai_playground` filter, printed into the AI configuration),
 * and what they set is kept with the block.
 */
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

test.use( {
	ownSiteName: 'ai-assistant-playground',
	ownSiteMuPlugins: [
		'e2e-offline.php',
		'e2e-ai-without-connection.php',
		'own-site/e2e-ai-playground.php',
		'e2e-ai-standin.php',
	],
} );

test( 'with the flag on, the sidebar has the Playground panel and its settings save with the block', async ( {
	page,
	editor,
	blocks,
} ) => {
	await blocks.newPost( 'Playground story' );
	await blocks.insertFromInserter( 'AI Assistant' );
	await editor.openDocumentSettingsSidebar();
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const panel = settings.getByRole( 'button', { name: 'Playground' } );
	await expect( panel ).toBeVisible();
	await expect( panel ).toHaveAttribute( 'aria-expanded', 'true' );
	await settings.getByRole( 'checkbox', { name: 'Use GPT-4' } ).check();
	await settings
		.getByRole( 'textbox', { name: 'Custom system prompt' } )
		.fill( 'Answer like a ship’s log.' );

	await blocks.save();
	const [ saved ] = await blocks.reloadAndCheckValid();
	expect( saved ).toMatchObject( {
		name: 'jetpack/ai-assistant',
		attributes: {
			useGpt4: true,
			useGutenbergSyntax: false,
			customSystemPrompt: 'Answer like a ship’s log.',
		},
	} );
} );
