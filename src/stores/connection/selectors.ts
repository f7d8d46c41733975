/**
 * Connection selectors (spec 000 §3 "Connection state").
 */
import type {
	ConnectedPlugin,
	ConnectionStatus,
	UserConnectionData,
} from '../../shared/api/types';
import type { ConnectionErrors, ConnectionState } from './types';

/** The whole status; its resolver fetches it when the page did not print it. */
export function getConnectionStatus(
	state: ConnectionState
): ConnectionStatus {
	return state.connectionStatus;
}

/** The current user's connection; its resolver fetches it when the page did not print it. */
export function getUserConnectionData(
	state: ConnectionState
): UserConnectionData {
	return state.userConnectionData;
}

export function isRegistered( state: ConnectionState ): boolean {
	return state.connectionStatus.isRegistered;
}

export function isUserConnected( state: ConnectionState ): boolean {
	return state.connectionStatus.isUserConnected;
}

export function hasConnectedOwner( state: ConnectionState ): boolean {
	return state.connectionStatus.hasConnectedOwner;
}

export function isOfflineMode( state: ConnectionState ): boolean {
	return state.connectionStatus.offlineMode.isActive;
}

export function getSiteIsRegistering( state: ConnectionState ): boolean {
	return state.siteIsRegistering;
}

export function getUserIsConnecting( state: ConnectionState ): boolean {
	return state.userIsConnecting;
}

export function getRegistrationError( state: ConnectionState ): string | null {
	return state.registrationError;
}

export function getAuthorizationUrl( state: ConnectionState ): string | null {
	return state.authorizationUrl;
}

/** The plugins using the connection; its resolver fetches them when the page did not print them. */
export function getConnectedPlugins(
	state: ConnectionState
): ConnectedPlugin[] {
	return state.connectedPlugins;
}

export function getConnectionErrors(
	state: ConnectionState
): ConnectionErrors {
	return state.connectionErrors;
}
