/**
 * Checks readme.txt against the rules of WordPress's plugin readme format, as the plugin
 * directory's parser applies them: the `=== Name ===` title line, the header fields it reads (and
 * their shapes), the short description (the first paragraph; the directory cuts it at 150
 * characters), the known sections, upgrade notices of at most 300 characters, at most 5 tags, and
 * a Stable tag that is a version (not `trunk`). It also checks that the header fields WordPress
 * reads from the plugin file agree with the readme's. Prints each problem and exits 1 on any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const { readPluginHeader, ROOT } = require( '../plugin-header.cjs' );

const SECTIONS = [
	'description',
	'installation',
	'frequently asked questions',
	'screenshots',
	'changelog',
	'upgrade notice',
];
const REQUIRED_SECTIONS = [ 'description', 'installation', 'changelog' ];
const FIELDS = {
	contributors: /^[a-z0-9_.@-]+(,\s*[a-z0-9_.@-]+)*$/i,
	'donate link': /^https?:\/\/\S+$/,
	tags: /^[^,]+(,[^,]+)*$/,
	'requires at least': /^\d+\.\d+(\.\d+)?$/,
	'tested up to': /^\d+\.\d+(\.\d+)?$/,
	'requires php': /^\d+\.\d+(\.\d+)?$/,
	'stable tag': /^\d+(\.\d+){1,3}$/,
	license: /\S/,
	'license uri': /^https?:\/\/\S+$/,
};
const REQUIRED_FIELDS = [
	'requires at least',
	'tested up to',
	'stable tag',
	'license',
];

export function checkReadme( text, pluginHeader ) {
	const problems = [];
	const lines = text.replace( /\r\n?/g, '\n' ).split( '\n' );
	const title = lines[ 0 ].match( /^===\s*(.+?)\s*===\s*$/ );
	if ( ! title ) {
		problems.push( 'the first line is not "=== Plugin Name ==="' );
	} else if ( pluginHeader && title[ 1 ] !== pluginHeader.productName ) {
		problems.push(
			`the title "${ title[ 1 ] }" is not the plugin's name "${ pluginHeader.productName }"`
		);
	}

	// Header fields: "Name: value" lines up to the first blank line.
	const fields = {};
	let at = 1;
	for ( ; at < lines.length && lines[ at ].trim() !== ''; at++ ) {
		const field = lines[ at ].match( /^([A-Za-z ]+):\s*(.*)$/ );
		if ( ! field ) {
			problems.push( `header line ${ at + 1 } is not "Field: value"` );
			continue;
		}
		const name = field[ 1 ].trim().toLowerCase();
		if ( ! FIELDS[ name ] ) {
			problems.push( `unknown header field "${ field[ 1 ] }"` );
		} else if ( ! FIELDS[ name ].test( field[ 2 ].trim() ) ) {
			problems.push( `header "${ field[ 1 ] }" has a malformed value` );
		}
		fields[ name ] = field[ 2 ].trim();
	}
	for ( const name of REQUIRED_FIELDS ) {
		if ( ! fields[ name ] ) {
			problems.push( `header field "${ name }" is missing` );
		}
	}
	if ( fields.tags && fields.tags.split( ',' ).length > 5 ) {
		problems.push( 'more than 5 tags (the directory ignores the rest)' );
	}

	// Short description: the text between the header and the first section.
	const rest = lines.slice( at );
	const firstSection = rest.findIndex( ( line ) => /^==\s/.test( line ) );
	const short = rest
		.slice( 0, firstSection < 0 ? rest.length : firstSection )
		.join( ' ' )
		.replace( /\s+/g, ' ' )
		.trim();
	if ( ! short ) {
		problems.push( 'no short description before the first section' );
	} else if ( short.length > 150 ) {
		problems.push(
			`the short description has ${ short.length } characters (150 at most)`
		);
	}

	// Sections.
	const sections = {};
	let current = null;
	for ( const line of rest.slice( Math.max( firstSection, 0 ) ) ) {
		const heading = line.match( /^==\s*(.+?)\s*==\s*$/ );
		if ( heading ) {
			current = heading[ 1 ].toLowerCase();
			if ( ! SECTIONS.includes( current ) ) {
				problems.push( `unknown section "${ heading[ 1 ] }"` );
			}
			if ( sections[ current ] ) {
				problems.push( `section "${ heading[ 1 ] }" appears twice` );
			}
			sections[ current ] = [];
		} else if ( current ) {
			sections[ current ].push( line );
		}
	}
	for ( const name of REQUIRED_SECTIONS ) {
		if ( ! sections[ name ]?.join( '' ).trim() ) {
			problems.push( `section "${ name }" is missing or empty` );
		}
	}
	if ( sections[ 'upgrade notice' ] ) {
		const notices = sections[ 'upgrade notice' ]
			.join( '\n' )
			.split( /^=\s*.+?\s*=\s*$/m )
			.slice( 1 );
		notices.forEach( ( notice ) => {
			if ( notice.replace( /\s+/g, ' ' ).trim().length > 300 ) {
				problems.push( 'an upgrade notice is over 300 characters' );
			}
		} );
	}
	if ( sections.changelog && fields[ 'stable tag' ] ) {
		const tag = fields[ 'stable tag' ];
		if (
			! sections.changelog.some(
				( line ) => line.trim() === `= ${ tag } =`
			)
		) {
			problems.push( `the changelog has no "= ${ tag } =" entry` );
		}
	}

	if ( pluginHeader ) {
		const pairs = [
			[ 'stable tag', pluginHeader.version, 'Version' ],
			[
				'requires at least',
				pluginHeader.requiresWp,
				'Requires at least',
			],
			[ 'tested up to', pluginHeader.testedUpTo, 'Tested up to' ],
			[ 'requires php', pluginHeader.requiresPhp, 'Requires PHP' ],
		];
		for ( const [ field, value, headerName ] of pairs ) {
			if ( value && fields[ field ] && value !== fields[ field ] ) {
				problems.push(
					`readme "${ field }" is ${ fields[ field ] }, the plugin header's "${ headerName }" is ${ value }`
				);
			}
		}
	}
	return problems;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const header = readPluginHeader();
	const problems = checkReadme(
		fs.readFileSync( path.join( ROOT, 'readme.txt' ), 'utf8' ),
		header
	);
	for ( const problem of problems ) {
		console.error( `readme.txt: ${ problem }` );
	}
	if ( problems.length ) {
		process.exit( 1 );
	}
	console.log( 'readme.txt: the readme format checks pass' );
	// The directory's validator also warns when no Contributors are named; they must be
	// WordPress.org user names, which only whoever publishes the plugin there has.
	if (
		! /^Contributors:/im.test(
			fs.readFileSync( path.join( ROOT, 'readme.txt' ), 'utf8' )
		)
	) {
		console.log(
			'readme.txt: note — no "Contributors:" line; the plugin directory warns about that until the WordPress.org user names of its publishers are added'
		);
	}
}
