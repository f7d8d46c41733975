import { renderMarkdown } from '../markdown';

/** The rendered HTML parsed, to ask questions of elements instead of matching strings. */
function dom( source: string ): HTMLElement {
	const container = document.createElement( 'div' );
	container.innerHTML = renderMarkdown( source );
	return container;
}

describe( 'renderMarkdown', () => {
	it( 'renders headings of every level, ATX and setext', () => {
		const html = renderMarkdown(
			'# One\n\n## Two\n\n###### Six\n\nSetext\n======'
		);
		expect( html ).toBe(
			'<h1>One</h1>\n<h2>Two</h2>\n<h6>Six</h6>\n<h1>Setext</h1>\n'
		);
	} );

	it( 'renders emphasis, strong emphasis and strikethrough', () => {
		expect(
			renderMarkdown( 'Some _em_, *em*, **strong** and ~~gone~~.' )
		).toBe(
			'<p>Some <em>em</em>, <em>em</em>, <strong>strong</strong> and <s>gone</s>.</p>\n'
		);
	} );

	it( 'renders bulleted, numbered and nested lists', () => {
		const root = dom(
			'- apples\n- pears\n  1. green\n  2. red\n\n3. three'
		);
		expect(
			[ ...root.querySelectorAll( 'ul > li' ) ].map( ( item ) =>
				item.firstChild?.textContent?.trim()
			)
		).toEqual( [ 'apples', 'pears' ] );
		expect(
			[ ...root.querySelectorAll( 'ul li ol > li' ) ].map(
				( item ) => item.textContent
			)
		).toEqual( [ 'green', 'red' ] );
		// A list that starts at 3 keeps its number.
		expect(
			root.querySelector( ':scope > ol' )?.getAttribute( 'start' )
		).toBe( '3' );
	} );

	it( 'renders inline code, fenced code with its language, and escapes code', () => {
		expect( renderMarkdown( 'Run `npm test` now.' ) ).toBe(
			'<p>Run <code>npm test</code> now.</p>\n'
		);
		expect( renderMarkdown( '```js\nif ( a < b && c ) {}\n```' ) ).toBe(
			'<pre><code class="language-js">if ( a &lt; b &amp;&amp; c ) {}\n</code></pre>\n'
		);
		expect( renderMarkdown( '    indented code' ) ).toBe(
			'<pre><code>indented code\n</code></pre>\n'
		);
	} );

	it( 'renders quotes, rules and tables', () => {
		const root = dom(
			'> quoted\n\n---\n\n| Name | Qty |\n| --- | ---: |\n| pear | 2 |'
		);
		expect( root.querySelector( 'blockquote p' )?.textContent ).toBe(
			'quoted'
		);
		expect( root.querySelector( 'hr' ) ).not.toBeNull();
		expect(
			[ ...root.querySelectorAll( 'tbody td' ) ].map(
				( cell ) => cell.textContent
			)
		).toEqual( [ 'pear', '2' ] );
	} );

	it( 'keeps links: inline, reference, relative, mailto and autolinks', () => {
		const root = dom(
			'[site](https://example.com/a?b=1&c=2 "Title"), [ref][r], [rel](/about), ' +
				'[mail](mailto:me@example.com), <https://example.org/>\n\n[r]: http://example.net/'
		);
		expect(
			[ ...root.querySelectorAll( 'a' ) ].map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual( [
			[ 'site', 'https://example.com/a?b=1&c=2' ],
			[ 'ref', 'http://example.net/' ],
			[ 'rel', '/about' ],
			[ 'mail', 'mailto:me@example.com' ],
			[ 'https://example.org/', 'https://example.org/' ],
		] );
		expect( root.querySelector( 'a' )?.getAttribute( 'title' ) ).toBe(
			'Title'
		);
	} );

	it( 'escapes raw HTML: a script is text, not an element', () => {
		const source =
			'<script>alert(1)</script>\n\nHi <script>alert(2)</script>';
		const html = renderMarkdown( source );
		expect( html ).not.toMatch( /<script/i );
		expect( html ).toContain( '&lt;script&gt;alert(1)&lt;/script&gt;' );
		const root = dom( source );
		expect( root.querySelector( 'script' ) ).toBeNull();
		expect( root.textContent ).toContain( '<script>alert(2)</script>' );
	} );

	it( 'makes event-handler attributes impossible', () => {
		const sources = [
			'<img src=x onerror=alert(1)>',
			'<a href="https://example.com" onclick="alert(1)">x</a>',
			'<div onmouseover="alert(1)">block html</div>',
			'![x" onerror="alert(1)](https://example.com/a.png)',
			'[x](https://example.com/" onmouseover="alert(1))',
			'[x](<https://example.com/"onfocus="alert(1)> "t\\" onclick=\\"alert(1)")',
		];
		for ( const source of sources ) {
			const root = dom( source );
			const handlers = [ ...root.querySelectorAll( '*' ) ].flatMap(
				( element ) =>
					element
						.getAttributeNames()
						.filter( ( name ) => name.startsWith( 'on' ) )
			);
			expect( { source, handlers } ).toEqual( { source, handlers: [] } );
		}
		// An image keeps only src and alt.
		const image = dom(
			'![x" onerror="alert(1)](https://example.com/a.png)'
		).querySelector( 'img' );
		expect( image?.getAttributeNames().sort() ).toEqual( [ 'alt', 'src' ] );
	} );

	it( 'drops javascript:, vbscript: and data: links, however they are spelled', () => {
		const sources = [
			'[x](javascript:alert(1))',
			'[x](JavaScript:alert(1))',
			'[x](  javascript:alert(1) )',
			'[x](&#106;avascript:alert(1))',
			'[x](&#x6A;avascript&colon;alert(1))',
			'[x](vbscript:msgbox(1))',
			'[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
			'<javascript:alert(1)>',
			'[x][r]\n\n[r]: javascript:alert(1)',
			'![x](javascript:alert(1))',
			'![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
		];
		for ( const source of sources ) {
			const root = dom( source );
			const urls = [ ...root.querySelectorAll( '[href], [src]' ) ].map(
				( element ) =>
					element.getAttribute( 'href' ) ??
					element.getAttribute( 'src' )
			);
			expect( { source, urls } ).toEqual( { source, urls: [] } );
		}
		// The text of a dropped link stays readable.
		expect( dom( '[x](javascript:alert(1))' ).textContent ).toContain(
			'x'
		);
	} );

	it( 'keeps images with web URLs and raster data URLs', () => {
		expect(
			renderMarkdown( '![A pear](https://example.com/pear.png)' )
		).toBe(
			'<p><img src="https://example.com/pear.png" alt="A pear"></p>\n'
		);
		expect(
			dom( '![dot](data:image/png;base64,iVBORw0KGgo=)' )
				.querySelector( 'img' )
				?.getAttribute( 'src' )
		).toBe( 'data:image/png;base64,iVBORw0KGgo=' );
	} );

	it( 'renders nothing for an empty or blank source', () => {
		expect( renderMarkdown( '' ) ).toBe( '' );
		expect( renderMarkdown( ' \n\t\n' ) ).toBe( '' );
	} );

	it( 'does not turn bare URLs into links or quotes into typographic ones', () => {
		expect( renderMarkdown( 'See https://example.com "now"' ) ).toBe(
			'<p>See https://example.com &quot;now&quot;</p>\n'
		);
	} );
} );
