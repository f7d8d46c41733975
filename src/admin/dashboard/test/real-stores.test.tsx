/**
 * The dashboard against the real connection and modules stores: the other page tests use stand-in
 * stores, so this checks that the real ones serve the dashboard — their names, the selectors and
 * actions it calls with the arguments it passes, the resolution it waits for. Nothing is mocked
 * but the network: `fetch` under the real api-fetch and API client answers the REST routes the way
 * the site does, and the assertions are what the user sees.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import type { ModulesResponse } from '../../../shared/api/types';
import { store as connectionStore } from '../../../stores/connection';
import { store as modulesStore } from '../../../stores/modules';
import { DashboardApp } from '../app';

// The snackbars animate (framer-motion), which measures with window.scrollTo: jsdom has none.
window.scrollTo = () => {};

const PAGE = '/wp-admin/admin.php?page=jetpack-blocks';
const API_ROOT = 'http://localhost/wp-json/';
const NONCE = 'nonce-abc';

interface SentRequest {
	method: string;
	/** The route under jetpack/v4/, e.g. `module/all`. */
	route: string;
	headers: Record< string, string >;
	body: unknown;
}

type Answer = { status: number; body: unknown };
type Handler = ( request: SentRequest ) => Answer | Promise< Answer >;

/** The fake site: `METHOD route` → handler. Anything else is a 404, and recorded. */
let routes: Record< string, Handler > = {};
let sent: SentRequest[] = [];

function installFakeSite(): void {
	sent = [];
	routes = {};
	( globalThis as unknown as { fetch: unknown } ).fetch = async (
		input: string,
		init: RequestInit = {}
	) => {
		const url = new URL( String( input ) );
		const request: SentRequest = {
			method: init.method ?? 'GET',
			route: url.pathname.replace( /^\/wp-json\/jetpack\/v4\//, '' ),
			headers: { ...( init.headers as Record< string, string > ) },
			body:
				typeof init.body === 'string'
					? JSON.parse( init.body )
					: undefined,
		};
		sent.push( request );
		const handler = routes[ `${ request.method } ${ request.route }` ];
		const { status, body } = handler
			? await handler( request )
			: {
					status: 404,
					body: { code: 'rest_no_route', message: 'No route.' },
				};
		return {
			ok: status >= 200 && status < 300,
			status,
			statusText: '',
			url: url.toString(),
			redirected: false,
			text: async () => JSON.stringify( body ),
		};
	};
}

function moduleData( name: string, activated: boolean ) {
	return {
		name,
		module: name.toLowerCase(),
		description: `${ name } for this site.`,
		activated,
		available: true,
		module_tags: [],
		options: {},
	};
}

const connectionStatus = ( registered: boolean ) => ( {
	isActive: registered,
	isStaging: false,
	isRegistered: registered,
	isUserConnected: registered,
	hasConnectedOwner: registered,
	offlineMode: {
		isActive: false,
		constant: false,
		url: false,
		filter: false,
		wpLocalConstant: false,
	},
	isPublic: false,
} );

const userData = ( connected: boolean ) => ( {
	currentUser: {
		isConnected: connected,
		isMaster: connected,
		username: 'admin',
		id: 1,
		blogId: connected ? 7 : null,
		wpcomUser: connected
			? {
					ID: 70,
					login: 'admin',
					email: 'admin@example.org',
					display_name: 'Ada',
				}
			: null,
		permissions: { manage_options: true },
	},
	connectionOwner: connected ? 'admin' : null,
} );

/** Prints the page's initial state, opens a route and renders the app with the real stores. */
async function openDashboard( route: string, registered = false ) {
	(
		window as unknown as { JetpackBlocksInitialState?: unknown }
	 ).JetpackBlocksInitialState = {
		apiRoot: API_ROOT,
		apiNonce: NONCE,
		registrationNonce: 'registration-nonce',
		siteUrl: 'http://localhost',
		adminUrl: 'http://localhost/wp-admin/',
		connectionStatus: connectionStatus( registered ),
		userConnectionData: userData( registered ),
		connectedPlugins: [],
	};
	window.history.replaceState( null, '', `${ PAGE }#/${ route }` );
	const registry = createRegistry();
	registry.register( connectionStore );
	registry.register( modulesStore );
	render(
		<RegistryProvider value={ registry }>
			<DashboardApp />
		</RegistryProvider>
	);
	await act( async () => {} );
}

const toggle = ( name: string ) =>
	screen.getByRole( 'checkbox', { name } ) as HTMLInputElement;

/** The status list as "term: value" lines. */
const statusLines = () =>
	Array.from( document.querySelectorAll( 'dl > div' ) ).map(
		( row ) =>
			`${ row.querySelector( 'dt' )?.textContent }: ${
				row.querySelector( 'dd' )?.textContent
			}`
	);

/** The shown notices' texts (a notice also speaks into a live region: not counted twice). */
const noticeTexts = () =>
	Array.from(
		document.querySelectorAll(
			'.components-notice__content, .components-snackbar__content'
		)
	).map( ( element ) => element.textContent ?? '' );

beforeEach( () => {
	installFakeSite();
} );

afterEach( () => {
	delete ( window as unknown as { JetpackBlocksInitialState?: unknown } )
		.JetpackBlocksInitialState;
	window.history.replaceState( null, '', '/' );
} );

describe( 'the modules screen with the real modules store', () => {
	let modules: ModulesResponse;

	beforeEach( () => {
		modules = {
			stats: moduleData( 'Stats', false ),
			markdown: moduleData( 'Markdown', true ),
		};
		routes[ 'GET module/all' ] = () => ( { status: 200, body: modules } );
	} );

	it( 'loads the modules from the site and shows each with its state', async () => {
		await openDashboard( 'modules' );

		await waitFor( () => expect( toggle( 'Stats' ) ).toBeTruthy() );
		expect( toggle( 'Stats' ).checked ).toBe( false );
		expect( toggle( 'Markdown' ).checked ).toBe( true );
		expect( screen.queryByText( 'Loading modules…' ) ).toBeNull();
		expect(
			sent.filter( ( request ) => request.route === 'module/all' )
		).toHaveLength( 1 );
		expect( sent[ 0 ]?.headers[ 'X-WP-Nonce' ] ).toBe( NONCE );
	} );

	it( "switches a module on through the site, then shows the site's list", async () => {
		routes[ 'POST module/stats/active' ] = ( request ) => {
			const { active } = request.body as { active: boolean };
			modules = {
				...modules,
				stats: { ...moduleData( 'Stats', active ) },
			};
			return { status: 200, body: { code: 'success' } };
		};
		await openDashboard( 'modules' );
		await waitFor( () => expect( toggle( 'Stats' ) ).toBeTruthy() );

		await userEvent.click( toggle( 'Stats' ) );

		await waitFor( () =>
			expect( screen.getByText( 'Stats activated.' ) ).toBeTruthy()
		);
		expect( toggle( 'Stats' ).checked ).toBe( true );
		expect(
			sent.map( ( request ) => `${ request.method } ${ request.route }` )
		).toEqual( [
			'GET module/all',
			'POST module/stats/active',
			'GET module/all',
		] );
		expect( sent[ 1 ]?.body ).toEqual( { active: true } );
	} );

	it( 'rolls a refused switch back and says why', async () => {
		routes[ 'POST module/stats/active' ] = () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'You may not change modules.',
			},
		} );
		await openDashboard( 'modules' );
		await waitFor( () => expect( toggle( 'Stats' ) ).toBeTruthy() );

		await userEvent.click( toggle( 'Stats' ) );

		await waitFor( () =>
			expect( noticeTexts() ).toEqual( [
				'Could not activate Stats: You may not change modules. (Status 403)',
			] )
		);
		expect( toggle( 'Stats' ).checked ).toBe( false );
		expect( toggle( 'Stats' ).disabled ).toBe( false );
	} );

	it( 'says so when the modules cannot be loaded', async () => {
		routes[ 'GET module/all' ] = () => ( {
			status: 500,
			body: { code: 'broken', message: 'Database gone.' },
		} );
		await openDashboard( 'modules' );

		await waitFor( () =>
			expect( noticeTexts() ).toEqual( [
				'Could not load the modules: Database gone. (Status 500)',
			] )
		);
	} );
} );

describe( 'the connection screen with the real connection store', () => {
	it( 'shows the printed state at once, then what the site says on arrival', async () => {
		let answer: ( value: Answer ) => void = () => undefined;
		routes[ 'GET connection' ] = () =>
			new Promise< Answer >( ( resolve ) => {
				answer = resolve;
			} );
		routes[ 'GET connection/data' ] = () => ( {
			status: 200,
			body: userData( true ),
		} );
		await openDashboard( 'connection' );

		expect( statusLines() ).toEqual( [
			'Site: Not connected',
			'Your account: Not connected',
			'Connection owner: None',
		] );

		await act( async () =>
			answer( { status: 200, body: connectionStatus( true ) } )
		);

		await waitFor( () =>
			expect( statusLines() ).toEqual( [
				'Site: Connected',
				'Your account: Connected as Ada',
				'Connection owner: admin',
			] )
		);
		expect(
			screen.getByRole( 'button', { name: 'Disconnect' } )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Connect this site' } )
		).toBeNull();
	} );

	it( "registers with the printed nonce and shows the site's refusal", async () => {
		routes[ 'GET connection' ] = () => ( {
			status: 200,
			body: connectionStatus( false ),
		} );
		routes[ 'GET connection/data' ] = () => ( {
			status: 200,
			body: userData( false ),
		} );
		routes[ 'POST connection/register' ] = () => ( {
			status: 400,
			body: {
				code: 'invalid_nonce',
				message: 'The registration nonce is invalid.',
			},
		} );
		await openDashboard( 'connection' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Connect this site' } )
		);

		await waitFor( () =>
			expect( noticeTexts() ).toEqual( [
				'The site could not be connected: The registration nonce is invalid. (Status 400)',
			] )
		);
		const register = sent.find(
			( request ) => request.route === 'connection/register'
		);
		expect( register?.body ).toMatchObject( {
			registration_nonce: 'registration-nonce',
			no_iframe: true,
			redirect_uri: `http://localhost${ PAGE }#/connection`,
		} );
		expect( statusLines()[ 0 ] ).toBe( 'Site: Not connected' );
	} );

	it( 'disconnects after the confirmation and shows the site as not connected', async () => {
		let registered = true;
		routes[ 'GET connection' ] = () => ( {
			status: 200,
			body: connectionStatus( registered ),
		} );
		routes[ 'GET connection/data' ] = () => ( {
			status: 200,
			body: userData( registered ),
		} );
		routes[ 'POST connection' ] = ( request ) => {
			registered = ( request.body as { isActive: boolean } ).isActive;
			return { status: 200, body: { code: 'success' } };
		};
		await openDashboard( 'connection', true );
		await waitFor( () =>
			expect( statusLines()[ 1 ] ).toBe(
				'Your account: Connected as Ada'
			)
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Disconnect' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Disconnect this site?',
		} );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Disconnect' } )
		);

		await waitFor( () =>
			expect( noticeTexts() ).toContain( 'The site is disconnected.' )
		);
		expect( registered ).toBe( false );
		expect( statusLines() ).toEqual( [
			'Site: Not connected',
			'Your account: Not connected',
			'Connection owner: None',
		] );
		expect(
			screen.getByRole( 'button', { name: 'Connect this site' } )
		).toBeTruthy();
	} );
} );
