/**
 * A block's editor-only stylesheet, delivered with its lazy edit chunk instead of at editor start.
 *
 * Styles for placeholders, forms and panels matter only once a block's edit UI is open, and most
 * posts use a handful of the plugin's blocks: shipping every block's editor.scss at editor start cost
 * about 22 KB of CSS, twice (in the page and again in the canvas iframe). The build compiles each
 * editor.scss to a string in its block's edit chunk (`editor.scss?inline`, webpack.config.js), and
 * the edit UI adds it as a `<style>` element once per document that shows it.
 *
 * Which documents: the one that holds the block (the canvas iframe, a block preview's iframe, or the
 * page itself when the editor is not iframed) and the page, where the block's sidebar panels,
 * popovers and modals render. A `<link>` added by webpack's CSS loader would reach only the page;
 * WordPress copies the page's stylesheets into the canvas once, when the canvas is created.
 *
 * The strings are added as written: they carry no left/right (editor stylesheets use logical
 * properties, checked by tests/unit/editor-styles.test.ts), so right-to-left languages need no
 * second copy.
 */

const added = new WeakMap< Document, Set< string > >();

/** Adds `css` to `doc` under `id` unless that document already has it. */
export function addStyles( doc: Document, id: string, css: string ): void {
	if ( ! css ) {
		return;
	}
	let ids = added.get( doc );
	if ( ! ids ) {
		ids = new Set();
		added.set( doc, ids );
	}
	if ( ids.has( id ) ) {
		return;
	}
	ids.add( id );
	const style = doc.createElement( 'style' );
	style.id = `jetpack-blocks-edit-styles-${ id }`;
	style.textContent = css;
	doc.head.appendChild( style );
}

/**
 * The documents a block's edit UI shows in: the page, and the frame document that holds the block's
 * element (`block-<clientId>`, the id the block editor gives every block wrapper), if any.
 */
export function documentsOfBlock(
	clientId: string,
	page: Document = document
): Document[] {
	const documents = [ page ];
	for ( const frame of Array.from( page.querySelectorAll( 'iframe' ) ) ) {
		let frameDocument: Document | null = null;
		try {
			frameDocument = frame.contentDocument;
		} catch {
			// A frame from another origin (an embed preview) cannot hold a block.
		}
		if ( frameDocument?.getElementById( `block-${ clientId }` ) ) {
			documents.push( frameDocument );
		}
	}
	return documents;
}
