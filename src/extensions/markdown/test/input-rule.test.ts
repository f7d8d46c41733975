import { create, toHTMLString } from '@wordpress/rich-text';
import { markdownInputRule } from '../input-rule';

/**
 * The text after typing `text` (the caret at its end), each format written as an element named by
 * its type (the editor's format library, which maps core/bold to strong, is not loaded here).
 */
function typed( text: string ): string {
	const value = create( { text } );
	value.start = text.length;
	value.end = text.length;
	return toHTMLString( { value: markdownInputRule( value ) } );
}

describe( 'markdownInputRule', () => {
	it( 'formats bold, italic and strikethrough as the closing mark is typed', () => {
		expect( typed( 'a **b c**' ) ).toBe( 'a <core/bold>b c</core/bold>' );
		expect( typed( 'a __b__' ) ).toBe( 'a <core/bold>b</core/bold>' );
		expect( typed( 'a *b*' ) ).toBe( 'a <core/italic>b</core/italic>' );
		expect( typed( 'a _b_' ) ).toBe( 'a <core/italic>b</core/italic>' );
		expect( typed( 'a ~~b~~' ) ).toBe(
			'a <core/strikethrough>b</core/strikethrough>'
		);
	} );

	it( 'leaves what CommonMark would not format', () => {
		expect( typed( 'a ** b**' ) ).toBe( 'a ** b**' );
		expect( typed( 'snake_case_' ) ).toBe( 'snake_case_' );
		expect( typed( '2 * 3 *' ) ).toBe( '2 * 3 *' );
		// The first `*` of a closing `**` is not the end of an italic.
		expect( typed( 'a **b*' ) ).toBe( 'a **b*' );
	} );
} );
