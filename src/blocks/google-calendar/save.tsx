/**
 * Stored markup: a plain link to the calendar, as the reference plugin stores it. Visitors get the
 * iframe from render.php; the link is what remains where this plugin is not active. A block saved
 * before a calendar was chosen keeps the empty link the reference plugin stores, so it opens in
 * either plugin; content from earlier versions of this plugin, which stored nothing then, opens
 * through deprecated.ts.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { saveUrlAsLink } from '../../shared/embed/link-save';
import type { GoogleCalendarAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: GoogleCalendarAttributes;
} ) {
	return attributes.url ? (
		saveUrlAsLink( { attributes } )
	) : (
		// eslint-disable-next-line jsx-a11y/anchor-has-content -- stored placeholder; visitors get nothing (render.php).
		<a { ...useBlockProps.save() } />
	);
}
