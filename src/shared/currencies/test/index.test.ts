import {
	CURRENCIES,
	DONATION_CURRENCIES,
	SIMPLE_PAYMENTS_CURRENCIES,
	formatCurrency,
	getCurrency,
	isKnownCurrency,
	minimumAmount,
	parseAmount,
	suggestedAmounts,
} from '..';

const NBSP = '\u00a0';

describe( 'currency table', () => {
	it( 'holds about 170 currencies, each with a symbol, separators and a precision of 0 to 3', () => {
		const codes = Object.keys( CURRENCIES );
		expect( codes.length ).toBeGreaterThanOrEqual( 150 );
		for ( const code of codes ) {
			expect( code ).toMatch( /^[A-Z]{3}$/ );
			const entry = CURRENCIES[ code ]!;
			expect( entry.symbol.trim() ).not.toBe( '' );
			expect( entry.decimal ).toMatch( /^[.,]$/ );
			expect( entry.grouping ).not.toBe( entry.decimal );
			expect( [ 0, 1, 2, 3 ] ).toContain( entry.precision );
		}
	} );

	it( 'has the ISO 4217 precisions: JPY 0, KWD 3, USD 2', () => {
		expect( getCurrency( 'JPY' ).precision ).toBe( 0 );
		expect( getCurrency( 'KWD' ).precision ).toBe( 3 );
		expect( getCurrency( 'USD' ) ).toEqual( {
			symbol: '$',
			grouping: ',',
			decimal: '.',
			precision: 2,
		} );
		expect( getCurrency( 'EUR' ) ).toMatchObject( {
			symbol: '€',
			decimal: ',',
		} );
	} );

	it( 'falls back to $ , . 2 for an unknown code', () => {
		expect( isKnownCurrency( 'XYZ' ) ).toBe( false );
		expect( isKnownCurrency( 'toString' ) ).toBe( false );
		expect( isKnownCurrency( 'GBP' ) ).toBe( true );
		expect( getCurrency( 'XYZ' ) ).toEqual( {
			symbol: '$',
			grouping: ',',
			decimal: '.',
			precision: 2,
		} );
	} );

	it( 'knows every donation and simple payments currency', () => {
		for ( const code of [
			...DONATION_CURRENCIES,
			...SIMPLE_PAYMENTS_CURRENCIES,
		] ) {
			expect( isKnownCurrency( code ) ).toBe( true );
		}
		expect( SIMPLE_PAYMENTS_CURRENCIES ).toHaveLength( 24 );
		expect( SIMPLE_PAYMENTS_CURRENCIES[ 0 ] ).toBe( 'USD' );
	} );
} );

describe( 'formatCurrency', () => {
	it( 'formats with the currency precision, separators and symbol', () => {
		expect( formatCurrency( 1234.5, 'USD' ) ).toBe( '$1,234.50' );
		expect( formatCurrency( 1234.5, 'EUR' ) ).toBe( '€1.234,50' );
		expect( formatCurrency( 1234.5, 'JPY' ) ).toBe( '¥1,235' );
		expect( formatCurrency( 1.2345, 'KWD' ) ).toMatch( /1\.235$/ );
		expect( formatCurrency( 1234567, 'PLN' ) ).toBe(
			`zł${ NBSP }1${ NBSP }234${ NBSP }567,00`
		);
		expect( formatCurrency( -5, 'USD' ) ).toBe( '-$5.00' );
	} );

	it( 'gives the same digits as Intl.NumberFormat for USD', () => {
		const intl = new Intl.NumberFormat( 'en-US', {
			style: 'currency',
			currency: 'USD',
		} );
		for ( const value of [ 0, 0.5, 5, 15, 100, 1234567.891 ] ) {
			expect( formatCurrency( value, 'USD' ) ).toBe(
				intl.format( value )
			);
		}
	} );

	it( 'returns null for an unknown currency or a non-number', () => {
		expect( formatCurrency( 5, 'XYZ' ) ).toBeNull();
		expect( formatCurrency( '5' as unknown as number, 'USD' ) ).toBeNull();
		expect( formatCurrency( NaN, 'USD' ) ).toBeNull();
		expect( formatCurrency( Infinity, 'USD' ) ).toBeNull();
		expect(
			formatCurrency( undefined as unknown as number, 'USD' )
		).toBeNull();
	} );
} );

describe( 'parseAmount', () => {
	it( 'reads amounts with the currency decimal and thousands separators', () => {
		expect( parseAmount( '5', 'USD' ) ).toBe( 5 );
		expect( parseAmount( '1,234.56', 'USD' ) ).toBe( 1234.56 );
		expect( parseAmount( ' $1234.5 ', 'USD' ) ).toBe( 1234.5 );
		expect( parseAmount( '1.234,56', 'EUR' ) ).toBe( 1234.56 );
		expect( parseAmount( '5,5', 'EUR' ) ).toBe( 5.5 );
		expect( parseAmount( '1 234,50', 'PLN' ) ).toBe( 1234.5 );
		expect( parseAmount( `1${ NBSP }234,50 zł`, 'PLN' ) ).toBe( 1234.5 );
		expect( parseAmount( '12,000', 'JPY' ) ).toBe( 12000 );
		expect( parseAmount( '1.125', 'KWD' ) ).toBe( 1.125 );
	} );

	it( 'refuses more decimals than the currency allows', () => {
		expect( parseAmount( '5.123', 'USD' ) ).toBeNull();
		expect( parseAmount( '500.5', 'JPY' ) ).toBeNull();
		expect( parseAmount( '1.1255', 'KWD' ) ).toBeNull();
	} );

	it( 'refuses text that is not an amount in that currency', () => {
		for ( const text of [
			'',
			' ',
			'abc',
			'-5',
			'5.',
			'1,23',
			'5 5',
			'1e3',
			'$',
		] ) {
			expect( parseAmount( text, 'USD' ) ).toBeNull();
		}
		// A period is the thousands separator in euros, so "5.50" is not five and a half.
		expect( parseAmount( '5.50', 'EUR' ) ).toBeNull();
		expect( parseAmount( 5 as unknown as string, 'USD' ) ).toBeNull();
	} );
} );

describe( 'minimums and suggested amounts', () => {
	it( 'has the membership minimum of every listed currency', () => {
		expect(
			Object.fromEntries(
				DONATION_CURRENCIES.map( ( code ) => [
					code,
					minimumAmount( code ),
				] )
			)
		).toEqual( {
			USD: 0.5,
			AUD: 0.5,
			BRL: 0.5,
			CAD: 0.5,
			CHF: 0.5,
			DKK: 2.5,
			EUR: 0.5,
			GBP: 0.3,
			HKD: 4,
			INR: 0.5,
			JPY: 50,
			MXN: 10,
			NOK: 3,
			NZD: 0.5,
			PLN: 2,
			SEK: 3,
			SGD: 0.5,
		} );
	} );

	it( 'uses the smallest unit for a currency without a membership minimum', () => {
		expect( minimumAmount( 'THB' ) ).toBe( 0.01 );
		expect( minimumAmount( 'KRW' ) ).toBe( 1 );
	} );

	it( 'suggests 10, 30 and 200 times the minimum', () => {
		expect( suggestedAmounts( 'USD' ) ).toEqual( [ 5, 15, 100 ] );
		expect( suggestedAmounts( 'GBP' ) ).toEqual( [ 3, 9, 60 ] );
		expect( suggestedAmounts( 'JPY' ) ).toEqual( [ 500, 1500, 10000 ] );
	} );
} );
