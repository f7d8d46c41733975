/**
 * Conversions between the Tiled Gallery and WordPress's own gallery and image blocks (spec 002 §5:
 * only images with both an id and a url are kept — an image without an id has no media record for
 * the server's srcset, one without a url shows nothing).
 *
 * From core/gallery in both of its stored forms: the current one (an image block per image, inner
 * blocks) and the older one (the images in the gallery's own `images` / `ids` attributes); from one
 * or more core/image blocks; to core/gallery (the current form). Sizes are kept when known, and the
 * column widths computed from them; images without sizes are measured by the edit UI, which then
 * lays the gallery out.
 */
import { createBlock } from '@wordpress/blocks';
import { usableImages } from './gallery';
import { columnWidthsOf, layoutRows, ratioOf } from './layout';
import type { GalleryImage, TiledGalleryAttributes } from './types';

const NAME = 'jetpack/tiled-gallery';
const ALIGNMENTS = [ 'center', 'wide', 'full' ];

type Attributes = Record< string, unknown >;

/** What a transform is handed of a block. */
interface SourceBlock {
	name: string;
	attributes: Attributes;
	innerBlocks?: SourceBlock[];
}

/** A positive whole number from a stored number or numeric string (older galleries stored ids as text). */
function positive( value: unknown ): number | undefined {
	const number = Number( value );
	return Number.isInteger( number ) && number > 0 ? number : undefined;
}

function text( value: unknown ): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One image from a core/image block's or an older gallery item's attributes. */
export function imageFrom( attributes: Attributes ): Partial< GalleryImage > {
	return {
		id: positive( attributes.id ),
		url: text( attributes.url ),
		alt: text( attributes.alt ) ?? '',
		width: positive( attributes.width ),
		height: positive( attributes.height ),
		link: text( attributes.link ),
	};
}

/** The images of a core/gallery block, in either stored form; only usable ones. */
export function galleryImages(
	attributes: Attributes,
	innerBlocks: SourceBlock[] = []
): GalleryImage[] {
	const images = innerBlocks.length
		? innerBlocks
				.filter( ( block ) => block.name === 'core/image' )
				.map( ( block ) => imageFrom( block.attributes ) )
		: ( Array.isArray( attributes.images ) ? attributes.images : [] ).map(
				( image ) => imageFrom( ( image ?? {} ) as Attributes )
			);
	// Objects without the optional fields left undefined, as the block stores them.
	return usableImages(
		images.map( ( image ) =>
			Object.fromEntries(
				Object.entries( image ).filter(
					( [ , value ] ) => value !== undefined
				)
			)
		)
	);
}

/** core/gallery's link setting in ours (older galleries said file / post). */
export function linkToFrom(
	value: unknown
): TiledGalleryAttributes[ 'linkTo' ] {
	if ( value === 'media' || value === 'file' ) {
		return 'media';
	}
	if ( value === 'attachment' || value === 'post' ) {
		return 'attachment';
	}
	return 'none';
}

/** The Tiled Gallery's attributes for these images (ids, and column widths when sizes are known). */
export function tiledAttributes(
	images: GalleryImage[],
	extra: { columns?: unknown; linkTo?: unknown; align?: unknown } = {}
): Partial< TiledGalleryAttributes > {
	const attributes: Partial< TiledGalleryAttributes > = {
		images,
		ids: images.map( ( image ) => Number( image.id ) ),
		linkTo: linkToFrom( extra.linkTo ),
	};
	const columns = positive( extra.columns );
	if ( columns ) {
		attributes.columns = columns;
	}
	if (
		typeof extra.align === 'string' &&
		ALIGNMENTS.includes( extra.align )
	) {
		attributes.align = extra.align;
	}
	if ( images.every( ( image ) => image.width && image.height ) ) {
		const ratios = images.map( ratioOf );
		attributes.columnWidths = columnWidthsOf(
			layoutRows(
				'rectangular',
				ratios,
				Math.min( 3, images.length ),
				attributes.align
			),
			ratios
		);
	}
	return attributes;
}

/** core/gallery (current form) from a Tiled Gallery's attributes. */
export function toCoreGallery( attributes: TiledGalleryAttributes ) {
	const images = usableImages( attributes.images );
	const linkTo = linkToFrom( attributes.linkTo );
	return createBlock(
		'core/gallery',
		{
			linkTo,
			...( attributes.columns ? { columns: attributes.columns } : {} ),
			...( attributes.align ? { align: attributes.align } : {} ),
		},
		images.map( ( image ) => {
			let href: string | undefined;
			if ( linkTo === 'media' ) {
				href = image.url;
			} else if ( linkTo === 'attachment' ) {
				href = image.link;
			}
			return createBlock( 'core/image', {
				id: Number( image.id ),
				url: image.url,
				alt: image.alt ?? '',
				...( href ? { href, linkDestination: linkTo } : {} ),
			} );
		} )
	);
}

export const transforms = {
	from: [
		{
			type: 'block' as const,
			blocks: [ 'core/gallery' ],
			isMatch: (
				attributes: Attributes,
				block?: Pick< SourceBlock, 'innerBlocks' >
			) => galleryImages( attributes, block?.innerBlocks ).length > 0,
			transform: (
				attributes: Attributes,
				innerBlocks: SourceBlock[] = []
			) =>
				createBlock(
					NAME,
					tiledAttributes(
						galleryImages( attributes, innerBlocks ),
						attributes
					)
				),
		},
		{
			type: 'block' as const,
			isMultiBlock: true,
			blocks: [ 'core/image' ],
			isMatch: ( attributes: Attributes | Attributes[] ) =>
				galleryImages( {
					images: ( [] as Attributes[] ).concat( attributes ),
				} ).length > 0,
			transform: ( attributes: Attributes | Attributes[] ) =>
				createBlock(
					NAME,
					tiledAttributes(
						galleryImages( {
							images: ( [] as Attributes[] ).concat( attributes ),
						} )
					)
				),
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/gallery' ],
			transform: toCoreGallery,
		},
	],
};
