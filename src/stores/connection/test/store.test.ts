import { createRegistry } from '@wordpress/data';
import * as api from '../../../shared/api';
import { ApiError } from '../../../shared/api/errors';
import { store } from '..';
import {
	clearInitialState,
	connectionStatus,
	initialState,
	printInitialState,
	userConnectionData,
} from './fixtures';

jest.mock( '../../../shared/api', () => ( {
	registerSite: jest.fn(),
	fetchAuthorizationUrl: jest.fn(),
	fetchSiteConnectionStatus: jest.fn(),
	fetchSiteConnectionData: jest.fn(),
	disconnectSite: jest.fn(),
	unlinkUser: jest.fn(),
	reconnect: jest.fn(),
	fetchConnectedPlugins: jest.fn(),
} ) );

const mocked = {
	registerSite: jest.mocked( api.registerSite ),
	fetchAuthorizationUrl: jest.mocked( api.fetchAuthorizationUrl ),
	fetchSiteConnectionStatus: jest.mocked( api.fetchSiteConnectionStatus ),
	fetchSiteConnectionData: jest.mocked( api.fetchSiteConnectionData ),
	disconnectSite: jest.mocked( api.disconnectSite ),
	unlinkUser: jest.mocked( api.unlinkUser ),
	reconnect: jest.mocked( api.reconnect ),
	fetchConnectedPlugins: jest.mocked( api.fetchConnectedPlugins ),
};

const AUTHORIZE_URL =
	'http://site.test/wp-admin/admin.php?page=jetpack-blocks-authorize&redirect_uri=http%3A%2F%2Fsite.test';

function setup() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	Object.values( mocked ).forEach( ( mock ) => mock.mockReset() );
} );

afterEach( clearInitialState );

describe( 'the connection store', () => {
	it( 'is named jetpack-blocks/connection', () => {
		expect( store.name ).toBe( 'jetpack-blocks/connection' );
	} );

	it( 'starts from the printed state, without requests', async () => {
		printInitialState(
			initialState( {
				connectionStatus: connectionStatus( {
					isUserConnected: false,
				} ),
			} )
		);
		const registry = setup();
		const select = registry.select( store );

		expect( select.isRegistered() ).toBe( true );
		expect( select.isUserConnected() ).toBe( false );
		expect( select.hasConnectedOwner() ).toBe( true );
		expect( select.isOfflineMode() ).toBe( false );
		expect( select.getConnectionStatus().isActive ).toBe( true );
		expect( select.getUserConnectionData().currentUser.username ).toBe(
			'admin'
		);
		expect( select.getConnectedPlugins() ).toEqual( [
			{ slug: 'jetpack-blocks', name: 'Jetpack Blocks' },
		] );
		await flush();
		expect( mocked.fetchSiteConnectionStatus ).not.toHaveBeenCalled();
		expect( mocked.fetchConnectedPlugins ).not.toHaveBeenCalled();
	} );

	it( 'fetches what the page did not print, once', async () => {
		mocked.fetchSiteConnectionStatus.mockResolvedValue(
			connectionStatus()
		);
		mocked.fetchSiteConnectionData.mockResolvedValue(
			userConnectionData()
		);
		mocked.fetchConnectedPlugins.mockResolvedValue( [
			{ slug: 'a', name: 'A' },
		] );
		const registry = setup();

		const status = await registry
			.resolveSelect( store )
			.getConnectionStatus();
		const plugins = await registry
			.resolveSelect( store )
			.getConnectedPlugins();
		await registry.resolveSelect( store ).getUserConnectionData();
		registry.select( store ).getConnectionStatus();
		await flush();

		expect( status.isRegistered ).toBe( true );
		expect( plugins ).toEqual( [ { slug: 'a', name: 'A' } ] );
		// The status was loaded with the user data: the second resolver has nothing to fetch.
		expect( mocked.fetchSiteConnectionStatus ).toHaveBeenCalledTimes( 1 );
		expect( mocked.fetchConnectedPlugins ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'goes unregistered → registering → registered → user connecting', async () => {
		let answer: ( value: { authorizeUrl: string } ) => void = () =>
			undefined;
		mocked.registerSite.mockReturnValue(
			new Promise( ( resolve ) => {
				answer = resolve;
			} )
		);
		const registry = setup();
		const select = registry.select( store );
		const { registerSite, connectUser } = registry.dispatch( store );
		expect( select.isRegistered() ).toBe( false );

		const registering = registerSite( {
			registrationNonce: 'nonce',
			redirectUri: 'http://site.test/back',
		} );
		expect( select.getSiteIsRegistering() ).toBe( true );
		answer( { authorizeUrl: AUTHORIZE_URL } );
		await expect( registering ).resolves.toEqual( {
			authorizeUrl: AUTHORIZE_URL,
		} );

		expect( select.getSiteIsRegistering() ).toBe( false );
		expect( select.isRegistered() ).toBe( true );
		expect( select.getAuthorizationUrl() ).toBe( AUTHORIZE_URL );
		expect( select.getRegistrationError() ).toBeNull();

		const redirectFunc = jest.fn();
		await connectUser( { from: 'dashboard', redirectFunc } );

		expect( select.getUserIsConnecting() ).toBe( true );
		expect( mocked.fetchAuthorizationUrl ).not.toHaveBeenCalled();
		expect( redirectFunc ).toHaveBeenCalledWith(
			`${ AUTHORIZE_URL }&from=dashboard`
		);
	} );

	it( 'reaches user connected when the status is refreshed after the authorization', async () => {
		const registry = setup();
		mocked.fetchSiteConnectionStatus.mockResolvedValue(
			connectionStatus()
		);
		mocked.fetchSiteConnectionData.mockResolvedValue(
			userConnectionData()
		);
		await registry.dispatch( store ).refreshConnectionStatus();
		expect( registry.select( store ).isUserConnected() ).toBe( true );
		expect(
			registry.select( store ).getUserConnectionData().currentUser
				.wpcomUser?.login
		).toBe( 'wpcom-admin' );
	} );

	it( 'stores a registration error, and clears it when registering again', async () => {
		mocked.registerSite.mockRejectedValueOnce(
			new ApiError( {
				status: 500,
				response: null,
				serverMessage: 'Registration failed',
			} )
		);
		const registry = setup();
		const select = registry.select( store );
		const { registerSite } = registry.dispatch( store );
		const args = { registrationNonce: 'n', redirectUri: 'http://x' };

		const result = await registerSite( args );
		expect( result.error ).toBeInstanceOf( ApiError );
		expect( select.getRegistrationError() ).toBe(
			'Registration failed (Status 500)'
		);
		expect( select.getSiteIsRegistering() ).toBe( false );
		expect( select.isRegistered() ).toBe( false );

		let answer: ( value: { authorizeUrl: string } ) => void = () =>
			undefined;
		mocked.registerSite.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				answer = resolve;
			} )
		);
		const again = registerSite( args );
		expect( select.getRegistrationError() ).toBeNull();
		answer( { authorizeUrl: AUTHORIZE_URL } );
		await again;
		expect( select.isRegistered() ).toBe( true );
	} );

	it( 'connectUser fetches the authorize URL when none is stored', async () => {
		printInitialState( initialState() );
		mocked.fetchAuthorizationUrl.mockResolvedValue( {
			authorizeUrl: 'http://site.test/authorize',
		} );
		const registry = setup();
		const redirectFunc = jest.fn();

		await registry
			.dispatch( store )
			.connectUser( { from: 'editor', redirectFunc } );

		expect( mocked.fetchAuthorizationUrl ).toHaveBeenCalledWith(
			'http://site.test/wp-admin/admin.php?page=jetpack-blocks#/connection'
		);
		expect( registry.select( store ).getAuthorizationUrl() ).toBe(
			'http://site.test/authorize'
		);
		expect( redirectFunc ).toHaveBeenCalledWith(
			'http://site.test/authorize?from=editor'
		);
	} );

	it( 'disconnects the site', async () => {
		printInitialState( initialState() );
		mocked.disconnectSite.mockResolvedValue( { code: 'success' } );
		const registry = setup();
		registry.dispatch( store ).setAuthorizationUrl( AUTHORIZE_URL );

		await registry.dispatch( store ).disconnectSite();

		const select = registry.select( store );
		expect( select.isRegistered() ).toBe( false );
		expect( select.isUserConnected() ).toBe( false );
		expect( select.hasConnectedOwner() ).toBe( false );
		expect( select.getAuthorizationUrl() ).toBeNull();
	} );

	it( 'unlinks the user', async () => {
		printInitialState(
			initialState( {
				userConnectionData: userConnectionData( { isMaster: false } ),
			} )
		);
		mocked.unlinkUser.mockResolvedValue( { code: 'success' } );
		const registry = setup();

		await registry.dispatch( store ).unlinkUser();

		const select = registry.select( store );
		expect( select.isUserConnected() ).toBe( false );
		expect( select.isRegistered() ).toBe( true );
		expect( select.hasConnectedOwner() ).toBe( true );
	} );

	it( 'reconnects through the authorization screen when the server asks', async () => {
		printInitialState( initialState() );
		mocked.reconnect.mockResolvedValue( {
			status: 'in_progress',
			authorizeUrl: 'http://site.test/authorize',
		} );
		const registry = setup();
		const redirectFunc = jest.fn();

		await registry
			.dispatch( store )
			.reconnect( { from: 'reconnect-banner', redirectFunc } );

		expect( registry.select( store ).getAuthorizationUrl() ).toBe(
			'http://site.test/authorize'
		);
		expect( registry.select( store ).getUserIsConnecting() ).toBe( true );
		expect( redirectFunc ).toHaveBeenCalledWith(
			'http://site.test/authorize?from=reconnect-banner'
		);
	} );

	it( 'reads offline mode', () => {
		const status = connectionStatus();
		status.offlineMode.isActive = true;
		printInitialState( initialState( { connectionStatus: status } ) );
		expect( setup().select( store ).isOfflineMode() ).toBe( true );
	} );

	it( 'fetches connected plugins on demand', async () => {
		printInitialState( initialState() );
		mocked.fetchConnectedPlugins.mockResolvedValue( [] );
		const registry = setup();
		await registry.dispatch( store ).fetchConnectedPlugins();
		expect( registry.select( store ).getConnectedPlugins() ).toEqual( [] );
	} );
} );
