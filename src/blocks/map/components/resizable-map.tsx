/**
 * The element the map is drawn into, in a box whose bottom edge resizes the map (on the grid,
 * never below the minimum height); the handle shows while the block is selected.
 */
import { ResizableBox } from '@wordpress/components';
import type { RefObject } from '@wordpress/element';
import { MIN_HEIGHT, RESIZE_GRID } from '../rules';

export default function ResizableMap( {
	mapElement,
	mapHeight,
	isSelected,
	onResizeStart,
	onResizeStop,
}: {
	mapElement: RefObject< HTMLDivElement >;
	mapHeight: number | undefined;
	isSelected: boolean;
	onResizeStart: ( element: HTMLElement ) => void;
	onResizeStop: ( deltaHeight: number ) => void;
} ) {
	return (
		<ResizableBox
			className="wp-block-jetpack-map__resizable"
			size={ { height: mapHeight ?? 'auto', width: '100%' } }
			minHeight={ MIN_HEIGHT }
			grid={ [ RESIZE_GRID, RESIZE_GRID ] }
			enable={ { bottom: true } }
			showHandle={ isSelected }
			onResizeStart={ ( _event, _direction, element ) =>
				onResizeStart( element )
			}
			onResizeStop={ ( _event, _direction, _element, delta ) =>
				onResizeStop( delta.height )
			}
		>
			<div
				ref={ mapElement }
				className="wp-block-jetpack-map__gl-container"
				style={ mapHeight ? { height: mapHeight } : undefined }
			/>
		</ResizableBox>
	);
}
