/**
 * Runs after `wp-scripts plugin-zip` (which packs what package.json's `files` names): prints the
 * zip's size and checks that it holds what a site needs and nothing of development.
 *
 * Needed: the main file, uninstall.php, readme.txt, the translations template, every PHP file of
 * php-stubs/, the built scripts and the data files PHP reads (build/, src/shared/currencies/*.json).
 * Not wanted: sources, tests, scripts, node_modules, source maps, a development build.
 * (npm's file list always adds package.json and README.md; both are a few KB and harmless.)
 *
 * Exits 1, naming each problem, when the zip is wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const { readPluginHeader, ROOT } = require( '../plugin-header.cjs' );
const AdmZip = require( 'adm-zip' );

const { slug } = readPluginHeader();
const zipFile = path.join( ROOT, `${ slug }.zip` );

/** Files of the repository (relative, `/`-separated) under `dir` matching `test`. */
function repoFiles( dir, test ) {
	const out = [];
	const walk = ( relative ) => {
		for ( const entry of fs.readdirSync( path.join( ROOT, relative ), {
			withFileTypes: true,
		} ) ) {
			const child = `${ relative }/${ entry.name }`;
			if ( entry.isDirectory() ) {
				walk( child );
			} else if ( test( child ) ) {
				out.push( child );
			}
		}
	};
	walk( dir );
	return out;
}

export function checkZip( file ) {
	const zip = new AdmZip( file );
	const prefix = `${ slug }/`;
	const problems = [];
	const names = zip
		.getEntries()
		.filter( ( entry ) => ! entry.isDirectory )
		.map( ( entry ) => entry.entryName );
	const outside = names.filter( ( name ) => ! name.startsWith( prefix ) );
	if ( outside.length ) {
		problems.push(
			`entries outside ${ prefix }: ${ outside.join( ', ' ) }`
		);
	}
	const inside = new Set(
		names.map( ( name ) => name.slice( prefix.length ) )
	);

	const needed = [
		`${ slug }.php`,
		'uninstall.php',
		'readme.txt',
		`languages/${ slug }.pot`,
		'build/editor.js',
		'build/editor.asset.php',
		'build/blocks-manifest.php',
		...repoFiles( 'php-stubs', ( name ) => name.endsWith( '.php' ) ),
		...repoFiles( 'src/shared/currencies', ( name ) =>
			name.endsWith( '.json' )
		),
		...( fs.existsSync( path.join( ROOT, 'build' ) )
			? repoFiles( 'build', () => true )
			: [] ),
	];
	for ( const name of needed ) {
		if ( ! inside.has( name ) ) {
			problems.push( `missing ${ name }` );
		}
	}

	const unwanted = [
		/^src\/(?!shared\/currencies\/[^/]+\.json$)/,
		/^tests?\//,
		/^scripts\//,
		/^node_modules\//,
		/^\.wordpress\//,
		/^types\//,
		/\.map$/,
		/\.tsx?$/,
		/(^|\/)\.[^/]+$/,
		/\.zip$/,
	];
	for ( const name of inside ) {
		if ( unwanted.some( ( pattern ) => pattern.test( name ) ) ) {
			problems.push( `development file ${ name }` );
		}
	}

	const editor = zip.getEntry( `${ prefix }build/editor.js` );
	if ( editor ) {
		const text = editor.getData().toString( 'utf8' );
		if ( /sourceMappingURL|webpack:\/\/\//.test( text ) ) {
			problems.push(
				'build/editor.js is a development build: run npm run build first'
			);
		}
	}
	return { problems, files: inside.size, bytes: fs.statSync( file ).size };
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const { problems, files, bytes } = checkZip( zipFile );
	for ( const problem of problems ) {
		console.error( `${ slug }.zip: ${ problem }` );
	}
	console.log(
		`${ slug }.zip: ${ files } files, ${ bytes } bytes (${ (
			bytes /
			1024 /
			1024
		).toFixed( 2 ) } MB)`
	);
	if ( problems.length ) {
		process.exit( 1 );
	}
}
