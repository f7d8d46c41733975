/**
 * The checks of spec 002 §5, run when the block is deselected and before the product is saved.
 * Each returns the message to show under its field, or null when the value is fine.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { isEmail } from '@wordpress/url';
import {
	getCurrency,
	parseAmount,
	SIMPLE_PAYMENTS_CURRENCIES,
} from '../../shared/currencies';

export type Field = 'title' | 'price' | 'email' | 'currency';
export type FieldErrors = Partial< Record< Field, string > >;

export interface PriceReading {
	/** The typed price as a number; null when the text is not a number at all. */
	value: number | null;
	/** The message for the typed price, or null when it can be charged in the currency. */
	error: string | null;
}

/** Digits after the decimal point of a number ("10.50" has one: the trailing zero adds nothing). */
export function decimalPlaces( value: number ): number {
	const [ mantissa = '', exponent ] = Math.abs( value )
		.toString()
		.split( 'e' );
	const fraction = mantissa.split( '.' )[ 1 ] ?? '';
	return Math.max( 0, fraction.length - Number( exponent ?? 0 ) );
}

/**
 * A typed price as a number. People type a point or the currency's own decimal separator
 * ("10.50", "10,50"), or the amount as the currency writes it ("$1,234.50", "1.234,50 €").
 */
function numberFromText( text: string, currency: string ): number | null {
	const plain = /^(-?)(\d+)(?:[.,](\d+))?$/.exec( text );
	if ( plain ) {
		const [ , sign = '', whole = '', fraction = '' ] = plain;
		const { grouping, precision } = getCurrency( currency );
		// "1,234" in a currency that groups with a comma is one thousand, not one point something.
		const separator = text.charAt( sign.length + whole.length );
		const isGrouping =
			separator === grouping &&
			fraction.length === 3 &&
			precision < 3 &&
			whole.length <= 3;
		return Number(
			isGrouping
				? `${ sign }${ whole }${ fraction }`
				: `${ sign }${ whole }.${ fraction || '0' }`
		);
	}
	return parseAmount( text, currency );
}

/** Reads and checks a typed price for a currency (spec 002 §5, in its order). */
export function readPrice( text: string, currency: string ): PriceReading {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return { value: null, error: missingPriceMessage() };
	}
	const value = numberFromText( trimmed, currency );
	if ( value === null || Number.isNaN( value ) ) {
		return { value: null, error: __( 'Invalid price', 'jetpack-blocks' ) };
	}
	return { value, error: validatePrice( value, currency ) };
}

function missingPriceMessage(): string {
	return __(
		'If you’re selling something, you need a price tag. Add yours here.',
		'jetpack-blocks'
	);
}

/** Checks a price already held as a number (the block's price attribute). */
export function validatePrice(
	price: number | undefined | null,
	currency: string
): string | null {
	if ( price === undefined || price === null || price === 0 ) {
		return missingPriceMessage();
	}
	if ( typeof price !== 'number' || Number.isNaN( price ) ) {
		return __( 'Invalid price', 'jetpack-blocks' );
	}
	if ( price < 0 ) {
		return __(
			'Your price is negative — enter a positive number so people can pay the right amount.',
			'jetpack-blocks'
		);
	}
	const { precision } = getCurrency( currency );
	if ( decimalPlaces( price ) > precision ) {
		if ( precision === 0 ) {
			return __(
				'We know every penny counts, but prices in this currency can’t contain decimal values.',
				'jetpack-blocks'
			);
		}
		return sprintf(
			/* translators: %d: how many decimal places the currency allows. */
			_n(
				'The price cannot have more than %d decimal place.',
				'The price cannot have more than %d decimal places.',
				precision,
				'jetpack-blocks'
			),
			precision
		);
	}
	return null;
}

export function validateTitle( title: string ): string | null {
	return title.trim()
		? null
		: __(
				'Please add a brief title so that people know what they’re paying for.',
				'jetpack-blocks'
			);
}

export function validateEmail( email: string ): string | null {
	const trimmed = email.trim();
	if ( ! trimmed ) {
		return __(
			'We want to make sure payments reach you, so please add an email address.',
			'jetpack-blocks'
		);
	}
	if ( ! isEmail( trimmed ) ) {
		return sprintf(
			/* translators: %s: the e-mail address as typed. */
			__( '%s is not a valid email address.', 'jetpack-blocks' ),
			trimmed
		);
	}
	return null;
}

export function validateCurrency( currency: string ): string | null {
	return SIMPLE_PAYMENTS_CURRENCIES.includes( currency )
		? null
		: sprintf(
				/* translators: %s: currency code. */
				__(
					'Payments cannot be taken in %s. Choose a currency from the list.',
					'jetpack-blocks'
				),
				currency
			);
}

/** Every field's message; empty when the block can be saved as a product. */
export function validateAll( fields: {
	title: string;
	email: string;
	currency: string;
	priceText: string;
} ): FieldErrors {
	const errors: FieldErrors = {};
	const found: [ Field, string | null ][] = [
		[ 'title', validateTitle( fields.title ) ],
		[ 'currency', validateCurrency( fields.currency ) ],
		[ 'price', readPrice( fields.priceText, fields.currency ).error ],
		[ 'email', validateEmail( fields.email ) ],
	];
	for ( const [ field, message ] of found ) {
		if ( message ) {
			errors[ field ] = message;
		}
	}
	return errors;
}

/** The text the price field starts with for a stored price. */
export function priceText( price: number | undefined ): string {
	return typeof price === 'number' && Number.isFinite( price )
		? String( price )
		: '';
}
