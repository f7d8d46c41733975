/**
 * Media records (from the media modal, an upload or the media route) as gallery images.
 */
import type { GalleryImage } from './types';

export type MediaItem = {
	id?: number;
	url?: string;
	source_url?: string;
	alt?: string;
	alt_text?: string;
	width?: number;
	height?: number;
	link?: string;
	media_details?: { width?: number; height?: number };
	sizes?: { full?: { width?: number; height?: number } };
};

/** A media record (from the media modal or an upload) as a gallery image; null without id and url. */
export function toImage( media: MediaItem ): GalleryImage | null {
	const url = media.url ?? media.source_url;
	if ( ! media.id || ! url ) {
		return null;
	}
	const width =
		media.width ?? media.media_details?.width ?? media.sizes?.full?.width;
	const height =
		media.height ??
		media.media_details?.height ??
		media.sizes?.full?.height;
	return {
		id: media.id,
		url,
		alt: media.alt ?? media.alt_text ?? '',
		...( width ? { width } : {} ),
		...( height ? { height } : {} ),
		...( media.link ? { link: media.link } : {} ),
	};
}

/** The records that can be gallery images, as images, in their order. */
export function imagesOf( media: MediaItem[] ): GalleryImage[] {
	return media
		.map( toImage )
		.filter( ( image ): image is GalleryImage => !! image );
}

/** Ids of the images whose width or height is not known. */
export function unsizedIds( images: GalleryImage[] ): Array< string | number > {
	return images
		.filter( ( image ) => ! image.width || ! image.height )
		.map( ( image ) => image.id );
}

/** The images with the sizes the media records give them; the others stay as they are. */
export function withRecordSizes(
	images: GalleryImage[],
	records: MediaItem[]
): GalleryImage[] {
	const byId = new Map( records.map( ( record ) => [ record.id, record ] ) );
	return images.map( ( image ) => {
		const details = byId.get( Number( image.id ) )?.media_details;
		return details?.width && details?.height
			? {
					...image,
					width: details.width,
					height: details.height,
				}
			: image;
	} );
}

/**
 * A filter for the reports of one upload. The editor's media upload reports the whole batch again
 * each time a file finishes (files still uploading have no id yet), so each call answers only the
 * records with an id it has not answered before: an uploaded image the gallery lost meanwhile
 * (removed by the user) is not added back by a later report.
 */
export function unseenRecords(): ( batch: MediaItem[] ) => MediaItem[] {
	const seen = new Set< string >();
	return ( batch ) =>
		batch.filter( ( record ) => {
			if ( ! record?.id || seen.has( String( record.id ) ) ) {
				return false;
			}
			seen.add( String( record.id ) );
			return true;
		} );
}
