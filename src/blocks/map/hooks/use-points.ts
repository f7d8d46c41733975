/**
 * Editing the block's markers by id (from the sidebar and from the callouts on the map). The
 * callbacks stay the same across renders and read the markers as last rendered.
 */
import { useCallback, useRef } from '@wordpress/element';
import type { MapPoint, SetMapAttributes } from '../types';

export function usePoints(
	points: MapPoint[],
	setAttributes: SetMapAttributes
) {
	const latest = useRef( points );
	latest.current = points;

	const updatePoint = useCallback(
		( id: string, change: Partial< MapPoint > ) =>
			setAttributes( {
				points: latest.current.map( ( point ) =>
					point.id === id ? { ...point, ...change } : point
				),
			} ),
		[ setAttributes ]
	);

	const removePoint = useCallback(
		( id: string ) =>
			setAttributes( {
				points: latest.current.filter( ( point ) => point.id !== id ),
			} ),
		[ setAttributes ]
	);

	return { updatePoint, removePoint };
}
