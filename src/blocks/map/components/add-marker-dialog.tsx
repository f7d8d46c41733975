/**
 * The "Add a marker" box over the map: the address search, and Close once the map has a marker
 * (a map without one keeps the box open).
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import AddressSearch from '../address-search';
import type { MapPoint } from '../types';

export default function AddMarkerDialog( {
	token,
	focusOnMount,
	canClose,
	onChoose,
	onClose,
}: {
	token: string;
	focusOnMount: boolean;
	canClose: boolean;
	onChoose: ( point: MapPoint ) => void;
	onClose: () => void;
} ) {
	return (
		<div
			className="wp-block-jetpack-map__add-point"
			role="dialog"
			aria-label={ __( 'Add a marker', 'jetpack-blocks' ) }
		>
			<AddressSearch
				token={ token }
				onChoose={ onChoose }
				focusOnMount={ focusOnMount }
			/>
			{ canClose && (
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Close', 'jetpack-blocks' ) }
				</Button>
			) }
		</div>
	);
}
