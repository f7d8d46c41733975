/**
 * Connection state: the site's connection status, the current user's connection, the flow's
 * progress (registering, connecting, the authorize URL, the registration error) and the connected
 * plugins.
 */
import { createInitialState } from './initial-state';
import type { ConnectionAction, ConnectionState } from './types';

export default function reducer(
	state: ConnectionState = createInitialState(),
	action: ConnectionAction
): ConnectionState {
	switch ( action.type ) {
		case 'SET_CONNECTION_STATUS':
			return {
				...state,
				connectionStatus: {
					...state.connectionStatus,
					...action.status,
				},
				loaded: { ...state.loaded, connectionStatus: true },
			};
		case 'SET_USER_CONNECTION_DATA':
			return {
				...state,
				userConnectionData: action.data,
				loaded: { ...state.loaded, userConnectionData: true },
			};
		case 'SET_SITE_IS_REGISTERING':
			return { ...state, siteIsRegistering: action.isRegistering };
		case 'SET_USER_IS_CONNECTING':
			return { ...state, userIsConnecting: action.isConnecting };
		case 'SET_REGISTRATION_ERROR':
			return { ...state, registrationError: action.error };
		case 'SET_AUTHORIZATION_URL':
			return { ...state, authorizationUrl: action.url };
		case 'SET_CONNECTED_PLUGINS':
			return {
				...state,
				connectedPlugins: action.plugins,
				loaded: { ...state.loaded, connectedPlugins: true },
			};
		case 'SET_CONNECTION_ERRORS':
			return { ...state, connectionErrors: action.errors };
		case 'DISCONNECT_SITE':
			return {
				...state,
				connectionStatus: {
					...state.connectionStatus,
					isActive: false,
					isRegistered: false,
					isUserConnected: false,
					hasConnectedOwner: false,
				},
				userConnectionData: {
					...state.userConnectionData,
					currentUser: {
						...state.userConnectionData.currentUser,
						isConnected: false,
						isMaster: false,
						wpcomUser: null,
					},
					connectionOwner: null,
				},
				authorizationUrl: null,
				userIsConnecting: false,
			};
		case 'UNLINK_USER': {
			// Unlinking the connection owner leaves the site without one.
			const wasOwner = state.userConnectionData.currentUser.isMaster;
			return {
				...state,
				connectionStatus: {
					...state.connectionStatus,
					isUserConnected: false,
					hasConnectedOwner: wasOwner
						? false
						: state.connectionStatus.hasConnectedOwner,
				},
				userConnectionData: {
					currentUser: {
						...state.userConnectionData.currentUser,
						isConnected: false,
						isMaster: false,
						wpcomUser: null,
					},
					connectionOwner: wasOwner
						? null
						: state.userConnectionData.connectionOwner,
				},
				userIsConnecting: false,
			};
		}
		default:
			return state;
	}
}
