/**
 * jetpack/eventbrite: the editor story (URL form, the embed error, Convert block to link, Embed Type,
 * the button child), pasting an event address, content saved by the reference plugin, and what
 * visitors get — with the ticket service unreachable, as it always is here: every request to it is
 * answered by the spec (the widget script refused, the event page a stand-in), so the check is that
 * the plain link or button still leads to the event page.
 */
import type { Browser, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const EVENT_URL =
	'https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883?aff=ebdssbcitybrowse';
const EVENT_ID = 144144099883;
const SERVICE = /^https?:\/\/([a-z0-9-]+\.)*eventbrite\.[a-z.]+\//i;
const WIDGET_SCRIPT = 'https://www.eventbrite.com/static/widgets/eb_widgets.js';

/** Requests to the ticket service: the widget script fails to load, event pages are a stand-in. */
async function offlineService( page: Page ): Promise< string[] > {
	const asked: string[] = [];
	await page.route( SERVICE, ( route ) => {
		asked.push( route.request().url() );
		return route.request().resourceType() === 'document'
			? route.fulfill( {
					status: 200,
					contentType: 'text/html',
					body: '<!DOCTYPE html><title>Stand-in event page</title><h1>Event page</h1>',
				} )
			: route.abort();
	} );
	return asked;
}

async function pageWithoutScript( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		javaScriptEnabled: false,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	// Closing the page closes its context and waits for it (see BlockSteps.anonymousPage).
	page.close = ( options ) => context.close( options );
	return page;
}

async function serverRender(
	requestUtils: RequestUtils,
	attributes: Record< string, unknown >
): Promise< string > {
	const result = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/block-renderer/jetpack/eventbrite',
		data: { context: 'edit', attributes },
	} ) ) as { rendered: string };
	return result.rendered;
}

test.describe( 'jetpack/eventbrite', () => {
	test.beforeEach( async ( { page } ) => {
		await offlineService( page );
	} );

	test.describe( 'in the editor, with the site offline', () => {
		// Short links are followed by the site, which cannot reach them: the browser logs the 502.
		test.use( { allowedConsoleError: /status of 502/ } );

		test( 'bad input and an unreachable short link show the embed error; an event URL embeds; Button & Modal; save; visitors', async ( {
			page,
			blocks,
			editor,
			visitorMarkup,
		} ) => {
			test.slow(); // A long story: editor, save, reload, and two visitor pages.
			await blocks.newPost( 'Event story' );
			const block = await blocks.insertFromInserter(
				'Eventbrite Checkout'
			);
			await expect(
				block.getByText( 'Eventbrite Checkout' )
			).toBeVisible();
			const input = block.getByRole( 'textbox', {
				name: 'Eventbrite event URL',
			} );
			const embed = block.getByRole( 'button', { name: 'Embed' } );

			// Not an address at all: refused at once.
			await input.fill( 'food hub unsw tickets' );
			await embed.click();
			await expect(
				block.getByText( 'Sorry, this content could not be embedded.', {
					exact: true,
				} )
			).toBeVisible();
			await expect(
				block.getByRole( 'button', { name: 'Convert block to link' } )
			).toBeVisible();

			// A short link: the site tries to follow it ("Embedding…"), cannot, and says so.
			await block.getByRole( 'button', { name: 'Try again' } ).click();
			await input.fill( 'https://bit.ly/3xYzAbC' );
			// Held back a moment (then passed on unchanged) so the waiting state can be seen.
			await page.route( /resolve-redirect/, async ( route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 3000 ) );
				await route.continue();
			} );
			await embed.click();
			await expect(
				editor.canvas.getByText( 'Embedding…' )
			).toBeVisible();
			await expect(
				block.getByText( 'Sorry, this content could not be embedded.' )
			).toBeVisible();
			await expect(
				block.getByText( 'https://bit.ly/3xYzAbC' )
			).toBeVisible();
			await page.unroute( /resolve-redirect/ );

			// An event page of a country domain, pasted with spaces and a tracking query string.
			await block.getByRole( 'button', { name: 'Try again' } ).click();
			await input.fill( `  ${ EVENT_URL }  ` );
			await embed.click();
			await expect(
				block.getByText(
					`Visitors see the ticket checkout of event ${ EVENT_ID } here`
				)
			).toBeVisible();

			// Edit URL reopens the form with the address.
			await editor.clickBlockToolbarButton( 'Edit URL' );
			await expect( input ).toHaveValue( EVENT_URL );
			await embed.click();

			await editor.openDocumentSettingsSidebar();
			await page.getByRole( 'radio', { name: 'Button & Modal' } ).check();
			const buttonText = editor.canvas.getByRole( 'textbox', {
				name: 'Button text',
			} );
			await expect( buttonText ).toHaveText( 'Register' );
			await buttonText.click();
			await page.keyboard.press( 'ControlOrMeta+a' );
			await page.keyboard.type( 'Get tickets' );
			await expect( buttonText ).toHaveText( 'Get tickets' );

			const postId = await blocks.save();
			const [ saved ] = await blocks.reloadAndCheckValid();
			expect( saved ).toMatchObject( {
				name: 'jetpack/eventbrite',
				attributes: {
					url: EVENT_URL,
					eventId: EVENT_ID,
					style: 'modal',
				},
				innerBlocks: [
					{
						name: 'jetpack/button',
						attributes: { element: 'a', text: 'Get tickets' },
					},
				],
			} );

			// Visitors: the button is a link to the event page with the widget's trigger id.
			const visitor = await BlockSteps.anonymousPage( page );
			const asked = await offlineService( visitor );
			await visitor.goto( `/?p=${ postId }` );
			const wrapper = visitor.locator( '.wp-block-jetpack-eventbrite' );
			await expect( wrapper ).toHaveAttribute(
				'data-event-id',
				String( EVENT_ID )
			);
			await expect( wrapper ).toHaveAttribute( 'data-style', 'modal' );
			const link = wrapper.getByRole( 'link', { name: 'Get tickets' } );
			await expect( link ).toHaveAttribute( 'href', EVENT_URL );
			const triggerId = await link.getAttribute( 'id' );
			expect( triggerId ).toMatch(
				new RegExp( `^eventbrite-widget-${ EVENT_ID }-\\d+$` )
			);
			await expect( wrapper ).toHaveAttribute(
				'data-target-id',
				triggerId as string
			);
			const scripts = await BlockSteps.scriptSources( visitor );
			expect( scripts ).toContain( WIDGET_SCRIPT );
			expect(
				scripts.some( ( src ) =>
					src.includes( '/build/blocks/eventbrite/view.js' )
				)
			).toBe( true );
			expect( asked ).toContain( WIDGET_SCRIPT );
			await visitorMarkup.check( visitor, 'jetpack/eventbrite' );

			// The widget never loaded; the link still leads to the event page.
			await link.click();
			await expect( visitor ).toHaveURL( EVENT_URL );
			await expect( visitor.getByRole( 'heading' ) ).toHaveText(
				'Event page'
			);
			await visitor.close();
		} );

		test( 'Convert block to link keeps what was entered as a paragraph link', async ( {
			blocks,
		} ) => {
			await blocks.newPost( 'Convert to link' );
			const block = await blocks.insertFromInserter(
				'Eventbrite Checkout'
			);
			await block
				.getByRole( 'textbox', { name: 'Eventbrite event URL' } )
				.fill(
					'https://www.eventbrite.com/o/city-jazz-club-17012345678'
				);
			// An organiser page is no event; following it is tried and fails offline.
			await block.getByRole( 'button', { name: 'Embed' } ).click();
			await block
				.getByRole( 'button', { name: 'Convert block to link' } )
				.click();
			const [ paragraph ] = await blocks.editorBlocks();
			expect( paragraph ).toMatchObject( {
				name: 'core/paragraph',
				attributes: {
					content:
						'<a href="https://www.eventbrite.com/o/city-jazz-club-17012345678">https://www.eventbrite.com/o/city-jazz-club-17012345678</a>',
				},
			} );
		} );
	} );

	test( 'pasting an event address into an empty paragraph makes the block', async ( {
		blocks,
		editor,
		pageUtils,
	} ) => {
		await blocks.newPost( 'Paste an event' );
		await editor.canvas
			.getByRole( 'button', { name: 'Add default block' } )
			.click();
		await pageUtils.setClipboardData( {
			plainText: 'https://www.eventbrite.co.uk/e/book-club-tickets-321',
		} );
		await pageUtils.pressKeys( 'primary+v' );
		await expect
			.poll( async () => ( await blocks.editorBlocks() )[ 0 ] )
			.toMatchObject( {
				name: 'jetpack/eventbrite',
				attributes: {
					url: 'https://www.eventbrite.co.uk/e/book-club-tickets-321',
					eventId: 321,
					style: 'inline',
				},
			} );
	} );

	test( 'visitors of an in-page embed get the widget container and a link that works without JavaScript', async ( {
		blocks,
		browser,
		page,
		visitorMarkup,
	} ) => {
		const stored =
			`<!-- wp:jetpack/eventbrite {"url":"${ EVENT_URL }","eventId":${ EVENT_ID }} -->\n` +
			`<a class="wp-block-jetpack-eventbrite eventbrite__direct-link" href="${ EVENT_URL }">${ EVENT_URL }</a>\n` +
			'<!-- /wp:jetpack/eventbrite -->';
		// Twice on one page: the widget containers still get distinct ids.
		const post = await blocks.createPostWithContent(
			`${ stored }\n\n${ stored }`,
			'In-page event'
		);
		const visitor = await BlockSteps.anonymousPage( page );
		await offlineService( visitor );
		await visitor.goto( post.link );
		const wrappers = visitor.locator( '.wp-block-jetpack-eventbrite' );
		await expect( wrappers ).toHaveCount( 2 );
		const containers = visitor.locator(
			'.wp-block-jetpack-eventbrite .eventbrite__widget'
		);
		const ids = await containers.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => node.id )
		);
		expect( new Set( ids ).size ).toBe( 2 );
		await expect( wrappers.first() ).toHaveAttribute(
			'data-target-id',
			ids[ 0 ] as string
		);
		expect( await BlockSteps.scriptSources( visitor ) ).toContain(
			WIDGET_SCRIPT
		);
		await visitorMarkup.check( visitor, 'jetpack/eventbrite' );
		await visitor.close();

		// No JavaScript at all: the link is there and leads to the event page.
		const plain = await pageWithoutScript( browser );
		await offlineService( plain );
		await plain.goto( post.link );
		const link = plain
			.locator( '.wp-block-jetpack-eventbrite' )
			.first()
			.getByRole( 'link', { name: EVENT_URL } );
		await expect( link ).toHaveAttribute( 'href', EVENT_URL );
		await link.click();
		await expect( plain ).toHaveURL( EVENT_URL );
		await plain.close();

		// A page without the block loads neither the widget nor our view script.
		const other = await blocks.createPostWithContent(
			'<!-- wp:paragraph -->\n<p>No event here.</p>\n<!-- /wp:paragraph -->',
			'No event'
		);
		const visitorElsewhere = await BlockSteps.anonymousPage( page );
		await visitorElsewhere.goto( other.link );
		const elsewhere = await BlockSteps.scriptSources( visitorElsewhere );
		expect(
			elsewhere.filter(
				( src ) =>
					src.includes( 'eventbrite' ) || src.includes( 'eb_widgets' )
			)
		).toEqual( [] );
		await visitorElsewhere.close();
	} );

	test( 'opens content of the reference plugin with the legacy useModal flag as valid, and renders its button', async ( {
		blocks,
		page,
		visitorMarkup,
	} ) => {
		const stored =
			'<!-- wp:jetpack/eventbrite {"url":"https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883","eventId":144144099883,"useModal":true,"borderRadius":0,"backgroundColor":"black","textColor":"white","text":"Smash that button"} -->\n' +
			'<div class="wp-block-jetpack-eventbrite wp-block-button"><a class="wp-block-button__link has-text-color has-white-color has-background has-black-background-color no-border-radius" href="https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883" id="eventbrite-widget-144144099883" rel="noopener noreferrer" role="button" target="_blank">Smash that button</a></div>\n' +
			'<!-- /wp:jetpack/eventbrite -->';
		const post = await blocks.createPostWithContent(
			stored,
			'Legacy event'
		);
		const [ block ] = await blocks.openAndCheckValid( post.id );
		expect( block ).toMatchObject( {
			attributes: { style: 'modal', eventId: 144144099883 },
			innerBlocks: [
				{
					name: 'jetpack/button',
					attributes: {
						text: 'Smash that button',
						textColor: 'white',
						backgroundColor: 'black',
						borderRadius: 0,
					},
				},
			],
		} );

		// Visitors of the post as stored (not re-saved) get the button as a link to the event.
		const visitor = await BlockSteps.anonymousPage( page );
		await offlineService( visitor );
		await visitor.goto( post.link );
		const link = visitor
			.locator( '.wp-block-jetpack-eventbrite' )
			.getByRole( 'link', { name: 'Smash that button' } );
		await expect( link ).toHaveAttribute(
			'href',
			'https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883'
		);
		await expect( link ).toHaveClass( /has-black-background-color/ );
		await visitorMarkup.check( visitor, 'jetpack/eventbrite' );
		await visitor.close();
	} );

	test( 'the server rendering escapes every value and renders nothing without a web address', async ( {
		requestUtils,
	} ) => {
		expect(
			await serverRender( requestUtils, { url: 'javascript:alert(1)' } )
		).toBe( '' );
		expect( await serverRender( requestUtils, {} ) ).toBe( '' );

		const hostile = await serverRender( requestUtils, {
			url: 'https://www.eventbrite.com/e/x-tickets-42?a="><script>alert(2)</script><b',
			className: '"><script>alert(4)</script>',
			style: 'inline',
		} );
		// Nothing breaks out of an attribute or adds an element.
		expect( hostile ).not.toMatch( /<script|<b\b/ );
		expect( hostile ).toContain( '&quot;&gt;&lt;script&gt;alert(4)' );
		expect( hostile ).toContain( '&lt;script&gt;alert(2)' );
		expect( hostile ).toContain( 'data-event-id="42"' );

		// Not an event page: the link alone, no widget (and no id to start it with).
		const other = await serverRender( requestUtils, {
			url: 'https://example.org/tickets',
		} );
		expect( other ).toContain(
			'<a class="eventbrite__direct-link" href="https://example.org/tickets">https://example.org/tickets</a>'
		);
		expect( other ).not.toContain( 'data-event-id' );
		expect( other ).not.toContain( 'eventbrite__widget' );
	} );
} );
