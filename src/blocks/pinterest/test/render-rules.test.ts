/**
 * render.php decides the visitor's `data-pin-do` with the rules of pin-url.ts, restated in PHP.
 * The two must not drift: a host or path the editor accepts has to get the widget on the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_TABS, RESERVED_FIRST_SEGMENTS, SITE_HOST } from '../pin-url';

const php = fs.readFileSync( path.join( __dirname, '../render.php' ), 'utf8' );

/** The quoted strings of the PHP array assigned to a variable. */
function phpList( variable: string ): string[] {
	const match = new RegExp(
		`\\$${ variable }\\s*=\\s*array\\(([^)]*)\\)`
	).exec( php );
	return [ ...( match?.[ 1 ] ?? '' ).matchAll( /'([^']*)'/g ) ].map(
		( item ) => item[ 1 ] as string
	);
}

describe( 'render.php', () => {
	it( 'checks the host with the same pattern', () => {
		expect( php ).toContain( `'/${ SITE_HOST.source }/D'` );
	} );

	it( 'knows the same reserved pages and profile tabs', () => {
		expect( phpList( 'jetpack_blocks_reserved' ) ).toEqual( [
			...RESERVED_FIRST_SEGMENTS,
		] );
		expect( phpList( 'jetpack_blocks_tabs' ) ).toEqual( [
			...PROFILE_TABS,
		] );
	} );
} );
