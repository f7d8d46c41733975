/**
 * Each marker's callout on the editor's map holds its title and caption fields and Delete marker.
 * The map library makes the callout elements; the fields are rendered into them through portals.
 */
import { Button, TextControl, TextareaControl } from '@wordpress/components';
import { createPortal } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MapPoint } from '../types';

function EditableCallout( {
	point,
	onChange,
	onRemove,
}: {
	point: MapPoint;
	onChange: ( next: Partial< MapPoint > ) => void;
	onRemove: () => void;
} ) {
	return (
		<div className="wp-block-jetpack-map__callout-edit">
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Marker title', 'jetpack-blocks' ) }
				value={ point.title }
				onChange={ ( title ) => onChange( { title } ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Marker caption', 'jetpack-blocks' ) }
				value={ point.caption }
				rows={ 2 }
				onChange={ ( caption ) => onChange( { caption } ) }
			/>
			<Button variant="link" isDestructive onClick={ onRemove }>
				{ __( 'Delete marker', 'jetpack-blocks' ) }
			</Button>
		</div>
	);
}

export default function MarkerCallouts( {
	points,
	callouts,
	onChange,
	onRemove,
}: {
	points: MapPoint[];
	/** Each marker's callout element, by marker id; a marker not drawn yet has none. */
	callouts: Record< string, HTMLElement >;
	onChange: ( id: string, change: Partial< MapPoint > ) => void;
	onRemove: ( id: string ) => void;
} ) {
	return (
		<>
			{ points.map( ( point ) => {
				const element = callouts[ point.id ];
				return element
					? createPortal(
							<EditableCallout
								point={ point }
								onChange={ ( change ) =>
									onChange( point.id, change )
								}
								onRemove={ () => onRemove( point.id ) }
							/>,
							element,
							point.id
						)
					: null;
			} ) }
		</>
	);
}
