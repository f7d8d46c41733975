/**
 * Inline Markdown typed in the block editor: as the closing mark of `**bold**`, `__bold__`,
 * `*italic*`, `_italic_` or `~~strikethrough~~` is typed, the marks go and the text between them
 * takes the format, as CommonMark would render it (the Markdown block's rules: emphasis marks must
 * touch the text they wrap, and `_` inside a word, as in snake_case, is not emphasis).
 */
import { applyFormat, remove, type RichTextValue } from '@wordpress/rich-text';

const MARKS: Array< [ string, string ] > = [
	[ '**', 'core/bold' ],
	[ '__', 'core/bold' ],
	[ '~~', 'core/strikethrough' ],
	[ '*', 'core/italic' ],
	[ '_', 'core/italic' ],
];

const WORD = /[\p{L}\p{N}]/u;

function insideCode( value: RichTextValue, index: number ): boolean {
	return ( value.formats[ index ] ?? [] ).some(
		( format ) => format.type === 'core/code'
	);
}

export function markdownInputRule( value: RichTextValue ): RichTextValue {
	const { start, end, text } = value;
	if ( start === undefined || start !== end || start < 3 ) {
		return value;
	}
	for ( const [ mark, format ] of MARKS ) {
		const close = start - mark.length;
		if ( text.slice( close, start ) !== mark ) {
			continue;
		}
		const markChar = mark.charAt( 0 );
		// `**` closing with its second `*` is bold, never italic of `*…*`.
		if ( text[ close - 1 ] === markChar ) {
			continue;
		}
		const open = text.lastIndexOf( mark, close - 1 );
		if ( open < 0 ) {
			continue;
		}
		const inner = text.slice( open + mark.length, close );
		if (
			! inner ||
			/^\s|\s$/.test( inner ) ||
			inner.includes( '\n' ) ||
			text[ open - 1 ] === markChar ||
			inner.startsWith( markChar ) ||
			( markChar === '_' && WORD.test( text[ open - 1 ] ?? '' ) ) ||
			insideCode( value, open ) ||
			insideCode( value, close )
		) {
			continue;
		}
		let next = remove( value, close, start );
		next = remove( next, open, open + mark.length );
		return applyFormat( next, { type: format }, open, open + inner.length );
	}
	return value;
}
