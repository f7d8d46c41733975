import { createInitialState } from '../initial-state';
import * as selectors from '../selectors';
import type { ConnectionState } from '../types';
import { connectionStatus, userConnectionData } from './fixtures';

function state( overrides: Partial< ConnectionState > = {} ): ConnectionState {
	return { ...createInitialState(), ...overrides };
}

describe( 'connection selectors', () => {
	it( 'read the status flags', () => {
		const status = connectionStatus( {
			isRegistered: true,
			isUserConnected: false,
			hasConnectedOwner: true,
		} );
		const current = state( { connectionStatus: status } );
		expect( selectors.getConnectionStatus( current ) ).toBe( status );
		expect( selectors.isRegistered( current ) ).toBe( true );
		expect( selectors.isUserConnected( current ) ).toBe( false );
		expect( selectors.hasConnectedOwner( current ) ).toBe( true );
	} );

	it( 'read offline mode from connectionStatus.offlineMode.isActive', () => {
		const offline = connectionStatus();
		offline.offlineMode.isActive = true;
		expect(
			selectors.isOfflineMode( state( { connectionStatus: offline } ) )
		).toBe( true );
		expect( selectors.isOfflineMode( state() ) ).toBe( false );
	} );

	it( 'read the flow and the lists', () => {
		const data = userConnectionData();
		const plugins = [ { slug: 'a', name: 'A' } ];
		const current = state( {
			userConnectionData: data,
			siteIsRegistering: true,
			userIsConnecting: true,
			registrationError: 'Failed (Status 403)',
			authorizationUrl: 'http://site.test/authorize',
			connectedPlugins: plugins,
			connectionErrors: { e: {} },
		} );
		expect( selectors.getUserConnectionData( current ) ).toBe( data );
		expect( selectors.getSiteIsRegistering( current ) ).toBe( true );
		expect( selectors.getUserIsConnecting( current ) ).toBe( true );
		expect( selectors.getRegistrationError( current ) ).toBe(
			'Failed (Status 403)'
		);
		expect( selectors.getAuthorizationUrl( current ) ).toBe(
			'http://site.test/authorize'
		);
		expect( selectors.getConnectedPlugins( current ) ).toBe( plugins );
		expect( selectors.getConnectionErrors( current ) ).toEqual( { e: {} } );
	} );

	it( 'answer null for no error and no authorize URL', () => {
		expect( selectors.getRegistrationError( state() ) ).toBeNull();
		expect( selectors.getAuthorizationUrl( state() ) ).toBeNull();
	} );
} );
