/**
 * Connection actions (spec 000 §4 "Site connection"): unregistered → registering → registered (the
 * authorize URL stored) → user connecting (redirect to the authorize URL with `from`) → user
 * connected; disconnect, unlink, reconnect. I/O goes through the shared API client.
 */
import { __ } from '@wordpress/i18n';
import {
	disconnectSite as apiDisconnectSite,
	fetchAuthorizationUrl,
	fetchConnectedPlugins as apiFetchConnectedPlugins,
	fetchSiteConnectionData,
	fetchSiteConnectionStatus,
	reconnect as apiReconnect,
	registerSite as apiRegisterSite,
	unlinkUser as apiUnlinkUser,
} from '../../shared/api';
import type {
	ConnectedPlugin,
	ConnectionStatus,
	ReconnectResponse,
	UserConnectionData,
} from '../../shared/api/types';
import { DASHBOARD_CONNECTION_PATH } from './constants';
import { readPrintedState } from './initial-state';
import { addFromParameter, defaultRedirect } from './redirect';
import type {
	ConnectUserArgs,
	ConnectionAction,
	ConnectionErrors,
	ConnectionThunk,
	ReconnectArgs,
	RegisterSiteArgs,
	RegisterSiteResult,
} from './types';

export function setConnectionStatus(
	status: Partial< ConnectionStatus >
): ConnectionAction {
	return { type: 'SET_CONNECTION_STATUS', status };
}

export function setUserConnectionData(
	data: UserConnectionData
): ConnectionAction {
	return { type: 'SET_USER_CONNECTION_DATA', data };
}

export function setSiteIsRegistering(
	isRegistering: boolean
): ConnectionAction {
	return { type: 'SET_SITE_IS_REGISTERING', isRegistering };
}

export function setUserIsConnecting( isConnecting: boolean ): ConnectionAction {
	return { type: 'SET_USER_IS_CONNECTING', isConnecting };
}

export function setRegistrationError( error: string | null ): ConnectionAction {
	return { type: 'SET_REGISTRATION_ERROR', error };
}

export function clearRegistrationError(): ConnectionAction {
	return setRegistrationError( null );
}

export function setAuthorizationUrl( url: string | null ): ConnectionAction {
	return { type: 'SET_AUTHORIZATION_URL', url };
}

export function setConnectedPlugins(
	plugins: ConnectedPlugin[]
): ConnectionAction {
	return { type: 'SET_CONNECTED_PLUGINS', plugins };
}

export function setConnectionErrors(
	errors: ConnectionErrors
): ConnectionAction {
	return { type: 'SET_CONNECTION_ERRORS', errors };
}

/** The message shown for a failed registration: the API error's own, or a generic one. */
function registrationMessage( error: unknown ): string {
	if ( error instanceof Error && error.message !== '' ) {
		return error.message;
	}
	return __( 'The site could not be registered.', 'jetpack-blocks' );
}

/** The dashboard's connection screen on this site, or the current page when the site is unknown. */
function defaultRedirectUri(): string {
	const adminUrl = readPrintedState()?.adminUrl;
	if ( typeof adminUrl === 'string' && adminUrl !== '' ) {
		const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
		return base + DASHBOARD_CONNECTION_PATH;
	}
	return window.location.href;
}

/**
 * Registers the site. The registration error is cleared first; on success the authorize URL is
 * stored and the site is registered; on failure the error's message is stored and the error
 * returned (never thrown). siteIsRegistering is cleared either way.
 */
export function registerSite( {
	registrationNonce,
	redirectUri,
	pluginSlug,
}: RegisterSiteArgs ): ConnectionThunk< Promise< RegisterSiteResult > > {
	return async ( { dispatch } ) => {
		dispatch( clearRegistrationError() );
		dispatch( setSiteIsRegistering( true ) );
		try {
			const { authorizeUrl } = await apiRegisterSite( {
				registrationNonce,
				redirectUri,
				...( pluginSlug === undefined ? {} : { pluginSlug } ),
			} );
			dispatch( setAuthorizationUrl( authorizeUrl ) );
			dispatch( setConnectionStatus( { isRegistered: true } ) );
			return { authorizeUrl };
		} catch ( error ) {
			dispatch( setRegistrationError( registrationMessage( error ) ) );
			return { error };
		} finally {
			dispatch( setSiteIsRegistering( false ) );
		}
	};
}

/**
 * Sends the user to the authorization screen: userIsConnecting is set, the authorize URL is fetched
 * unless one is stored, and the browser goes there with `from` added. A failed fetch clears
 * userIsConnecting and is thrown.
 */
export function connectUser( {
	from,
	redirectFunc = defaultRedirect,
	redirectUri,
}: ConnectUserArgs = {} ): ConnectionThunk {
	return async ( { dispatch, select } ) => {
		dispatch( setUserIsConnecting( true ) );
		let url = select.getAuthorizationUrl();
		if ( url === null ) {
			try {
				( { authorizeUrl: url } = await fetchAuthorizationUrl(
					redirectUri ?? defaultRedirectUri()
				) );
			} catch ( error ) {
				dispatch( setUserIsConnecting( false ) );
				throw error;
			}
			dispatch( setAuthorizationUrl( url ) );
		}
		redirectFunc( addFromParameter( url, from ) );
	};
}

/** Disconnects the site: nothing is registered or connected afterwards. A failure is thrown. */
export function disconnectSite(): ConnectionThunk {
	return async ( { dispatch } ) => {
		await apiDisconnectSite();
		dispatch( { type: 'DISCONNECT_SITE' } );
	};
}

/** Unlinks the current user from the connection. A failure is thrown. */
export function unlinkUser(): ConnectionThunk {
	return async ( { dispatch } ) => {
		await apiUnlinkUser();
		dispatch( { type: 'UNLINK_USER' } );
	};
}

/** Re-fetches the site's connection status and the current user's connection data. */
export function refreshConnectionStatus(): ConnectionThunk {
	return async ( { dispatch } ) => {
		const [ status, data ] = await Promise.all( [
			fetchSiteConnectionStatus(),
			fetchSiteConnectionData(),
		] );
		dispatch( setConnectionStatus( status ) );
		dispatch( setUserConnectionData( data ) );
	};
}

/**
 * Repairs the connection. When the server needs the user to approve again (`in_progress` with an
 * authorize URL), the URL is stored and the user is sent there as by connectUser; otherwise the
 * status is re-fetched. Answers the server's response; a failure is thrown.
 */
export function reconnect( {
	from,
	redirectFunc,
}: ReconnectArgs = {} ): ConnectionThunk< Promise< ReconnectResponse > > {
	return async ( { dispatch } ) => {
		const response = await apiReconnect();
		if (
			response.status === 'in_progress' &&
			typeof response.authorizeUrl === 'string' &&
			response.authorizeUrl !== ''
		) {
			dispatch( setAuthorizationUrl( response.authorizeUrl ) );
			await dispatch(
				connectUser( {
					...( from === undefined ? {} : { from } ),
					...( redirectFunc === undefined ? {} : { redirectFunc } ),
				} )
			);
		} else {
			await dispatch( refreshConnectionStatus() );
		}
		return response;
	};
}

/** Fetches the plugins that use the connection. A failure is thrown. */
export function fetchConnectedPlugins(): ConnectionThunk {
	return async ( { dispatch } ) => {
		dispatch( setConnectedPlugins( await apiFetchConnectedPlugins() ) );
	};
}
