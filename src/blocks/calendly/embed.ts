/**
 * Reading what an editor pastes into the scheduling embed: a Calendly page address or one of the
 * embed codes Calendly hands out (inline widget, popup text link, popup badge widget).
 *
 * Only pages on calendly.com itself count (not assets.calendly.com, not look-alike hosts). The
 * stored url is the page address without its query; the query's display options become attributes,
 * and the server adds them back when it renders.
 */
export type CalendlyStyle = 'inline' | 'link';

export interface CalendlyEmbed {
	url: string;
	/** From an embed code: inline widget → inline, popup link or badge → link; a plain URL says nothing. */
	style?: CalendlyStyle;
	hideEventTypeDetails?: boolean;
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
}

export const EMBED_ERROR_MESSAGE =
	"Your calendar couldn't be embedded. Please double check your URL or code.";

export const HOST = 'calendly.com';

/** A calendly.com page address inside arbitrary text: at the start, or after `//` (any scheme). */
const PAGE_ADDRESS =
	/(?:^|[\s"'(=]|\/\/)(?:www\.)?calendly\.com\/([^\s"'<>\\)]+)/i;

/** Colours in a Calendly query: six alphanumerics, no `#`. */
const COLOR = /^[a-z0-9]{6}$/i;

/** A stored url is valid when empty or a page on the host: `https://calendly.com/<path>`. */
export function isValidCalendlyUrl( url: string | undefined ): boolean {
	if ( ! url ) {
		return true;
	}
	return /^https:\/\/calendly\.com\/[^\s"'<>]+$/.test( url );
}

function styleOf( input: string ): CalendlyStyle | undefined {
	if ( /calendly-inline-widget|data-url\s*=/i.test( input ) ) {
		return 'inline';
	}
	if ( /initPopupWidget|initBadgeWidget|calendly-badge/i.test( input ) ) {
		return 'link';
	}
	return undefined;
}

export function parseCalendlyInput( input: string ): CalendlyEmbed | null {
	const text = ( input ?? '' ).trim().replace( /&amp;/g, '&' );
	if ( ! text ) {
		return null;
	}
	const match = text.match( PAGE_ADDRESS );
	if ( ! match?.[ 1 ] ) {
		return null;
	}
	let parsed: URL;
	try {
		parsed = new URL( `https://${ HOST }/${ match[ 1 ] }` );
	} catch {
		return null;
	}
	const path = parsed.pathname.replace( /\/+$/, '' );
	if ( ! path || path === '/' ) {
		return null;
	}
	const embed: CalendlyEmbed = { url: `https://${ HOST }${ path }` };
	const style = styleOf( text );
	if ( style ) {
		embed.style = style;
	}
	const query = parsed.searchParams;
	const hide = query.get( 'hide_event_type_details' );
	if ( hide === '1' || hide === '0' ) {
		embed.hideEventTypeDetails = hide === '1';
	}
	for ( const [ param, key ] of [
		[ 'background_color', 'backgroundColor' ],
		[ 'primary_color', 'primaryColor' ],
		[ 'text_color', 'textColor' ],
	] as const ) {
		const value = query.get( param );
		if ( value && COLOR.test( value ) ) {
			embed[ key ] = value;
		}
	}
	return isValidCalendlyUrl( embed.url ) ? embed : null;
}

/** A colour picker's value as Calendly wants it (six hex digits, no `#`), or undefined. */
export function calendlyColor( value: string | undefined ): string | undefined {
	const match = value?.trim().match( /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i );
	if ( ! match?.[ 1 ] ) {
		return undefined;
	}
	const hex = match[ 1 ];
	return hex.length === 3
		? hex
				.split( '' )
				.map( ( digit ) => digit + digit )
				.join( '' )
		: hex;
}

/** The address the page is shown at, with the display options (what render.php builds too). */
export function calendlyPageUrl(
	url: string,
	options: {
		hideEventTypeDetails: boolean;
		backgroundColor: string;
		primaryColor: string;
		textColor: string;
	},
	embedDomain?: string
): string {
	const page = new URL( url );
	if ( embedDomain ) {
		page.searchParams.set( 'embed_domain', embedDomain );
		page.searchParams.set( 'embed_type', 'Inline' );
	}
	page.searchParams.set(
		'hide_event_type_details',
		options.hideEventTypeDetails ? '1' : '0'
	);
	for ( const [ param, value ] of [
		[ 'background_color', options.backgroundColor ],
		[ 'text_color', options.textColor ],
		[ 'primary_color', options.primaryColor ],
	] as const ) {
		const color = calendlyColor( value );
		if ( color ) {
			page.searchParams.set( param, color );
		}
	}
	return page.toString();
}
