/**
 * A hash router, no library: `#/connection`, `#/modules` (the default for an empty or unknown
 * hash), `#/add-jetpack-ai` (the AI upgrade page, linked from the editor) and `#/plan` (the
 * site's plan, linked from the editor's upgrade banner). The route follows
 * `hashchange`, so the nav links, the browser's back button and links from elsewhere all work.
 */
import { useEffect, useState } from '@wordpress/element';

export const ROUTES = [
	'connection',
	'modules',
	'add-jetpack-ai',
	'plan',
] as const;

export type Route = ( typeof ROUTES )[ number ];

export const DEFAULT_ROUTE: Route = 'modules';

function isRoute( value: string ): value is Route {
	return ( ROUTES as readonly string[] ).includes( value );
}

/**
 * The route of a location hash: `#/connection`, `#connection` and `#/connection/` all name
 * `connection`; anything else is the default.
 * @param hash
 */
export function routeFromHash( hash: string ): Route {
	const name = hash.replace( /^#\/?/, '' ).replace( /\/+$/, '' );
	return isRoute( name ) ? name : DEFAULT_ROUTE;
}

export function routeHref( route: Route ): string {
	return `#/${ route }`;
}

/** The current route, updated on every `hashchange`. */
export function useHashRoute(): Route {
	const [ route, setRoute ] = useState< Route >( () =>
		routeFromHash( window.location.hash )
	);

	useEffect( () => {
		const onHashChange = () =>
			setRoute( routeFromHash( window.location.hash ) );
		window.addEventListener( 'hashchange', onHashChange );
		// The hash may have changed between the first render and this effect.
		onHashChange();
		return () => window.removeEventListener( 'hashchange', onHashChange );
	}, [] );

	return route;
}
