/**
 * The visitor side's decisions: reading and writing the visit cookie, and who sees the content.
 */
import {
	COOKIE_MAX_AGE,
	isShown,
	thresholdFrom,
	visitCookie,
	visitsFromCookies,
} from '../visits';

describe( 'visitsFromCookies', () => {
	it( 'is 0 for a first visit', () => {
		expect( visitsFromCookies( '' ) ).toBe( 0 );
		expect( visitsFromCookies( 'other=5; wp-settings=1' ) ).toBe( 0 );
	} );
	it( 'reads the count among other cookies', () => {
		expect( visitsFromCookies( 'a=1; jetpack-blocks-visits=4; b=2' ) ).toBe(
			4
		);
		expect( visitsFromCookies( 'jetpack-blocks-visits=12' ) ).toBe( 12 );
	} );
	it( 'does not take a cookie whose name only ends the same way', () => {
		expect( visitsFromCookies( 'my-jetpack-blocks-visits=9' ) ).toBe( 0 );
	} );
	it( 'starts again from 0 when the value is not a count', () => {
		expect( visitsFromCookies( 'jetpack-blocks-visits=abc' ) ).toBe( 0 );
		expect( visitsFromCookies( 'jetpack-blocks-visits=-3' ) ).toBe( 0 );
		expect( visitsFromCookies( 'jetpack-blocks-visits=' ) ).toBe( 0 );
		expect(
			visitsFromCookies( 'jetpack-blocks-visits=123456789012' )
		).toBe( 0 );
	} );
} );

describe( 'visitCookie', () => {
	it( 'records one more visit for the site path, for a year, SameSite=Lax', () => {
		expect( visitCookie( 0, { path: '/', secure: false } ) ).toBe(
			`jetpack-blocks-visits=1; Path=/; Max-Age=${ COOKIE_MAX_AGE }; SameSite=Lax`
		);
		expect( COOKIE_MAX_AGE ).toBe( 31536000 );
		expect( visitCookie( 4, { path: '/blog/', secure: true } ) ).toBe(
			`jetpack-blocks-visits=5; Path=/blog/; Max-Age=${ COOKIE_MAX_AGE }; SameSite=Lax; Secure`
		);
	} );
	it( 'keeps a path that could break the cookie out of it', () => {
		expect(
			visitCookie( 1, { path: '/a; Domain=evil', secure: false } )
		).toContain( 'Path=/;' );
	} );
	it( 'stops counting at the maximum', () => {
		expect(
			visitCookie( 1_000_000, { path: '/', secure: false } )
		).toMatch( /^jetpack-blocks-visits=1000000;/ );
	} );
} );

describe( 'isShown', () => {
	// Earlier visits → shown on this visit, with threshold 2 (visit N has N − 1 earlier visits).
	it( 'after-visits: hidden on the first two visits, shown from the third', () => {
		expect(
			[ 0, 1, 2, 3, 10 ].map( ( previous ) =>
				isShown( 'after-visits', 2, previous )
			)
		).toEqual( [ false, false, true, true, true ] );
	} );
	it( 'before-visits: shown on the first two visits, hidden from the third', () => {
		expect(
			[ 0, 1, 2, 3, 10 ].map( ( previous ) =>
				isShown( 'before-visits', 2, previous )
			)
		).toEqual( [ true, true, false, false, false ] );
	} );
	it( 'threshold 1: after-visits is for returning visitors, before-visits for first visits', () => {
		expect( isShown( 'after-visits', 1, 0 ) ).toBe( false );
		expect( isShown( 'after-visits', 1, 1 ) ).toBe( true );
		expect( isShown( 'before-visits', 1, 0 ) ).toBe( true );
		expect( isShown( 'before-visits', 1, 1 ) ).toBe( false );
	} );
} );

describe( 'thresholdFrom', () => {
	it( 'reads a whole number above 0', () => {
		expect( thresholdFrom( '5' ) ).toBe( 5 );
	} );
	it( 'falls back to the default 3 otherwise', () => {
		for ( const value of [ undefined, '', '0', '-1', 'x', '2.5' ] ) {
			expect( thresholdFrom( value ) ).toBe( 3 );
		}
	} );
} );
