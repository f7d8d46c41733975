/**
 * The e-mail block's text, cut into plain text and e-mail addresses, as earlier versions of this
 * plugin stored it (email/deprecated.ts; today's stored split is email-stored.ts).
 *
 * Editors type free text ("Write to hello@example.com, or sales@example.com."): each
 * whitespace-separated word that is an e-mail address, once the punctuation around it is set
 * aside, becomes a link; everything else stays text. Only addresses whose characters are valid in a
 * `mailto:` URL as they are are linked, so the href never needs escaping and stays valid HTML.
 */

export interface TextSegment {
	text: string;
	/** The address to write to, when `text` is an e-mail address. */
	email?: string;
}

// Local part: dot-separated atoms of the characters real addresses use (RFC 5322's rarer ones,
// such as `{`, `|` or `%`, are not valid in a URL unescaped and would not survive a mail client).
const LOCAL_PART = /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// Top-level domain: letters (.com, .blog) or an internationalised one in its ASCII form (xn--…).
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Lengths from RFC 5321: 64 for the local part, 254 for the whole path. */
const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;

export function isEmailAddress( value: string ): boolean {
	if ( value.length > MAX_ADDRESS ) {
		return false;
	}
	const at = value.indexOf( '@' );
	if ( at <= 0 || at !== value.lastIndexOf( '@' ) ) {
		return false;
	}
	const local = value.slice( 0, at );
	const labels = value.slice( at + 1 ).split( '.' );
	const topLevel = labels[ labels.length - 1 ] ?? '';
	return (
		local.length <= MAX_LOCAL &&
		LOCAL_PART.test( local ) &&
		labels.length >= 2 &&
		labels.every( ( label ) => DOMAIN_LABEL.test( label ) ) &&
		TOP_LEVEL.test( topLevel )
	);
}

// Punctuation that text puts around an address: "(a@b.com)", "<a@b.com>", "a@b.com," …
const LEADING = /^[(<[{"'«“‘]+/;
const TRAILING = /[)>\]}"'»”’.,;:!?]+$/;

function splitWord( word: string ): TextSegment[] {
	const leading = word.match( LEADING )?.[ 0 ] ?? '';
	const rest = word.slice( leading.length );
	const trailing = rest.match( TRAILING )?.[ 0 ] ?? '';
	const core = rest.slice( 0, rest.length - trailing.length );
	if ( ! isEmailAddress( core ) ) {
		return [ { text: word } ];
	}
	return [
		{ text: leading },
		{ text: core, email: core },
		{ text: trailing },
	];
}

/** The text as segments, adjacent plain text merged; joining every `text` gives the input back. */
export function emailSegments( input: string ): TextSegment[] {
	const segments: TextSegment[] = [];
	for ( const part of input.split( /(\s+)/ ) ) {
		const pieces = /^\s+$/.test( part )
			? [ { text: part } ]
			: splitWord( part );
		for ( const piece of pieces ) {
			if ( ! piece.text ) {
				continue;
			}
			const last = segments[ segments.length - 1 ];
			if ( ! piece.email && last && ! last.email ) {
				last.text += piece.text;
			} else {
				segments.push( { ...piece } );
			}
		}
	}
	return segments;
}
