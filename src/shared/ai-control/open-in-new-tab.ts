/**
 * Opens a dashboard page in a new tab from a link in the editor.
 *
 * The AI surfaces sit in the editor canvas, an iframe whose clicks the block editor handles itself:
 * a plain link there does not navigate, and navigating the editor's own window would drop unsaved
 * work. So the link keeps its absolute `href` (for keyboard users' context menus and for copying)
 * and its click opens the page from the top window, in a new tab, without an opener.
 */
import type { MouseEvent } from 'react';

export function openInNewTab(
	event: MouseEvent< HTMLElement >,
	url: string
): void {
	event.preventDefault();
	const view = event.currentTarget.ownerDocument.defaultView ?? window;
	const top = view.top ?? view;
	top.open( url, '_blank', 'noopener,noreferrer' );
}
