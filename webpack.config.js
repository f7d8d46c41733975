/**
 * Build: extends @wordpress/scripts' config.
 *
 * Entries are found, not listed:
 * - `editor`: src/editor.ts registers every block (save, deprecations, transforms) at editor start.
 *   Each block's edit UI is a dynamic import inside it, so webpack splits it into
 *   build/blocks/<name>/edit.js, loaded the first time the block renders.
 * - `admin/<page>`: a wp-admin screen's React app (src/admin/<page>/index.tsx).
 * - per block folder (src/blocks/<name>/): style.scss → style.css (editor and front end),
 *   view.ts → view.js (front end, only where the block's block.json names it). A new folder is
 *   picked up by the next build. editor.scss is no entry: the block's edit module imports it as a
 *   string (`./editor.scss?inline`), so it arrives with the lazy edit chunk (shared/edit-styles.ts).
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { readPluginHeader } = require( './scripts/plugin-header.cjs' );
const { MapDataPlugin } = require( './scripts/map-data.cjs' );
const { ScriptSourcesPlugin } = require( './scripts/script-sources.cjs' );

const BLOCKS_DIR = path.resolve( __dirname, 'src/blocks' );
const ADMIN_DIR = path.resolve( __dirname, 'src/admin' );
const EXTENSIONS_DIR = path.resolve( __dirname, 'src/extensions' );

function blockEntries() {
	const entries = {};
	for ( const name of fs.readdirSync( BLOCKS_DIR ) ) {
		const dir = path.join( BLOCKS_DIR, name );
		if ( ! fs.existsSync( path.join( dir, 'block.json' ) ) ) {
			continue;
		}
		for ( const [ source, output ] of [
			[ 'style.scss', 'style' ],
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

/**
 * `editor-styles`: what the editor needs before any block's edit UI has loaded, as one stylesheet:
 * every block's style.scss, in folder order (the canvas shows saved markup and previews with it),
 * the lazy edit UI's loading state, and the AI control (shared by the edit UIs of the AI assistant,
 * the contact form's AI bar and voice to content: once here rather than in each chunk). The editor
 * loads it at start in the page and again in the
 * canvas iframe; one file instead of ~45 spares about 90 requests there (php-stubs/editor-styles.php).
 * Visitors keep the per-block files, loaded only where their block is. Each block's editor.scss
 * comes with its edit chunk instead (see INLINE_STYLES below).
 */
function editorStylesEntry() {
	const files = [
		path.resolve( __dirname, 'src/shared/lazy-edit.scss' ),
		path.resolve( __dirname, 'src/shared/ai-control/style.scss' ),
	];
	for ( const name of fs.readdirSync( BLOCKS_DIR ).sort() ) {
		const style = path.join( BLOCKS_DIR, name, 'style.scss' );
		if (
			fs.existsSync( path.join( BLOCKS_DIR, name, 'block.json' ) ) &&
			fs.existsSync( style )
		) {
			files.push( style );
		}
	}
	return { 'editor-styles': files };
}

/**
 * `import editorStyles from './editor.scss?inline'`: the stylesheet compiled (Sass, autoprefixer,
 * minified) to a string in the importing chunk, for shared/edit-styles.ts to add where the block
 * shows. Every other stylesheet import keeps wp-scripts' extraction to a .css file.
 */
const INLINE_STYLES = /inline/;
const sassRule = defaultConfig.module.rules.find(
	( rule ) => String( rule.test ) === String( /\.(sc|sa)ss$/ )
);
const inlineSassRule = {
	test: /\.scss$/,
	resourceQuery: INLINE_STYLES,
	use: sassRule.use
		.filter( ( use ) => ! /mini-css-extract-plugin/.test( use.loader ) )
		.map( ( use ) =>
			/[\\/]css-loader[\\/]/.test( use.loader )
				? {
						...use,
						options: {
							...use.options,
							exportType: 'string',
							modules: false,
							importLoaders: 2,
						},
					}
				: use
		),
};

/**
 * build/styles.asset.php: one version for the plugin's stylesheets, a hash of their content, so a
 * changed stylesheet gets a new address (block.json styles would otherwise carry WordPress's version).
 */
class StylesVersion {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'StylesVersion',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'StylesVersion',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					( assets ) => {
						const hash =
							compiler.webpack.util.createHash( 'sha256' );
						for ( const file of Object.keys( assets ).sort() ) {
							if ( file.endsWith( '.css' ) ) {
								hash.update( file );
								hash.update( assets[ file ].source() );
							}
						}
						const version = hash.digest( 'hex' ).slice( 0, 20 );
						compilation.emitAsset(
							'styles.asset.php',
							new compiler.webpack.sources.RawSource(
								`<?php return array( 'version' => '${ version }' );\n`
							)
						);
					}
				);
			}
		);
	}
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
 * Scripts of the modules' features that php-stubs/modules/features/<name>.php enqueues itself, only
 * where needed: src/extensions/<name>/view.ts → extensions/<name>/view.js (a visitor's page),
 * editor.ts → in-editor.js (the block editor; not `editor`, a name kept for stylesheets), and style.scss → style.css, plus any stylesheets a
 * `styles.json` there lists (a library's own CSS, e.g. KaTeX's with its fonts) before it.
 * Editor-only extensions that load with the editor bundle have none of these files.
 */
function extensionEntries() {
	if ( ! fs.existsSync( EXTENSIONS_DIR ) ) {
		return {};
	}
	const entries = {};
	for ( const name of fs.readdirSync( EXTENSIONS_DIR ) ) {
		const dir = path.join( EXTENSIONS_DIR, name );
		for ( const [ source, output ] of [
			[ 'view.ts', 'view' ],
			[ 'editor.ts', 'in-editor' ],
		] ) {
			if ( fs.existsSync( path.join( dir, source ) ) ) {
				entries[ `extensions/${ name }/${ output }` ] = path.join(
					dir,
					source
				);
			}
		}
		const styles = [];
		const list = path.join( dir, 'styles.json' );
		if ( fs.existsSync( list ) ) {
			for ( const request of JSON.parse(
				fs.readFileSync( list, 'utf8' )
			) ) {
				styles.push( require.resolve( request ) );
			}
		}
		if ( fs.existsSync( path.join( dir, 'style.scss' ) ) ) {
			styles.push( path.join( dir, 'style.scss' ) );
		}
		if ( styles.length ) {
			entries[ `extensions/${ name }/style` ] = styles;
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
							if (
								! /\/(style|editor)$/.test( name ) &&
								name !== 'editor-styles'
							) {
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
		...editorStylesEntry(),
		...adminEntries(),
		...extensionEntries(),
	},
	output: {
		...defaultConfig.output,
		// Lazy chunks are named by their webpackChunkName (blocks/<name>/edit); the content hash in
		// the query string busts caches without renaming files.
		chunkFilename: '[name].js?ver=[contenthash]',
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules.map( ( rule ) => {
				if ( rule === sassRule ) {
					return {
						...rule,
						resourceQuery: { not: [ INLINE_STYLES ] },
					};
				}
				// Fonts land in build/fonts/ and every stylesheet sits two folders down
				// (blocks/<name>/, extensions/<name>/): its url() must climb to them.
				return rule.test instanceof RegExp &&
					rule.test.test( 'font.woff2' )
					? {
							...rule,
							generator: {
								...rule.generator,
								publicPath: '../..',
							},
						}
					: rule;
			} ),
			inlineSassRule,
			{
				// What the editor bundle keeps of each block.json (scripts/block-metadata-loader.cjs).
				test: /src[\\/]blocks[\\/][^\\/]+[\\/]block\.json$/,
				use: [
					require.resolve( './scripts/block-metadata-loader.cjs' ),
				],
			},
		],
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
		new StylesVersion(),
		// build/script-sources.php: each script's lazy chunks and sources, for its translations.
		new ScriptSourcesPlugin(),
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
