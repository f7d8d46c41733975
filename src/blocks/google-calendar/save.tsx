/**
 * Stored markup: a plain link to the calendar, as the reference plugin stores it. Visitors get the
 * iframe from render.php; the link is what remains where this plugin is not active.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { GoogleCalendarAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: GoogleCalendarAttributes;
} ) {
	const { url } = attributes;
	if ( ! url ) {
		return null;
	}
	// href before class, as existing posts store it.
	return (
		<a href={ url } { ...useBlockProps.save() }>
			{ url }
		</a>
	);
}
