/**
 * The map's rules as plain functions (spec 001 §4, §5, §9), shared by the editor, the view script
 * and the unit tests. No map library here: the numbers are decided first, then handed to it.
 */
import type { MapAttributes, MapCenter, MapPoint, MapStyleName } from './types';
import {
	getValidatedAttributes,
	type AttributeRules,
} from '../../shared/validated-attributes';

export const DEFAULT_ZOOM = 13;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
export const SINGLE_MARKER_FALLBACK_ZOOM = 12;
export const MIN_HEIGHT = 400;
export const RESIZE_GRID = 10;
export const HEIGHT_STEP = 10;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_RESULTS = 10;
export const DEFAULT_MARKER_COLOR = 'red';
/** fitBounds padding for two or more markers. */
export const BOUNDS_PADDING = { top: 80, bottom: 80, left: 40, right: 40 };

export const MAP_STYLES: MapStyleName[] = [
	'default',
	'black_and_white',
	'satellite',
	'terrain',
];

/** Raises a height below the minimum and snaps it to the grid. */
export function clampHeight( height: number ): number {
	return Math.max(
		MIN_HEIGHT,
		Math.round( height / RESIZE_GRID ) * RESIZE_GRID
	);
}

/**
 * A height typed in the sidebar: empty means "no height of its own" (null, the stylesheet's
 * default); a number below the minimum is raised to it; anything else that is not a number keeps
 * the previous value.
 */
export function heightFromInput(
	value: string | number | undefined | null,
	previous: number | undefined
): number | null | undefined {
	if (
		value === undefined ||
		value === null ||
		String( value ).trim() === ''
	) {
		return null;
	}
	const number = Number( value );
	if ( ! Number.isFinite( number ) ) {
		return previous;
	}
	return Math.max( MIN_HEIGHT, Math.round( number ) );
}

/**
 * The height after dragging the resize handle by `delta` pixels. A map without a height of its
 * own starts from the height it is drawn at, so the first value is the current height.
 */
export function resizedHeight(
	stored: number | undefined | null,
	renderedHeight: number,
	delta: number
): number {
	const start = stored ?? renderedHeight;
	return clampHeight( start + delta );
}

/** Zoom is chosen by the markers' bounds once there are two or more. */
export function isZoomControlDisabled( points: MapPoint[] ): boolean {
	return points.length >= 2;
}

export function clampZoom( zoom: unknown ): number {
	const number = typeof zoom === 'number' ? zoom : Number( zoom );
	if ( ! Number.isFinite( number ) ) {
		return DEFAULT_ZOOM;
	}
	return Math.min( MAX_ZOOM, Math.max( MIN_ZOOM, number ) );
}

/** [longitude, latitude] of a stored centre, whichever shape it was stored in. */
export function centerLngLat(
	center: MapCenter | undefined | null
): [ number, number ] {
	if ( center && 'lng' in center ) {
		return [ Number( center.lng ), Number( center.lat ) ];
	}
	if ( center && 'longitude' in center ) {
		return [ Number( center.longitude ), Number( center.latitude ) ];
	}
	return [ -122.41941550000001, 37.7749295 ];
}

export type Bounds = [ [ number, number ], [ number, number ] ];

/** South-west and north-east corners around the markers, or null without markers. */
export function pointsBounds( points: MapPoint[] ): Bounds | null {
	if ( ! points.length ) {
		return null;
	}
	const longitudes = points.map( ( point ) => point.coordinates.longitude );
	const latitudes = points.map( ( point ) => point.coordinates.latitude );
	return [
		[ Math.min( ...longitudes ), Math.min( ...latitudes ) ],
		[ Math.max( ...longitudes ), Math.max( ...latitudes ) ],
	];
}

/** How the map is framed: a centre and zoom, or bounds with padding for two or more markers. */
export type View =
	| { kind: 'center'; center: [ number, number ]; zoom: number }
	| {
			kind: 'bounds';
			bounds: Bounds;
			padding: typeof BOUNDS_PADDING;
			maxZoom: number;
	  };

export function mapView(
	points: MapPoint[],
	zoom: unknown,
	center: MapCenter | undefined | null
): View {
	const [ first ] = points;
	if ( points.length >= 2 ) {
		return {
			kind: 'bounds',
			bounds: pointsBounds( points ) as Bounds,
			padding: BOUNDS_PADDING,
			maxZoom: MAX_ZOOM,
		};
	}
	if ( first ) {
		const stored = typeof zoom === 'number' ? zoom : Number( zoom );
		return {
			kind: 'center',
			center: [ first.coordinates.longitude, first.coordinates.latitude ],
			zoom: Number.isFinite( stored )
				? clampZoom( stored )
				: SINGLE_MARKER_FALLBACK_ZOOM,
		};
	}
	return {
		kind: 'center',
		center: centerLngLat( center ),
		zoom: clampZoom( zoom ),
	};
}

/** A marker is added only if no marker has its id. */
export function addPoint( points: MapPoint[], point: MapPoint ): MapPoint[] {
	return points.some( ( existing ) => existing.id === point.id )
		? points
		: [ ...points, point ];
}

/** The registered style a block's class names select (`is-style-<name>`), else "default". */
export function styleFromClassName( className?: string ): MapStyleName {
	const match = ( className ?? '' )
		.split( /\s+/ )
		.map( ( name ) => /^is-style-(.+)$/.exec( name )?.[ 1 ] )
		.find( ( name ) => MAP_STYLES.includes( name as MapStyleName ) );
	return ( match as MapStyleName | undefined ) ?? 'default';
}

/**
 * The style to draw: the stored data attribute or class (older posts wrote "black-and-white").
 */
export function normalizeStyle( value?: string | null ): MapStyleName {
	const name = ( value ?? '' ).replace( /-/g, '_' );
	return MAP_STYLES.includes( name as MapStyleName )
		? ( name as MapStyleName )
		: 'default';
}

/** The style the editor draws: the block style chosen (class name), else the stored one. */
export function activeStyle(
	attributes: Pick< MapAttributes, 'className' | 'mapStyle' >
): MapStyleName {
	return /\bis-style-/.test( attributes.className ?? '' )
		? styleFromClassName( attributes.className )
		: normalizeStyle( attributes.mapStyle );
}

/** The link each place has in the stored list, readable without JavaScript. */
export function googleMapsUrl( point: MapPoint ): string {
	const { latitude, longitude } = point.coordinates;
	return `https://www.google.com/maps/search/?api=1&query=${ latitude },${ longitude }`;
}

/** Spec 001 §5: the token panel's disabled rules. */
export function canSetToken( value: string ): boolean {
	return value.trim() !== '';
}

export function canUpdateToken( value: string, current: string ): boolean {
	return value.trim() !== '' && value.trim() !== current;
}

export function canRemoveToken( source: string | undefined ): boolean {
	return source !== 'wpcom';
}

/** How a visitor's map reads the settings its saved markup carries as `data-*` strings. */
export const VISITOR_ATTRIBUTE_RULES: AttributeRules = {
	zoom: {
		type: 'number',
		default: DEFAULT_ZOOM,
		validator: ( value ) =>
			value !== '' &&
			Number.isFinite( Number( value ) ) &&
			Number( value ) >= MIN_ZOOM &&
			Number( value ) <= MAX_ZOOM,
	},
	// A colour the editor's picker writes (#rrggbb), a short hex, or a CSS colour keyword.
	markerColor: {
		type: 'string',
		default: DEFAULT_MARKER_COLOR,
		validator: ( value ) =>
			typeof value === 'string' &&
			/^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20})$/i.test( value ),
	},
	mapHeight: {
		type: 'number',
		validator: ( value ) => Number( value ) > 0,
	},
	scrollToZoom: { type: 'boolean', default: false },
	showFullscreenButton: { type: 'boolean', default: true },
};

export interface VisitorMapSettings {
	zoom: number;
	markerColor: string;
	mapHeight: number | undefined;
	scrollToZoom: boolean;
	showFullscreenButton: boolean;
}

/**
 * A visitor's map settings from the block's data attributes (spec 002 §5 "Attribute parsing"): a
 * value that fails its rule is the attribute's default; an absent one too, except the switches,
 * which the saved markup leaves out when they are off.
 *
 * @param dataset The block element's `dataset`.
 */
export function visitorMapSettings(
	dataset: Readonly< Record< string, string | undefined > >
): VisitorMapSettings {
	const read = getValidatedAttributes( VISITOR_ATTRIBUTE_RULES, {
		zoom: dataset.zoom ?? DEFAULT_ZOOM,
		markerColor: dataset.markerColor ?? DEFAULT_MARKER_COLOR,
		mapHeight: dataset.mapHeight,
		scrollToZoom: dataset.scrollToZoom,
		showFullscreenButton: dataset.showFullscreenButton,
	} );
	return {
		zoom: Number( read.zoom ),
		markerColor: String( read.markerColor ),
		mapHeight:
			read.mapHeight === undefined ? undefined : Number( read.mapHeight ),
		scrollToZoom: read.scrollToZoom === true,
		showFullscreenButton: read.showFullscreenButton === true,
	};
}
