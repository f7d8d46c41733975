import {
	decimalPlaces,
	readPrice,
	validateAll,
	validateCurrency,
	validateEmail,
	validatePrice,
	validateTitle,
} from '../validation';
import {
	getCurrency,
	SIMPLE_PAYMENTS_CURRENCIES,
} from '../../../shared/currencies';

const PRICE_TAG =
	'If you’re selling something, you need a price tag. Add yours here.';
const NEGATIVE =
	'Your price is negative — enter a positive number so people can pay the right amount.';
const NO_DECIMALS =
	'We know every penny counts, but prices in this currency can’t contain decimal values.';

describe( 'price', () => {
	it.each( [ '', '   ', '0', '0.00', '-0' ] )(
		'asks for a price tag when empty or zero (%j)',
		( text ) => {
			expect( readPrice( text, 'USD' ).error ).toBe( PRICE_TAG );
		}
	);

	it( 'asks for a price tag for a missing or zero number', () => {
		expect( validatePrice( undefined, 'USD' ) ).toBe( PRICE_TAG );
		expect( validatePrice( 0, 'USD' ) ).toBe( PRICE_TAG );
	} );

	it.each( [ 'abc', '12abc', '1.2.3', '--5', '$', '1e3' ] )(
		'says "Invalid price" for text that is not a number (%j)',
		( text ) => {
			expect( readPrice( text, 'USD' ) ).toEqual( {
				value: null,
				error: 'Invalid price',
			} );
		}
	);

	it( 'refuses a negative price', () => {
		expect( readPrice( '-5', 'USD' ) ).toEqual( {
			value: -5,
			error: NEGATIVE,
		} );
		expect( validatePrice( -0.5, 'EUR' ) ).toBe( NEGATIVE );
	} );

	it( 'allows no decimals in a currency without any (JPY 0)', () => {
		expect( readPrice( '1500', 'JPY' ) ).toEqual( {
			value: 1500,
			error: null,
		} );
		expect( readPrice( '1500.5', 'JPY' ).error ).toBe( NO_DECIMALS );
		// Zeros after the point change nothing.
		expect( readPrice( '1500.00', 'JPY' ).error ).toBeNull();
	} );

	it( 'allows two decimals in USD, and says how many when there are more', () => {
		expect( readPrice( '10.99', 'USD' ) ).toEqual( {
			value: 10.99,
			error: null,
		} );
		expect( readPrice( '10.999', 'USD' ).error ).toBe(
			'The price cannot have more than 2 decimal places.'
		);
	} );

	it( 'follows the currency’s precision beyond two (KWD 3)', () => {
		expect( validatePrice( 1.234, 'KWD' ) ).toBeNull();
		expect( validatePrice( 1.2345, 'KWD' ) ).toBe(
			'The price cannot have more than 3 decimal places.'
		);
	} );

	it( 'reads the currency’s own decimal separator and its written form', () => {
		expect( readPrice( '1.001', 'EUR' ).value ).toBe( 1001 );
		expect( readPrice( '10,50', 'EUR' ) ).toEqual( {
			value: 10.5,
			error: null,
		} );
		expect( readPrice( '1,234', 'USD' ) ).toEqual( {
			value: 1234,
			error: null,
		} );
		expect( readPrice( '$1,234.50', 'USD' ) ).toEqual( {
			value: 1234.5,
			error: null,
		} );
		expect( readPrice( '1.234,50', 'EUR' ) ).toEqual( {
			value: 1234.5,
			error: null,
		} );
	} );

	it( 'checks the decimals of every allowed currency against its precision', () => {
		SIMPLE_PAYMENTS_CURRENCIES.forEach( ( code ) => {
			const precision = getCurrency( code ).precision;
			// Two digits more than allowed: "1.001" reads as one thousand where a point groups thousands.
			const tooPrecise = `1.${ '0'.repeat( precision + 1 ) }1`;
			expect( [ code, readPrice( '12', code ).error ] ).toEqual( [
				code,
				null,
			] );
			expect( [ code, readPrice( tooPrecise, code ).error ] ).toEqual( [
				code,
				precision === 0
					? NO_DECIMALS
					: `The price cannot have more than ${ precision } decimal places.`,
			] );
		} );
	} );

	it( 'counts decimal places of numbers, tiny ones included', () => {
		expect( decimalPlaces( 10 ) ).toBe( 0 );
		expect( decimalPlaces( 10.5 ) ).toBe( 1 );
		expect( decimalPlaces( 0.125 ) ).toBe( 3 );
		expect( decimalPlaces( 1e-7 ) ).toBe( 7 );
	} );
} );

describe( 'title, email and currency', () => {
	it( 'requires a title', () => {
		expect( validateTitle( '  ' ) ).toBe(
			'Please add a brief title so that people know what they’re paying for.'
		);
		expect( validateTitle( 'Mug' ) ).toBeNull();
	} );

	it( 'requires a valid email address', () => {
		expect( validateEmail( '' ) ).toBe(
			'We want to make sure payments reach you, so please add an email address.'
		);
		expect( validateEmail( 'bob@' ) ).toBe(
			'bob@ is not a valid email address.'
		);
		expect( validateEmail( 'bob@example.org' ) ).toBeNull();
	} );

	it( 'takes only the allowed currencies', () => {
		expect( SIMPLE_PAYMENTS_CURRENCIES ).toHaveLength( 24 );
		SIMPLE_PAYMENTS_CURRENCIES.forEach( ( code ) =>
			expect( validateCurrency( code ) ).toBeNull()
		);
		expect( validateCurrency( 'INR' ) ).toBe(
			'Payments cannot be taken in INR. Choose a currency from the list.'
		);
	} );

	it( 'collects every field’s message at once', () => {
		expect(
			validateAll( {
				title: '',
				email: 'nope',
				currency: 'KWD',
				priceText: 'ten',
			} )
		).toEqual( {
			title: 'Please add a brief title so that people know what they’re paying for.',
			email: 'nope is not a valid email address.',
			currency:
				'Payments cannot be taken in KWD. Choose a currency from the list.',
			price: 'Invalid price',
		} );
		expect(
			validateAll( {
				title: 'Mug',
				email: 'shop@example.org',
				currency: 'JPY',
				priceText: '1500',
			} )
		).toEqual( {} );
	} );
} );
