import fs from 'node:fs';
import path from 'node:path';
import { NAMED_COLORS, isColorValue, safeColor } from '../color';
import cases from './color-cases.json';

describe( 'safeColor', () => {
	it.each( cases.accepted )( 'keeps the colour %j', ( color ) => {
		expect( safeColor( color ) ).toBe( color );
	} );

	it.each( cases.refused )(
		'turns %j into the default (undefined)',
		( value ) => {
			expect( safeColor( value ) ).toBeUndefined();
		}
	);

	it( 'refuses what is not a string, and overlong values', () => {
		expect( isColorValue( 12 ) ).toBe( false );
		expect( isColorValue( null ) ).toBe( false );
		expect( isColorValue( { color: 'red' } ) ).toBe( false );
		expect( isColorValue( `#fff${ ' '.repeat( 200 ) }` ) ).toBe( false );
	} );
} );

describe( 'render.php', () => {
	const render = fs.readFileSync(
		path.join( __dirname, '../render.php' ),
		'utf8'
	);

	it( 'knows the same named colours', () => {
		const list = render.match( /\$named = array\(([^)]*)\);/ );
		expect( list ).not.toBeNull();
		const names = [
			...( list?.[ 1 ] ?? '' ).matchAll( /'([a-z]+)'/g ),
		].map( ( match ) => match[ 1 ] );
		expect( names ).toEqual( [ ...NAMED_COLORS ] );
	} );
} );
