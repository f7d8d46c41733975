import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const SOURCE = [
	'# Trip notes',
	'',
	'We walked **eleven** miles. See [the route](https://example.com/route).',
	'',
	'- water',
	'- map',
	'',
	'<script>window.__markdownRan = true</script>',
	'',
	'<img src=x onerror="window.__markdownRan = true"> and [bad](javascript:window.__markdownRan=true)',
].join( '\n' );

test.describe( 'jetpack/markdown', () => {
	test( 'write, preview, confirm links, save, reload, and show visitors the HTML without scripts', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		test.slow();
		await blocks.newPost( 'Markdown story' );
		const block = await blocks.insertFromInserter( 'Markdown' );

		// A plain-text editor.
		const input = block.getByRole( 'textbox', { name: 'Markdown text' } );
		await expect( input ).toHaveAttribute(
			'placeholder',
			'Write your _Markdown_ **here**…'
		);
		// Most of the text pasted in one go (the machine may be slow), the end typed.
		await input.fill( SOURCE.slice( 0, -10 ) );
		await input.press( 'End' );
		await page.keyboard.type( SOURCE.slice( -10 ) );
		await expect( input ).toHaveValue( SOURCE );

		// The Preview tab shows the rendering (the toolbar hides while typing).
		await editor.showBlockToolbar();
		const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
		await toolbar.getByRole( 'button', { name: 'Preview' } ).click();
		await expect(
			toolbar.getByRole( 'button', { name: 'Preview' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			block.getByRole( 'heading', { level: 1, name: 'Trip notes' } )
		).toBeVisible();
		const link = block.getByRole( 'link', { name: 'the route' } );
		await expect( link ).toHaveAttribute(
			'href',
			'https://example.com/route'
		);
		await expect( block.getByRole( 'listitem' ) ).toHaveText( [
			'water',
			'map',
		] );
		// Raw HTML is text; the javascript: link is no link.
		await expect( block ).toContainText(
			'<script>window.__markdownRan = true</script>'
		);
		await expect( block.getByRole( 'link' ) ).toHaveCount( 1 );

		// A link asks before leaving; "Cancel" stays in the editor.
		const editorUrl = page.url();
		const dialog = new Promise< string >( ( resolve ) =>
			page.once( 'dialog', ( shown ) => {
				resolve( shown.message() );
				void shown.dismiss();
			} )
		);
		await link.click();
		expect( await dialog ).toBe(
			'Are you sure you wish to leave this page?'
		);
		expect( page.url() ).toBe( editorUrl );
		await expect( link ).toBeVisible();

		// Deselecting returns the block to the Markdown tab; selecting it focuses the text.
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.click();
		await expect( input ).toBeVisible();
		await expect( input ).toHaveValue( SOURCE );
		// Selected without a click into it (as the list view or the keyboard would).
		await page.evaluate( () => {
			const { data } = (
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => { clientId: string }[];
							};
							dispatch: ( store: string ) => {
								selectBlock: ( id: string ) => void;
							};
						};
					};
				}
			 ).wp;
			const [ first ] = data.select( 'core/block-editor' ).getBlocks();
			data.dispatch( 'core/block-editor' ).selectBlock(
				first?.clientId ?? ''
			);
		} );
		await expect( input ).toBeFocused();

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/markdown',
			attributes: { source: SOURCE },
		} );
		expect( saved?.attributes.html ).toContain( '<h1>Trip notes</h1>' );
		// Raw HTML and the javascript: link are stored as escaped text only.
		expect( saved?.attributes.html ).not.toMatch( /<(script|img)\b/i );
		expect( saved?.attributes.html ).toContain( '&lt;img src=x onerror=' );
		expect( saved?.attributes.html ).not.toContain( 'href="javascript' );

		const visitor = await blocks.visitFrontEnd( postId );
		const markdown = visitor.locator( '.wp-block-jetpack-markdown' );
		await expect(
			markdown.getByRole( 'heading', { level: 1, name: 'Trip notes' } )
		).toBeVisible();
		await expect(
			markdown.getByRole( 'link', { name: 'the route' } )
		).toHaveAttribute( 'href', 'https://example.com/route' );
		await expect( markdown.locator( 'strong' ) ).toHaveText( 'eleven' );
		await expect(
			markdown.locator( 'script, img, [onerror]' )
		).toHaveCount( 0 );
		await expect( markdown ).toContainText( '[bad](javascript:' );
		expect(
			await visitor.evaluate(
				() =>
					( window as unknown as { __markdownRan?: boolean } )
						.__markdownRan ?? false
			)
		).toBe( false );
		// The HTML was stored: visitors need no script of ours.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/markdown' );
		await visitor.close();
	} );

	test( 'Backspace in an empty block removes it and selects the block before', async ( {
		page,
		blocks,
		editor,
	} ) => {
		await blocks.newPost( 'Markdown backspace' );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Before' },
		} );
		const block = await blocks.insertFromInserter( 'Markdown' );
		const input = block.getByRole( 'textbox', { name: 'Markdown text' } );
		await input.click();
		await page.keyboard.type( 'ab' );
		// Backspace deletes text while there is some…
		await page.keyboard.press( 'Backspace' );
		await page.keyboard.press( 'Backspace' );
		await expect( input ).toHaveValue( '' );
		await expect( blocks.block( 'jetpack/markdown' ) ).toHaveCount( 1 );
		// …and removes the block once it is empty.
		await page.keyboard.press( 'Backspace' );
		await expect( blocks.block( 'jetpack/markdown' ) ).toHaveCount( 0 );
		const paragraph = editor.canvas.getByRole( 'document', {
			name: 'Block: Paragraph',
		} );
		await expect( paragraph ).toBeFocused();
		expect( await editor.getBlocks() ).toMatchObject( [
			{ name: 'core/paragraph', attributes: { content: 'Before' } },
		] );
	} );

	test( 'content stored without its HTML shows the source as text, and the editor renders it', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		test.slow();
		// What a REST client writing only the source stores.
		const post = await blocks.createPostWithContent(
			'<!-- wp:jetpack/markdown {"source":"# From the API\\n\\nSome \\u003cb\\u003ebold\\u003c/b\\u003e text."} /-->',
			'Markdown via REST'
		);
		let visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		const shown = visitor.locator( '.wp-block-jetpack-markdown' );
		await expect( shown ).toHaveClass( /is-source-only/ );
		await expect( shown ).toContainText( '# From the API' );
		await expect( shown ).toContainText( 'Some <b>bold</b> text.' );
		await expect( shown.locator( 'b' ) ).toHaveCount( 0 );
		await visitorMarkup.check( visitor, 'jetpack/markdown' );
		await visitor.close();

		// Opening it in the editor renders the HTML (the block was valid before any chunk loaded).
		await blocks.editPost( post.id );
		await expect(
			blocks
				.block( 'jetpack/markdown' )
				.getByRole( 'textbox', { name: 'Markdown text' } )
		).toBeVisible();
		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.attributes.html ).toBe(
			'<h1>From the API</h1>\n<p>Some &lt;b&gt;bold&lt;/b&gt; text.</p>\n'
		);
		visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		await expect(
			visitor
				.locator( '.wp-block-jetpack-markdown' )
				.getByRole( 'heading', { name: 'From the API' } )
		).toBeVisible();
		await visitor.close();
	} );

	test( 'a paragraph becomes a markdown block whose rendering visitors see', async ( {
		blocks,
		editor,
	} ) => {
		test.slow();
		await blocks.newPost( 'Markdown from a paragraph' );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: '## From a paragraph' },
		} );
		await editor.transformBlockTo( 'jetpack/markdown' );
		await expect(
			blocks
				.block( 'jetpack/markdown' )
				.getByRole( 'textbox', { name: 'Markdown text' } )
		).toHaveValue( '## From a paragraph' );
		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/markdown',
			attributes: {
				source: '## From a paragraph',
				html: '<h2>From a paragraph</h2>\n',
			},
		} );
		const visitor = await blocks.visitFrontEnd( postId );
		await expect(
			visitor
				.locator( '.wp-block-jetpack-markdown' )
				.getByRole( 'heading', { level: 2, name: 'From a paragraph' } )
		).toBeVisible();
		await visitor.close();
	} );

	test.describe( 'before its editor is downloaded', () => {
		// The browser and React log the refused download; the block says so in its place.
		test.use( {
			allowedConsoleError:
				/ERR_FAILED|Loading chunk|ChunkLoadError|The above error occurred/,
		} );

		test( 'markup stored by the reference plugin opens valid', async ( {
			page,
			blocks,
		} ) => {
			// Refuse the edit chunk: validity must not depend on the markdown library.
			await page.route( /blocks\/markdown\/edit\.js/, ( route ) =>
				route.abort()
			);
			const stored =
				'<!-- wp:jetpack/markdown {"source":"## Older markup\\n\\nSay \\u0022cheese\\u0022."} -->\n' +
				'<div class="wp-block-jetpack-markdown"><div><h2>Older markup</h2>\n<p>Say &quot;cheese&quot;.</p>\n</div></div>\n' +
				'<!-- /wp:jetpack/markdown -->';
			const post = await blocks.createPostWithContent( stored );
			await blocks.editPost( post.id );
			await expect(
				blocks.block( 'jetpack/markdown' ).getByRole( 'alert' )
			).toContainText( 'The editor for this block could not be loaded' );
			const [ block ] = await blocks.reloadAndCheckValid();
			expect( block ).toMatchObject( {
				name: 'jetpack/markdown',
				isValid: true,
				attributes: { source: '## Older markup\n\nSay "cheese".' },
			} );
		} );
	} );
} );
