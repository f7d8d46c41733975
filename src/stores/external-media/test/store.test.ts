import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store } from '..';
import { MAX_SELECTED } from '../constants';
import type { ExternalMediaItem } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

function setup() {
	const registry = createRegistry();
	registry.register( store );
	return {
		registry,
		state: () => registry.select( store ).getState(),
		actions: registry.dispatch( store ),
	};
}

function item( id: string, extra: Partial< ExternalMediaItem > = {} ) {
	return {
		ID: id,
		guid: `guid-${ id }`,
		type: 'image',
		title: `Title ${ id }`,
		caption: `Caption ${ id }`,
		thumbnails: { medium: `https://example.test/${ id }.jpg` },
		...extra,
	};
}

function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

beforeEach( () => fetchMock.mockReset() );

describe( 'the external media store', () => {
	it( 'starts authenticated, idle, at the recent view', () => {
		const { registry, state } = setup();
		expect(
			registry.select( store ).isAuthenticated( 'google_photos' )
		).toBe( true );
		expect( state() ).toMatchObject( {
			isLoading: false,
			isCopying: false,
			query: { path: 'recent' },
			media: [],
			notice: null,
		} );
	} );

	it( 'asks each source for its page size and fields', async () => {
		fetchMock.mockResolvedValue( { media: [], meta: {} } );
		const { actions } = setup();

		actions.open( 'openverse', { search: 'river' } );
		await actions.fetchMedia();
		actions.open( 'pexels', { search: '' } );
		await actions.fetchMedia();
		actions.open( 'google_photos', { imagesOnly: true } );
		await actions.fetchMedia();

		expect(
			fetchMock.mock.calls.map( ( [ options ] ) => options.path )
		).toEqual( [
			'/wpcom/v2/external-media/list/openverse?number=20&search=river',
			'/wpcom/v2/external-media/list/pexels?number=10&path=recent&search=mountain',
			'/wpcom/v2/external-media/list/google_photos?number=25&path=recent&mediaType=photo',
		] );
	} );

	it( 'merges pages without duplicate ids and pages on with the URL-encoded handle', async () => {
		const { actions, state } = setup();
		actions.open( 'openverse', { search: 'sky' } );
		fetchMock.mockResolvedValueOnce( {
			media: [ item( 'a' ), item( 'b' ) ],
			meta: { next_page: 'page 2&x=/?' },
		} );
		await actions.fetchMedia();
		expect( state().nextPage ).toBe( 'page 2&x=/?' );

		fetchMock.mockResolvedValueOnce( {
			media: [ item( 'b' ), item( 'c' ) ],
			meta: {},
		} );
		await actions.fetchMedia();

		expect( fetchMock.mock.calls[ 1 ][ 0 ].path ).toBe(
			'/wpcom/v2/external-media/list/openverse?number=20&search=sky&page_handle=page%202%26x%3D%2F%3F'
		);
		expect( state().media.map( ( media ) => media.ID ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
		expect( state().nextPage ).toBeNull();
		expect( state().allFetched ).toBe( true );
	} );

	it( 'ignores a list request while one is loading, and once every page is in', async () => {
		const { actions, state } = setup();
		actions.open( 'openverse', { search: 'sky' } );
		const answer = deferred< unknown >();
		fetchMock.mockReturnValueOnce( answer.promise );
		const first = actions.fetchMedia();
		await actions.fetchMedia();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( state().isLoading ).toBe( true );

		answer.resolve( { media: [ item( 'a' ) ], meta: {} } );
		await first;
		expect( state().isLoading ).toBe( false );
		await actions.fetchMedia();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks again when the last answer was complete but empty', async () => {
		const { actions } = setup();
		actions.open( 'openverse', { search: 'sky' } );
		fetchMock.mockResolvedValue( { media: [], meta: {} } );
		await actions.fetchMedia();
		await actions.fetchMedia();
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'clears the list, paging and notices on a new search or path', async () => {
		const { actions, state } = setup();
		actions.open( 'google_photos' );
		fetchMock.mockResolvedValueOnce( {
			media: [ item( 'a' ) ],
			meta: { next_page: '2' },
		} );
		await actions.fetchMedia();
		actions.setNotice( { message: 'Old', retry: 'list' } );

		actions.setQuery( { path: 'album-1' }, 'Holidays' );

		expect( state() ).toMatchObject( {
			media: [],
			nextPage: null,
			notice: null,
			folderName: 'Holidays',
			query: { path: 'album-1' },
		} );
	} );

	it( 'drops an answer for a query that has since changed', async () => {
		const { actions, state } = setup();
		actions.open( 'openverse', { search: 'sky' } );
		const late = deferred< unknown >();
		fetchMock.mockReturnValueOnce( late.promise );
		const first = actions.fetchMedia();
		actions.setQuery( { search: 'sea' } );
		fetchMock.mockResolvedValueOnce( {
			media: [ item( 'sea' ) ],
			meta: {},
		} );
		await actions.fetchMedia();
		late.resolve( { media: [ item( 'sky' ) ], meta: {} } );
		await first;
		expect( state().media.map( ( media ) => media.ID ) ).toEqual( [
			'sea',
		] );
	} );

	it( 'marks the source authenticated on success, and unauthenticated on authorization_required', async () => {
		const { actions, registry, state } = setup();
		actions.open( 'google_photos' );
		fetchMock.mockRejectedValueOnce( {
			code: 'authorization_required',
			message: 'Connect your Google Photos account first.',
			data: { status: 403 },
		} );
		await actions.fetchMedia();
		expect(
			registry.select( store ).isAuthenticated( 'google_photos' )
		).toBe( false );
		expect( state().notice ).toBeNull();
		expect( state().isLoading ).toBe( false );

		// Unauthenticated: no list request until the connection is made.
		await actions.fetchMedia();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );

		actions.setAuthenticated( 'google_photos', true );
		fetchMock.mockResolvedValueOnce( {
			media: [ item( 'a' ) ],
			meta: { account: { image: 'https://x.test/me.png', name: 'Ada' } },
		} );
		await actions.fetchMedia();
		expect( state().authenticated.google_photos ).toBe( true );
		expect( state().account ).toEqual( {
			image: 'https://x.test/me.png',
			name: 'Ada',
		} );
	} );

	it.each( [
		[
			'the first entry of an errors list',
			{
				code: 'outer',
				message: 'Outer',
				errors: [
					{ code: 'first', message: 'First problem' },
					{ code: 'second', message: 'Second problem' },
				],
			},
			'First problem',
		],
		[
			'"Internal server error" for internal_server_error',
			{ code: 'internal_server_error', message: 'PHP fatal error …' },
			'Internal server error',
		],
		[
			'the message of any other error',
			{
				code: 'external_media_unreachable',
				message: 'Openverse could not be reached from this site.',
				data: { status: 502 },
			},
			'Openverse could not be reached from this site.',
		],
	] )(
		'shows %s, replacing the earlier notice',
		async ( _, error, message ) => {
			const { actions, state } = setup();
			actions.open( 'openverse', { search: 'sky' } );
			actions.setNotice( { message: 'Earlier', retry: 'copy' } );
			fetchMock.mockRejectedValueOnce( error );
			await actions.fetchMedia();
			expect( state().notice ).toEqual( { message, retry: 'list' } );
			expect( state().isLoading ).toBe( false );
			expect( state().isCopying ).toBe( false );
			expect( state().media ).toEqual( [] );
		}
	);

	it( 'selects up to 10 items in multiple mode, and one in single mode', () => {
		const { actions, state } = setup();
		actions.open( 'openverse', { multiple: true } );
		for ( let index = 0; index < MAX_SELECTED + 2; index++ ) {
			actions.toggleSelected( item( String( index ) ) );
		}
		expect( state().selected ).toHaveLength( MAX_SELECTED );
		actions.toggleSelected( item( '0' ) );
		expect( state().selected ).toHaveLength( MAX_SELECTED - 1 );

		actions.open( 'openverse', { multiple: false } );
		actions.toggleSelected( item( 'a' ) );
		actions.toggleSelected( item( 'b' ) );
		expect( state().selected.map( ( media ) => media.ID ) ).toEqual( [
			'b',
		] );
	} );

	it( 'copies the selection and resolves with the copies, copying until handed over', async () => {
		const { actions, state } = setup();
		actions.open( 'openverse', { multiple: true } );
		actions.toggleSelected( item( 'a' ) );
		actions.toggleSelected( item( 'b' ) );
		const copies = [
			{
				ID: 11,
				alt: 'A',
				caption: 'Caption a',
				URL: 'https://site.test/a.jpg',
			},
			{
				ID: 12,
				alt: 'B',
				caption: 'Caption b',
				URL: 'https://site.test/b.jpg',
			},
		];
		fetchMock.mockResolvedValueOnce( copies );

		await expect( actions.copySelected( 7 ) ).resolves.toEqual( copies );

		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/external-media/copy/openverse',
			method: 'POST',
			data: {
				external_ids: [ 'guid-a', 'guid-b' ],
				media: [
					{ guid: 'guid-a', caption: 'Caption a', title: 'Title a' },
					{ guid: 'guid-b', caption: 'Caption b', title: 'Title b' },
				],
				service: 'openverse',
				post_id: 7,
			},
		} );
		expect( state().isCopying ).toBe( true );
	} );

	it( 'shows the first item error of a copy and stays open', async () => {
		const { actions, state } = setup();
		actions.open( 'openverse', { multiple: true } );
		actions.toggleSelected( item( 'a' ) );
		fetchMock.mockResolvedValueOnce( [
			{ ID: 11, URL: 'https://site.test/a.jpg' },
			{
				ID: 0,
				URL: '',
				errors: [
					{
						code: 'external_media_unreachable',
						message: 'Openverse could not be reached.',
					},
					{ code: 'other', message: 'Other' },
				],
			},
		] );
		await expect( actions.copySelected( 7 ) ).resolves.toBeNull();
		expect( state().notice ).toEqual( {
			message: 'Openverse could not be reached.',
			retry: 'copy',
		} );
		expect( state().isCopying ).toBe( false );
		expect( state().selected ).toHaveLength( 1 );
	} );
} );
