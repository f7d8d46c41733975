/**
 * Edits of the gallery's image list as pure functions: what the attributes become for a new list,
 * which picked images are new, and a move of one image by one place.
 */
import { clampColumns } from './constants';
import { usableImages } from './gallery';
import type { GalleryImage, TiledGalleryAttributes } from './types';

/** The attributes for a new image list: the usable images, their ids and the columns they allow. */
export function imagesChange(
	next: GalleryImage[],
	columns: number | undefined
): Partial< TiledGalleryAttributes > {
	const kept = usableImages( next );
	const changes: Partial< TiledGalleryAttributes > = {
		images: kept,
		ids: kept.map( ( image ) => Number( image.id ) ),
	};
	// Removing images clamps the columns to the image count.
	if ( columns !== undefined ) {
		changes.columns = clampColumns( columns, kept.length );
	}
	return changes;
}

/** The added images the gallery does not hold yet (ids compared as text: stored ids are strings). */
export function newImages(
	images: GalleryImage[],
	added: GalleryImage[]
): GalleryImage[] {
	return added.filter(
		( image ) =>
			! images.some( ( i ) => String( i.id ) === String( image.id ) )
	);
}

/** The list with the image at `index` swapped with its neighbour; null when there is none. */
export function movedImages(
	images: GalleryImage[],
	index: number,
	by: -1 | 1
): GalleryImage[] | null {
	const target = index + by;
	if ( target < 0 || target >= images.length ) {
		return null;
	}
	const next = [ ...images ];
	const here = next[ index ];
	const there = next[ target ];
	if ( ! here || ! there ) {
		return null;
	}
	next[ index ] = there;
	next[ target ] = here;
	return next;
}
