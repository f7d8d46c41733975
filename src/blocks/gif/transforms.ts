/**
 * A pasted link to a GIF (a GIF-service page, embed, media file or short link), alone in its
 * paragraph, becomes a GIF block. The paste cannot wait for the network, so the block starts with the
 * link as its search text and looks it up when it first opens (see edit.tsx); a link that cannot be
 * looked up then shows the embed error with "Convert block to link".
 */
import { createBlock } from '@wordpress/blocks';
import { parseGifInput } from './input';

const LONE_ADDRESS = /^\s*https?:\/\/\S+\s*$/i;

export function isGifLinkParagraph( node: Node ): boolean {
	if ( node.nodeName !== 'P' ) {
		return false;
	}
	const text = node.textContent ?? '';
	if ( ! LONE_ADDRESS.test( text ) ) {
		return false;
	}
	const input = parseGifInput( text );
	return input.kind === 'id' || input.kind === 'short-link';
}

const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before the core embed block, which takes any lone address.
			priority: 5,
			isMatch: isGifLinkParagraph,
			transform: ( node: Node ) =>
				createBlock( 'jetpack/gif', {
					searchText: ( node.textContent ?? '' ).trim(),
				} ),
		},
	],
};

export default transforms;
