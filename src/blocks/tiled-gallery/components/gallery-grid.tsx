/**
 * The gallery as the editor shows it: the layout's rows and columns (columns at their shown widths)
 * holding the images as tiles.
 */
import type { LayoutRow } from '../layout';
import type { GalleryImage } from '../types';
import { Tile } from './tile';

export interface GalleryGridProps {
	images: GalleryImage[];
	rows: LayoutRow[];
	/** Percent widths per row and column; a column without one takes its natural width. */
	shownWidths: number[][];
	/** The selected tile's index, shown as selected only while the block is. */
	selectedImage: number | null;
	isSelected: boolean;
	onSelectImage: ( index: number ) => void;
	onMoveImage: ( index: number, by: -1 | 1 ) => void;
	onRemoveImage: ( index: number ) => void;
}

export function GalleryGrid( {
	images,
	rows,
	shownWidths,
	selectedImage,
	isSelected,
	onSelectImage,
	onMoveImage,
	onRemoveImage,
}: GalleryGridProps ) {
	return (
		<div className="tiled-gallery__gallery">
			{ rows.map( ( row, rowIndex ) => (
				<div
					className={ [ 'tiled-gallery__row', row.className ]
						.filter( Boolean )
						.join( ' ' ) }
					key={ rowIndex }
				>
					{ row.columns.map( ( column, columnIndex ) => (
						<div
							className="tiled-gallery__col"
							key={ columnIndex }
							style={ {
								width: shownWidths[ rowIndex ]?.[ columnIndex ]
									? `${ shownWidths[ rowIndex ]?.[ columnIndex ] }%`
									: undefined,
							} }
						>
							{ column.map( ( index ) => {
								const image = images[ index ];
								return image ? (
									<Tile
										key={ image.id }
										image={ image }
										index={ index }
										count={ images.length }
										isSelected={
											isSelected &&
											selectedImage === index
										}
										onSelect={ () =>
											onSelectImage( index )
										}
										onMove={ ( by ) =>
											onMoveImage( index, by )
										}
										onRemove={ () =>
											onRemoveImage( index )
										}
									/>
								) : null;
							} ) }
						</div>
					) ) }
				</div>
			) ) }
		</div>
	);
}
