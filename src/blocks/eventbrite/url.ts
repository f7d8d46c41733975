/**
 * Recognising an event page of the ticket service.
 *
 * An event page lives on the service's own domain — eventbrite.com or a country domain such as
 * eventbrite.com.au, eventbrite.co.uk, eventbrite.de, with or without a subdomain — under `/e/`, and
 * its path ends with the event's numeric id (`/e/some-title-tickets-144144099883`). Query strings
 * (tracking parameters such as `?aff=…`) and fragments are kept in the stored URL and ignored when
 * reading the id. Anything else — other hosts, organiser pages, addresses without http(s) — is not an
 * event page; a short link must first be followed to where it leads (resolveRedirect).
 */

/**
 * Scheme, optional subdomains, the service's domain with a two- or three-letter top-level domain
 * and an optional two-letter country part (com.au, co.uk), then `/e/…<digits>`, an optional
 * trailing slash, and an optional query or fragment. The host must end right before the path, so
 * `eventbrite.com.example.org` or `eventbrite.com@example.org` do not match.
 */
const EVENT_URL =
	/^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*eventbrite\.[a-z]{2,3}(?:\.[a-z]{2})?(?::\d{1,5})?\/e\/(?:[^/?#\s]*?)(\d+)\/?(?:[?#]\S*)?$/i;

/** An absolute web address: what may be handed to the short-link resolver. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

export interface EventPage {
	/** The address as the editor entered it, trimmed. */
	url: string;
	/** The trailing digits of the path. */
	eventId: number;
}

/** The event page an input names, or null when it is not one. */
export function parseEventUrl(
	input: string | null | undefined
): EventPage | null {
	const url = ( input ?? '' ).trim();
	const match = EVENT_URL.exec( url );
	if ( ! match?.[ 1 ] ) {
		return null;
	}
	const eventId = Number( match[ 1 ] );
	if ( ! Number.isSafeInteger( eventId ) || eventId <= 0 ) {
		return null;
	}
	return { url, eventId };
}

export function isEventUrl( input: string | null | undefined ): boolean {
	return parseEventUrl( input ) !== null;
}

/** Whether an input is an http(s) address at all, so following its redirects could make sense. */
export function isWebAddress( input: string | null | undefined ): boolean {
	return WEB_ADDRESS.test( ( input ?? '' ).trim() );
}
