/**
 * Visitors get static markup: rows of columns whose widths are inline percentages (no script).
 * Images keep their class wp-image-ID so the server can add srcset from WordPress's own sizes.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { galleryLayout, usableImages } from './gallery';
import type { GalleryImage, TiledGalleryAttributes } from './types';

function href(
	image: GalleryImage,
	linkTo: TiledGalleryAttributes[ 'linkTo' ]
): string | undefined {
	if ( linkTo === 'media' ) {
		return image.url;
	}
	if ( linkTo === 'attachment' ) {
		return image.link || undefined;
	}
	return undefined;
}

export default function save( {
	attributes,
}: {
	attributes: TiledGalleryAttributes;
} ) {
	const images = usableImages( attributes.images );
	if ( images.length === 0 ) {
		return null;
	}
	const { rows, classes, columns } = galleryLayout( attributes );
	return (
		<div
			{ ...useBlockProps.save( {
				className: classes.join( ' ' ) || undefined,
			} ) }
		>
			<div className="tiled-gallery__gallery" data-columns={ columns }>
				{ rows.map( ( row, rowIndex ) => (
					<div className="tiled-gallery__row" key={ rowIndex }>
						{ row.columns.map( ( column, columnIndex ) => (
							<div
								className="tiled-gallery__col"
								key={ columnIndex }
								style={ {
									width: `${ row.widths[ columnIndex ] }%`,
								} }
							>
								{ column.map( ( index ) => {
									const image = images[ index ];
									if ( ! image ) {
										return null;
									}
									const img = (
										<img
											alt={ image.alt ?? '' }
											className={ `wp-image-${ image.id }` }
											data-id={ image.id }
											src={ image.url }
											width={ image.width || undefined }
											height={ image.height || undefined }
										/>
									);
									const link = href(
										image,
										attributes.linkTo
									);
									return (
										<figure
											className="tiled-gallery__item"
											key={ index }
										>
											{ link ? (
												<a href={ link }>{ img }</a>
											) : (
												img
											) }
										</figure>
									);
								} ) }
							</div>
						) ) }
					</div>
				) ) }
			</div>
		</div>
	);
}
