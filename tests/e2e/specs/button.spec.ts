/**
 * jetpack/button is hidden from the inserter (parent blocks place it), so its editor story runs
 * inside the scheduling embed's spec. Here: the width control on a stored button, the server
 * rendering, with hostile attributes, and the visitor markup of each element.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

async function render(
	requestUtils: RequestUtils,
	attributes: Record< string, unknown >
): Promise< string > {
	const result = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/block-renderer/jetpack/button',
		data: { context: 'edit', attributes },
	} ) ) as { rendered: string };
	return result.rendered;
}

test.describe( 'jetpack/button', () => {
	test( 'renders a link, a button or an input, escaping every attribute', async ( {
		requestUtils,
	} ) => {
		expect(
			await render( requestUtils, {
				element: 'a',
				text: 'Contact Us',
				url: 'https://example.com/contact',
				textColor: 'black',
				backgroundColor: 'white',
				borderRadius: 25,
			} )
		).toBe(
			'<div class="wp-block-jetpack-button wp-block-button"><a class="wp-block-button__link has-text-color has-black-color has-background has-white-background-color" style="border-radius:25px" href="https://example.com/contact">Contact Us</a></div>'
		);

		const hostile = await render( requestUtils, {
			element: 'a',
			text: 'Hi <script>alert(1)</script><img src=x onerror=alert(2)><strong>there</strong>',
			url: 'javascript:alert(3)',
			uniqueId: '" onmouseover="alert(4)',
			customTextColor: 'red;background:url(https://evil.test/)',
			customGradient: 'linear-gradient(red,blue);x:expression(1)',
			width: '100%" onclick="alert(5)',
			borderRadius: 400,
			className: '"><script>alert(6)</script>',
		} );
		expect( hostile ).not.toMatch(
			/<script|onerror|onmouseover|onclick|javascript:|evil\.test|expression/
		);
		// No usable URL: a button visitors can still reach, the formatting kept, the radius clamped.
		expect( hostile ).toContain(
			'<button type="button" class="wp-block-button__link" style="border-radius:50px">Hi alert(1)<strong>there</strong></button>'
		);

		expect(
			await render( requestUtils, {
				element: 'input',
				text: 'Sign <em>up</em> "now"',
				customBackgroundColor: '#112233',
				width: '50%',
			} )
		).toBe(
			'<div class="wp-block-jetpack-button wp-block-button" style="width:50%"><input type="submit" class="wp-block-button__link has-background" style="background-color:#112233;border-radius:5px" value="Sign up &quot;now&quot;"></div>'
		);

		expect(
			await render( requestUtils, {
				element: 'button',
				text: '',
				placeholder: 'Subscribe',
				uniqueId: 'newsletter-button',
			} )
		).toBe(
			'<div class="wp-block-jetpack-button wp-block-button"><button type="submit" class="wp-block-button__link" style="border-radius:5px" id="newsletter-button">Subscribe</button></div>'
		);
	} );

	test( 'the width control sets a width visitors get, and aligning left clears a percentage', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		const post = await blocks.createPostWithContent(
			'<!-- wp:jetpack/button {"text":"Book a call","url":"https://example.com/book"} /-->',
			'Button width'
		);
		await blocks.editPost( post.id );
		await editor.canvas
			.getByRole( 'textbox', { name: 'Button text' } )
			.click();
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );

		// A preset, from the keyboard.
		const half = settings.getByRole( 'button', { name: 'Width 50%' } );
		await half.focus();
		await page.keyboard.press( 'Enter' );
		await expect( half ).toHaveAttribute( 'aria-pressed', 'true' );
		const input = settings.getByRole( 'spinbutton', {
			name: 'Button width',
		} );
		await expect( input ).toHaveValue( '50' );

		// Aligned left: the percentage is cleared, the presets and the % unit go away.
		await editor.clickBlockToolbarButton( 'Align' );
		await page.getByRole( 'menuitemradio', { name: 'Align left' } ).click();
		await expect(
			settings.getByRole( 'group', { name: 'Percentage width' } )
		).toHaveCount( 0 );
		await expect( input ).toHaveValue( '' );
		const unit = settings.getByRole( 'combobox', { name: 'Select unit' } );
		await expect( unit.locator( 'option' ) ).toHaveText( [ 'px', 'em' ] );

		// Pixels start at 150; then a typed 220.
		await unit.selectOption( 'px' );
		await expect( input ).toHaveValue( '150' );
		await input.fill( '220' );

		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/button',
			attributes: { width: '220px', align: 'left' },
		} );

		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		const wrapper = visitor.locator( '.wp-block-jetpack-button' );
		await expect( wrapper ).toHaveAttribute( 'style', 'width:220px' );
		await expect( wrapper ).toHaveClass( /(^|\s)alignleft(\s|$)/ );
		await expect(
			wrapper.getByRole( 'link', { name: 'Book a call' } )
		).toHaveCSS( 'width', '220px' );
		await visitorMarkup.check( visitor, 'jetpack/button' );
		await visitor.close();
	} );

	test( 'stored buttons give visitors valid, accessible markup', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		const post = await blocks.createPostWithContent(
			[
				'<!-- wp:jetpack/button {"text":"Contact Us","textColor":"black","backgroundColor":"white","borderRadius":25} /-->',
				// Bare hex colours, as the older scheduling embed stored them (chosen with enough contrast).
				'<!-- wp:jetpack/button {"element":"a","text":"Book","url":"https://example.com/book?a=1\\u0026b=2","textColor":"ffffff","backgroundColor":"1e3a8a"} /-->',
				'<!-- wp:jetpack/button {"element":"input","text":"Send"} /-->',
			].join( '\n\n' ),
			'Buttons'
		);
		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		const buttons = visitor.locator( '.wp-block-jetpack-button' );
		await expect( buttons ).toHaveCount( 3 );
		await expect(
			buttons.nth( 0 ).getByRole( 'button', { name: 'Contact Us' } )
		).toBeVisible();
		await expect(
			buttons.nth( 1 ).getByRole( 'link', { name: 'Book' } )
		).toHaveAttribute( 'href', 'https://example.com/book?a=1&b=2' );
		await expect(
			buttons.nth( 1 ).getByRole( 'link', { name: 'Book' } )
		).toHaveCSS( 'color', 'rgb(255, 255, 255)' );
		await expect(
			buttons.nth( 2 ).getByRole( 'button', { name: 'Send' } )
		).toBeVisible();
		await visitorMarkup.check( visitor, 'jetpack/button' );
		await visitor.close();
	} );
} );
