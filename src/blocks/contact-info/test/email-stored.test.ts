import { isStoredAddress, storedEmailWords } from '../email-stored';

describe( 'isStoredAddress', () => {
	it.each( [
		'hello@yourjetpack.blog',
		'first.last+tag@example.co.uk',
		"o'brien@example.ie",
		'a{b}@example.com',
	] )( 'accepts %s', ( value ) => {
		expect( isStoredAddress( value ) ).toBe( true );
	} );

	it.each( [
		'me@localhost',
		'@example.com',
		'a@b@example.com',
		'.first@example.com',
		'first..last@example.com',
		'(sales@example.com',
		`${ 'a'.repeat( 65 ) }@example.com`,
		`a@${ 'b'.repeat( 64 ) }.com`,
	] )( 'refuses %s', ( value ) => {
		expect( isStoredAddress( value ) ).toBe( false );
	} );
} );

describe( 'storedEmailWords', () => {
	it( 'links an address with the punctuation after it in the target only', () => {
		expect(
			storedEmailWords(
				'Write to hello@example.com, or (sales@example.com).'
			)
		).toEqual( [
			{ text: 'Write' },
			{ text: ' ' },
			{ text: 'to' },
			{ text: ' ' },
			{
				text: 'hello@example.com',
				target: 'hello@example.com,',
				rest: ',',
			},
			{ text: ' ' },
			{ text: 'or' },
			{ text: ' ' },
			{ text: '(sales@example.com).' },
		] );
	} );

	it( 'gives every character back', () => {
		const text = ' a@b.co.\tx y@z.org!! ';
		expect(
			storedEmailWords( text )
				.map( ( word ) => word.text + ( word.rest ?? '' ) )
				.join( '' )
		).toBe( text );
	} );
} );
