/**
 * The Google Maps link of an address block.
 *
 * `mapsUrl` builds a search link with the documented Maps URL form
 * (`/maps/search/?api=1&query=…`), the address percent-encoded, so the href is a valid URL whatever
 * the editor typed (spaces, "#", "&", accents).
 *
 * `legacyMapsUrl` rebuilds the link as the reference plugin saved it: the fields glued into the path
 * unencoded, with only the first space turned into "+". Content saved that way has raw spaces in
 * its href (invalid HTML), so it is only used to recognise such content (address/deprecated.ts).
 */

// A type alias (not an interface) so block attributes built on it fit Record< string, unknown >.
export type AddressFields = {
	address: string;
	addressLine2: string;
	addressLine3: string;
	city: string;
	region: string;
	postal: string;
	country: string;
};

const MAPS_SEARCH = 'https://www.google.com/maps/search/';

function tidy( value: string | undefined ): string {
	return ( value ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/** One line for a map search: "987 Photon Drive, Apartment 5, Speedyville, CA 12345, USA". */
export function mapsQuery( fields: Partial< AddressFields > ): string {
	const regionPostal = [ tidy( fields.region ), tidy( fields.postal ) ]
		.filter( Boolean )
		.join( ' ' );
	return [
		tidy( fields.address ),
		tidy( fields.addressLine2 ),
		tidy( fields.addressLine3 ),
		tidy( fields.city ),
		regionPostal,
		tidy( fields.country ),
	]
		.filter( Boolean )
		.join( ', ' );
}

/** The map search link, or null for an empty address (a link to nowhere helps nobody). */
export function mapsUrl( fields: Partial< AddressFields > ): string | null {
	const query = mapsQuery( fields );
	return query
		? `${ MAPS_SEARCH }?api=1&query=${ encodeURIComponent( query ) }`
		: null;
}

/** The href the reference plugin saved, byte for byte (see above). */
export function legacyMapsUrl( fields: Partial< AddressFields > ): string {
	const {
		address,
		addressLine2,
		addressLine3,
		city,
		region,
		postal,
		country,
	} = fields;
	let regionPart = region ? `+${ region },` : '';
	if ( postal ) {
		regionPart += `+${ postal }`;
	}
	const path = [
		address ? `${ address },` : '',
		addressLine2 ? `${ addressLine2 },` : '',
		addressLine3 ? `${ addressLine3 },` : '',
		city ? `+${ city },` : '',
		regionPart,
		country ? `+${ country }` : '',
	].join( '' );
	// String.replace with a string pattern replaces the first occurrence only, as the original did.
	return `${ MAPS_SEARCH }${ path }`.replace( ' ', '+' );
}
