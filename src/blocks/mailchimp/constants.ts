/**
 * What the block and its deprecation share: the inner button's template and the notification kinds.
 */

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
