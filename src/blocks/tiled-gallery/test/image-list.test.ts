/**
 * The editor's edits of the image list: moving an image, adding picked images, and the columns
 * following the image count.
 */
import { imagesChange, movedImages, newImages } from '../image-list';
import type { GalleryImage } from '../types';

const image = ( id: number | string ): GalleryImage => ( {
	id,
	url: `https://example.com/${ id }.jpg`,
} );

describe( 'movedImages', () => {
	const images = [ image( 1 ), image( 2 ), image( 3 ) ];

	it( 'swaps an image with its neighbour', () => {
		expect( movedImages( images, 1, 1 )?.map( ( { id } ) => id ) ).toEqual(
			[ 1, 3, 2 ]
		);
		expect( movedImages( images, 1, -1 )?.map( ( { id } ) => id ) ).toEqual(
			[ 2, 1, 3 ]
		);
	} );

	it( 'does not move the first image backward or the last forward', () => {
		expect( movedImages( images, 0, -1 ) ).toBeNull();
		expect( movedImages( images, 2, 1 ) ).toBeNull();
	} );
} );

describe( 'newImages', () => {
	it( 'leaves out images the gallery holds, whether their id is a number or text', () => {
		expect(
			newImages(
				[ image( '1' ), image( 2 ) ],
				[ image( 1 ), image( '2' ), image( 3 ) ]
			).map( ( { id } ) => id )
		).toEqual( [ 3 ] );
	} );
} );

describe( 'imagesChange', () => {
	it( 'keeps usable images with their ids and clamps chosen columns to the image count', () => {
		expect(
			imagesChange( [ image( '4' ), { id: 5, url: '' }, image( 6 ) ], 5 )
		).toEqual( {
			images: [ image( '4' ), image( 6 ) ],
			ids: [ 4, 6 ],
			columns: 2,
		} );
	} );

	it( 'leaves the columns unset when none was chosen', () => {
		expect( imagesChange( [ image( 1 ) ], undefined ) ).not.toHaveProperty(
			'columns'
		);
	} );
} );
