/**
 * One image of the gallery in the editor: a button that selects it and, while it is selected, its
 * controls (move backward, move forward, remove).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { GalleryImage } from '../types';

export interface TileProps {
	image: GalleryImage;
	index: number;
	count: number;
	isSelected: boolean;
	onSelect: () => void;
	onMove: ( by: -1 | 1 ) => void;
	onRemove: () => void;
}

export function Tile( {
	image,
	index,
	count,
	isSelected,
	onSelect,
	onMove,
	onRemove,
}: TileProps ) {
	const name = sprintf(
		/* translators: 1: position of the image, 2: number of images */
		__( 'Image %1$d of %2$d', 'jetpack-blocks' ),
		index + 1,
		count
	);
	return (
		<figure
			className={ `tiled-gallery__item${ isSelected ? ' is-selected' : '' }` }
		>
			{ /* Unselected images are read-only: selecting is all a click or Enter does. */ }
			<button
				type="button"
				className="tiled-gallery__select"
				aria-label={ name }
				aria-pressed={ isSelected }
				onClick={ onSelect }
			>
				<img
					src={ image.url }
					alt={ image.alt ?? '' }
					data-id={ image.id }
				/>
			</button>
			{ isSelected && (
				<div className="tiled-gallery__item-controls">
					<Button
						size="small"
						icon="arrow-left-alt2"
						label={ __( 'Move image backward', 'jetpack-blocks' ) }
						disabled={ index === 0 }
						accessibleWhenDisabled
						onClick={ () => onMove( -1 ) }
					/>
					<Button
						size="small"
						icon="arrow-right-alt2"
						label={ __( 'Move image forward', 'jetpack-blocks' ) }
						disabled={ index === count - 1 }
						accessibleWhenDisabled
						onClick={ () => onMove( 1 ) }
					/>
					<Button
						size="small"
						icon="no-alt"
						label={ __( 'Remove image', 'jetpack-blocks' ) }
						onClick={ onRemove }
					/>
				</div>
			) }
		</figure>
	);
}
