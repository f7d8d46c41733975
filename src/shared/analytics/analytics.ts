/**
 * The analytics helper (spec 000 §5 "Analytics", §7.6): events are recorded only when their name
 * starts with `akismet_` or the product's prefix, only for a connected user, and not after the
 * user opted out (the page's printed `tracksOptOut`, or `setTrackingOptOut`). Recorded events wait in a queue until the user's identity is known, then go out
 * as tracking-pixel GETs (an `Image` per event).
 */
import type { InitialState } from '../api/types';
import {
	NAME_PATTERN,
	buildPixelUrl,
	sanitizeProperties,
	type AnalyticsIdentity,
	type EventProperties,
	type QueuedEvent,
} from './pixel';

export const DEFAULT_EVENT_PREFIX = 'jetpack_';
export const AKISMET_EVENT_PREFIX = 'akismet_';
export const DEFAULT_PIXEL_URL = 'https://pixel.wp.com/t.gif';
/** Events kept while the identity is unknown; older ones are dropped first. */
export const MAX_QUEUED_EVENTS = 100;

export interface AnalyticsOptions {
	/** Whether the current user is connected (default: the page's printed user data). */
	isConnected?: () => boolean;
	/** The product's event prefix (default: the page's `tracksEventPrefix`, else `jetpack_`). */
	eventPrefix?: string;
	/** Where pixels go (default: the page's `tracksPixelUrl`, else the hosted pixel). */
	pixelUrl?: string;
}

export interface Analytics {
	/** Records an event; answers whether it was accepted (sent or queued). */
	recordEvent: ( name: string, properties?: EventProperties ) => boolean;
	setIdentity: ( identity: AnalyticsIdentity ) => void;
	setTrackingOptOut: ( optOut: boolean ) => void;
	configure: ( options: AnalyticsOptions ) => void;
	/** Events waiting for the identity (copies). */
	getQueue: () => QueuedEvent[];
}

type PrintedState = Partial< InitialState >;

function printedState(): PrintedState | null {
	if ( typeof window === 'undefined' ) {
		return null;
	}
	const printed: unknown = (
		window as Window & { JetpackBlocksInitialState?: unknown }
	 ).JetpackBlocksInitialState;
	return typeof printed === 'object' && printed !== null
		? ( printed as PrintedState )
		: null;
}

function printedString(
	key: 'tracksEventPrefix' | 'tracksPixelUrl'
): string | null {
	const value = printedState()?.[ key ];
	return typeof value === 'string' && value !== '' ? value : null;
}

/** The user's own analytics setting as the page printed it (tracking/settings `tracks_opt_out`). */
function printedOptOut(): boolean {
	return printedState()?.tracksOptOut === true;
}

function printedIsConnected(): boolean {
	return (
		printedState()?.userConnectionData?.currentUser?.isConnected === true
	);
}

function printedIdentity(): AnalyticsIdentity | null {
	const user = printedState()?.userConnectionData?.currentUser?.wpcomUser;
	if (
		typeof user !== 'object' ||
		user === null ||
		( typeof user.ID !== 'number' && typeof user.ID !== 'string' ) ||
		typeof user.login !== 'string' ||
		user.login === ''
	) {
		return null;
	}
	return { userId: user.ID, username: user.login };
}

export function createAnalytics(
	initialOptions: AnalyticsOptions = {}
): Analytics {
	let options: AnalyticsOptions = { ...initialOptions };
	let identity: AnalyticsIdentity | null = null;
	// null: the page's printed setting applies until it is set here.
	let optedOut: boolean | null = null;
	let queue: QueuedEvent[] = [];
	let lastRequestTime = 0;

	const eventPrefix = () =>
		options.eventPrefix ??
		printedString( 'tracksEventPrefix' ) ??
		DEFAULT_EVENT_PREFIX;
	const pixelUrl = () =>
		options.pixelUrl ??
		printedString( 'tracksPixelUrl' ) ??
		DEFAULT_PIXEL_URL;
	const isConnected = () =>
		options.isConnected ? options.isConnected() : printedIsConnected();
	const currentIdentity = () => identity ?? printedIdentity();
	const isOptedOut = () => optedOut ?? printedOptOut();

	/** Strictly increasing, so no two pixels share a URL (an image cache would swallow one). */
	function requestTime(): number {
		lastRequestTime = Math.max( Date.now(), lastRequestTime + 1 );
		return lastRequestTime;
	}

	function send( event: QueuedEvent, user: AnalyticsIdentity ): void {
		const image = new Image();
		image.src = buildPixelUrl( pixelUrl(), event, user, requestTime() );
	}

	function flush(): void {
		const user = currentIdentity();
		if ( user === null || queue.length === 0 ) {
			return;
		}
		const waiting = queue;
		queue = [];
		if ( isOptedOut() || ! isConnected() ) {
			return;
		}
		waiting.forEach( ( event ) => send( event, user ) );
	}

	function isTrackedName( name: string ): boolean {
		return (
			NAME_PATTERN.test( name ) &&
			( name.startsWith( AKISMET_EVENT_PREFIX ) ||
				name.startsWith( eventPrefix() ) )
		);
	}

	return {
		recordEvent( name, properties ) {
			if ( isOptedOut() || ! isTrackedName( name ) || ! isConnected() ) {
				return false;
			}
			queue.push( {
				name,
				properties: sanitizeProperties( properties ),
				timestamp: Date.now(),
			} );
			if ( queue.length > MAX_QUEUED_EVENTS ) {
				queue.splice( 0, queue.length - MAX_QUEUED_EVENTS );
			}
			flush();
			return true;
		},
		setIdentity( { userId, username } ) {
			identity = { userId, username };
			flush();
		},
		setTrackingOptOut( optOut ) {
			optedOut = optOut;
			if ( optOut ) {
				queue = [];
			}
		},
		configure( next ) {
			options = { ...options, ...next };
			flush();
		},
		getQueue() {
			return queue.map( ( event ) => ( {
				...event,
				properties: { ...event.properties },
			} ) );
		},
	};
}
