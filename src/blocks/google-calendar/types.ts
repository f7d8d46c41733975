// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type GoogleCalendarAttributes = {
	url?: string;
	height: number;
	width?: number;
	align?: string;
	className?: string;
};
