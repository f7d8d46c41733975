/**
 * The plugin's identity (slug, text domain, product name) is defined once: in the header of the main
 * plugin file, where WordPress itself reads it. Build, lint and test tooling read it from there.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const ROOT = path.resolve( __dirname, '..' );

function readPluginHeader() {
	const mainFile = fs
		.readdirSync( ROOT )
		.filter( ( name ) => name.endsWith( '.php' ) )
		.map( ( name ) => path.join( ROOT, name ) )
		.find( ( file ) =>
			/^\s*\*\s*Plugin Name:/m.test(
				fs.readFileSync( file, 'utf8' ).slice( 0, 4096 )
			)
		);
	if ( ! mainFile ) {
		throw new Error(
			'No main plugin file (a root .php file with a "Plugin Name:" header).'
		);
	}
	const head = fs.readFileSync( mainFile, 'utf8' ).slice( 0, 4096 );
	const field = ( name ) => {
		const match = head.match(
			new RegExp( `^\\s*\\*\\s*${ name }:\\s*(.+)$`, 'm' )
		);
		return match ? match[ 1 ].trim() : '';
	};
	return {
		mainFile,
		slug: path.basename( mainFile, '.php' ),
		productName: field( 'Plugin Name' ),
		textDomain: field( 'Text Domain' ),
		version: field( 'Version' ),
		requiresWp: field( 'Requires at least' ),
		testedUpTo: field( 'Tested up to' ),
		requiresPhp: field( 'Requires PHP' ),
	};
}

module.exports = { readPluginHeader, ROOT };
