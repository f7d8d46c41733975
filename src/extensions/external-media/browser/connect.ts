/**
 * The photo library's connect popup (spec 002 §4, §9): 780 × 700 at the provider's connect URL,
 * its closure checked every 100 ms.
 */
import { CONNECT_POPUP } from '../../../stores/external-media/constants';

/**
 * Opens the popup and calls `onClosed` once it has been closed. Returns null when the browser
 * blocked it, else a function that stops watching.
 */
export function openConnectPopup(
	url: string,
	onClosed: () => void,
	win: Pick< Window, 'open' > = window
): ( () => void ) | null {
	const popup = win.open(
		url,
		'jetpack-external-media-connect',
		`width=${ CONNECT_POPUP.width },height=${ CONNECT_POPUP.height }`
	);
	if ( ! popup ) {
		return null;
	}
	const timer = setInterval( () => {
		if ( popup.closed ) {
			clearInterval( timer );
			onClosed();
		}
	}, CONNECT_POPUP.checkEveryMs );
	return () => clearInterval( timer );
}
