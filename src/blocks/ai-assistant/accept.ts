/**
 * What Accept and Discard do to the block (spec 000 §4, AI assistant block), apart from the editor:
 *
 * - Accept replaces the block with the blocks of its text; for a generated title it sets the post
 *   title instead and puts back the text the title was made from (or removes the block when there
 *   was none).
 * - Discard restores originalContent and originalMessages.
 */
import type { Block as BlockInstance } from '@wordpress/blocks';
import type { AiAssistantAttributes } from './types';

export interface AcceptedChange {
	/** The block is replaced by these. */
	replaceWith?: BlockInstance[];
	/** The post title becomes this. */
	title?: string;
	/** The block is removed. */
	remove?: boolean;
	/** The block stays, with these attributes. */
	attributes?: Partial< AiAssistantAttributes >;
}

export function discardedAttributes(
	attributes: AiAssistantAttributes
): Partial< AiAssistantAttributes > {
	const content = attributes.originalContent ?? '';
	return {
		content,
		messages: attributes.originalMessages ?? [],
		// Restored text is a finished answer again: it can be accepted, or worked on.
		requestingState: content.trim() ? 'done' : 'init',
		promptType: undefined,
	};
}

export function acceptedChange(
	attributes: AiAssistantAttributes,
	blocks: BlockInstance[],
	titleOf: ( answer: string ) => string
): AcceptedChange {
	const content = attributes.content ?? '';
	if ( attributes.promptType === 'generateTitle' ) {
		const title = titleOf( content );
		const restored = discardedAttributes( attributes );
		return restored.content?.trim()
			? { title, attributes: restored }
			: { title, remove: true };
	}
	if ( blocks.length === 0 ) {
		// Nothing to put in the post: the block stays as it is.
		return {};
	}
	return { replaceWith: blocks };
}
