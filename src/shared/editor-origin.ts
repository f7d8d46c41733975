/**
 * Marks the editor's requests to this site (spec 002 §7: "Editor requests to the same host carry a
 * header marking them as coming from the editor"), as the reference does, so the server and other
 * plugins can tell an editor's REST request from a visitor's (an image service, for example, keeps
 * editor responses unresized). Requests to other hosts are left as they are: a custom header would
 * make the browser send a CORS preflight the other host does not expect.
 */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

export const EDITOR_ORIGIN_HEADER = 'x-wp-api-fetch-from-editor';

/** Whether a request goes to the page's own origin (a REST `path` always does). */
export function isSameOrigin(
	options: APIFetchOptions,
	here: Location
): boolean {
	if ( ! options.url ) {
		return true;
	}
	try {
		const target = new URL( options.url, here.href );
		return (
			target.protocol === here.protocol &&
			target.hostname === here.hostname &&
			target.port === here.port
		);
	} catch {
		return false;
	}
}

export const editorOriginMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( ! isSameOrigin( options, window.location ) ) {
		return next( options );
	}
	return next( {
		...options,
		headers: { ...options.headers, [ EDITOR_ORIGIN_HEADER ]: 'true' },
	} );
};
