import { renderCommentMarkdown } from '../comment';

describe( 'renderCommentMarkdown', () => {
	it( 'renders Markdown as the Markdown block does', () => {
		expect(
			renderCommentMarkdown( '**Bold** and _em_\n\n- one\n- two' )
		).toBe(
			'<p><strong>Bold</strong> and <em>em</em></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>'
		);
	} );

	it( 'escapes HTML the commenter typed and refuses script links', () => {
		const html = renderCommentMarkdown(
			'<img src=x onerror=alert(1)> [x](javascript:alert(1))'
		);
		expect( html ).not.toContain( '<img' );
		expect( html ).toContain( '&lt;img src=x onerror=alert(1)&gt;' );
		expect( html ).not.toContain( 'href="javascript' );
	} );

	it( 'turns an image into a link named by its alt text', () => {
		expect(
			renderCommentMarkdown( '![a "cat"](https://example.org/c.png)' )
		).toBe(
			'<p><a href="https://example.org/c.png">a &quot;cat&quot;</a></p>'
		);
	} );

	it( 'gives nothing for white space', () => {
		expect( renderCommentMarkdown( '  \n ' ) ).toBe( '' );
	} );
} );
