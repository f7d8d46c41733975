import { legacyMapsUrl, mapsQuery, mapsUrl } from '../maps-url';

const reference = {
	address: '987  Photon Drive',
	addressLine2: 'Apartment 5',
	addressLine3: '',
	city: 'Speedyville',
	region: 'CA',
	postal: '12345',
	country: 'USA',
};

/** Valid as an HTML href: no space, no character a URL must escape. */
const VALID_URL =
	/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[A-Za-z0-9\-_.!~*'()%]+$/;

describe( 'mapsQuery', () => {
	it( 'reads as one line, whitespace tidied, empty fields left out', () => {
		expect( mapsQuery( reference ) ).toBe(
			'987 Photon Drive, Apartment 5, Speedyville, CA 12345, USA'
		);
		expect( mapsQuery( { city: ' Liège ', country: 'Belgium' } ) ).toBe(
			'Liège, Belgium'
		);
		expect( mapsQuery( { region: 'Ontario', postal: 'K1A 0B1' } ) ).toBe(
			'Ontario K1A 0B1'
		);
	} );
} );

describe( 'mapsUrl', () => {
	it( 'percent-encodes the address', () => {
		expect( mapsUrl( reference ) ).toBe(
			'https://www.google.com/maps/search/?api=1&query=987%20Photon%20Drive%2C%20Apartment%205%2C%20Speedyville%2C%20CA%2012345%2C%20USA'
		);
	} );

	it.each( [
		[
			'a "#" that would start a fragment',
			{ address: 'Unit #4, 10 Main St' },
		],
		[
			'an "&" that would start a parameter',
			{ address: 'Smith & Sons Yard' },
		],
		[
			'accents and curly quotes',
			{ address: 'Rue de l’Église', city: 'Liège' },
		],
		[ 'a slash and a question mark', { address: '12/14 High St?' } ],
		[ 'a line break pasted in', { address: '1 Main St\n2nd floor' } ],
		[ 'a percent sign', { address: '100% Lane' } ],
	] )( 'stays a valid URL with %s', ( _, fields ) => {
		const url = mapsUrl( fields ) ?? '';
		expect( url ).toMatch( VALID_URL );
		// The query decodes back to the address as typed (whitespace tidied).
		expect( new URL( url ).searchParams.get( 'query' ) ).toBe(
			mapsQuery( fields )
		);
	} );

	it( 'gives no link for an empty address', () => {
		expect( mapsUrl( {} ) ).toBeNull();
		expect( mapsUrl( { address: '   ', city: '' } ) ).toBeNull();
	} );
} );

describe( 'legacyMapsUrl', () => {
	it( 'rebuilds the href the reference plugin saved, raw spaces included', () => {
		expect( legacyMapsUrl( reference ) ).toBe(
			'https://www.google.com/maps/search/987+ Photon Drive,Apartment 5,+Speedyville,+CA,+12345+USA'
		);
	} );

	it( 'glues partial addresses the same way', () => {
		expect(
			legacyMapsUrl( { city: 'Speedyville', postal: '12345' } )
		).toBe( 'https://www.google.com/maps/search/+Speedyville,+12345' );
		expect( legacyMapsUrl( { address: 'Main St', country: 'USA' } ) ).toBe(
			'https://www.google.com/maps/search/Main+St,+USA'
		);
	} );
} );
