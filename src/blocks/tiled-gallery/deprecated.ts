/**
 * Earlier stored markup, newest first (each has `__deprecated-N` fixtures, one per stored version).
 *
 * 1-3. The reference plugin's earlier saves (its deprecations v1 … v9, v7 without AMP, the two
 *    image-host ones) and its current save made on a site whose images went through a resizing
 *    service. They share one builder (markup.tsx) and differ in where the classes go:
 *    1. nested (v6 … v9, image-host, current with resized addresses): as today;
 *    2. inner (v5): the style class on the inner div, not on the block;
 *    3. flat (v1 … v4): one div with every class, no inner div.
 *    What the saving site chose rather than the author (the shown image address, a media link to
 *    it, an AMP hint, a translated label, a button role) and the rows and columns the post was laid
 *    out in (older rules, measured widths) are read from the post and written back as they were.
 *    The migration drops what was read that way; v1 … v3 widths are kept to 5 decimals, as the
 *    reference's v3 migration did.
 * 4. This plugin's first format: the images in the block comment, `wp-image-ID` classes, widths as
 *    `width:%`, classes for corners and filter on the block. Migrated to the reference's shape
 *    (image ids and sizes as strings, as a reloaded post has them).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement as h } from '@wordpress/element';
import metadata from './block.json';
import { IMAGE_FILTERS } from './constants';
import { galleryLayout, usableImages } from './gallery';
import {
	galleryMarkup,
	type EchoedRow,
	type StoredAttributes,
	type Version,
} from './markup';
import { toFiveDecimals } from './layout';
import type { GalleryImage, TiledGalleryAttributes } from './types';

type Attributes = Record< string, unknown >;

/** An attribute of the element itself, or of the first match of `selector` inside it. */
const read = ( attribute: string, selector?: string ) => ( {
	source: 'attribute',
	selector,
	attribute,
} );

/** The rows as stored: each row's class, each column's style and its images' ids. */
const storedRows = {
	type: 'array',
	source: 'query',
	selector: '.tiled-gallery__row',
	query: {
		className: read( 'class' ),
		cols: {
			source: 'query',
			selector: '.tiled-gallery__col',
			query: {
				style: read( 'style' ),
				items: {
					source: 'query',
					selector: '.tiled-gallery__item',
					query: { id: read( 'data-id', 'img' ) },
				},
			},
		},
	},
};

const { images: imagesSchema, ...plainAttributes } = metadata.attributes;

const referenceAttributes = {
	...plainAttributes,
	images: {
		...imagesSchema,
		query: {
			...imagesSchema.query,
			src: read( 'src', 'img' ),
			href: read( 'href', 'a' ),
			amp: read( 'data-amp-layout', 'img' ),
			role: read( 'role', 'img' ),
			tabindex: read( 'tabindex', 'img' ),
			label: read( 'aria-label', 'img' ),
		},
	},
	storedRows,
};

/** The image fields of the current attributes (query keys that are not read-back extras). */
const IMAGE_KEYS = Object.keys( imagesSchema.query );

function keepImageFields( image: Attributes ): Attributes {
	return Object.fromEntries(
		Object.entries( image ).filter(
			( [ key, value ] ) =>
				IMAGE_KEYS.includes( key ) && value !== undefined
		)
	);
}

function reference( root: Version[ 'root' ], roundWidths = false ) {
	return {
		apiVersion: 3,
		attributes: referenceAttributes,
		supports: metadata.supports,
		save: ( { attributes }: { attributes: StoredAttributes } ) =>
			galleryMarkup( attributes, { root } ),
		migrate: ( {
			storedRows: _rows,
			images,
			columnWidths,
			...rest
		}: Attributes ) => ( {
			...rest,
			images: ( images as Attributes[] ).map( keepImageFields ),
			columnWidths: roundWidths
				? ( columnWidths as unknown[][] ).map( ( row ) =>
						row.map( ( width ) =>
							typeof width === 'number'
								? toFiveDecimals( width )
								: width
						)
					)
				: columnWidths,
		} ),
	};
}

/** This plugin's first save: rows echoed from the post, each image found by its id. */
function firstOwnSave( {
	attributes,
}: {
	attributes: TiledGalleryAttributes & {
		storedRows?: EchoedRow[];
		storedColumns?: string;
	};
} ) {
	const images = usableImages( attributes.images );
	if ( ! images.length ) {
		return null;
	}
	const { corners, filter } = galleryLayout( attributes );
	const known = ( IMAGE_FILTERS as readonly string[] ).includes(
		attributes.imageFilter ?? ''
	);
	const className =
		[ corners, known ? filter : '' ].filter( Boolean ).join( ' ' ) ||
		undefined;
	const tile = ( item: unknown, key: number ) => {
		const image = images.find(
			( candidate ) =>
				String( candidate.id ) === ( item as { id?: string } ).id
		);
		if ( ! image ) {
			return null;
		}
		const img = h( 'img', {
			alt: image.alt ?? '',
			className: `wp-image-${ image.id }`,
			'data-id': image.id,
			src: image.url,
			width: image.width || undefined,
			height: image.height || undefined,
		} );
		let href: string | undefined;
		if ( attributes.linkTo === 'media' ) {
			href = image.url;
		} else if ( attributes.linkTo === 'attachment' ) {
			href = image.link;
		}
		return h(
			'figure',
			{ className: 'tiled-gallery__item', key },
			href ? h( 'a', { href }, img ) : img
		);
	};
	return h(
		'div',
		useBlockProps.save( { className } ),
		h(
			'div',
			{
				className: 'tiled-gallery__gallery',
				'data-columns': attributes.storedColumns,
			},
			( attributes.storedRows ?? [] ).map( ( row, r ) =>
				h(
					'div',
					{ className: 'tiled-gallery__row', key: r },
					( row.cols ?? [] ).map( ( col, c ) =>
						h(
							'div',
							{
								className: 'tiled-gallery__col',
								key: c,
								style: col.style,
							},
							( col.items ?? [] ).map( tile )
						)
					)
				)
			)
		)
	);
}

const firstOwn = {
	apiVersion: 3,
	attributes: {
		...plainAttributes,
		className: { type: 'string' },
		images: { type: 'array', default: [] },
		storedRows,
		storedColumns: read( 'data-columns', '.tiled-gallery__gallery' ),
	},
	supports: { html: false, align: metadata.supports.align },
	save: firstOwnSave,
	migrate: ( {
		storedRows: _rows,
		storedColumns: _columns,
		images,
		className,
		...rest
	}: Attributes ) => ( {
		...rest,
		className: className ?? metadata.attributes.className.default,
		images: usableImages( images ).map( ( image: GalleryImage ) =>
			keepImageFields( {
				...image,
				id: String( image.id ),
				width: image.width ? String( image.width ) : undefined,
				height: image.height ? String( image.height ) : undefined,
			} )
		),
	} ),
};

export default [
	reference( 'nested' ),
	reference( 'inner' ),
	reference( 'flat', true ),
	firstOwn,
];
