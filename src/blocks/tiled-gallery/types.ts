/** One image of the gallery, as stored in the block's attributes. */
export type GalleryImage = {
	id: number;
	url: string;
	alt?: string;
	width?: number;
	height?: number;
	link?: string;
};

// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type TiledGalleryAttributes = {
	align: string;
	className?: string;
	columns?: number;
	columnWidths: number[][];
	ids: number[];
	images: GalleryImage[];
	imageCrop: boolean;
	imageFilter?: string;
	linkTo: 'none' | 'media' | 'attachment' | string;
	roundedCorners: number;
};
