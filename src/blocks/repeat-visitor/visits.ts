/**
 * The visitor side's decisions, as pure functions (view.ts only wires them to the page).
 *
 * - The count lives in one cookie for the whole site (path = the site's home path): the spec speaks
 *   of "how many times a visitor has come", not of one page. The view script only loads on pages
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
export const COOKIE_NAME = 'jetpack-blocks-visits';
/** A year, in seconds. */
export const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Counting stops here: no threshold a person sets needs more, and the cookie stays short. */
export const MAX_COUNT = 1_000_000;

export function isCriteria( value: unknown ): value is Criteria {
	return value === 'after-visits' || value === 'before-visits';
}

/** The earlier visits recorded in a `document.cookie` string; 0 when absent or not a count. */
export function visitsFromCookies( cookies: string ): number {
	for ( const part of cookies.split( ';' ) ) {
		const separator = part.indexOf( '=' );
		if ( separator === -1 ) {
			continue;
		}
		if ( part.slice( 0, separator ).trim() !== COOKIE_NAME ) {
			continue;
		}
		const value = part.slice( separator + 1 ).trim();
		if ( ! /^\d{1,7}$/.test( value ) ) {
			return 0;
		}
		return Math.min( Number( value ), MAX_COUNT );
	}
	return 0;
}

/** The cookie that records one more visit. */
export function visitCookie(
	previous: number,
	{ path, secure }: { path: string; secure: boolean }
): string {
	const count = Math.min( Math.max( 0, previous ) + 1, MAX_COUNT );
	const safePath = /^\/[^;\s]*$/.test( path ) ? path : '/';
	return `${ COOKIE_NAME }=${ count }; Path=${ safePath }; Max-Age=${ COOKIE_MAX_AGE }; SameSite=Lax${
		secure ? '; Secure' : ''
	}`;
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
