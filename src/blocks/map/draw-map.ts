/**
 * Draws a map with mapbox-gl 1.13, for the editor and for visitors alike. The library is passed in
 * (both callers load it lazily), so this module adds nothing to a bundle by itself.
 *
 * Basemaps:
 * - with a Mapbox access token: Mapbox's own styles (streets, light, satellite, outdoors);
 * - without one: the offline basemap — country shapes (build/map/countries.json, made at build time
 *   from world-atlas) as fill and line layers over a water-coloured background. No glyphs, sprites
 *   or mapbox:// URLs, so nothing is requested from anywhere but this site; markers are DOM
 *   elements, not symbol layers.
 */
import type * as MapboxGl from 'mapbox-gl';
import { mapView, type View } from './rules';
import type { MapCenter, MapPoint, MapStyleName } from './types';

export type Mapbox = typeof MapboxGl;

/** Mapbox's public styles for each block style (terrain is always a Mapbox style). */
export const MAPBOX_STYLE_URLS: Record< MapStyleName, string > = {
	default: 'mapbox://styles/mapbox/streets-v11',
	black_and_white: 'mapbox://styles/mapbox/light-v10',
	satellite: 'mapbox://styles/mapbox/satellite-streets-v11',
	terrain: 'mapbox://styles/mapbox/outdoors-v11',
};

interface Palette {
	water: string;
	land: string;
	border: string;
}

/** Offline colours per style: the same four choices, drawn from country shapes only. */
export const OFFLINE_PALETTES: Record< MapStyleName, Palette > = {
	default: { water: '#aad3df', land: '#f2efe9', border: '#b9a99a' },
	black_and_white: { water: '#d4d4d4', land: '#fafafa', border: '#8c8c8c' },
	satellite: { water: '#0e2a47', land: '#3f5e32', border: '#c8c59a' },
	terrain: { water: '#9ccbe6', land: '#dfe6c3', border: '#a38a67' },
};

export const OFFLINE_SOURCE = 'countries';

export function offlineStyle(
	style: MapStyleName,
	dataUrl: string
): MapboxGl.Style {
	const palette = OFFLINE_PALETTES[ style ];
	return {
		version: 8,
		name: `offline-${ style }`,
		sources: {
			[ OFFLINE_SOURCE ]: { type: 'geojson', data: dataUrl },
		},
		layers: [
			{
				id: 'water',
				type: 'background',
				paint: { 'background-color': palette.water },
			},
			{
				id: 'land',
				type: 'fill',
				source: OFFLINE_SOURCE,
				paint: { 'fill-color': palette.land },
			},
			{
				id: 'borders',
				type: 'line',
				source: OFFLINE_SOURCE,
				paint: { 'line-color': palette.border, 'line-width': 1 },
			},
		],
	};
}

/** A file of build/map/ (served next to the scripts). */
export function mapAssetUrl( file: string ): string {
	// eslint-disable-next-line camelcase -- webpack's name for where the build is served from
	return `${ __webpack_public_path__ }map/${ file }`;
}

/** Where the offline basemap is. */
export function basemapUrl(): string {
	return mapAssetUrl( 'countries.json' );
}

type WindowWithMapbox = Window & { mapboxgl?: Mapbox };
const loading = new WeakMap< Window, Promise< Mapbox > >();

/**
 * mapbox-gl in the window that holds the map: the editor canvas is an iframe, and the library only
 * accepts containers of its own window (and listens to that window's pointer events). Loaded once
 * per window, as a plain script (build/map/mapbox-gl.js) with its stylesheet.
 */
export function loadMapboxInto( win: Window ): Promise< Mapbox > {
	const existing = ( win as WindowWithMapbox ).mapboxgl;
	if ( existing ) {
		return Promise.resolve( existing );
	}
	let promise = loading.get( win );
	if ( ! promise ) {
		// Its stylesheet too (controls, markers, callouts), unless the page has it already.
		if ( ! win.document.querySelector( 'link[data-mapbox-gl-css]' ) ) {
			const link = win.document.createElement( 'link' );
			link.rel = 'stylesheet';
			link.href = mapAssetUrl( 'mapbox-gl.css' );
			link.dataset.mapboxGlCss = 'true';
			win.document.head.appendChild( link );
		}
		promise = new Promise< Mapbox >( ( resolve, reject ) => {
			const script = win.document.createElement( 'script' );
			script.src = mapAssetUrl( 'mapbox-gl.js' );
			script.async = true;
			script.onload = () => {
				const library = ( win as WindowWithMapbox ).mapboxgl;
				if ( library ) {
					resolve( library );
				} else {
					reject( new Error( 'mapbox-gl did not load' ) );
				}
			};
			script.onerror = () => {
				loading.delete( win );
				script.remove();
				reject( new Error( 'mapbox-gl could not be downloaded' ) );
			};
			win.document.head.appendChild( script );
		} );
		loading.set( win, promise );
	}
	return promise;
}

export interface DrawOptions {
	points: MapPoint[];
	zoom: number;
	center: MapCenter;
	style: MapStyleName;
	markerColor: string;
	scrollToZoom: boolean;
	/** Visitors only: the editor never shows it. */
	showFullscreenButton: boolean;
	/** '' for the offline basemap. */
	token: string;
	/** Fills a marker's callout; the default shows the title and caption as text. */
	renderCallout?: ( point: MapPoint, element: HTMLElement ) => void;
	onCalloutClose?: ( point: MapPoint ) => void;
	/** The user moved or zoomed the map. */
	onMove?: ( center: { lng: number; lat: number }, zoom: number ) => void;
	/** The basemap's data finished loading (offline: the country shapes). */
	onBasemapLoaded?: () => void;
	onError?: ( message: string ) => void;
	/** Where callouts open; the editor's (with fields) open above their marker. */
	calloutAnchor?: 'bottom';
	/** Keep the last frame readable (the browser tests sample its pixels). */
	preserveDrawingBuffer?: boolean;
}

export interface DrawnMap {
	map: MapboxGl.Map;
	update: ( options: DrawOptions ) => void;
	/** The marker element of a point (for tests and focus). */
	markerElement: ( id: string ) => HTMLElement | undefined;
	openCallout: ( id: string ) => void;
	resize: () => void;
	destroy: () => void;
}

function markerElement(
	doc: Document,
	point: MapPoint,
	color: string
): HTMLElement {
	const element = doc.createElement( 'div' );
	element.className = 'wp-block-jetpack-map-marker';
	element.setAttribute( 'role', 'button' );
	element.setAttribute( 'aria-label', point.title || point.placeTitle );
	element.dataset.pointId = point.id;
	// A pin: the colour is an attribute value (never markup), so any stored string is harmless.
	const svgNs = 'http://www.w3.org/2000/svg';
	const svg = doc.createElementNS( svgNs, 'svg' );
	svg.setAttribute( 'viewBox', '0 0 32 38' );
	svg.setAttribute( 'width', '32' );
	svg.setAttribute( 'height', '38' );
	svg.setAttribute( 'aria-hidden', 'true' );
	const path = doc.createElementNS( svgNs, 'path' );
	path.setAttribute(
		'd',
		'M16 0C7.2 0 0 7 0 15.7 0 27.5 16 38 16 38s16-10.5 16-22.3C32 7 24.8 0 16 0zm0 22a6.3 6.3 0 1 1 0-12.6A6.3 6.3 0 0 1 16 22z'
	);
	path.setAttribute( 'fill', color );
	path.setAttribute( 'stroke', 'rgba(0,0,0,.35)' );
	svg.appendChild( path );
	element.appendChild( svg );
	return element;
}

function defaultCallout( point: MapPoint, element: HTMLElement ): void {
	const doc = element.ownerDocument;
	const title = doc.createElement( 'h3' );
	title.className = 'wp-block-jetpack-map__callout-title';
	title.textContent = point.title;
	element.appendChild( title );
	if ( point.caption ) {
		const caption = doc.createElement( 'p' );
		caption.className = 'wp-block-jetpack-map__callout-caption';
		caption.textContent = point.caption;
		element.appendChild( caption );
	}
}

function geometryKey( points: MapPoint[] ): string {
	return points
		.map(
			( point ) =>
				`${ point.id }@${ point.coordinates.longitude },${ point.coordinates.latitude }`
		)
		.join( '|' );
}

function applyView( map: MapboxGl.Map, view: View ): void {
	if ( view.kind === 'bounds' ) {
		map.fitBounds( view.bounds, {
			padding: view.padding,
			maxZoom: view.maxZoom,
			duration: 0,
		} );
	} else {
		map.jumpTo( { center: view.center, zoom: view.zoom } );
	}
}

function styleFor( options: DrawOptions ): MapboxGl.Style | string {
	return options.token
		? MAPBOX_STYLE_URLS[ options.style ]
		: offlineStyle( options.style, basemapUrl() );
}

export function drawMap(
	mapboxgl: Mapbox,
	container: HTMLElement,
	initial: DrawOptions
): DrawnMap {
	let options = initial;
	if ( options.token ) {
		mapboxgl.accessToken = options.token;
	}
	const view = mapView( options.points, options.zoom, options.center );
	const map = new mapboxgl.Map( {
		container,
		style: styleFor( options ),
		...( view.kind === 'bounds'
			? {
					bounds: view.bounds,
					fitBoundsOptions: { padding: view.padding },
				}
			: { center: view.center, zoom: view.zoom } ),
		scrollZoom: options.scrollToZoom,
		attributionControl: !! options.token,
		preserveDrawingBuffer: !! options.preserveDrawingBuffer,
	} );
	map.addControl( new mapboxgl.NavigationControl( { showCompass: false } ) );
	let fullscreen: MapboxGl.FullscreenControl | null = null;
	const syncFullscreen = () => {
		if ( options.showFullscreenButton && ! fullscreen ) {
			fullscreen = new mapboxgl.FullscreenControl();
			map.addControl( fullscreen );
		} else if ( ! options.showFullscreenButton && fullscreen ) {
			map.removeControl( fullscreen );
			fullscreen = null;
		}
	};
	syncFullscreen();

	let basemapReported = false;
	const reportBasemap = () => {
		if ( basemapReported ) {
			return;
		}
		const loaded = options.token
			? map.isStyleLoaded()
			: !! map.getSource( OFFLINE_SOURCE ) &&
				map.isSourceLoaded( OFFLINE_SOURCE );
		if ( loaded && map.loaded() ) {
			basemapReported = true;
			options.onBasemapLoaded?.();
		}
	};
	map.on( 'idle', reportBasemap );
	map.on( 'error', ( event: { error?: Error } ) => {
		options.onError?.( event.error?.message ?? 'mapbox_error' );
	} );
	map.on( 'moveend', ( event: { originalEvent?: Event } ) => {
		if ( event.originalEvent ) {
			const { lng, lat } = map.getCenter();
			options.onMove?.( { lng, lat }, map.getZoom() );
		}
	} );

	let markers: { id: string; marker: MapboxGl.Marker }[] = [];
	const drawMarkers = () => {
		markers.forEach( ( { marker } ) => marker.remove() );
		const doc = container.ownerDocument;
		markers = options.points.map( ( point ) => {
			const content = doc.createElement( 'div' );
			content.className = 'wp-block-jetpack-map__callout';
			// The callout is inside the map's container: keys typed and clicks made in it belong to
			// it, not to the map's keyboard panning or click-to-close.
			for ( const type of [
				'keydown',
				'keyup',
				'click',
				'mousedown',
				'dblclick',
				'wheel',
			] ) {
				content.addEventListener( type, ( event ) =>
					event.stopPropagation()
				);
			}
			( options.renderCallout ?? defaultCallout )( point, content );
			const popup = new mapboxgl.Popup( {
				offset: options.calloutAnchor ? 40 : 30,
				...( options.calloutAnchor
					? { anchor: options.calloutAnchor }
					: {} ),
				closeOnClick: true,
				maxWidth: '280px',
			} ).setDOMContent( content );
			popup.on( 'close', () => options.onCalloutClose?.( point ) );
			const marker = new mapboxgl.Marker( {
				element: markerElement( doc, point, options.markerColor ),
				anchor: 'bottom',
			} )
				.setLngLat( [
					point.coordinates.longitude,
					point.coordinates.latitude,
				] )
				.setPopup( popup )
				.addTo( map );
			return { id: point.id, marker };
		} );
	};
	drawMarkers();

	return {
		map,
		markerElement: ( id ) =>
			markers.find( ( entry ) => entry.id === id )?.marker.getElement(),
		openCallout( id ) {
			const entry = markers.find( ( item ) => item.id === id );
			if ( entry && ! entry.marker.getPopup().isOpen() ) {
				entry.marker.togglePopup();
			}
		},
		update( next ) {
			const previous = options;
			options = next;
			if ( next.token && next.token !== previous.token ) {
				mapboxgl.accessToken = next.token;
			}
			if (
				next.style !== previous.style ||
				next.token !== previous.token
			) {
				basemapReported = false;
				map.setStyle( styleFor( next ) );
			}
			if ( next.scrollToZoom !== previous.scrollToZoom ) {
				if ( next.scrollToZoom ) {
					map.scrollZoom.enable();
				} else {
					map.scrollZoom.disable();
				}
			}
			syncFullscreen();
			// Markers are redrawn only when places move or the colour changes: a new title or caption
			// must not replace the callout being edited.
			const pointsChanged =
				geometryKey( next.points ) !== geometryKey( previous.points );
			if ( pointsChanged || next.markerColor !== previous.markerColor ) {
				drawMarkers();
			} else {
				next.points.forEach( ( point ) =>
					markers
						.find( ( entry ) => entry.id === point.id )
						?.marker.getElement()
						.setAttribute(
							'aria-label',
							point.title || point.placeTitle
						)
				);
			}
			if ( pointsChanged || next.zoom !== previous.zoom ) {
				applyView(
					map,
					mapView( next.points, next.zoom, next.center )
				);
			}
		},
		resize: () => map.resize(),
		destroy: () => map.remove(),
	};
}
