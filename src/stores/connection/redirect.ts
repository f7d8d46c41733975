/**
 * The redirect to the authorization screen: the authorize URL with a `from` parameter (where the
 * flow started) added to its query, before any fragment.
 */
import type { RedirectFunc } from './types';

export function addFromParameter( url: string, from?: string ): string {
	if ( from === undefined || from === '' ) {
		return url;
	}
	const hashAt = url.indexOf( '#' );
	const base = hashAt === -1 ? url : url.slice( 0, hashAt );
	const hash = hashAt === -1 ? '' : url.slice( hashAt );
	let separator = '&';
	if ( ! base.includes( '?' ) ) {
		separator = '?';
	} else if ( base.endsWith( '?' ) || base.endsWith( '&' ) ) {
		separator = '';
	}
	return `${ base }${ separator }from=${ encodeURIComponent( from ) }${ hash }`;
}

/** The browser's own navigation. */
export const defaultRedirect: RedirectFunc = ( url ) => {
	window.location.assign( url );
};
