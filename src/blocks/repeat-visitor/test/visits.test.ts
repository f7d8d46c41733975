/**
 * The visitor side's decisions: reading and writing the visit cookie, and who sees the content.
 */
import {
	COOKIE_MAX_AGE,
	isShown,
	legacyCookieRemoval,
	readVisitCookies,
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
		expect( visitsFromCookies( 'a=1; jp-visit-counter=4; b=2' ) ).toBe( 4 );
		expect( visitsFromCookies( 'jp-visit-counter=12' ) ).toBe( 12 );
	} );
	it( 'does not take a cookie whose name only ends the same way', () => {
		expect(
			visitsFromCookies(
				'my-jp-visit-counter=9; xjetpack-blocks-visits=9'
			)
		).toBe( 0 );
	} );
	it( 'starts again from 0 when the value is not a count', () => {
		expect( visitsFromCookies( 'jp-visit-counter=abc' ) ).toBe( 0 );
		expect( visitsFromCookies( 'jp-visit-counter=-3' ) ).toBe( 0 );
		expect( visitsFromCookies( 'jp-visit-counter=' ) ).toBe( 0 );
		expect( visitsFromCookies( 'jp-visit-counter=123456789012' ) ).toBe(
			0
		);
	} );
} );

describe( 'readVisitCookies', () => {
	it( "takes the larger count of the reference's cookie and this plugin's earlier one", () => {
		expect(
			readVisitCookies( 'jetpack-blocks-visits=7; jp-visit-counter=2' )
		).toEqual( { previous: 7, counters: 1, legacy: true } );
		expect(
			readVisitCookies( 'jetpack-blocks-visits=1; jp-visit-counter=4' )
		).toEqual( { previous: 4, counters: 1, legacy: true } );
	} );
	it( "takes the larger of a page's copy and the site's copy of the reference's cookie", () => {
		// The browser sends the cookie of the longer path (the page's) first.
		expect(
			readVisitCookies( 'jp-visit-counter=3; jp-visit-counter=9' )
		).toEqual( { previous: 9, counters: 2, legacy: false } );
	} );
	it( 'is nothing at all on a first visit', () => {
		expect( readVisitCookies( 'a=1' ) ).toEqual( {
			previous: 0,
			counters: 0,
			legacy: false,
		} );
	} );
} );

describe( 'legacyCookieRemoval', () => {
	it( 'expires the earlier cookie on the same path', () => {
		expect( legacyCookieRemoval( '/blog/' ) ).toBe(
			'jetpack-blocks-visits=; Path=/blog/; Max-Age=0; SameSite=Lax'
		);
	} );
} );

describe( 'visitCookie', () => {
	it( 'records one more visit for the site path, for a year, SameSite=Lax', () => {
		expect( visitCookie( 0, { path: '/', secure: false } ) ).toBe(
			`jp-visit-counter=1; Path=/; Max-Age=${ COOKIE_MAX_AGE }; SameSite=Lax`
		);
		expect( COOKIE_MAX_AGE ).toBe( 31536000 );
		expect( visitCookie( 4, { path: '/blog/', secure: true } ) ).toBe(
			`jp-visit-counter=5; Path=/blog/; Max-Age=${ COOKIE_MAX_AGE }; SameSite=Lax; Secure`
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
		).toMatch( /^jp-visit-counter=1000000;/ );
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
