/**
 * The conversions through WordPress's own transform machinery (switchToBlockType), with the core
 * gallery and image blocks registered by their attribute schemas (the package that holds them is
 * not a dependency here; a transform only reads and creates attributes).
 */
import {
	createBlock,
	getBlockType,
	registerBlockType,
	switchToBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { metadata, settings } from '..';
import { galleryImages, linkToFrom } from '../transforms';

function registerStandIn(
	name: string,
	attributes: Record< string, unknown >
) {
	if ( getBlockType( name ) ) {
		return;
	}
	registerBlockType( name, {
		apiVersion: 3,
		title: name,
		category: 'media',
		attributes,
		save: () => null,
	} as unknown as BlockConfiguration );
}

/** The one block a conversion made (fails the test when it made none). */
function only(
	result: ReturnType< typeof switchToBlockType >
): NonNullable< ReturnType< typeof switchToBlockType > >[ number ] {
	expect( result ).toHaveLength( 1 );
	return result![ 0 ]!;
}

beforeAll( () => {
	registerStandIn( 'core/image', {
		id: { type: 'number' },
		url: { type: 'string' },
		alt: { type: 'string', default: '' },
		href: { type: 'string' },
		linkDestination: { type: 'string' },
		width: { type: [ 'number', 'string' ] },
		height: { type: [ 'number', 'string' ] },
	} );
	registerStandIn( 'core/gallery', {
		images: { type: 'array', default: [] },
		ids: { type: 'array', default: [] },
		columns: { type: 'number' },
		linkTo: { type: 'string' },
		align: { type: 'string' },
	} );
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType(
			metadata as unknown as BlockConfiguration,
			settings as unknown as BlockConfiguration
		);
	}
} );

const image = ( id: number, width?: number, height?: number ) =>
	createBlock( 'core/image', {
		id,
		url: `http://example.org/wp-content/uploads/p${ id }.jpg`,
		alt: `Photo ${ id }`,
		...( width ? { width, height } : {} ),
	} );

describe( 'Tiled Gallery transforms', () => {
	it( 'from a core gallery of image blocks, keeping only images with id and url', () => {
		const gallery = createBlock(
			'core/gallery',
			{ columns: 2, linkTo: 'media', align: 'wide' },
			[
				image( 11, 1200, 800 ),
				createBlock( 'core/image', {
					url: 'http://example.org/no-id.jpg',
				} ),
				createBlock( 'core/image', { id: 12 } ),
				image( 13, 800, 1200 ),
			]
		);
		const tiled = only(
			switchToBlockType( gallery, 'jetpack/tiled-gallery' )
		);
		expect( tiled.name ).toBe( 'jetpack/tiled-gallery' );
		expect( tiled.attributes ).toMatchObject( {
			ids: [ 11, 13 ],
			columns: 2,
			linkTo: 'media',
			align: 'wide',
			images: [
				{
					id: 11,
					url: 'http://example.org/wp-content/uploads/p11.jpg',
					alt: 'Photo 11',
					width: 1200,
					height: 800,
				},
				{ id: 13, width: 800, height: 1200 },
			],
		} );
		// Sizes known: the rows are laid out at once (two images share one row).
		expect( tiled.attributes.columnWidths ).toEqual( [
			[ 69.23077, 30.76923 ],
		] );
	} );

	it( 'from an older core gallery with images and ids in its attributes', () => {
		const gallery = createBlock( 'core/gallery', {
			ids: [ 21, 22, 23 ],
			images: [
				{
					id: '21',
					url: 'http://example.org/a.jpg',
					alt: 'A',
					link: 'http://example.org/?attachment_id=21',
				},
				{ id: '22', url: '' },
				{ url: 'http://example.org/c.jpg' },
			],
			linkTo: 'post',
		} );
		const tiled = only(
			switchToBlockType( gallery, 'jetpack/tiled-gallery' )
		);
		expect( tiled.attributes ).toMatchObject( {
			ids: [ 21 ],
			linkTo: 'attachment',
			images: [
				{
					id: 21,
					url: 'http://example.org/a.jpg',
					alt: 'A',
					link: 'http://example.org/?attachment_id=21',
				},
			],
			// No sizes yet: the edit UI measures the images, then lays them out.
			columnWidths: [],
		} );
	} );

	it( 'is not offered for a gallery with no usable image', () => {
		const gallery = createBlock( 'core/gallery', {}, [
			createBlock( 'core/image', { url: 'http://example.org/x.jpg' } ),
		] );
		expect(
			switchToBlockType( gallery, 'jetpack/tiled-gallery' )
		).toBeNull();
	} );

	it( 'from several image blocks at once', () => {
		const tiled = only(
			switchToBlockType(
				[ image( 31 ), image( 32 ), createBlock( 'core/image', {} ) ],
				'jetpack/tiled-gallery'
			)
		);
		expect( tiled.attributes ).toMatchObject( {
			ids: [ 31, 32 ],
			images: [ { id: 31 }, { id: 32 } ],
		} );
	} );

	it( 'to a core gallery of image blocks, with the links', () => {
		const tiled = createBlock( 'jetpack/tiled-gallery', {
			columns: 3,
			linkTo: 'attachment',
			images: [
				{
					id: 41,
					url: 'http://example.org/d.jpg',
					alt: 'D',
					link: 'http://example.org/?attachment_id=41',
				},
				{ id: 0, url: 'http://example.org/broken.jpg' },
			],
		} );
		const gallery = only( switchToBlockType( tiled, 'core/gallery' ) );
		expect( gallery.name ).toBe( 'core/gallery' );
		expect( gallery.attributes ).toMatchObject( {
			columns: 3,
			linkTo: 'attachment',
		} );
		expect(
			gallery.innerBlocks.map( ( block ) => [
				block.name,
				block.attributes,
			] )
		).toEqual( [
			[
				'core/image',
				{
					id: 41,
					url: 'http://example.org/d.jpg',
					alt: 'D',
					href: 'http://example.org/?attachment_id=41',
					linkDestination: 'attachment',
				},
			],
		] );
	} );

	it( 'reads the core gallery link settings, old and new', () => {
		expect( linkToFrom( 'file' ) ).toBe( 'media' );
		expect( linkToFrom( 'media' ) ).toBe( 'media' );
		expect( linkToFrom( 'post' ) ).toBe( 'attachment' );
		expect( linkToFrom( 'attachment' ) ).toBe( 'attachment' );
		expect( linkToFrom( undefined ) ).toBe( 'none' );
		expect( galleryImages( { images: 'nope' } ) ).toEqual( [] );
	} );
} );
