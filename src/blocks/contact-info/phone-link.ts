/**
 * The phone block's text, split around the phone number it holds.
 *
 * Editors type a number, often with a label or an extension: "Call +1 (555) 123-4567 ext. 89". The
 * number starts at the first digit (taking a "+" or "(" right before it) and runs over the
 * characters numbers are written with (digits, spaces, + ( ) - . /), ending at its last digit.
 * Text before and after stays text. The `tel:` link keeps the digits only, with a leading "+"
 * when the number is written in international form.
 */

export interface PhoneParts {
	before: string;
	/** The number as written; empty when the text has no digit. */
	number: string;
	after: string;
	/** `tel:` URL of the number, or null when there is none. */
	href: string | null;
}

const NUMBER = /[+(]*\d[\d\s+().\-/]*/;

export function telHref( written: string ): string | null {
	const digits = written.replace( /\D/g, '' );
	if ( ! digits ) {
		return null;
	}
	const international = written
		.trimStart()
		.replace( /^\(/, '' )
		.startsWith( '+' );
	return `tel:${ international ? '+' : '' }${ digits }`;
}

export function phoneParts( input: string ): PhoneParts {
	const match = NUMBER.exec( input );
	if ( ! match ) {
		return { before: input, number: '', after: '', href: null };
	}
	const run = match[ 0 ];
	// End at the last digit: separators after it ("555-1234 -", "(0) 1234.") belong to the text.
	let end = run.length;
	while ( end > 0 && ! /\d/.test( run.charAt( end - 1 ) ) ) {
		end--;
	}
	// An opening parenthesis is part of the number only if the number closes it: "(555) 123".
	let start = 0;
	const number = run.slice( 0, end );
	if ( number.startsWith( '(' ) && ! number.includes( ')' ) ) {
		start = number.search( /[^(]/ );
	}
	const written = number.slice( start );
	return {
		before: input.slice( 0, match.index + start ),
		number: written,
		after: input.slice( match.index + end ),
		href: telHref( written ),
	};
}
