import type { Page, Locator } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

/** Third-party map hosts: nothing in these tests may depend on them (the site is offline). */
const THIRD_PARTY =
	/(^https?:\/\/([a-z0-9-]+\.)*(mapbox\.com|apple-mapkit\.com|google\.com)\/)/;

async function blockThirdParty( page: Page ): Promise< string[] > {
	const asked: string[] = [];
	await page.context().route( THIRD_PARTY, ( route ) => {
		asked.push( route.request().url() );
		return route.abort();
	} );
	return asked;
}

/** How many pixels of the map's canvas are land (the offline basemap's fill), not water. */
async function landPixels( canvas: Locator, land: [ number, number, number ] ) {
	return canvas.evaluate( ( element, rgb ) => {
		const source = element as HTMLCanvasElement;
		const copy = document.createElement( 'canvas' );
		copy.width = source.width;
		copy.height = source.height;
		const context = copy.getContext( '2d' ) as CanvasRenderingContext2D;
		context.drawImage( source, 0, 0 );
		const { data } = context.getImageData( 0, 0, copy.width, copy.height );
		let count = 0;
		for ( let index = 0; index < data.length; index += 4 ) {
			if (
				Math.abs( ( data[ index ] as number ) - rgb[ 0 ] ) < 6 &&
				Math.abs( ( data[ index + 1 ] as number ) - rgb[ 1 ] ) < 6 &&
				Math.abs( ( data[ index + 2 ] as number ) - rgb[ 2 ] ) < 6
			) {
				count++;
			}
		}
		return count;
	}, land );
}

const LAND_DEFAULT: [ number, number, number ] = [ 0xf2, 0xef, 0xe9 ];
const LAND_BLACK_AND_WHITE: [ number, number, number ] = [ 0xfa, 0xfa, 0xfa ];

test.describe( 'jetpack/map', () => {
	// One after another in one worker: the token test sets a site-wide Mapbox token for a moment,
	// which would switch the other tests' maps away from the offline basemap.
	test.describe.configure( { mode: 'default', timeout: 180_000 } );

	test( 'insert, find a place offline, edit its marker, size and style the map, save, and show it to visitors', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		const asked = await blockThirdParty( page );
		await blocks.newPost( 'Map story' );
		const block = await blocks.insertFromInserter( 'Map' );

		// No token: the offline basemap, said plainly; no markers, so the add-marker popover is open.
		await expect( block ).toHaveAttribute( 'data-basemap', 'offline' );
		await expect( block ).toContainText(
			'Basemap: offline country outlines'
		);
		const addMarker = block.getByRole( 'dialog', { name: 'Add a marker' } );
		await expect( addMarker ).toBeVisible();

		// Address search over the offline gazetteer (250 ms after typing stops, 10 options at most).
		const search = addMarker.getByRole( 'combobox', {
			name: 'Search for a place or address',
		} );
		await search.fill( 'madri' );
		const options = addMarker.getByRole( 'option' );
		await expect( options.first() ).toHaveText( 'Madrid, Spain' );
		expect( await options.count() ).toBeLessThanOrEqual( 10 );
		await options.first().click();
		await expect( addMarker ).toHaveCount( 0 );

		// The marker, and its callout with the editable title and caption.
		const marker = block.locator( '.wp-block-jetpack-map-marker' );
		await expect( marker ).toHaveCount( 1 );
		await expect( marker ).toHaveAttribute( 'aria-label', 'Madrid' );
		await marker.click();
		const callout = block.locator( '.mapboxgl-popup' );
		// mapbox-gl's stylesheet reached the editor canvas with the library.
		await expect( callout ).toHaveCSS( 'display', 'flex' );
		const title = callout.getByRole( 'textbox', { name: 'Marker title' } );
		await expect( title ).toHaveValue( 'Madrid' );
		await title.fill( 'Our office' );
		await callout
			.getByRole( 'textbox', { name: 'Marker caption' } )
			.fill( 'Calle Mayor 1, by the square' );
		await expect( marker ).toHaveAttribute( 'aria-label', 'Our office' );
		// A click on the map closes the callout.
		await block
			.locator( '.mapboxgl-canvas' )
			.click( { position: { x: 30, y: 200 } } );
		await expect( callout ).toHaveCount( 0 );

		// The editor's map draws the offline basemap (the country shapes loaded and painted).
		await expect( block ).toHaveAttribute( 'data-basemap-loaded', 'true', {
			timeout: 30_000,
		} );
		await expect
			.poll( () =>
				landPixels( block.locator( '.mapboxgl-canvas' ), LAND_DEFAULT )
			)
			.toBeGreaterThan( 1000 );
		// No fullscreen button in the editor.
		await expect(
			block.locator( '.mapboxgl-ctrl-fullscreen' )
		).toHaveCount( 0 );

		// Sidebar: height (below the minimum is raised to 400; then 500), colour, style.
		await editor.openDocumentSettingsSidebar();
		const height = page.getByRole( 'spinbutton', {
			name: 'Height in pixels',
		} );
		await height.fill( '300' );
		await height.press( 'Enter' );
		await expect( height ).toHaveValue( '400' );
		await height.fill( '500' );
		await height.press( 'Enter' );
		await expect( height ).toHaveValue( '500' );
		await expect(
			block.locator( '.wp-block-jetpack-map__gl-container' )
		).toHaveCSS( 'height', '500px' );

		await page.getByRole( 'button', { name: 'Marker Color' } ).click();
		await page
			.getByRole( 'option' )
			.or( page.locator( '.components-circular-option-picker__option' ) )
			// The second swatch: the first is often the theme's white.
			.nth( 1 )
			.click();
		await page.keyboard.press( 'Escape' );

		await page.getByRole( 'button', { name: 'Black and white' } ).click();
		await expect( block ).toHaveClass( /is-style-black_and_white/ );

		const [ before ] = await blocks.editorBlocks();
		const markerColor = before?.attributes.markerColor as string;
		expect( markerColor ).not.toBe( 'red' );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/map',
			attributes: {
				mapHeight: 500,
				mapStyle: 'black_and_white',
				markerColor,
				points: [
					{
						id: expect.stringMatching( /^place\.geonames\.\d+$/ ),
						title: 'Our office',
						caption: 'Calle Mayor 1, by the square',
						placeTitle: 'Madrid, Spain',
						coordinates: {
							latitude: expect.closeTo( 40.42, 1 ),
							longitude: expect.closeTo( -3.7, 1 ),
						},
					},
				],
			},
		} );

		// After the reload the map draws again, in the chosen style.
		const reloaded = blocks.block( 'jetpack/map' );
		await expect( reloaded ).toHaveAttribute(
			'data-basemap-loaded',
			'true',
			{
				timeout: 30_000,
			}
		);
		await expect
			.poll( () =>
				landPixels(
					reloaded.locator( '.mapboxgl-canvas' ),
					LAND_BLACK_AND_WHITE
				)
			)
			.toBeGreaterThan( 1000 );
		// Zoom is chosen by the user with one marker.
		await reloaded.click();
		await expect(
			page.getByRole( 'spinbutton', { name: 'Zoom level' } )
		).toBeEnabled();

		// Visitors: the view script draws the same map with the marker and its popup.
		const visitor = await blocks.visitFrontEnd( postId );
		const visitorAsked = await blockThirdParty( visitor );
		const map = visitor.locator( '.wp-block-jetpack-map' );
		await expect( map ).toHaveAttribute( 'data-basemap', 'offline' );
		await expect( map ).toHaveAttribute( 'data-basemap-loaded', 'true', {
			timeout: 30_000,
		} );
		await expect
			.poll( () =>
				landPixels(
					map.locator( '.mapboxgl-canvas' ),
					LAND_BLACK_AND_WHITE
				)
			)
			.toBeGreaterThan( 1000 );
		await expect(
			map.locator( '.wp-block-jetpack-map__gl-container' )
		).toHaveCSS( 'height', '500px' );
		const visitorMarker = map.getByRole( 'button', { name: 'Our office' } );
		await visitorMarker.click();
		const popup = map.locator( '.mapboxgl-popup' );
		await expect( popup ).toHaveCSS( 'display', 'flex' );
		await expect(
			popup.getByRole( 'heading', { name: 'Our office' } )
		).toBeVisible();
		await expect( popup ).toContainText( 'Calle Mayor 1, by the square' );
		// Visitors read the callout; nothing is editable.
		await expect( popup.getByRole( 'textbox' ) ).toHaveCount( 0 );
		await map
			.locator( '.mapboxgl-canvas' )
			.click( { position: { x: 30, y: 300 } } );
		await expect( popup ).toHaveCount( 0 );
		await expect( map.locator( '.mapboxgl-ctrl-fullscreen' ) ).toHaveCount(
			1
		);
		// The place list stays for screen readers, with a link per place.
		await expect(
			map.getByRole( 'link', { name: 'Our office' } )
		).toHaveAttribute(
			'href',
			/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=40\.4/
		);
		await visitorMarkup.check( visitor, 'jetpack/map' );
		await visitor.close();
		expect( [ ...asked, ...visitorAsked ] ).toEqual( [] );
	} );

	test( 'visitors without JavaScript read the places; pages without a map load no map library', async ( {
		blocks,
		page,
		browser,
	} ) => {
		const withMap = await blocks.createPostWithContent(
			'<!-- wp:jetpack/map {"points":[{"id":"place.geonames.2643743","title":"London","caption":"","placeTitle":"London, United Kingdom","coordinates":{"latitude":51.50853,"longitude":-0.12574}}],"mapCenter":{"lng":-0.12574,"lat":51.50853}} -->\n' +
				'<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="[{&quot;id&quot;:&quot;place.geonames.2643743&quot;,&quot;title&quot;:&quot;London&quot;,&quot;caption&quot;:&quot;&quot;,&quot;placeTitle&quot;:&quot;London, United Kingdom&quot;,&quot;coordinates&quot;:{&quot;latitude&quot;:51.50853,&quot;longitude&quot;:-0.12574}}]" data-zoom="13" data-map-center="{&quot;lng&quot;:-0.12574,&quot;lat&quot;:51.50853}" data-marker-color="red" data-show-fullscreen-button="true"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=51.50853,-0.12574">London</a></li></ul></div>\n' +
				'<!-- /wp:jetpack/map -->',
			'A map'
		);
		const withoutMap = await blocks.createPostWithContent(
			'<!-- wp:paragraph --><p>No map here.</p><!-- /wp:paragraph -->',
			'No map'
		);

		const noScript = await browser.newContext( {
			baseURL: process.env.WP_BASE_URL,
			javaScriptEnabled: false,
			storageState: { cookies: [], origins: [] },
		} );
		const reader = await noScript.newPage();
		await reader.goto( withMap.link );
		await expect(
			reader
				.locator( '.wp-block-jetpack-map' )
				.getByRole( 'link', { name: 'London' } )
		).toBeVisible();
		await noScript.close();

		const visitor = await BlockSteps.anonymousPage( page );
		const requested: string[] = [];
		visitor.on( 'request', ( request ) => requested.push( request.url() ) );
		await visitor.goto( withoutMap.link );
		await visitor.waitForLoadState( 'load' );
		expect(
			requested.filter( ( url ) =>
				/blocks\/map\/|mapbox|map\/countries/.test( url )
			)
		).toEqual( [] );

		// The same visitor on the page with a map loads the view script and the library chunk.
		requested.length = 0;
		await visitor.goto( withMap.link );
		await expect(
			visitor.locator( '.wp-block-jetpack-map' )
		).toHaveAttribute( 'data-basemap-loaded', 'true', { timeout: 30_000 } );
		expect(
			requested.some( ( url ) => url.includes( 'blocks/map/view.js' ) )
		).toBe( true );
		expect(
			requested.some( ( url ) => url.includes( 'map/mapbox-gl.js' ) )
		).toBe( true );
		expect(
			requested.some( ( url ) => url.includes( 'map/countries.json' ) )
		).toBe( true );
		await visitor.close();
	} );

	test( 'a second marker from the toolbar: the map frames both and the zoom is no longer chosen by hand', async ( {
		page,
		blocks,
		editor,
	} ) => {
		await blockThirdParty( page );
		const post = await blocks.createPostWithContent(
			'<!-- wp:jetpack/map {"points":[{"id":"place.geonames.2643743","title":"London","caption":"","placeTitle":"London, United Kingdom","coordinates":{"latitude":51.50853,"longitude":-0.12574}}],"mapCenter":{"lng":-0.12574,"lat":51.50853}} -->\n' +
				'<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="[{&quot;id&quot;:&quot;place.geonames.2643743&quot;,&quot;title&quot;:&quot;London&quot;,&quot;caption&quot;:&quot;&quot;,&quot;placeTitle&quot;:&quot;London, United Kingdom&quot;,&quot;coordinates&quot;:{&quot;latitude&quot;:51.50853,&quot;longitude&quot;:-0.12574}}]" data-zoom="13" data-map-center="{&quot;lng&quot;:-0.12574,&quot;lat&quot;:51.50853}" data-marker-color="red" data-show-fullscreen-button="true"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=51.50853,-0.12574">London</a></li></ul></div>\n' +
				'<!-- /wp:jetpack/map -->',
			'Two markers'
		);
		await blocks.editPost( post.id );
		const block = blocks.block( 'jetpack/map' );
		await block.click();
		// With a marker already there, the add-marker popover waits for the toolbar button.
		await expect(
			block.getByRole( 'dialog', { name: 'Add a marker' } )
		).toHaveCount( 0 );
		await editor.openDocumentSettingsSidebar();
		const zoom = page.getByRole( 'spinbutton', { name: 'Zoom level' } );
		await expect( zoom ).toBeEnabled();

		await page.getByRole( 'button', { name: 'Add a marker' } ).click();
		const search = block.getByRole( 'combobox', {
			name: 'Search for a place or address',
		} );
		await search.fill( 'berl' );
		await expect( block.getByRole( 'option' ).first() ).toHaveText(
			'Berlin, Germany'
		);
		await search.press( 'Enter' );
		const markers = block.locator( '.wp-block-jetpack-map-marker' );
		await expect( markers ).toHaveCount( 2 );
		await expect( zoom ).toBeDisabled();
		await expect(
			page.getByText(
				'With two or more markers the map zooms to show them all.'
			)
		).toBeVisible();
		// Both places inside the map, framed with the 40 px side padding (a pin's point is the
		// middle of its box).
		const map = await block.locator( '.mapboxgl-canvas' ).boundingBox();
		for ( const marker of await markers.all() ) {
			const box = await marker.boundingBox();
			expect( box && map ).toBeTruthy();
			const middle = box!.x + box!.width / 2;
			expect( middle ).toBeGreaterThanOrEqual( map!.x + 38 );
			expect( middle ).toBeLessThanOrEqual( map!.x + map!.width - 38 );
		}
		// The same place again is not added twice.
		await editor.showBlockToolbar();
		await page.getByRole( 'button', { name: 'Add a marker' } ).click();
		await search.fill( 'berl' );
		await expect( block.getByRole( 'option' ).first() ).toHaveText(
			'Berlin, Germany'
		);
		await search.press( 'Enter' );
		await expect( markers ).toHaveCount( 2 );
	} );

	test( 'an address given to the block becomes its marker, or the spec’s message when it cannot be found', async ( {
		page,
		blocks,
	} ) => {
		await blockThirdParty( page );
		const stored = ( address: string ) =>
			`<!-- wp:jetpack/map {"address":"${ address }"} -->\n<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="[]" data-zoom="13" data-map-center="{&quot;longitude&quot;:-122.41941550000001,&quot;latitude&quot;:37.7749295}" data-marker-color="red" data-show-fullscreen-button="true"></div>\n<!-- /wp:jetpack/map -->`;
		const found = await blocks.createPostWithContent(
			stored( 'Porto, Portugal' ),
			'Address found'
		);
		await blocks.editPost( found.id );
		const block = blocks.block( 'jetpack/map' );
		await expect(
			block.locator( '.wp-block-jetpack-map-marker' )
		).toHaveAttribute( 'aria-label', 'Porto' );
		const [ map ] = await blocks.editorBlocks();
		expect( map?.attributes ).toMatchObject( {
			address: '',
			points: [ { title: 'Porto', placeTitle: 'Porto, Portugal' } ],
		} );

		const missing = await blocks.createPostWithContent(
			stored( 'Qqxqzv Nowhere' ),
			'Address missing'
		);
		await blocks.editPost( missing.id );
		await expect( blocks.block( 'jetpack/map' ) ).toContainText(
			'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.'
		);
		await expect(
			blocks
				.block( 'jetpack/map' )
				.locator( '.wp-block-jetpack-map-marker' )
		).toHaveCount( 0 );
	} );

	test( 'the offline gazetteer ranks places by name and population', async ( {
		requestUtils,
	} ) => {
		const search = async ( q: string ) =>
			( await requestUtils.rest( {
				path: '/wpcom/v2/map/places',
				params: { q },
			} ) ) as {
				places: { name: string; country: string; place_name: string }[];
				source: string;
			};
		const york = await search( 'york' );
		expect( york.source ).toBe( 'offline-gazetteer' );
		expect( york.places ).toHaveLength( 10 );
		expect(
			york.places.slice( 0, 2 ).map( ( place ) => place.place_name )
		).toEqual( [ 'New York City, United States', 'York, United Kingdom' ] );
		const paris = await search( 'Paris, United States' );
		expect( paris.places.length ).toBeGreaterThan( 0 );
		expect(
			paris.places.every( ( place ) => place.country === 'United States' )
		).toBe( true );
		expect( ( await search( 'zurich' ) ).places[ 0 ]?.name ).toBe(
			'Zürich'
		);
		expect( ( await search( 'qqxqzv' ) ).places ).toEqual( [] );
	} );

	test( 'the Mapbox token: set, read with its source, remove', async ( {
		requestUtils,
	} ) => {
		const read = () =>
			requestUtils.rest( {
				path: '/wpcom/v2/service-api-keys/mapbox',
			} ) as Promise< {
				service_api_key: string;
				service_api_key_source: string;
			} >;
		expect( await read() ).toMatchObject( {
			service_api_key: '',
			service_api_key_source: 'site',
		} );
		// Mapbox cannot be reached from the test site: the token is kept, unverified, and said so.
		const set = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wpcom/v2/service-api-keys/mapbox',
			data: { service_api_key: 'pk.test-token' },
		} ) ) as { service_api_key: string; message: string };
		expect( set.service_api_key ).toBe( 'pk.test-token' );
		expect( set.message ).toContain( 'could not be reached' );
		await expect(
			requestUtils.rest( {
				method: 'POST',
				path: '/wpcom/v2/service-api-keys/mapbox',
				data: { service_api_key: '' },
			} )
		).rejects.toMatchObject( {
			code: 'missing_service_api_key',
			message: expect.stringContaining( 'Mapbox access token' ),
		} );
		const removed = ( await requestUtils.rest( {
			method: 'DELETE',
			path: '/wpcom/v2/service-api-keys/mapbox',
		} ) ) as { service_api_key: string };
		expect( removed.service_api_key ).toBe( '' );
	} );

	test.describe( 'on the Mapkit provider', () => {
		// The browser logs the 400 of the token route; the block must say what happened.
		test.use( { allowedConsoleError: /400 \(Bad Request\)/ } );

		test( 'a site without a Mapkit token says so and still draws the offline basemap', async ( {
			page,
			blocks,
			editor,
		} ) => {
			await blockThirdParty( page );
			await page.context().addCookies( [
				{
					name: 'map_provider',
					value: 'mapkit',
					url: process.env.WP_BASE_URL as string,
				},
			] );
			await blocks.newPost( 'Mapkit' );
			const block = await blocks.insertFromInserter( 'Map' );
			await expect( block ).toContainText(
				'Failed to retrieve a Mapkit API token. Please try refreshing.'
			);
			await expect( block ).toHaveAttribute(
				'data-basemap-loaded',
				'true',
				{
					timeout: 30_000,
				}
			);
			// Apple's name for the black-and-white style, and no Mapbox token panel.
			await editor.openDocumentSettingsSidebar();
			await expect(
				page.getByRole( 'button', { name: 'Muted' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'button', { name: 'Mapbox Access Token' } )
			).toHaveCount( 0 );
			await page.context().clearCookies( { name: 'map_provider' } );
		} );
	} );
} );
