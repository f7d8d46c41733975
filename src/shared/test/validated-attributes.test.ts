import { getValidatedAttributes } from '../validated-attributes';

const RULES = {
	showFullscreenButton: { type: 'boolean' as const, default: true },
	mapStyle: {
		type: 'string' as const,
		default: 'default',
		validValues: [ 'default', 'black_and_white', 'satellite', 'terrain' ],
	},
	markerColor: {
		type: 'string' as const,
		default: 'red',
		validator: ( value: unknown ) =>
			typeof value === 'string' && /^#[0-9a-f]{6}$/i.test( value ),
	},
	zoom: { type: 'number' as const, default: 13 },
};

describe( 'getValidatedAttributes', () => {
	it( 'reads booleans: the string "false" and falsy values are false, anything else true', () => {
		const read = ( value: unknown ) =>
			getValidatedAttributes( RULES, { showFullscreenButton: value } )
				.showFullscreenButton;
		expect( read( 'false' ) ).toBe( false );
		expect( read( '' ) ).toBe( false );
		expect( read( 0 ) ).toBe( false );
		expect( read( undefined ) ).toBe( false );
		expect( read( 'true' ) ).toBe( true );
		expect( read( '1' ) ).toBe( true );
	} );

	it( 'keeps a value that passes its validator, and gives the default for one that does not', () => {
		expect(
			getValidatedAttributes( RULES, { markerColor: '#00ff7f' } )
		).toEqual( { markerColor: '#00ff7f' } );
		expect(
			getValidatedAttributes( RULES, {
				markerColor: 'red;background:url(x)',
			} )
		).toEqual( { markerColor: 'red' } );
	} );

	it( 'keeps a value of the allowed list, and gives the default for any other', () => {
		expect(
			getValidatedAttributes( RULES, { mapStyle: 'terrain' } )
		).toEqual( { mapStyle: 'terrain' } );
		expect( getValidatedAttributes( RULES, { mapStyle: 'neon' } ) ).toEqual(
			{
				mapStyle: 'default',
			}
		);
	} );

	it( 'keeps other values as they are and drops attributes the rules do not name', () => {
		expect(
			getValidatedAttributes( RULES, { zoom: '9', onclick: 'alert(1)' } )
		).toEqual( { zoom: '9' } );
	} );
} );
