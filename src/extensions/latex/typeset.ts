/**
 * Typesets the formulas php-stubs/modules/features/latex.php marked: each `.jetpack-latex` span holds
 * its formula in `data-latex` and, until typeset, the formula as text.
 */
import katex from 'katex';

/** Typesets every marked formula under `root` not typeset yet; returns how many it typeset. */
export function typesetFormulas( root: ParentNode ): number {
	let count = 0;
	root.querySelectorAll< HTMLElement >(
		'.jetpack-latex[data-latex]:not(.is-typeset)'
	).forEach( ( element ) => {
		const formula = element.dataset.latex ?? '';
		// An error is shown in place (the formula in red, the reason in its title) rather than thrown,
		// so one mistyped formula leaves the others typeset.
		katex.render( formula, element, {
			throwOnError: false,
			displayMode: false,
			// No \href, \url, \includegraphics or \htmlClass: a commenter's formula cannot add links,
			// images or classes to the page.
			trust: false,
			maxExpand: 1000,
		} );
		element.classList.add( 'is-typeset' );
		count += 1;
	} );
	return count;
}
