/**
 * jetpack/slideshow: the editor story (images from the media library, autoplay, delay, fade), the
 * visitor's carousel (swiper loaded only here), reduced motion, a page without a slideshow, and the
 * failure path when the library chunk cannot be fetched.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';
import { pickMediaItems } from '../helpers/media-modal';

test.describe.configure( { timeout: 180_000 } );

interface Media {
	id: number;
	source_url: string;
}

/** A solid-colour PNG (no fixture files needed). */
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
	header[ 8 ] = 8;
	header[ 9 ] = 2;
	const row = Buffer.concat( [
		Buffer.from( [ 0 ] ),
		Buffer.from( Array( width ).fill( [ r, g, b ] ).flat() ),
	] );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk(
			'IDAT',
			zlib.deflateSync( Buffer.concat( Array( height ).fill( row ) ) )
		),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

const COLOURS: [ string, [ number, number, number ] ][] = [
	[ 'red', [ 200, 30, 30 ] ],
	[ 'green', [ 30, 160, 60 ] ],
	[ 'blue', [ 30, 60, 200 ] ],
];

/** The data-id of the slide swiper shows. */
async function activeId( visitor: Page ): Promise< string | null > {
	return visitor
		.locator( '.wp-block-jetpack-slideshow .swiper-slide-active img' )
		.getAttribute( 'data-id' );
}

test.describe( 'jetpack/slideshow', () => {
	// The first story answers the carousel's library with a 404 on purpose (its failure message).
	test.use( { allowedConsoleError: /status of 404/ } );

	test( 'choose images, autoplay with a 2 s fade, save, reload valid; visitors get the carousel', async ( {
		page,
		blocks,
		editor,
		requestUtils,
		visitorMarkup,
	} ) => {
		const word = `slides${ Date.now().toString( 36 ) }`;
		const uploaded: Media[] = [];
		for ( const [ name, colour ] of COLOURS ) {
			const media = ( await requestUtils.uploadMedia( {
				name: `${ word }-${ name }.png`,
				mimeType: 'image/png',
				buffer: solidPng( 160, 90, colour ),
			} as never ) ) as Media;
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/media/${ media.id }`,
				data: {
					title: `${ word } ${ name }`,
					alt_text: `A ${ name } slide`,
				},
			} );
			uploaded.push( media );
		}

		await blocks.newPost( 'Slideshow story' );
		const block = await blocks.insertFromInserter( 'Slideshow' );
		await expect(
			block.getByText(
				'Drag images, upload new ones or select files from your library.'
			)
		).toBeVisible();

		// The media library, in gallery mode: pick the three, then create and insert the gallery.
		await block.getByRole( 'button', { name: 'Media Library' } ).click();
		const modal = page.locator( '.media-modal' );
		await expect( modal ).toBeVisible();
		await modal
			.getByRole( 'tab', { name: 'Media Library' } )
			.click()
			.catch( () => undefined );
		await modal.locator( '#media-search-input' ).fill( word );
		await pickMediaItems(
			modal,
			COLOURS.map( ( [ name ] ) => `${ word } ${ name }` )
		);
		await modal
			.getByRole( 'button', { name: 'Create a new gallery' } )
			.click();
		await modal.getByRole( 'button', { name: 'Insert gallery' } ).click();
		await expect( modal ).toBeHidden();

		await expect( block.getByText( 'Slide 1 of 3' ) ).toBeVisible();
		await block.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect( block.getByText( 'Slide 2 of 3' ) ).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		await page.getByRole( 'checkbox', { name: 'Autoplay' } ).check();
		await page
			.getByRole( 'spinbutton', {
				name: 'Delay between transitions (in seconds)',
			} )
			.fill( '2' );
		await page
			.getByRole( 'combobox', { name: 'Transition effect' } )
			.selectOption( 'fade' );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/slideshow',
			attributes: {
				autoplay: true,
				delay: 2,
				effect: 'fade',
				ids: uploaded.map( ( media ) => media.id ),
				sizeSlug: 'large',
			},
		} );
		expect(
			( saved?.attributes.images as { id: string; alt: string }[] ).map(
				( image ) => [ image.id, image.alt ]
			)
		).toEqual(
			uploaded.map( ( media, index ) => [
				String( media.id ),
				`A ${ COLOURS[ index ]?.[ 0 ] } slide`,
			] )
		);

		// A visitor who does not mind motion: swiper runs, autoplaying.
		const visitor = await blocks.visitFrontEnd( postId );
		await visitor.emulateMedia( { reducedMotion: 'no-preference' } );
		await visitor.reload();
		const slideshow = visitor.locator( '.wp-block-jetpack-slideshow' );
		await expect(
			slideshow.locator( '.wp-block-jetpack-slideshow_container' )
		).toHaveClass( /swiper-initialized/ );
		expect(
			( await BlockSteps.scriptSources( visitor ) ).some( ( src ) =>
				src.includes( 'blocks/slideshow/view.js' )
			)
		).toBe( true );
		const pause = slideshow.getByRole( 'button', {
			name: 'Pause Slideshow',
		} );
		await expect( pause ).toBeVisible();
		await pause.click();
		await expect(
			slideshow.getByRole( 'button', { name: 'Play Slideshow' } )
		).toBeVisible();

		const bullets = slideshow.getByRole( 'button', {
			name: /^Go to slide \d$/,
		} );
		await expect( bullets ).toHaveCount( 3 );
		const first = await activeId( visitor );
		await slideshow.getByRole( 'button', { name: 'Next slide' } ).click();
		await expect.poll( () => activeId( visitor ) ).not.toBe( first );
		const second = await activeId( visitor );
		// In loop mode swiper ignores a slide request while a transition runs (loopPreventsSliding),
		// as it would a visitor's double click: let the 300 ms fade finish first.
		await visitor.waitForTimeout( 600 );
		await slideshow
			.getByRole( 'button', { name: 'Previous slide' } )
			.click();
		await expect.poll( () => activeId( visitor ) ).toBe( first );
		await visitor.waitForTimeout( 600 );
		await slideshow
			.getByRole( 'button', { name: 'Go to slide 3' } )
			.click();
		await expect
			.poll( () => activeId( visitor ) )
			.toBe( String( uploaded[ 2 ]?.id ) );
		const ids = uploaded.map( ( media ) => String( media.id ) );
		expect( second ).toBe(
			ids[ ( ids.indexOf( first ?? '' ) + 1 ) % ids.length ]
		);
		// After the transition the bullet of the shown slide has the focus.
		await expect(
			slideshow.getByRole( 'button', { name: 'Go to slide 3' } )
		).toBeFocused();

		await slideshow
			.getByRole( 'button', { name: 'Play Slideshow' } )
			.click();
		await expect(
			slideshow.getByRole( 'button', { name: 'Pause Slideshow' } )
		).toBeVisible();
		await visitorMarkup.check( visitor, 'jetpack/slideshow' );
		await visitor.close();

		// A visitor who prefers reduced motion: no autoplay (the button offers to play).
		const calm = await blocks.visitFrontEnd( postId );
		await calm.emulateMedia( { reducedMotion: 'reduce' } );
		await calm.reload();
		await expect(
			calm.locator( '.wp-block-jetpack-slideshow_container' )
		).toHaveClass( /swiper-initialized/ );
		await expect(
			calm.getByRole( 'button', { name: 'Play Slideshow' } )
		).toBeVisible();
		const still = await activeId( calm );
		await calm.waitForTimeout( 3000 );
		expect( await activeId( calm ) ).toBe( still );
		await calm.close();

		// The library cannot be fetched: the message, and the images stay visible.
		const broken = await BlockSteps.anonymousPage( page );
		await broken.route( /\/blocks\/slideshow\/swiper\.js/, ( route ) =>
			route.fulfill( { status: 404, body: 'Not found' } )
		);
		await broken.goto( `/?p=${ postId }` );
		await expect(
			broken.getByRole( 'alert' ).filter( {
				hasText: 'The Swiper library could not be loaded.',
			} )
		).toBeVisible();
		await expect(
			broken.locator( '.wp-block-jetpack-slideshow img' ).first()
		).toBeVisible();
		await expect(
			broken.locator( '.wp-block-jetpack-slideshow img' )
		).toHaveCount( 3 );
		await expect(
			broken.locator( '.wp-block-jetpack-slideshow_container' )
		).not.toHaveClass( /swiper-initialized/ );
		await broken.close();

		// Without JavaScript: every image is in the page, the first one shown, the controls hidden.
		const context = await page
			.context()
			.browser()!
			.newContext( {
				baseURL: process.env.WP_BASE_URL,
				javaScriptEnabled: false,
				storageState: { cookies: [], origins: [] },
			} );
		const plain = await context.newPage();
		await plain.goto( `/?p=${ postId }` );
		const images = plain.locator( '.wp-block-jetpack-slideshow img' );
		await expect( images ).toHaveCount( 3 );
		await expect( images.first() ).toBeVisible();
		await expect( images.first() ).toHaveAttribute( 'alt', 'A red slide' );
		await expect(
			plain.locator( '.wp-block-jetpack-slideshow_button-next' )
		).toBeHidden();
		await context.close();
	} );

	test( 'saving is locked while an image uploads, and unlocked after', async ( {
		page,
		blocks,
	} ) => {
		let release: () => void = () => undefined;
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			( url ) => url.href.includes( 'wp/v2/media' ),
			async ( route ) => {
				if ( route.request().method() === 'POST' ) {
					await held;
				}
				await route.continue();
			}
		);
		await blocks.newPost( 'Slideshow upload' );
		const block = await blocks.insertFromInserter( 'Slideshow' );
		await block
			.locator( 'input[type="file"]' )
			.first()
			.setInputFiles( {
				name: `upload-${ Date.now().toString( 36 ) }.png`,
				mimeType: 'image/png',
				buffer: solidPng( 120, 80, [ 250, 180, 20 ] ),
			} );
		const locked = () =>
			page.evaluate( () =>
				(
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									isPostSavingLocked: () => boolean;
								};
							};
						};
					}
				 ).wp.data
					.select( 'core/editor' )
					.isPostSavingLocked()
			);
		await expect.poll( locked ).toBe( true );
		release();
		await expect.poll( locked ).toBe( false );
		const [ inserted ] = await blocks.editorBlocks();
		const images = inserted?.attributes.images as {
			id: string;
			url: string;
		}[];
		expect( images ).toHaveLength( 1 );
		expect( Number( images[ 0 ]?.id ) ).toBeGreaterThan( 0 );
		expect( images[ 0 ]?.url ).not.toMatch( /^blob:/ );
		await expect( block.getByText( 'Slide 1 of 1' ) ).toBeVisible();
	} );

	test( 'a page without a slideshow loads neither the slideshow script nor swiper', async ( {
		page,
		blocks,
	} ) => {
		const post = await blocks.createPostWithContent(
			'<!-- wp:paragraph --><p>No slides here.</p><!-- /wp:paragraph -->',
			'Plain page'
		);
		const visitor = await BlockSteps.anonymousPage( page );
		const requested: string[] = [];
		visitor.on( 'request', ( request ) => requested.push( request.url() ) );
		await visitor.goto( post.link );
		await expect( visitor.getByText( 'No slides here.' ) ).toBeVisible();
		await visitor.waitForLoadState( 'load' );
		expect(
			requested.filter( ( url ) => /slideshow|swiper/.test( url ) )
		).toEqual( [] );
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		await visitor.close();
	} );
} );
