/**
 * Webpack loader for `src/blocks/<name>/block.json` imported by the editor bundle: keeps only what
 * the block's code reads at run time and drops what the server already gives the editor.
 *
 * WordPress registers every block from its block.json on the server (php-stubs/blocks.php) and
 * prints those definitions into every block editor before our script runs
 * (`wp.blocks.unstable__bootstrapServerSideBlockDefinitions`), translated; `registerBlockType` reads
 * them from there. Titles, descriptions, keywords, examples, styles, variations and file names in
 * the editor bundle were bytes every editor downloaded twice (about 16 KB minified over 46 blocks).
 * What stays: the name to register under, and the attributes and supports the blocks' deprecations
 * build on (a deprecation describes an older version in terms of the current one).
 *
 * Only the webpack build goes through this; the fixture and unit suites read the whole file.
 */
const KEEP = [
	'apiVersion',
	'name',
	'attributes',
	'supports',
	'parent',
	'ancestor',
	'usesContext',
	'providesContext',
];

module.exports = function blockMetadataLoader( source ) {
	const metadata = JSON.parse( source );
	const kept = {};
	for ( const key of KEEP ) {
		if ( key in metadata ) {
			kept[ key ] = metadata[ key ];
		}
	}
	return JSON.stringify( kept );
};
