/**
 * The rendered markdown in the editor. A link here would take the author away from the post, so a
 * click (or Enter) on one asks first; when confirmed, the editor's own window goes there (not the
 * canvas iframe, which would show the page inside the editor).
 */
import { RawHTML } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

export const LEAVE_PAGE_QUESTION = (): string =>
	__( 'Are you sure you wish to leave this page?', 'jetpack-blocks' );

/** The link a click landed in, if any (the canvas is another document: no instanceof checks). */
function linkOf( target: EventTarget | null ): Element | null {
	const element = target as Element | null;
	return typeof element?.closest === 'function'
		? element.closest( 'a[href]' )
		: null;
}

/** Where a confirmed link goes: the editor's own window (a prop so tests can see the address). */
const leaveTo = ( url: string ) => window.location.assign( url );

export function MarkdownPreview( {
	html,
	navigate = leaveTo,
}: {
	html: string;
	navigate?: ( url: string ) => void;
} ) {
	const onClick = ( event: MouseEvent< HTMLDivElement > ) => {
		const link = linkOf( event.target );
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		// eslint-disable-next-line no-alert -- the spec asks for this confirmation.
		if ( ! window.confirm( LEAVE_PAGE_QUESTION() ) ) {
			return;
		}
		// Relative links resolve against the editor's address, as they would on the site.
		navigate(
			new URL( link.getAttribute( 'href' ) ?? '', window.location.href )
				.href
		);
	};
	return (
		// Clicks are caught here for the links inside; the links themselves stay focusable.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div className="wp-block-jetpack-markdown__preview" onClick={ onClick }>
			<RawHTML>{ html }</RawHTML>
		</div>
	);
}
