import {
	bulletLabel,
	delayMs,
	imageFromMedia,
	pauseButtonLabel,
	paginationType,
	shouldAutoplay,
	sizeSlugFor,
	slideHeight,
} from '../logic';

describe( 'image size', () => {
	it( 'keeps a stored size', () => {
		expect( sizeSlugFor( 'medium', [ 1 ] ) ).toBe( 'medium' );
	} );

	it( 'gives blocks saved with images before the size setting existed the full size they showed', () => {
		expect( sizeSlugFor( undefined, [ 4, 5 ] ) ).toBe( 'full' );
	} );

	it( 'starts a new block at large', () => {
		expect( sizeSlugFor( undefined, [] ) ).toBe( 'large' );
		expect( sizeSlugFor( undefined, undefined ) ).toBe( 'large' );
	} );
} );

describe( 'pagination', () => {
	it( 'shows one bullet per slide up to 5 slides, then "current / total"', () => {
		expect( [ 1, 2, 5, 6, 12 ].map( paginationType ) ).toEqual( [
			'bullets',
			'bullets',
			'bullets',
			'fraction',
			'fraction',
		] );
	} );

	it( 'labels bullets "Go to slide N", counting from 1', () => {
		expect( bulletLabel( 0 ) ).toBe( 'Go to slide 1' );
		expect( bulletLabel( 4 ) ).toBe( 'Go to slide 5' );
	} );
} );

describe( 'autoplay', () => {
	it( 'runs only when asked for and the visitor does not prefer reduced motion', () => {
		expect( shouldAutoplay( true, false ) ).toBe( true );
		expect( shouldAutoplay( true, true ) ).toBe( false );
		expect( shouldAutoplay( false, false ) ).toBe( false );
	} );

	it( 'names what the pause/play button does', () => {
		expect( pauseButtonLabel( true ) ).toBe( 'Pause Slideshow' );
		expect( pauseButtonLabel( false ) ).toBe( 'Play Slideshow' );
	} );

	it( 'turns the stored seconds (1–5) into milliseconds', () => {
		expect( delayMs( 2 ) ).toBe( 2000 );
		expect( delayMs( '4' ) ).toBe( 4000 );
		expect( delayMs( 0 ) ).toBe( 1000 );
		expect( delayMs( 9 ) ).toBe( 5000 );
		expect( delayMs( undefined ) ).toBe( 3000 );
	} );
} );

describe( 'slide height', () => {
	it( 'is the width over the first image ratio, clamped between square and 16:9', () => {
		const wide = { naturalWidth: 1600, naturalHeight: 900 };
		const panorama = { naturalWidth: 3000, naturalHeight: 1000 };
		const portrait = { naturalWidth: 600, naturalHeight: 900 };
		expect( slideHeight( 800, wide, 2000 ) ).toBe( 450 );
		expect( slideHeight( 800, panorama, 2000 ) ).toBe( 450 );
		expect( slideHeight( 800, portrait, 2000 ) ).toBe( 800 );
	} );

	it( 'is capped at 80% of the window height, or 600 px without a window', () => {
		const square = { naturalWidth: 1000, naturalHeight: 1000 };
		expect( slideHeight( 1000, square, 500 ) ).toBe( 400 );
		expect( slideHeight( 1000, square, null ) ).toBe( 600 );
	} );
} );

describe( 'images from the media library', () => {
	it( 'uses the chosen size and keeps the id as the markup stores it', () => {
		expect(
			imageFromMedia(
				{
					id: 21,
					url: 'http://localhost/full.jpg',
					alt: 'Harbour',
					caption: 'At dusk',
					sizes: {
						large: { url: 'http://localhost/large.jpg' },
					},
				},
				'large'
			)
		).toEqual( {
			alt: 'Harbour',
			caption: 'At dusk',
			id: '21',
			link: undefined,
			url: 'http://localhost/large.jpg',
		} );
	} );

	it( 'falls back to the full image when the size does not exist', () => {
		expect(
			imageFromMedia(
				{
					id: 3,
					source_url: 'http://localhost/small.jpg',
					alt_text: '',
				},
				'large'
			).url
		).toBe( 'http://localhost/small.jpg' );
	} );
} );
