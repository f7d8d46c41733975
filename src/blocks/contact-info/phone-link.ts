/**
 * The phone block's text, split around the phone number it holds.
 *
 * `storedPhone` is the split the stored markup uses (the reference plugin's format, so posts move
 * both ways): the text before the first digit is a label, kept in a `phone-prefix` span when it is
 * more than whitespace; from the first digit to the end is the link text, with a "+", "(" or "/"
 * right before that digit belonging to the link too. The `tel:` URL is every digit of the text, with
 * a leading "+" when the link text starts with one. "Phone: 555-1234 ext 2" is therefore the label
 * "Phone: " and a link "555-1234 ext 2" to `tel:55512342`.
 *
 * `phoneParts` is the finer split earlier versions of this plugin stored (phone/deprecated.ts): the
 * number starts at the first digit (taking a "+" or "(" right before it) and runs over the
 * characters numbers are written with (digits, spaces, + ( ) - . /), ending at its last digit;
 * text before and after stays text, and the `tel:` link keeps the number's digits only.
 */

export interface StoredPhone {
	/** Text before the number; shown only when it is more than whitespace. */
	prefix: string;
	/** The link text: the number and whatever follows it. */
	linkText: string;
	href: string;
}

/** The stored split (see above), or null when the text has no digit and stays plain text. */
export function storedPhone( input: string ): StoredPhone | null {
	const first = input.search( /[0-9]/ );
	if ( first < 0 ) {
		return null;
	}
	const start =
		first > 0 && /[+(/]/.test( input.charAt( first - 1 ) )
			? first - 1
			: first;
	const linkText = input.slice( start );
	const plus = linkText.startsWith( '+' ) ? '+' : '';
	return {
		prefix: input.slice( 0, start ),
		linkText,
		href: `tel:${ plus }${ input.replace( /[^0-9]/g, '' ) }`,
	};
}

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
