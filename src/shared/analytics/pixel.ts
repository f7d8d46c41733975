/**
 * The tracking pixel's URL: the event name (`_en`), its time (`_ts`), the user (`_ut`, `_ui`,
 * `_ul`), the event's properties, and a cache-buster (`_rt`, the send time), added to the pixel
 * URL's own query (the local handler's nonce stays as the page printed it).
 */

export type EventProperties = Record< string, unknown >;

export interface AnalyticsIdentity {
	userId: number | string;
	username: string;
}

export interface QueuedEvent {
	name: string;
	properties: Record< string, string >;
	/** When it was recorded (ms). */
	timestamp: number;
}

/** Event and property names Tracks accepts. */
export const NAME_PATTERN = /^[a-z_][a-z0-9_]*$/;

/** Query keys the pixel sets itself; properties cannot override them. */
const RESERVED_KEYS = new Set( [ '_en', '_ts', '_ut', '_ui', '_ul', '_rt' ] );

export const USER_TYPE = 'wpcom:user_id';

function stringify( value: unknown ): string | null {
	if ( value === undefined || value === null ) {
		return null;
	}
	if ( typeof value === 'string' ) {
		return value;
	}
	if (
		typeof value === 'number' ||
		typeof value === 'boolean' ||
		typeof value === 'bigint'
	) {
		return String( value );
	}
	try {
		return JSON.stringify( value ) ?? null;
	} catch {
		return null;
	}
}

/**
 * The properties that can be sent, as strings: names must match NAME_PATTERN and not be one of
 * the pixel's own keys; undefined and null values are left out.
 */
export function sanitizeProperties(
	properties: EventProperties = {}
): Record< string, string > {
	const sanitized: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( properties ) ) {
		if ( ! NAME_PATTERN.test( key ) || RESERVED_KEYS.has( key ) ) {
			continue;
		}
		const text = stringify( value );
		if ( text !== null ) {
			sanitized[ key ] = text;
		}
	}
	return sanitized;
}

export function buildPixelUrl(
	pixelUrl: string,
	event: QueuedEvent,
	identity: AnalyticsIdentity,
	requestTime: number
): string {
	const query = new URLSearchParams( {
		_en: event.name,
		_ts: String( event.timestamp ),
		_ut: USER_TYPE,
		_ui: String( identity.userId ),
		_ul: identity.username,
	} );
	const hashAt = pixelUrl.indexOf( '#' );
	const base = hashAt === -1 ? pixelUrl : pixelUrl.slice( 0, hashAt );
	// The pixel URL's own query (the local handler's `action` and `_wpnonce`) wins: a server reads
	// the last of two equal keys, so a property of the same name would replace it.
	const queryAt = base.indexOf( '?' );
	const own = new URLSearchParams(
		queryAt === -1 ? '' : base.slice( queryAt + 1 )
	);
	for ( const [ key, value ] of Object.entries( event.properties ) ) {
		if ( ! own.has( key ) ) {
			query.append( key, value );
		}
	}
	query.append( '_rt', String( requestTime ) );
	let separator = '&';
	if ( ! base.includes( '?' ) ) {
		separator = '?';
	} else if ( base.endsWith( '?' ) || base.endsWith( '&' ) ) {
		separator = '';
	}
	return `${ base }${ separator }${ query.toString() }`;
}
