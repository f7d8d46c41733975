/**
 * What both the editor and the saved markup derive from the attributes: the style, the columns,
 * the rows, the rounded-corners class and the filter.
 */
import {
	MAX_ROUNDED_CORNERS,
	layoutStyleOf,
	type LayoutStyle,
} from './constants';
import { layoutRows, ratioOf, type LayoutRow } from './layout';
import type { GalleryImage, TiledGalleryAttributes } from './types';

export interface GalleryLayout {
	style: LayoutStyle;
	columns: number;
	rows: LayoutRow[];
	/** has-rounded-corners-N, or '' (circles have none). */
	corners: string;
	/** filter__NAME, or ''. */
	filter: string;
}

/** Only images with both an id and a url are kept (spec 002 §5, conversions and selections). */
export function usableImages( images: unknown ): GalleryImage[] {
	if ( ! Array.isArray( images ) ) {
		return [];
	}
	return images.filter(
		( image ): image is GalleryImage =>
			!! image &&
			typeof image === 'object' &&
			Number( ( image as GalleryImage ).id ) > 0 &&
			typeof ( image as GalleryImage ).url === 'string' &&
			( image as GalleryImage ).url !== ''
	);
}

export function roundedCornersOf( value: unknown ): number {
	const number = Math.round( Number( value ) );
	return Number.isFinite( number )
		? Math.max( 0, Math.min( MAX_ROUNDED_CORNERS, number ) )
		: 0;
}

/** Columns when none is chosen: the lesser of 3 and the image count (as the reference saves). */
export function columnsOf( attributes: TiledGalleryAttributes ): number {
	return attributes.columns ?? Math.min( 3, attributes.images.length );
}

export function galleryLayout(
	attributes: TiledGalleryAttributes
): GalleryLayout {
	const style = layoutStyleOf( attributes.className );
	const columns = columnsOf( attributes );
	const corners = roundedCornersOf( attributes.roundedCorners );
	const filter = attributes.imageFilter;
	return {
		style,
		columns,
		rows: layoutRows(
			style,
			attributes.images.map( ratioOf ),
			columns,
			attributes.align
		),
		corners:
			corners > 0 && style !== 'circle'
				? `has-rounded-corners-${ corners }`
				: '',
		// Any stored filter name is written back as it was; the styles know the five offered.
		filter: filter ? `filter__${ filter }` : '',
	};
}
