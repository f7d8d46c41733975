/**
 * OpenTable embed codes and links: parsing what an editor pastes, and building the addresses the
 * preview and visitors use (render.php builds the same addresses on the server).
 *
 * An embed code is the `<script src="//www.opentable.com/widget/reservation/loader?rid=…">` snippet
 * of the OpenTable widget builder, its `<iframe src="…/widget/reservation/canvas?…">` variant, or a
 * bare URL of either or of a reservation page (`/restref/client/?restref=…`). The host must contain
 * "opentable" and the query must name restaurants through `rid` or `restref` (repeated, or
 * comma-separated for several restaurants).
 */
import {
	chooseRestaurants,
	DEFAULT_LANGUAGE,
	isLanguage,
	isStyle,
	widgetType,
} from './rules';
import type { OpenTableAttributes, OpenTableStyle } from './types';

/**
 * The widget's script and reservation canvas always come from OpenTable's main site: a stored or
 * pasted `domain` must never choose the host a script is loaded from (a look-alike such as
 * opentable.xyz would run on this site's pages). The restaurant's country is a query parameter.
 */
const WIDGET_ORIGIN = 'https://www.opentable.com';

/**
 * OpenTable's countries: the code its widget builder writes in `domain` (couk, comau…), and the
 * country site a restaurant's reservation page is on. render.php keeps the same list.
 */
const COUNTRY_SITES: Readonly< Record< string, string > > = {
	com: 'com',
	ca: 'ca',
	couk: 'co.uk',
	de: 'de',
	ie: 'ie',
	jp: 'jp',
	commx: 'com.mx',
	nl: 'nl',
	es: 'es',
	it: 'it',
	comau: 'com.au',
	ae: 'ae',
	hk: 'hk',
	sg: 'sg',
};

/** Other spellings of a country that content holds (a site's host, or a short name). */
const COUNTRY_ALIASES: Readonly< Record< string, string > > = {
	'co.uk': 'couk',
	'com.mx': 'commx',
	'com.au': 'comau',
	au: 'comau',
};

export const DEFAULT_DOMAIN = 'com';

/** Longest input the parser looks at: an embed code is a few hundred characters. */
const MAX_INPUT_LENGTH = 4000;

/** OpenTable's code of a country (co.uk → couk), or undefined when it is not one of its countries. */
export function countryCode( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const name = value.trim().toLowerCase();
	if ( Object.hasOwn( COUNTRY_SITES, name ) ) {
		return name;
	}
	return Object.hasOwn( COUNTRY_ALIASES, name )
		? COUNTRY_ALIASES[ name ]
		: undefined;
}

/**
 * Whether the editor's input is meant as an embed code or a link rather than a restaurant name or
 * id: markup, an address, or a query string.
 */
export function looksLikeEmbed( input: string ): boolean {
	const text = input.trim();
	return (
		/[<>]/.test( text ) ||
		/^(https?:)?\/\//i.test( text ) ||
		/^www\./i.test( text ) ||
		/opentable\./i.test( text ) ||
		/[?&](rid|restref)=/i.test( text )
	);
}

/** The address inside an embed code: a script's or iframe's src, else the text itself. */
function embedAddress( text: string ): string {
	const source = text.match(
		/<(?:script|iframe)\b[^>]*?\ssrc\s*=\s*(["'])(.*?)\1/i
	);
	const address = ( source?.[ 2 ] ?? text ).trim().replace( /&amp;/g, '&' );
	if ( address.startsWith( '//' ) ) {
		return `https:${ address }`;
	}
	if ( /^www\./i.test( address ) || /^[^/:?]*opentable\./i.test( address ) ) {
		return `https://${ address }`;
	}
	return address;
}

/** The country of an OpenTable host: www.opentable.co.uk → couk; undefined for any other host. */
function countryOfHost( hostname: string ): string | undefined {
	const match = hostname
		.toLowerCase()
		.match( /^(?:www\.)?opentable\.([a-z.]+)$/ );
	return match ? countryCode( match[ 1 ] ) : undefined;
}

export type ParsedEmbed = Pick<
	OpenTableAttributes,
	'rid' | 'style' | 'iframe' | 'domain' | 'lang' | 'newtab'
>;

/**
 * The block attributes an embed code or link describes, or null when it is not an OpenTable embed
 * with at least one restaurant id.
 */
export function parseEmbedCode( input: string ): ParsedEmbed | null {
	if ( typeof input !== 'string' ) {
		return null;
	}
	const text = input.trim();
	if ( text === '' || text.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( embedAddress( text ) );
	} catch {
		return null;
	}
	if (
		( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
		! url.hostname.toLowerCase().includes( 'opentable' )
	) {
		return null;
	}
	const params = url.searchParams;
	const listed = [ ...params.getAll( 'rid' ), ...params.getAll( 'restref' ) ]
		.flatMap( ( value ) => value.split( ',' ) )
		.map( ( value ) => value.trim() )
		.filter( ( value ) => value !== '' );
	// One id that is not a restaurant id makes the whole code suspect.
	if (
		listed.length === 0 ||
		listed.some( ( id ) => ! /^\d+$/.test( id ) )
	) {
		return null;
	}
	const { rid = [] } = chooseRestaurants( { style: 'standard' }, listed );
	if ( rid.length === 0 ) {
		return null;
	}

	const theme = params.get( 'theme' );
	let style: OpenTableStyle = isStyle( theme ) ? theme : 'standard';
	if ( params.get( 'type' ) === 'button' ) {
		style = 'button';
	}
	if ( style === 'button' && rid.length > 1 ) {
		style = 'standard';
	}

	const domainParam = params.get( 'domain' );
	const lang = params.get( 'lang' );
	return {
		rid,
		style,
		iframe: params.get( 'iframe' ) !== 'false',
		domain:
			countryCode( domainParam ) ??
			countryOfHost( url.hostname ) ??
			DEFAULT_DOMAIN,
		lang: isLanguage( lang ) ? ( lang as string ) : DEFAULT_LANGUAGE,
		newtab: params.get( 'newtab' ) === 'true',
	};
}

type AddressAttributes = Pick<
	OpenTableAttributes,
	'rid' | 'style' | 'domain' | 'lang' | 'newtab'
>;

/** The country site of a restaurant's reservation page (links only, never a script or frame). */
function countrySiteOrigin( domain: string ): string {
	const code = countryCode( domain ) ?? DEFAULT_DOMAIN;
	return `https://www.opentable.${ COUNTRY_SITES[ code ] }`;
}

function language( lang: string ): string {
	return isLanguage( lang ) ? lang : DEFAULT_LANGUAGE;
}

/**
 * The reservation canvas: the widget as a page of its own, which the editor's preview and the
 * visitors' iframe show. Always on OpenTable's main site, with the country as a parameter.
 */
export function canvasUrl( attributes: AddressAttributes ): string {
	const params = new URLSearchParams();
	attributes.rid.forEach( ( id ) => params.append( 'rid', id ) );
	params.set( 'type', widgetType( attributes ) );
	params.set( 'theme', attributes.style );
	params.set( 'iframe', 'true' );
	params.set( 'overlay', 'false' );
	params.set( 'domain', countryCode( attributes.domain ) ?? DEFAULT_DOMAIN );
	params.set( 'lang', language( attributes.lang ) );
	params.set( 'newtab', attributes.newtab ? 'true' : 'false' );
	return `${ WIDGET_ORIGIN }/widget/reservation/canvas?${ params.toString() }`;
}

/** A restaurant's reservation page on OpenTable: what visitors reach without any widget. */
export function reservationUrl(
	rid: string,
	domain: string,
	lang: string
): string {
	const params = new URLSearchParams( { rid, lang: language( lang ) } );
	return `${ countrySiteOrigin( domain ) }/restref/client/?${ params.toString() }`;
}
