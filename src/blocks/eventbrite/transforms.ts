/**
 * A paragraph that is nothing but an event page's address becomes this block: when pasted (raw
 * transform, ahead of the generic embed block, which would otherwise claim any lone URL) and from
 * the block switcher.
 */
import { createBlock } from '@wordpress/blocks';
import { parseEventUrl } from './url';

/** A paragraph's text: its content attribute is HTML (a string or rich-text value). */
function paragraphText( content: unknown ): string {
	const html = String( content ?? '' );
	return html
		.replace( /<[^>]*>/g, '' )
		.replace( /&amp;/g, '&' )
		.trim();
}

const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before core/embed (priority 10), which turns any lone URL into a generic embed.
			priority: 5,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' &&
				parseEventUrl( node.textContent ) !== null,
			transform: ( node: Node ) => {
				const page = parseEventUrl( node.textContent );
				return createBlock( 'jetpack/eventbrite', {
					url: page?.url,
					eventId: page?.eventId,
				} );
			},
		},
		{
			type: 'block' as const,
			blocks: [ 'core/paragraph' ],
			isMatch: ( { content }: { content?: unknown } ) =>
				parseEventUrl( paragraphText( content ) ) !== null,
			transform: ( { content }: { content?: unknown } ) => {
				const page = parseEventUrl( paragraphText( content ) );
				return createBlock( 'jetpack/eventbrite', {
					url: page?.url,
					eventId: page?.eventId,
				} );
			},
		},
	],
};

export default transforms;
