/**
 * One image of the gallery. Stored content keeps it in the markup (data-* attributes of the img),
 * so an image read back from a post has its id and sizes as strings; images the editor just
 * picked have them as numbers until the post is reloaded. Both mean the same.
 */
export type GalleryImage = {
	id: string | number;
	url: string;
	alt?: string;
	width?: string | number;
	height?: string | number;
	link?: string;
	customLink?: string;
};

// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type TiledGalleryAttributes = {
	align: string;
	className?: string;
	columns?: number;
	/** Percent widths per row and column: strings as the reference measures them, or numbers. */
	columnWidths: Array< Array< string | number > >;
	ids: number[];
	images: GalleryImage[];
	imageCrop: boolean;
	imageFilter?: string;
	linkTo: 'none' | 'media' | 'attachment' | 'custom' | string;
	roundedCorners: number;
	backgroundColor?: string;
	gradient?: string;
	style?: Record< string, unknown >;
};
