/**
 * The plugin's version is written once, as `version` in package.json. WordPress reads it from two
 * other places: the main file's `Version:` header (the Plugins screen, updates, asset versions) and
 * readme.txt's `Stable tag:` (the plugin directory's download). This copies package.json's version
 * into both (`npm run version-sync`), or with `--check` only reports where they differ and exits 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const { readPluginHeader, ROOT } = require( '../plugin-header.cjs' );

const check = process.argv.includes( '--check' );
const { version } = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
);
if ( ! /^\d+\.\d+\.\d+$/.test( version ) ) {
	throw new Error( `package.json version "${ version }" is not x.y.z` );
}

const targets = [
	{
		file: readPluginHeader().mainFile,
		field: /^(\s*\*\s*Version:\s*)(\S+)/m,
	},
	{ file: path.join( ROOT, 'readme.txt' ), field: /^(Stable tag:\s*)(\S+)/m },
];

let stale = 0;
for ( const { file, field } of targets ) {
	const text = fs.readFileSync( file, 'utf8' );
	const match = text.match( field );
	const name = path.relative( ROOT, file );
	if ( ! match ) {
		throw new Error( `${ name } has no ${ field } line` );
	}
	if ( match[ 2 ] === version ) {
		continue;
	}
	if ( check ) {
		stale += 1;
		console.error(
			`${ name } says ${ match[ 2 ] }, package.json says ${ version }: run npm run version-sync`
		);
	} else {
		fs.writeFileSync( file, text.replace( field, `$1${ version }` ) );
		console.log( `${ name }: ${ match[ 2 ] } → ${ version }` );
	}
}
if ( stale ) {
	process.exit( 1 );
}
if ( check ) {
	console.log(
		`version ${ version }: package.json, plugin header and readme.txt agree`
	);
}
