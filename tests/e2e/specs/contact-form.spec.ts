import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps, inserterSearchResult } from '../helpers/block-steps';
import { adminContext, restNonceOf, signedInUser } from '../helpers/users';
import { inOneRateWindow } from '../helpers/rate-window';

/** A form as stored: a name, an e-mail and a required message. */
const STORED_FORM = [
	'<!-- wp:jetpack/contact-form -->',
	'<!-- wp:jetpack/field-name {"required":true} /-->',
	'<!-- wp:jetpack/field-email {"required":true} /-->',
	'<!-- wp:jetpack/field-textarea {"required":true} /-->',
	'<!-- /wp:jetpack/contact-form -->',
].join( '\n' );

/** An address the browser's own check lets through but the server refuses: 65 characters before the @. */
const LONG_LOCAL_PART = `${ 'a'.repeat( 65 ) }@example.com`;

/** The rows of the Feedback list screen, as the admin sees them. */
async function feedbackRows( page: Page ) {
	await page.goto( '/wp-admin/edit.php?post_type=feedback' );
	return page.locator( '#the-list tr:not(.no-items)' );
}

test.describe( 'jetpack/contact-form', () => {
	// The stories' refusals are the server's answer on purpose (422 for an answer it refuses, 403
	// for a form without its nonce); the browser logs the refused page's status as an error.
	test.use( {
		allowedConsoleError:
			/^Failed to load resource: the server responded with a status of (403|422) /,
	} );

	test( 'build a form in the editor, save, reload, and a visitor submits it: a bad e-mail is refused with everything kept, then the response is stored', async ( {
		page,
		editor,
		blocks,
		visitorMarkup,
	} ) => {
		await blocks.newPost( 'Contact story' );
		await blocks.insertFromInserter( 'Form' );
		const form = blocks.block( 'jetpack/contact-form' );
		// A new form starts with a name, an e-mail and a message field.
		await expect(
			form.locator( '[data-type^="jetpack/field-"]' )
		).toHaveCount( 3 );

		// Add a dropdown through the form's own appender.
		await editor.canvas
			.locator( '[data-type="jetpack/field-textarea"]' )
			.click();
		await form.getByRole( 'button', { name: 'Add block' } ).click();
		await page
			.getByRole( 'searchbox', { name: /Search/ } )
			.last()
			.fill( 'Dropdown' );
		await inserterSearchResult( page, 'Dropdown Field' ).click();
		const dropdown = editor.canvas.locator(
			'[data-type="jetpack/field-select"]'
		);
		await expect( dropdown ).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings
			.getByRole( 'textbox', { name: 'Label' } )
			.fill( 'Topic' );
		// A new dropdown starts with one empty option to fill (the reference's default).
		await settings
			.getByRole( 'textbox', { name: 'Option 1' } )
			.fill( 'Sales' );
		await settings.getByRole( 'button', { name: 'Add option' } ).click();
		await settings
			.getByRole( 'textbox', { name: 'Option 2' } )
			.fill( 'Support' );
		await settings
			.getByRole( 'checkbox', { name: 'Field is required' } )
			.check();
		await expect( dropdown ).toContainText( 'Topic' );
		await expect( dropdown ).toContainText( '(required)' );

		// The message field gets its own label; the form a button text.
		await editor.canvas
			.locator( '[data-type="jetpack/field-textarea"]' )
			.click();
		await settings
			.getByRole( 'textbox', { name: 'Label' } )
			.fill( 'Your message' );
		await editor.selectBlocks( form );
		await settings
			.getByRole( 'textbox', { name: 'Button text' } )
			.fill( 'Send message' );
		await expect( form.getByText( 'Send message' ) ).toBeVisible();

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.name ).toBe( 'jetpack/contact-form' );
		// The submit button is the form's jetpack/button child, as the reference stores it.
		expect( saved?.innerBlocks.at( -1 )?.name ).toBe( 'jetpack/button' );
		expect( saved?.innerBlocks.at( -1 )?.attributes ).toMatchObject( {
			element: 'button',
			text: 'Send message',
			borderRadius: 8,
		} );
		expect(
			saved?.innerBlocks
				.slice( 0, -1 )
				.map( ( field ) => [
					field.name,
					field.attributes.label,
					field.attributes.required,
				] )
		).toEqual( [
			[ 'jetpack/field-name', 'Name', true ],
			[ 'jetpack/field-email', 'Email', true ],
			[ 'jetpack/field-textarea', 'Your message', false ],
			[ 'jetpack/field-select', 'Topic', true ],
		] );
		expect( saved?.innerBlocks[ 3 ]?.attributes.options ).toEqual( [
			'Sales',
			'Support',
		] );

		const visitor = await blocks.visitFrontEnd( postId );
		// The post's comment form has fields of its own: look inside the contact form only.
		const visitorForm = visitor.locator( '.wp-block-jetpack-contact-form' );
		await expect( visitorForm.locator( 'form' ) ).toBeVisible();
		await visitorMarkup.check( visitor, 'jetpack/contact-form' );

		await visitorForm.getByLabel( 'Name' ).fill( 'Ada Lovelace' );
		await visitorForm.getByLabel( 'Email' ).fill( LONG_LOCAL_PART );
		await visitorForm.getByLabel( 'Topic' ).selectOption( 'Support' );
		await visitor
			.getByLabel( 'Your message' )
			.fill( 'Hello,\nplease call me back <b>soon</b>.' );
		const [ refusal ] = await Promise.all( [
			visitor.waitForResponse(
				( candidate ) => candidate.request().method() === 'POST'
			),
			visitorForm.getByRole( 'button', { name: 'Send message' } ).click(),
		] );
		// The page the visitor was sent back, as the server wrote it: refused (422), valid markup
		// with the reason and the answers in it (a fresh GET would show the empty form instead).
		expect( refusal.status() ).toBe( 422 );
		const refusedPage = await refusal.text();
		expect( refusedPage ).toContain( 'Your message was not sent' );
		expect( refusedPage ).toContain( 'value="Ada Lovelace"' );
		expect( refusedPage ).toContain( 'aria-invalid="true"' );
		expect( refusedPage ).toContain(
			'please call me back &lt;b&gt;soon&lt;/b&gt;.'
		);

		// Refused by the server: the reason, and every answer as typed.
		const alert = visitorForm.getByRole( 'alert' );
		await expect( alert ).toContainText( 'Your message was not sent' );
		await expect( alert ).toContainText(
			'The part of this email address before the @ is too long: at most 64 characters.'
		);
		await expect( visitorForm.getByLabel( 'Name' ) ).toHaveValue(
			'Ada Lovelace'
		);
		await expect( visitorForm.getByLabel( 'Email' ) ).toHaveValue(
			LONG_LOCAL_PART
		);
		await expect( visitorForm.getByLabel( 'Email' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( visitorForm.getByLabel( 'Topic' ) ).toHaveValue(
			'Support'
		);
		await expect( visitorForm.getByLabel( 'Your message' ) ).toHaveValue(
			'Hello,\nplease call me back <b>soon</b>.'
		);
		await visitorMarkup.check( visitor, 'jetpack/contact-form', {
			source: refusedPage,
		} );

		await visitorForm.getByLabel( 'Email' ).fill( 'ada@example.com' );
		await visitorForm
			.getByRole( 'button', { name: 'Send message' } )
			.click();
		await expect( visitorForm.getByRole( 'status' ) ).toContainText(
			'Your message has been sent'
		);
		await expect( visitorForm.locator( 'form' ) ).toHaveCount( 0 );
		await visitor.close();

		// Stored, and listed for the admin with the name, e-mail, answers and date.
		const rows = await feedbackRows( page );
		const row = rows.filter( { hasText: 'ada@example.com' } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( 'Ada Lovelace' );
		await expect( row ).toContainText( 'Topic' );
		await expect( row ).toContainText( 'Support' );
		await expect( row ).toContainText( 'please call me back <b>soon</b>.' );
		await expect( row ).toContainText( 'Contact story' );
		await expect( row.locator( 'td.date' ) ).toContainText( 'Published' );
	} );

	test( 'website, single choice, checkbox and consent fields: added through the appender, edited in the sidebar, saved valid, answered by a visitor and stored', async ( {
		page,
		editor,
		blocks,
		visitorMarkup,
	} ) => {
		await blocks.newPost( 'Field story' );
		await blocks.insertFromInserter( 'Form' );
		const form = blocks.block( 'jetpack/contact-form' );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );

		/** Adds a field after the last one through the form's own appender. */
		const addField = async ( search: string, title: string ) => {
			const fields = form.locator( '[data-type^="jetpack/field-"]' );
			// A new form's starting fields appear with its edit UI (a lazy chunk), all at once:
			// counted before they are there, the count would be 0.
			await expect( fields.first() ).toBeVisible();
			const count = await fields.count();
			await fields.last().click();
			await form.getByRole( 'button', { name: 'Add block' } ).click();
			await page
				.getByRole( 'searchbox', { name: /Search/ } )
				.last()
				.fill( search );
			const option = page.getByRole( 'option', {
				name: title,
				exact: true,
			} );
			await expect( option ).toHaveCount( 1 );
			await option.click();
			await expect( fields ).toHaveCount( count + 1 );
		};

		await addField( 'Website', 'Website Field' );
		await expect(
			editor.canvas.locator( '[data-type="jetpack/field-url"]' )
		).toContainText( 'Website' );

		await addField( 'Single Choice', 'Single Choice Field' );
		await settings.getByRole( 'textbox', { name: 'Label' } ).fill( 'When' );
		await settings.getByRole( 'button', { name: 'Add option' } ).click();
		await settings
			.getByRole( 'textbox', { name: 'Option 1' } )
			.fill( 'Morning' );
		await settings.getByRole( 'button', { name: 'Add option' } ).click();
		await settings
			.getByRole( 'textbox', { name: 'Option 2' } )
			.fill( 'Evening' );
		await settings
			.getByRole( 'checkbox', { name: 'Field is required' } )
			.check();

		await addField( 'Checkbox', 'Checkbox Field' );
		await settings
			.getByRole( 'textbox', { name: 'Label' } )
			.fill( 'Send me the programme' );

		await addField( 'Consent', 'Consent Field' );
		// A consent is never "required": it has no such toggle.
		await expect(
			settings.getByRole( 'checkbox', { name: 'Field is required' } )
		).toHaveCount( 0 );
		// A new consent is implicit (the reference's default): ask with a checkbox instead.
		await settings
			.getByRole( 'combobox', { name: 'Permission to email' } )
			.selectOption( 'explicit' );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect(
			saved?.innerBlocks
				.filter( ( block ) =>
					block.name.startsWith( 'jetpack/field-' )
				)
				.slice( 3 )
				.map( ( field ) => [
					field.name,
					field.attributes.label,
					field.attributes.required ?? false,
				] )
		).toEqual( [
			[ 'jetpack/field-url', 'Website', false ],
			[ 'jetpack/field-radio', 'When', true ],
			[ 'jetpack/field-checkbox', 'Send me the programme', false ],
			[ 'jetpack/field-consent', 'Consent', false ],
		] );
		// A single choice keeps its options as option blocks, as the reference stores them.
		expect(
			saved?.innerBlocks[ 4 ]?.innerBlocks.map( ( option ) => [
				option.name,
				option.attributes.label,
			] )
		).toEqual( [
			[ 'jetpack/field-option-radio', 'Morning' ],
			[ 'jetpack/field-option-radio', 'Evening' ],
		] );

		const visitor = await blocks.visitFrontEnd( postId );
		const visitorForm = visitor.locator( '.wp-block-jetpack-contact-form' );
		await visitorMarkup.check( visitor, 'jetpack/contact-form' );
		await visitorForm.getByLabel( /^Name/ ).fill( 'Grace Hopper' );
		await visitorForm.getByLabel( /^Email/ ).fill( 'grace@example.com' );
		await visitorForm.getByLabel( /^Message/ ).fill( 'Which evening?' );
		// The browser accepts an ftp:// address; the server asks for a web page's address.
		await visitorForm.getByLabel( /^Website/ ).fill( 'ftp://example.com/' );
		await visitorForm.getByRole( 'radio', { name: 'Evening' } ).check();
		await visitorForm
			.getByRole( 'checkbox', { name: 'Send me the programme' } )
			.check();
		await visitorForm
			.getByRole( 'checkbox', {
				name: 'Can we send you an email from time to time?',
			} )
			.check();
		const [ refusal ] = await Promise.all( [
			visitor.waitForResponse(
				( candidate ) => candidate.request().method() === 'POST'
			),
			visitorForm.getByRole( 'button', { name: 'Submit' } ).click(),
		] );
		expect( refusal.status() ).toBe( 422 );
		const refusedPage = await refusal.text();

		await expect( visitorForm.getByRole( 'alert' ) ).toContainText(
			'Please enter a web address starting with http:// or https://.'
		);
		// Everything else as the visitor left it.
		await expect(
			visitorForm.getByRole( 'radio', { name: 'Evening' } )
		).toBeChecked();
		await expect(
			visitorForm.getByRole( 'checkbox', {
				name: 'Send me the programme',
			} )
		).toBeChecked();
		await expect(
			visitorForm.getByRole( 'checkbox', {
				name: 'Can we send you an email from time to time?',
			} )
		).toBeChecked();
		await expect( visitorForm.getByLabel( /^Website/ ) ).toHaveValue(
			'ftp://example.com/'
		);
		await visitorMarkup.check( visitor, 'jetpack/contact-form', {
			source: refusedPage,
		} );

		await visitorForm
			.getByLabel( /^Website/ )
			.fill( 'https://grace.example.com/' );
		await visitorForm.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( visitorForm.getByRole( 'status' ) ).toContainText(
			'Your message has been sent'
		);
		await visitor.close();

		const rows = await feedbackRows( page );
		const row = rows.filter( { hasText: 'grace@example.com' } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( 'https://grace.example.com/' );
		await expect( row ).toContainText( 'Evening' );
		await expect( row ).toContainText( 'Send me the programme' );
	} );

	test( 'date, phone and multiple choice fields: added through the appender, edited in the sidebar, saved valid with option blocks, answered by a visitor and stored', async ( {
		page,
		editor,
		blocks,
		visitorMarkup,
	} ) => {
		await blocks.newPost( 'Date, phone and choices' );
		await blocks.insertFromInserter( 'Form' );
		const form = blocks.block( 'jetpack/contact-form' );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const fields = form.locator( '[data-type^="jetpack/field-"]' );

		/** Adds a field after the last one through the form's own appender. */
		const addField = async ( search: string, title: string ) => {
			const count = await fields.count();
			await fields.last().click();
			await form.getByRole( 'button', { name: 'Add block' } ).click();
			await page
				.getByRole( 'searchbox', { name: /Search/ } )
				.last()
				.fill( search );
			await page
				.getByRole( 'option', { name: title, exact: true } )
				.click();
			await expect( fields ).toHaveCount( count + 1 );
		};

		await addField( 'Date', 'Date Picker' );
		await settings
			.getByRole( 'textbox', { name: 'Label' } )
			.fill( 'Arrival' );

		await addField( 'Phone', 'Phone Number Field' );
		await settings
			.getByRole( 'checkbox', { name: 'Field is required' } )
			.check();

		await addField( 'Multiple Choice', 'Multiple Choice (Checkbox)' );
		await settings
			.getByRole( 'textbox', { name: 'Label' } )
			.fill( 'Meals' );
		await settings.getByRole( 'button', { name: 'Add option' } ).click();
		await settings
			.getByRole( 'textbox', { name: 'Option 1' } )
			.fill( 'Breakfast' );
		await settings.getByRole( 'button', { name: 'Add option' } ).click();
		await settings
			.getByRole( 'textbox', { name: 'Option 2' } )
			.fill( 'Dinner' );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		const added = saved?.innerBlocks
			.filter( ( block ) => block.name.startsWith( 'jetpack/field-' ) )
			.slice( 3 );
		expect(
			added?.map( ( field ) => [
				field.name,
				field.attributes.label,
				field.attributes.required ?? false,
			] )
		).toEqual( [
			[ 'jetpack/field-date', 'Arrival', false ],
			[ 'jetpack/field-telephone', 'Phone', true ],
			[ 'jetpack/field-checkbox-multiple', 'Meals', false ],
		] );
		// The choices are option blocks, as the reference stores them.
		expect(
			added?.[ 2 ]?.innerBlocks.map( ( option ) => [
				option.name,
				option.attributes.label,
			] )
		).toEqual( [
			[ 'jetpack/field-option-checkbox', 'Breakfast' ],
			[ 'jetpack/field-option-checkbox', 'Dinner' ],
		] );

		const visitor = await blocks.visitFrontEnd( postId );
		const visitorForm = visitor.locator( '.wp-block-jetpack-contact-form' );
		await visitorMarkup.check( visitor, 'jetpack/contact-form' );
		await visitorForm.getByLabel( /^Name/ ).fill( 'Mary Somerville' );
		await visitorForm
			.getByLabel( /^Email/ )
			.fill( 'mary.somerville@example.com' );
		await visitorForm.getByLabel( /^Message/ ).fill( 'Two nights.' );
		await visitorForm.getByLabel( /^Arrival/ ).fill( '2026-12-24' );
		await visitorForm.getByLabel( /^Phone/ ).fill( '+44 20 7946 0018' );
		await visitorForm
			.getByRole( 'checkbox', { name: 'Breakfast' } )
			.check();
		await visitorForm.getByRole( 'checkbox', { name: 'Dinner' } ).check();
		await visitorForm.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( visitorForm.getByRole( 'status' ) ).toContainText(
			'Your message has been sent'
		);
		await visitor.close();

		const row = ( await feedbackRows( page ) ).filter( {
			hasText: 'mary.somerville@example.com',
		} );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( '2026-12-24' );
		await expect( row ).toContainText( '+44 20 7946 0018' );
		await expect( row ).toContainText( 'Breakfast' );
		await expect( row ).toContainText( 'Dinner' );
	} );

	test( 'a signed-in user’s submission without the form’s nonce is refused (403) with the answers kept and not stored; the re-rendered form’s fresh nonce works', async ( {
		page,
		blocks,
	} ) => {
		const post = await blocks.createPostWithContent(
			STORED_FORM,
			'Nonce story'
		);
		// Signed in (the admin's session): a signed-out visitor's form carries no nonce, so a page
		// cache may serve it (page-cache-forms.spec.ts).
		const visitor = await page.context().newPage();
		await visitor.goto( post.link );
		// The post's comment form has fields of its own: look inside the contact form only.
		const visitorForm = visitor.locator( '.wp-block-jetpack-contact-form' );
		await visitorForm.getByLabel( 'Name' ).fill( 'Mallory' );
		await visitorForm.getByLabel( 'Email' ).fill( 'mallory@example.com' );
		await visitorForm.getByLabel( 'Message' ).fill( 'Forged' );
		await visitor
			.locator( 'input[name="jetpack_contact_form_nonce"]' )
			.evaluate( ( input ) => input.remove() );
		const [ response ] = await Promise.all( [
			visitor.waitForResponse(
				( candidate ) => candidate.request().method() === 'POST'
			),
			visitorForm.getByRole( 'button', { name: 'Submit' } ).click(),
		] );
		expect( response.status() ).toBe( 403 );
		await expect( visitorForm.getByRole( 'alert' ) ).toContainText(
			'the form has expired or did not come from this site'
		);
		await expect( visitorForm.getByLabel( 'Name' ) ).toHaveValue(
			'Mallory'
		);
		await expect( visitorForm.getByLabel( 'Message' ) ).toHaveValue(
			'Forged'
		);
		// The page carries a fresh nonce: submitting again works.
		await visitorForm.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( visitorForm.getByRole( 'status' ) ).toContainText(
			'Your message has been sent'
		);
		await visitor.close();

		const rows = await feedbackRows( page );
		await expect(
			rows.filter( { hasText: 'mallory@example.com' } )
		).toHaveCount( 1 );
	} );

	test( 'a visitor may send 10 responses in 10 minutes; the next is refused; only editors see responses', async ( {
		blocks,
	} ) => {
		const post = await blocks.createPostWithContent(
			STORED_FORM,
			'Rate story'
		);
		// A signed-in visitor is counted by user, so other tests' submissions do not count here.
		const subscriber = await signedInUser( 'subscriber', 'formsender' );
		const page = await subscriber.context.get( post.link );
		const html = await page.text();
		const key = /name="jetpack_contact_form" value="([^"]+)"/.exec(
			html
		)?.[ 1 ];
		const nonce = /name="jetpack_contact_form_nonce" value="([^"]+)"/.exec(
			html
		)?.[ 1 ];
		expect( key ).toMatch( /^\d+-0$/ );
		const send = ( n: number ) =>
			subscriber.context.post( post.link, {
				form: {
					jetpack_contact_form: key ?? '',
					jetpack_contact_form_nonce: nonce ?? '',
					'jetpack_field[0]': `Sender ${ n }`,
					'jetpack_field[1]': `sender${ n }@example.com`,
					'jetpack_field[2]': 'Hello',
				},
				maxRedirects: 0,
			} );
		// Ten submissions in ten minutes, the default limit.
		await inOneRateWindow( 600, 30 );
		for ( let n = 1; n <= 10; n++ ) {
			expect( ( await send( n ) ).status(), `submission ${ n }` ).toBe(
				303
			);
		}
		const refused = await send( 11 );
		expect( refused.status() ).toBe( 429 );
		expect( await refused.text() ).toContain(
			'too many messages have been sent from here in the last few minutes'
		);

		const admin = await adminContext();
		const list = await (
			await admin.get(
				'/wp-admin/edit.php?post_type=feedback&posts_per_page=100'
			)
		).text();
		expect( list ).toContain( 'sender10@example.com' );
		expect( list ).not.toContain( 'sender11@example.com' );
		await admin.dispose();

		// Authors cannot read responses (they cannot edit pages).
		const author = await signedInUser( 'author', 'formauthor' );
		const denied = await author.context.get(
			'/wp-admin/edit.php?post_type=feedback'
		);
		expect( denied.status() ).toBe( 403 );
		await author.context.dispose();
		await subscriber.context.dispose();
	} );

	test( 'an RSVP form saved by the reference plugin: opens valid, shows visitors one submit button (its own) and every field, and the response goes to the form’s address with its subject and thank-you message', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		const to = `rsvp${ Date.now() }@example.org`;
		const post = await blocks.createPostWithContent(
			[
				`<!-- wp:jetpack/contact-form {"subject":"A new RSVP from your website","to":"${ to }","customThankyou":"message","customThankyouMessage":"See you there!","style":{"spacing":{"padding":{"top":"16px","right":"16px","bottom":"16px","left":"16px"}}}} -->`,
				'<div class="wp-block-jetpack-contact-form" style="padding-top:16px;padding-right:16px;padding-bottom:16px;padding-left:16px"><!-- wp:jetpack/field-name {"required":true} /-->',
				'<!-- wp:jetpack/field-email {"required":true} /-->',
				'<!-- wp:jetpack/field-radio {"label":"Attending?","required":true} -->',
				'<div class="wp-block-jetpack-field-radio"><!-- wp:jetpack/field-option-radio {"label":"Yes"} /-->',
				'<!-- wp:jetpack/field-option-radio {"label":"No"} /--></div>',
				'<!-- /wp:jetpack/field-radio -->',
				'<!-- wp:jetpack/field-textarea {"label":"Other Details"} /-->',
				'<!-- wp:jetpack/button {"element":"button","text":"Send RSVP","lock":{"remove":true}} /--></div>',
				'<!-- /wp:jetpack/contact-form -->',
			].join( '\n' ),
			'RSVP story'
		);
		const [ opened ] = await blocks.openAndCheckValid( post.id );
		expect( opened?.attributes ).toMatchObject( {
			to,
			subject: 'A new RSVP from your website',
			customThankyou: 'message',
		} );

		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		const visitorForm = visitor.locator( '.wp-block-jetpack-contact-form' );
		await visitorMarkup.check( visitor, 'jetpack/contact-form' );
		// The stored button is the only one.
		await expect( visitorForm.getByRole( 'button' ) ).toHaveCount( 1 );
		await expect(
			visitorForm.getByRole( 'button', { name: 'Send RSVP' } )
		).toHaveAttribute( 'type', 'submit' );
		const sender = `guest${ Date.now() }@example.com`;
		await visitorForm.getByLabel( /^Name/ ).fill( 'Ada Guest' );
		await visitorForm.getByLabel( /^Email/ ).fill( sender );
		await visitorForm.getByRole( 'radio', { name: 'Yes' } ).check();
		await visitorForm.getByLabel( 'Other Details' ).fill( 'Two of us' );
		await visitorForm.getByRole( 'button', { name: 'Send RSVP' } ).click();
		const thanks = visitorForm.getByRole( 'status' );
		await expect( thanks ).toContainText( 'Your message has been sent' );
		await expect( thanks ).toContainText( 'See you there!' );
		await visitor.close();

		const admin = await adminContext();
		const nonce = await restNonceOf( admin );
		const mails = ( await (
			await admin.get(
				`/?rest_route=${ encodeURIComponent( '/e2e/v1/mails' ) }`,
				{ headers: { 'X-WP-Nonce': nonce } }
			)
		).json() ) as Array< { to: string; subject: string; message: string } >;
		const mail = mails.find( ( one ) => one.message.includes( sender ) );
		expect( String( mail?.to ) ).toContain( to );
		expect( mail?.subject ).toBe( 'A new RSVP from your website' );
		expect( mail?.message ).toContain( 'Attending?: Yes' );
		await admin.dispose();
	} );

	test( 'the post’s author is e-mailed each response (Reply-To the visitor), and the Feedback list says whether the e-mail went', async () => {
		const admin = await adminContext();
		const nonce = await restNonceOf( admin );
		/** A post with the stored form, by a new author with this address. */
		const formBy = async ( email: string, title: string ) => {
			const login = `mailauthor${ Date.now() }${ Math.floor(
				Math.random() * 1000
			) }`;
			const user = ( await (
				await admin.post(
					`/?rest_route=${ encodeURIComponent( '/wp/v2/users' ) }`,
					{
						headers: { 'X-WP-Nonce': nonce },
						data: {
							username: login,
							email: email.replace( '*', login ),
							password: 'password',
							roles: [ 'author' ],
						},
					}
				)
			).json() ) as { id: number; email?: string };
			return ( await (
				await admin.post(
					`/?rest_route=${ encodeURIComponent( '/wp/v2/posts' ) }`,
					{
						headers: { 'X-WP-Nonce': nonce },
						data: {
							title,
							content: STORED_FORM,
							status: 'publish',
							author: user.id,
						},
					}
				)
			).json() ) as { id: number; link: string };
		};
		/** Submits the form as a signed-in subscriber (counted apart from other tests' visitors). */
		const submit = async (
			link: string,
			visitor: Awaited< ReturnType< typeof signedInUser > >,
			sender: string
		) => {
			const html = await ( await visitor.context.get( link ) ).text();
			const form = {
				jetpack_contact_form:
					/name="jetpack_contact_form" value="([^"]+)"/.exec(
						html
					)?.[ 1 ] ?? '',
				jetpack_contact_form_nonce:
					/name="jetpack_contact_form_nonce" value="([^"]+)"/.exec(
						html
					)?.[ 1 ] ?? '',
				'jetpack_field[0]': 'Edsger <Dijkstra>',
				'jetpack_field[1]': sender,
				'jetpack_field[2]': 'Goto considered harmful',
			};
			const sent = await visitor.context.post( link, {
				form,
				maxRedirects: 0,
			} );
			expect( sent.status() ).toBe( 303 );
		};
		const visitor = await signedInUser( 'subscriber', 'mailvisitor' );
		const sender = `edsger${ Date.now() }@example.com`;

		const reachable = await formBy( '*@example.org', 'Mail story' );
		await submit( reachable.link, visitor, sender );
		const mails = ( await (
			await admin.get(
				`/?rest_route=${ encodeURIComponent( '/e2e/v1/mails' ) }`,
				{ headers: { 'X-WP-Nonce': nonce } }
			)
		).json() ) as Array< {
			to: string;
			subject: string;
			message: string;
			headers: string;
		} >;
		const mail = mails.find( ( one ) => one.message.includes( sender ) );
		expect( mail?.to ).toMatch( /^mailauthor\d+@example\.org$/ );
		expect( mail?.subject ).toBe(
			'[Jetpack Blocks] New response to "Mail story"'
		);
		// The visitor's words as plain text, as typed.
		expect( mail?.message ).toContain( 'Name: Edsger <Dijkstra>' );
		expect( mail?.message ).toContain( 'Message: Goto considered harmful' );
		expect( mail?.headers ).toContain( `Reply-To: ${ sender }` );
		expect( mail?.headers ).toContain( 'Content-Type: text/plain' );

		const refusing = await formBy( '*@fail.example', 'Bounce story' );
		const bounced = `bounced${ Date.now() }@example.com`;
		await submit( refusing.link, visitor, bounced );

		const list = await (
			await admin.get(
				'/wp-admin/edit.php?post_type=feedback&posts_per_page=100'
			)
		).text();
		const rowOf = ( text: string ) =>
			list
				.split( '<tr id="post-' )
				.find( ( row ) => row.includes( text ) ) ?? '';
		expect( rowOf( sender ) ).toContain( 'E-mailed to mailauthor' );
		expect( rowOf( bounced ) ).toContain(
			'Not e-mailed: SMTP Error: the test mail server refused the recipient.'
		);
		// The response itself is kept either way.
		expect( rowOf( bounced ) ).toContain( 'Goto considered harmful' );
		await visitor.context.dispose();
		await admin.dispose();
	} );
} );
