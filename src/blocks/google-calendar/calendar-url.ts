/**
 * What the editor pasted into the Google calendar placeholder, read into the block's attributes:
 *
 * - the calendar's "Public URL" (https://calendar.google.com/calendar/embed?src=…);
 * - its "Embed code" (<iframe src="…" width="…" height="…">): the src, and the size when it is
 *   given in pixels;
 * - a link with `cid` (the "add this calendar" link, https://calendar.google.com/calendar/u/0?cid=…):
 *   the cid is the calendar id in base64, turned into the embed address.
 *
 * Anything else — another host, another scheme, a calendar page that is not embeddable — is refused
 * (null), so only Google calendar pages ever reach an iframe. render.php checks the host again.
 */

export const CALENDAR_HOST = 'calendar.google.com';

export interface CalendarEmbed {
	url: string;
	width?: number;
	height?: number;
}

/** /calendar/embed, also under an account prefix (/calendar/u/0/embed, /calendar/b/1/embed). */
const EMBED_PATH = /^\/calendar\/(?:[ub]\/\d+\/)?embed\/?$/;
/** Pages that carry a `cid`: /calendar, /calendar/u/0, /calendar/u/0/r, /calendar/render. */
const SHARE_PATH = /^\/calendar(?:\/[ub]\/\d+)?(?:\/r|\/render)?\/?$/;
/** A calendar id: an address-like id (user@gmail.com, c_…@group.calendar.google.com, …). */
const CALENDAR_ID = /^[\w.+%-]+@[\w-]+(?:\.[\w-]+)+$/;

function calendarAddress( input: string ): URL | null {
	if ( /[\s<>"]/.test( input ) ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( input );
	} catch {
		return null;
	}
	if (
		( url.protocol !== 'https:' && url.protocol !== 'http:' ) ||
		url.username ||
		url.password ||
		url.port ||
		url.hostname.toLowerCase() !== CALENDAR_HOST
	) {
		return null;
	}
	// Google serves calendars over https only; an http address would be redirected anyway.
	url.protocol = 'https:';
	return url;
}

/** The embed address of a Public URL, or null. */
export function embedAddress( input: string ): string | null {
	const url = calendarAddress( input.trim() );
	if ( ! url || ! EMBED_PATH.test( url.pathname ) ) {
		return null;
	}
	return url.searchParams.get( 'src' ) ? url.href : null;
}

function decodeBase64( value: string ): string | null {
	const normal = value.replace( /-/g, '+' ).replace( /_/g, '/' );
	if ( ! /^[A-Za-z0-9+/]+={0,2}$/.test( normal ) ) {
		return null;
	}
	try {
		// Calendar ids are ASCII, so the decoded bytes are the characters (CALENDAR_ID checks them).
		return atob( normal.padEnd( Math.ceil( normal.length / 4 ) * 4, '=' ) );
	} catch {
		return null;
	}
}

/** The embed address of a link with `cid`, or null. */
export function shareLinkAddress( input: string ): string | null {
	const url = calendarAddress( input.trim() );
	const cid = url?.searchParams.get( 'cid' );
	if ( ! url || ! cid || ! SHARE_PATH.test( url.pathname ) ) {
		return null;
	}
	// Usually base64; some links carry the id itself (cid=someone%40gmail.com).
	const decoded = decodeBase64( cid );
	const id = decoded && CALENDAR_ID.test( decoded ) ? decoded : cid;
	if ( ! CALENDAR_ID.test( id ) ) {
		return null;
	}
	return `https://${ CALENDAR_HOST }/calendar/embed?src=${ encodeURIComponent(
		id
	) }`;
}

function pixels( value: string | null ): number | undefined {
	if ( value === null || ! /^\s*\d+\s*(?:px)?\s*$/i.test( value ) ) {
		return undefined;
	}
	const number = parseInt( value, 10 );
	return number > 0 ? number : undefined;
}

/** The src and pixel size of an iframe embed code on the calendar host, or null. */
export function embedCodeAttributes( input: string ): CalendarEmbed | null {
	if ( ! /<iframe[\s>]/i.test( input ) ) {
		return null;
	}
	// DOMParser builds an inert document: nothing in it runs or loads.
	const doc = new DOMParser().parseFromString( input, 'text/html' );
	const iframe = doc.querySelector( 'iframe' );
	const url = embedAddress( iframe?.getAttribute( 'src' ) ?? '' );
	if ( ! iframe || ! url ) {
		return null;
	}
	const embed: CalendarEmbed = { url };
	const width = pixels( iframe.getAttribute( 'width' ) );
	const height = pixels( iframe.getAttribute( 'height' ) );
	if ( width !== undefined ) {
		embed.width = width;
	}
	if ( height !== undefined ) {
		embed.height = height;
	}
	return embed;
}

/** Reads a Public URL, an embed code or a cid link; null when it is none of them. */
export function parseCalendarInput( input: string ): CalendarEmbed | null {
	const value = input.trim();
	if ( ! value ) {
		return null;
	}
	if ( value.startsWith( '<' ) ) {
		return embedCodeAttributes( value );
	}
	const url = embedAddress( value ) ?? shareLinkAddress( value );
	return url ? { url } : null;
}

/** Whether a stored url may be shown in an iframe (the Public URL form, on the calendar host). */
export function isEmbeddableCalendarUrl( url: string | undefined ): boolean {
	return !! url && embedAddress( url ) !== null;
}
