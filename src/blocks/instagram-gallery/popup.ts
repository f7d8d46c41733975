/**
 * The connect popup (spec 001 §7, §9): a 700×700 window on the connect address; the page it ends on
 * (this site's consent page, or the Instagram sign-in's return to this site) posts a message whose
 * `keyring_id` names the new connection. Only messages from this site's own origin and from that
 * window count.
 */
import { POPUP_HEIGHT, POPUP_WIDTH } from './account';

export class PopupClosedError extends Error {
	constructor() {
		super( 'The connect window was closed.' );
		this.name = 'PopupClosedError';
	}
}

export class PopupBlockedError extends Error {
	constructor() {
		super( 'The connect window could not be opened.' );
		this.name = 'PopupBlockedError';
	}
}

/** The keyring id a reply message carries, as a string; null when it carries none. */
export function keyringIdOf( data: unknown ): string | null {
	if (
		typeof data !== 'object' ||
		data === null ||
		! ( 'keyring_id' in data )
	) {
		return null;
	}
	const id = ( data as { keyring_id: unknown } ).keyring_id;
	if ( typeof id === 'number' && Number.isInteger( id ) && id > 0 ) {
		return String( id );
	}
	if ( typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test( id ) ) {
		return id;
	}
	return null;
}

/** The features string of a window of the popup's size, centred over this one. */
export function popupFeatures( view: Window ): string {
	const left = Math.max(
		0,
		Math.round( view.screenX + ( view.outerWidth - POPUP_WIDTH ) / 2 )
	);
	const top = Math.max(
		0,
		Math.round( view.screenY + ( view.outerHeight - POPUP_HEIGHT ) / 2 )
	);
	return `width=${ POPUP_WIDTH },height=${ POPUP_HEIGHT },left=${ left },top=${ top },resizable=yes,scrollbars=yes`;
}

/**
 * Opens the popup on `url` and resolves with the keyring id of its reply. Rejects with
 * PopupClosedError when the window closes without a reply, PopupBlockedError when it cannot open,
 * or an Error when the reply names no connection.
 */
export function connectInPopup(
	url: string,
	view: Window = window
): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		const popup = view.open(
			url,
			'jetpack-blocks-instagram-connect',
			popupFeatures( view )
		);
		if ( ! popup ) {
			reject( new PopupBlockedError() );
			return;
		}
		let settled = false;
		const finish = () => {
			settled = true;
			view.removeEventListener( 'message', onMessage );
			view.clearInterval( watch );
		};
		const onMessage = ( event: MessageEvent ) => {
			if (
				event.origin !== view.location.origin ||
				event.source !== popup
			) {
				return;
			}
			const id = keyringIdOf( event.data );
			finish();
			if ( id === null ) {
				reject(
					new Error(
						'The connect window answered without a connection.'
					)
				);
			} else {
				resolve( id );
			}
		};
		view.addEventListener( 'message', onMessage );
		// A closed window sends nothing; look for it twice a second. Its last message may still be
		// on its way when it closes itself, so a closed window is given a moment before giving up.
		const watch = view.setInterval( () => {
			if ( ! settled && popup.closed ) {
				view.clearInterval( watch );
				view.setTimeout( () => {
					if ( ! settled ) {
						finish();
						reject( new PopupClosedError() );
					}
				}, 1000 );
			}
		}, 500 );
	} );
}
