/**
 * The button child of the link style. Its uniqueId is a stable marker the server replaces with an id
 * unique on the page; its url follows the embed's url (passthroughAttributes).
 */
export const DEFAULT_BUTTON_TEXT = 'Schedule time with me';
export const BUTTON_UNIQUE_ID = 'calendly-widget-id';

export function buttonAttributes(
	url: string | undefined,
	text?: string
): Record< string, unknown > {
	return {
		element: 'a',
		uniqueId: BUTTON_UNIQUE_ID,
		passthroughAttributes: { url: 'url' },
		text: text ?? DEFAULT_BUTTON_TEXT,
		url,
	};
}
