/** Spec 001 §3 Map and Point. */
export interface Coordinates {
	latitude: number;
	longitude: number;
}

export interface MapPoint {
	id: string;
	title: string;
	caption: string;
	placeTitle: string;
	coordinates: Coordinates;
}

/**
 * The map's centre. New blocks start from `{ longitude, latitude }` (the default); once the map has
 * been moved it is stored as the map library reports it, `{ lng, lat }` — existing posts hold both.
 */
export type MapCenter =
	{ longitude: number; latitude: number } | { lng: number; lat: number };

export type MapStyleName =
	'default' | 'black_and_white' | 'satellite' | 'terrain';

export type MapAttributes = {
	align?: string;
	points: MapPoint[];
	address: string;
	mapDetails: boolean;
	zoom: number;
	mapCenter: MapCenter;
	mapStyle?: string;
	markerColor: string;
	preview?: boolean;
	scrollToZoom: boolean;
	mapHeight?: number;
	showFullscreenButton: boolean;
	className?: string;
};

/** How the editor's pieces change the block's attributes. */
export type SetMapAttributes = ( attributes: Partial< MapAttributes > ) => void;
