/**
 * What a pasted Pinterest address is: a pin, a profile (user) or a board on a Pinterest site, or a
 * pin.it short link that has to be followed first. Shared by the edit UI, the paste transform and
 * the deprecated save (which wrote the kind into `data-pin-do`); render.php applies the same rules.
 *
 * Pinterest sites: pinterest.<tld> (com, ca, de, co.uk, com.au, …), bare or with `www.` or a
 * two-letter country subdomain (uk.pinterest.com, br.pinterest.com).
 */

export type PinKind = 'pin' | 'user' | 'board';

/** The pin-board script's widget per kind (the `data-pin-do` value). */
export const PIN_DO: Record< PinKind, string > = {
	pin: 'embedPin',
	user: 'embedUser',
	board: 'embedBoard',
};

export type PinterestInput =
	| { type: 'site'; kind: PinKind; url: string }
	| { type: 'short'; url: string }
	| { type: 'invalid' };

export const SITE_HOST =
	/^(?:(?:www|[a-z]{2})\.)?pinterest\.(?:[a-z]{2,3}|(?:com|co)\.[a-z]{2})$/;
const SHORT_HOST = /^(?:www\.)?pin\.it$/;

/**
 * First path segments that are Pinterest's own pages, not profiles: `/search/pins/`, `/ideas/…`
 * look like a user or a board but the pin-board script cannot embed them.
 */
export const RESERVED_FIRST_SEGMENTS = new Set( [
	'pin',
	'search',
	'ideas',
	'today',
	'explore',
	'settings',
	'business',
	'categories',
	'topics',
	'news_hub',
	'login',
	'signup',
	'about',
	'_',
] );

/** Profile tabs: `/<user>/_saved/` is still the profile. */
export const PROFILE_TABS = new Set( [
	'_saved',
	'_created',
	'pins',
	'boards',
] );

/** A path segment of a profile or board name (letters, digits, `-`, `_`, `.`, %-escapes). */
const NAME = /^[\w.%-]+$/;

function parseWebAddress( input: string ): URL | null {
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
		url.port
	) {
		return null;
	}
	return url;
}

/** Whether the text is an absolute http(s) address (something "Convert block to link" may keep). */
export function isWebAddress( input: string ): boolean {
	const value = input.trim();
	return ! /[\s<>"]/.test( value ) && parseWebAddress( value ) !== null;
}

/** The kind of content a path on a Pinterest site shows, or null when it is none of the three. */
export function kindOfPath( path: string ): PinKind | null {
	// A pin: /pin/<id>/, also with a slug (/pin/bread--123/) or a suffix (/pin/123/sent/).
	if ( /^\/pin(?:\/|$)/.test( path ) ) {
		return /^\/pin\/[\w-]+(?:\/|$)/.test( path ) ? 'pin' : null;
	}
	const segments = path.split( '/' ).filter( Boolean );
	const [ first, second ] = segments;
	if (
		! first ||
		! NAME.test( first ) ||
		RESERVED_FIRST_SEGMENTS.has( first.toLowerCase() )
	) {
		return null;
	}
	if ( segments.length === 1 ) {
		return 'user';
	}
	if ( segments.length === 2 && second && NAME.test( second ) ) {
		return PROFILE_TABS.has( second.toLowerCase() ) ? 'user' : 'board';
	}
	return null;
}

/**
 * Reads what the editor pasted. Pinterest addresses are returned clean — https, lower-case host,
 * no query or fragment — because share links carry tracking parameters (invite codes, sender ids)
 * that should not be published; the widget needs only the path.
 */
export function parsePinterestUrl( input: string ): PinterestInput {
	const value = input.trim();
	if ( ! value || /[\s<>"]/.test( value ) ) {
		return { type: 'invalid' };
	}
	const url = parseWebAddress( value );
	if ( ! url ) {
		return { type: 'invalid' };
	}
	const host = url.hostname.toLowerCase();
	if ( SHORT_HOST.test( host ) ) {
		return url.pathname.length > 1
			? { type: 'short', url: url.href }
			: { type: 'invalid' };
	}
	if ( ! SITE_HOST.test( host ) ) {
		return { type: 'invalid' };
	}
	const kind = kindOfPath( url.pathname );
	if ( ! kind ) {
		return { type: 'invalid' };
	}
	const path =
		kind === 'pin'
			? url.pathname.replace( /^(\/pin\/[\w-]+).*$/, '$1/' )
			: url.pathname.replace( /\/?$/, '/' );
	return { type: 'site', kind, url: `https://${ host }${ path }` };
}

/** The kind of a stored url, or null (the deprecated save and the editor preview use it). */
export function pinKind( url: string | undefined ): PinKind | null {
	if ( ! url ) {
		return null;
	}
	const parsed = parsePinterestUrl( url );
	return parsed.type === 'site' ? parsed.kind : null;
}

/** Whether a pasted paragraph's text is a Pinterest address (pin site or short link). */
export function isPinterestAddress( text: string ): boolean {
	return parsePinterestUrl( text ).type !== 'invalid';
}
