import {
	AD_FORMATS,
	DEFAULT_FORMAT,
	adFormatInfo,
	adFormatLabel,
	isAdFormat,
} from '../formats';
import metadata from '../block.json';

describe( 'ad formats (spec 002 §9)', () => {
	it( 'are the four fixed sizes', () => {
		expect(
			AD_FORMATS.map( ( { format, width, height } ) => [
				format,
				`${ width }x${ height }`,
			] )
		).toEqual( [
			[ 'mrec', '300x250' ],
			[ 'leaderboard', '728x90' ],
			[ 'mobile_leaderboard', '320x50' ],
			[ 'wideskyscraper', '160x600' ],
		] );
	} );

	it( 'default to mrec, as the block attribute does', () => {
		expect( DEFAULT_FORMAT ).toBe( 'mrec' );
		expect( metadata.attributes.format.default ).toBe( DEFAULT_FORMAT );
		expect( metadata.attributes.align.default ).toBe( 'center' );
	} );

	it( 'accept only the four formats; anything else is shown as mrec', () => {
		expect( isAdFormat( 'leaderboard' ) ).toBe( true );
		expect( isAdFormat( 'skyscraper' ) ).toBe( false );
		expect( isAdFormat( undefined ) ).toBe( false );
		expect( adFormatInfo( 'banner' ) ).toEqual( {
			format: 'mrec',
			width: 300,
			height: 250,
		} );
		expect( adFormatInfo( 'wideskyscraper' ).height ).toBe( 600 );
	} );

	it( 'are labelled with their size', () => {
		expect( adFormatLabel( 'mobile_leaderboard' ) ).toBe(
			'Mobile Leaderboard 320x50'
		);
	} );

	it( 'match the server’s table', () => {
		const fs = require( 'node:fs' );
		const path = require( 'node:path' );
		const php = fs.readFileSync(
			path.resolve(
				__dirname,
				'../../../../php-stubs/routes/wordads.php'
			),
			'utf8'
		);
		for ( const { format, width, height } of AD_FORMATS ) {
			expect( php ).toMatch(
				new RegExp(
					`'${ format }'\\s*=> array\\( ${ width }, ${ height } \\)`
				)
			);
		}
	} );
} );
