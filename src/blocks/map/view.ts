/**
 * Visitors' maps: each saved map block (its settings in data attributes) is drawn with mapbox-gl,
 * loaded (build/map/mapbox-gl.js and .css) only by this script, which WordPress loads only on pages
 * with a map. Without JavaScript, or until the map draws, the stored list of places stays readable;
 * once drawn, the list remains for screen readers.
 */
import domReady from '@wordpress/dom-ready';
import { __ } from '@wordpress/i18n';
import { drawMap, loadMapboxInto, type Mapbox } from './draw-map';
import {
	normalizeStyle,
	styleFromClassName,
	visitorMapSettings,
} from './rules';
import type { MapCenter, MapPoint } from './types';

function json< T >( text: string | undefined, fallback: T ): T {
	try {
		return text ? ( JSON.parse( text ) as T ) : fallback;
	} catch {
		return fallback;
	}
}

function styleOf( block: HTMLElement ) {
	const stored = block.dataset.mapStyle;
	return stored && stored !== 'default'
		? normalizeStyle( stored )
		: styleFromClassName( block.className );
}

function drawBlock( block: HTMLElement, mapbox: Mapbox ) {
	const data = block.dataset;
	const container = block.ownerDocument.createElement( 'div' );
	container.className = 'wp-block-jetpack-map__gl-container';
	container.setAttribute( 'role', 'region' );
	container.setAttribute( 'aria-label', __( 'Map', 'jetpack-blocks' ) );
	const settings = visitorMapSettings( data );
	if ( settings.mapHeight ) {
		container.style.height = `${ settings.mapHeight }px`;
	}
	block.prepend( container );
	const token = data.apiKey ?? '';
	block.dataset.basemap = token ? 'mapbox' : 'offline';
	drawMap( mapbox, container, {
		points: json< MapPoint[] >( data.points, [] ),
		zoom: settings.zoom,
		center: json< MapCenter >( data.mapCenter, {
			longitude: -122.41941550000001,
			latitude: 37.7749295,
		} ),
		style: styleOf( block ),
		markerColor: settings.markerColor,
		scrollToZoom: settings.scrollToZoom,
		showFullscreenButton: settings.showFullscreenButton,
		token,
		preserveDrawingBuffer: true,
		onBasemapLoaded: () => {
			block.dataset.basemapLoaded = 'true';
		},
		onError: ( message ) => {
			block.dataset.mapError = message;
		},
	} );
	block.classList.add( 'is-map-drawn' );
}

domReady( () => {
	const blocks = Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-jetpack-map[data-points]'
		)
	);
	if ( ! blocks.length ) {
		return;
	}
	loadMapboxInto( window )
		.then( ( mapbox ) => {
			blocks.forEach( ( block ) => drawBlock( block, mapbox ) );
		} )
		.catch( () => {
			// The list of places stays; say why there is no map.
			blocks.forEach( ( block ) => {
				block.dataset.mapError = 'mapbox_error';
			} );
		} );
} );
