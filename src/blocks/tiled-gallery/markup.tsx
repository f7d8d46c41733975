/**
 * The stored markup of the gallery, for the current save and every earlier stored version.
 *
 * The current markup is the reference plugin's: the images live in the markup (data-* attributes
 * of each img, read back by the `images` query), inside .tiled-gallery__gallery > __row > __col >
 * figure.tiled-gallery__item, with the column widths as flex-basis.
 *
 * Earlier versions differ in where the block's and the style's classes go (a `Version`), and in
 * what each img carried besides its data: the shown address (a resizing service's, chosen by the
 * site that saved it, which older versions also linked "media" to), an AMP layout hint, an
 * accessible label in the saving site's language, a button role. Those were never settings of the
 * block, so a deprecation reads them from the post (its own extra attributes) and writes them back
 * unchanged, as it does with the rows and columns the post was laid out in (older layout rules,
 * measured widths).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';
import { galleryLayout } from './gallery';
import type { GalleryImage, TiledGalleryAttributes } from './types';

/** What a stored image carried besides its data (read from the post by a deprecation). */
export type EchoedImage = GalleryImage & {
	src?: string;
	href?: string;
	amp?: string;
	role?: string;
	tabindex?: string;
	label?: string;
};

/** A stored row as a deprecation reads it: its class, and each column's style and image count. */
export interface EchoedRow {
	className?: string;
	cols?: Array< { style?: string; items?: unknown[] } >;
}

export interface Version {
	/**
	 * nested: the block's div (with the style class) around a div for the corners (current);
	 * inner: the block's div around a div with the style class and the corners;
	 * flat: one div with all the classes around the gallery.
	 */
	root: 'nested' | 'inner' | 'flat';
}

export type StoredAttributes = TiledGalleryAttributes & {
	images: EchoedImage[];
	storedRows?: EchoedRow[];
};

const join = ( ...names: Array< string | undefined > ) =>
	names.filter( Boolean ).join( ' ' );

function figure(
	image: EchoedImage,
	key: number,
	attributes: StoredAttributes,
	filter: string,
	version?: Version
): ReactNode {
	if ( image.url?.startsWith( 'blob:' ) ) {
		return null;
	}
	const src = version ? image.src : image.url;
	let href: string | undefined;
	if ( attributes.linkTo === 'media' ) {
		href = version ? image.href : image.url;
	} else if ( attributes.linkTo === 'attachment' ) {
		href = image.link;
	} else if ( attributes.linkTo === 'custom' ) {
		href = image.customLink;
	}
	const extra: Record< string, string | undefined > = version
		? {
				'data-amp-layout': image.amp,
				tabindex: image.tabindex,
				role: image.role,
				'aria-label': image.label,
			}
		: { 'data-amp-layout': 'responsive' };
	const img = (
		<img
			alt={ image.alt }
			data-height={ image.height }
			data-id={ image.id }
			data-link={ image.link }
			data-url={ image.url }
			data-custom-link={ image.customLink }
			data-width={ image.width }
			src={ src }
			{ ...extra }
		/>
	);
	return (
		<figure key={ key } className={ join( 'tiled-gallery__item', filter ) }>
			{ href ? <a href={ href }>{ img }</a> : img }
		</figure>
	);
}

/** The saved markup of `attributes` in the current format, or in an earlier `version`. */
export function galleryMarkup(
	attributes: StoredAttributes,
	version?: Version
) {
	const { images, className, columnWidths } = attributes;
	if ( ! images.length ) {
		return null;
	}
	// Called from save() itself (not as a component) so the block props are this block's.
	const blockProps = useBlockProps.save();
	const { rows, corners, filter } = galleryLayout( attributes );
	const stored = version && attributes.storedRows;
	let next = 0;
	const gallery = (
		<div className="tiled-gallery__gallery">
			{ ( stored || rows ).map( ( row, r ) => {
				const cols = stored
					? ( ( row as EchoedRow ).cols ?? [] )
					: ( rows[ r ]?.columns ?? [] );
				return (
					<div
						key={ r }
						className={
							stored
								? ( row as EchoedRow ).className
								: join(
										'tiled-gallery__row',
										rows[ r ]?.className
									)
						}
					>
						{ cols.map( ( col, c ) => {
							const count = Array.isArray( col )
								? col.length
								: ( col.items?.length ?? 0 );
							const width = columnWidths?.[ r ]?.[ c ];
							let style: string | undefined;
							if ( stored ) {
								style = ( col as { style?: string } ).style;
							} else if ( width ) {
								style = `flex-basis:${ width }%`;
							}
							const items = images
								.slice( next, next + count )
								.map( ( image, i ) =>
									figure(
										image,
										next + i,
										attributes,
										filter,
										version
									)
								);
							next += count;
							return (
								<div
									key={ c }
									className="tiled-gallery__col"
									style={ style as never }
								>
									{ items }
								</div>
							);
						} ) }
					</div>
				);
			} ) }
		</div>
	);
	const root = version?.root ?? 'nested';
	if ( root === 'flat' ) {
		return (
			<div
				{ ...blockProps }
				className={ join( blockProps.className, className, corners ) }
			>
				{ gallery }
			</div>
		);
	}
	return (
		<div
			{ ...blockProps }
			className={
				root === 'nested'
					? join( blockProps.className, className )
					: blockProps.className
			}
		>
			<div
				className={
					root === 'nested' ? corners : join( className, corners )
				}
			>
				{ gallery }
			</div>
		</div>
	);
}
