/**
 * The visitor side's decisions, as pure functions (view.ts only wires them to the page).
 *
 * - The count lives in the reference plugin's cookie, written for the whole site (path = the site's
 *   home path): the spec speaks of "how many times a visitor has come", not of one page. The view script only loads on pages
 *   that hold the block, so a visit is a page load of such a page; it is counted once per load,
 *   however many blocks the page has.
 * - The decision uses the visits made BEFORE this one: "after-visits" shows the content once the
 *   visitor has come more than `threshold` times (this load included), "before-visits" shows it on
 *   the first `threshold` visits. With threshold 2: after-visits is hidden on visits 1–2 and shown
 *   from visit 3; before-visits is shown on visits 1–2 and hidden from visit 3.
 */
export type Criteria = 'after-visits' | 'before-visits';

export const DEFAULT_CRITERIA: Criteria = 'after-visits';
export const DEFAULT_THRESHOLD = 3;
/**
 * The reference plugin's cookie: a plain whole number, the page loads counted so far. Counting in it
 * keeps a returning visitor's history across a switch of plugin, both ways. The reference wrote it
 * for the page's own path; ours is written for the site's home path (one count for the site), so a
 * page can see two values of it: the larger one is the visitor's count.
 */
export const COOKIE_NAME = 'jp-visit-counter';
/** Where earlier releases of this plugin counted; read once more, then removed. */
export const LEGACY_COOKIE_NAME = 'jetpack-blocks-visits';
/** A year, in seconds. */
export const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Counting stops here: no threshold a person sets needs more, and the cookie stays short. */
export const MAX_COUNT = 1_000_000;

export function isCriteria( value: unknown ): value is Criteria {
	return value === 'after-visits' || value === 'before-visits';
}

export interface VisitCookies {
	/** Earlier visits: the largest count among the visit cookies the page can read; 0 when none. */
	previous: number;
	/** How many `jp-visit-counter` values the page sees (more than one: a page's copy exists too). */
	counters: number;
	/** Whether the legacy cookie is still there (to be removed). */
	legacy: boolean;
}

/** Reads every visit cookie of a `document.cookie` string. A value that is not a count reads as 0. */
export function readVisitCookies( cookies: string ): VisitCookies {
	const result: VisitCookies = { previous: 0, counters: 0, legacy: false };
	for ( const part of cookies.split( ';' ) ) {
		const separator = part.indexOf( '=' );
		if ( separator === -1 ) {
			continue;
		}
		const name = part.slice( 0, separator ).trim();
		if ( name === COOKIE_NAME ) {
			result.counters++;
		} else if ( name === LEGACY_COOKIE_NAME ) {
			result.legacy = true;
		} else {
			continue;
		}
		const value = part.slice( separator + 1 ).trim();
		if ( /^\d{1,7}$/.test( value ) ) {
			result.previous = Math.max(
				result.previous,
				Math.min( Number( value ), MAX_COUNT )
			);
		}
	}
	return result;
}

/** The earlier visits recorded in a `document.cookie` string; 0 when absent or not a count. */
export function visitsFromCookies( cookies: string ): number {
	return readVisitCookies( cookies ).previous;
}

function safeCookiePath( path: string ): string {
	return /^\/[^;\s]*$/.test( path ) ? path : '/';
}

/** The cookie that records one more visit. */
export function visitCookie(
	previous: number,
	{ path, secure }: { path: string; secure: boolean }
): string {
	const count = Math.min( Math.max( 0, previous ) + 1, MAX_COUNT );
	return `${ COOKIE_NAME }=${ count }; Path=${ safeCookiePath(
		path
	) }; Max-Age=${ COOKIE_MAX_AGE }; SameSite=Lax${ secure ? '; Secure' : '' }`;
}

/** The cookie string that removes the legacy count (once its value has been carried over). */
export function legacyCookieRemoval( path: string ): string {
	return `${ LEGACY_COOKIE_NAME }=; Path=${ safeCookiePath(
		path
	) }; Max-Age=0; SameSite=Lax`;
}

/** A block's threshold from its data attribute: a whole number above 0, else the default. */
export function thresholdFrom( value: string | undefined ): number {
	if ( value === undefined || ! /^\d+$/.test( value ) ) {
		return DEFAULT_THRESHOLD;
	}
	const threshold = Number( value );
	return threshold > 0 ? threshold : DEFAULT_THRESHOLD;
}

/** Whether a visitor with `previous` earlier visits sees the content. */
export function isShown(
	criteria: Criteria,
	threshold: number,
	previous: number
): boolean {
	return criteria === 'before-visits'
		? previous < threshold
		: previous >= threshold;
}
