/**
 * Turns copied items (media-library attachments) into the media objects blocks take from the media
 * modal: the attachment records are read for their sizes and dimensions (the tiled gallery lays
 * out by them); when that read fails, the copy's own fields still make a usable image.
 */
import apiFetch from '@wordpress/api-fetch';
import { select } from '@wordpress/data';
import type { CopiedItem } from '../../../stores/external-media/types';
import type { BlockMedia } from '../types';

interface AttachmentRecord {
	id: number;
	source_url?: string;
	alt_text?: string;
	caption?: { rendered?: string };
	title?: { rendered?: string };
	link?: string;
	media_type?: string;
	mime_type?: string;
	media_details?: {
		width?: number;
		height?: number;
		sizes?: Record<
			string,
			{ source_url: string; width?: number; height?: number }
		>;
	};
}

function stripTags( html: string ): string {
	return html.replace( /<[^>]*>/g, '' ).trim();
}

export function fromRecord(
	record: AttachmentRecord,
	copied?: Partial< CopiedItem >
): BlockMedia {
	const sizes = record.media_details?.sizes ?? {};
	return {
		id: record.id,
		url: record.source_url ?? copied?.URL ?? '',
		alt: copied?.alt ?? record.alt_text ?? '',
		caption: copied?.caption ?? stripTags( record.caption?.rendered ?? '' ),
		title: stripTags( record.title?.rendered ?? '' ),
		...( record.link ? { link: record.link } : {} ),
		type: record.media_type === 'file' ? 'file' : record.media_type,
		...( record.mime_type ? { mime: record.mime_type } : {} ),
		...( record.media_details?.width
			? { width: record.media_details.width }
			: {} ),
		...( record.media_details?.height
			? { height: record.media_details.height }
			: {} ),
		sizes: Object.fromEntries(
			Object.entries( sizes ).map( ( [ slug, size ] ) => [
				slug,
				{
					url: size.source_url,
					...( size.width ? { width: size.width } : {} ),
					...( size.height ? { height: size.height } : {} ),
				},
			] )
		),
	};
}

export function fromCopy( item: CopiedItem ): BlockMedia {
	return {
		id: item.ID,
		url: item.URL ?? '',
		alt: item.alt ?? '',
		caption: item.caption ?? '',
		type: 'image',
	};
}

/** Attachment records by id, in the order asked; missing ones are left out. */
async function records( ids: number[] ): Promise< AttachmentRecord[] > {
	if ( ids.length === 0 ) {
		return [];
	}
	const found = await apiFetch< AttachmentRecord[] >( {
		path: `/wp/v2/media?include=${ ids.join(
			','
		) }&per_page=100&orderby=include`,
	} );
	return Array.isArray( found ) ? found : [];
}

/** The copies as block media, richer when the records can be read. */
export async function blockMediaFor(
	copied: CopiedItem[]
): Promise< BlockMedia[] > {
	try {
		const found = await records( copied.map( ( item ) => item.ID ) );
		return copied.map( ( item ) => {
			const record = found.find( ( r ) => r.id === item.ID );
			return record ? fromRecord( record, item ) : fromCopy( item );
		} );
	} catch {
		return copied.map( fromCopy );
	}
}

/** What a gallery block already holds: its image blocks' ids and urls. */
export function galleryImagesOf(
	clientId: string | undefined
): Array< { id: number; url: string } > {
	if ( ! clientId ) {
		return [];
	}
	const editor = select( 'core/block-editor' ) as unknown as {
		getBlock: ( id: string ) => {
			innerBlocks?: Array< {
				attributes: { id?: unknown; url?: unknown };
			} >;
		} | null;
	};
	return ( editor.getBlock( clientId )?.innerBlocks ?? [] )
		.map( ( block ) => ( {
			id: Number( block.attributes.id ),
			url: String( block.attributes.url ?? '' ),
		} ) )
		.filter( ( image ) => image.id > 0 && image.url !== '' );
}

/**
 * The media handed to the block: appended to what the gallery already holds when the placeholder
 * adds to a gallery (a gallery keeps only the images it is given back), else the new media.
 */
export function mediaForSelection(
	added: BlockMedia[],
	existing: Array< { id: number; url: string } >
): BlockMedia[] {
	const addedIds = new Set( added.map( ( media ) => media.id ) );
	return [
		...existing
			.filter( ( image ) => ! addedIds.has( image.id ) )
			.map( ( image ) => ( {
				id: image.id,
				url: image.url,
				alt: '',
				caption: '',
			} ) ),
		...added,
	];
}
