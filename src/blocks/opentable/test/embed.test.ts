import {
	canvasUrl,
	looksLikeEmbed,
	parseEmbedCode,
	reservationUrl,
} from '../embed';

describe( 'parseEmbedCode', () => {
	it( 'reads the script embed code of the OpenTable widget builder', () => {
		const code =
			"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=tall&color=1&dark=false&iframe=true&domain=com&lang=fr-CA&newtab=false&ot_source=Restaurant%20website'></script>";
		expect( parseEmbedCode( code ) ).toEqual( {
			rid: [ '412810' ],
			style: 'tall',
			iframe: true,
			domain: 'com',
			lang: 'fr-CA',
			newtab: false,
		} );
	} );

	it( 'reads the button widget, a new tab and no iframe', () => {
		const code =
			'<script type="text/javascript" src="https://www.opentable.com/widget/reservation/loader?rid=1&type=button&theme=standard&iframe=false&domain=com&lang=en-US&newtab=true"></script>';
		expect( parseEmbedCode( code ) ).toMatchObject( {
			rid: [ '1' ],
			style: 'button',
			iframe: false,
			newtab: true,
		} );
	} );

	it( 'reads several restaurants, repeated or comma-separated, and drops the button style', () => {
		expect(
			parseEmbedCode(
				'//www.opentable.com/widget/reservation/loader?rid=12&rid=34&type=multi&theme=wide&domain=com'
			)
		).toMatchObject( { rid: [ '12', '34' ], style: 'wide' } );
		expect(
			parseEmbedCode(
				'https://www.opentable.com/widget/reservation/loader?rid=12%2C34%2C12&type=button&theme=button'
			)
		).toMatchObject( { rid: [ '12', '34' ], style: 'standard' } );
	} );

	it( 'reads restref links of reservation pages and the country site from the host', () => {
		expect(
			parseEmbedCode(
				'https://www.opentable.co.uk/restref/client/?restref=99887&lang=en-GB&ot_source=Restaurant%20website&corrid=4f2c'
			)
		).toEqual( {
			rid: [ '99887' ],
			style: 'standard',
			iframe: true,
			domain: 'couk', // OpenTable's code of its UK site
			lang: 'en-US', // en-GB is not one of the widget's languages
			newtab: false,
		} );
		expect(
			parseEmbedCode(
				'www.opentable.de/restref/client/?rid=5566&lang=de-DE'
			)
		).toMatchObject( { rid: [ '5566' ], domain: 'de', lang: 'de-DE' } );
	} );

	it( 'reads the iframe variant, with HTML-escaped ampersands', () => {
		const code =
			'<iframe src="https://www.opentable.jp/widget/reservation/canvas?rid=777&amp;type=standard&amp;theme=wide&amp;iframe=true&amp;overlay=false&amp;domain=jp&amp;lang=ja-JP" width="840" height="150"></iframe>';
		expect( parseEmbedCode( code ) ).toMatchObject( {
			rid: [ '777' ],
			style: 'wide',
			domain: 'jp',
			lang: 'ja-JP',
		} );
	} );

	it( 'refuses other hosts, missing or non-numeric ids, and other schemes', () => {
		for ( const bad of [
			'',
			'   ',
			'Chez Panisse',
			'12345',
			'<script src="https://evil.example/widget/reservation/loader?rid=1"></script>',
			'https://www.opentable.com/widget/reservation/loader?type=standard&theme=tall',
			'https://www.opentable.com/r/chez-panisse-berkeley',
			'https://www.opentable.com/restref/client/?rid=1%22onload%3Dalert(1)',
			'https://www.opentable.com/restref/client/?rid=12&rid=abc',
			'javascript:alert(1)//opentable.com?rid=1',
			'<script>alert("opentable?rid=1")</script>',
			`https://www.opentable.com/?rid=${ '1'.repeat( 11 ) }`,
			`https://www.opentable.com/?rid=1&x=${ 'a'.repeat( 5000 ) }`,
		] ) {
			expect( [ bad, parseEmbedCode( bad ) ] ).toEqual( [ bad, null ] );
		}
	} );

	it( 'keeps a safe domain only', () => {
		expect(
			parseEmbedCode(
				'https://www.opentable.com/widget/reservation/loader?rid=3&domain=evil.example/x'
			)
		).toMatchObject( { domain: 'com' } );
	} );
} );

describe( 'looksLikeEmbed', () => {
	it( 'tells embed codes and links from names and ids', () => {
		expect( looksLikeEmbed( '<script src="x"></script>' ) ).toBe( true );
		expect( looksLikeEmbed( '//www.opentable.com/x?rid=1' ) ).toBe( true );
		expect( looksLikeEmbed( 'https://example.com/' ) ).toBe( true );
		expect( looksLikeEmbed( 'opentable.com/restref?rid=1' ) ).toBe( true );
		expect( looksLikeEmbed( '412810' ) ).toBe( false );
		expect( looksLikeEmbed( 'The Ivy' ) ).toBe( false );
	} );
} );

describe( 'addresses', () => {
	const base = {
		rid: [ '412810' ],
		style: 'tall' as const,
		domain: 'co.uk',
		lang: 'fr-CA',
		newtab: true,
	};

	it( 'builds the reservation canvas of one or several restaurants', () => {
		const single = new URL( canvasUrl( base ) );
		// OpenTable's main site, whatever the country (a parameter).
		expect( single.origin ).toBe( 'https://www.opentable.com' );
		expect( single.pathname ).toBe( '/widget/reservation/canvas' );
		expect( Object.fromEntries( single.searchParams ) ).toEqual( {
			rid: '412810',
			type: 'standard',
			theme: 'tall',
			iframe: 'true',
			overlay: 'false',
			domain: 'couk',
			lang: 'fr-CA',
			newtab: 'true',
		} );
		const multi = new URL(
			canvasUrl( { ...base, rid: [ '1', '2' ], style: 'standard' } )
		);
		expect( multi.searchParams.getAll( 'rid' ) ).toEqual( [ '1', '2' ] );
		expect( multi.searchParams.get( 'type' ) ).toBe( 'multi' );
		expect(
			new URL(
				canvasUrl( { ...base, style: 'button' } )
			).searchParams.get( 'type' )
		).toBe( 'button' );
	} );

	it( 'falls back to the default site and language for unsafe values', () => {
		const url = new URL(
			canvasUrl( { ...base, domain: 'evil.example/x', lang: 'xx' } )
		);
		expect( url.origin ).toBe( 'https://www.opentable.com' );
		expect( url.searchParams.get( 'lang' ) ).toBe( 'en-US' );
	} );

	it( 'links to the reservation page of a restaurant', () => {
		expect( reservationUrl( '412810', 'de', 'de-DE' ) ).toBe(
			'https://www.opentable.de/restref/client/?rid=412810&lang=de-DE'
		);
	} );
} );

describe( 'the widget host is always OpenTable’s own', () => {
	const HOSTILE = [
		'xyz',
		'evil.com',
		'com/../x',
		'co.xyz',
		'com.evil.example',
	];
	const base = {
		rid: [ '412810' ],
		style: 'standard' as const,
		lang: 'en-US',
		newtab: false,
	};

	it( 'frames www.opentable.com with the default country for a domain outside OpenTable’s list', () => {
		for ( const domain of HOSTILE ) {
			const url = new URL( canvasUrl( { ...base, domain } ) );
			expect( [ domain, url.origin ] ).toEqual( [
				domain,
				'https://www.opentable.com',
			] );
			expect( url.searchParams.get( 'domain' ) ).toBe( 'com' );
			expect(
				new URL( reservationUrl( '412810', domain, 'en-US' ) ).origin
			).toBe( 'https://www.opentable.com' );
		}
	} );

	it( 'keeps no such domain from a pasted embed code', () => {
		for ( const domain of HOSTILE ) {
			expect(
				parseEmbedCode(
					`<script src="//www.opentable.com/widget/reservation/loader?rid=1&domain=${ encodeURIComponent(
						domain
					) }"></script>`
				)
			).toMatchObject( { domain: 'com' } );
		}
		// Nor from the host of a look-alike site.
		expect(
			parseEmbedCode( 'https://www.opentable.xyz/restref/client/?rid=5' )
		).toMatchObject( { domain: 'com' } );
	} );

	it( 'keeps a country of OpenTable’s list as a query parameter, in OpenTable’s spelling', () => {
		for ( const [ stored, code ] of [
			[ 'co.uk', 'couk' ],
			[ 'couk', 'couk' ],
			[ 'com.au', 'comau' ],
			[ 'com.mx', 'commx' ],
			[ 'de', 'de' ],
			[ 'jp', 'jp' ],
		] as const ) {
			const url = new URL( canvasUrl( { ...base, domain: stored } ) );
			expect( url.origin ).toBe( 'https://www.opentable.com' );
			expect( [ stored, url.searchParams.get( 'domain' ) ] ).toEqual( [
				stored,
				code,
			] );
		}
		expect(
			parseEmbedCode(
				'//www.opentable.co.uk/widget/reservation/loader?rid=184452&type=standard&theme=standard&iframe=true&domain=couk&lang=en-GB'
			)
		).toMatchObject( { rid: [ '184452' ], domain: 'couk' } );
	} );
} );
