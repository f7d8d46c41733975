// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type EventbriteStyle = 'inline' | 'modal';

export type EventbriteAttributes = {
	url?: string;
	eventId?: number;
	style: EventbriteStyle;
	align?: string;
	className?: string;
};

/** The inner button's identity in the saved markup, as existing posts store it. */
export const BUTTON_UNIQUE_ID = 'eventbrite-widget-id';
