/**
 * Carousel (php-stubs/modules/features/carousel.php): with the module on, a visitor opens a gallery
 * image full screen from the keyboard, moves with the arrow keys or a drag (the pointer events a
 * swipe makes), sees the caption and, with "display EXIF" on, the photo's EXIF data WordPress read
 * at upload; the background is the chosen colour; focus stays in the viewer and comes back to the
 * image on Escape. A tiled gallery's images open the same way. A page without a gallery loads none of it; with the module off, the image is a
 * plain image again.
 */
import { execFileSync } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

test.use( {
	ownSiteName: 'module-carousel',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'own-site/content-features.php' ],
} );
// The module's switch and options are site-wide: the stories run one after the other.
test.describe.configure( { mode: 'serial' } );

/** A solid 1200×800 JPEG made by PHP's GD (the suite's sites run on that PHP). */
function solidJpeg(): Buffer {
	return execFileSync( 'php', [
		'-r',
		'$i = imagecreatetruecolor( 1200, 800 ); imagefill( $i, 0, 0, imagecolorallocate( $i, 42, 111, 176 ) ); imagejpeg( $i, null, 80 );',
	] );
}

/**
 * The JPEG with an EXIF block (APP1) after its start marker: camera model, f/2.8, 1/250 s, ISO 200,
 * 50 mm, as a camera writes them (little-endian TIFF, the photo's settings in the Exif IFD).
 */
function withExif( jpeg: Buffer ): Buffer {
	const tiff = Buffer.alloc( 148 );
	tiff.write( 'II', 0, 'ascii' );
	tiff.writeUInt16LE( 42, 2 );
	tiff.writeUInt32LE( 8, 4 );
	const entry = (
		at: number,
		tag: number,
		type: number,
		count: number,
		value: number
	) => {
		tiff.writeUInt16LE( tag, at );
		tiff.writeUInt16LE( type, at + 2 );
		tiff.writeUInt32LE( count, at + 4 );
		if ( type === 3 ) {
			tiff.writeUInt16LE( value, at + 8 );
		} else {
			tiff.writeUInt32LE( value, at + 8 );
		}
	};
	// IFD0 at 8: Make, Model, pointer to the Exif IFD; then their strings at 50 and 58.
	tiff.writeUInt16LE( 3, 8 );
	entry( 10, 0x010f, 2, 8, 50 );
	entry( 22, 0x0110, 2, 11, 58 );
	entry( 34, 0x8769, 4, 1, 70 );
	tiff.write( 'Testcam\0', 50, 'ascii' );
	tiff.write( 'Testcam Z9\0', 58, 'ascii' );
	// Exif IFD at 70: exposure time, f-number, ISO, focal length; the fractions from 124.
	tiff.writeUInt16LE( 4, 70 );
	entry( 72, 0x829a, 5, 1, 124 );
	entry( 84, 0x829d, 5, 1, 132 );
	entry( 96, 0x8827, 3, 1, 200 );
	entry( 108, 0x920a, 5, 1, 140 );
	for ( const [ at, numerator, denominator ] of [
		[ 124, 1, 250 ],
		[ 132, 28, 10 ],
		[ 140, 50, 1 ],
	] as const ) {
		tiff.writeUInt32LE( numerator, at );
		tiff.writeUInt32LE( denominator, at + 4 );
	}
	const body = Buffer.concat( [ Buffer.from( 'Exif\0\0', 'ascii' ), tiff ] );
	const header = Buffer.from( [ 0xff, 0xe1, 0, 0 ] );
	header.writeUInt16BE( body.length + 2, 2 );
	return Buffer.concat( [
		jpeg.subarray( 0, 2 ),
		header,
		body,
		jpeg.subarray( 2 ),
	] );
}

/** The same images in a tiled gallery, one row of two, as the block saves it. */
function tiledGalleryMarkup(
	images: Array< { id: number; url: string; alt: string } >
): string {
	const columns = images
		.map(
			( image ) =>
				`<div class="tiled-gallery__col"><figure class="tiled-gallery__item"><img alt="${ image.alt }" data-height="800" data-id="${ image.id }" data-link="${ image.url }" data-url="${ image.url }" data-width="1200" src="${ image.url }" data-amp-layout="responsive"/></figure></div>`
		)
		.join( '' );
	return `<!-- wp:jetpack/tiled-gallery {"ids":[${ images
		.map( ( image ) => image.id )
		.join(
			','
		) }]} -->\n<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div class=""><div class="tiled-gallery__gallery"><div class="tiled-gallery__row columns-${
		images.length
	}">${ columns }</div></div></div></div>\n<!-- /wp:jetpack/tiled-gallery -->`;
}

function galleryMarkup(
	images: Array< { id: number; url: string; alt: string; caption: string } >
): string {
	const inner = images
		.map(
			( image ) =>
				`<!-- wp:image {"id":${ image.id },"sizeSlug":"large","linkDestination":"none"} -->\n<figure class="wp-block-image size-large"><img src="${ image.url }" alt="${ image.alt }" class="wp-image-${ image.id }"/><figcaption class="wp-element-caption">${ image.caption }</figcaption></figure>\n<!-- /wp:image -->`
		)
		.join( '\n\n' );
	return `<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images columns-default is-cropped">${ inner }</figure>\n<!-- /wp:gallery -->`;
}

async function visit( browser: Browser, baseURL: string, link: string ) {
	// Signed out: the test's own context options (the admin's session) would otherwise apply.
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	const urls: string[] = [];
	page.on( 'request', ( request ) => urls.push( request.url() ) );
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.goto( link );
	return {
		page,
		errors,
		carouselFiles: () =>
			urls.filter( ( url ) => /extensions\/carousel\//.test( url ) ),
		close: () => context.close(),
	};
}

test.describe( 'Carousel', () => {
	let link = '';
	let plainLink = '';
	let tiledLink = '';

	test.beforeAll( async ( { requestUtils } ) => {
		const jpeg = withExif( solidJpeg() );
		const images = [];
		for ( const [ index, alt ] of [ 'Blue lake', 'Blue sky' ].entries() ) {
			const media = ( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/media',
				headers: {
					'Content-Type': 'image/jpeg',
					'Content-Disposition': `attachment; filename="carousel-${ index }.jpg"`,
				},
				data: jpeg,
			} ) ) as {
				id: number;
				source_url: string;
				media_details: {
					sizes: Record< string, { source_url: string } >;
				};
			};
			images.push( {
				id: media.id,
				url:
					media.media_details.sizes.large?.source_url ??
					media.media_details.sizes.medium?.source_url ??
					media.source_url,
				alt,
				caption: `Caption ${ index + 1 }`,
				full: media.source_url,
			} );
		}
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Gallery',
				content: galleryMarkup( images ),
				status: 'publish',
			},
		} ) ) as { link: string };
		link = post.link;
		tiledLink = (
			( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: 'Tiled gallery',
					content: tiledGalleryMarkup( images ),
					status: 'publish',
				},
			} ) ) as { link: string }
		 ).link;
		plainLink = (
			( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: 'No gallery',
					content:
						'<!-- wp:paragraph --><p>Words only.</p><!-- /wp:paragraph -->',
					status: 'publish',
				},
			} ) ) as { link: string }
		 ).link;
	} );

	test( 'on: a visitor opens an image full screen from the keyboard, moves, reads its EXIF, and gets focus back', async ( {
		requestUtils,
		browser,
		ownSite,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/carousel/active',
			data: { active: true },
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/carousel',
			data: {
				carousel_background_color: 'white',
				carousel_display_exif: true,
			},
		} );
		const visitor = await visit( browser, ownSite.baseURL, link );
		const { page } = visitor;
		const first = page.getByRole( 'button', {
			name: 'View full screen: Blue lake',
		} );
		await first.focus();
		await page.keyboard.press( 'Enter' );

		const viewer = page.getByRole( 'dialog', {
			name: 'Gallery images, full screen (2)',
		} );
		await expect( viewer ).toBeVisible();
		// The full image (the original upload), not the page's smaller size.
		await expect(
			viewer.locator( '.pswp__item[aria-hidden="false"] img.pswp__img' )
		).toHaveAttribute( 'src', /carousel-0(-\d+)?\.jpg$/ );
		await expect( viewer.locator( '.pswp__counter' ) ).toHaveText(
			'1 / 2'
		);
		const info = viewer.locator( '.jetpack-carousel__info' );
		await expect( info ).toContainText( 'Caption 1' );
		await expect( info.locator( 'dt' ) ).toHaveText( [
			'Camera',
			'Aperture',
			'Shutter speed',
			'Focal length',
			'ISO',
		] );
		await expect( info.locator( 'dd' ) ).toHaveText( [
			'Testcam Z9',
			'f/2.8',
			'1/250 s',
			'50 mm',
			'200',
		] );
		// The chosen background: white.
		expect(
			await viewer
				.locator( '.pswp__bg' )
				.evaluate(
					( element ) => getComputedStyle( element ).backgroundColor
				)
		).toBe( 'rgb(255, 255, 255)' );

		await page.keyboard.press( 'ArrowRight' );
		await expect( viewer.locator( '.pswp__counter' ) ).toHaveText(
			'2 / 2'
		);
		await expect( info ).toContainText( 'Caption 2' );

		// A drag to the right goes back (PhotoSwipe reads touch and mouse as the same pointer events).
		// The viewer fills the window.
		const { width, height } = page.viewportSize() ?? {
			width: 1280,
			height: 720,
		};
		const y = height / 2;
		// A drag the viewer reads while it is still settling on the slide it just showed is
		// dropped; the visitor drags again.
		await expect( async () => {
			await page.mouse.move( width * 0.3, y );
			await page.mouse.down();
			await page.mouse.move( width * 0.5, y, { steps: 5 } );
			await page.mouse.move( width * 0.8, y, { steps: 5 } );
			await page.mouse.up();
			await expect( viewer.locator( '.pswp__counter' ) ).toHaveText(
				'1 / 2',
				{ timeout: 2_000 }
			);
		} ).toPass();

		// Focus stays in the viewer however far the visitor tabs.
		for ( let step = 0; step < 8; step++ ) {
			await page.keyboard.press( 'Tab' );
			expect(
				await viewer.evaluate( ( element ) =>
					element.contains( element.ownerDocument.activeElement )
				)
			).toBe( true );
		}

		await page.keyboard.press( 'Escape' );
		await expect( viewer ).toBeHidden();
		await expect( first ).toBeFocused();
		expect( visitor.errors ).toEqual( [] );
		await visitor.close();
	} );

	test( 'on: a page without a gallery loads none of it', async ( {
		browser,
		ownSite,
	} ) => {
		const visitor = await visit( browser, ownSite.baseURL, plainLink );
		await expect( visitor.page.locator( 'body' ) ).toContainText(
			'Words only.'
		);
		expect( visitor.carouselFiles() ).toEqual( [] );
		await visitor.close();
	} );

	test( 'on: a tiled gallery’s images open in the viewer too', async ( {
		browser,
		ownSite,
	} ) => {
		const visitor = await visit( browser, ownSite.baseURL, tiledLink );
		const { page } = visitor;
		const first = page.getByRole( 'button', {
			name: 'View full screen: Blue lake',
		} );
		await first.click();
		const viewer = page.getByRole( 'dialog', {
			name: 'Gallery images, full screen (2)',
		} );
		await expect( viewer ).toBeVisible();
		await expect( viewer.locator( '.pswp__counter' ) ).toHaveText(
			'1 / 2'
		);
		await page.keyboard.press( 'ArrowRight' );
		await expect( viewer.locator( '.pswp__counter' ) ).toHaveText(
			'2 / 2'
		);
		await page.keyboard.press( 'Escape' );
		await expect( viewer ).toBeHidden();
		await expect( first ).toBeFocused();
		expect( visitor.errors ).toEqual( [] );
		await visitor.close();
	} );

	test( 'on, EXIF display off: the viewer shows no EXIF data', async ( {
		requestUtils,
		browser,
		ownSite,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/carousel',
			data: {
				carousel_background_color: 'black',
				carousel_display_exif: false,
			},
		} );
		const visitor = await visit( browser, ownSite.baseURL, link );
		const { page } = visitor;
		await page
			.getByRole( 'button', { name: 'View full screen: Blue sky' } )
			.click();
		const viewer = page.getByRole( 'dialog' );
		await expect( viewer.locator( '.jetpack-carousel__info' ) ).toHaveText(
			'Caption 2'
		);
		await expect( viewer.locator( 'dl' ) ).toHaveCount( 0 );
		expect(
			await viewer
				.locator( '.pswp__bg' )
				.evaluate(
					( element ) => getComputedStyle( element ).backgroundColor
				)
		).toBe( 'rgb(0, 0, 0)' );
		await visitor.close();
	} );

	test( 'off: gallery images are plain images again, and nothing is loaded', async ( {
		requestUtils,
		browser,
		ownSite,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/carousel/active',
			data: { active: false },
		} );
		const visitor = await visit( browser, ownSite.baseURL, link );
		const { page } = visitor;
		const image = page.getByRole( 'img', { name: 'Blue lake' } );
		await expect( image ).toBeVisible();
		await image.click();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect( page.locator( '[data-carousel-item]' ) ).toHaveCount( 0 );
		expect( visitor.carouselFiles() ).toEqual( [] );
		await visitor.close();
	} );
} );
