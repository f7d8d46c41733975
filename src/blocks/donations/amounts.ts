/**
 * The donation amount rules (spec 001 §4, §5, §9; spec 002 §9 minimums): tier defaults per currency,
 * what an editor may type as a tier amount, and what a currency change does to the amounts.
 */
import {
	CUSTOM_AMOUNT_MULTIPLE,
	DONATION_CURRENCIES,
	getCurrency,
	minimumAmount,
	parseAmount,
	suggestedAmounts,
} from '../../shared/currencies';
import { DEFAULT_CURRENCY, DONATIONS } from './constants';
import type { DonationsAttributes } from './types';

/** Rounds to the currency's precision (0.3 × 30 must be 9, not 8.999999999999998). */
export function roundToCurrency( value: number, currency: string ): number {
	const factor = 10 ** getCurrency( currency ).precision;
	return Math.round( value * factor ) / factor;
}

/** The three suggested tier amounts: 10, 30 and 200 times the minimum (USD 5, 15, 100). */
export function defaultAmounts( currency: string ): number[] {
	return suggestedAmounts( currency );
}

/** The custom amount's suggestion: 100 times the minimum (USD 50). */
export function customAmountDefault( currency: string ): number {
	return roundToCurrency(
		CUSTOM_AMOUNT_MULTIPLE * minimumAmount( currency ),
		currency
	);
}

/** Whether donations can be taken in the currency (it has a membership minimum). */
export function isDonationCurrency( currency: unknown ): currency is string {
	return (
		typeof currency === 'string' && DONATION_CURRENCIES.includes( currency )
	);
}

/**
 * The currency a freshly inserted block takes: the payment account's default when donations can be
 * taken in it, else USD.
 */
export function initialCurrency( accountDefault: unknown ): string {
	return isDonationCurrency( accountDefault )
		? accountDefault
		: DEFAULT_CURRENCY;
}

/**
 * A tier amount typed by the editor, parsed by the currency's own separators and precision; null
 * when it is not an amount or is below the currency's minimum (the field then shows its error style
 * and the stored amount is kept).
 */
export function parseDonationAmount(
	text: string,
	currency: string
): number | null {
	const value = parseAmount( text.trim(), currency );
	if ( value === null || ! Number.isFinite( value ) ) {
		return null;
	}
	return value >= minimumAmount( currency ) ? value : null;
}

/**
 * An amount as the editor shows it in a tier field: the currency's decimal separator and precision,
 * no symbol and no grouping (so it parses back as typed).
 */
export function amountInputText( value: number, currency: string ): string {
	const { decimal, precision } = getCurrency( currency );
	const fixed = value.toFixed( precision );
	return precision > 0 ? fixed.replace( '.', decimal ) : fixed;
}

/** The step of the visitors' custom amount field: one unit of the currency's last decimal. */
export function amountStep( currency: string ): string {
	const { precision } = getCurrency( currency );
	return precision > 0 ? ( 1 / 10 ** precision ).toFixed( precision ) : '1';
}

/** A currency change: the new currency and all three amount lists reset to its defaults. */
export function changeCurrency(
	attributes: Pick<
		DonationsAttributes,
		( typeof DONATIONS )[ number ][ 'key' ]
	>,
	currency: string
): Partial< DonationsAttributes > {
	const amounts = defaultAmounts( currency );
	const changed: Partial< DonationsAttributes > = { currency };
	for ( const { key } of DONATIONS ) {
		changed[ key ] = { ...attributes[ key ], amounts: [ ...amounts ] };
	}
	return changed;
}
