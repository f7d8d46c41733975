/**
 * Derives src/shared/currencies/currencies.json once, from facts rather than by hand:
 * - the codes are the ISO 4217 currencies the runtime's ICU knows (minus the IMF accounting units
 *   XDR and XSU, which nobody pays in), plus VED;
 * - precision is the ISO 4217 minor unit (the standard's published 0- and 3-decimal lists below;
 *   every other listed currency has 2);
 * - grouping and decimal separators are those of the currency's home locale, found from the ISO
 *   country prefix of the code through the likely-subtags data (`und-XX` maximised);
 * - the symbol is the English-locale symbol when it is not just the code (so "$", "€", "A$", "CA$"),
 *   otherwise the home locale's narrow symbol, otherwise the code.
 * The table is committed as data; run `node scripts/derive-currencies.mjs` only to refresh it.
 */
import { writeFileSync } from 'node:fs';

const ZERO_DECIMALS =
	'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF'.split(
		' '
	);
const THREE_DECIMALS = 'BHD IQD JOD KWD LYD OMR TND'.split( ' ' );
const EXCLUDED = [ 'XDR', 'XSU' ];
const EXTRA = [ 'VED' ];
// Codes whose first two letters are not the home country.
const HOME_REGION = {
	EUR: 'DE',
	XAF: 'CM',
	XOF: 'SN',
	XCD: 'AG',
	XPF: 'PF',
	XCG: 'CW',
	ANG: 'CW',
	CUC: 'CU',
};

const codes = [ ...Intl.supportedValuesOf( 'currency' ), ...EXTRA ]
	.filter( ( code ) => ! EXCLUDED.includes( code ) )
	.sort();

function homeLocale( code ) {
	const region = HOME_REGION[ code ] ?? code.slice( 0, 2 );
	try {
		const locale = new Intl.Locale( `und-${ region }` ).maximize();
		return `${ locale.language }-${ region }`;
	} catch {
		return 'en-US';
	}
}

function separators( locale, code ) {
	const parts = new Intl.NumberFormat( locale, {
		style: 'currency',
		currency: code,
		minimumFractionDigits: 2,
		numberingSystem: 'latn',
	} ).formatToParts( 1234567.89 );
	// Space-like group separators (U+00A0, U+202F) become one no-break space, so every table
	// entry that groups with a space uses the same character.
	const grouping = (
		parts.find( ( p ) => p.type === 'group' )?.value ?? ','
	).replace( /\s/u, '\u00a0' );
	// Cape Verde writes the escudo sign in the decimal position; amounts are typed with a comma.
	const decimal = parts.find( ( p ) => p.type === 'decimal' )?.value ?? '.';
	return {
		grouping,
		decimal: [ '.', ',' ].includes( decimal ) ? decimal : ',',
	};
}

function symbol( locale, code ) {
	const part = ( loc, display ) =>
		new Intl.NumberFormat( loc, {
			style: 'currency',
			currency: code,
			currencyDisplay: display,
		} )
			.formatToParts( 1 )
			.find( ( p ) => p.type === 'currency' )?.value;
	const english = part( 'en', 'symbol' );
	if ( english && english !== code ) {
		return english;
	}
	const local = part( locale, 'narrowSymbol' );
	return local && local.trim().replace( /\u200b/gu, '' ) && local !== code
		? local
		: code;
}

const table = {};
for ( const code of codes ) {
	const locale = homeLocale( code );
	let precision = 2;
	if ( ZERO_DECIMALS.includes( code ) ) {
		precision = 0;
	} else if ( THREE_DECIMALS.includes( code ) ) {
		precision = 3;
	}
	table[ code ] = {
		symbol: symbol( locale, code ),
		...separators( locale, code ),
		precision,
	};
}

writeFileSync(
	new URL( '../src/shared/currencies/currencies.json', import.meta.url ),
	JSON.stringify( table, null, '\t' ) + '\n'
);
console.log( `${ codes.length } currencies written.` );
