/**
 * What the modal inserts: the transcription as paragraph blocks, in place of the voice-to-content
 * block and of the empty paragraphs that lead the post (spec 002 §4 "On ready").
 */
import { createBlock } from '@wordpress/blocks';

/** Plain text as paragraph HTML: the characters markup would read escaped. */
function escapeText( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * Paragraph texts of a transcription: blank lines separate paragraphs, single line breaks (one
 * per utterance in a raw transcription) join into the same paragraph, whitespace is collapsed.
 *
 * @param text Transcription or its post-processed draft.
 */
export function paragraphsOf( text: string ): string[] {
	return text
		.replace( /\r\n?/g, '\n' )
		.split( /\n\s*\n/ )
		.map( ( paragraph ) => paragraph.replace( /\s+/g, ' ' ).trim() )
		.filter( Boolean );
}

/**
 * Paragraph blocks of a transcription; the text is escaped (it is plain text, never markup).
 *
 * @param text Transcription or its draft.
 */
export function paragraphBlocks(
	text: string
): ReturnType< typeof createBlock >[] {
	return paragraphsOf( text ).map( ( paragraph ) =>
		createBlock( 'core/paragraph', { content: escapeText( paragraph ) } )
	);
}

interface BlockLike {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
}

/** Whether a block is a paragraph with nothing in it but whitespace or line breaks. */
export function isEmptyParagraph( block: BlockLike ): boolean {
	if ( block.name !== 'core/paragraph' ) {
		return false;
	}
	const content = block.attributes.content;
	const html =
		typeof content === 'string' ? content : String( content ?? '' ); // rich-text values stringify to their HTML
	return html.replace( /<br\s*\/?>|&nbsp;|\s/gi, '' ) === '';
}

/**
 * The client ids of the empty paragraphs at the top of the post, before the block `except`.
 *
 * @param blocks Root blocks of the post, in order.
 * @param except The voice-to-content block (it is replaced, not removed).
 */
export function leadingEmptyParagraphs(
	blocks: BlockLike[],
	except: string
): string[] {
	const ids: string[] = [];
	for ( const block of blocks ) {
		if ( block.clientId === except || ! isEmptyParagraph( block ) ) {
			break;
		}
		ids.push( block.clientId );
	}
	return ids;
}
