export interface SlideshowImage {
	alt: string;
	caption: string;
	/** As stored in the markup's data-id (a string once parsed). */
	id: string | number;
	url: string;
	link?: string;
	/** The image's width/height ratio as the reference stores it (`data-aspect-ratio`), e.g. "4/3". */
	aspectRatio?: string;
}

export type SlideshowEffect = 'slide' | 'fade';

// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type SlideshowAttributes = {
	align?: string;
	autoplay: boolean;
	delay: number;
	images: SlideshowImage[];
	ids: number[];
	effect: SlideshowEffect;
	sizeSlug?: string;
};
