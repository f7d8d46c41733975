export type OpenTableStyle = 'standard' | 'tall' | 'wide' | 'button';

// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type OpenTableAttributes = {
	/** Restaurant ids, digits only, as strings. */
	rid: string[];
	style: OpenTableStyle;
	/** Load the widget in an iframe (the default) rather than through OpenTable's loader script. */
	iframe: boolean;
	/** The OpenTable site the restaurant belongs to: com, co.uk, de, jp, com.mx, ca… */
	domain: string;
	lang: string;
	newtab: boolean;
	negativeMargin: boolean;
	align?: string;
	className?: string;
};
