import { phoneParts, storedPhone, telHref } from '../phone-link';

describe( 'telHref', () => {
	it.each( [
		[ '123-456-7890', 'tel:1234567890' ],
		[ '(555) 123 4567', 'tel:5551234567' ],
		[ '555.123.4567', 'tel:5551234567' ],
		[ '+1 (555) 123-4567', 'tel:+15551234567' ],
		[ '+44 20 7946 0958', 'tel:+442079460958' ],
		[ '(+33) 1 23 45 67 89', 'tel:+33123456789' ],
		[ '0049 30 1234567', 'tel:0049301234567' ],
		[ '112', 'tel:112' ],
	] )( '%s → %s', ( written, href ) => {
		expect( telHref( written ) ).toBe( href );
	} );

	it( 'gives no link without a digit', () => {
		expect( telHref( 'call us' ) ).toBeNull();
		expect( telHref( '' ) ).toBeNull();
		expect( telHref( '+' ) ).toBeNull();
	} );

	it( 'keeps a "+" only at the start', () => {
		expect( telHref( '555 + 1234' ) ).toBe( 'tel:5551234' );
	} );
} );

describe( 'phoneParts', () => {
	it( 'links the whole text when it is a number', () => {
		expect( phoneParts( '123-456-7890' ) ).toEqual( {
			before: '',
			number: '123-456-7890',
			after: '',
			href: 'tel:1234567890',
		} );
	} );

	it( 'keeps a label and a note around the number as text', () => {
		expect( phoneParts( 'Call +44 20 7946 0958 (office)' ) ).toEqual( {
			before: 'Call ',
			number: '+44 20 7946 0958',
			after: ' (office)',
			href: 'tel:+442079460958',
		} );
	} );

	it( 'keeps an extension out of the number', () => {
		expect( phoneParts( 'Tel: (555) 123-4567 ext. 89' ) ).toEqual( {
			before: 'Tel: ',
			number: '(555) 123-4567',
			after: ' ext. 89',
			href: 'tel:5551234567',
		} );
	} );

	it( 'leaves an unclosed parenthesis out of the number', () => {
		expect( phoneParts( 'Phone (555-1234)' ) ).toEqual( {
			before: 'Phone (',
			number: '555-1234',
			after: ')',
			href: 'tel:5551234',
		} );
	} );

	it( 'links only the first of two numbers', () => {
		const parts = phoneParts( '555-1234, fax 555-9876' );
		expect( parts.number ).toBe( '555-1234' );
		expect( parts.after ).toBe( ', fax 555-9876' );
	} );

	it( 'gives text without a digit back unlinked', () => {
		expect( phoneParts( 'Ask at reception' ) ).toEqual( {
			before: 'Ask at reception',
			number: '',
			after: '',
			href: null,
		} );
	} );

	it( 'gives every character back', () => {
		for ( const text of [
			'+1 (555) 123-4567',
			'Office: 01 23 45 67 89 / 98',
			' 42 ',
			'x',
		] ) {
			const { before, number, after } = phoneParts( text );
			expect( before + number + after ).toBe( text );
		}
	} );
} );

describe( 'storedPhone', () => {
	it.each( [
		[ '123-456-7890', '', '123-456-7890', 'tel:1234567890' ],
		[
			'Phone: 555-1234 ext 2',
			'Phone: ',
			'555-1234 ext 2',
			'tel:55512342',
		],
		[
			'Call +44 20 7946 0958 (office)',
			'Call ',
			'+44 20 7946 0958 (office)',
			'tel:+442079460958',
		],
		[ '(555) 123-4567', '', '(555) 123-4567', 'tel:5551234567' ],
		[
			'Tel:0049 30 1234567',
			'Tel:',
			'0049 30 1234567',
			'tel:0049301234567',
		],
		[ 'Call (+33) 1 23', 'Call (', '+33) 1 23', 'tel:+33123' ],
		[ 'a/555', 'a', '/555', 'tel:555' ],
	] )( '%s → %j + link %j to %s', ( text, prefix, linkText, href ) => {
		expect( storedPhone( text ) ).toEqual( { prefix, linkText, href } );
	} );

	it( 'gives no link without a digit', () => {
		expect( storedPhone( 'ask at reception' ) ).toBeNull();
		expect( storedPhone( '+' ) ).toBeNull();
	} );

	it( 'keeps every character in the label or the link', () => {
		for ( const text of [ ' 42 ', 'Office: 01 23 / 98', '+1 (555)' ] ) {
			const parts = storedPhone( text );
			expect( ( parts?.prefix ?? '' ) + ( parts?.linkText ?? '' ) ).toBe(
				text
			);
		}
	} );
} );
