import { looksLikeMarkdown, pastedMarkdownToHtml } from '../paste';

describe( 'pasted Markdown', () => {
	it( 'is told from plain prose', () => {
		expect( looksLikeMarkdown( '# Title\n\nText' ) ).toBe( true );
		expect( looksLikeMarkdown( 'Some **bold** words\nand more' ) ).toBe(
			true
		);
		expect( looksLikeMarkdown( '| a | b |\n| - | - |' ) ).toBe( true );
		expect( looksLikeMarkdown( 'Dear Ann,\nsee you at 5.\nBob' ) ).toBe(
			false
		);
	} );

	it( 'renders tables and strikethrough as the Markdown block does', () => {
		const html = pastedMarkdownToHtml(
			'| a | b |\n| - | - |\n| 1 | ~~2~~ |'
		);
		expect( html ).toContain( '<table>' );
		expect( html ).toContain( '<td><s>2</s></td>' );
	} );
} );
