import { clampPostsToShow, intoRows, rowSizes } from '../layout';

describe( 'related posts layout', () => {
	it( 'keeps up to 3 posts on one row and puts the remainder on a second row', () => {
		expect( [ 1, 2, 3, 4, 5, 6 ].map( rowSizes ) ).toEqual( [
			[ 1 ],
			[ 2 ],
			[ 3 ],
			[ 2, 2 ],
			[ 2, 3 ],
			[ 3, 3 ],
		] );
	} );

	it( 'shows 1 to 6 posts, 3 when the value is unusable', () => {
		expect( clampPostsToShow( 0 ) ).toBe( 1 );
		expect( clampPostsToShow( 9 ) ).toBe( 6 );
		expect( clampPostsToShow( '4' ) ).toBe( 4 );
		expect( clampPostsToShow( 'many' ) ).toBe( 3 );
		expect( clampPostsToShow( undefined ) ).toBe( 3 );
	} );

	it( 'splits the posts into rows in order', () => {
		expect( intoRows( [ 'a', 'b', 'c', 'd', 'e' ] ) ).toEqual( [
			[ 'a', 'b' ],
			[ 'c', 'd', 'e' ],
		] );
		expect( intoRows( [] ) ).toEqual( [] );
	} );
} );
