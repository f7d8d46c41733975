/**
 * The newsletter signup block (jetpack/mailchimp) end to end, on a site of its own: the story
 * connects the admin's account and adds sign-ups, which other specs must not see.
 *
 * Not connected → connect → the site's own list → texts, a group, a notification preview (gone after
 * 3 s) → save → reload valid → a visitor is refused a bad address (kept in the input), then signs up,
 * is asked to check the inbox, confirms with the e-mailed link and is listed in wp-admin with the
 * group; the public route refuses bad input with clear 4xx; content saved by the reference plugin
 * (legacy button fields) opens valid with an inner button. (The confirmation's own checks, forged
 * links and the limits per e-mail address: security-net.spec.ts.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import type { OwnSite } from '../helpers/own-site';
import { BlockSteps } from '../helpers/block-steps';
import { inOneRateWindow } from '../helpers/rate-window';

test.use( {
	ownSiteName: 'mailchimp',
	ownSiteMuPlugins: [
		'e2e-offline.php',
		'e2e-block-markers.php',
		'e2e-mail-sink.php',
	],
} );
// The story runs the editor, a visitor and wp-admin: slow on a shared 2-core machine.
test.describe.configure( { mode: 'serial', timeout: 180_000 } );

const REFERENCE_DEPRECATED =
	'<!-- wp:jetpack/mailchimp {\t"submitButtonText":"Subscribe","backgroundButtonColor":"white","textButtonColor":"black","submitButtonClasses":"rounded","customBackgroundButtonColor":"#CCCCCC","customTextButtonColor":"#000000"} -->\n<!-- /wp:jetpack/mailchimp -->';

/** The subscribe route on the visitor's site (the visitor's context has the shared site as base URL). */
const subscribeUrl = ( visitor: Page ) =>
	new URL(
		'/?rest_route=%2Fwpcom%2Fv2%2Fmailchimp%2Fsubscribe',
		visitor.url()
	).toString();

/** The hidden fields of the first form of a visitor's page. */
async function formFields( visitor: Page ) {
	const field = ( name: string ) =>
		visitor
			.locator(
				`.wp-block-jetpack-mailchimp form input[name="${ name }"]`
			)
			.first()
			.inputValue();
	// A signed-out visitor's form carries no nonce (a page cache may serve it).
	const nonce = visitor.locator(
		'.wp-block-jetpack-mailchimp form input[name="nonce"]'
	);
	return {
		post_id: Number( await field( 'post_id' ) ),
		form: await field( 'form' ),
		nonce: ( await nonce.count() ) ? await nonce.first().inputValue() : '',
	};
}

/** What the site's own list tells a visitor who signed up: the address confirms by e-mail first. */
const CHECK_INBOX =
	'Almost done: please check your inbox and open the link in the e-mail we just sent to confirm your sign-up.';

/** The confirmation link e-mailed to an address (the site's mail sink keeps the messages). */
async function confirmationLink( site: OwnSite, email: string ) {
	const response = await site.admin.context.get(
		`/?rest_route=${ encodeURIComponent( '/e2e/v1/mails' ) }`,
		{ headers: { 'X-WP-Nonce': site.admin.nonce } }
	);
	const mails = ( await response.json() ) as Array< {
		to: string;
		message: string;
	} >;
	const mail = mails.filter( ( sent ) => sent.to === email ).pop();
	const link = mail?.message.match( /https?:\/\/\S*jb_nl_confirm\S*/ )?.[ 0 ];
	expect( link, `a confirmation e-mail to ${ email }` ).toBeTruthy();
	return link as string;
}

/** Connects the site and the admin's account through the dashboard, in a tab of its own. */
async function connectAccount( page: Page ) {
	const tab = await page.context().newPage();
	await tab.goto( '/wp-admin/admin.php?page=jetpack-blocks#/connection' );
	await tab.getByRole( 'button', { name: 'Connect this site' } ).click();
	await tab.waitForURL( /page=jetpack-blocks-authorize/ );
	await tab.getByRole( 'button', { name: 'Approve' } ).click();
	await tab.waitForURL( /page=jetpack-blocks(&|#|$)/ );
	await expect(
		tab.getByRole( 'button', { name: 'Disconnect' } )
	).toBeVisible();
	await tab.close();
}

test( 'connect → set up the form → save → a visitor signs up, confirms and is listed with the group', async ( {
	page,
	blocks,
	editor,
	visitorMarkup,
	ownSite,
} ) => {
	// The site owner defines the local list's groups on the settings screen.
	await page.goto(
		'/wp-admin/options-general.php?page=jetpack-blocks-newsletter'
	);
	await expect(
		page.getByRole( 'radio', { name: /This site's own list/ } )
	).toBeChecked();
	await page
		.getByRole( 'textbox', { name: "Interest groups of this site's list" } )
		.fill( 'Topics: Recipes, Travel' );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

	await blocks.newPost( 'Newsletter story' );
	await blocks.insertFromInserter( 'Mailchimp' );
	// The block itself (its inner button is a block too, so not "the last block").
	const block = blocks.block( 'jetpack/mailchimp' );

	// Not connected to the hosting account: the connect-account placeholder.
	await expect(
		block.getByText( /First, you'll need to connect your .+ account\./ )
	).toBeVisible();
	await connectAccount( page );
	await block.getByRole( 'button', { name: 'Re-check Connection' } ).click();

	// Connected to the site's own list: the form preview, the inner button locked.
	const email = block.getByRole( 'textbox', { name: 'Enter your email' } );
	await expect( email ).toBeDisabled();
	await expect(
		block.locator( '[data-type="jetpack/button"]' )
	).toContainText( 'Join my email list' );
	await editor.openDocumentSettingsSidebar();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await expect(
		sidebar.getByText( "This site's own list", { exact: true } )
	).toBeVisible();

	await sidebar
		.getByRole( 'textbox', { name: 'Email Placeholder' } )
		.fill( 'Your best address' );
	await expect(
		block.getByRole( 'textbox', { name: 'Your best address' } )
	).toBeVisible();
	await sidebar
		.getByRole( 'textbox', { name: 'Success text' } )
		.fill( "Thanks, you're in!" );
	await sidebar.getByRole( 'checkbox', { name: 'Travel' } ).check();
	await sidebar
		.getByRole( 'textbox', { name: 'Signup Field Tag' } )
		.fill( 'SOURCE' );
	await sidebar
		.getByRole( 'textbox', { name: 'Signup Field Value' } )
		.fill( 'story' );

	// A previewed notification shows in the block for 3 s, then clears.
	await sidebar
		.getByRole( 'button', { name: 'Preview: Error text' } )
		.click();
	const shownAt = Date.now();
	const notice = block.getByRole( 'alert' );
	await expect( notice ).toHaveText(
		"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again."
	);
	await expect( notice ).toBeHidden( { timeout: 6000 } );
	expect( Date.now() - shownAt ).toBeGreaterThanOrEqual( 2500 );

	const consent = block.getByRole( 'textbox', { name: 'Consent text' } );
	await consent.click();
	await page.keyboard.press( 'ControlOrMeta+a' );
	await page.keyboard.type( 'One letter a month. Unsubscribe any time.' );

	const postId = await blocks.save();
	const [ saved ] = await blocks.reloadAndCheckValid();
	expect( saved ).toMatchObject( {
		name: 'jetpack/mailchimp',
		attributes: {
			emailPlaceholder: 'Your best address',
			successLabel: "Thanks, you're in!",
			consentText: 'One letter a month. Unsubscribe any time.',
			signupFieldTag: 'SOURCE',
			signupFieldValue: 'story',
		},
		innerBlocks: [
			{
				name: 'jetpack/button',
				attributes: { element: 'button', text: 'Join my email list' },
			},
		],
	} );
	expect( saved?.attributes.interests ).toHaveLength( 1 );

	// The visitor's form.
	const visitor = await blocks.visitFrontEnd( postId );
	const input = visitor.getByRole( 'textbox', { name: 'Your best address' } );
	const button = visitor.getByRole( 'button', {
		name: 'Join my email list',
	} );
	await expect(
		visitor.getByText( 'One letter a month. Unsubscribe any time.' )
	).toBeVisible();
	// Only a page with the block loads its script.
	expect(
		( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
			src.includes( 'blocks/mailchimp/view.js' )
		)
	).toHaveLength( 1 );
	await visitorMarkup.check( visitor, 'jetpack/mailchimp' );

	// A bad address is refused before sending, and kept.
	await input.fill( 'reader@example' );
	await button.click();
	await expect(
		visitor.getByText(
			'Please enter a valid email address, like name@example.com.'
		)
	).toBeVisible();
	await expect( input ).toHaveValue( 'reader@example' );
	await expect( input ).toHaveAttribute( 'aria-invalid', 'true' );

	// The server refuses it too, with the same words.
	const refused = await visitor.request.post( subscribeUrl( visitor ), {
		data: { ...( await formFields( visitor ) ), email: 'reader@example' },
	} );
	expect( refused.status() ).toBe( 400 );
	expect( await refused.json() ).toMatchObject( {
		code: 'invalid_email',
		message: 'Please enter a valid email address, like name@example.com.',
	} );

	await input.fill( 'reader@example.org' );
	await button.click();
	// The site's own list asks the address to confirm: not "you're in" yet.
	await expect( visitor.getByText( CHECK_INBOX ) ).toBeVisible();
	await expect( visitor.getByText( "Thanks, you're in!" ) ).toBeHidden();
	await expect( input ).toBeHidden();

	// Not on the list until the e-mailed link is opened.
	await page.goto( '/wp-admin/edit.php?post_type=jp_newsletter_signup' );
	await expect( page.getByText( 'reader@example.org' ) ).toHaveCount( 0 );
	await visitor.goto(
		await confirmationLink( ownSite, 'reader@example.org' )
	);
	await expect(
		visitor.getByText( /Your sign-up is confirmed\./ )
	).toBeVisible();
	await visitor.close();

	// Listed in wp-admin with the group, the location and the post.
	await page.goto( '/wp-admin/edit.php?post_type=jp_newsletter_signup' );
	const row = page.getByRole( 'row', { name: /reader@example\.org/ } );
	await expect( row ).toContainText( 'Travel' );
	await expect( row ).not.toContainText( 'Recipes' );
	await expect( row ).toContainText( 'SOURCE = story' );
	await expect( row ).toContainText( 'Newsletter story' );
	await expect(
		page.getByText( "This is the site's own newsletter list" )
	).toBeVisible();

	// The site owner can take the list elsewhere.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'link', { name: 'Download the list (CSV)' } ).click(),
	] );
	const csv = fs.readFileSync( ( await download.path() ) as string, 'utf8' );
	expect( csv.split( '\n' )[ 0 ] ).toBe(
		'email,groups,signup_tag,signup_value,source,date_gmt'
	);
	expect( csv ).toMatch(
		/^reader@example\.org,Travel,SOURCE,story,http[^,]+,"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"$/m
	);
} );

test( 'without scripts, the form still signs a visitor up and says how it went', async ( {
	browser,
	blocks,
	ownSite,
} ) => {
	const post = await blocks.createPostWithContent(
		'<!-- wp:jetpack/mailchimp {"successLabel":"Welcome aboard."} -->\n<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /-->\n<!-- /wp:jetpack/mailchimp -->',
		'No script'
	);
	const context = await browser.newContext( {
		baseURL: ownSite.baseURL,
		javaScriptEnabled: false,
		storageState: { cookies: [], origins: [] },
	} );
	const visitor = await context.newPage();
	await visitor.goto( post.link );
	const input = visitor.getByRole( 'textbox', { name: 'Enter your email' } );

	// The browser's own check lets this one through; the server refuses it and says why.
	await input.fill( 'reader@example' );
	await visitor.getByRole( 'button', { name: 'Join my email list' } ).click();
	await visitor.waitForURL( /jetpack_newsletter=invalid_email/ );
	await expect(
		visitor.getByText(
			'Please enter a valid email address, like name@example.com.'
		)
	).toBeVisible();
	await expect( input ).toHaveAttribute( 'aria-invalid', 'true' );

	await input.fill( 'noscript@example.org' );
	await visitor.getByRole( 'button', { name: 'Join my email list' } ).click();
	await visitor.waitForURL( /jetpack_newsletter=confirmation_sent/ );
	await expect( visitor.getByText( CHECK_INBOX ) ).toBeVisible();
	await expect( visitor.getByText( 'Welcome aboard.' ) ).toBeHidden();
	await expect( input ).toBeHidden();
	await context.close();
} );

test( 'the public subscribe route refuses bad input with clear 4xx answers, and limits the rate', async ( {
	page,
	blocks,
} ) => {
	const post = await blocks.createPostWithContent(
		'<!-- wp:jetpack/mailchimp -->\n<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /-->\n<!-- /wp:jetpack/mailchimp -->',
		'Rate limit'
	);
	const visitor = await BlockSteps.anonymousPage( page );
	await visitor.goto( post.link );
	const fields = await formFields( visitor );
	const send = ( data: Record< string, unknown > ) =>
		visitor.request.post( subscribeUrl( visitor ), { data } );

	const cases: Array< [ Record< string, unknown >, number, string ] > = [
		[ {}, 404, 'form_not_found' ],
		[ { ...fields, form: 'nope' }, 404, 'form_not_found' ],
		// A filled honeypot (a signed-out visitor's nonce is not checked: page-cache-forms.spec.ts).
		[ { ...fields, jetpack_blocks_website: 'x' }, 400, 'rejected' ],
		[ { ...fields, email: '  ' }, 400, 'missing_email' ],
		[ { ...fields, email: 'a b@example.org' }, 400, 'invalid_email' ],
	];
	for ( const [ data, status, code ] of cases ) {
		const response = await send( { email: 'x@example.org', ...data } );
		const body = await response.json();
		expect( { status: response.status(), code: body.code } ).toEqual( {
			status,
			code,
		} );
		expect( typeof body.message ).toBe( 'string' );
	}

	// Ten sign-ups in ten minutes from one address (the earlier visitors had two), then a wait.
	await inOneRateWindow( 600, 30 );
	const statuses: number[] = [];
	for ( let index = 0; index < 11; index++ ) {
		const response = await send( {
			...fields,
			email: `batch${ index }@example.org`,
		} );
		statuses.push( response.status() );
	}
	const accepted = statuses.indexOf( 429 );
	expect( accepted ).toBeGreaterThanOrEqual( 8 );
	expect( statuses ).toEqual( [
		...Array( accepted ).fill( 200 ),
		...Array( 11 - accepted ).fill( 429 ),
	] );
	const limited = await send( { ...fields, email: 'late@example.org' } );
	expect( limited.status() ).toBe( 429 );
	expect( ( await limited.json() ).message ).toMatch( /Too many sign-ups/ );
	await visitor.close();

	// Accepted sign-ups wait for their confirmation: only the story's confirmed reader counts.
	await page.goto(
		'/wp-admin/options-general.php?page=jetpack-blocks-newsletter'
	);
	await expect(
		page.getByText( "This site's own list has 1 subscriber." )
	).toBeVisible();
} );

/**
 * Runs PHP in the spec's own site (its folder, as own-site.ts names it) and returns what it echoes:
 * for what has no screen of its own here (a filter other blocks read, the privacy tools' callbacks).
 */
function sitePhp( code: string ): string {
	const siteDir = path.resolve(
		__dirname,
		`../../../.wordpress/test-site-mailchimp-${ process.env.TEST_WORKER_INDEX ?? '0' }`
	);
	return execFileSync(
		'php',
		[
			'-r',
			`$_SERVER['HTTP_HOST'] = '127.0.0.1'; require 'wp-load.php'; ${ code }`,
		],
		{ cwd: siteDir, encoding: 'utf8' }
	).trim();
}

test( "the list is the site's e-mail subscriber count and answers WordPress's personal data tools", async () => {
	const count = () =>
		Number(
			sitePhp(
				"echo (int) apply_filters( 'jetpack_blocks_email_subscriber_count', 0 );"
			)
		);
	// The story's reader confirmed; the other sign-ups are still waiting for theirs.
	const before = count();
	expect( before ).toBe( 1 );

	const exported = JSON.parse(
		sitePhp(
			"$tools = apply_filters( 'wp_privacy_personal_data_exporters', array() ); echo wp_json_encode( call_user_func( $tools['jetpack-blocks-newsletter']['callback'], 'Reader@Example.org', 1 ) );"
		)
	);
	expect( exported.data ).toHaveLength( 1 );
	expect( exported.data[ 0 ].data ).toEqual(
		expect.arrayContaining( [
			{ name: 'Email', value: 'reader@example.org' },
			{ name: 'Groups', value: 'Travel' },
		] )
	);

	const erased = JSON.parse(
		sitePhp(
			"$tools = apply_filters( 'wp_privacy_personal_data_erasers', array() ); echo wp_json_encode( call_user_func( $tools['jetpack-blocks-newsletter']['callback'], 'reader@example.org', 1 ) );"
		)
	);
	expect( erased ).toMatchObject( { items_removed: true, done: true } );
	expect( count() ).toBe( before - 1 );
} );

test( 'content saved by the reference plugin opens valid with an inner button', async ( {
	page,
	blocks,
} ) => {
	const post = await blocks.createPostWithContent(
		REFERENCE_DEPRECATED,
		'Old newsletter form'
	);
	// Until it is saved again, visitors get the same form, its button built from the old fields.
	const visitor = await BlockSteps.anonymousPage( page );
	await visitor.goto( post.link );
	await expect(
		visitor.getByRole( 'button', { name: 'Subscribe' } )
	).toHaveClass( /has-white-background-color/ );
	await expect(
		visitor.getByRole( 'textbox', { name: 'Enter your email' } )
	).toBeVisible();
	await visitor.close();

	const [ block ] = await blocks.openAndCheckValid( post.id );
	expect( block ).toMatchObject( {
		name: 'jetpack/mailchimp',
		attributes: { emailPlaceholder: 'Enter your email' },
		innerBlocks: [
			{
				name: 'jetpack/button',
				attributes: {
					element: 'button',
					text: 'Subscribe',
					textColor: 'black',
					customBackgroundColor: '#CCCCCC',
				},
			},
		],
	} );
} );

test( 'a Mailchimp audience that cannot be reached shows the set-up placeholder with the reason', async ( {
	page,
	blocks,
} ) => {
	await page.goto(
		'/wp-admin/options-general.php?page=jetpack-blocks-newsletter'
	);
	await page.getByRole( 'radio', { name: 'A Mailchimp audience' } ).check();
	await page
		.getByRole( 'textbox', { name: 'Mailchimp audience ID' } )
		.fill( 'abc123' );
	await page.getByLabel( 'Mailchimp API key' ).fill( 'not-a-key' );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

	await blocks.newPost( 'Mailchimp offline' );
	await blocks.insertFromInserter( 'Mailchimp' );
	// The block itself (its inner button is a block too, so not "the last block").
	const block = blocks.block( 'jetpack/mailchimp' );
	await expect(
		block.getByText( /The Mailchimp API key does not look right/ )
	).toBeVisible();
	await expect(
		block.getByRole( 'link', { name: 'Set up Mailchimp form' } )
	).toHaveAttribute( 'href', /page=jetpack-blocks-newsletter/ );

	// Back to the site's own list: "Re-check Connection" finds it.
	const settings = await page.context().newPage();
	await settings.goto(
		'/wp-admin/options-general.php?page=jetpack-blocks-newsletter'
	);
	await settings
		.getByRole( 'radio', { name: /This site's own list/ } )
		.check();
	await settings.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( settings.getByText( 'Settings saved.' ) ).toBeVisible();
	await settings.close();
	await block.getByRole( 'button', { name: 'Re-check Connection' } ).click();
	await expect(
		block.getByRole( 'textbox', { name: 'Enter your email' } )
	).toBeDisabled();
} );
