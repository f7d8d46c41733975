/**
 * The AI assistant block in real WordPress, answered by the suite's stand-in model
 * (tests/ai-standin: an OpenAI-compatible server on loopback) through the product's real
 * OpenAI-compatible provider. On a site of its own: every story makes AI requests, and the shared
 * site has only 20 for the whole suite.
 */
import type { Locator, Page } from '@playwright/test';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { standInRequests } from '../../ai-standin/server';

test.use( {
	ownSiteName: 'ai-assistant',
	ownSiteMuPlugins: [
		'e2e-offline.php',
		'e2e-ai-without-connection.php',
		'e2e-ai-provider-faults.php',
		'e2e-ai-standin.php',
	],
} );

const BLOCK = 'jetpack/ai-assistant';

/** Sends a prompt from the block's prompt bar. */
async function ask( block: Locator, prompt: string ): Promise< void > {
	const field = block.getByRole( 'textbox', { name: 'AI prompt' } );
	await field.fill( prompt );
	await field.press( 'Enter' );
}

/** The answer area's text lengths while it streams, until Accept shows (the answer is done). */
async function watchStream( block: Locator ): Promise< number[] > {
	const answer = block.locator( '.jetpack-ai-assistant__content' );
	const lengths: number[] = [];
	await expect
		.poll(
			async () => {
				lengths.push(
					( ( await answer.textContent().catch( () => '' ) ) ?? '' )
						.length
				);
				return block
					.getByRole( 'button', { name: 'Accept', exact: true } )
					.count();
			},
			{ intervals: [ 40 ], timeout: 30_000 }
		)
		.toBe( 1 );
	return lengths;
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

/** The items of the toolbar menu that is open. */
function openMenuItems( page: Page ): Locator {
	return page
		.locator( '.components-dropdown-menu__menu' )
		.getByRole( 'menuitem' );
}

test.describe( BLOCK, () => {
	test( 'insert, prompt, watch the answer stream in, accept it as paragraphs, save and reload valid', async ( {
		page,
		editor,
		blocks,
	} ) => {
		await blocks.newPost( 'AI story' );
		const block = await blocks.insertFromInserter( 'AI Assistant' );

		// No content yet: the tools say why they are off.
		await openToolbarMenu( page, editor, block, 'AI tools' );
		await expect(
			page.getByText( 'Add content to activate the tools below' )
		).toBeVisible();
		await expect(
			page.getByRole( 'menuitem', { name: 'Make longer' } )
		).toBeDisabled();
		await page.keyboard.press( 'Escape' );

		// The sidebar shows the site's AI usage (free tier: 20 requests).
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByText( /^\d+ of 20 free requests used\.$/ )
		).toBeVisible();

		await ask( block, 'Write about honey bees' );
		await watchStream( block );

		// The model got the prompt; its markdown is rendered: paragraphs, **bold** as <strong>.
		expect(
			await standInRequests( 'Write about honey bees' )
		).not.toHaveLength( 0 );
		const answer = block.locator( '.jetpack-ai-assistant__content' );
		await expect( answer ).toContainText( 'stand-in model answered' );
		await expect( answer.locator( 'p' ) ).not.toHaveCount( 0 );
		await expect( answer.locator( 'p strong' ).first() ).toBeVisible();
		await expect( answer ).not.toContainText( '**' );
		const paragraphs = await answer.locator( 'p' ).allTextContents();

		await block
			.getByRole( 'button', { name: 'Accept', exact: true } )
			.click();
		await expect( blocks.block( BLOCK ) ).toHaveCount( 0 );
		const accepted = await blocks.editorBlocks();
		expect( accepted.map( ( item ) => item.name ) ).toEqual(
			paragraphs.map( () => 'core/paragraph' )
		);
		expect( String( accepted[ 0 ]?.attributes.content ?? '' ) ).toMatch(
			/<strong>[^<]+<\/strong>/
		);

		const postId = await blocks.save();
		const reloaded = await blocks.reloadAndCheckValid();
		expect( reloaded.map( ( item ) => item.name ) ).toEqual(
			paragraphs.map( () => 'core/paragraph' )
		);

		// Visitors read the accepted paragraphs.
		const visitor = await blocks.visitFrontEnd( postId );
		await expect(
			visitor
				.locator( '.entry-content p, .wp-block-post-content p' )
				.first()
		).toContainText( 'stand-in model answered' );
		await visitor.close();
	} );

	test( 'the answer shows as it arrives, not only at the end', async ( {
		blocks,
	} ) => {
		await blocks.newPost( 'AI streaming' );
		const block = await blocks.insertFromInserter( 'AI Assistant' );
		// A test provider that sends a word every 300 ms (e2e-ai-provider-faults.php).
		await ask( block, 'Write slowly [e2e-trickle]' );
		const lengths = await watchStream( block );
		const growth = lengths.filter(
			( length, index ) =>
				index > 0 && length > ( lengths[ index - 1 ] ?? 0 )
		);
		expect( growth.length ).toBeGreaterThan( 3 );
		await expect(
			block.locator( '.jetpack-ai-assistant__content' )
		).toHaveText( Array( 20 ).fill( 'word' ).join( ' ' ) );
	} );

	test( 'a tool reworks the text; Discard restores the text before it', async ( {
		page,
		editor,
		blocks,
	} ) => {
		await blocks.newPost( 'AI discard' );
		const block = await blocks.insertFromInserter( 'AI Assistant' );
		await ask( block, 'Write about lighthouses and their keepers' );
		await watchStream( block );
		const answer = block.locator( '.jetpack-ai-assistant__content' );
		const first = ( await answer.textContent() ) ?? '';
		expect( first ).toContain( 'stand-in model answered' );

		await openToolbarMenu( page, editor, block, 'AI tools' );
		await expect(
			page.getByText( 'Add content to activate the tools below' )
		).toHaveCount( 0 );
		await page.getByRole( 'menuitem', { name: 'Make longer' } ).click();
		await watchStream( block );
		// The task went to the model with the block's text, and its answer replaced the text.
		const [ task ] = await standInRequests( 'Make the content longer' );
		const firstId = /request (\w{6})/.exec( first )?.[ 1 ];
		expect( firstId ).toBeTruthy();
		expect( JSON.stringify( task?.body ) ).toContain(
			`request ${ firstId }`
		);
		await expect( answer ).not.toHaveText( first );
		await expect( answer ).toContainText( 'stand-in model answered' );

		await block.getByRole( 'button', { name: 'Discard' } ).click();
		await expect( answer ).toHaveText( first );
		const [ stored ] = await blocks.editorBlocks();
		expect( stored?.name ).toBe( BLOCK );
		expect( stored?.attributes.messages ).toHaveLength( 2 );

		const postId = await blocks.save();
		expect( postId ).toBeGreaterThan( 0 );
		const [ reloaded ] = await blocks.reloadAndCheckValid();
		expect( reloaded ).toMatchObject( {
			name: BLOCK,
			attributes: { requestingState: 'done' },
		} );
		// After a reload the kept answer can still be accepted.
		await blocks
			.block( BLOCK )
			.getByRole( 'button', { name: 'Accept', exact: true } )
			.click();
		await expect( blocks.block( BLOCK ) ).toHaveCount( 0 );
		expect(
			( await blocks.editorBlocks() ).every(
				( item ) => item.name === 'core/paragraph'
			)
		).toBe( true );
	} );

	test( 'tone and language menus; a generated title becomes the post title', async ( {
		page,
		editor,
		blocks,
	} ) => {
		await blocks.newPost( '' );
		const block = await blocks.insertFromInserter( 'AI Assistant' );
		await ask( block, 'Write about honey bees and their hives' );
		await watchStream( block );
		const answer = block.locator( '.jetpack-ai-assistant__content' );
		const text = ( await answer.textContent() ) ?? '';

		// Ten tones; twelve languages, the site's (English here) first.
		await openToolbarMenu( page, editor, block, 'Change tone' );
		await expect( openMenuItems( page ) ).toHaveText( [
			'Formal',
			'Informal',
			'Optimistic',
			'Humorous',
			'Serious',
			'Skeptical',
			'Empathetic',
			'Confident',
			'Passionate',
			'Provocative',
		] );
		await page.keyboard.press( 'Escape' );
		await openToolbarMenu( page, editor, block, 'Translate' );
		const languages = openMenuItems( page );
		await expect( languages ).toHaveCount( 12 );
		await expect( languages.first() ).toHaveText( 'English' );
		await page.keyboard.press( 'Escape' );

		await openToolbarMenu( page, editor, block, 'AI tools' );
		await page
			.getByRole( 'menuitem', { name: 'Generate a post title' } )
			.click();
		await expect(
			block.getByRole( 'button', { name: 'Use as post title' } )
		).toBeVisible( { timeout: 30_000 } );
		const title = ( ( await answer.textContent() ) ?? '' ).trim();
		expect( title.length ).toBeGreaterThan( 3 );
		await block
			.getByRole( 'button', { name: 'Use as post title' } )
			.click();
		await expect
			.poll( () =>
				page.evaluate( () =>
					(
						window as unknown as {
							wp: {
								data: {
									select: ( store: string ) => {
										getEditedPostAttribute: (
											key: string
										) => string;
									};
								};
							};
						}
					 ).wp.data
						.select( 'core/editor' )
						.getEditedPostAttribute( 'title' )
				)
			)
			.toBe( title );
		// The text the title was made from is still there.
		await expect( answer ).toHaveText( text );
	} );

	test( 'an image from an empty prompt: grid, modal, media library PNG, image block', async ( {
		page,
		blocks,
		requestUtils,
	} ) => {
		await blocks.newPost( 'AI image' );
		const block = await blocks.insertFromInserter( 'AI Assistant' );
		await block.getByRole( 'button', { name: 'Generate image' } ).click();
		const choice = block.getByRole( 'button', {
			name: 'Image 1: view and choose',
		} );
		await expect( choice ).toBeVisible( { timeout: 30_000 } );
		await choice.click();
		const modal = page.getByRole( 'dialog', { name: 'Generated image' } );
		// The empty prompt asked for the spec's fallback text.
		await expect( modal.getByRole( 'img' ) ).toHaveAttribute(
			'alt',
			'What would you like to see?'
		);
		await modal.getByRole( 'button', { name: 'Insert image' } ).click();
		await expect( blocks.block( BLOCK ) ).toHaveCount( 0 );
		const [ image ] = await blocks.editorBlocks();
		expect( image?.name ).toBe( 'core/image' );
		const id = Number( image?.attributes.id );
		expect( id ).toBeGreaterThan( 0 );
		const media = await requestUtils.rest< {
			mime_type: string;
			source_url: string;
		} >( { path: `/wp/v2/media/${ id }` } );
		expect( media.mime_type ).toBe( 'image/png' );
		expect( media.source_url ).toMatch( /\.png$/ );
		expect( image?.attributes.url ).toBe( media.source_url );

		await blocks.save();
		const [ reloaded ] = await blocks.reloadAndCheckValid();
		expect( reloaded ).toMatchObject( {
			name: 'core/image',
			attributes: { id, alt: 'What would you like to see?' },
		} );
	} );

	test( 'stored markdown opens valid and is accepted as headings, lists and paragraphs only', async ( {
		blocks,
	} ) => {
		const markdown = [
			'## Bees at work',
			'',
			'Bees make *honey* and **wax**.',
			'',
			'- They pollinate flowers',
			'- They live in hives',
			'',
			'<div onclick="alert(1)">Raw <b>markup</b></div>',
			'',
			'<script>alert(2)</script>',
		].join( '\n' );
		const attributes = JSON.stringify( {
			content: markdown,
			requestingState: 'done',
		} )
			.replace( /</g, '\\u003c' )
			.replace( />/g, '\\u003e' );
		const post = await blocks.createPostWithContent(
			`<!-- wp:jetpack/ai-assistant ${ attributes } /-->`,
			'Stored answer'
		);
		const [ stored ] = await blocks.openAndCheckValid( post.id );
		expect( stored ).toMatchObject( {
			name: BLOCK,
			attributes: { content: markdown },
		} );

		const block = blocks.block( BLOCK );
		const answer = block.locator( '.jetpack-ai-assistant__content' );
		await expect( answer.locator( 'h2' ) ).toHaveText( 'Bees at work' );
		await expect( answer.locator( 'li' ) ).toHaveCount( 2 );
		await expect( answer.locator( 'script, [onclick]' ) ).toHaveCount( 0 );

		await block
			.getByRole( 'button', { name: 'Accept', exact: true } )
			.click();
		await expect( blocks.block( BLOCK ) ).toHaveCount( 0 );
		const accepted = await blocks.editorBlocks();
		const names = accepted.map( ( item ) => item.name );
		expect( names.slice( 0, 3 ) ).toEqual( [
			'core/heading',
			'core/paragraph',
			'core/list',
		] );
		// Only ordinary blocks: no HTML or classic block, whatever the answer held.
		expect(
			names.every( ( name ) =>
				[ 'core/heading', 'core/paragraph', 'core/list' ].includes(
					name
				)
			)
		).toBe( true );
		expect( accepted[ 1 ]?.attributes.content ).toBe(
			'Bees make <em>honey</em> and <strong>wax</strong>.'
		);
		expect(
			accepted[ 2 ]?.innerBlocks.map( ( item ) => item.name )
		).toEqual( [ 'core/list-item', 'core/list-item' ] );
		const serialized = JSON.stringify( accepted );
		expect( serialized ).not.toContain( 'onclick' );
		expect( serialized ).not.toContain( 'alert(2)' );

		await blocks.save();
		const reloaded = await blocks.reloadAndCheckValid();
		expect( reloaded.map( ( item ) => item.name ) ).toEqual( names );
	} );

	test.describe( 'errors', () => {
		// The browser logs the refused requests; the block must turn them into its notices.
		test.use( { allowedConsoleError: /status of (422|503)|ERR_FAILED/ } );

		test( 'moderation, a service that is down (with Retry), and a dropped connection', async ( {
			page,
			blocks,
		} ) => {
			await blocks.newPost( 'AI errors' );
			const block = await blocks.insertFromInserter( 'AI Assistant' );

			// The model's service refuses the prompt (a 400 content-policy answer).
			await ask( block, 'Say something [standin-moderation]' );
			await expect(
				block.getByText(
					'This request has been flagged by our moderation system. Please try to rephrase it and try again.'
				)
			).toBeVisible();
			await expect(
				block.getByRole( 'button', { name: 'Retry' } )
			).toHaveCount( 0 );

			// The model answers with the unclear-prompt marker.
			await ask( block, 'Hmm [standin-unclear]' );
			await expect(
				block.getByText(
					'Your request was unclear. Mind trying again?'
				)
			).toBeVisible();

			await ask( block, 'Write about bees [e2e-fail]' );
			await expect(
				block.getByText(
					'AI services are currently unavailable. Sorry for the inconvenience.',
					{ exact: false }
				)
			).toBeVisible();
			await expect(
				block.getByRole( 'button', { name: 'Retry' } )
			).toBeVisible();

			// The connection drops: the network message, with Retry; Retry once it is back answers.
			await page.route( /jetpack-ai-query/, ( route ) => route.abort() );
			await ask( block, 'Write about ants' );
			await expect(
				block.getByText(
					'It was not possible to process your request. Mind trying again?'
				)
			).toBeVisible();
			await page.unroute( /jetpack-ai-query/ );
			await block.getByRole( 'button', { name: 'Retry' } ).click();
			await watchStream( block );
			await expect(
				block.locator( '.jetpack-ai-assistant__content' )
			).toContainText( 'stand-in model answered' );
		} );
	} );
} );
