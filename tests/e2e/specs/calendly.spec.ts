/**
 * jetpack/calendly, offline: every request to calendly.com (the page in the frame, the widget
 * script and stylesheet) is answered here, so the story shows what visitors get without Calendly's
 * script: a working link (link style) or the page in a frame (inline style).
 *
 * The button child (jetpack/button, hidden from the inserter) is edited here, inside the embed.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const CALENDLY = /^https:\/\/([a-z0-9-]+\.)?calendly\.com\//;
const EMBED_ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or code.";

/** Stands in for Calendly: a small page for frames and links, empty script and stylesheet. */
async function offlineCalendly( context: BrowserContext ): Promise< string[] > {
	const requested: string[] = [];
	await context.route( CALENDLY, async ( route ) => {
		const url = route.request().url();
		requested.push( url );
		const extension = new URL( url ).pathname.split( '.' ).pop() ?? '';
		const types: Record< string, string > = {
			js: 'text/javascript',
			css: 'text/css',
		};
		const type = types[ extension ] ?? 'text/html';
		await route.fulfill( {
			status: 200,
			contentType: type,
			body:
				type === 'text/html'
					? '<!doctype html><title>Calendly (offline stand-in)</title><h1>Calendly page</h1>'
					: '',
		} );
	} );
	return requested;
}

async function visitorPage( page: Page, path: string ): Promise< Page > {
	const visitor = await BlockSteps.anonymousPage( page );
	await offlineCalendly( visitor.context() );
	await visitor.goto( path );
	return visitor;
}

test.describe( 'jetpack/calendly', () => {
	test( 'insert, refuse a bad address, embed, switch to a link button, edit its text, save, reload, and give visitors a working link', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		// The whole story (two embeds, sidebar, button text, save, reload, front end) in one test.
		test.setTimeout( 180_000 );
		await offlineCalendly( page.context() );
		await blocks.newPost( 'Calendly story' );
		const block = await blocks.insertFromInserter( 'Calendly' );

		const input = block.getByRole( 'textbox', {
			name: 'Calendly web address or embed code',
		} );
		await input.fill( 'https://example.com/jane-doe' );
		await block.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( block.getByRole( 'alert' ) ).toHaveText( EMBED_ERROR );

		await input.fill( 'https://calendly.com/jane-doe/30min' );
		await block.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( block.getByRole( 'alert' ) ).toHaveCount( 0 );
		const frame = block.locator( 'iframe' );
		await expect( frame ).toHaveAttribute(
			'src',
			/^https:\/\/calendly\.com\/jane-doe\/30min\?.*hide_event_type_details=0/
		);

		// The toolbar's Edit reopens the form with the current address.
		await editor.clickBlockToolbarButton( 'Edit' );
		await expect( input ).toHaveValue(
			'https://calendly.com/jane-doe/30min'
		);
		await block.getByRole( 'button', { name: 'Cancel' } ).click();

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'radio', { name: 'Link' } ).check();
		await sidebar
			.getByRole( 'checkbox', { name: 'Hide event type details' } )
			.check();

		const buttonText = block.getByRole( 'textbox', {
			name: 'Button text',
		} );
		await expect( buttonText ).toHaveText( 'Schedule time with me' );
		await buttonText.click();
		await page.keyboard.press( 'ControlOrMeta+a' );
		await page.keyboard.type( 'Book a call' );
		await expect( buttonText ).toHaveText( 'Book a call' );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/calendly',
			attributes: {
				url: 'https://calendly.com/jane-doe/30min',
				style: 'link',
				hideEventTypeDetails: true,
			},
			innerBlocks: [
				{
					name: 'jetpack/button',
					attributes: {
						element: 'a',
						text: 'Book a call',
						url: 'https://calendly.com/jane-doe/30min',
						passthroughAttributes: { url: 'url' },
					},
				},
			],
		} );

		const visitor = await visitorPage( page, `/?p=${ postId }` );
		const link = visitor
			.locator( '.wp-block-jetpack-calendly.calendly-style-link' )
			.getByRole( 'link', { name: 'Book a call' } );
		const pageUrl =
			'https://calendly.com/jane-doe/30min?hide_event_type_details=1&background_color=ffffff&text_color=4D5055&primary_color=00A2FF';
		await expect( link ).toHaveAttribute( 'href', pageUrl );
		// Calendly's widget loads only on pages with a link-style embed.
		expect( await BlockSteps.scriptSources( visitor ) ).toContain(
			'https://assets.calendly.com/assets/external/widget.js'
		);
		await visitorMarkup.check( visitor, 'jetpack/calendly' );
		// Without Calendly's script (the stand-in is empty) the link opens the page itself.
		await link.click();
		await expect( visitor ).toHaveURL( pageUrl );
		await expect(
			visitor.getByRole( 'heading', { name: 'Calendly page' } )
		).toBeVisible();
		await visitor.close();
	} );

	test( 'stored inline content of the reference plugin: the page in a frame, no Calendly script', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		const inline = await blocks.createPostWithContent(
			'<!-- wp:jetpack/calendly {"url":"https://calendly.com/username"} -->\n<div class="wp-block-jetpack-calendly"></div>\n<!-- /wp:jetpack/calendly -->',
			'Inline calendar'
		);
		const visitor = await visitorPage( page, inline.link );
		const frame = visitor.locator(
			'.wp-block-jetpack-calendly.calendly-style-inline iframe'
		);
		await expect( frame ).toHaveAttribute(
			'title',
			'Calendly scheduling page'
		);
		const src = new URL(
			( await frame.evaluate( ( element ) =>
				element.getAttribute( 'src' )
			) ) ?? ''
		);
		expect( src.origin + src.pathname ).toBe(
			'https://calendly.com/username'
		);
		expect( Object.fromEntries( src.searchParams ) ).toEqual( {
			embed_domain: new URL( inline.link ).hostname,
			embed_type: 'Inline',
			hide_event_type_details: '0',
			background_color: 'ffffff',
			text_color: '4D5055',
			primary_color: '00A2FF',
		} );
		// The frame is the whole embed: no Calendly script on this page.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( source ) =>
				CALENDLY.test( source )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/calendly' );
		await visitor.close();
	} );

	test( 'old submit-button fields of the reference plugin: a button for visitors, a button child in the editor', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		test.setTimeout( 120_000 );
		const legacy = await blocks.createPostWithContent(
			'<!-- wp:jetpack/calendly {"submitButtonBackgroundColor":"1e3a8a","submitButtonText":"Meet me","hideEventTypeDetails":true,"submitButtonTextColor":"ffffff","style":"link","url":"https://calendly.com/username"} -->\n<a href="https://calendly.com/username" class="wp-block-jetpack-calendly">https://calendly.com/username</a>\n<!-- /wp:jetpack/calendly -->',
			'Old calendar link'
		);
		const oldVisitor = await visitorPage( page, legacy.link );
		const oldLink = oldVisitor.getByRole( 'link', { name: 'Meet me' } );
		await expect( oldLink ).toHaveAttribute(
			'href',
			'https://calendly.com/username?hide_event_type_details=1&background_color=ffffff&text_color=4D5055&primary_color=00A2FF'
		);
		await expect( oldLink ).toHaveCSS( 'color', 'rgb(255, 255, 255)' );
		await visitorMarkup.check( oldVisitor, 'jetpack/calendly' );
		await oldVisitor.close();

		// In the editor the old fields become the button child.
		await offlineCalendly( page.context() );
		const [ migrated ] = await blocks.openAndCheckValid( legacy.id );
		expect( migrated?.innerBlocks[ 0 ] ).toMatchObject( {
			name: 'jetpack/button',
			attributes: {
				text: 'Meet me',
				textColor: 'ffffff',
				backgroundColor: '1e3a8a',
			},
		} );
	} );

	test( 'pasting a Calendly address on its own line makes the block', async ( {
		page,
		blocks,
		editor,
		pageUtils,
	} ) => {
		await offlineCalendly( page.context() );
		await blocks.newPost( 'Paste story' );
		await editor.canvas
			.getByRole( 'button', { name: 'Add default block' } )
			.click();
		pageUtils.setClipboardData( {
			plainText: 'https://calendly.com/jane-doe/30min',
			html: '',
		} );
		await pageUtils.pressKeys( 'primary+v' );
		await expect(
			blocks.block( 'jetpack/calendly' ).locator( 'iframe' )
		).toHaveAttribute(
			'src',
			/^https:\/\/calendly\.com\/jane-doe\/30min\?/
		);
		expect(
			( await blocks.editorBlocks() ).map( ( block ) => block.name )
		).toEqual( [ 'jetpack/calendly' ] );
	} );
} );
