/**
 * "Convert block to link": an embed that cannot show its content becomes a paragraph holding the
 * link, so what the editor pasted is never lost.
 */
import { createBlock, type Block as BlockInstance } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { escapeHTML, escapeAttribute } from '@wordpress/escape-html';

/** The paragraph that replaces an embed: a link whose text is the address itself. */
export function linkParagraph( url: string ): BlockInstance {
	return createBlock( 'core/paragraph', {
		content: `<a href="${ escapeAttribute( url ) }">${ escapeHTML( url ) }</a>`,
	} );
}

export function convertToLink( clientId: string, url: string ): void {
	(
		dispatch( blockEditorStore ) as unknown as {
			replaceBlock: ( id: string, block: BlockInstance ) => void;
		}
	 ).replaceBlock( clientId, linkParagraph( url ) );
}
