import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectionPage } from '../connection-page';
import {
	connectionMocks,
	fakeConnectionStore,
	noticeTexts,
	noticeWith,
	renderWithStores,
	userConnectionData,
	type FakeConnectionState,
	type FakeThunkArgs,
} from './fake-stores';

jest.mock( '../../../stores/connection', () => ( {
	store: require( './fake-stores' ).fakeConnectionStore,
} ) );
jest.mock( '../../../stores/modules', () => ( {
	store: require( './fake-stores' ).fakeModulesStore,
} ) );

const PAGE = '/wp-admin/admin.php?page=jetpack-blocks';

const button = ( name: string ) => screen.getByRole( 'button', { name } );
const queryButton = ( name: string ) =>
	screen.queryByRole( 'button', { name } );
const isDisabled = ( element: HTMLElement ) =>
	element.getAttribute( 'aria-disabled' ) === 'true' ||
	( element as HTMLButtonElement ).disabled;

/** The status list as "term: value" lines. */
function statusLines(): string[] {
	return Array.from( document.querySelectorAll( 'dl > div' ) ).map(
		( row ) =>
			`${ row.querySelector( 'dt' )?.textContent }: ${ row.querySelector( 'dd' )?.textContent }`
	);
}

async function renderPage( connection: Partial< FakeConnectionState > = {} ) {
	const result = renderWithStores( <ConnectionPage />, { connection } );
	// Let the refresh on arrival settle.
	await act( async () => {} );
	return result;
}

beforeEach( () => {
	window.history.replaceState( null, '', `${ PAGE }#/connection` );
	(
		window as unknown as { JetpackBlocksInitialState?: unknown }
	 ).JetpackBlocksInitialState = {
		registrationNonce: 'nonce-123',
		adminUrl: 'http://localhost/wp-admin/',
	};
	for ( const mock of Object.values( connectionMocks ) ) {
		mock.mockReset().mockResolvedValue( undefined );
	}
} );

afterEach( () => {
	delete ( window as unknown as { JetpackBlocksInitialState?: unknown } )
		.JetpackBlocksInitialState;
	window.history.replaceState( null, '', '/' );
} );

describe( 'ConnectionPage', () => {
	it( 'refreshes the connection status on arrival', async () => {
		await renderPage();
		expect( connectionMocks.refreshConnectionStatus ).toHaveBeenCalledTimes(
			1
		);
	} );

	it( 'shows a refresh failure as an error notice', async () => {
		connectionMocks.refreshConnectionStatus.mockRejectedValue(
			new Error( 'Offline (Status 503)' )
		);
		await renderPage();
		expect( noticeTexts() ).toEqual( [
			'Could not refresh the connection status: Offline (Status 503)',
		] );
	} );

	describe( 'not registered', () => {
		it( 'shows the state and only "Connect this site"', async () => {
			await renderPage();
			expect( statusLines() ).toEqual( [
				'Site: Not connected',
				'Your account: Not connected',
				'Connection owner: None',
			] );
			expect( isDisabled( button( 'Connect this site' ) ) ).toBe( false );
			expect( queryButton( 'Connect your account' ) ).toBeNull();
			expect( queryButton( 'Disconnect' ) ).toBeNull();
		} );

		it( 'registers with the nonce and this page as redirect, then connects the user', async () => {
			connectionMocks.registerSite.mockResolvedValue( {
				authorizeUrl:
					'http://localhost/wp-admin/admin.php?page=jetpack-blocks-authorize',
			} );
			await renderPage();

			await userEvent.click( button( 'Connect this site' ) );

			expect( connectionMocks.registerSite ).toHaveBeenCalledTimes( 1 );
			expect( connectionMocks.registerSite.mock.calls[ 0 ][ 0 ] ).toEqual(
				{
					registrationNonce: 'nonce-123',
					redirectUri: `http://localhost${ PAGE }#/connection`,
				}
			);
			await waitFor( () =>
				expect( connectionMocks.connectUser ).toHaveBeenCalledTimes( 1 )
			);
			expect( connectionMocks.connectUser.mock.calls[ 0 ][ 0 ] ).toEqual(
				{
					from: 'jetpack-blocks-dashboard',
				}
			);
			const [ registered = 0 ] =
				connectionMocks.registerSite.mock.invocationCallOrder;
			const [ connected = 0 ] =
				connectionMocks.connectUser.mock.invocationCallOrder;
			expect( registered ).toBeLessThan( connected );
		} );

		it( 'does not go on to the authorization when the registration failed', async () => {
			connectionMocks.registerSite.mockImplementation(
				async (
					_args: unknown,
					{ dispatch }: FakeThunkArgs< FakeConnectionState >
				) => {
					dispatch( {
						type: 'SEED',
						state: {
							registrationError: 'Invalid nonce (Status 403)',
						},
					} );
					return { error: new Error( 'Invalid nonce (Status 403)' ) };
				}
			);
			await renderPage();

			await userEvent.click( button( 'Connect this site' ) );

			expect( connectionMocks.registerSite ).toHaveBeenCalledTimes( 1 );
			expect( connectionMocks.connectUser ).not.toHaveBeenCalled();
			const notice = noticeWith(
				'The site could not be connected: Invalid nonce (Status 403)'
			);
			expect( notice?.classList.contains( 'is-error' ) ).toBe( true );
		} );

		it( 'shows a stored registration error in an error notice', async () => {
			await renderPage( { registrationError: 'Registration refused' } );
			const notice = noticeWith(
				'The site could not be connected: Registration refused'
			);
			expect( notice?.classList.contains( 'is-error' ) ).toBe( true );
		} );

		it( 'is busy while the site registers', async () => {
			await renderPage( { siteIsRegistering: true } );
			const busy = button( 'Connecting this site…' );
			expect( isDisabled( busy ) ).toBe( true );
			expect(
				busy.querySelector( '.components-spinner' )
			).not.toBeNull();
			await userEvent.click( busy );
			expect( connectionMocks.registerSite ).not.toHaveBeenCalled();
		} );
	} );

	describe( 'registered, user not connected', () => {
		const state: Partial< FakeConnectionState > = {
			isRegistered: true,
			hasConnectedOwner: true,
			userConnectionData: userConnectionData( {
				connectionOwner: 'owner',
			} ),
		};

		it( 'offers "Connect your account" and Disconnect', async () => {
			await renderPage( state );
			expect( statusLines() ).toEqual( [
				'Site: Connected',
				'Your account: Not connected',
				'Connection owner: owner',
			] );
			expect( queryButton( 'Connect this site' ) ).toBeNull();
			expect( queryButton( 'Disconnect' ) ).not.toBeNull();

			await userEvent.click( button( 'Connect your account' ) );
			expect( connectionMocks.registerSite ).not.toHaveBeenCalled();
			expect( connectionMocks.connectUser ).toHaveBeenCalledTimes( 1 );
			expect( connectionMocks.connectUser.mock.calls[ 0 ][ 0 ] ).toEqual(
				{
					from: 'jetpack-blocks-dashboard',
				}
			);
		} );

		it( 'is busy while the user connects', async () => {
			await renderPage( { ...state, userIsConnecting: true } );
			const busy = button( 'Connecting your account…' );
			expect( isDisabled( busy ) ).toBe( true );
			expect(
				busy.querySelector( '.components-spinner' )
			).not.toBeNull();
			await userEvent.click( busy );
			expect( connectionMocks.connectUser ).not.toHaveBeenCalled();
		} );

		it( 'shows a failure to start the authorization', async () => {
			connectionMocks.connectUser.mockRejectedValue(
				new Error( 'No authorize URL (Status 500)' )
			);
			await renderPage( state );
			await userEvent.click( button( 'Connect your account' ) );
			await waitFor( () =>
				expect( noticeTexts() ).toEqual( [
					'Could not connect your account: No authorize URL (Status 500)',
				] )
			);
		} );
	} );

	describe( 'connected', () => {
		it( 'shows the user and the owner, without connect buttons', async () => {
			await renderPage( {
				isRegistered: true,
				isUserConnected: true,
				hasConnectedOwner: true,
				userConnectionData: userConnectionData( {
					isConnected: true,
					login: 'editor',
					connectionOwner: 'admin',
				} ),
			} );
			expect( statusLines() ).toEqual( [
				'Site: Connected',
				'Your account: Connected as editor',
				'Connection owner: admin',
			] );
			expect( queryButton( 'Connect this site' ) ).toBeNull();
			expect( queryButton( 'Connect your account' ) ).toBeNull();
			expect( queryButton( 'Disconnect' ) ).not.toBeNull();
		} );
	} );

	describe( 'offline mode', () => {
		it( 'says so and offers no connection', async () => {
			await renderPage( { isOfflineMode: true } );
			const notice = noticeWith( /^This site is in offline mode/ );
			expect( notice?.classList.contains( 'is-warning' ) ).toBe( true );
			expect( statusLines() ).toContain( 'Offline mode: On' );
			expect( queryButton( 'Connect this site' ) ).toBeNull();
		} );
	} );

	describe( 'disconnect', () => {
		const connected: Partial< FakeConnectionState > = {
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
			userConnectionData: userConnectionData( { isConnected: true } ),
		};

		it( 'asks first; Cancel keeps the connection', async () => {
			await renderPage( connected );
			await userEvent.click( button( 'Disconnect' ) );

			const dialog = screen.getByRole( 'dialog', {
				name: 'Disconnect this site?',
			} );
			expect(
				within( dialog ).getByText( /^Are you sure/ )
			).toBeTruthy();

			await userEvent.click(
				within( dialog ).getByRole( 'button', { name: 'Cancel' } )
			);
			expect( screen.queryByRole( 'dialog' ) ).toBeNull();
			expect( connectionMocks.disconnectSite ).not.toHaveBeenCalled();
		} );

		it( 'closes on Escape without disconnecting', async () => {
			await renderPage( connected );
			await userEvent.click( button( 'Disconnect' ) );
			const dialog = screen.getByRole( 'dialog' );
			// The focus moves into the dialog.
			await waitFor( () =>
				expect(
					dialog.contains( dialog.ownerDocument.activeElement )
				).toBe( true )
			);
			await userEvent.keyboard( '{Escape}' );
			await waitFor( () =>
				expect( screen.queryByRole( 'dialog' ) ).toBeNull()
			);
			expect( connectionMocks.disconnectSite ).not.toHaveBeenCalled();
		} );

		it( 'disconnects when confirmed', async () => {
			connectionMocks.disconnectSite.mockImplementation(
				async ( {
					dispatch,
				}: FakeThunkArgs< FakeConnectionState > ) => {
					dispatch( {
						type: 'SEED',
						state: {
							isRegistered: false,
							isUserConnected: false,
							hasConnectedOwner: false,
						},
					} );
				}
			);
			const { registry } = await renderPage( connected );
			await userEvent.click( button( 'Disconnect' ) );
			const dialog = screen.getByRole( 'dialog' );
			await userEvent.click(
				within( dialog ).getByRole( 'button', { name: 'Disconnect' } )
			);

			expect( connectionMocks.disconnectSite ).toHaveBeenCalledTimes( 1 );
			await waitFor( () =>
				expect( screen.queryByRole( 'dialog' ) ).toBeNull()
			);
			expect(
				registry.select( fakeConnectionStore ).isRegistered()
			).toBe( false );
			expect( noticeTexts() ).toEqual( [ 'The site is disconnected.' ] );
			expect( queryButton( 'Connect this site' ) ).not.toBeNull();
			const heading = screen.getByRole( 'heading', {
				level: 2,
				name: 'Connection',
			} );
			await waitFor( () =>
				expect( heading.ownerDocument.activeElement ).toBe( heading )
			);
		} );

		it( 'shows a failed disconnection', async () => {
			connectionMocks.disconnectSite.mockRejectedValue(
				new Error( 'Forbidden (Status 403)' )
			);
			await renderPage( connected );
			await userEvent.click( button( 'Disconnect' ) );
			await userEvent.click(
				within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
					name: 'Disconnect',
				} )
			);
			await waitFor( () =>
				expect( noticeTexts() ).toEqual( [
					'Could not disconnect the site: Forbidden (Status 403)',
				] )
			);
			expect( screen.queryByRole( 'dialog' ) ).toBeNull();
			expect( queryButton( 'Disconnect' ) ).not.toBeNull();
		} );
	} );
} );
