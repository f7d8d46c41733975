import { businessName, reservationPage } from '../business';

describe( 'Tock business name', () => {
	it( 'takes the business name as the reference stores it', () => {
		expect( businessName( 'roister' ) ).toBe( 'roister' );
		expect( businessName( '  alinea-group ' ) ).toBe( 'alinea-group' );
	} );

	it( 'takes it from the address of the business page', () => {
		expect( businessName( 'https://www.exploretock.com/roister' ) ).toBe(
			'roister'
		);
		expect(
			businessName( 'exploretock.com/roister/search?date=2026-12-01' )
		).toBe( 'roister' );
	} );

	it( 'refuses anything else', () => {
		expect( businessName( '' ) ).toBeNull();
		expect( businessName( undefined ) ).toBeNull();
		expect( businessName( 'https://example.com/roister' ) ).toBeNull();
		expect( businessName( "roister');alert(1);//" ) ).toBeNull();
	} );

	it( 'links to the reservation page', () => {
		expect( reservationPage( 'roister' ) ).toBe(
			'https://www.exploretock.com/roister'
		);
	} );
} );
