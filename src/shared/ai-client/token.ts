/**
 * The short-lived token that authorizes AI requests.
 *
 * Hosted sites ask `POST /wpcom/v2/sites/{siteId}/jetpack-openai-query/jwt`; self-hosted sites ask
 * this plugin's `POST /jetpack/v4/jetpack-ai-jwt` (REST nonce, cache-buster). The answer (token and
 * blog_id) is kept in localStorage for 120000 ms and reused until then.
 *
 * localStorage belongs to the browser, not to the person signed in: one browser may serve several
 * users of a site in turn, and several sites of a network share an origin. So each token is stored
 * under its user and site (`jetpack-blocks-ai-jwt|<user id>|<site id>|<REST root>`), a read never
 * looks at another key, and every read first drops the tokens of other users. The login screen
 * clears them all (php-stubs/ai/token-cache.php), so logging out leaves none behind. A page that
 * does not say who is signed in caches nothing.
 */
import apiFetch from '@wordpress/api-fetch';
import { type AiClientConfig, getAiClientConfig } from './config';
import {
	AiClientError,
	ERROR_NETWORK,
	ERROR_NOT_CONNECTED,
	NOT_CONNECTED_SERVER_CODE,
} from './errors';

/** Every key of this cache starts with this (the login screen's clean-up uses the same prefix). */
export const TOKEN_STORAGE_PREFIX = 'jetpack-blocks-ai-jwt';
export const TOKEN_LIFETIME_MS = 120000;

const KEY_SEPARATOR = '|';

export interface AiToken {
	token: string;
	blogId: string;
	/** Epoch milliseconds after which the token is fetched again. */
	expire: number;
}

interface TokenResponse {
	token?: unknown;
	blog_id?: unknown;
}

/**
 * Where the current user's token for the configured site is kept; null when the page did not say
 * who is signed in (then no token is kept at all).
 * @param config The AI client configuration (default: the page's).
 */
export function tokenStorageKey(
	config: AiClientConfig = getAiClientConfig()
): string | null {
	if ( ! config.userId ) {
		return null;
	}
	return [
		TOKEN_STORAGE_PREFIX,
		String( config.userId ),
		String( config.siteId ?? '' ),
		config.apiRoot,
	].join( KEY_SEPARATOR );
}

/** The browser's localStorage, or null where it is disabled (reading it may throw). */
function storage(): Storage | null {
	try {
		return typeof window !== 'undefined' && window.localStorage
			? window.localStorage
			: null;
	} catch {
		return null;
	}
}

/** Whose token a key holds: the user id part, '' for the unkeyed entry of earlier versions. */
function ownerOfKey( key: string ): string | null {
	if ( key === TOKEN_STORAGE_PREFIX ) {
		return '';
	}
	if ( ! key.startsWith( TOKEN_STORAGE_PREFIX + KEY_SEPARATOR ) ) {
		return null;
	}
	return key.split( KEY_SEPARATOR )[ 1 ] ?? '';
}

/**
 * Removes this cache's tokens except those of `keepUserId` (all of them when it is undefined).
 * @param keepUserId The user whose tokens stay.
 */
function removeTokens( keepUserId?: number ): void {
	const store = storage();
	if ( ! store ) {
		return;
	}
	try {
		const doomed: string[] = [];
		for ( let index = 0; index < store.length; index++ ) {
			const key = store.key( index );
			const owner = key === null ? null : ownerOfKey( key );
			if (
				key !== null &&
				owner !== null &&
				( keepUserId === undefined || owner !== String( keepUserId ) )
			) {
				doomed.push( key );
			}
		}
		doomed.forEach( ( key ) => store.removeItem( key ) );
	} catch {
		// Storage that cannot be listed holds nothing this code could read either.
	}
}

function readCachedToken( key: string, now: number ): AiToken | null {
	try {
		const cached = JSON.parse(
			storage()?.getItem( key ) ?? 'null'
		) as AiToken | null;
		if (
			cached &&
			typeof cached.token === 'string' &&
			cached.token &&
			typeof cached.expire === 'number' &&
			cached.expire > now
		) {
			return cached;
		}
	} catch {
		// A broken entry is treated as no entry.
	}
	return null;
}

function storeToken( key: string, token: AiToken ): void {
	try {
		storage()?.setItem( key, JSON.stringify( token ) );
	} catch {
		// Storage may be full or disabled; the token still works for this request.
	}
}

/** Forgets every cached token, of every user and site. */
export function clearCachedToken(): void {
	removeTokens();
}

/**
 * A valid token: the current user's cached one for this site while it lasts, otherwise a new one.
 * @param options
 * @param options.now Epoch milliseconds (default: the clock).
 */
export async function requestJwt( {
	now = Date.now(),
}: { now?: number } = {} ): Promise< AiToken > {
	const config = getAiClientConfig();
	const key = tokenStorageKey( config );
	removeTokens( config.userId );
	const cached = key ? readCachedToken( key, now ) : null;
	if ( cached ) {
		return cached;
	}
	const { isHosted, siteId } = config;
	let response: TokenResponse;
	try {
		response = isHosted
			? await apiFetch< TokenResponse >( {
					path: `/wpcom/v2/sites/${ siteId }/jetpack-openai-query/jwt`,
					method: 'POST',
				} )
			: await apiFetch< TokenResponse >( {
					path: `/jetpack/v4/jetpack-ai-jwt?_cacheBuster=${ now }`,
					method: 'POST',
				} );
	} catch ( error ) {
		const { message, code } = ( error ?? {} ) as {
			message?: string;
			code?: string;
		};
		// A user who is not connected cannot fix that by trying again: say so (spec 000 §6).
		if ( code === NOT_CONNECTED_SERVER_CODE ) {
			throw new AiClientError( ERROR_NOT_CONNECTED, {
				...( message ? { message } : {} ),
				status: 403,
			} );
		}
		throw new AiClientError( ERROR_NETWORK, message ? { message } : {} );
	}
	if ( typeof response?.token !== 'string' || ! response.token ) {
		throw new AiClientError( ERROR_NETWORK );
	}
	const token: AiToken = {
		token: response.token,
		blogId: String( response.blog_id ?? '' ),
		expire: now + TOKEN_LIFETIME_MS,
	};
	if ( key ) {
		storeToken( key, token );
	}
	return token;
}
