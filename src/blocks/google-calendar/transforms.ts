/**
 * Pasting a calendar's Public URL (or a link with cid) on a line of its own makes the block.
 * Priority 9: core's generic embed transform also claims lone URLs, at the default 10.
 */
import { createBlock } from '@wordpress/blocks';
import { parseCalendarInput } from './calendar-url';

export default {
	from: [
		{
			type: 'raw' as const,
			priority: 9,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				! ( node.textContent ?? '' ).trim().startsWith( '<' ) &&
				parseCalendarInput( node.textContent ?? '' ) !== null,
			transform: ( node: Node ) =>
				createBlock( 'jetpack/google-calendar', {
					url: parseCalendarInput( node.textContent ?? '' )?.url,
				} ),
		},
	],
};
