import { plainTitle, withoutScripts } from '../to-blocks';

describe( 'withoutScripts', () => {
	it( 'removes active elements, event handlers and script URLs', () => {
		const html = withoutScripts(
			'<p onclick="steal()">Hi <a href=" javascript:alert(1)">there</a><img src="x" onerror="steal()"></p><script>steal()</script><iframe src="https://example.org"></iframe>'
		);
		expect( html ).toBe( '<p>Hi <a>there</a><img src="x"></p>' );
	} );

	it( 'keeps ordinary markup and links', () => {
		const html =
			'<h2>Bees</h2><p><strong>Honey</strong> and <a href="https://example.org/">wax</a></p><ul><li>one</li></ul>';
		expect( withoutScripts( html ) ).toBe( html );
	} );
} );

describe( 'plainTitle', () => {
	it.each( [
		[ '"Honey Bees at Work"', 'Honey Bees at Work' ],
		[ '# **Honey Bees**\n\nSecond line', 'Honey Bees' ],
		[ '\n\n“Busy Bees”  ', 'Busy Bees' ],
	] )( 'makes %j a plain one-line title', ( answer, title ) => {
		expect( plainTitle( answer ) ).toBe( title );
	} );
} );
