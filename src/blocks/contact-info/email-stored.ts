/**
 * The e-mail block's stored split (the reference plugin's format, so posts move both ways).
 *
 * The text is cut at whitespace. A word is linked when, without the punctuation at its end (the
 * characters of TRAILING), it is an address by the rules of ADDRESS and the lengths below; the
 * link text is the address, the href is `mailto:` and the whole word (the punctuation included,
 * as the reference plugin stores it), and the punctuation follows the link as text. So
 * "Write to hello@example.com." stores `<a href="mailto:hello@example.com.">hello@example.com</a>.`
 * Visitors get the href without that punctuation (email/render.php).
 *
 * email-tokens.ts is the stricter split earlier versions of this plugin stored (email/deprecated.ts).
 */

/** Punctuation set aside at the end of a word before it is tested as an address. */
export const TRAILING = /[.,/#!$%^&*;:{}=\-_`~()\][]+$/;

const ADDRESS =
	/^[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~](\.?[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~])*@[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/;

export function isStoredAddress( value: string ): boolean {
	const parts = value.split( '@' );
	if ( parts.length !== 2 ) {
		return false;
	}
	const [ local = '', domain = '' ] = parts;
	return (
		local.length <= 64 &&
		domain.length <= 255 &&
		domain.split( '.' ).every( ( label ) => label.length <= 63 ) &&
		ADDRESS.test( value )
	);
}

export interface StoredWord {
	/** The word, or the address when it is linked. */
	text: string;
	/** The whole word, as the link's `mailto:` target, when the word is linked. */
	target?: string;
	/** Punctuation after a linked address. */
	rest?: string;
}

/** The text as stored words, whitespace runs included; joining text and rest gives it back. */
export function storedEmailWords( input: string ): StoredWord[] {
	return input.split( /(\s+)/ ).map( ( word ) => {
		const address = word.replace( TRAILING, '' );
		return isStoredAddress( address )
			? {
					text: address,
					target: word,
					rest: word.slice( address.length ),
				}
			: { text: word };
	} );
}
