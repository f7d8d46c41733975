/**
 * The two kinds of account a photo feed can show, told apart by the token alone (the saved markup
 * must follow from the attributes):
 *
 * - an Instagram account connected through the site's Instagram app: a numeric connection id;
 * - this site's own media library, the local default that needs no network: a fixed token.
 */

/** The token of the "This site's media library" account (php-stubs/instagram/connections.php). */
export const LOCAL_ACCOUNT_TOKEN = 'media-library';

/** Most posts a feed shows, and how many the editor asks for (spec 001 §9). */
export const MAX_POSTS = 30;
export const MIN_POSTS = 1;
export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 6;
export const MIN_SPACING = 0;
export const MAX_SPACING = 50;

/** The connect popup's size (spec 001 §9). */
export const POPUP_WIDTH = 700;
export const POPUP_HEIGHT = 700;

export function isLocalAccount( token: string | undefined ): boolean {
	return token === LOCAL_ACCOUNT_TOKEN;
}

/** The public profile address of an Instagram user. */
export function instagramProfileUrl( user: string ): string {
	return `https://www.instagram.com/${ user }/`;
}

/** A number kept within [min, max]; anything not a finite number becomes the fallback. */
export function clamp(
	value: unknown,
	min: number,
	max: number,
	fallback: number
): number {
	const number =
		typeof value === 'number' && Number.isFinite( value )
			? Math.round( value )
			: fallback;
	return Math.min( max, Math.max( min, number ) );
}
