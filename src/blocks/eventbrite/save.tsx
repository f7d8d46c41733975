/**
 * Stored markup, the reference plugin's current format (see test/fixtures):
 * - inline: a plain link to the event page, its text the address;
 * - modal: a wrapper around the button child block (which stores only its comment).
 *
 * Visitors see the server rendering (render.php), which adds the widget's container and the
 * trigger id; this markup is what the post keeps, so it stays byte-stable.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { EventbriteAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: EventbriteAttributes;
} ) {
	const { url, eventId, style } = attributes;
	// As the reference saves: nothing until an event is chosen, whatever the style.
	if ( ! eventId ) {
		return null;
	}
	if ( style === 'modal' ) {
		return (
			<div { ...useBlockProps.save() }>
				<InnerBlocks.Content />
			</div>
		);
	}
	if ( ! url ) {
		return null;
	}
	return (
		<a
			{ ...useBlockProps.save( {
				className: 'eventbrite__direct-link',
			} ) }
			href={ url }
		>
			{ url }
		</a>
	);
}
