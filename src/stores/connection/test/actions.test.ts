import * as api from '../../../shared/api';
import { ApiError } from '../../../shared/api/errors';
import {
	clearRegistrationError,
	connectUser,
	disconnectSite,
	fetchConnectedPlugins,
	reconnect,
	refreshConnectionStatus,
	registerSite,
	setAuthorizationUrl,
	setConnectedPlugins,
	setConnectionErrors,
	setConnectionStatus,
	setRegistrationError,
	setSiteIsRegistering,
	setUserConnectionData,
	setUserIsConnecting,
	unlinkUser,
} from '../actions';
import type {
	ConnectionAction,
	ConnectionThunkArgs,
	ConnectionThunkDispatch,
	ConnectionThunkSelect,
} from '../types';
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
	'http://site.test/wp-admin/admin.php?page=jetpack-blocks-authorize&redirect_uri=x';

/** Mocked thunk arguments; dispatch runs nested thunks with the same arguments. */
function thunkArgs( authorizationUrl: string | null = null ) {
	const select: ConnectionThunkSelect = {
		getAuthorizationUrl: jest.fn( () => authorizationUrl ),
	};
	const args = {} as ConnectionThunkArgs;
	const dispatch = jest.fn( ( action: unknown ) =>
		typeof action === 'function' ? action( args ) : action
	);
	args.dispatch = dispatch as unknown as ConnectionThunkDispatch;
	args.select = select;
	/** The plain actions dispatched, in order. */
	const actions = () =>
		dispatch.mock.calls
			.map( ( [ action ] ) => action )
			.filter(
				( action ): action is ConnectionAction =>
					typeof action !== 'function'
			);
	return { dispatch, select, args, actions };
}

beforeEach( () => {
	Object.values( mocked ).forEach( ( mock ) => mock.mockReset() );
} );

afterEach( clearInitialState );

describe( 'plain actions', () => {
	it( 'describe each change', () => {
		expect( setConnectionStatus( { isRegistered: true } ) ).toEqual( {
			type: 'SET_CONNECTION_STATUS',
			status: { isRegistered: true },
		} );
		const data = userConnectionData();
		expect( setUserConnectionData( data ) ).toEqual( {
			type: 'SET_USER_CONNECTION_DATA',
			data,
		} );
		expect( setSiteIsRegistering( true ) ).toEqual( {
			type: 'SET_SITE_IS_REGISTERING',
			isRegistering: true,
		} );
		expect( setUserIsConnecting( false ) ).toEqual( {
			type: 'SET_USER_IS_CONNECTING',
			isConnecting: false,
		} );
		expect( setRegistrationError( 'x' ) ).toEqual( {
			type: 'SET_REGISTRATION_ERROR',
			error: 'x',
		} );
		expect( clearRegistrationError() ).toEqual( {
			type: 'SET_REGISTRATION_ERROR',
			error: null,
		} );
		expect( setAuthorizationUrl( 'u' ) ).toEqual( {
			type: 'SET_AUTHORIZATION_URL',
			url: 'u',
		} );
		expect( setConnectedPlugins( [] ) ).toEqual( {
			type: 'SET_CONNECTED_PLUGINS',
			plugins: [],
		} );
		expect( setConnectionErrors( {} ) ).toEqual( {
			type: 'SET_CONNECTION_ERRORS',
			errors: {},
		} );
	} );
} );

describe( 'registerSite', () => {
	const registration = {
		registrationNonce: 'nonce',
		redirectUri: 'http://site.test/wp-admin/admin.php?page=jetpack-blocks',
	};

	it( 'clears the error, registers, stores the authorize URL and the registration', async () => {
		mocked.registerSite.mockResolvedValue( {
			authorizeUrl: AUTHORIZE_URL,
		} );
		const { args, actions } = thunkArgs();

		const result = await registerSite( registration )( args );

		expect( mocked.registerSite ).toHaveBeenCalledWith( registration );
		expect( result ).toEqual( { authorizeUrl: AUTHORIZE_URL } );
		expect( actions() ).toEqual( [
			{ type: 'SET_REGISTRATION_ERROR', error: null },
			{ type: 'SET_SITE_IS_REGISTERING', isRegistering: true },
			{ type: 'SET_AUTHORIZATION_URL', url: AUTHORIZE_URL },
			{ type: 'SET_CONNECTION_STATUS', status: { isRegistered: true } },
			{ type: 'SET_SITE_IS_REGISTERING', isRegistering: false },
		] );
	} );

	it( 'passes a plugin slug on', async () => {
		mocked.registerSite.mockResolvedValue( {
			authorizeUrl: AUTHORIZE_URL,
		} );
		await registerSite( { ...registration, pluginSlug: 'other' } )(
			thunkArgs().args
		);
		expect( mocked.registerSite ).toHaveBeenCalledWith( {
			...registration,
			pluginSlug: 'other',
		} );
	} );

	it( "stores the ApiError's message and returns the error without throwing", async () => {
		const error = new ApiError( {
			status: 403,
			response: { code: 'invalid_nonce', message: 'Bad nonce' },
			serverMessage: 'Bad nonce',
		} );
		mocked.registerSite.mockRejectedValue( error );
		const { args, actions } = thunkArgs();

		const result = await registerSite( registration )( args );

		expect( result ).toEqual( { error } );
		expect( actions() ).toEqual( [
			{ type: 'SET_REGISTRATION_ERROR', error: null },
			{ type: 'SET_SITE_IS_REGISTERING', isRegistering: true },
			{ type: 'SET_REGISTRATION_ERROR', error: 'Bad nonce (Status 403)' },
			{ type: 'SET_SITE_IS_REGISTERING', isRegistering: false },
		] );
	} );

	it( 'stores a generic message for a failure that is not an Error', async () => {
		mocked.registerSite.mockRejectedValue( 'strange' );
		const { args, actions } = thunkArgs();
		await registerSite( registration )( args );
		expect( actions() ).toContainEqual( {
			type: 'SET_REGISTRATION_ERROR',
			error: 'The site could not be registered.',
		} );
	} );
} );

describe( 'connectUser', () => {
	it( 'redirects to the stored authorize URL with from, without fetching', async () => {
		const redirectFunc = jest.fn();
		const { args, actions } = thunkArgs( AUTHORIZE_URL );

		await connectUser( { from: 'dashboard', redirectFunc } )( args );

		expect( mocked.fetchAuthorizationUrl ).not.toHaveBeenCalled();
		expect( actions() ).toEqual( [
			{ type: 'SET_USER_IS_CONNECTING', isConnecting: true },
		] );
		expect( redirectFunc ).toHaveBeenCalledWith(
			`${ AUTHORIZE_URL }&from=dashboard`
		);
	} );

	it( 'fetches the authorize URL when none is stored, stores it and redirects', async () => {
		mocked.fetchAuthorizationUrl.mockResolvedValue( {
			authorizeUrl: 'http://site.test/authorize',
		} );
		const redirectFunc = jest.fn();
		const { args, actions } = thunkArgs( null );

		await connectUser( {
			from: 'editor',
			redirectFunc,
			redirectUri: 'http://site.test/back',
		} )( args );

		expect( mocked.fetchAuthorizationUrl ).toHaveBeenCalledWith(
			'http://site.test/back'
		);
		expect( actions() ).toEqual( [
			{ type: 'SET_USER_IS_CONNECTING', isConnecting: true },
			{
				type: 'SET_AUTHORIZATION_URL',
				url: 'http://site.test/authorize',
			},
		] );
		expect( redirectFunc ).toHaveBeenCalledWith(
			'http://site.test/authorize?from=editor'
		);
	} );

	it( "returns to the dashboard's connection screen by default", async () => {
		printInitialState( initialState() );
		mocked.fetchAuthorizationUrl.mockResolvedValue( {
			authorizeUrl: 'http://site.test/authorize',
		} );
		await connectUser( { redirectFunc: jest.fn() } )( thunkArgs().args );
		expect( mocked.fetchAuthorizationUrl ).toHaveBeenCalledWith(
			'http://site.test/wp-admin/admin.php?page=jetpack-blocks#/connection'
		);
	} );

	it( 'returns to the current page when the admin URL is unknown', async () => {
		mocked.fetchAuthorizationUrl.mockResolvedValue( {
			authorizeUrl: 'http://site.test/authorize',
		} );
		await connectUser( { redirectFunc: jest.fn() } )( thunkArgs().args );
		expect( mocked.fetchAuthorizationUrl ).toHaveBeenCalledWith(
			window.location.href
		);
	} );

	it( 'redirects without from when none is given', async () => {
		const redirectFunc = jest.fn();
		await connectUser( { redirectFunc } )(
			thunkArgs( 'http://site.test/authorize' ).args
		);
		expect( redirectFunc ).toHaveBeenCalledWith(
			'http://site.test/authorize'
		);
	} );

	it( 'clears userIsConnecting and throws when the URL cannot be fetched', async () => {
		const failure = new Error( 'offline' );
		mocked.fetchAuthorizationUrl.mockRejectedValue( failure );
		const redirectFunc = jest.fn();
		const { args, actions } = thunkArgs( null );

		await expect( connectUser( { redirectFunc } )( args ) ).rejects.toBe(
			failure
		);

		expect( actions() ).toEqual( [
			{ type: 'SET_USER_IS_CONNECTING', isConnecting: true },
			{ type: 'SET_USER_IS_CONNECTING', isConnecting: false },
		] );
		expect( redirectFunc ).not.toHaveBeenCalled();
	} );
} );

describe( 'disconnectSite and unlinkUser', () => {
	it( 'disconnect after the API answers', async () => {
		mocked.disconnectSite.mockResolvedValue( { code: 'success' } );
		const { args, actions } = thunkArgs();
		await disconnectSite()( args );
		expect( mocked.disconnectSite ).toHaveBeenCalledTimes( 1 );
		expect( actions() ).toEqual( [ { type: 'DISCONNECT_SITE' } ] );
	} );

	it( 'unlink after the API answers', async () => {
		mocked.unlinkUser.mockResolvedValue( { code: 'success' } );
		const { args, actions } = thunkArgs();
		await unlinkUser()( args );
		expect( mocked.unlinkUser ).toHaveBeenCalledTimes( 1 );
		expect( actions() ).toEqual( [ { type: 'UNLINK_USER' } ] );
	} );

	it( 'change nothing and throw when the API fails', async () => {
		const failure = new Error( 'nope' );
		mocked.disconnectSite.mockRejectedValue( failure );
		mocked.unlinkUser.mockRejectedValue( failure );
		const { args, actions } = thunkArgs();
		await expect( disconnectSite()( args ) ).rejects.toBe( failure );
		await expect( unlinkUser()( args ) ).rejects.toBe( failure );
		expect( actions() ).toEqual( [] );
	} );
} );

describe( 'refreshConnectionStatus and fetchConnectedPlugins', () => {
	it( 'store the fetched status and user data', async () => {
		const status = connectionStatus();
		const data = userConnectionData();
		mocked.fetchSiteConnectionStatus.mockResolvedValue( status );
		mocked.fetchSiteConnectionData.mockResolvedValue( data );
		const { args, actions } = thunkArgs();

		await refreshConnectionStatus()( args );

		expect( actions() ).toEqual( [
			{ type: 'SET_CONNECTION_STATUS', status },
			{ type: 'SET_USER_CONNECTION_DATA', data },
		] );
	} );

	it( 'store the fetched plugins', async () => {
		const plugins = [ { slug: 'a', name: 'A' } ];
		mocked.fetchConnectedPlugins.mockResolvedValue( plugins );
		const { args, actions } = thunkArgs();
		await fetchConnectedPlugins()( args );
		expect( actions() ).toEqual( [
			{ type: 'SET_CONNECTED_PLUGINS', plugins },
		] );
	} );
} );

describe( 'reconnect', () => {
	it( 'in progress with an authorize URL: stores it and redirects like connectUser', async () => {
		mocked.reconnect.mockResolvedValue( {
			status: 'in_progress',
			authorizeUrl: 'http://site.test/authorize?x=1',
		} );
		const redirectFunc = jest.fn();
		const { args, actions, select } = thunkArgs();
		// Once stored, the URL is what the store answers.
		jest.mocked( select.getAuthorizationUrl ).mockReturnValue(
			'http://site.test/authorize?x=1'
		);

		const response = await reconnect( { from: 'banner', redirectFunc } )(
			args
		);

		expect( response.status ).toBe( 'in_progress' );
		expect( actions() ).toEqual( [
			{
				type: 'SET_AUTHORIZATION_URL',
				url: 'http://site.test/authorize?x=1',
			},
			{ type: 'SET_USER_IS_CONNECTING', isConnecting: true },
		] );
		expect( mocked.fetchAuthorizationUrl ).not.toHaveBeenCalled();
		expect( redirectFunc ).toHaveBeenCalledWith(
			'http://site.test/authorize?x=1&from=banner'
		);
	} );

	it( 'completed: re-fetches the status instead', async () => {
		mocked.reconnect.mockResolvedValue( { status: 'completed' } );
		mocked.fetchSiteConnectionStatus.mockResolvedValue(
			connectionStatus()
		);
		mocked.fetchSiteConnectionData.mockResolvedValue(
			userConnectionData()
		);
		const redirectFunc = jest.fn();
		const { args, actions } = thunkArgs();

		await reconnect( { redirectFunc } )( args );

		expect( redirectFunc ).not.toHaveBeenCalled();
		expect( actions().map( ( action ) => action.type ) ).toEqual( [
			'SET_CONNECTION_STATUS',
			'SET_USER_CONNECTION_DATA',
		] );
	} );

	it( 'throws a failure', async () => {
		const failure = new Error( 'nope' );
		mocked.reconnect.mockRejectedValue( failure );
		await expect( reconnect()( thunkArgs().args ) ).rejects.toBe( failure );
	} );
} );
