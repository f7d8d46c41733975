/**
 * The site and user connection as the store keeps it (spec 000 §3 "Connection state"), its actions
 * and the arguments its thunks receive.
 */
import type {
	ConnectedPlugin,
	ConnectionStatus,
	ReconnectResponse,
	UserConnectionData,
} from '../../shared/api/types';

/** One connection error reported by the server for one user. */
export interface ConnectionError {
	error_code: string;
	error_message: string;
	error_type?: string;
	user_id?: string;
	timestamp?: number;
}

/** Connection errors keyed by error code, then by user id. */
export type ConnectionErrors = Record<
	string,
	Record< string, ConnectionError >
>;

/** Which parts came from the page or a fetch (the rest are defaults). */
export interface ConnectionLoaded {
	connectionStatus: boolean;
	userConnectionData: boolean;
	connectedPlugins: boolean;
}

export interface ConnectionState {
	connectionStatus: ConnectionStatus;
	userConnectionData: UserConnectionData;
	siteIsRegistering: boolean;
	userIsConnecting: boolean;
	registrationError: string | null;
	/** Where the user approves the connection (the API's `authorizeUrl`). */
	authorizationUrl: string | null;
	connectedPlugins: ConnectedPlugin[];
	connectionErrors: ConnectionErrors;
	loaded: ConnectionLoaded;
}

export type ConnectionAction =
	| { type: 'SET_CONNECTION_STATUS'; status: Partial< ConnectionStatus > }
	| { type: 'SET_USER_CONNECTION_DATA'; data: UserConnectionData }
	| { type: 'SET_SITE_IS_REGISTERING'; isRegistering: boolean }
	| { type: 'SET_USER_IS_CONNECTING'; isConnecting: boolean }
	| { type: 'SET_REGISTRATION_ERROR'; error: string | null }
	| { type: 'SET_AUTHORIZATION_URL'; url: string | null }
	| { type: 'SET_CONNECTED_PLUGINS'; plugins: ConnectedPlugin[] }
	| { type: 'SET_CONNECTION_ERRORS'; errors: ConnectionErrors }
	| { type: 'DISCONNECT_SITE' }
	| { type: 'UNLINK_USER' };

/** Navigates the browser (injectable so tests do not leave the page). */
export type RedirectFunc = ( url: string ) => void;

export interface RegisterSiteArgs {
	registrationNonce: string;
	redirectUri: string;
	pluginSlug?: string;
}

/** registerSite never throws: it answers the authorize URL, or the error it stored. */
export type RegisterSiteResult =
	| { authorizeUrl: string; error?: undefined }
	| { authorizeUrl?: undefined; error: unknown };

export interface ConnectUserArgs {
	/** Where the flow started; added to the authorize URL as `from`. */
	from?: string;
	redirectFunc?: RedirectFunc;
	/** Where the authorization screen sends the browser back (default: the dashboard's #/connection). */
	redirectUri?: string;
}

export interface ReconnectArgs {
	from?: string;
	redirectFunc?: RedirectFunc;
}

export type { ReconnectResponse };

/** The selectors thunks read (bound: no state argument). */
export interface ConnectionThunkSelect {
	getAuthorizationUrl: () => string | null;
}

/** What @wordpress/data passes to the store's thunks: dispatch takes actions and thunks. */
export interface ConnectionThunkDispatch {
	( action: ConnectionAction ): unknown;
	< R >( thunk: ConnectionThunk< R > ): R;
}

export interface ConnectionThunkArgs {
	dispatch: ConnectionThunkDispatch;
	select: ConnectionThunkSelect;
}

export type ConnectionThunk< R = Promise< void > > = (
	args: ConnectionThunkArgs
) => R;
