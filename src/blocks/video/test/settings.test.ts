import {
	descriptionRows,
	displayedRating,
	isValidSeekbarColor,
	normalizeSeekbarColor,
	previewRetryDelay,
} from '../settings';

describe( 'rating', () => {
	it( 'shows a stored X-18 as R-17, keeps the three ratings, and G for anything else', () => {
		expect( displayedRating( 'X-18' ) ).toBe( 'R-17' );
		expect( displayedRating( 'PG-13' ) ).toBe( 'PG-13' );
		expect( displayedRating( 'R-17' ) ).toBe( 'R-17' );
		expect( displayedRating( '' ) ).toBe( 'G' );
		expect( displayedRating( undefined ) ).toBe( 'G' );
	} );
} );

describe( 'seekbar colours', () => {
	it( 'accepts nothing or # plus 6 hex digits', () => {
		expect( isValidSeekbarColor( '' ) ).toBe( true );
		expect( isValidSeekbarColor( undefined ) ).toBe( true );
		expect( isValidSeekbarColor( '#1E73be' ) ).toBe( true );
		expect( isValidSeekbarColor( '#fff' ) ).toBe( false );
		expect( isValidSeekbarColor( '1e73be' ) ).toBe( false );
		expect( isValidSeekbarColor( '#1e73be80' ) ).toBe( false );
		expect( isValidSeekbarColor( 'red' ) ).toBe( false );
	} );

	it( 'stores what the colour control gives as #rrggbb, or refuses it', () => {
		expect( normalizeSeekbarColor( '#ABC' ) ).toBe( '#aabbcc' );
		expect( normalizeSeekbarColor( '#1E73BE' ) ).toBe( '#1e73be' );
		expect( normalizeSeekbarColor( undefined ) ).toBe( '' );
		expect( normalizeSeekbarColor( 'rgba(0,0,0,.5)' ) ).toBeNull();
	} );
} );

describe( 'limits', () => {
	it( 'waits 2 s times the attempt before retrying the preview', () => {
		expect( [ 1, 2, 3, 4, 5 ].map( previewRetryDelay ) ).toEqual( [
			2000, 4000, 6000, 8000, 10000,
		] );
	} );

	it( 'sizes the description box at 31 characters a row, 4 to 12 rows', () => {
		expect( descriptionRows( '' ) ).toBe( 4 );
		expect( descriptionRows( 'x'.repeat( 31 * 6 ) ) ).toBe( 6 );
		expect( descriptionRows( 'x'.repeat( 31 * 6 + 1 ) ) ).toBe( 7 );
		expect( descriptionRows( 'x'.repeat( 1000 ) ) ).toBe( 12 );
	} );
} );
