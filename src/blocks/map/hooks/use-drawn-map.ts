/**
 * The map in the editor: drawn into `mapElement` once the library and token are known, then kept
 * in step with the block's settings. Moving the map stores its centre (and its zoom, while the
 * zoom is not chosen by the markers' bounds); each marker's callout element is handed back so the
 * editor can render its editable callout into it.
 */
import {
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import {
	drawMap,
	type DrawnMap,
	type DrawOptions,
	type Mapbox,
} from '../draw-map';
import { activeStyle, isZoomControlDisabled } from '../rules';
import type { ApiState } from './use-map-api';
import type { MapAttributes, SetMapAttributes } from '../types';

export interface DrawnMapState {
	mapElement: RefObject< HTMLDivElement >;
	/** Each marker's callout element, by marker id. */
	callouts: Record< string, HTMLElement >;
	basemapLoaded: boolean;
	/** The map library's latest error, '' when none. */
	mapError: string;
	dismissMapError: () => void;
}

export function useDrawnMap( {
	apiState,
	mapbox,
	token,
	attributes,
	setAttributes,
}: {
	apiState: ApiState;
	mapbox: Mapbox | null;
	token: string;
	attributes: MapAttributes;
	setAttributes: SetMapAttributes;
} ): DrawnMapState {
	const { points, zoom, markerColor, scrollToZoom, mapHeight, className } =
		attributes;
	const [ mapError, setMapError ] = useState( '' );
	const [ basemapLoaded, setBasemapLoaded ] = useState( false );
	const [ callouts, setCallouts ] = useState< Record< string, HTMLElement > >(
		{}
	);
	const mapElement = useRef< HTMLDivElement >( null );
	const drawn = useRef< DrawnMap | null >( null );
	const latest = useRef( attributes );
	latest.current = attributes;

	const style = activeStyle( attributes );

	const options = ( current: MapAttributes ): DrawOptions => ( {
		points: current.points,
		zoom: current.zoom,
		center: current.mapCenter,
		style: activeStyle( current ),
		markerColor: current.markerColor,
		scrollToZoom: current.scrollToZoom,
		// Spec 001 §6: never in the editor.
		showFullscreenButton: false,
		token,
		preserveDrawingBuffer: true,
		calloutAnchor: 'bottom',
		renderCallout: ( point, element ) =>
			setCallouts( ( previous ) => ( {
				...previous,
				[ point.id ]: element,
			} ) ),
		onMove: ( center, nextZoom ) => {
			const change: Partial< MapAttributes > = {
				mapCenter: { lng: center.lng, lat: center.lat },
			};
			if ( ! isZoomControlDisabled( latest.current.points ) ) {
				change.zoom = nextZoom;
			}
			setAttributes( change );
		},
		onBasemapLoaded: () => setBasemapLoaded( true ),
		onError: ( message ) => setMapError( message ),
	} );

	// The map itself, drawn once the library and token are known.
	useEffect( () => {
		if ( apiState !== 2 || ! mapbox || ! mapElement.current ) {
			return;
		}
		setBasemapLoaded( false );
		setMapError( '' );
		setCallouts( {} );
		try {
			drawn.current = drawMap(
				mapbox,
				mapElement.current,
				options( latest.current )
			);
		} catch ( error ) {
			setMapError( ( error as Error ).message );
		}
		return () => {
			drawn.current?.destroy();
			drawn.current = null;
		};
		// Redrawn only when the library, state or token change; settings go through update().
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, mapbox, token ] );

	useEffect( () => {
		drawn.current?.update( options( attributes ) );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ points, zoom, markerColor, scrollToZoom, style, className ] );

	useEffect( () => {
		drawn.current?.resize();
	}, [ mapHeight ] );

	return {
		mapElement,
		callouts,
		basemapLoaded,
		mapError,
		dismissMapError: () => setMapError( '' ),
	};
}
