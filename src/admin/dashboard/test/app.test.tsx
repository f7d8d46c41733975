import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { DashboardApp } from '../app';
import { routeFromHash } from '../router';
import { connectionMocks, renderWithStores } from './fake-stores';

jest.mock( '../../../stores/connection', () => ( {
	store: require( './fake-stores' ).fakeConnectionStore,
} ) );
jest.mock( '../../../stores/modules', () => ( {
	store: require( './fake-stores' ).fakeModulesStore,
} ) );
jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const apiFetchMock = apiFetch as unknown as jest.Mock;

function setHash( hash: string ) {
	window.history.replaceState(
		null,
		'',
		`/wp-admin/admin.php?page=jetpack-blocks${ hash }`
	);
}

const pageHeading = () => screen.getByRole( 'heading', { level: 2 } );
const navLink = ( name: string ) =>
	within(
		screen.getByRole( 'navigation', { name: 'Dashboard sections' } )
	).getByRole( 'link', { name } );

beforeEach( () => {
	connectionMocks.refreshConnectionStatus
		.mockReset()
		.mockResolvedValue( undefined );
	apiFetchMock.mockReset().mockResolvedValue( { 'requests-count': 3 } );
} );

afterEach( () => setHash( '' ) );

describe( 'routeFromHash', () => {
	it( 'names the three routes and falls back to modules', () => {
		expect( routeFromHash( '#/connection' ) ).toBe( 'connection' );
		expect( routeFromHash( '#/add-jetpack-ai' ) ).toBe( 'add-jetpack-ai' );
		expect( routeFromHash( '#/modules' ) ).toBe( 'modules' );
		expect( routeFromHash( '#connection/' ) ).toBe( 'connection' );
		expect( routeFromHash( '' ) ).toBe( 'modules' );
		expect( routeFromHash( '#' ) ).toBe( 'modules' );
		expect( routeFromHash( '#/settings' ) ).toBe( 'modules' );
	} );
} );

describe( 'DashboardApp routing', () => {
	it( 'shows the modules page by default, with its nav link current', () => {
		setHash( '' );
		renderWithStores( <DashboardApp />, {}, { withNotices: false } );
		expect( screen.getByRole( 'heading', { level: 1 } ).textContent ).toBe(
			'Jetpack Blocks'
		);
		expect( pageHeading().textContent ).toBe( 'Modules' );
		expect( navLink( 'Modules' ).getAttribute( 'aria-current' ) ).toBe(
			'page'
		);
		expect(
			navLink( 'Connection' ).getAttribute( 'aria-current' )
		).toBeNull();
		expect( navLink( 'Connection' ).getAttribute( 'href' ) ).toBe(
			'#/connection'
		);
		expect( navLink( 'AI upgrade' ).getAttribute( 'href' ) ).toBe(
			'#/add-jetpack-ai'
		);
	} );

	it( 'shows the modules page for an unknown hash', () => {
		setHash( '#/no-such-page' );
		renderWithStores( <DashboardApp />, {}, { withNotices: false } );
		expect( pageHeading().textContent ).toBe( 'Modules' );
	} );

	it( 'opens the page the hash names', async () => {
		setHash( '#/connection' );
		renderWithStores( <DashboardApp />, {}, { withNotices: false } );
		expect( pageHeading().textContent ).toBe( 'Connection' );
		expect( navLink( 'Connection' ).getAttribute( 'aria-current' ) ).toBe(
			'page'
		);
		// Arriving on the connection page (e.g. back from the authorization screen) refreshes it.
		expect( connectionMocks.refreshConnectionStatus ).toHaveBeenCalledTimes(
			1
		);
		await act( async () => {} );
	} );

	it( 'opens the AI upgrade page', async () => {
		setHash( '#/add-jetpack-ai' );
		renderWithStores( <DashboardApp />, {}, { withNotices: false } );
		expect( pageHeading().textContent ).toBe(
			'Upgrade to unlimited AI requests'
		);
		await screen.findByText( 'You have used 3 of 20 free requests.' );
	} );

	it( 'follows hashchange, from the nav links and from elsewhere', async () => {
		setHash( '' );
		renderWithStores( <DashboardApp />, {}, { withNotices: false } );

		await userEvent.click( navLink( 'Connection' ) );
		expect(
			(
				await screen.findByRole( 'heading', {
					level: 2,
					name: 'Connection',
				} )
			).textContent
		).toBe( 'Connection' );
		expect( window.location.hash ).toBe( '#/connection' );
		expect( navLink( 'Connection' ).getAttribute( 'aria-current' ) ).toBe(
			'page'
		);
		expect(
			navLink( 'Modules' ).getAttribute( 'aria-current' )
		).toBeNull();

		await act( async () => {
			setHash( '#/add-jetpack-ai' );
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );
		expect( pageHeading().textContent ).toBe(
			'Upgrade to unlimited AI requests'
		);

		await act( async () => {
			setHash( '#/modules' );
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );
		expect( pageHeading().textContent ).toBe( 'Modules' );
	} );

	it( 'reaches every section with the keyboard', async () => {
		setHash( '' );
		renderWithStores( <DashboardApp />, {}, { withNotices: false } );
		const focused = () => navLink( 'Modules' ).ownerDocument.activeElement;
		await userEvent.tab();
		expect( focused() ).toBe( navLink( 'Modules' ) );
		await userEvent.tab();
		expect( focused() ).toBe( navLink( 'Connection' ) );
		await userEvent.keyboard( '{Enter}' );
		expect(
			(
				await screen.findByRole( 'heading', {
					level: 2,
					name: 'Connection',
				} )
			).textContent
		).toBe( 'Connection' );
	} );
} );
