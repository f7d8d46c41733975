/**
 * What the block and its deprecation share: the inner button's template and the notification kinds.
 */

import { __ } from '@wordpress/i18n';

/** The inner button: a submit button whose id marker the server replaces with one unique on the page. */
export const BUTTON_UNIQUE_ID = 'mailchimp-widget-id';
export const DEFAULT_BUTTON_TEXT = 'Join my email list';

export function buttonTemplateAttributes(
	text: string = DEFAULT_BUTTON_TEXT
): Record< string, unknown > {
	return { element: 'button', uniqueId: BUTTON_UNIQUE_ID, text };
}

export const NOTIFICATION_PROCESSING = 'processing';
export const NOTIFICATION_SUCCESS = 'success';
export const NOTIFICATION_ERROR = 'error';

export type NotificationKind =
	| typeof NOTIFICATION_PROCESSING
	| typeof NOTIFICATION_SUCCESS
	| typeof NOTIFICATION_ERROR;

/** How long a previewed notification stays in the editor (spec 001 §9). */
export const NOTIFICATION_PREVIEW_MS = 3000;

/** The connection state of spec 001 §4. */
export const API_STATE_LOADING = 0;
export const API_STATE_CONNECTED = 1;
export const API_STATE_NOT_CONNECTED = 2;
export type ApiState =
	| typeof API_STATE_LOADING
	| typeof API_STATE_CONNECTED
	| typeof API_STATE_NOT_CONNECTED;

/** The consent text blocks store by default (block.json): it names Mailchimp. */
export const DEFAULT_CONSENT_TEXT =
	'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.';

/**
 * The consent text the block shows: an author's own text as written; the default one names the
 * list actually used, so with the site's own list (nothing is shared with Mailchimp) it does not
 * name Mailchimp. The server does the same for visitors (render.php).
 * @param stored   The block's consentText.
 * @param provider Where addresses go: the site's own list, a Mailchimp audience, or unknown.
 */
export function consentTextFor(
	stored: string,
	provider: 'local' | 'mailchimp' | null
): string {
	if ( stored !== DEFAULT_CONSENT_TEXT ) {
		return stored;
	}
	return provider === 'local'
		? __(
				'By clicking submit, you agree to share your email address with the site owner to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.',
				'jetpack-blocks'
			)
		: __(
				'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.',
				'jetpack-blocks'
			);
}
