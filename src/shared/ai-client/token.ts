/**
 * The short-lived token that authorizes AI requests.
 *
 * Hosted sites ask `POST /wpcom/v2/sites/{siteId}/jetpack-openai-query/jwt`; self-hosted sites ask
 * this plugin's `POST /jetpack/v4/jetpack-ai-jwt` (REST nonce, cache-buster). The answer (token and
 * blog_id) is kept in localStorage for 120000 ms and reused until then.
 */
import apiFetch from '@wordpress/api-fetch';
import { getAiClientConfig } from './config';
import { AiClientError, ERROR_NETWORK } from './errors';

export const TOKEN_STORAGE_KEY = 'jetpack-blocks-ai-jwt';
export const TOKEN_LIFETIME_MS = 120000;

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

function readCachedToken( now: number ): AiToken | null {
	try {
		const cached = JSON.parse(
			window.localStorage.getItem( TOKEN_STORAGE_KEY ) ?? 'null'
		) as AiToken | null;
		if (
			cached &&
			typeof cached.token === 'string' &&
			cached.expire > now
		) {
			return cached;
		}
	} catch {
		// A broken entry is treated as no entry.
	}
	return null;
}

function storeToken( token: AiToken ): void {
	try {
		window.localStorage.setItem(
			TOKEN_STORAGE_KEY,
			JSON.stringify( token )
		);
	} catch {
		// Storage may be full or disabled; the token still works for this request.
	}
}

export function clearCachedToken(): void {
	try {
		window.localStorage.removeItem( TOKEN_STORAGE_KEY );
	} catch {
		// Nothing to clear.
	}
}

/** A valid token: the cached one while it lasts, otherwise a new one. */
export async function requestJwt( {
	now = Date.now(),
}: { now?: number } = {} ): Promise< AiToken > {
	const cached = readCachedToken( now );
	if ( cached ) {
		return cached;
	}
	const { isHosted, siteId } = getAiClientConfig();
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
		const message = ( error as { message?: string } )?.message;
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
	storeToken( token );
	return token;
}
