/**
 * Pasting a Pinterest address on a line of its own makes the block (a short link is followed by the
 * edit UI). Priority 9: core's generic embed transform also claims lone URLs, at the default 10.
 */
import { createBlock } from '@wordpress/blocks';
import { isPinterestAddress, parsePinterestUrl } from './pin-url';

export default {
	from: [
		{
			type: 'raw' as const,
			priority: 9,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				isPinterestAddress( node.textContent ?? '' ),
			transform: ( node: Node ) => {
				const parsed = parsePinterestUrl( node.textContent ?? '' );
				return createBlock( 'jetpack/pinterest', {
					url: parsed.type === 'invalid' ? undefined : parsed.url,
				} );
			},
		},
	],
};
