/**
 * What the search box of the GIF block was given.
 *
 * The box takes search words, but editors also paste links they found on the GIF service: a page
 * (giphy.com/gifs/<slug>-<id>), an embed (giphy.com/embed/<id>), a media file
 * (media.giphy.com/media/<id>/giphy.gif, i.giphy.com/<id>.webp…) or a short link (gph.is/…). Links
 * name one GIF, so they are looked up by id instead of searched for as words; a short link must be
 * followed first (server-side) to find which GIF it names. Any other web address is refused rather
 * than searched for as words, which could only find nothing.
 */

/** The longest search the route accepts (words beyond it are dropped). */
export const MAX_QUERY_LENGTH = 100;

/** The GIF service's ids are letters and digits. */
const GIF_ID = /^[A-Za-z0-9]{4,64}$/;

export type GifInput =
	| { kind: 'empty' }
	| { kind: 'search'; query: string }
	| { kind: 'id'; id: string }
	| { kind: 'short-link'; url: string }
	| { kind: 'unsupported'; url: string };

const SERVICE_HOST = /^(?:www\.)?giphy\.com$/i;
const MEDIA_HOST = /^(?:media\d*|i)\.giphy\.com$/i;
const SHORT_HOST = /^(?:www\.)?gph\.is$/i;

/** Addresses typed without a scheme, on the service's own hosts. */
const BARE_SERVICE_ADDRESS =
	/^(?:(?:www\.)?giphy\.com|(?:media\d*|i)\.giphy\.com|(?:www\.)?gph\.is)\//i;

function idOf( candidate: string | undefined ): string | null {
	return candidate && GIF_ID.test( candidate ) ? candidate : null;
}

/** The id in a page path: /gifs/<slug>-<id>, /stickers/<id>, /clips/<slug>-<id>, /embed/<id>. */
function idFromServicePath( segments: string[] ): string | null {
	const [ section, name ] = segments;
	if ( ! name ) {
		return null;
	}
	if ( section === 'embed' ) {
		return idOf( name );
	}
	if ( section === 'gifs' || section === 'stickers' || section === 'clips' ) {
		return idOf( name.split( '-' ).pop() );
	}
	return null;
}

/**
 * The id in a media path: /media/<id>/<file>, /media/v1.<token>/<id>/<file> (the signed form the
 * service's share menu copies), or /<id>.<ext> on i.giphy.com.
 */
function idFromMediaPath( segments: string[] ): string | null {
	if ( segments[ 0 ] === 'media' ) {
		const first = segments[ 1 ];
		const candidate = first?.startsWith( 'v1.' ) ? segments[ 2 ] : first;
		return idOf( candidate );
	}
	if ( segments.length === 1 ) {
		const match = /^([A-Za-z0-9]+)\.(?:gif|webp|mp4)$/i.exec(
			segments[ 0 ] as string
		);
		return idOf( match?.[ 1 ] );
	}
	return null;
}

export function parseGifInput( raw: string ): GifInput {
	const text = raw.trim();
	if ( ! text ) {
		return { kind: 'empty' };
	}
	const address = BARE_SERVICE_ADDRESS.test( text )
		? `https://${ text }`
		: text;
	if ( ! /^https?:\/\//i.test( address ) ) {
		const query = text.replace( /\s+/g, ' ' ).slice( 0, MAX_QUERY_LENGTH );
		return { kind: 'search', query: query.trim() };
	}

	let url: URL;
	try {
		url = new URL( address );
	} catch {
		return { kind: 'unsupported', url: text };
	}
	const segments = url.pathname.split( '/' ).filter( Boolean );
	if ( SHORT_HOST.test( url.hostname ) ) {
		return segments.length
			? { kind: 'short-link', url: url.href }
			: { kind: 'unsupported', url: text };
	}
	let id: string | null = null;
	if ( SERVICE_HOST.test( url.hostname ) ) {
		id = idFromServicePath( segments );
	} else if ( MEDIA_HOST.test( url.hostname ) ) {
		id = idFromMediaPath( segments );
	}
	return id ? { kind: 'id', id } : { kind: 'unsupported', url: text };
}

/** The service's embed page of a GIF: what the block shows in its iframe. */
export function embedUrlOf( id: string ): string {
	return `https://giphy.com/embed/${ id }`;
}

/**
 * Whether an address may be framed: an https page on the service's hosts. Stored content can hold
 * anything; the editor frames only what the front end would (render.php applies the same rule).
 */
export function isServiceEmbed( address: string | undefined ): boolean {
	if ( ! address ) {
		return false;
	}
	try {
		const url = new URL( address );
		return (
			url.protocol === 'https:' &&
			/^(?:[a-z0-9-]+\.)*giphy\.com$/i.test( url.hostname )
		);
	} catch {
		return false;
	}
}
