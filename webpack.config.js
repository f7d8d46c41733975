/**
 * Build: extends @wordpress/scripts' config.
 *
 * Entries are found, not listed:
 * - `editor`: src/editor.ts registers every block (save, deprecations, transforms) at editor start.
 *   Each block's edit UI is a dynamic import inside it, so webpack splits it into
 *   build/blocks/<name>/edit.js, loaded the first time the block renders.
 * - `admin/<page>`: a wp-admin screen's React app (src/admin/<page>/index.tsx).
 * - per block folder (src/blocks/<name>/): style.scss → style.css (editor and front end),
 *   editor.scss → editor.css (editor canvas only), view.ts → view.js (front end, only where the
 *   block's block.json names it). A new folder is picked up by the next build.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { readPluginHeader } = require( './scripts/plugin-header.cjs' );
const { MapDataPlugin } = require( './scripts/map-data.cjs' );

const BLOCKS_DIR = path.resolve( __dirname, 'src/blocks' );
const ADMIN_DIR = path.resolve( __dirname, 'src/admin' );

function blockEntries() {
	const entries = {};
	for ( const name of fs.readdirSync( BLOCKS_DIR ) ) {
		const dir = path.join( BLOCKS_DIR, name );
		if ( ! fs.existsSync( path.join( dir, 'block.json' ) ) ) {
			continue;
		}
		for ( const [ source, output ] of [
			[ 'style.scss', 'style' ],
			[ 'editor.scss', 'editor' ],
			[ 'view.ts', 'view' ],
			[ 'view.tsx', 'view' ],
		] ) {
			if ( fs.existsSync( path.join( dir, source ) ) ) {
				entries[ `blocks/${ name }/${ output }` ] = path.join(
					dir,
					source
				);
			}
		}
	}
	return entries;
}

/** wp-admin screens: src/admin/<page>/index.tsx → build/admin/<page>.js (+ style.scss → .css). */
function adminEntries() {
	if ( ! fs.existsSync( ADMIN_DIR ) ) {
		return {};
	}
	const entries = {};
	for ( const name of fs.readdirSync( ADMIN_DIR ) ) {
		const entry = path.join( ADMIN_DIR, name, 'index.tsx' );
		if ( fs.existsSync( entry ) ) {
			entries[ `admin/${ name }` ] = entry;
		}
	}
	return entries;
}

/**
 * A stylesheet entry makes webpack emit an empty JS file (and an asset file) beside the CSS.
 * Nothing loads them; drop them so build/ holds only what WordPress serves.
 */
class DropStyleOnlyScripts {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'DropStyleOnlyScripts',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'DropStyleOnlyScripts',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						for ( const [
							name,
							entry,
						] of compilation.entrypoints ) {
							if ( ! /\/(style|editor)$/.test( name ) ) {
								continue;
							}
							for ( const file of entry.getFiles() ) {
								if ( /\.(js|asset\.php)$/.test( file ) ) {
									compilation.deleteAsset( file );
								}
							}
							compilation.deleteAsset( `${ name }.asset.php` );
						}
					}
				);
			}
		);
	}
}

function pluginIdentity() {
	const { slug, textDomain, productName } = readPluginHeader();
	return { slug, textDomain, productName };
}

module.exports = {
	...defaultConfig,
	entry: {
		editor: path.resolve( __dirname, 'src/editor.ts' ),
		...blockEntries(),
		...adminEntries(),
	},
	output: {
		...defaultConfig.output,
		// Lazy chunks are named by their webpackChunkName (blocks/<name>/edit); the content hash in
		// the query string busts caches without renaming files.
		chunkFilename: '[name].js?ver=[contenthash]',
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			// Stylesheets are entries of their own here (one per block and purpose), so the default
			// "style-*" grouping of imported stylesheets does not apply.
			cacheGroups: { default: false },
		},
	},
	plugins: [
		...defaultConfig.plugins,
		new DropStyleOnlyScripts(),
		// build/map/: the map block's offline basemap and gazetteer (scripts/map-data.cjs).
		new MapDataPlugin(),
		// src/shared/plugin-identity.ts: the header's identity, defined once.
		new ( require( 'webpack' ).DefinePlugin )( {
			JETPACK_BLOCKS_IDENTITY: JSON.stringify( pluginIdentity() ),
		} ),
	],
	performance: {
		...defaultConfig.performance,
		// The editor entry has a hard budget (see `npm run bench`); lazy chunks may be larger.
		assetFilter: ( file ) => file === 'editor.js',
		maxAssetSize: 150 * 1024,
		maxEntrypointSize: 150 * 1024,
	},
};
