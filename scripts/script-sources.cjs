/**
 * build/script-sources.php: for each script the build makes, the files whose strings it can show —
 * its lazy chunks (build/blocks/<name>/edit.js is loaded by editor.js, never by WordPress) and the
 * source files bundled into it and into them.
 *
 * WordPress loads a script's translations from one JSON file named after the md5 of that script's
 * path. Translation tools name the files after the paths in the .po file instead: a language pack
 * made from the release zip has one per built file (chunks included), `wp i18n make-json` run on a
 * .po made from this repository's template has one per source file (src/…). Neither reaches a lazy
 * chunk's strings, and the second reaches none at all. php-stubs/i18n/script-translations.php reads
 * this map to give each script the JSON files of all of its parts.
 *
 * Paths are relative to the plugin's folder, as in a .po file's references.
 */
const path = require( 'node:path' );

const ROOT = path.resolve( __dirname, '..' );
const SOURCE_DIR = path.join( ROOT, 'src' ) + path.sep;

/** A PHP single-quoted string. */
function phpString( value ) {
	return `'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
}

/** The source files of a module, the modules webpack concatenated into it included. */
function moduleResources( module, into ) {
	if ( Array.isArray( module.modules ) ) {
		module.modules.forEach( ( inner ) => moduleResources( inner, into ) );
	}
	const resource = module.resource?.split( '?' )[ 0 ];
	if ( resource && resource.startsWith( SOURCE_DIR ) ) {
		into.add(
			path.relative( ROOT, resource ).split( path.sep ).join( '/' )
		);
	}
}

/** A chunk's JavaScript files, without the `?ver=` query of lazy chunks' names. */
function scriptFiles( chunk ) {
	return [ ...chunk.files ]
		.map( ( file ) => file.split( '?' )[ 0 ] )
		.filter( ( file ) => file.endsWith( '.js' ) );
}

class ScriptSourcesPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'ScriptSourcesPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ScriptSourcesPlugin',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const lines = [];
						const names = [
							...compilation.entrypoints.keys(),
						].sort();
						for ( const name of names ) {
							const entry = compilation.entrypoints.get( name );
							const chunks = new Set();
							for ( const chunk of entry.chunks ) {
								chunks.add( chunk );
								chunk
									.getAllAsyncChunks()
									.forEach( ( lazy ) => chunks.add( lazy ) );
							}
							const own = entry
								.getFiles()
								.map( ( file ) => file.split( '?' )[ 0 ] )
								.find( ( file ) => file.endsWith( '.js' ) );
							// Stylesheet entries' empty scripts are dropped (DropStyleOnlyScripts).
							if ( ! own || ! compilation.getAsset( own ) ) {
								continue;
							}
							const parts = new Set();
							const sources = new Set();
							for ( const chunk of chunks ) {
								scriptFiles( chunk ).forEach( ( file ) =>
									parts.add( `build/${ file }` )
								);
								for ( const module of compilation.chunkGraph.getChunkModulesIterable(
									chunk
								) ) {
									moduleResources( module, sources );
								}
							}
							const files = [
								...[ ...parts ].sort(),
								...[ ...sources ].sort(),
							];
							lines.push(
								`\t${ phpString( own ) } => array( ${ files
									.map( phpString )
									.join( ', ' ) } ),`
							);
						}
						compilation.emitAsset(
							'script-sources.php',
							new compiler.webpack.sources.RawSource(
								`<?php\n// For each built script: its files and sources, whose translation files it loads (scripts/script-sources.cjs).\nreturn array(\n${ lines.join(
									'\n'
								) }\n);\n`
							)
						);
					}
				);
			}
		);
	}
}

module.exports = { ScriptSourcesPlugin };
