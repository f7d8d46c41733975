import {
	PRESET_WIDTHS,
	UNIT_DEFAULTS,
	clampWidthValue,
	isAlignedLeftOrRight,
	normalizeWidth,
	parseWidth,
	presetsFor,
	toggledPreset,
	unitsFor,
	widthForAlignment,
} from '../rules';

describe( 'width control rules', () => {
	it( 'offers the presets 25/50/75/100 % unless the block floats left or right', () => {
		expect( PRESET_WIDTHS ).toEqual( [ '25%', '50%', '75%', '100%' ] );
		for ( const align of [ undefined, '', 'center', 'wide', 'full' ] ) {
			expect( presetsFor( align ) ).toEqual( PRESET_WIDTHS );
		}
		expect( presetsFor( 'left' ) ).toEqual( [] );
		expect( presetsFor( 'right' ) ).toEqual( [] );
	} );

	it( 'offers %, px and em, only px and em when aligned left or right', () => {
		expect( unitsFor( undefined ) ).toEqual( [ '%', 'px', 'em' ] );
		expect( unitsFor( 'center' ) ).toEqual( [ '%', 'px', 'em' ] );
		expect( unitsFor( 'left' ) ).toEqual( [ 'px', 'em' ] );
		expect( unitsFor( 'right' ) ).toEqual( [ 'px', 'em' ] );
		expect( isAlignedLeftOrRight( 'wide' ) ).toBe( false );
	} );

	it( 'starts each unit at its default: 100 %, 150 px, 10 em', () => {
		expect( UNIT_DEFAULTS ).toEqual( { '%': 100, px: 150, em: 10 } );
	} );

	it( 'keeps a percentage within 0–100 and other units at 0 or more', () => {
		expect( clampWidthValue( 140, '%' ) ).toBe( 100 );
		expect( clampWidthValue( -5, '%' ) ).toBe( 0 );
		expect( clampWidthValue( 40.5, '%' ) ).toBe( 40.5 );
		expect( clampWidthValue( 900, 'px' ) ).toBe( 900 );
		expect( clampWidthValue( -3, 'em' ) ).toBe( 0 );
		expect( normalizeWidth( '250%' ) ).toBe( '100%' );
		expect( normalizeWidth( '-20px' ) ).toBeUndefined(); // not a length we store
		expect( normalizeWidth( '320px' ) ).toBe( '320px' );
		expect( normalizeWidth( '12.5em' ) ).toBe( '12.5em' );
	} );

	it( 'stores nothing for an empty or unreadable value, or a unit the alignment does not allow', () => {
		expect( normalizeWidth( '' ) ).toBeUndefined();
		expect( normalizeWidth( undefined ) ).toBeUndefined();
		expect( normalizeWidth( 'wide' ) ).toBeUndefined();
		expect( normalizeWidth( '10vw' ) ).toBeUndefined();
		expect( normalizeWidth( '50%', 'left' ) ).toBeUndefined();
		expect( normalizeWidth( '50px', 'left' ) ).toBe( '50px' );
	} );

	it( 'reads stored widths, including the reference plugin’s form', () => {
		expect( parseWidth( '50%' ) ).toEqual( { value: 50, unit: '%' } );
		expect( parseWidth( '150px' ) ).toEqual( { value: 150, unit: 'px' } );
		expect( parseWidth( '10em' ) ).toEqual( { value: 10, unit: 'em' } );
		expect( parseWidth( 'calc(1px)' ) ).toBeNull();
		expect( parseWidth( 50 ) ).toBeNull();
	} );

	it( 'clears a percentage width when aligned left or right, and nothing else', () => {
		expect( widthForAlignment( '50%', 'left' ) ).toBeUndefined();
		expect( widthForAlignment( '100%', 'right' ) ).toBeUndefined();
		expect( widthForAlignment( '150px', 'left' ) ).toBe( '150px' );
		expect( widthForAlignment( '10em', 'right' ) ).toBe( '10em' );
		expect( widthForAlignment( '50%', 'center' ) ).toBe( '50%' );
		expect( widthForAlignment( undefined, 'left' ) ).toBeUndefined();
	} );

	it( 'turns a preset off when it is picked again', () => {
		expect( toggledPreset( undefined, '50%' ) ).toBe( '50%' );
		expect( toggledPreset( '25%', '50%' ) ).toBe( '50%' );
		expect( toggledPreset( '50%', '50%' ) ).toBeUndefined();
	} );
} );
