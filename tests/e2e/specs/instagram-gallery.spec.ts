/**
 * jetpack/instagram-gallery (the photo feed) on a site of its own: the story connects the admin's
 * account to the site's connection, which other specs expect to find unconnected.
 *
 * With no Instagram app set up, the feed's account is "This site's media library": the site's
 * newest public images. The story: upload images → insert → connect the account (dashboard flow) →
 * connect the feed in the popup (the local consent page posts the keyring id back) → the grid of the
 * site's images → display settings → save → reload valid → the visitor sees the images rendered on
 * the server with no script of ours → disconnect → choose the account again from the list → a
 * failing and an empty gallery show their messages.
 */
import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { BlockSteps } from '../helpers/block-steps';

test.use( {
	ownSiteName: 'instagram-gallery',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'e2e-block-markers.php' ],
} );

test.describe.configure( { mode: 'serial', timeout: 240_000 } );

interface Media {
	id: number;
	source_url: string;
}

/** A real PNG of one colour (width × height), for uploads. */
function solidPng(
	width: number,
	height: number,
	[ r, g, b ]: [ number, number, number ]
): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const sum = Buffer.alloc( 4 );
		sum.writeUInt32BE( zlib.crc32( body ) );
		return Buffer.concat( [ length, body, sum ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // RGB
	const row = Buffer.concat( [
		Buffer.from( [ 0 ] ),
		Buffer.from( Array( width ).fill( [ r, g, b ] ).flat() ),
	] );
	const pixels = Buffer.concat( Array( height ).fill( row ) );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( pixels ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/** The sidebar's controls of the selected block. */
function sidebar( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Editor settings' } );
}

const IMAGES = [
	{ name: 'red', color: [ 200, 30, 30 ], alt: 'A red square' },
	{ name: 'green', color: [ 30, 160, 60 ], alt: 'A green square' },
	{ name: 'blue', color: [ 30, 60, 200 ], alt: 'A blue square' },
] as const;

/** The block has neither token nor account. */
async function expectNoAccount( blocks: BlockSteps ): Promise< void > {
	const attributes = ( await blocks.editorBlocks() )[ 0 ]?.attributes ?? {};
	expect( attributes.accessToken ).toBeUndefined();
	expect( attributes.instagramUser ).toBeUndefined();
}

let uploaded: Media[] = [];
let postId = 0;

test( 'connect, show the site’s images, configure, save, and render them for visitors', async ( {
	page,
	blocks,
	editor,
	requestUtils,
	visitorMarkup,
} ) => {
	// Dated a minute apart, oldest first, so the newest (blue) leads the feed.
	uploaded = [];
	for ( const [ index, image ] of IMAGES.entries() ) {
		const media = ( await requestUtils.uploadMedia( {
			name: `${ image.name }-square.png`,
			mimeType: 'image/png',
			buffer: solidPng( 40, 40, [ ...image.color ] ),
		} as never ) ) as Media;
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/media/${ media.id }`,
			data: {
				alt_text: image.alt,
				date_gmt: new Date(
					Date.now() - ( IMAGES.length - index ) * 60_000
				)
					.toISOString()
					.slice( 0, 19 ),
			},
		} );
		uploaded.push( media );
	}

	await blocks.newPost( 'Photo feed story' );
	let block = await blocks.insertFromInserter( 'Latest Instagram Posts' );
	postId = await blocks.save();

	// Not connected to the site's connection: the spec's message and a connect button.
	await expect(
		block.getByText(
			"First, you'll need to connect your Jetpack Blocks account."
		)
	).toBeVisible();
	await block
		.getByRole( 'button', { name: 'Connect to Jetpack Blocks' } )
		.click();
	// The site is not registered yet: the dashboard's connection flow, then the approval.
	await page.waitForURL( /page=jetpack-blocks/ );
	await page.getByRole( 'button', { name: 'Connect this site' } ).click();
	await page.waitForURL( /page=jetpack-blocks-authorize/ );
	await page.getByRole( 'button', { name: 'Approve' } ).click();
	await page.waitForURL( /page=jetpack-blocks(&|#|$)/ );

	await blocks.editPost( postId );
	block = blocks.block( 'jetpack/instagram-gallery' );
	// Connected, no feed account yet: "Add a new account" opens the 700×700 popup.
	const popupOpened = page.waitForEvent( 'popup' );
	await block.getByRole( 'button', { name: 'Connect an account' } ).click();
	const popup = await popupOpened;
	await popup.waitForLoadState();
	await expect(
		popup.getByRole( 'heading', { name: 'Connect a photo feed' } )
	).toBeVisible();
	// Honest about Instagram: no app is set up here.
	await expect(
		popup.getByText( /No Instagram app is set up on this site/ )
	).toBeVisible();
	const closed = popup.waitForEvent( 'close' );
	await popup
		.getByRole( 'button', { name: 'Use this site’s media library' } )
		.click();
	await closed;

	// The gallery of the site's images, newest first; the account is named.
	const images = block.locator(
		'.wp-block-jetpack-instagram-gallery__grid img'
	);
	await expect( images ).toHaveCount( 3 );
	await expect( images.nth( 0 ) ).toHaveAttribute( 'alt', 'A blue square' );
	await expect( images.nth( 2 ) ).toHaveAttribute( 'alt', 'A red square' );

	await editor.openDocumentSettingsSidebar();
	const settings = sidebar( page );
	await expect(
		settings.getByText( "This site's media library", { exact: true } )
	).toBeVisible();
	// Nine asked, three there: the plural notice, about the media library (not an Instagram account).
	await expect(
		settings.getByText(
			'There are currently only 3 images in this site’s media library.'
		)
	).toBeVisible();

	await settings
		.getByRole( 'spinbutton', { name: 'Number of Posts' } )
		.fill( '2' );
	await expect( images ).toHaveCount( 2 );
	await expect(
		settings.getByText( /There (is|are) currently/ )
	).toHaveCount( 0 );
	await settings
		.getByRole( 'spinbutton', { name: 'Number of Columns' } )
		.fill( '2' );
	await settings
		.getByRole( 'spinbutton', { name: 'Image Spacing (px)' } )
		.fill( '24' );
	await settings.getByLabel( 'Stack on mobile' ).uncheck();
	const grid = block.locator( '.wp-block-jetpack-instagram-gallery__grid' );
	await expect( grid ).toHaveClass(
		/wp-block-jetpack-instagram-gallery__grid-columns-2/
	);
	await expect( grid ).not.toHaveClass( /is-stacked-on-mobile/ );
	await expect( grid ).toHaveCSS( 'row-gap', '24px' );

	await blocks.save();
	const [ saved ] = await blocks.reloadAndCheckValid();
	expect( saved ).toMatchObject( {
		name: 'jetpack/instagram-gallery',
		attributes: {
			accessToken: 'media-library',
			instagramUser: "This site's media library",
			count: 2,
			columns: 2,
			spacing: 24,
			isStackedOnMobile: false,
		},
	} );

	// The visitor: the two newest images, rendered on the server, linking to their files.
	const visitor = await blocks.visitFrontEnd( postId );
	const feed = visitor.locator( '.wp-block-jetpack-instagram-gallery' );
	const cells = feed.locator(
		'a.wp-block-jetpack-instagram-gallery__grid-post'
	);
	await expect( cells ).toHaveCount( 2 );
	await expect( cells.nth( 0 ) ).toHaveAttribute(
		'href',
		uploaded[ 2 ]!.source_url
	);
	await expect( cells.nth( 0 ).locator( 'img' ) ).toHaveAttribute(
		'alt',
		'A blue square'
	);
	await expect( cells.nth( 1 ).locator( 'img' ) ).toHaveAttribute(
		'alt',
		'A green square'
	);
	const visitorGrid = feed.locator(
		'.wp-block-jetpack-instagram-gallery__grid'
	);
	await expect( visitorGrid ).toHaveClass(
		/wp-block-jetpack-instagram-gallery__grid-columns-2/
	);
	await expect( visitorGrid ).toHaveCSS( 'row-gap', '24px' );
	await expect( cells.nth( 0 ).locator( 'img' ) ).toHaveJSProperty(
		'complete',
		true
	);
	expect(
		( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
			src.includes( 'jetpack-blocks' )
		)
	).toEqual( [] );
	await visitorMarkup.check( visitor, 'jetpack/instagram-gallery' );
	await visitor.close();
} );

test( 'disconnect clears the account; the list offers it again; a failing or empty gallery says so', async ( {
	page,
	blocks,
	editor,
} ) => {
	expect( postId, 'the first story saved the post' ).toBeGreaterThan( 0 );
	await blocks.editPost( postId );
	const block = blocks.block( 'jetpack/instagram-gallery' );
	await block.click();
	await editor.openDocumentSettingsSidebar();
	await sidebar( page )
		.getByRole( 'button', { name: 'Disconnect your account' } )
		.click();
	await expectNoAccount( blocks );

	// The account chosen before is listed, besides "Add a new account".
	const account = block.getByRole( 'radio', {
		name: "This site's media library",
	} );
	await expect( account ).toBeChecked();
	await expect(
		block.getByRole( 'radio', { name: 'Add a new account' } )
	).toBeVisible();

	// A failing gallery: the spec's message, and the account is cleared again.
	await page.route(
		( url ) =>
			decodeURIComponent( url.toString() ).includes(
				'/instagram-gallery/gallery'
			),
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'application/json',
				body: JSON.stringify( { external_name: 'x', images: 'none' } ),
			} )
	);
	await block.getByRole( 'button', { name: 'Use this account' } ).click();
	await expect(
		block.getByText( 'An error occurred. Please try again later.' )
	).toBeVisible();
	await expectNoAccount( blocks );

	// An empty gallery keeps the account and says there is nothing to show.
	await page.unrouteAll();
	await page.route(
		( url ) =>
			decodeURIComponent( url.toString() ).includes(
				'/instagram-gallery/gallery'
			),
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'application/json',
				body: JSON.stringify( {
					external_name: "This site's media library",
					images: [],
				} ),
			} )
	);
	await block.getByRole( 'button', { name: 'Use this account' } ).click();
	await expect(
		block.getByText( 'No images were found in this site’s media library.' )
	).toBeVisible();
	await expect(
		sidebar( page ).getByText(
			'There are currently no images in this site’s media library.'
		)
	).toBeVisible();
	await page.unrouteAll();

	// Choosing the account again with the real route brings the images back.
	await sidebar( page )
		.getByRole( 'button', { name: 'Disconnect your account' } )
		.click();
	await block.getByRole( 'button', { name: 'Use this account' } ).click();
	await expect(
		block.locator( '.wp-block-jetpack-instagram-gallery__grid img' )
	).toHaveCount( 2 );
} );

test( 'the routes keep one user’s accounts from another, and private images out of the feed', async ( {
	ownSite,
	requestUtils,
} ) => {
	// The newest image belongs to a draft: it is not the public's, so no feed shows it.
	const draft = ( await requestUtils.createPost( {
		title: 'Unfinished',
		status: 'draft',
		date_gmt: new Date().toISOString(),
	} ) ) as { id: number };
	const hidden = ( await requestUtils.uploadMedia( {
		name: 'draft-square.png',
		mimeType: 'image/png',
		buffer: solidPng( 40, 40, [ 250, 200, 0 ] ),
	} as never ) ) as Media;
	await requestUtils.rest( {
		method: 'POST',
		path: `/wp/v2/media/${ hidden.id }`,
		data: { post: draft.id, alt_text: 'A draft square' },
	} );

	const author = await ownSite.signIn( 'author' );
	const get = ( path: string, query = '' ) =>
		author.context.get(
			`/?rest_route=${ encodeURIComponent( path ) }${ query }`,
			{ headers: { 'X-WP-Nonce': author.nonce } }
		);
	// The admin chose the media library; the author has not.
	expect(
		await ( await get( '/wpcom/v2/instagram-gallery/connections' ) ).json()
	).toEqual( [] );
	// The local feed is anyone's to show; a connection number that is not theirs is not found.
	const local = await get(
		'/wpcom/v2/instagram-gallery/gallery',
		'&access_token=media-library&count=1'
	);
	expect( local.status() ).toBe( 200 );
	expect(
		( ( await local.json() ) as { images: unknown[] } ).images
	).toHaveLength( 1 );
	const all = ( await (
		await get(
			'/wpcom/v2/instagram-gallery/gallery',
			'&access_token=media-library&count=30'
		)
	).json() ) as { external_name: string; images: Array< { title: string } > };
	expect( all.external_name ).toBe( "This site's media library" );
	expect( all.images.map( ( image ) => image.title ) ).toEqual( [
		'A blue square',
		'A green square',
		'A red square',
	] );
	const other = await get(
		'/wpcom/v2/instagram-gallery/gallery',
		'&access_token=1'
	);
	expect( other.status() ).toBe( 404 );
	for ( const query of [
		'',
		'&access_token=x',
		'&access_token=media-library&count=31',
	] ) {
		const bad = await get( '/wpcom/v2/instagram-gallery/gallery', query );
		expect( { query, status: bad.status() } ).toEqual( {
			query,
			status: 400,
		} );
	}
	const url = await get( '/wpcom/v2/instagram-gallery/connect-url' );
	expect( await url.json() ).toMatch(
		/\/wp-admin\/admin\.php\?page=jetpack-blocks-instagram-connect$/
	);
} );
