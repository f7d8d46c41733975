import { typesetFormulas } from '../typeset';

function page( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = html;
	return root;
}

describe( 'typesetFormulas', () => {
	it( 'typesets each marked formula with KaTeX, readable as MathML', () => {
		const root = page(
			'<p>Euler: <span class="jetpack-latex" data-latex="e^{i\\pi}+1=0">e^{i\\pi}+1=0</span></p>'
		);
		expect( typesetFormulas( root ) ).toBe( 1 );
		const formula = root.querySelector( '.jetpack-latex' );
		expect( formula?.querySelector( '.katex' ) ).not.toBeNull();
		expect( formula?.querySelector( 'math annotation' )?.textContent ).toBe(
			'e^{i\\pi}+1=0'
		);
		// The source text is replaced, not kept beside the typeset formula.
		expect( formula?.firstChild?.nodeName ).not.toBe( '#text' );
	} );

	it( 'shows a mistyped formula in place and typesets the others', () => {
		const root = page(
			'<span class="jetpack-latex" data-latex="\\frac{1}{">x</span> <span class="jetpack-latex" data-latex="x^2">x^2</span>'
		);
		expect( typesetFormulas( root ) ).toBe( 2 );
		const [ broken, good ] = Array.from(
			root.querySelectorAll( '.jetpack-latex' )
		);
		expect( broken?.querySelector( '.katex-error' ) ).not.toBeNull();
		expect( good?.querySelector( '.katex-mathml' ) ).not.toBeNull();
	} );

	it( 'gives a formula no way to add links to the page', () => {
		const root = page(
			'<span class="jetpack-latex" data-latex="\\href{javascript:alert(1)}{x}">x</span>'
		);
		typesetFormulas( root );
		expect( root.querySelector( 'a' ) ).toBeNull();
	} );

	it( 'typesets a formula once', () => {
		const root = page(
			'<span class="jetpack-latex" data-latex="x">x</span>'
		);
		expect( typesetFormulas( root ) ).toBe( 1 );
		expect( typesetFormulas( root ) ).toBe( 0 );
	} );
} );
