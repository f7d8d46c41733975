/**
 * The state the store starts with: `window.JetpackBlocksInitialState` (printed by PHP on dashboard
 * and editor pages) when present, defaults (nothing registered, nobody connected) otherwise. Read
 * once per store instance, from the reducer's initial state.
 */
import type {
	ConnectedPlugin,
	ConnectionStatus,
	InitialState,
	UserConnectionData,
} from '../../shared/api/types';
import type { ConnectionErrors, ConnectionState } from './types';

/** What the page may print: the shared shape, plus connection errors when the server has any. */
type PrintedState = Partial< InitialState > & { connectionErrors?: unknown };

export const DEFAULT_CONNECTION_STATUS: ConnectionStatus = {
	isActive: false,
	isStaging: false,
	isRegistered: false,
	isUserConnected: false,
	hasConnectedOwner: false,
	offlineMode: {
		isActive: false,
		constant: false,
		url: false,
		filter: false,
		wpLocalConstant: false,
	},
	isPublic: false,
};

export const DEFAULT_USER_CONNECTION_DATA: UserConnectionData = {
	currentUser: {
		isConnected: false,
		isMaster: false,
		username: '',
		id: 0,
		blogId: null,
		wpcomUser: null,
		permissions: {},
	},
	connectionOwner: null,
};

function isObject( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

export function readPrintedState(): PrintedState | null {
	if ( typeof window === 'undefined' ) {
		return null;
	}
	const printed: unknown = (
		window as Window & { JetpackBlocksInitialState?: unknown }
	 ).JetpackBlocksInitialState;
	return isObject( printed ) ? ( printed as PrintedState ) : null;
}

function seedStatus( status: unknown ): ConnectionStatus | null {
	if ( ! isObject( status ) ) {
		return null;
	}
	const seeded = status as Partial< ConnectionStatus >;
	return {
		...DEFAULT_CONNECTION_STATUS,
		...seeded,
		offlineMode: {
			...DEFAULT_CONNECTION_STATUS.offlineMode,
			...( isObject( seeded.offlineMode ) ? seeded.offlineMode : {} ),
		},
	};
}

function seedUserData( data: unknown ): UserConnectionData | null {
	if ( ! isObject( data ) || ! isObject( data.currentUser ) ) {
		return null;
	}
	const seeded = data as unknown as UserConnectionData;
	return {
		connectionOwner: seeded.connectionOwner ?? null,
		currentUser: {
			...DEFAULT_USER_CONNECTION_DATA.currentUser,
			...seeded.currentUser,
		},
	};
}

function seedPlugins( plugins: unknown ): ConnectedPlugin[] | null {
	return Array.isArray( plugins ) ? ( plugins as ConnectedPlugin[] ) : null;
}

function seedErrors( errors: unknown ): ConnectionErrors {
	return isObject( errors ) ? ( errors as ConnectionErrors ) : {};
}

export function createInitialState(): ConnectionState {
	const printed = readPrintedState();
	const connectionStatus = seedStatus( printed?.connectionStatus );
	const userConnectionData = seedUserData( printed?.userConnectionData );
	const connectedPlugins = seedPlugins( printed?.connectedPlugins );
	return {
		connectionStatus: connectionStatus ?? DEFAULT_CONNECTION_STATUS,
		userConnectionData: userConnectionData ?? DEFAULT_USER_CONNECTION_DATA,
		siteIsRegistering: false,
		userIsConnecting: false,
		registrationError: null,
		authorizationUrl: null,
		connectedPlugins: connectedPlugins ?? [],
		connectionErrors: seedErrors( printed?.connectionErrors ),
		loaded: {
			connectionStatus: connectionStatus !== null,
			userConnectionData: userConnectionData !== null,
			connectedPlugins: connectedPlugins !== null,
		},
	};
}
