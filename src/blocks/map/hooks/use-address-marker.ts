/**
 * An address given to the block (e.g. by a transform) becomes its first marker once the map is
 * ready; when no place is found for it, a notice says so.
 */
import { useEffect, useState } from '@wordpress/element';
import { ADDRESS_NOT_FOUND, searchPlaces } from '../api';
import { addPoint } from '../rules';
import type { ApiState } from './use-map-api';
import type { MapPoint, SetMapAttributes } from '../types';

export function useAddressMarker( {
	apiState,
	address,
	points,
	token,
	setAttributes,
}: {
	apiState: ApiState;
	address: string;
	points: MapPoint[];
	token: string;
	setAttributes: SetMapAttributes;
} ) {
	const [ addressNotice, setAddressNotice ] = useState( '' );

	useEffect( () => {
		if ( apiState !== 2 || ! address || points.length ) {
			return;
		}
		let live = true;
		searchPlaces( address, token )
			.then( ( found ) => {
				if ( ! live ) {
					return;
				}
				const [ first ] = found;
				if ( first ) {
					setAttributes( {
						points: addPoint( [], first.point ),
						address: '',
					} );
				} else {
					setAddressNotice( ADDRESS_NOT_FOUND() );
				}
			} )
			.catch( () => live && setAddressNotice( ADDRESS_NOT_FOUND() ) );
		return () => {
			live = false;
		};
		// Only a new address or a map that became ready asks; the rest is read as it is then.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, address ] );

	return {
		/** '' when there is nothing to say. */
		addressNotice,
		clearAddressNotice: () => setAddressNotice( '' ),
	};
}
