/**
 * The Tock business a block names. The `url` attribute holds what the editor typed: the business
 * name Tock's widget is initialised with (`roister`), as the reference stores it, or the address of
 * its Tock page (`https://www.exploretock.com/roister`), which people copy from the browser.
 * render.php applies the same rule.
 */

/** Tock's business names: letters, digits and hyphens (the path of the business page). */
const BUSINESS = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/** The business name in a stored `url`, or null when there is none. */
export function businessName( url: unknown ): string | null {
	if ( typeof url !== 'string' ) {
		return null;
	}
	let value = url.trim();
	const page = value.match(
		/^(?:https?:\/\/)?(?:www\.)?exploretock\.com\/([^/?#]+)/i
	);
	if ( page?.[ 1 ] ) {
		value = page[ 1 ];
	}
	return BUSINESS.test( value ) ? value : null;
}

/** The business's reservation page on Tock (the link visitors can always follow). */
export function reservationPage( name: string ): string {
	return `https://www.exploretock.com/${ encodeURIComponent( name ) }`;
}
