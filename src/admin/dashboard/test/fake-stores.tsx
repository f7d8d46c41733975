/**
 * Small stand-ins for the connection and modules stores, with the contract's store names,
 * selectors and actions, for the dashboard's tests: a test file mocks
 * `src/stores/connection` / `src/stores/modules` with these (jest.mock), registers them in a fresh
 * registry and seeds their state. The actions record their calls in `connectionMocks` /
 * `modulesMocks`, whose implementations a test sets.
 */
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type {
	ModulesResponse,
	UserConnectionData,
} from '../../../shared/api/types';
import { store as aiUsageStore } from '../../../stores/ai-usage';
import { DashboardNotices, NoticesProvider } from '../notices';

// The snackbars animate (framer-motion), which measures with window.scrollTo: jsdom has none.
window.scrollTo = () => {};

/* ---------- connection ---------- */

export interface FakeConnectionState {
	isRegistered: boolean;
	isUserConnected: boolean;
	hasConnectedOwner: boolean;
	isOfflineMode: boolean;
	siteIsRegistering: boolean;
	userIsConnecting: boolean;
	registrationError: string | null;
	userConnectionData: UserConnectionData;
}

export function userConnectionData(
	overrides: {
		isConnected?: boolean;
		login?: string;
		manageOptions?: boolean;
		connectionOwner?: string | null;
	} = {}
): UserConnectionData {
	const login = overrides.login ?? 'admin';
	return {
		currentUser: {
			isConnected: overrides.isConnected ?? false,
			isMaster: false,
			username: login,
			id: 1,
			blogId: null,
			wpcomUser: overrides.isConnected
				? { ID: 7, login, email: 'a@example.org', display_name: '' }
				: null,
			permissions:
				overrides.manageOptions === undefined
					? {}
					: { manage_options: overrides.manageOptions },
		},
		connectionOwner: overrides.connectionOwner ?? null,
	};
}

const DEFAULT_CONNECTION: FakeConnectionState = {
	isRegistered: false,
	isUserConnected: false,
	hasConnectedOwner: false,
	isOfflineMode: false,
	siteIsRegistering: false,
	userIsConnecting: false,
	registrationError: null,
	userConnectionData: userConnectionData(),
};

type SeedConnection = {
	type: 'SEED';
	state: Partial< FakeConnectionState >;
};

export interface FakeThunkArgs< State > {
	dispatch: ( action: { type: 'SEED'; state: Partial< State > } ) => void;
}

export const connectionMocks = {
	registerSite: jest.fn(),
	connectUser: jest.fn(),
	disconnectSite: jest.fn(),
	refreshConnectionStatus: jest.fn(),
};

export const fakeConnectionStore = createReduxStore(
	'jetpack-blocks/connection',
	{
		reducer(
			state: FakeConnectionState = DEFAULT_CONNECTION,
			action: SeedConnection | { type: string }
		): FakeConnectionState {
			return action.type === 'SEED'
				? { ...state, ...( action as SeedConnection ).state }
				: state;
		},
		selectors: {
			isRegistered: ( state: FakeConnectionState ) => state.isRegistered,
			isUserConnected: ( state: FakeConnectionState ) =>
				state.isUserConnected,
			hasConnectedOwner: ( state: FakeConnectionState ) =>
				state.hasConnectedOwner,
			isOfflineMode: ( state: FakeConnectionState ) =>
				state.isOfflineMode,
			getSiteIsRegistering: ( state: FakeConnectionState ) =>
				state.siteIsRegistering,
			getUserIsConnecting: ( state: FakeConnectionState ) =>
				state.userIsConnecting,
			getRegistrationError: ( state: FakeConnectionState ) =>
				state.registrationError,
			getUserConnectionData: ( state: FakeConnectionState ) =>
				state.userConnectionData,
		},
		actions: {
			seed: (
				state: Partial< FakeConnectionState >
			): SeedConnection => ( {
				type: 'SEED',
				state,
			} ),
			registerSite:
				( args: unknown ) =>
				( thunk: FakeThunkArgs< FakeConnectionState > ): unknown =>
					connectionMocks.registerSite( args, thunk ),
			connectUser:
				( args: unknown ) =>
				( thunk: FakeThunkArgs< FakeConnectionState > ): unknown =>
					connectionMocks.connectUser( args, thunk ),
			disconnectSite:
				() =>
				( thunk: FakeThunkArgs< FakeConnectionState > ): unknown =>
					connectionMocks.disconnectSite( thunk ),
			refreshConnectionStatus:
				() =>
				( thunk: FakeThunkArgs< FakeConnectionState > ): unknown =>
					connectionMocks.refreshConnectionStatus( thunk ),
		},
	}
);

/* ---------- modules ---------- */

export interface FakeModulesState {
	modules: ModulesResponse;
	isLoading: boolean;
	updating: Record< string, boolean >;
}

type ModulesAction =
	| { type: 'SEED'; state: Partial< FakeModulesState > }
	| { type: 'SET_ACTIVATED'; name: string; activated: boolean }
	| { type: 'SET_UPDATING'; name: string; isUpdating: boolean };

export const modulesMocks = {
	/** Resolves or rejects like the server; the fake thunk does the optimistic part. */
	updateModuleStatus: jest.fn(),
};

export function moduleData(
	slug: string,
	name: string,
	description: string,
	activated = false
): ModulesResponse[ string ] {
	return {
		name,
		module: slug,
		description,
		activated,
		available: true,
		module_tags: [],
		options: {},
	};
}

function modulesReducer(
	state: FakeModulesState = { modules: {}, isLoading: false, updating: {} },
	action: ModulesAction | { type: string }
): FakeModulesState {
	const typed = action as ModulesAction;
	switch ( typed.type ) {
		case 'SEED':
			return { ...state, ...typed.state };
		case 'SET_ACTIVATED': {
			const current = state.modules[ typed.name ];
			return current
				? {
						...state,
						modules: {
							...state.modules,
							[ typed.name ]: {
								...current,
								activated: typed.activated,
							},
						},
					}
				: state;
		}
		case 'SET_UPDATING':
			return {
				...state,
				updating: {
					...state.updating,
					[ typed.name ]: typed.isUpdating,
				},
			};
		default:
			return state;
	}
}

interface ModulesThunkArgs {
	dispatch: ( action: ModulesAction ) => void;
	select: { getModules: () => ModulesResponse };
}

export const fakeModulesStore = createReduxStore( 'jetpack-blocks/modules', {
	reducer: modulesReducer,
	selectors: {
		getModules: ( state: FakeModulesState ) => state.modules,
		isLoading: ( state: FakeModulesState ) => state.isLoading,
		isModuleUpdating: ( state: FakeModulesState, name: string ) =>
			state.updating[ name ] === true,
	},
	actions: {
		seed: ( state: Partial< FakeModulesState > ): ModulesAction => ( {
			type: 'SEED',
			state,
		} ),
		// The contract's thunk: mark updating, switch at once, ask the server; restore and rethrow
		// on failure; always clear updating.
		updateModuleStatus:
			( name: string, active: boolean ) =>
			async ( { dispatch, select }: ModulesThunkArgs ) => {
				const previous = select.getModules();
				dispatch( { type: 'SET_UPDATING', name, isUpdating: true } );
				dispatch( { type: 'SET_ACTIVATED', name, activated: active } );
				try {
					await modulesMocks.updateModuleStatus( name, active );
				} catch ( error ) {
					dispatch( { type: 'SEED', state: { modules: previous } } );
					throw error;
				} finally {
					dispatch( {
						type: 'SET_UPDATING',
						name,
						isUpdating: false,
					} );
				}
			},
	},
} );

/* ---------- rendering ---------- */

export interface Seed {
	connection?: Partial< FakeConnectionState >;
	modules?: Partial< FakeModulesState >;
	/** Mark getModules resolved (default true). */
	modulesResolved?: boolean;
}

export function createTestRegistry( seed: Seed = {} ) {
	const registry = createRegistry();
	registry.register( fakeConnectionStore );
	registry.register( fakeModulesStore );
	registry.register( aiUsageStore );
	registry.dispatch( fakeConnectionStore ).seed( seed.connection ?? {} );
	registry.dispatch( fakeModulesStore ).seed( seed.modules ?? {} );
	if ( seed.modulesResolved !== false ) {
		registry
			.dispatch( fakeModulesStore )
			.startResolution( 'getModules', [] );
		registry
			.dispatch( fakeModulesStore )
			.finishResolution( 'getModules', [] );
	}
	return registry;
}

/**
 * Renders with the fake stores in a fresh registry; `withNotices` (default) adds the notices
 * provider and list a page needs (the app has its own).
 * @param ui
 * @param seed
 * @param options
 * @param options.withNotices
 */
export function renderWithStores(
	ui: ReactElement,
	seed: Seed = {},
	{ withNotices = true }: { withNotices?: boolean } = {}
) {
	const registry = createTestRegistry( seed );
	const result = render(
		<RegistryProvider value={ registry }>
			{ withNotices ? (
				<NoticesProvider>
					<DashboardNotices />
					{ ui }
				</NoticesProvider>
			) : (
				ui
			) }
		</RegistryProvider>
	);
	return { ...result, registry };
}

/**
 * The texts of the shown notices and snackbars (Notice also speaks its text into a11y live
 * regions, so a plain text query would find it twice).
 */
export function noticeTexts(): string[] {
	return Array.from(
		document.querySelectorAll(
			'.components-notice__content, .components-snackbar__content'
		)
	).map( ( element ) => element.textContent ?? '' );
}

/** The notice (status class included) showing a text, if any. */
export function noticeWith( text: string | RegExp ): Element | undefined {
	return Array.from(
		document.querySelectorAll( '.components-notice__content' )
	)
		.filter( ( element ) =>
			typeof text === 'string'
				? element.textContent === text
				: text.test( element.textContent ?? '' )
		)
		.map( ( element ) => element.closest( '.components-notice' ) )
		.find( ( element ): element is Element => element !== null );
}
