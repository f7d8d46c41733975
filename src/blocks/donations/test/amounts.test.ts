import {
	amountInputText,
	amountStep,
	changeCurrency,
	customAmountDefault,
	defaultAmounts,
	initialCurrency,
	parseDonationAmount,
} from '../amounts';
import metadata from '../block.json';
import type { DonationsAttributes } from '../types';

describe( 'tier defaults per currency', () => {
	it( 'are 10, 30 and 200 times the minimum: USD 5, 15, 100 like the block defaults', () => {
		expect( defaultAmounts( 'USD' ) ).toEqual( [ 5, 15, 100 ] );
		expect( metadata.attributes.oneTimeDonation.default.amounts ).toEqual(
			defaultAmounts( 'USD' )
		);
	} );

	it( 'round to the currency (GBP 0.30 × 30 is 9, not 8.999…)', () => {
		expect( defaultAmounts( 'GBP' ) ).toEqual( [ 3, 9, 60 ] );
		expect( defaultAmounts( 'DKK' ) ).toEqual( [ 25, 75, 500 ] );
	} );

	it( 'are whole yen for JPY (minimum 50)', () => {
		expect( defaultAmounts( 'JPY' ) ).toEqual( [ 500, 1500, 10000 ] );
	} );

	it( 'suggest 100 × minimum as the custom amount', () => {
		expect( customAmountDefault( 'USD' ) ).toBe( 50 );
		expect( customAmountDefault( 'JPY' ) ).toBe( 5000 );
		expect( customAmountDefault( 'GBP' ) ).toBe( 30 );
	} );
} );

describe( 'a typed tier amount', () => {
	it( 'is read with the currency’s own separators', () => {
		expect( parseDonationAmount( '12.50', 'USD' ) ).toBe( 12.5 );
		expect( parseDonationAmount( '1,000.25', 'USD' ) ).toBe( 1000.25 );
		expect( parseDonationAmount( '12,50', 'EUR' ) ).toBe( 12.5 );
		expect( parseDonationAmount( '1.000,25', 'EUR' ) ).toBe( 1000.25 );
		expect( parseDonationAmount( ' $7 ', 'USD' ) ).toBe( 7 );
	} );

	it( 'is refused below the currency minimum', () => {
		expect( parseDonationAmount( '0.50', 'USD' ) ).toBe( 0.5 );
		expect( parseDonationAmount( '0.49', 'USD' ) ).toBeNull();
		expect( parseDonationAmount( '0.30', 'GBP' ) ).toBe( 0.3 );
		expect( parseDonationAmount( '0.29', 'GBP' ) ).toBeNull();
		expect( parseDonationAmount( '2', 'PLN' ) ).toBe( 2 );
		expect( parseDonationAmount( '1,99', 'PLN' ) ).toBeNull();
	} );

	it( 'has no decimals in JPY and at least ¥50', () => {
		expect( parseDonationAmount( '50', 'JPY' ) ).toBe( 50 );
		expect( parseDonationAmount( '49', 'JPY' ) ).toBeNull();
		expect( parseDonationAmount( '100.5', 'JPY' ) ).toBeNull();
		expect( parseDonationAmount( '1,500', 'JPY' ) ).toBe( 1500 );
	} );

	it( 'is refused when it is not an amount', () => {
		for ( const text of [ '', 'abc', '-5', '5.123', '12,50', '5 5' ] ) {
			expect( parseDonationAmount( text, 'USD' ) ).toBeNull();
		}
	} );

	it( 'is shown back the way it parses', () => {
		expect( amountInputText( 12.5, 'EUR' ) ).toBe( '12,50' );
		expect( amountInputText( 1000, 'USD' ) ).toBe( '1000.00' );
		expect( amountInputText( 1500, 'JPY' ) ).toBe( '1500' );
		for ( const [ value, code ] of [
			[ 12.5, 'EUR' ],
			[ 1000, 'USD' ],
			[ 1500, 'JPY' ],
			[ 4, 'HKD' ],
		] as const ) {
			expect(
				parseDonationAmount( amountInputText( value, code ), code )
			).toBe( value );
		}
	} );

	it( 'steps by the currency’s smallest unit on the visitors’ field', () => {
		expect( amountStep( 'USD' ) ).toBe( '0.01' );
		expect( amountStep( 'JPY' ) ).toBe( '1' );
	} );
} );

describe( 'changing the currency', () => {
	const attributes = {
		oneTimeDonation: {
			show: true,
			planId: 1,
			amounts: [ 7, 8, 9 ],
			heading: 'Once',
		},
		monthlyDonation: { show: false, planId: 2, amounts: [ 10, 20, 30 ] },
		annualDonation: { show: true, planId: 3, amounts: [ 1, 2, 3 ] },
	} as Pick<
		DonationsAttributes,
		'oneTimeDonation' | 'monthlyDonation' | 'annualDonation'
	>;

	it( 'resets all three amount lists to the new currency’s defaults and keeps the rest', () => {
		expect( changeCurrency( attributes, 'JPY' ) ).toEqual( {
			currency: 'JPY',
			oneTimeDonation: {
				show: true,
				planId: 1,
				amounts: [ 500, 1500, 10000 ],
				heading: 'Once',
			},
			monthlyDonation: {
				show: false,
				planId: 2,
				amounts: [ 500, 1500, 10000 ],
			},
			annualDonation: {
				show: true,
				planId: 3,
				amounts: [ 500, 1500, 10000 ],
			},
		} );
		// The lists are not shared between intervals.
		const changed = changeCurrency( attributes, 'USD' );
		expect( changed.oneTimeDonation?.amounts ).not.toBe(
			changed.monthlyDonation?.amounts
		);
	} );
} );

describe( 'the currency of a new block', () => {
	it( 'is the account’s default when donations can be taken in it, else USD', () => {
		expect( initialCurrency( 'EUR' ) ).toBe( 'EUR' );
		expect( initialCurrency( 'JPY' ) ).toBe( 'JPY' );
		expect( initialCurrency( 'CZK' ) ).toBe( 'USD' ); // no membership minimum
		expect( initialCurrency( 'XYZ' ) ).toBe( 'USD' );
		expect( initialCurrency( null ) ).toBe( 'USD' );
		expect( initialCurrency( undefined ) ).toBe( 'USD' );
	} );
} );
