/**
 * `npm run make-pot`: writes languages/jetpack-blocks.pot, the translations template, from the
 * strings of the PHP (jetpack-blocks.php, php-stubs/), the TypeScript/React sources (src/) and the
 * block.json files, with @wp-blocks/make-pot (a maintained Node port of `wp i18n make-pot` that
 * reads TypeScript and JSX, which wp-pot cannot, and needs no PHP or WP-CLI).
 *
 * `--check` writes the template to a temporary folder instead and exits 1 when its strings differ
 * from the committed file's (where each is used, and the creation date, are not compared): CI runs
 * it so that a string added or changed without `npm run make-pot` fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const { readPluginHeader, ROOT } = require( '../plugin-header.cjs' );

const toolRequire = () =>
	createRequire( require.resolve( '@wp-blocks/make-pot/package.json' ) );

/**
 * Adds the translatable fields of every block.json (title, description, keywords, style labels,
 * variations) with the context WordPress looks them up by (`block title`, …: the field's value in
 * the block-i18n schema), as `wp i18n make-pot` writes them. The tool itself puts that context in a
 * comment instead, where WordPress's lookup never finds the translation, so its block.json pass is
 * skipped and done here with the schema it ships.
 *
 * @param {string} potFile Template to add to.
 */
function addBlockJsonStrings( potFile ) {
	const own = toolRequire();
	const { po } = own( 'gettext-parser' );
	const bundled = own( '@wp-blocks/make-pot/lib/assets/block-i18n.js' );
	const schema = bundled.default ?? bundled;
	const pot = po.parse( fs.readFileSync( potFile ) );

	const add = ( value, context, reference ) => {
		const entries = ( pot.translations[ context ] ??= {} );
		const entry = ( entries[ value ] ??= {
			msgctxt: context,
			msgid: value,
			msgstr: [ '' ],
			comments: { reference: '' },
		} );
		entry.comments.reference = [ entry.comments.reference, reference ]
			.filter( Boolean )
			.join( '\n' );
	};
	const walk = ( value, rule, reference ) => {
		if ( typeof rule === 'string' ) {
			if ( typeof value === 'string' && value ) {
				add( value, rule, reference );
			}
		} else if ( Array.isArray( rule ) ) {
			( Array.isArray( value ) ? value : [] ).forEach( ( item ) =>
				walk( item, rule[ 0 ], reference )
			);
		} else if ( rule && value && typeof value === 'object' ) {
			for ( const key of Object.keys( rule ) ) {
				walk( value[ key ], rule[ key ], reference );
			}
		}
	};
	const blocks = fs
		.readdirSync( path.join( ROOT, 'src/blocks' ), { withFileTypes: true } )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => `src/blocks/${ entry.name }/block.json` )
		.filter( ( file ) => fs.existsSync( path.join( ROOT, file ) ) )
		.sort();
	for ( const file of blocks ) {
		const metadata = JSON.parse(
			fs.readFileSync( path.join( ROOT, file ), 'utf8' )
		);
		if ( metadata.textdomain === textDomain ) {
			walk( metadata, schema, file );
		}
	}
	// The tool reads files in parallel, so its order changes between runs: sort, for stable diffs.
	const sorted = {};
	for ( const context of Object.keys( pot.translations ).sort() ) {
		sorted[ context ] = {};
		for ( const id of Object.keys( pot.translations[ context ] ).sort() ) {
			const entry = pot.translations[ context ][ id ];
			if ( entry.comments?.reference ) {
				entry.comments.reference = [
					...new Set( entry.comments.reference.split( /\s+/ ) ),
				]
					.sort( ( a, b ) =>
						a.localeCompare( b, 'en', { numeric: true } )
					)
					.join( '\n' );
			}
			sorted[ context ][ id ] = entry;
		}
	}
	pot.translations = sorted;
	fs.writeFileSync( potFile, po.compile( pot, { foldLength: 79 } ) );
}

/**
 * The strings of a template (context, text, plural), one per line: what translators get. Where a
 * string is used (its references) does not make a template out of date.
 *
 * @param {string} potFile Template.
 */
function stringsOf( potFile ) {
	const { po } = toolRequire()( 'gettext-parser' );
	const { translations } = po.parse( fs.readFileSync( potFile ) );
	return Object.values( translations )
		.flatMap( ( entries ) => Object.values( entries ) )
		.filter( ( entry ) => entry.msgid !== '' )
		.map( ( entry ) =>
			JSON.stringify( [
				entry.msgctxt ?? '',
				entry.msgid,
				entry.msgid_plural ?? '',
			] )
		)
		.sort()
		.join( '\n' );
}

const check = process.argv.includes( '--check' );
const { slug, textDomain } = readPluginHeader();
const committed = path.join( ROOT, 'languages', `${ textDomain }.pot` );

const toolDir = path.dirname(
	require.resolve( '@wp-blocks/make-pot/package.json' )
);
const toolBin = path.join(
	toolDir,
	require( '@wp-blocks/make-pot/package.json' ).bin[ 'make-pot' ]
);

if ( ! check ) {
	// The tool reports its failures without an exit code: a missing file is the sign.
	fs.rmSync( committed, { force: true } );
}
// The tool resolves the destination against the working folder, so it gets a relative one.
const outDir = check
	? fs.mkdtempSync( path.join( os.tmpdir(), 'make-pot-' ) )
	: path.dirname( committed );
const exclude = [
	'node_modules',
	'build',
	'tests',
	'scripts',
	'types',
	'.wordpress',
	'test-results',
	'**/test/**',
	'**/*.test.*',
];
const result = spawnSync(
	process.execPath,
	[
		toolBin,
		'.',
		path.relative( ROOT, outDir ),
		'--slug',
		slug,
		'--domain',
		'plugin',
		'--translation-domains',
		textDomain,
		'--charset',
		'utf-8',
		'--skip-audit',
		// block.json strings are added below, with their context.
		'--skip-block-json',
		'--silent',
		// The template's translator fields are gettext's placeholders; the tool asks for them otherwise.
		'--headers',
		'email:EMAIL@ADDRESS',
		...exclude.flatMap( ( pattern ) => [ '--exclude', pattern ] ),
	],
	{ cwd: ROOT, stdio: [ 'ignore', 'pipe', 'inherit' ], encoding: 'utf8' }
);
if ( result.status !== 0 ) {
	process.stdout.write( result.stdout ?? '' );
	process.exit( result.status ?? 1 );
}
const written = path.join( outDir, `${ slug }.pot` );
if ( ! fs.existsSync( written ) ) {
	console.error( `make-pot wrote no ${ written }` );
	process.exit( 1 );
}

addBlockJsonStrings( written );

const count = ( file ) =>
	( fs.readFileSync( file, 'utf8' ).match( /^msgid "/gm ) ?? [] ).length - 1;

if ( check ) {
	const current =
		fs.existsSync( committed ) &&
		stringsOf( committed ) === stringsOf( written );
	fs.rmSync( outDir, { recursive: true, force: true } );
	if ( ! current ) {
		console.error(
			`languages/${ textDomain }.pot is not current: run npm run make-pot and commit it`
		);
		process.exit( 1 );
	}
	console.log( `languages/${ textDomain }.pot is current` );
} else {
	console.log(
		`languages/${ textDomain }.pot: ${ count( committed ) } strings`
	);
}
