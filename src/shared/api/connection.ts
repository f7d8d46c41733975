/**
 * Connection routes (spec 000 §7, Connection): registering the site, authorizing the user,
 * connection state and the plugins that use the connection.
 */
import { __ } from '@wordpress/i18n';
import { ApiClientError } from './errors';
import { apiGet, apiPost } from './request';
import type { DashboardData } from './route-types';
import type {
	AuthorizeUrlResponse,
	ConnectedPlugin,
	ConnectionStatus,
	ConnectionTestResponse,
	ReconnectResponse,
	SuccessResponse,
	UserConnectionData,
} from './types';

export interface RegisterSiteOptions {
	/** The registration nonce printed in the initial state (`registrationNonce`). */
	registrationNonce: string;
	/** Where the authorization screen sends the browser back to. */
	redirectUri: string;
	/** The plugin that asks for the connection, when it is not this one. */
	pluginSlug?: string;
}

/** POST connection/register: registers the site; answers with the user authorization URL. */
export function registerSite( {
	registrationNonce,
	redirectUri,
	pluginSlug,
}: RegisterSiteOptions ): Promise< AuthorizeUrlResponse > {
	const body: Record< string, unknown > = {
		registration_nonce: registrationNonce,
		no_iframe: true,
	};
	if ( pluginSlug ) {
		body.plugin_slug = pluginSlug;
	}
	body.redirect_uri = redirectUri;
	return apiPost< AuthorizeUrlResponse >( 'connection/register', body );
}

/** GET connection/authorize_url: the user authorization URL, returning to `redirectUri`. */
export function fetchAuthorizationUrl(
	redirectUri: string
): Promise< AuthorizeUrlResponse > {
	return apiGet< AuthorizeUrlResponse >( 'connection/authorize_url', {
		no_iframe: 1,
		redirect_uri: redirectUri,
	} );
}

/** GET connection: the site's connection status. */
export function fetchSiteConnectionStatus(): Promise< ConnectionStatus > {
	return apiGet< ConnectionStatus >( 'connection' );
}

/** GET connection/data: the current user's connection data and the connection owner. */
export function fetchSiteConnectionData(): Promise< UserConnectionData > {
	return apiGet< UserConnectionData >( 'connection/data' );
}

/** GET connection/test: a health check of the connection. */
export function fetchSiteConnectionTest(): Promise< ConnectionTestResponse > {
	return apiGet< ConnectionTestResponse >( 'connection/test' );
}

export interface ConnectUrlOptions {
	/** Where the connection starts from (analytics source). */
	from?: string;
	/** Where to return after connecting. */
	redirect?: string;
}

/**
 * GET connection/url: the URL that starts the user connection. The route answers with the URL as
 * a JSON string, or as `{ connectUrl }`; both resolve to the string.
 */
export async function fetchConnectUrl( {
	from,
	redirect,
}: ConnectUrlOptions = {} ): Promise< string > {
	const answer = await apiGet< unknown >( 'connection/url', {
		from,
		redirect,
	} );
	if ( typeof answer === 'string' ) {
		return answer;
	}
	if (
		typeof answer === 'object' &&
		answer !== null &&
		'connectUrl' in answer &&
		typeof answer.connectUrl === 'string'
	) {
		return answer.connectUrl;
	}
	throw new ApiClientError(
		__( 'The server did not return a connection URL.', 'jetpack-blocks' )
	);
}

/** POST connection `{ isActive: false }`: disconnects the site. */
export function disconnectSite(): Promise< SuccessResponse > {
	return apiPost< SuccessResponse >( 'connection', { isActive: false } );
}

/** POST connection/user `{ linked: false }`: unlinks the current user. */
export function unlinkUser(): Promise< SuccessResponse > {
	return apiPost< SuccessResponse >( 'connection/user', { linked: false } );
}

/** POST connection/reconnect: repairs a broken connection. */
export function reconnect(): Promise< ReconnectResponse > {
	return apiPost< ReconnectResponse >( 'connection/reconnect' );
}

/** GET connection/plugins: the plugins that use the connection. */
export function fetchConnectedPlugins(): Promise< ConnectedPlugin[] > {
	return apiGet< ConnectedPlugin[] >( 'connection/plugins' );
}

/** POST seen-wc-connection-modal: remembers that the store-connection modal was shown. */
export function markSeenWcConnectionModal(): Promise< DashboardData > {
	return apiPost< DashboardData >( 'seen-wc-connection-modal' );
}
