import type { Locator } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

/** The reference plugin's stored address with a map link: its href holds raw spaces. */
const REFERENCE_ADDRESS =
	'<!-- wp:jetpack/contact-info -->\n' +
	'<div class="wp-block-jetpack-contact-info"><!-- wp:jetpack/address {"address":"987  Photon Drive","addressLine2":"Apartment 5","city":"Speedyville","region":"CA","postal":"12345","country":"USA","linkToGoogleMaps":true} -->\n' +
	'\t<div class="wp-block-jetpack-address"><a href="https://www.google.com/maps/search/987+ Photon Drive,Apartment 5,+Speedyville,+CA,+12345+USA" target="_blank" rel="noopener noreferrer" title="Open address in Google Maps"><div class="jetpack-address__address jetpack-address__address1">987  Photon Drive</div><div class="jetpack-address__address jetpack-address__address2">Apartment 5</div><div><span class="jetpack-address__city">Speedyville</span>, <span class="jetpack-address__region">CA</span> <span class="jetpack-address__postal">12345</span></div><div class="jetpack-address__country">USA</div></a></div>\n' +
	'\t<!-- /wp:jetpack/address --></div>\n' +
	'\t<!-- /wp:jetpack/contact-info -->';

/** The reference plugin's stored e-mail, phone and name children, in one container. */
const REFERENCE_CHILDREN =
	'<!-- wp:jetpack/contact-info -->\n' +
	'<div class="wp-block-jetpack-contact-info">\n' +
	'\t<!-- wp:jetpack/name {"name":"Acme Corporation"} -->\n' +
	'\t<div class="wp-block-jetpack-name">Acme Corporation</div>\n' +
	'\t<!-- /wp:jetpack/name -->\n' +
	'<!-- wp:jetpack/email {"email":"hello@yourjetpack.blog"} -->\n' +
	'\t<div class="wp-block-jetpack-email"><a href="mailto:hello@yourjetpack.blog">hello@yourjetpack.blog</a></div>\n' +
	'\t<!-- /wp:jetpack/email -->\n' +
	'<!-- wp:jetpack/phone {"phone":"123-456-7890"} -->\n' +
	'\t<div class="wp-block-jetpack-phone"><a href="tel:1234567890">123-456-7890</a></div>\n' +
	'\t<!-- /wp:jetpack/phone --></div>\n' +
	'<!-- /wp:jetpack/contact-info -->';

const REFERENCE_MAPS_URL =
	'https://www.google.com/maps/search/?api=1&query=987%20Photon%20Drive%2C%20Apartment%205%2C%20Speedyville%2C%20CA%2012345%2C%20USA';

/** The children of the first contact info block in the editor canvas. */
function children( container: Locator ): Locator {
	return container.locator( '[data-type]' );
}

test.describe( 'jetpack/contact-info', () => {
	test( 'insert, type e-mail, phone and address, link the map, save, reload, and give visitors working links', async ( {
		page,
		editor,
		blocks,
		visitorMarkup,
	} ) => {
		// The longest story of the block specs: ten fields typed key by key, a save, a reload and
		// the visitor page's checks. On the shared 2-core machine it can pass the default minute.
		test.slow();
		await blocks.newPost( 'Contact story' );

		// The children are offered only inside the container.
		await page
			.getByRole( 'button', {
				name: /^(Toggle block inserter|Block Inserter)$/,
			} )
			.first()
			.click();
		await page
			.getByRole( 'searchbox', { name: /Search/ } )
			.fill( 'Phone Number' );
		await expect(
			page.getByRole( 'option', { name: 'Phone Number', exact: true } )
		).toHaveCount( 0 );
		await page
			.getByRole( 'button', {
				name: /^(Toggle block inserter|Block Inserter|Close Block Inserter)$/,
			} )
			.first()
			.click();

		await blocks.insertFromInserter( 'Contact Info' );
		const container = blocks.block( 'jetpack/contact-info' );
		// It starts with e-mail, phone and address.
		await expect( children( container ) ).toHaveCount( 3 );
		expect(
			await children( container ).evaluateAll( ( nodes ) =>
				nodes.map( ( node ) => node.getAttribute( 'data-type' ) )
			)
		).toEqual( [ 'jetpack/email', 'jetpack/phone', 'jetpack/address' ] );

		// E-mail: Enter neither splits the block nor adds a line.
		const email = container.getByRole( 'textbox', { name: 'Email' } );
		await email.click();
		await page.keyboard.type( 'Write to hello@example.com.' );
		await page.keyboard.press( 'Enter' );
		await expect( email ).toHaveValue( 'Write to hello@example.com.' );
		await expect( children( container ) ).toHaveCount( 3 );

		// A typo gets a note instead of a silent missing link.
		const phone = container.getByRole( 'textbox', {
			name: 'Phone number',
		} );
		await phone.fill( 'ask at reception' );
		await expect(
			container.getByText( 'No phone number found' )
		).toBeVisible();
		await phone.fill( '' );
		await phone.click();
		await page.keyboard.type( 'Call +1 (555) 123-4567' );
		await page.keyboard.press( 'Enter' );
		await expect( phone ).toHaveValue( 'Call +1 (555) 123-4567' );
		await expect(
			container.getByText( 'No phone number found' )
		).toHaveCount( 0 );

		// Address: Enter moves from field to field.
		const address = blocks.block( 'jetpack/address' );
		await address
			.getByRole( 'textbox', { name: 'Street Address' } )
			.click();
		for ( const value of [
			'987 Photon Drive',
			'Apartment 5',
			'',
			'Speedyville',
			'CA',
			'12345',
			'USA',
		] ) {
			await page.keyboard.type( value );
			await page.keyboard.press( 'Enter' );
		}
		await expect(
			address.getByRole( 'textbox', { name: 'Address Line 2' } )
		).toHaveValue( 'Apartment 5' );
		await expect(
			address.getByRole( 'textbox', { name: 'Postal/Zip Code' } )
		).toHaveValue( '12345' );
		const country = address.getByRole( 'textbox', { name: 'Country' } );
		await expect( country ).toHaveValue( 'USA' );
		await expect( country ).toBeFocused();
		await expect( children( container ) ).toHaveCount( 3 );

		await editor.openDocumentSettingsSidebar();
		await page.getByLabel( 'Link address to Google Maps' ).check();

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/contact-info',
			innerBlocks: [
				{
					name: 'jetpack/email',
					attributes: { email: 'Write to hello@example.com.' },
				},
				{
					name: 'jetpack/phone',
					attributes: { phone: 'Call +1 (555) 123-4567' },
				},
				{
					name: 'jetpack/address',
					attributes: {
						address: '987 Photon Drive',
						addressLine2: 'Apartment 5',
						addressLine3: '',
						city: 'Speedyville',
						region: 'CA',
						postal: '12345',
						country: 'USA',
						linkToGoogleMaps: true,
					},
				},
			],
		} );

		const visitor = await blocks.visitFrontEnd( postId );
		const front = visitor.locator( '.wp-block-jetpack-contact-info' );
		const mail = front.locator( '.wp-block-jetpack-email a' );
		await expect( mail ).toHaveCount( 1 );
		await expect( mail ).toHaveAttribute(
			'href',
			'mailto:hello@example.com'
		);
		await expect( mail ).toHaveText( 'hello@example.com' );
		const tel = front.locator( '.wp-block-jetpack-phone a' );
		await expect( tel ).toHaveAttribute( 'href', 'tel:+15551234567' );
		await expect( tel ).toHaveText( '+1 (555) 123-4567' );
		const map = front.locator( '.wp-block-jetpack-address a' );
		await expect( map ).toHaveAttribute(
			'href',
			'https://www.google.com/maps/search/?api=1&query=987%20Photon%20Drive%2C%20Apartment%205%2C%20Speedyville%2C%20CA%2012345%2C%20USA'
		);
		await expect( map ).toHaveAttribute( 'target', '_blank' );
		await expect( map.locator( '.jetpack-address__city' ) ).toHaveText(
			'Speedyville'
		);
		// Static blocks: visitors get no script of ours.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/contact-info' );
		await visitor.close();
	} );

	test( 'opens content saved by the reference plugin as valid, and gives visitors an encoded map link', async ( {
		blocks,
		page,
		visitorMarkup,
	} ) => {
		const post = await blocks.createPostWithContent(
			`${ REFERENCE_ADDRESS }\n\n${ REFERENCE_CHILDREN }`,
			'Reference contact info'
		);
		await blocks.editPost( post.id );
		const [ withAddress, withChildren ] =
			await blocks.reloadAndCheckValid();
		expect( withAddress?.innerBlocks[ 0 ] ).toMatchObject( {
			name: 'jetpack/address',
			isValid: true,
			attributes: {
				address: '987  Photon Drive',
				city: 'Speedyville',
				linkToGoogleMaps: true,
			},
		} );
		expect(
			withChildren?.innerBlocks.map( ( block ) => [
				block.name,
				block.isValid,
			] )
		).toEqual( [
			[ 'jetpack/name', true ],
			[ 'jetpack/email', true ],
			[ 'jetpack/phone', true ],
		] );

		// Visitors see the stored post (not re-saved): the map link is encoded on the way out.
		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		await expect(
			visitor.locator( '.wp-block-jetpack-address a' )
		).toHaveAttribute( 'href', REFERENCE_MAPS_URL );
		await expect(
			visitor.locator( '.wp-block-jetpack-email a' )
		).toHaveAttribute( 'href', 'mailto:hello@yourjetpack.blog' );
		await expect(
			visitor.locator( '.wp-block-jetpack-phone a' )
		).toHaveAttribute( 'href', 'tel:1234567890' );
		await expect( visitor.locator( '.wp-block-jetpack-name' ) ).toHaveText(
			'Acme Corporation'
		);
		await visitorMarkup.check( visitor, 'jetpack/contact-info' );
		await visitor.close();
	} );

	test( 'the visitor-markup check catches the raw spaces of the stored map link', async ( {
		page,
		visitorMarkup,
	} ) => {
		const stored = REFERENCE_ADDRESS.replace( /<!--[^]*?-->/g, '' ).trim();
		const source = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Stored address</title></head><body><main><!-- e2e-block:start jetpack/contact-info -->${ stored }<!-- e2e-block:end jetpack/contact-info --></main></body></html>`;
		await page.setContent( source );
		expect(
			await visitorMarkup.problems( page, 'jetpack/contact-info', {
				source,
			} )
		).toEqual( [
			expect.stringMatching(
				/^HTML: Bad value “https:\/\/www\.google\.com\/maps\/search\/987\+ Photon Drive.*” for attribute “href” on element “a”: Illegal character in path segment\. Space is not allowed\./
			),
		] );
	} );
} );
