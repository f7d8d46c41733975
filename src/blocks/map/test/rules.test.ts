import {
	activeStyle,
	addPoint,
	BOUNDS_PADDING,
	canRemoveToken,
	canSetToken,
	canUpdateToken,
	centerLngLat,
	clampZoom,
	heightFromInput,
	isZoomControlDisabled,
	mapView,
	normalizeStyle,
	pointsBounds,
	resizedHeight,
	styleFromClassName,
	visitorMapSettings,
} from '../rules';
import { offlineStyle } from '../draw-map';
import type { MapPoint } from '../types';

const point = (
	id: string,
	longitude: number,
	latitude: number
): MapPoint => ( {
	id,
	title: id,
	caption: '',
	placeTitle: id,
	coordinates: { longitude, latitude },
} );

describe( 'height', () => {
	it( 'raises a typed height below 400 to 400 and keeps larger ones', () => {
		expect( heightFromInput( '300', undefined ) ).toBe( 400 );
		expect( heightFromInput( '0', 500 ) ).toBe( 400 );
		expect( heightFromInput( '520', undefined ) ).toBe( 520 );
		expect( heightFromInput( 640, 500 ) ).toBe( 640 );
	} );

	it( 'makes an empty field null and ignores what is not a number', () => {
		expect( heightFromInput( '', 500 ) ).toBeNull();
		expect( heightFromInput( '  ', 500 ) ).toBeNull();
		expect( heightFromInput( undefined, 500 ) ).toBeNull();
		expect( heightFromInput( 'tall', 500 ) ).toBe( 500 );
	} );

	it( 'starts the first resize from the height the map is drawn at, on a grid of 10', () => {
		// No height of its own yet: the drawn height (400) is where the drag starts.
		expect( resizedHeight( undefined, 400, 57 ) ).toBe( 460 );
		expect( resizedHeight( null, 433, 0 ) ).toBe( 430 );
		// A stored height wins over the drawn one.
		expect( resizedHeight( 600, 400, 20 ) ).toBe( 620 );
		// Never below the minimum.
		expect( resizedHeight( 420, 420, -200 ) ).toBe( 400 );
	} );
} );

describe( 'zoom', () => {
	it( 'is chosen by the user with fewer than two markers only', () => {
		expect( isZoomControlDisabled( [] ) ).toBe( false );
		expect( isZoomControlDisabled( [ point( 'a', 0, 0 ) ] ) ).toBe( false );
		expect(
			isZoomControlDisabled( [ point( 'a', 0, 0 ), point( 'b', 1, 1 ) ] )
		).toBe( true );
	} );

	it( 'stays within 0–22 and falls back to 13 when unreadable', () => {
		expect( clampZoom( -3 ) ).toBe( 0 );
		expect( clampZoom( 30 ) ).toBe( 22 );
		expect( clampZoom( 11.7659 ) ).toBe( 11.7659 );
		expect( clampZoom( 'x' ) ).toBe( 13 );
	} );

	it( 'centres one marker at the stored zoom, or 12 when none is stored', () => {
		const one = [ point( 'a', 2.35, 48.85 ) ];
		expect( mapView( one, 9, undefined ) ).toEqual( {
			kind: 'center',
			center: [ 2.35, 48.85 ],
			zoom: 9,
		} );
		expect( mapView( one, undefined, undefined ) ).toEqual( {
			kind: 'center',
			center: [ 2.35, 48.85 ],
			zoom: 12,
		} );
	} );

	it( 'uses the stored centre in either stored shape without markers', () => {
		expect( mapView( [], 13, { lng: 172.65, lat: -43.39 } ) ).toEqual( {
			kind: 'center',
			center: [ 172.65, -43.39 ],
			zoom: 13,
		} );
		expect( centerLngLat( { longitude: -122.4, latitude: 37.7 } ) ).toEqual(
			[ -122.4, 37.7 ]
		);
	} );
} );

describe( 'bounds', () => {
	it( 'frames two or more markers with padding 80/80/40/40', () => {
		const points = [
			point( 'paris', 2.3488, 48.85341 ),
			point( 'london', -0.12574, 51.50853 ),
			point( 'brussels', 4.34878, 50.85045 ),
		];
		expect( pointsBounds( points ) ).toEqual( [
			[ -0.12574, 48.85341 ],
			[ 4.34878, 51.50853 ],
		] );
		const view = mapView( points, 13, undefined );
		expect( view ).toMatchObject( {
			kind: 'bounds',
			bounds: [
				[ -0.12574, 48.85341 ],
				[ 4.34878, 51.50853 ],
			],
		} );
		expect( BOUNDS_PADDING ).toEqual( {
			top: 80,
			bottom: 80,
			left: 40,
			right: 40,
		} );
		expect( pointsBounds( [] ) ).toBeNull();
	} );
} );

describe( 'markers', () => {
	it( 'adds a marker only if its id is absent', () => {
		const paris = point( 'place.geonames.2988507', 2.35, 48.85 );
		const once = addPoint( [], paris );
		expect( once ).toEqual( [ paris ] );
		const again = addPoint( once, { ...paris, title: 'Other' } );
		expect( again ).toBe( once );
	} );
} );

describe( 'styles', () => {
	it( 'reads the registered style from the class name, else default', () => {
		expect( styleFromClassName( 'foo is-style-satellite' ) ).toBe(
			'satellite'
		);
		expect( styleFromClassName( 'is-style-black-and-white' ) ).toBe(
			'default'
		);
		expect( styleFromClassName( undefined ) ).toBe( 'default' );
		expect( normalizeStyle( 'black-and-white' ) ).toBe( 'black_and_white' );
		expect( normalizeStyle( 'nonsense' ) ).toBe( 'default' );
	} );

	it( 'draws the style chosen in the Styles panel, else the stored one', () => {
		expect(
			activeStyle( {
				className: 'is-style-terrain',
				mapStyle: 'satellite',
			} )
		).toBe( 'terrain' );
		expect(
			activeStyle( { className: 'foo', mapStyle: 'black-and-white' } )
		).toBe( 'black_and_white' );
		expect( activeStyle( { mapStyle: undefined } ) ).toBe( 'default' );
	} );

	it( 'draws the offline basemap from this site only: no Mapbox URLs, glyphs or sprites', () => {
		for ( const name of [
			'default',
			'black_and_white',
			'satellite',
			'terrain',
		] as const ) {
			const style = offlineStyle( name, '/build/map/countries.json' );
			expect( style.glyphs ).toBeUndefined();
			expect( style.sprite ).toBeUndefined();
			expect( JSON.stringify( style ) ).not.toMatch( /mapbox:|https?:/ );
			expect( style.layers?.map( ( layer ) => layer.type ) ).toEqual( [
				'background',
				'fill',
				'line',
			] );
		}
	} );
} );

describe( 'token panel rules', () => {
	it( 'disables Set when empty, Update when empty or unchanged, Remove for the host’s token', () => {
		expect( canSetToken( '' ) ).toBe( false );
		expect( canSetToken( '  ' ) ).toBe( false );
		expect( canSetToken( 'pk.abc' ) ).toBe( true );
		expect( canUpdateToken( '', 'pk.abc' ) ).toBe( false );
		expect( canUpdateToken( 'pk.abc', 'pk.abc' ) ).toBe( false );
		expect( canUpdateToken( 'pk.new', 'pk.abc' ) ).toBe( true );
		expect( canRemoveToken( 'wpcom' ) ).toBe( false );
		expect( canRemoveToken( 'site' ) ).toBe( true );
	} );
} );

describe( 'visitorMapSettings', () => {
	it( 'reads the saved data attributes', () => {
		expect(
			visitorMapSettings( {
				zoom: '9',
				markerColor: '#00ff7f',
				mapHeight: '420',
				scrollToZoom: 'true',
				showFullscreenButton: 'true',
			} )
		).toEqual( {
			zoom: 9,
			markerColor: '#00ff7f',
			mapHeight: 420,
			scrollToZoom: true,
			showFullscreenButton: true,
		} );
	} );

	it( 'gives the defaults for values that break the rules, and switches left out are off', () => {
		expect(
			visitorMapSettings( {
				zoom: '99',
				markerColor: 'red;background:url(https://example.com/x)',
				mapHeight: '-5',
				scrollToZoom: 'false',
			} )
		).toEqual( {
			zoom: 13,
			markerColor: 'red',
			mapHeight: undefined,
			scrollToZoom: false,
			showFullscreenButton: false,
		} );
		expect( visitorMapSettings( {} ) ).toMatchObject( {
			zoom: 13,
			markerColor: 'red',
		} );
	} );
} );
