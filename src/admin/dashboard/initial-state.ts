/**
 * What the dashboard reads from `window.JetpackBlocksInitialState` (printed by PHP before the
 * script): the registration nonce and the admin URL. Read each time, never cached, so a test can set
 * it; any field may be missing (e.g. a page that printed no state).
 */
import type { InitialState } from '../../shared/api/types';

export function getInitialState(): Partial< InitialState > {
	const state = (
		window as unknown as {
			JetpackBlocksInitialState?: Partial< InitialState >;
		}
	 ).JetpackBlocksInitialState;
	return state ?? {};
}

/** The AI settings screen, where the plan tier is chosen on this local site. */
export const AI_SETTINGS_PATH = 'options-general.php?page=jetpack-blocks-ai';

/**
 * An admin page URL: relative to `adminUrl` when known (`http://site/wp-admin/`), otherwise
 * relative to the current page, which is itself in wp-admin.
 * @param path
 */
export function adminPageUrl( path: string ): string {
	const { adminUrl } = getInitialState();
	if ( ! adminUrl ) {
		return path;
	}
	return adminUrl.replace( /\/*$/, '/' ) + path.replace( /^\/+/, '' );
}

/**
 * This page's URL with the given hash route (`#/connection`): where the authorization screen
 * sends the browser back.
 * @param route
 */
export function currentPageUrlWithRoute( route: string ): string {
	const { origin, pathname, search } = window.location;
	return `${ origin }${ pathname }${ search }#/${ route }`;
}
