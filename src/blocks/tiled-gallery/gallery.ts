/**
 * What both the editor and the saved markup derive from the attributes: the style, the clamped
 * columns, the rows, and the classes for corners and filter.
 */
import {
	IMAGE_FILTERS,
	MAX_ROUNDED_CORNERS,
	clampColumns,
	layoutStyleOf,
	type LayoutStyle,
} from './constants';
import { layoutRows, ratioOf, type LayoutRow } from './layout';
import type { GalleryImage, TiledGalleryAttributes } from './types';

export interface GalleryLayout {
	style: LayoutStyle;
	columns: number;
	rows: LayoutRow[];
	classes: string[];
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

export function galleryLayout(
	attributes: TiledGalleryAttributes
): GalleryLayout {
	const images = usableImages( attributes.images );
	const style = layoutStyleOf( attributes.className );
	const columns = clampColumns( attributes.columns, images.length );
	const rows = layoutRows(
		style,
		images.map( ratioOf ),
		columns,
		attributes.columnWidths
	);
	const classes: string[] = [];
	const corners = roundedCornersOf( attributes.roundedCorners );
	if ( corners > 0 && style !== 'circle' ) {
		classes.push( `has-rounded-corners-${ corners }` );
	}
	if (
		( IMAGE_FILTERS as readonly string[] ).includes(
			attributes.imageFilter ?? ''
		)
	) {
		classes.push( `filter__${ attributes.imageFilter }` );
	}
	return { style, columns, rows, classes };
}
