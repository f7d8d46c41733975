import { emailSegments, isEmailAddress } from '../email-tokens';

describe( 'isEmailAddress', () => {
	it.each( [
		'hello@yourjetpack.blog',
		'first.last+newsletter@example.co.uk',
		"o'brien@example.ie",
		'info@xn--mnchen-3ya.de',
		'a_b-c@sub-domain.example.museum',
	] )( 'accepts %s', ( value ) => {
		expect( isEmailAddress( value ) ).toBe( true );
	} );

	it.each( [
		[ 'no domain', 'hello@' ],
		[ 'no local part', '@example.com' ],
		[ 'no top-level domain', 'me@localhost' ],
		[ 'two @', 'a@b@example.com' ],
		[ 'double dot', 'first..last@example.com' ],
		[ 'leading dot', '.first@example.com' ],
		[ 'label starting with a hyphen', 'me@-example.com' ],
		[ 'numeric top-level domain', 'me@example.123' ],
		[ 'space', 'my name@example.com' ],
		[ 'a mailto: URL', 'mailto:hello@example.com' ],
		[ 'characters a URL cannot hold unescaped', 'a{b}|c@example.com' ],
		[
			'a local part over 64 characters',
			`${ 'a'.repeat( 65 ) }@example.com`,
		],
		[
			'an address over 254 characters',
			`me@${ Array( 5 ).fill( 'a'.repeat( 60 ) ).join( '.' ) }.com`,
		],
		[ 'empty', '' ],
	] )( 'refuses %s', ( _, value ) => {
		expect( isEmailAddress( value ) ).toBe( false );
	} );
} );

describe( 'emailSegments', () => {
	it( 'links a lone address', () => {
		expect( emailSegments( 'hello@yourjetpack.blog' ) ).toEqual( [
			{ text: 'hello@yourjetpack.blog', email: 'hello@yourjetpack.blog' },
		] );
	} );

	it( 'keeps the words and punctuation around addresses as text', () => {
		expect(
			emailSegments(
				'Write to hello@yourjetpack.blog, or (sales@example.com).'
			)
		).toEqual( [
			{ text: 'Write to ' },
			{ text: 'hello@yourjetpack.blog', email: 'hello@yourjetpack.blog' },
			{ text: ', or (' },
			{ text: 'sales@example.com', email: 'sales@example.com' },
			{ text: ').' },
		] );
	} );

	it( 'links every address of a list, keeping the separators', () => {
		const segments = emailSegments(
			'<a@example.com>;\nb@example.org  c@example.net!'
		);
		expect(
			segments.filter( ( s ) => s.email ).map( ( s ) => s.email )
		).toEqual( [ 'a@example.com', 'b@example.org', 'c@example.net' ] );
		expect( segments.map( ( s ) => s.text ).join( '' ) ).toBe(
			'<a@example.com>;\nb@example.org  c@example.net!'
		);
	} );

	it( 'leaves text without a valid address as one text segment', () => {
		expect( emailSegments( 'Email: me@localhost or @handle' ) ).toEqual( [
			{ text: 'Email: me@localhost or @handle' },
		] );
		expect( emailSegments( 'hello@' ) ).toEqual( [ { text: 'hello@' } ] );
		expect( emailSegments( '' ) ).toEqual( [] );
	} );

	it( 'does not link a word that only contains an address', () => {
		expect( emailSegments( 'mailto:hello@example.com' ) ).toEqual( [
			{ text: 'mailto:hello@example.com' },
		] );
	} );
} );
