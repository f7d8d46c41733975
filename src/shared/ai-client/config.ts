/**
 * Where the AI client sends its requests, and for whom.
 *
 * The hosted service is the default. When this plugin's server side serves the AI routes (it always
 * does on a self-hosted site: php-stubs/routes/ai.php), PHP prints the site's REST root into the page
 * as `window.JetpackBlocksAi` and every AI call goes to the local site instead. PHP also prints the
 * signed-in user's id there: the token cache is kept per user (token.ts).
 */
export interface AiClientConfig {
	/** Base URL the AI routes hang off, ending in a slash (e.g. https://example.org/wp-json/). */
	apiRoot: string;
	/** True on the hosting platform's own sites (simple/atomic): the token comes from the site-scoped path. */
	isHosted: boolean;
	/**
	 * Whether a user must connect their account before using the AI (spec 000 §6). True unless the
	 * site printed otherwise (its `jetpack_blocks_ai_requires_connection` filter).
	 */
	requiresConnection: boolean;
	/** The site's id on the hosting platform, for the hosted token path. */
	siteId?: number;
	/**
	 * The signed-in user's id. Browsers are shared: the cached token is stored under this id, and
	 * without it nothing is cached.
	 */
	userId?: number;
}

export const HOSTED_API_ROOT = 'https://public-api.wordpress.com/';

declare global {
	interface Window {
		JetpackBlocksAi?: Partial< AiClientConfig >;
	}
}

let override: Partial< AiClientConfig > | null = null;

export function getAiClientConfig(): AiClientConfig {
	const printed =
		typeof window !== 'undefined' ? window.JetpackBlocksAi : undefined;
	const merged = { ...printed, ...override };
	const apiRoot = merged.apiRoot || HOSTED_API_ROOT;
	return {
		apiRoot: apiRoot.endsWith( '/' ) ? apiRoot : `${ apiRoot }/`,
		isHosted: merged.isHosted ?? false,
		requiresConnection: merged.requiresConnection ?? true,
		siteId: merged.siteId,
		userId:
			Number.isInteger( merged.userId ) && Number( merged.userId ) > 0
				? merged.userId
				: undefined,
	};
}

/** For tests and for embedding pages: replaces the printed configuration (null restores it). */
export function setAiClientConfig(
	config: Partial< AiClientConfig > | null
): void {
	override = config;
}

/** A full URL for an AI route such as `wpcom/v2/jetpack-ai-query`. */
export function aiRouteUrl(
	route: string,
	query: Record< string, string > = {}
): string {
	const root = new URL( getAiClientConfig().apiRoot );
	const clean = route.replace( /^\//, '' );
	// Sites without pretty permalinks answer REST at ?rest_route=; keep that form.
	const url = root.searchParams.has( 'rest_route' )
		? new URL( root.toString() )
		: new URL( clean, root );
	if ( root.searchParams.has( 'rest_route' ) ) {
		url.searchParams.set( 'rest_route', `/${ clean }` );
	}
	for ( const [ key, value ] of Object.entries( query ) ) {
		url.searchParams.set( key, value );
	}
	return url.toString();
}
