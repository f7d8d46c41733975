/**
 * jetpack/google-calendar: the placeholder in real WordPress (a Shareable Link → the exact error;
 * an embed code → the calendar with its size; the sidebar height), then the visitor markup: a
 * titled, lazily loaded iframe on the calendar host and a link to the calendar.
 *
 * This machine has no network: requests to the calendar host are answered here with a blank page
 * (in the editor and the visitor's page), so the iframes load without the browser logging errors.
 * Nothing asserts that blank page's content; the assertions are on our markup.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.";
const CALENDAR =
	'https://calendar.google.com/calendar/embed?src=c_rr8cguo95gga9im2vs4tqi939g%40group.calendar.google.com&ctz=Australia%2FBrisbane';
const EMBED_CODE = `<iframe src="${ CALENDAR.replace(
	/&/g,
	'&amp;'
) }" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>`;

async function blockCalendarHost( page: Page ): Promise< string[] > {
	const asked: string[] = [];
	await page.route( /^https:\/\/calendar\.google\.com\//, ( route ) => {
		asked.push( route.request().url() );
		return route.fulfill( {
			status: 200,
			contentType: 'text/html',
			body: '<!DOCTYPE html><title>Offline</title>',
		} );
	} );
	return asked;
}

async function embed( block: ReturnType< Page[ 'locator' ] >, text: string ) {
	await block
		.getByRole( 'textbox', { name: 'Public URL or embed code' } )
		.fill( text );
	await block.getByRole( 'button', { name: 'Embed' } ).click();
}

test.describe( 'jetpack/google-calendar', () => {
	test( 'insert, refuse a Shareable Link, embed a code, set the height, save, reload, and show visitors the calendar', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		// Editor, save, reload, a visitor page and the markup check: long on a shared 2-core machine.
		test.slow();
		await blockCalendarHost( page );
		await blocks.newPost( 'Calendar story' );
		const block = await blocks.insertFromInserter( 'Google Calendar' );
		await expect( block.getByRole( 'listitem' ) ).toHaveCount( 2 );

		await embed( block, 'https://calendar.app.google/AbCdEf123' );
		await expect( block.getByRole( 'alert' ) ).toHaveText( ERROR );

		await embed( block, EMBED_CODE );
		const frame = block.getByTitle( 'Google Calendar' );
		await expect( frame ).toHaveAttribute( 'src', CALENDAR );
		await expect( frame ).toHaveAttribute( 'height', '450' );

		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'button', { name: 'Calendar settings' } )
			.waitFor();
		await page.getByRole( 'spinbutton', { name: 'Height' } ).fill( '500' );
		await expect( frame ).toHaveAttribute( 'height', '500' );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/google-calendar',
			attributes: { url: CALENDAR, height: 500, width: 800 },
		} );

		const visitor = await BlockSteps.anonymousPage( page );
		const asked = await blockCalendarHost( visitor );
		await visitor.goto( `/?p=${ postId }` );
		const calendar = visitor.locator( '.wp-block-jetpack-google-calendar' );
		const iframe = calendar.locator( 'iframe' );
		await expect( iframe ).toHaveAttribute( 'src', CALENDAR );
		await expect( iframe ).toHaveAttribute( 'title', 'Google Calendar' );
		await expect( iframe ).toHaveAttribute( 'loading', 'lazy' );
		await expect( iframe ).toHaveAttribute( 'height', '500' );
		await expect(
			calendar.getByRole( 'link', {
				name: 'View the calendar on Google Calendar',
			} )
		).toHaveAttribute( 'href', CALENDAR );
		// The page ships no script for the calendar.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'google' )
			)
		).toEqual( [] );
		await iframe.scrollIntoViewIfNeeded();
		await expect.poll( () => asked.length ).toBeGreaterThan( 0 );
		await visitorMarkup.check( visitor, 'jetpack/google-calendar' );
		await visitor.close();
	} );

	test( 'a link with cid becomes the embed address', async ( {
		page,
		blocks,
	} ) => {
		await blockCalendarHost( page );
		await blocks.newPost( 'Calendar share link' );
		const block = await blocks.insertFromInserter( 'Google Calendar' );
		const cid = Buffer.from( 'someone@gmail.com' ).toString( 'base64' );
		await embed(
			block,
			`https://calendar.google.com/calendar/u/0?cid=${ cid }`
		);
		await expect( block.getByTitle( 'Google Calendar' ) ).toHaveAttribute(
			'src',
			'https://calendar.google.com/calendar/embed?src=someone%40gmail.com'
		);
	} );

	test( 'pasting a Public URL on its own line makes the block', async ( {
		page,
		blocks,
		editor,
		pageUtils,
	} ) => {
		await blockCalendarHost( page );
		await blocks.newPost( 'Calendar paste' );
		await editor.canvas
			.getByRole( 'button', { name: 'Add default block' } )
			.click();
		pageUtils.setClipboardData( { plainText: CALENDAR } );
		await pageUtils.pressKeys( 'primary+v' );
		await expect
			.poll( () => blocks.editorBlocks() )
			.toEqual( [
				expect.objectContaining( {
					name: 'jetpack/google-calendar',
					attributes: expect.objectContaining( { url: CALENDAR } ),
				} ),
			] );
	} );

	test( 'opens content saved by the reference plugin as valid; a url off the calendar host renders nothing', async ( {
		page,
		blocks,
	} ) => {
		const stored =
			`<!-- wp:jetpack/google-calendar {"url":"${ CALENDAR.replace(
				'&',
				'\\u0026'
			) }"} -->\n` +
			`<a href="${ CALENDAR.replace(
				'&',
				'&amp;'
			) }" class="wp-block-jetpack-google-calendar">${ CALENDAR.replace(
				'&',
				'&amp;'
			) }</a>\n` +
			'<!-- /wp:jetpack/google-calendar -->';
		const post = await blocks.createPostWithContent( stored );
		// Only the server rendering sees this one (a url no edit UI would accept).
		const hostile = await blocks.createPostWithContent(
			'<!-- wp:jetpack/google-calendar {"url":"https://evil.example/calendar/embed?src=a"} -->\n' +
				'<a href="https://evil.example/calendar/embed?src=a" class="wp-block-jetpack-google-calendar">https://evil.example/calendar/embed?src=a</a>\n' +
				'<!-- /wp:jetpack/google-calendar -->',
			'Hostile calendar'
		);
		await blockCalendarHost( page );
		const [ block ] = await blocks.openAndCheckValid( post.id );
		expect( block ).toMatchObject( {
			name: 'jetpack/google-calendar',
			attributes: { url: CALENDAR, height: 600 },
		} );

		const visitor = await BlockSteps.anonymousPage( page );
		await blockCalendarHost( visitor );
		await visitor.goto( post.link );
		const iframes = visitor.locator(
			'.wp-block-jetpack-google-calendar iframe'
		);
		await expect( iframes ).toHaveCount( 1 );
		await expect( iframes ).toHaveAttribute( 'src', CALENDAR );
		await visitor.goto( hostile.link );
		await expect( visitor.locator( 'iframe' ) ).toHaveCount( 0 );
		await expect(
			visitor.locator( 'a[href*="evil.example"]' )
		).toHaveCount( 0 );
		await visitor.close();
	} );
} );
