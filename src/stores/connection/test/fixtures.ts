/**
 * Sample connection data for the tests, in the shapes of src/shared/api/types.ts.
 */
import type {
	ConnectionStatus,
	InitialState,
	UserConnectionData,
} from '../../../shared/api/types';

export function connectionStatus(
	overrides: Partial< ConnectionStatus > = {}
): ConnectionStatus {
	return {
		isActive: true,
		isStaging: false,
		isRegistered: true,
		isUserConnected: true,
		hasConnectedOwner: true,
		offlineMode: {
			isActive: false,
			constant: false,
			url: false,
			filter: false,
			wpLocalConstant: false,
		},
		isPublic: true,
		...overrides,
	};
}

export function userConnectionData(
	overrides: Partial< UserConnectionData[ 'currentUser' ] > = {}
): UserConnectionData {
	return {
		currentUser: {
			isConnected: true,
			isMaster: true,
			username: 'admin',
			id: 1,
			blogId: 1234,
			wpcomUser: {
				ID: 77,
				login: 'wpcom-admin',
				email: 'admin@example.org',
				display_name: 'Admin',
			},
			permissions: { manage_options: true },
			...overrides,
		},
		connectionOwner: 'admin',
	};
}

export function initialState(
	overrides: Partial< InitialState > = {}
): InitialState {
	return {
		apiRoot: 'http://site.test/wp-json/',
		apiNonce: 'api-nonce',
		registrationNonce: 'registration-nonce',
		siteUrl: 'http://site.test',
		adminUrl: 'http://site.test/wp-admin/',
		connectionStatus: connectionStatus(),
		userConnectionData: userConnectionData(),
		connectedPlugins: [
			{ slug: 'jetpack-blocks', name: 'Jetpack Blocks' },
		],
		tracksEventPrefix: 'jetpack_',
		tracksPixelUrl: 'https://pixel.wp.com/t.gif',
		...overrides,
	};
}

type PrintedWindow = Window & { JetpackBlocksInitialState?: unknown };

export function printInitialState( state: unknown ): void {
	( window as PrintedWindow ).JetpackBlocksInitialState = state;
}

export function clearInitialState(): void {
	delete ( window as PrintedWindow ).JetpackBlocksInitialState;
}
