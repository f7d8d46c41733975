import {
	DEFAULT_CONNECTION_STATUS,
	DEFAULT_USER_CONNECTION_DATA,
	createInitialState,
} from '../initial-state';
import reducer from '../reducer';
import type { ConnectionAction, ConnectionState } from '../types';
import {
	clearInitialState,
	connectionStatus,
	initialState,
	printInitialState,
	userConnectionData,
} from './fixtures';

const init = { type: '@@INIT' } as unknown as ConnectionAction;

afterEach( clearInitialState );

describe( 'the initial state', () => {
	it( 'is unregistered and unconnected without a printed state', () => {
		const state = reducer( undefined, init );
		expect( state ).toEqual( {
			connectionStatus: DEFAULT_CONNECTION_STATUS,
			userConnectionData: DEFAULT_USER_CONNECTION_DATA,
			siteIsRegistering: false,
			userIsConnecting: false,
			registrationError: null,
			authorizationUrl: null,
			connectedPlugins: [],
			connectionErrors: {},
			loaded: {
				connectionStatus: false,
				userConnectionData: false,
				connectedPlugins: false,
			},
		} );
	} );

	it( 'is seeded from window.JetpackBlocksInitialState', () => {
		const printed = initialState();
		printInitialState( {
			...printed,
			connectionErrors: {
				invalid_token: {
					1: { error_code: 'invalid_token', error_message: 'Bad' },
				},
			},
		} );
		const state = reducer( undefined, init );
		expect( state.connectionStatus ).toEqual( printed.connectionStatus );
		expect( state.userConnectionData ).toEqual(
			printed.userConnectionData
		);
		expect( state.connectedPlugins ).toEqual( printed.connectedPlugins );
		expect( state.connectionErrors ).toEqual( {
			invalid_token: {
				1: { error_code: 'invalid_token', error_message: 'Bad' },
			},
		} );
		expect( state.loaded ).toEqual( {
			connectionStatus: true,
			userConnectionData: true,
			connectedPlugins: true,
		} );
	} );

	it( 'completes a partial printed state with defaults', () => {
		printInitialState( {
			connectionStatus: {
				isRegistered: true,
				offlineMode: { isActive: true },
			},
			userConnectionData: { currentUser: { isConnected: true } },
			connectedPlugins: 'not a list',
		} );
		const state = createInitialState();
		expect( state.connectionStatus ).toEqual( {
			...DEFAULT_CONNECTION_STATUS,
			isRegistered: true,
			offlineMode: {
				...DEFAULT_CONNECTION_STATUS.offlineMode,
				isActive: true,
			},
		} );
		expect( state.userConnectionData ).toEqual( {
			currentUser: {
				...DEFAULT_USER_CONNECTION_DATA.currentUser,
				isConnected: true,
			},
			connectionOwner: null,
		} );
		expect( state.connectedPlugins ).toEqual( [] );
		expect( state.loaded.connectedPlugins ).toBe( false );
	} );

	it( 'ignores a printed value that is not an object', () => {
		printInitialState( 'nonsense' );
		expect( createInitialState().loaded.connectionStatus ).toBe( false );
	} );
} );

describe( 'the reducer', () => {
	let state: ConnectionState;

	beforeEach( () => {
		state = reducer( undefined, init );
	} );

	it( 'merges a connection status and marks it loaded', () => {
		const next = reducer( state, {
			type: 'SET_CONNECTION_STATUS',
			status: { isRegistered: true },
		} );
		expect( next.connectionStatus ).toEqual( {
			...DEFAULT_CONNECTION_STATUS,
			isRegistered: true,
		} );
		expect( next.loaded.connectionStatus ).toBe( true );
	} );

	it( 'stores user connection data and marks it loaded', () => {
		const data = userConnectionData();
		const next = reducer( state, {
			type: 'SET_USER_CONNECTION_DATA',
			data,
		} );
		expect( next.userConnectionData ).toBe( data );
		expect( next.loaded.userConnectionData ).toBe( true );
	} );

	it( 'sets the flow flags, the error and the authorize URL', () => {
		let next = reducer( state, {
			type: 'SET_SITE_IS_REGISTERING',
			isRegistering: true,
		} );
		next = reducer( next, {
			type: 'SET_USER_IS_CONNECTING',
			isConnecting: true,
		} );
		next = reducer( next, {
			type: 'SET_REGISTRATION_ERROR',
			error: 'Nope (Status 500)',
		} );
		next = reducer( next, {
			type: 'SET_AUTHORIZATION_URL',
			url: 'http://site.test/authorize',
		} );
		expect( next ).toMatchObject( {
			siteIsRegistering: true,
			userIsConnecting: true,
			registrationError: 'Nope (Status 500)',
			authorizationUrl: 'http://site.test/authorize',
		} );
		expect(
			reducer( next, { type: 'SET_REGISTRATION_ERROR', error: null } )
				.registrationError
		).toBeNull();
	} );

	it( 'stores connected plugins and connection errors', () => {
		const plugins = [ { slug: 'a', name: 'A' } ];
		let next = reducer( state, { type: 'SET_CONNECTED_PLUGINS', plugins } );
		expect( next.connectedPlugins ).toBe( plugins );
		expect( next.loaded.connectedPlugins ).toBe( true );
		next = reducer( next, {
			type: 'SET_CONNECTION_ERRORS',
			errors: { x: {} },
		} );
		expect( next.connectionErrors ).toEqual( { x: {} } );
	} );

	it( 'disconnects the site: nothing registered or connected, no authorize URL', () => {
		const connected: ConnectionState = {
			...state,
			connectionStatus: connectionStatus(),
			userConnectionData: userConnectionData(),
			authorizationUrl: 'http://site.test/authorize',
			userIsConnecting: true,
		};
		const next = reducer( connected, { type: 'DISCONNECT_SITE' } );
		expect( next.connectionStatus ).toEqual(
			connectionStatus( {
				isActive: false,
				isRegistered: false,
				isUserConnected: false,
				hasConnectedOwner: false,
			} )
		);
		expect( next.userConnectionData.currentUser.isConnected ).toBe( false );
		expect( next.userConnectionData.currentUser.wpcomUser ).toBeNull();
		expect( next.userConnectionData.connectionOwner ).toBeNull();
		expect( next.authorizationUrl ).toBeNull();
		expect( next.userIsConnecting ).toBe( false );
	} );

	it( 'unlinks a user who is not the owner: the site keeps its owner', () => {
		const connected: ConnectionState = {
			...state,
			connectionStatus: connectionStatus(),
			userConnectionData: userConnectionData( { isMaster: false } ),
		};
		const next = reducer( connected, { type: 'UNLINK_USER' } );
		expect( next.connectionStatus ).toEqual(
			connectionStatus( { isUserConnected: false } )
		);
		expect( next.userConnectionData.currentUser.isConnected ).toBe( false );
		expect( next.userConnectionData.currentUser.wpcomUser ).toBeNull();
		expect( next.userConnectionData.connectionOwner ).toBe( 'admin' );
	} );

	it( 'unlinks the owner: the site has no connected owner any more', () => {
		const connected: ConnectionState = {
			...state,
			connectionStatus: connectionStatus(),
			userConnectionData: userConnectionData( { isMaster: true } ),
		};
		const next = reducer( connected, { type: 'UNLINK_USER' } );
		expect( next.connectionStatus.isUserConnected ).toBe( false );
		expect( next.connectionStatus.hasConnectedOwner ).toBe( false );
		expect( next.connectionStatus.isRegistered ).toBe( true );
		expect( next.userConnectionData.connectionOwner ).toBeNull();
	} );

	it( 'ignores unknown actions', () => {
		expect( reducer( state, init ) ).toBe( state );
	} );
} );
