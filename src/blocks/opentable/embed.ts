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

/** OpenTable's country sites: com, co.uk, de, jp, com.mx, ca… */
const DOMAIN_PATTERN = /^[a-z]{2,3}(\.[a-z]{2,3})?$/;

export const DEFAULT_DOMAIN = 'com';

/** Longest input the parser looks at: an embed code is a few hundred characters. */
const MAX_INPUT_LENGTH = 4000;

export function isDomain( value: unknown ): value is string {
	return typeof value === 'string' && DOMAIN_PATTERN.test( value );
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

/** The domain an OpenTable host belongs to: www.opentable.co.uk → co.uk. */
function domainOfHost( hostname: string ): string | undefined {
	const match = hostname.toLowerCase().match( /opentable\.([a-z.]+)$/ );
	return match && isDomain( match[ 1 ] ) ? match[ 1 ] : undefined;
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
		domain: isDomain( domainParam )
			? domainParam
			: ( domainOfHost( url.hostname ) ?? DEFAULT_DOMAIN ),
		lang: isLanguage( lang ) ? ( lang as string ) : DEFAULT_LANGUAGE,
		newtab: params.get( 'newtab' ) === 'true',
	};
}

type AddressAttributes = Pick<
	OpenTableAttributes,
	'rid' | 'style' | 'domain' | 'lang' | 'newtab'
>;

function siteOrigin( domain: string ): string {
	return `https://www.opentable.${ isDomain( domain ) ? domain : DEFAULT_DOMAIN }`;
}

function language( lang: string ): string {
	return isLanguage( lang ) ? lang : DEFAULT_LANGUAGE;
}

/**
 * The reservation canvas: the widget as a page of its own, which the editor's preview and the
 * visitors' iframe show.
 */
export function canvasUrl( attributes: AddressAttributes ): string {
	const params = new URLSearchParams();
	attributes.rid.forEach( ( id ) => params.append( 'rid', id ) );
	params.set( 'type', widgetType( attributes ) );
	params.set( 'theme', attributes.style );
	params.set( 'iframe', 'true' );
	params.set( 'overlay', 'false' );
	params.set(
		'domain',
		isDomain( attributes.domain ) ? attributes.domain : DEFAULT_DOMAIN
	);
	params.set( 'lang', language( attributes.lang ) );
	params.set( 'newtab', attributes.newtab ? 'true' : 'false' );
	return `${ siteOrigin( attributes.domain ) }/widget/reservation/canvas?${ params.toString() }`;
}

/** A restaurant's reservation page on OpenTable: what visitors reach without any widget. */
export function reservationUrl(
	rid: string,
	domain: string,
	lang: string
): string {
	const params = new URLSearchParams( { rid, lang: language( lang ) } );
	return `${ siteOrigin( domain ) }/restref/client/?${ params.toString() }`;
}
