/**
 * Tiled Gallery: images of different shapes uploaded to the site, chosen in the media modal, laid
 * out in rows by the row-layout algorithm; style, columns, corners and filter changed, an image
 * moved and one removed; visitors get static rows with the computed widths, srcset from the sizes
 * WordPress made, and no script of ours. Then the conversions from and to WordPress's gallery.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';
import { pickMediaItems } from '../helpers/media-modal';

/** CRC-32 of PNG chunks (bit arithmetic is what the checksum is). */
/* eslint-disable no-bitwise */
function crc32( bytes: Buffer ): number {
	let crc = 0xffffffff;
	for ( const byte of bytes ) {
		crc ^= byte;
		for ( let k = 0; k < 8; k++ ) {
			crc = crc & 1 ? ( crc >>> 1 ) ^ 0xedb88320 : crc >>> 1;
		}
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}
/* eslint-enable no-bitwise */

/** A solid-colour PNG of the given size (large enough for WordPress to make its own sizes). */
function solidPng( width: number, height: number, rgb: number[] ): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const crc = Buffer.alloc( 4 );
		crc.writeUInt32BE( crc32( body ) );
		return Buffer.concat( [ length, body, crc ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // RGB
	const row = Buffer.alloc( 1 + width * 3 );
	for ( let x = 0; x < width; x++ ) {
		row[ 1 + x * 3 ] = rgb[ 0 ] ?? 0;
		row[ 2 + x * 3 ] = rgb[ 1 ] ?? 0;
		row[ 3 + x * 3 ] = rgb[ 2 ] ?? 0;
	}
	const raw = Buffer.concat( Array( height ).fill( row ) );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( raw ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/** Opens the block's Styles (a tab in newer editors) and picks a style by its label. */
async function pickStyle( page: Page, label: string ) {
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const stylesTab = sidebar.getByRole( 'tab', { name: 'Styles' } );
	if ( await stylesTab.isVisible() ) {
		await stylesTab.click();
	}
	await sidebar.getByRole( 'button', { name: label, exact: true } ).click();
	const settingsTab = sidebar.getByRole( 'tab', { name: 'Settings' } );
	if ( await settingsTab.isVisible() ) {
		await settingsTab.click();
	}
}

test.describe( 'jetpack/tiled-gallery', () => {
	test.describe.configure( { timeout: 180_000 } );

	test( 'choose images, lay them out, restyle, move and remove one, and show visitors static rows', async ( {
		page,
		blocks,
		editor,
		requestUtils,
		visitorMarkup,
	} ) => {
		const word = `tiles${ Date.now().toString( 36 ) }`;
		const shapes = [
			{ name: 'portrait', size: [ 1000, 1500 ], rgb: [ 122, 59, 46 ] },
			{ name: 'beach', size: [ 1500, 1000 ], rgb: [ 46, 93, 122 ] },
			{ name: 'hills', size: [ 1500, 1000 ], rgb: [ 79, 122, 46 ] },
			{ name: 'lake', size: [ 1500, 1000 ], rgb: [ 122, 111, 46 ] },
		];
		const media: Array< { id: number; title: string; alt: string } > = [];
		for ( const shape of shapes ) {
			const title = `${ shape.name }-${ word }`;
			const uploaded = ( await requestUtils.uploadMedia( {
				name: `${ title }.png`,
				mimeType: 'image/png',
				buffer: solidPng(
					shape.size[ 0 ] ?? 1,
					shape.size[ 1 ] ?? 1,
					shape.rgb
				),
			} as never ) ) as { id: number };
			const alt = `A ${ shape.name } picture`;
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/media/${ uploaded.id }`,
				data: { title, alt_text: alt },
			} );
			media.push( { id: uploaded.id, title, alt } );
		}

		await blocks.newPost( 'Tiled gallery story' );
		const block = await blocks.insertFromInserter( 'Tiled Gallery' );
		await block.getByRole( 'button', { name: 'Media Library' } ).click();
		const modal = page.getByRole( 'dialog' ).last();
		const search = modal.getByRole( 'searchbox' ).first();
		await search.fill( word );
		await pickMediaItems(
			modal,
			media.map( ( item ) => item.title ),
			true
		);
		// Several images open the media modal's gallery frame: create, then insert, in picked order.
		await modal
			.getByRole( 'button', { name: 'Create a new gallery' } )
			.click();
		await modal.getByRole( 'button', { name: 'Insert gallery' } ).click();

		// A portrait then three landscapes: one 1-3 row (2/3 against 1 / (3 × 2/3)).
		const columns = block.locator( '.tiled-gallery__col' );
		await expect( block.locator( 'img' ) ).toHaveCount( 4 );
		await expect( columns ).toHaveCount( 2 );
		// The browser rounds inline styles in the editor; the stored widths keep 5 decimals.
		await expect
			.poll( async () => ( await editor.getBlocks() )[ 0 ]?.attributes )
			.toMatchObject( { columnWidths: [ [ 57.14286, 42.85714 ] ] } );

		// Square tiles, two columns: two rows of two.
		await editor.openDocumentSettingsSidebar();
		await pickStyle( page, 'Square tiles' );
		await page.getByRole( 'spinbutton', { name: 'Columns' } ).fill( '2' );
		await expect( block.locator( '.tiled-gallery__row' ) ).toHaveCount( 2 );
		await page
			.getByRole( 'spinbutton', { name: 'Rounded corners' } )
			.fill( '6' );
		await expect( block ).toHaveClass( /has-rounded-corners-6/ );
		// Circles have no rounded-corners control.
		await pickStyle( page, 'Circles' );
		await expect(
			page.getByRole( 'spinbutton', { name: 'Rounded corners' } )
		).toHaveCount( 0 );
		await pickStyle( page, 'Tiled mosaic' );

		// Filter from the toolbar.
		await editor.clickBlockToolbarButton( 'Pick an image filter' );
		await page.getByRole( 'menuitem', { name: 'Sepia' } ).click();
		await expect( block ).toHaveClass( /filter__sepia/ );

		// Select the portrait, move it forward; select the last image and remove it.
		await block.getByRole( 'button', { name: 'Image 1 of 4' } ).click();
		await expect(
			block.getByRole( 'button', { name: 'Move image backward' } )
		).toBeDisabled();
		await block
			.getByRole( 'button', { name: 'Move image forward' } )
			.click();
		await block.getByRole( 'button', { name: 'Image 4 of 4' } ).click();
		await block.getByRole( 'button', { name: 'Remove image' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( block.locator( 'img' ) ).toHaveCount( 3 );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		// beach (1.5), portrait (2/3), hills (1.5): three in a row, widths proportional to the ratios.
		expect( saved ).toMatchObject( {
			name: 'jetpack/tiled-gallery',
			attributes: {
				ids: [ media[ 1 ]?.id, media[ 0 ]?.id, media[ 2 ]?.id ],
				columns: 2,
				roundedCorners: 6,
				imageFilter: 'sepia',
				columnWidths: [ [ 40.90909, 18.18182, 40.90909 ] ],
			},
		} );

		const visitor = await blocks.visitFrontEnd( postId );
		const gallery = visitor.locator( '.wp-block-jetpack-tiled-gallery' );
		await expect( gallery ).toHaveClass( /filter__sepia/ );
		await expect( gallery ).toHaveClass( /has-rounded-corners-6/ );
		await expect( gallery.locator( '.tiled-gallery__row' ) ).toHaveCount(
			1
		);
		const widths = await gallery
			.locator( '.tiled-gallery__col' )
			.evaluateAll( ( cols ) =>
				cols.map( ( col ) => col.getAttribute( 'style' ) )
			);
		expect( widths ).toEqual( [
			'width:40.90909%',
			'width:18.18182%',
			'width:40.90909%',
		] );
		// The rendered tiles keep those proportions (gaps of 4 px taken out).
		const boxes = await gallery
			.locator( '.tiled-gallery__col' )
			.evaluateAll( ( cols ) =>
				cols.map( ( col ) => col.getBoundingClientRect().width )
			);
		expect( ( boxes[ 0 ] ?? 0 ) / ( boxes[ 1 ] ?? 1 ) ).toBeCloseTo(
			2.25,
			1
		);
		const images = gallery.locator( 'img' );
		await expect( images ).toHaveCount( 3 );
		await expect( images.nth( 1 ) ).toHaveAttribute(
			'alt',
			'A portrait picture'
		);
		// srcset lists only files WordPress made: every candidate answers.
		const srcset = ( await images.nth( 0 ).getAttribute( 'srcset' ) ) ?? '';
		const candidates = srcset
			.split( ',' )
			.map( ( part ) => part.trim().split( /\s+/ ) );
		expect( candidates.length ).toBeGreaterThan( 1 );
		for ( const [ url, descriptor ] of candidates ) {
			expect( descriptor ).toMatch( /^\d+w$/ );
			const answer = await visitor.request.get( url ?? '' );
			expect( answer.status() ).toBe( 200 );
		}
		await expect( images.nth( 0 ) ).toHaveAttribute( 'sizes', /vw/ );
		// The block itself ships no script; the Carousel module (on by default) adds its viewer to
		// pages with a gallery (module-carousel.spec.ts).
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter(
				( src ) =>
					src.includes( 'jetpack-blocks' ) &&
					! src.includes( '/build/extensions/carousel/' )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/tiled-gallery' );
		await visitor.close();
	} );

	test( 'converts a core gallery to a tiled gallery and back, keeping only images with id and url', async ( {
		page,
		blocks,
		editor,
		requestUtils,
	} ) => {
		const word = `convert${ Date.now().toString( 36 ) }`;
		const uploaded: Array< { id: number; url: string } > = [];
		for ( const [ index, size ] of [
			[ 1500, 1000 ],
			[ 1000, 1500 ],
			[ 1500, 1000 ],
		].entries() ) {
			const item = ( await requestUtils.uploadMedia( {
				name: `${ word }-${ index }.png`,
				mimeType: 'image/png',
				buffer: solidPng( size[ 0 ] ?? 1, size[ 1 ] ?? 1, [
					40 * index,
					90,
					120,
				] ),
			} as never ) ) as { id: number; source_url: string };
			uploaded.push( { id: item.id, url: item.source_url } );
		}

		await blocks.newPost( 'Gallery conversion' );
		await editor.insertBlock( {
			name: 'core/gallery',
			innerBlocks: [
				...uploaded.map( ( item, index ) => ( {
					name: 'core/image',
					attributes: {
						id: item.id,
						url: item.url,
						alt: `Picture ${ index + 1 }`,
					},
				} ) ),
				// An image with no media record (no id) is left out of a tiled gallery.
				{
					name: 'core/image',
					attributes: {
						url: uploaded[ 0 ]?.url,
						alt: 'Not in the library',
					},
				},
			],
		} );
		await editor.selectBlocks(
			editor.canvas.locator( '[data-type="core/gallery"]' )
		);
		// The core gallery points its images at a size of its choice ("large"): those addresses go over.
		await expect
			.poll( async () =>
				( await editor.getBlocks() )[ 0 ]?.innerBlocks
					.slice( 0, 3 )
					.map( ( block ) => block.attributes.url )
			)
			.not.toContain( uploaded[ 0 ]?.url );
		const urls = ( ( await editor.getBlocks() )[ 0 ]?.innerBlocks ?? [] )
			.slice( 0, 3 )
			.map( ( block ) => block.attributes.url as string );

		// Through the block toolbar's switcher, as a user converts.
		await editor.showBlockToolbar();
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Gallery', exact: true } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Tiled Gallery' } ).click();

		const tiled = blocks.block( 'jetpack/tiled-gallery' );
		await expect( tiled.locator( 'img' ) ).toHaveCount( 3 );
		// The edit UI reads the sizes the core gallery did not store, then lays out one 1-2 row.
		await expect
			.poll( async () => ( await editor.getBlocks() )[ 0 ] )
			.toMatchObject( {
				name: 'jetpack/tiled-gallery',
				attributes: {
					ids: uploaded.map( ( item ) => item.id ),
					images: uploaded.map( ( item, index ) => ( {
						id: item.id,
						url: urls[ index ],
						alt: `Picture ${ index + 1 }`,
					} ) ),
					columnWidths: [ expect.any( Array ) ],
				},
			} );

		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.name ).toBe( 'jetpack/tiled-gallery' );

		// And back to WordPress's gallery: one image block per image, ids and urls kept. After the
		// reload the block's edit UI arrives as a lazy chunk and adds its own toolbar controls, which
		// can close a switcher menu opened before it: wait for it, and open the menu until it stays.
		await expect(
			blocks.block( 'jetpack/tiled-gallery' ).locator( 'img' )
		).toHaveCount( 3 );
		await editor.selectBlocks( blocks.block( 'jetpack/tiled-gallery' ) );
		const toGallery = page.getByRole( 'menuitem', {
			name: 'Gallery',
			exact: true,
		} );
		await expect( async () => {
			if ( ! ( await toGallery.isVisible() ) ) {
				await editor.showBlockToolbar();
				await page
					.getByRole( 'toolbar', { name: 'Block tools' } )
					.getByRole( 'button', {
						name: 'Tiled Gallery',
						exact: true,
					} )
					.click();
			}
			await expect( toGallery ).toBeVisible( { timeout: 2000 } );
		} ).toPass();
		await toGallery.click();
		const [ gallery ] = await editor.getBlocks();
		expect( gallery?.name ).toBe( 'core/gallery' );
		expect(
			gallery?.innerBlocks.map( ( block ) => [
				block.name,
				block.attributes.id,
				block.attributes.url,
			] )
		).toEqual(
			uploaded.map( ( item, index ) => [
				'core/image',
				item.id,
				urls[ index ],
			] )
		);
		await blocks.save();
		await blocks.reloadAndCheckValid();
	} );
} );
