import { createAnalytics, MAX_QUEUED_EVENTS } from '../analytics';
import {
	configureAnalytics,
	recordEvent,
	setIdentity,
	setTrackingOptOut,
} from '..';

type PrintedWindow = Window & { JetpackBlocksInitialState?: unknown };

let dateNow: jest.SpyInstance< number, [] >;

/** Captures every pixel: the `src` given to each `new Image()`. */
let pixels: Array< { src: string } > = [];
const RealImage = window.Image;

class FakeImage {
	src = '';
	constructor() {
		pixels.push( this );
	}
}

/** The query of each pixel sent so far. */
const sent = () =>
	pixels.map( ( pixel ) =>
		Object.fromEntries( new URL( pixel.src ).searchParams )
	);

function printState( state: unknown ) {
	( window as PrintedWindow ).JetpackBlocksInitialState = state;
}

function printConnectedUser( overrides: Record< string, unknown > = {} ) {
	printState( {
		tracksEventPrefix: 'jetpack_',
		tracksPixelUrl: 'https://pixel.wp.com/t.gif',
		userConnectionData: {
			currentUser: {
				isConnected: true,
				wpcomUser: { ID: 77, login: 'wpcom-admin' },
			},
		},
		...overrides,
	} );
}

const connected = () => true;
const identity = { userId: 5, username: 'editor' };

beforeEach( () => {
	pixels = [];
	window.Image = FakeImage as unknown as typeof Image;
	dateNow = jest.spyOn( Date, 'now' ).mockReturnValue( 1700000000000 );
} );

afterEach( () => {
	window.Image = RealImage;
	delete ( window as PrintedWindow ).JetpackBlocksInitialState;
	dateNow.mockRestore();
} );

describe( 'which events are recorded', () => {
	it( 'records names starting with the product prefix or akismet_', () => {
		const analytics = createAnalytics( { isConnected: connected } );
		analytics.setIdentity( identity );

		expect( analytics.recordEvent( 'jetpack_connect_click' ) ).toBe( true );
		expect( analytics.recordEvent( 'akismet_spam_found' ) ).toBe( true );
		expect( analytics.recordEvent( 'wpcom_other' ) ).toBe( false );
		expect( analytics.recordEvent( 'jetpackx' ) ).toBe( false );
		expect( analytics.recordEvent( 'Jetpack_click' ) ).toBe( false );
		expect( analytics.recordEvent( 'jetpack_Bad-Name' ) ).toBe( false );

		expect( sent().map( ( query ) => query._en ) ).toEqual( [
			'jetpack_connect_click',
			'akismet_spam_found',
		] );
	} );

	it( "uses the page's tracksEventPrefix", () => {
		printConnectedUser( { tracksEventPrefix: 'myproduct_' } );
		const analytics = createAnalytics();

		expect( analytics.recordEvent( 'myproduct_open' ) ).toBe( true );
		expect( analytics.recordEvent( 'jetpack_open' ) ).toBe( false );
		expect( analytics.recordEvent( 'akismet_open' ) ).toBe( true );
		expect( pixels ).toHaveLength( 2 );
	} );

	it( 'records nothing for an unconnected user', () => {
		printConnectedUser( {
			userConnectionData: {
				currentUser: {
					isConnected: false,
					wpcomUser: { ID: 77, login: 'wpcom-admin' },
				},
			},
		} );
		const analytics = createAnalytics();
		expect( analytics.recordEvent( 'jetpack_click' ) ).toBe( false );
		expect( analytics.getQueue() ).toEqual( [] );
		expect( pixels ).toHaveLength( 0 );
	} );

	it( 'records nothing without any connection information', () => {
		const analytics = createAnalytics();
		analytics.setIdentity( identity );
		expect( analytics.recordEvent( 'jetpack_click' ) ).toBe( false );
		expect( pixels ).toHaveLength( 0 );
	} );

	it( 'asks a configured isConnected (e.g. the connection store)', () => {
		let isConnected = false;
		const analytics = createAnalytics();
		analytics.configure( { isConnected: () => isConnected } );
		analytics.setIdentity( identity );

		expect( analytics.recordEvent( 'jetpack_a' ) ).toBe( false );
		isConnected = true;
		expect( analytics.recordEvent( 'jetpack_b' ) ).toBe( true );
		expect( sent().map( ( query ) => query._en ) ).toEqual( [
			'jetpack_b',
		] );
	} );

	it( 'records nothing after the user opts out, and again after opting in', () => {
		const analytics = createAnalytics( { isConnected: connected } );
		analytics.setIdentity( identity );
		analytics.setTrackingOptOut( true );
		expect( analytics.recordEvent( 'jetpack_click' ) ).toBe( false );
		expect( pixels ).toHaveLength( 0 );

		analytics.setTrackingOptOut( false );
		expect( analytics.recordEvent( 'jetpack_click' ) ).toBe( true );
		expect( pixels ).toHaveLength( 1 );
	} );

	it( "follows the user's setting as the page printed it (tracksOptOut)", () => {
		printConnectedUser( { tracksOptOut: true } );
		const analytics = createAnalytics();
		expect(
			analytics.recordEvent( 'jetpack_ai_upgrade_button_click' )
		).toBe( false );
		expect( pixels ).toHaveLength( 0 );

		printConnectedUser( { tracksOptOut: false } );
		expect(
			analytics.recordEvent( 'jetpack_ai_upgrade_button_click' )
		).toBe( true );
		expect( pixels ).toHaveLength( 1 );
	} );
} );

describe( 'the queue', () => {
	it( 'keeps events until the identity is known, then sends them in order', () => {
		const analytics = createAnalytics( { isConnected: connected } );

		analytics.recordEvent( 'jetpack_first', { step: 1 } );
		analytics.recordEvent( 'jetpack_second' );
		expect( pixels ).toHaveLength( 0 );
		expect( analytics.getQueue().map( ( event ) => event.name ) ).toEqual( [
			'jetpack_first',
			'jetpack_second',
		] );

		analytics.setIdentity( identity );

		expect( analytics.getQueue() ).toEqual( [] );
		expect( sent() ).toEqual( [
			expect.objectContaining( {
				_en: 'jetpack_first',
				_ui: '5',
				_ul: 'editor',
				step: '1',
			} ),
			expect.objectContaining( { _en: 'jetpack_second' } ),
		] );
	} );

	it( 'keeps the time each event was recorded', () => {
		const analytics = createAnalytics( { isConnected: connected } );
		dateNow.mockReturnValue( 1000 );
		analytics.recordEvent( 'jetpack_early' );
		dateNow.mockReturnValue( 5000 );
		analytics.setIdentity( identity );
		expect( sent()[ 0 ] ).toMatchObject( { _ts: '1000', _rt: '5000' } );
	} );

	it( 'drops the waiting events when the user opts out', () => {
		const analytics = createAnalytics( { isConnected: connected } );
		analytics.recordEvent( 'jetpack_click' );
		analytics.setTrackingOptOut( true );
		analytics.setTrackingOptOut( false );
		analytics.setIdentity( identity );
		expect( pixels ).toHaveLength( 0 );
	} );

	it( 'drops the waiting events if the user is no longer connected when the identity comes', () => {
		let isConnected = true;
		const analytics = createAnalytics( {
			isConnected: () => isConnected,
		} );
		analytics.recordEvent( 'jetpack_click' );
		isConnected = false;
		analytics.setIdentity( identity );
		expect( pixels ).toHaveLength( 0 );
		expect( analytics.getQueue() ).toEqual( [] );
	} );

	it( `keeps at most ${ MAX_QUEUED_EVENTS } events, dropping the oldest`, () => {
		const analytics = createAnalytics( { isConnected: connected } );
		for ( let i = 0; i < MAX_QUEUED_EVENTS + 5; i++ ) {
			analytics.recordEvent( 'jetpack_tick', { i } );
		}
		const queue = analytics.getQueue();
		expect( queue ).toHaveLength( MAX_QUEUED_EVENTS );
		expect( queue[ 0 ]?.properties.i ).toBe( '5' );
	} );

	it( 'takes the identity from the printed wpcomUser', () => {
		printConnectedUser();
		const analytics = createAnalytics();
		analytics.recordEvent( 'jetpack_click' );
		expect( sent() ).toEqual( [
			expect.objectContaining( {
				_en: 'jetpack_click',
				_ut: 'wpcom:user_id',
				_ui: '77',
				_ul: 'wpcom-admin',
			} ),
		] );
	} );

	it( 'waits when the printed user has no wpcomUser', () => {
		printConnectedUser( {
			userConnectionData: {
				currentUser: { isConnected: true, wpcomUser: null },
			},
		} );
		const analytics = createAnalytics();
		expect( analytics.recordEvent( 'jetpack_click' ) ).toBe( true );
		expect( pixels ).toHaveLength( 0 );
		analytics.setIdentity( identity );
		expect( pixels ).toHaveLength( 1 );
	} );
} );

describe( 'the pixel', () => {
	it( 'is a GET of the pixel URL with the event, the user, the properties and _rt', () => {
		const analytics = createAnalytics( { isConnected: connected } );
		analytics.setIdentity( identity );
		analytics.recordEvent( 'jetpack_module_toggle', {
			module: 'contact-form',
			enabled: false,
			BadKey: 'dropped',
			'bad-key': 'dropped',
		} );

		const url = new URL( pixels[ 0 ]?.src ?? '' );
		expect( url.origin + url.pathname ).toBe(
			'https://pixel.wp.com/t.gif'
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			_en: 'jetpack_module_toggle',
			_ts: '1700000000000',
			_ut: 'wpcom:user_id',
			_ui: '5',
			_ul: 'editor',
			module: 'contact-form',
			enabled: 'false',
			_rt: '1700000000000',
		} );
	} );

	it( "goes to the page's tracksPixelUrl", () => {
		printConnectedUser( {
			tracksPixelUrl:
				'http://site.test/wp-admin/admin-ajax.php?action=jetpack_blocks_tracks',
		} );
		createAnalytics().recordEvent( 'jetpack_click' );
		const url = new URL( pixels[ 0 ]?.src ?? '' );
		expect( url.pathname ).toBe( '/wp-admin/admin-ajax.php' );
		expect( url.searchParams.get( 'action' ) ).toBe(
			'jetpack_blocks_tracks'
		);
		expect( url.searchParams.get( '_en' ) ).toBe( 'jetpack_click' );
	} );

	it( 'never repeats a URL (cache-busting _rt), even within one millisecond', () => {
		const analytics = createAnalytics( { isConnected: connected } );
		analytics.setIdentity( identity );
		analytics.recordEvent( 'jetpack_click' );
		analytics.recordEvent( 'jetpack_click' );
		const [ first, second ] = pixels.map( ( pixel ) => pixel.src );
		expect( first ).not.toBe( second );
		expect( sent().map( ( query ) => query._rt ) ).toEqual( [
			'1700000000000',
			'1700000000001',
		] );
	} );
} );

describe( 'the shared helper', () => {
	it( 'records, identifies, opts out and can be wired to a connection check', () => {
		configureAnalytics( { isConnected: connected } );
		expect( recordEvent( 'jetpack_shared', { a: 1 } ) ).toBe( true );
		expect( pixels ).toHaveLength( 0 );
		setIdentity( identity );
		expect( sent() ).toEqual( [
			expect.objectContaining( { _en: 'jetpack_shared', a: '1' } ),
		] );

		setTrackingOptOut( true );
		expect( recordEvent( 'jetpack_shared' ) ).toBe( false );
		setTrackingOptOut( false );
		configureAnalytics( { isConnected: () => false } );
		expect( recordEvent( 'jetpack_shared' ) ).toBe( false );
		expect( pixels ).toHaveLength( 1 );
	} );
} );
