/**
 * The offline gazetteer end to end: the data file the build makes (scripts/map-data.cjs) searched by
 * the PHP that serves GET /wpcom/v2/map/places (php-stubs/map/places.php), run with the PHP CLI.
 * Outside WordPress, only `remove_accents` and `build_path` are stood in for.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const {
	mapDataFiles,
	searchKey,
	MIN_POPULATION,
} = require( '../../../../scripts/map-data.cjs' );

const ROOT = path.resolve( __dirname, '../../../..' );
const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'gazetteer-' ) );
const tsv = path.join( dir, 'places.tsv' );
let lines: string[] = [];

beforeAll( () => {
	const text = ( mapDataFiles() as Record< string, string > )[
		'map/places.tsv'
	] as string;
	fs.writeFileSync( tsv, text );
	lines = text.trim().split( '\n' );
} );

afterAll( () => fs.rmSync( dir, { recursive: true, force: true } ) );

interface Place {
	id: string;
	name: string;
	country_code: string;
	country: string;
	place_name: string;
	latitude: number;
	longitude: number;
	population: number;
}

function search( query: string, limit = 10 ): Place[] {
	const harness = `
namespace Jetpack_Blocks { function build_path( $r ) { return ${ JSON.stringify( tsv ) }; } }
namespace { define( 'ABSPATH', '/' );
function remove_accents( $t ) { return class_exists( 'Normalizer' ) ? preg_replace( '/\\p{Mn}+/u', '', Normalizer::normalize( $t, Normalizer::FORM_KD ) ) : $t; }
require ${ JSON.stringify( path.join( ROOT, 'php-stubs/map/places.php' ) ) };
echo json_encode( \\Jetpack_Blocks\\Map\\search_places( $argv[1], (int) $argv[2] ) ); }
`;
	const run = spawnSync(
		'php',
		[ '-r', harness, '--', query, String( limit ) ],
		{
			encoding: 'utf8',
		}
	);
	if ( run.status !== 0 ) {
		throw new Error(
			`php failed (is the PHP CLI installed?): ${ run.stderr || run.error }`
		);
	}
	return JSON.parse( run.stdout ).places as Place[];
}

describe( 'gazetteer data', () => {
	it( 'lists cities of 5,000 people or more, largest first, with a search key', () => {
		expect( lines.length ).toBeGreaterThan( 40000 );
		const populations = lines.map( ( line ) =>
			Number( line.split( '\t' )[ 5 ] )
		);
		expect( Math.min( ...populations ) ).toBeGreaterThanOrEqual(
			MIN_POPULATION
		);
		expect( populations ).toEqual(
			[ ...populations ].sort( ( a, b ) => b - a )
		);
		expect( searchKey( 'Zürich (Kreis 3)' ) ).toBe( 'zurich kreis 3' );
		expect( searchKey( 'São Paulo' ) ).toBe( 'sao paulo' );
	} );
} );

describe( 'gazetteer search', () => {
	it( 'finds a city by the start of its name, the largest first', () => {
		const places = search( 'san fran' );
		expect( places[ 0 ] ).toMatchObject( {
			name: 'San Francisco',
			country_code: 'US',
			place_name: 'San Francisco, United States',
			id: expect.stringMatching( /^place\.geonames\.\d+$/ ),
		} );
		expect( places[ 0 ]?.latitude ).toBeCloseTo( 37.77, 1 );
		expect( places[ 0 ]?.longitude ).toBeCloseTo( -122.42, 1 );
		const populations = places
			.filter( ( place ) =>
				place.name.toLowerCase().startsWith( 'san fran' )
			)
			.map( ( place ) => place.population );
		expect( populations ).toEqual(
			[ ...populations ].sort( ( a, b ) => b - a )
		);
	} );

	it( 'gives at most the limit, and 10 at most', () => {
		expect( search( 'san', 10 ) ).toHaveLength( 10 );
		expect( search( 'san', 3 ) ).toHaveLength( 3 );
		expect( search( 'san', 50 ) ).toHaveLength( 10 );
	} );

	it( 'also matches a word inside a name, ranked by population', () => {
		const names = search( 'york' ).map( ( place ) => place.place_name );
		expect( names.slice( 0, 2 ) ).toEqual( [
			'New York City, United States',
			'York, United Kingdom',
		] );
	} );

	it( 'narrows by country name or code after a comma', () => {
		const france = search( 'paris, france' );
		expect( france[ 0 ]?.place_name ).toBe( 'Paris, France' );
		expect( france.every( ( place ) => place.country_code === 'FR' ) ).toBe(
			true
		);
		const us = search( 'Paris, US' );
		expect( us.length ).toBeGreaterThan( 1 );
		expect( us.every( ( place ) => place.country_code === 'US' ) ).toBe(
			true
		);
	} );

	it( 'ignores case and accents, and finds nothing for nonsense', () => {
		expect( search( 'ZURICH' )[ 0 ]?.name ).toBe( 'Zürich' );
		expect( search( 'qqxqzv' ) ).toEqual( [] );
		expect( search( ' , ' ) ).toEqual( [] );
	} );
} );
