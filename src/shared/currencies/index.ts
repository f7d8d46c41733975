/**
 * Currencies: the table (symbol, grouping, decimal, precision per ISO 4217 code, kept as data in
 * currencies.json; see scripts/derive-currencies.mjs for where each value comes from), formatting,
 * parsing of typed amounts, and the payment minimums of the memberships back end (minimums.json).
 * The PHP side (php-stubs/payments/currencies.php) reads the same two files.
 */
import table from './currencies.json';
import minimums from './minimums.json';
import simplePayments from './simple-payments.json';

export interface CurrencyEntry {
	/** Shown before the amount. */
	symbol: string;
	/** Thousands separator. */
	grouping: string;
	/** Decimal separator. */
	decimal: string;
	/** Digits after the decimal separator (0 to 3). */
	precision: number;
}

export const CURRENCIES: Readonly< Record< string, CurrencyEntry > > = table;

/** Used for any code the table does not know, so a display never breaks. */
export const FALLBACK_CURRENCY: Readonly< CurrencyEntry > = Object.freeze( {
	symbol: '$',
	grouping: ',',
	decimal: '.',
	precision: 2,
} );

/**
 * The smallest price a membership plan (donations included) may have, per currency. Kept as data
 * beside the table because the server (php-stubs/payments) checks prices against the same file.
 */
const MEMBERSHIP_MINIMUMS: Readonly< Record< string, number > > = minimums;

/** The currencies a donation or membership plan can be priced in: those with a minimum. */
export const DONATION_CURRENCIES: string[] = Object.keys( MEMBERSHIP_MINIMUMS );

/**
 * The currencies the simple payments block offers; USD, the default, first. Data beside the table
 * because the server (php-stubs/payments/products.php) checks products against the same file.
 */
export const SIMPLE_PAYMENTS_CURRENCIES: string[] = simplePayments;

/** Suggested donation amounts are these multiples of the currency minimum (USD 5, 15, 100). */
export const SUGGESTED_AMOUNT_MULTIPLES = [ 10, 30, 200 ] as const;
/** The custom donation amount starts at this multiple of the minimum. */
export const CUSTOM_AMOUNT_MULTIPLE = 100;

export function isKnownCurrency( code: unknown ): code is string {
	return typeof code === 'string' && Object.hasOwn( CURRENCIES, code );
}

export function getCurrency( code: string ): CurrencyEntry {
	return isKnownCurrency( code )
		? ( CURRENCIES[ code ] as CurrencyEntry )
		: FALLBACK_CURRENCY;
}

/**
 * The membership minimum of a currency; a currency without one (not offered for plans) gets its
 * smallest unit, so a positive price is still required.
 */
export function minimumAmount( code: string ): number {
	return (
		MEMBERSHIP_MINIMUMS[ code ] ??
		Math.pow( 10, -getCurrency( code ).precision )
	);
}

/** The three suggested donation amounts for a currency. */
export function suggestedAmounts( code: string ): number[] {
	const minimum = minimumAmount( code );
	return SUGGESTED_AMOUNT_MULTIPLES.map( ( multiple ) =>
		roundTo( minimum * multiple, getCurrency( code ).precision )
	);
}

function roundTo( value: number, precision: number ): number {
	return Number( value.toFixed( precision ) );
}

// Intl does the rounding and the digit grouping; the table decides which characters separate them,
// so every currency reads the same whatever the visitor's locale.
const digitFormatters = new Map< number, Intl.NumberFormat >();
function digits( precision: number ): Intl.NumberFormat {
	let formatter = digitFormatters.get( precision );
	if ( ! formatter ) {
		formatter = new Intl.NumberFormat( 'en-US', {
			minimumFractionDigits: precision,
			maximumFractionDigits: precision,
			useGrouping: true,
		} );
		digitFormatters.set( precision, formatter );
	}
	return formatter;
}

/**
 * Formats an amount with the currency's symbol, separators and precision ("$1,234.50",
 * "€1.234,50", "¥1,235"); null for an unknown currency or a value that is not a finite number.
 */
export function formatCurrency( value: number, code: string ): string | null {
	if (
		! isKnownCurrency( code ) ||
		typeof value !== 'number' ||
		! Number.isFinite( value )
	) {
		return null;
	}
	const { symbol, grouping, decimal, precision } = getCurrency( code );
	const number = digits( precision )
		.formatToParts( Math.abs( value ) )
		.map( ( part ) => {
			if ( part.type === 'group' ) {
				return grouping;
			}
			if ( part.type === 'decimal' ) {
				return decimal;
			}
			return part.value;
		} )
		.join( '' );
	// A symbol made of letters ("CHF", "zł", "kr.") would run into the digits without a space.
	const separator = /[\p{L}.]$/u.test( symbol ) ? '\u00a0' : '';
	const negative = value < 0 && Number( number.replace( /\D/g, '' ) ) !== 0;
	return `${ negative ? '-' : '' }${ symbol }${ separator }${ number }`;
}

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * Reads an amount typed for a currency, with that currency's decimal separator and (optional,
 * groups of three) thousands separator, and at most its precision of decimals. The symbol or the
 * code may surround it. Null when the text is not such an amount (negative amounts included).
 */
export function parseAmount( text: string, code: string ): number | null {
	if ( typeof text !== 'string' ) {
		return null;
	}
	const { symbol, grouping, decimal, precision } = getCurrency( code );
	let rest = text.trim();
	for ( const affix of [ symbol, code ] ) {
		if ( affix && rest.toUpperCase().startsWith( affix.toUpperCase() ) ) {
			rest = rest.slice( affix.length ).trim();
		}
		if ( affix && rest.toUpperCase().endsWith( affix.toUpperCase() ) ) {
			rest = rest.slice( 0, rest.length - affix.length ).trim();
		}
	}
	// Any space stands for a space-like thousands separator.
	const group = /\s/u.test( grouping ) ? '\\s' : escapeRegExp( grouping );
	const fraction =
		precision > 0
			? `(?:${ escapeRegExp( decimal ) }(\\d{1,${ precision }}))?`
			: '';
	const pattern = new RegExp(
		`^(\\d+|\\d{1,3}(?:${ group }\\d{3})+)${ fraction }$`,
		'u'
	);
	const match = pattern.exec( rest );
	if ( ! match ) {
		return null;
	}
	const whole = ( match[ 1 ] ?? '' ).replace( /\D/g, '' );
	const value = Number( `${ whole }.${ match[ 2 ] ?? '0' }` );
	return Number.isFinite( value ) ? roundTo( value, precision ) : null;
}
