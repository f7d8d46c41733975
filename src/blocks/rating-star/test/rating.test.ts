import {
	clampHighestRating,
	clampRating,
	nextRating,
	starFill,
} from '../rating';

describe( 'nextRating', () => {
	it( 'takes the clicked value', () => {
		expect( nextRating( 1, 3 ) ).toBe( 3 );
		expect( nextRating( 4, 2.5 ) ).toBe( 2.5 );
	} );

	it( 'steps down by half when the current value is clicked again', () => {
		expect( nextRating( 3, 3 ) ).toBe( 2.5 );
		expect( nextRating( 2.5, 2.5 ) ).toBe( 2 );
	} );

	it( 'never goes below zero', () => {
		expect( nextRating( 0.5, 0.5 ) ).toBe( 0 );
		expect( nextRating( 0, 0 ) ).toBe( 0 );
	} );
} );

describe( 'clampRating', () => {
	it( 'rounds to half steps within 0..max', () => {
		expect( clampRating( 3.3, 5 ) ).toBe( 3.5 );
		expect( clampRating( 9, 5 ) ).toBe( 5 );
		expect( clampRating( -2, 5 ) ).toBe( 0 );
	} );

	it( 'treats stored garbage as no rating', () => {
		expect( clampRating( Number.NaN, 5 ) ).toBe( 0 );
	} );
} );

describe( 'clampHighestRating', () => {
	it( 'keeps the highest rating between 2 and 10', () => {
		expect( clampHighestRating( 1 ) ).toBe( 2 );
		expect( clampHighestRating( 7 ) ).toBe( 7 );
		expect( clampHighestRating( 12 ) ).toBe( 10 );
		expect( clampHighestRating( Number.NaN ) ).toBe( 5 );
	} );
} );

describe( 'starFill', () => {
	it( 'fills whole, half or no star for a position', () => {
		expect(
			[ 1, 2, 3, 4 ].map( ( position ) => starFill( 2.5, position ) )
		).toEqual( [ 1, 1, 0.5, 0 ] );
	} );
} );
