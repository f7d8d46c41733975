/**
 * The plugin's REST routes, read from the site's own REST index, so a permission test covers every
 * route as soon as it is registered (no list to keep in step by hand).
 */
import { request, type APIRequestContext } from '@playwright/test';

export const PLUGIN_NAMESPACES = [ 'jetpack/v4', 'wpcom/v2' ];

/** Routes authorized by the AI bearer token alone: without one, everybody gets 401. */
export const TOKEN_ROUTES = [
	'/wpcom/v2/jetpack-ai-query',
	'/wpcom/v2/jetpack-ai-transcription',
	'/wpcom/v2/jetpack-ai/images/generations',
];

/**
 * Write routes meant for anonymous visitors (a form on a public page): instead of 401/403 they must
 * refuse input that is missing or not theirs with a 4xx and a message (not a 2xx, not a 5xx).
 */
export const PUBLIC_ROUTES = [ '/wpcom/v2/mailchimp/subscribe' ];

const WRITE_METHODS = [ 'POST', 'PUT', 'PATCH', 'DELETE' ];
const READ_METHODS = [ 'GET' ];

/**
 * Read routes that only relay a remote service and have nothing local to answer with: on a site
 * with no service key or no network they answer 503 with a code and a sentence, which is the honest
 * answer (the GIF search, by contrast, falls back to the media library and answers 200).
 */
const REMOTE_ONLY_ROUTES = [ '/wpcom/v2/gif/(?P<id>[A-Za-z0-9]{1,64})' ];

export interface RestEndpoint {
	/** A concrete path (regex groups filled with sample values). */
	path: string;
	/** The route as registered. */
	route: string;
	method: string;
	requiredArgs: string[];
}

interface IndexRoute {
	endpoints: Array< {
		methods: string[];
		args: Record< string, { required?: boolean } >;
	} >;
}

/** Fills `(?P<name>pattern)` groups (which may nest parentheses) with a value the pattern accepts. */
export function samplePath( route: string ): string {
	let path = '';
	let index = 0;
	while ( index < route.length ) {
		const start = route.indexOf( '(?P<', index );
		if ( start === -1 ) {
			path += route.slice( index );
			break;
		}
		path += route.slice( index, start );
		let depth = 0;
		let end = start;
		for ( ; end < route.length; end++ ) {
			if ( route[ end ] === '\\' ) {
				end++;
			} else if ( route[ end ] === '(' ) {
				depth++;
			} else if ( route[ end ] === ')' && --depth === 0 ) {
				break;
			}
		}
		const pattern = route.slice( start, end + 1 );
		path += pattern.includes( '\\d' ) ? '1' : 'markdown';
		index = end + 1;
	}
	return path;
}

export async function pluginWriteEndpoints(
	api: APIRequestContext
): Promise< RestEndpoint[] > {
	return pluginEndpoints( api, WRITE_METHODS );
}

export async function pluginReadEndpoints(
	api: APIRequestContext
): Promise< RestEndpoint[] > {
	return pluginEndpoints( api, READ_METHODS );
}

async function pluginEndpoints(
	api: APIRequestContext,
	methods: string[]
): Promise< RestEndpoint[] > {
	const endpoints: RestEndpoint[] = [];
	for ( const namespace of PLUGIN_NAMESPACES ) {
		const response = await api.get(
			`/?rest_route=${ encodeURIComponent( `/${ namespace }` ) }`
		);
		const index = ( await response.json() ) as {
			routes?: Record< string, IndexRoute >;
		};
		for ( const [ route, { endpoints: list } ] of Object.entries(
			index.routes ?? {}
		) ) {
			if ( route === `/${ namespace }` ) {
				continue;
			}
			for ( const endpoint of list ) {
				for ( const method of endpoint.methods.filter( ( m ) =>
					methods.includes( m )
				) ) {
					endpoints.push( {
						path: samplePath( route ),
						route,
						method,
						requiredArgs: Object.entries( endpoint.args ?? {} )
							.filter( ( [ , arg ] ) => arg.required )
							.map( ( [ name ] ) => name ),
					} );
				}
			}
		}
	}
	return endpoints;
}

async function restNonce( context: APIRequestContext ): Promise< string > {
	const response = await context.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	return ( await response.text() ).trim();
}

/** A fresh subscriber, logged in; with the REST nonce of their session. */
export async function subscriberContext(): Promise< {
	context: APIRequestContext;
	nonce: string;
} > {
	const username = `subscriber${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
	const admin = await request.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	await admin.post(
		`/?rest_route=${ encodeURIComponent( '/wp/v2/users' ) }`,
		{
			headers: { 'X-WP-Nonce': await restNonce( admin ) },
			data: {
				username,
				email: `${ username }@example.org`,
				password: 'password',
				roles: [ 'subscriber' ],
			},
		}
	);
	await admin.dispose();
	const context = await request.newContext( {
		baseURL: process.env.WP_BASE_URL,
	} );
	await context.post( '/wp-login.php', {
		form: { log: username, pwd: 'password', testcookie: '1' },
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
	} );
	return { context, nonce: await restNonce( context ) };
}

const restUrl = ( path: string ) =>
	`/?rest_route=${ encodeURIComponent( path ) }`;

/**
 * Every write endpoint: 401 logged out; for a subscriber 403 (401 on token routes, where the
 * session does not count). Returns one line per endpoint that answered otherwise.
 */
export async function permissionProblems(
	endpoints: RestEndpoint[],
	anonymous: APIRequestContext,
	subscriber: { context: APIRequestContext; nonce: string }
): Promise< string[] > {
	const problems: string[] = [];
	for ( const endpoint of endpoints ) {
		const loggedOut = await anonymous.fetch( restUrl( endpoint.path ), {
			method: endpoint.method,
			data: {},
		} );
		if ( PUBLIC_ROUTES.includes( endpoint.route ) ) {
			const body = ( await loggedOut.json().catch( () => ( {} ) ) ) as {
				message?: unknown;
			};
			if (
				loggedOut.status() < 400 ||
				loggedOut.status() >= 500 ||
				typeof body.message !== 'string'
			) {
				problems.push(
					`${ endpoint.method } ${ endpoint.path } (public) empty input → ${ loggedOut.status() }`
				);
			}
			continue;
		}
		if ( loggedOut.status() !== 401 ) {
			problems.push(
				`${ endpoint.method } ${ endpoint.path } logged out → ${ loggedOut.status() }`
			);
		}
		const asSubscriber = await subscriber.context.fetch(
			restUrl( endpoint.path ),
			{
				method: endpoint.method,
				headers: { 'X-WP-Nonce': subscriber.nonce },
				data: {},
			}
		);
		const expected = TOKEN_ROUTES.includes( endpoint.route ) ? 401 : 403;
		if ( asSubscriber.status() !== expected ) {
			problems.push(
				`${ endpoint.method } ${ endpoint.path } subscriber → ${ asSubscriber.status() } (expected ${ expected })`
			);
		}
	}
	return problems;
}

/** Write endpoints with required arguments, called by an admin without them: each must answer 400 with a message. */
export async function missingInputProblems(
	endpoints: RestEndpoint[],
	admin: APIRequestContext
): Promise< string[] > {
	const nonce = await restNonce( admin );
	const problems: string[] = [];
	for ( const endpoint of endpoints.filter(
		( candidate ) =>
			candidate.requiredArgs.length &&
			! TOKEN_ROUTES.includes( candidate.route )
	) ) {
		const response = await admin.fetch( restUrl( endpoint.path ), {
			method: endpoint.method,
			headers: { 'X-WP-Nonce': nonce },
			data: {},
		} );
		const body = ( await response.json().catch( () => ( {} ) ) ) as {
			message?: string;
		};
		if ( response.status() !== 400 || ! body.message ) {
			problems.push(
				`${ endpoint.method } ${ endpoint.path } → ${ response.status() } ${ body.message ?? '' }`
			);
		}
	}
	return problems;
}

/**
 * Read endpoints without required arguments, called by an admin: each answers JSON — 200, or a 400
 * with a message when the site's state makes the question meaningless (e.g. an authorization URL
 * before registration); never a 404, a 5xx or a non-JSON body.
 */
export async function readProblems(
	endpoints: RestEndpoint[],
	admin: APIRequestContext
): Promise< string[] > {
	const nonce = await restNonce( admin );
	const problems: string[] = [];
	for ( const endpoint of endpoints.filter(
		( candidate ) => ! candidate.requiredArgs.length
	) ) {
		const response = await admin.get( restUrl( endpoint.path ), {
			headers: { 'X-WP-Nonce': nonce },
		} );
		const json = await response.json().catch( () => undefined );
		const body = json as { code?: unknown; message?: unknown } | undefined;
		const hasReason =
			typeof body?.code === 'string' && typeof body?.message === 'string';
		const explained =
			( response.status() === 400 && hasReason ) ||
			( response.status() === 503 &&
				hasReason &&
				REMOTE_ONLY_ROUTES.includes( endpoint.route ) );
		if (
			json === undefined ||
			( response.status() !== 200 && ! explained )
		) {
			problems.push( `GET ${ endpoint.path } → ${ response.status() }` );
		}
	}
	return problems;
}

/** Read endpoints called logged out: none of the plugin's data is public, so each must answer 401. */
export async function loggedOutReadProblems(
	endpoints: RestEndpoint[],
	anonymous: APIRequestContext
): Promise< string[] > {
	const problems: string[] = [];
	for ( const endpoint of endpoints ) {
		const response = await anonymous.get( restUrl( endpoint.path ) );
		if ( response.status() !== 401 ) {
			problems.push(
				`GET ${ endpoint.path } logged out → ${ response.status() }`
			);
		}
	}
	return problems;
}
