import {
	isPinterestAddress,
	isWebAddress,
	parsePinterestUrl,
	pinKind,
} from '../pin-url';

describe( 'parsePinterestUrl', () => {
	it.each( [
		// Pins, as the share menu and the address bar give them.
		[
			'https://www.pinterest.com/pin/99360735500167749/',
			'pin',
			'https://www.pinterest.com/pin/99360735500167749/',
		],
		[
			'https://www.pinterest.com/pin/99360735500167749',
			'pin',
			'https://www.pinterest.com/pin/99360735500167749/',
		],
		[
			'https://www.pinterest.com/pin/99360735500167749/sent/?invite_code=ab12&sender=1&sfo=1',
			'pin',
			'https://www.pinterest.com/pin/99360735500167749/',
		],
		[
			'https://pinterest.com/pin/easy-bread--99360735500167749/',
			'pin',
			'https://pinterest.com/pin/easy-bread--99360735500167749/',
		],
		// Country sites and subdomains.
		[
			'https://www.pinterest.com.au/jeanette1952/meat-pies/',
			'board',
			'https://www.pinterest.com.au/jeanette1952/meat-pies/',
		],
		[
			'https://www.pinterest.co.uk/bakingamoment/bread-recipes',
			'board',
			'https://www.pinterest.co.uk/bakingamoment/bread-recipes/',
		],
		[
			'https://uk.pinterest.com/bakingamoment/',
			'user',
			'https://uk.pinterest.com/bakingamoment/',
		],
		[
			'http://br.pinterest.com/pin/123456/',
			'pin',
			'https://br.pinterest.com/pin/123456/',
		],
		[
			'https://www.pinterest.de/nasa/',
			'user',
			'https://www.pinterest.de/nasa/',
		],
		[
			'https://www.pinterest.ca/nasa/_saved/',
			'user',
			'https://www.pinterest.ca/nasa/_saved/',
		],
		[
			'  https://WWW.Pinterest.FR/nasa/space-photos/#top  ',
			'board',
			'https://www.pinterest.fr/nasa/space-photos/',
		],
	] )( '%s is a %s', ( input, kind, url ) => {
		expect( parsePinterestUrl( input ) ).toEqual( {
			type: 'site',
			kind,
			url,
		} );
	} );

	it.each( [
		'https://pin.it/4Bfzx7KQx',
		'http://pin.it/abcDEF12',
		'https://pin.it/1gDq4Wc3H?utm=x',
	] )( '%s is a short link to follow', ( input ) => {
		expect( parsePinterestUrl( input ) ).toEqual( {
			type: 'short',
			url: new URL( input ).href,
		} );
	} );

	it.each( [
		'',
		'   ',
		'pinterest.com/pin/123/', // no scheme
		'javascript:alert(1)',
		'javascript://www.pinterest.com/pin/123/',
		'data:text/html,<a href="https://www.pinterest.com/pin/1/">',
		'ftp://www.pinterest.com/pin/123/',
		'https://www.pinterest.com.evil.example/pin/123/',
		'https://pinterest.com@evil.example/pin/123/',
		'https://user:pass@www.pinterest.com/pin/123/',
		'https://www.pinterest.com:8443/pin/123/',
		'https://evilpinterest.com/pin/123/',
		'https://www.example.com/pin/123/',
		'https://pin.it/', // no link id
		'https://pin.it.evil.example/abc',
		'https://www.pinterest.com/', // the home page
		'https://www.pinterest.com/pin/', // no pin id
		'https://www.pinterest.com/search/pins/?q=bread',
		'https://www.pinterest.com/ideas/bread/12345/',
		'https://www.pinterest.com/a/b/c/d/',
		'https://www.pinterest.com/pin/123/ <script>',
		'<a href="https://www.pinterest.com/pin/123/">pin</a>',
	] )( 'refuses %j', ( input ) => {
		expect( parsePinterestUrl( input ) ).toEqual( { type: 'invalid' } );
	} );
} );

describe( 'pinKind', () => {
	it( 'names the kind of a stored url, or null', () => {
		expect(
			pinKind(
				'https://www.pinterest.com.au/bakingamoment/bread-recipes/'
			)
		).toBe( 'board' );
		expect( pinKind( 'https://www.pinterest.com/pin/1/' ) ).toBe( 'pin' );
		expect( pinKind( 'https://pin.it/abc' ) ).toBeNull();
		expect( pinKind( undefined ) ).toBeNull();
	} );
} );

describe( 'isPinterestAddress (the paste transform)', () => {
	it( 'matches pin sites and short links only', () => {
		expect( isPinterestAddress( 'https://pin.it/abc' ) ).toBe( true );
		expect(
			isPinterestAddress( ' https://www.pinterest.com/nasa/ ' )
		).toBe( true );
		expect(
			isPinterestAddress( 'See https://www.pinterest.com/nasa/ for more' )
		).toBe( false );
		expect( isPinterestAddress( 'https://example.com/' ) ).toBe( false );
	} );
} );

describe( 'isWebAddress', () => {
	it( 'keeps only http(s) addresses for "Convert block to link"', () => {
		expect( isWebAddress( 'https://example.com/x' ) ).toBe( true );
		expect( isWebAddress( 'javascript:alert(1)' ) ).toBe( false );
		expect( isWebAddress( 'not a link' ) ).toBe( false );
	} );
} );
