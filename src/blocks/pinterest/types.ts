// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type PinterestAttributes = {
	url?: string;
	className?: string;
};
