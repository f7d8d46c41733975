/**
 * Paragraphs and code blocks become a markdown block holding their text as the source (what was
 * typed as "# Title" in a paragraph turns into a heading). The rendering is left to the edit UI,
 * which fills in the HTML of a source that has none when it first shows the block: the markdown
 * library is not part of the editor-start bundle that transforms run in.
 */
import { createBlock } from '@wordpress/blocks';

/**
 * The text of rich-text HTML: line breaks kept, tags dropped, entities decoded. Parsed in an inert
 * document (no scripts run, nothing is fetched).
 */
export function richTextToPlainText( html: string ): string {
	const doc = document.implementation.createHTMLDocument( '' );
	doc.body.innerHTML = html.replace( /<br\s*\/?>/gi, '\n' );
	return doc.body.textContent ?? '';
}

type WithContent = { content?: unknown };

const fromBlocks = ( blockName: string, separator: string ) => ( {
	type: 'block' as const,
	blocks: [ blockName ],
	isMultiBlock: true,
	transform: ( attributesList: WithContent[] ) =>
		createBlock( 'jetpack/markdown', {
			source: attributesList
				.map( ( { content } ) =>
					richTextToPlainText( String( content ?? '' ) )
				)
				.join( separator ),
		} ),
} );

export default {
	from: [
		fromBlocks( 'core/paragraph', '\n\n' ),
		fromBlocks( 'core/code', '\n\n' ),
	],
};
