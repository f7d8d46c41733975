import apiFetch from '@wordpress/api-fetch';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExternalMediaBrowser from '../browser';
import type { BrowserProps } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

type Route = ( options: {
	path: string;
	method?: string;
	data?: unknown;
} ) => unknown;

/** Answers apiFetch by path prefix; an answer that is an Error-like object with `code` rejects. */
function serve( routes: Record< string, Route > ) {
	fetchMock.mockImplementation( async ( options: { path: string } ) => {
		const prefix = Object.keys( routes )
			.filter( ( key ) => options.path.startsWith( key ) )
			.sort( ( a, b ) => b.length - a.length )[ 0 ];
		if ( ! prefix ) {
			throw {
				code: 'rest_no_route',
				message: `No route ${ options.path }`,
			};
		}
		return routes[ prefix ]!( options );
	} );
}

function photo( id: string, title = `Photo ${ id }` ) {
	return {
		ID: id,
		guid: `g-${ id }`,
		type: 'image',
		title,
		name: title,
		caption: `${ title } by someone`,
		alt: title,
		URL: `https://images.test/${ id }.jpg`,
		thumbnails: { medium: `https://images.test/${ id }-m.jpg` },
	};
}

function renderBrowser( props: Partial< BrowserProps > = {} ) {
	const onSelect = jest.fn();
	const onClose = jest.fn();
	const utils = render(
		<ExternalMediaBrowser
			source="openverse"
			allowedTypes={ [ 'image' ] }
			multiple
			onSelect={ onSelect }
			onClose={ onClose }
			render={ () => null }
			{ ...props }
		/>
	);
	return { ...utils, onSelect, onClose };
}

beforeEach( () => fetchMock.mockReset() );

/** Disabled, natively or (buttons that stay focusable) through aria-disabled. */
function isDisabled( element: HTMLElement ): boolean {
	return (
		element.hasAttribute( 'disabled' ) ||
		element.getAttribute( 'aria-disabled' ) === 'true'
	);
}

function descriptionOf( element: HTMLElement ): string {
	const id = element.getAttribute( 'aria-describedby' ) ?? '';
	return document.getElementById( id )?.textContent ?? '';
}

describe( 'the stock search screen', () => {
	it( 'focuses the search box with a preset term and disables Search until the text changes', async () => {
		serve( {
			'/wpcom/v2/external-media/list/openverse': () => ( {
				media: [ photo( 'a' ) ],
				meta: {},
			} ),
		} );
		const user = userEvent.setup();
		renderBrowser();

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Select media',
		} );
		expect( descriptionOf( dialog ) ).toBe(
			'Select the media you would like to insert into the editor.'
		);
		const box = screen.getByRole( 'searchbox', { name: 'Search' } );
		await waitFor( () =>
			expect( box.ownerDocument.activeElement ).toBe( box )
		);
		const term = ( box as HTMLInputElement ).value;
		expect( [
			'mountain',
			'ocean',
			'forest',
			'river',
			'clouds',
			'flowers',
			'city',
			'desert',
		] ).toContain( term );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toBe(
			`/wpcom/v2/external-media/list/openverse?number=20&search=${ term }`
		);
		const search = screen.getByRole( 'button', { name: 'Search' } );
		expect( isDisabled( search ) ).toBe( true );

		await user.clear( box );
		expect( isDisabled( search ) ).toBe( true );
		await user.type( box, 'lighthouse' );
		expect( isDisabled( search ) ).toBe( false );
		await user.click( search );
		await waitFor( () =>
			expect( fetchMock.mock.calls.at( -1 )[ 0 ].path ).toBe(
				'/wpcom/v2/external-media/list/openverse?number=20&search=lighthouse'
			)
		);
		expect( isDisabled( search ) ).toBe( true );
	} );

	it( 'says when nothing matched', async () => {
		serve( {
			'/wpcom/v2/external-media/list/openverse': () => ( {
				media: [],
				meta: {},
			} ),
		} );
		renderBrowser();
		expect(
			await screen.findByText(
				'Sorry, but nothing matched your search criteria.'
			)
		).toBeTruthy();
	} );

	it( 'shows a failure with Retry instead of an empty grid', async () => {
		let fail = true;
		serve( {
			'/wpcom/v2/external-media/list/openverse': () => {
				if ( fail ) {
					throw {
						code: 'external_media_unreachable',
						message:
							'Openverse could not be reached from this site.',
						data: { status: 502 },
					};
				}
				return { media: [ photo( 'a' ) ], meta: {} };
			},
		} );
		const user = userEvent.setup();
		renderBrowser();
		expect(
			await within( screen.getByRole( 'dialog' ) ).findByText(
				'Openverse could not be reached from this site.'
			)
		).toBeTruthy();
		expect(
			screen.queryByText(
				'Sorry, but nothing matched your search criteria.'
			)
		).toBeNull();

		fail = false;
		await user.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect(
			await screen.findByRole( 'option', { name: 'Photo a' } )
		).toBeTruthy();
		expect(
			within( screen.getByRole( 'dialog' ) ).queryByText(
				'Openverse could not be reached from this site.'
			)
		).toBeNull();
	} );

	it( 'loads more pages with the next page handle', async () => {
		serve( {
			'/wpcom/v2/external-media/list/openverse': ( { path } ) =>
				path.includes( 'page_handle=2' )
					? { media: [ photo( 'b' ) ], meta: {} }
					: { media: [ photo( 'a' ) ], meta: { next_page: '2' } },
		} );
		const user = userEvent.setup();
		renderBrowser();
		await user.click(
			await screen.findByRole( 'button', { name: 'Load More' } )
		);
		expect(
			await screen.findByRole( 'option', { name: 'Photo b' } )
		).toBeTruthy();
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 2 );
		expect(
			screen.queryByRole( 'button', { name: 'Load More' } )
		).toBeNull();
	} );

	it( 'selects with the keyboard, copies, says "Inserting media", then hands the media to the block and closes', async () => {
		let finishCopy: ( value: unknown ) => void = () => undefined;
		serve( {
			'/wpcom/v2/external-media/list/openverse': () => ( {
				media: [ photo( 'a' ), photo( 'b' ), photo( 'c' ) ],
				meta: {},
			} ),
			'/wpcom/v2/external-media/copy/openverse': () =>
				new Promise( ( resolve ) => {
					finishCopy = resolve;
				} ),
			'/wp/v2/media': () => [
				{
					id: 21,
					source_url: 'https://site.test/a.jpg',
					alt_text: 'Photo a',
					media_type: 'image',
					mime_type: 'image/jpeg',
					media_details: { width: 1200, height: 800, sizes: {} },
				},
				{
					id: 22,
					source_url: 'https://site.test/c.jpg',
					alt_text: 'Photo c',
					media_type: 'image',
					media_details: { width: 800, height: 1200, sizes: {} },
				},
			],
		} );
		const user = userEvent.setup();
		const { onSelect, onClose } = renderBrowser();

		const first = await screen.findByRole( 'option', { name: 'Photo a' } );
		first.focus();
		await user.keyboard( '{Enter}' );
		screen.getByRole( 'option', { name: 'Photo c' } ).focus();
		await user.keyboard( ' ' );
		expect( first.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect(
			screen
				.getByRole( 'option', { name: 'Photo b' } )
				.getAttribute( 'aria-selected' )
		).toBe( 'false' );

		await user.click( screen.getByRole( 'button', { name: 'Insert' } ) );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Inserting media',
		} );
		expect( descriptionOf( dialog ) ).toBe(
			'When the media is finished copying and inserting, you will be returned to the editor.'
		);
		const copyCall = fetchMock.mock.calls.find( ( [ options ] ) =>
			options.path.startsWith( '/wpcom/v2/external-media/copy/' )
		);
		expect( copyCall[ 0 ].data ).toMatchObject( {
			external_ids: [ 'g-a', 'g-c' ],
			service: 'openverse',
		} );

		await act( async () =>
			finishCopy( [
				{
					ID: 21,
					alt: 'Photo a',
					caption: 'Photo a by someone',
					URL: 'https://site.test/a.jpg',
				},
				{
					ID: 22,
					alt: 'Photo c',
					caption: 'Photo c by someone',
					URL: 'https://site.test/c.jpg',
				},
			] )
		);
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( onSelect ).toHaveBeenCalledWith( [
			expect.objectContaining( {
				id: 21,
				url: 'https://site.test/a.jpg',
				caption: 'Photo a by someone',
				width: 1200,
				height: 800,
			} ),
			expect.objectContaining( { id: 22, width: 800, height: 1200 } ),
		] );
	} );

	it( 'keeps the browser open with the first item error when a copy fails', async () => {
		serve( {
			'/wpcom/v2/external-media/list/openverse': () => ( {
				media: [ photo( 'a' ) ],
				meta: {},
			} ),
			'/wpcom/v2/external-media/copy/openverse': () => [
				{
					ID: 0,
					URL: '',
					errors: [
						{
							code: 'external_media_unreachable',
							message: 'Openverse could not be reached.',
						},
					],
				},
			],
		} );
		const user = userEvent.setup();
		const { onSelect, onClose } = renderBrowser( { multiple: false } );
		await user.click(
			await screen.findByRole( 'option', { name: 'Photo a' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Insert' } ) );
		expect(
			await within( screen.getByRole( 'dialog' ) ).findByText(
				'Openverse could not be reached.'
			)
		).toBeTruthy();
		expect(
			screen.getByRole( 'dialog', { name: 'Select media' } )
		).toBeTruthy();
		expect( onClose ).not.toHaveBeenCalled();
		expect( onSelect ).not.toHaveBeenCalled();
	} );

	it( 'asks Pexels for 10 per page', async () => {
		serve( {
			'/wpcom/v2/external-media/list/pexels': () => ( {
				media: [],
				meta: {},
			} ),
		} );
		renderBrowser( { source: 'pexels' } );
		await screen.findByText(
			'Sorry, but nothing matched your search criteria.'
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toMatch(
			/^\/wpcom\/v2\/external-media\/list\/pexels\?number=10&path=recent&search=\w+$/
		);
	} );
} );

describe( 'the photo library screens', () => {
	const account = {
		image: 'https://photos.test/me.png',
		name: 'Ada Lovelace',
	};

	it( 'shows the connect screen on authorization_required, connects through a 780×700 popup, then lists', async () => {
		let connected = false;
		serve( {
			'/wpcom/v2/external-media/list/google_photos': () => {
				if ( ! connected ) {
					throw {
						code: 'authorization_required',
						message: 'Connect Google Photos first.',
						data: { status: 403 },
					};
				}
				return { media: [ photo( 'p1', 'Beach' ) ], meta: { account } };
			},
			'/wpcom/v2/external-media/connection/google_photos': () => ( {
				connect_URL:
					'http://localhost/wp-admin/admin.php?page=connect-google',
			} ),
		} );
		const popup = { closed: false };
		const openSpy = jest
			.spyOn( window, 'open' )
			.mockReturnValue( popup as unknown as Window );
		const user = userEvent.setup();
		renderBrowser( { source: 'google_photos' } );

		const connect = await screen.findByRole( 'button', {
			name: 'Connect to Google Photos',
		} );
		await user.click( connect );
		expect( openSpy ).toHaveBeenCalledWith(
			'http://localhost/wp-admin/admin.php?page=connect-google',
			expect.any( String ),
			'width=780,height=700'
		);
		expect( isDisabled( connect ) ).toBe( true );
		expect( screen.getByText( 'Awaiting authorization' ) ).toBeTruthy();

		connected = true;
		popup.closed = true;
		expect(
			await screen.findByRole( 'option', { name: 'Beach' } )
		).toBeTruthy();
		expect( screen.getByText( 'Ada Lovelace' ) ).toBeTruthy();
		openSpy.mockRestore();
	} );

	it( 're-enables the connect button with the reason when the connection cannot start', async () => {
		serve( {
			'/wpcom/v2/external-media/list/google_photos': () => {
				throw {
					code: 'authorization_required',
					message: 'Connect first.',
				};
			},
			'/wpcom/v2/external-media/connection/google_photos': () => {
				throw {
					code: 'external_media_not_configured',
					message:
						'Set up a Google OAuth client under Settings → Media first.',
				};
			},
		} );
		const user = userEvent.setup();
		renderBrowser( { source: 'google_photos' } );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Connect to Google Photos',
			} )
		);
		expect(
			await within( screen.getByRole( 'dialog' ) ).findByText(
				'Set up a Google OAuth client under Settings → Media first.'
			)
		).toBeTruthy();
		expect(
			isDisabled(
				screen.getByRole( 'button', {
					name: 'Connect to Google Photos',
				} )
			)
		).toBe( false );
	} );

	it( 'switches views, opens an album with its breadcrumb, filters the recent view and disconnects', async () => {
		serve( {
			'/wpcom/v2/external-media/list/google_photos': ( { path } ) => {
				if ( path.includes( 'path=%2F' ) ) {
					return {
						media: [
							{
								ID: 'album-9',
								type: 'folder',
								name: 'Holidays',
								children: 12,
								thumbnails: {},
							},
						],
						meta: { account },
					};
				}
				if ( path.includes( 'path=album-9' ) ) {
					return {
						media: [ photo( 'h1', 'Snow' ) ],
						meta: { account },
					};
				}
				return {
					media: [ photo( 'r1', 'Recent one' ) ],
					meta: { account },
				};
			},
			'/wpcom/v2/external-media/connection/google_photos': ( {
				method,
			} ) => {
				expect( method ).toBe( 'DELETE' );
				return { disconnected: true };
			},
		} );
		const user = userEvent.setup();
		renderBrowser( {
			source: 'google_photos',
			allowedTypes: [ 'image', 'video' ],
		} );
		await screen.findByRole( 'option', { name: 'Recent one' } );

		// Filters: a category, then media type Video removes it; the date filter starts at 7 days.
		await user.click(
			screen.getByRole( 'button', { name: 'Add Filter' } )
		);
		await user.click(
			screen.getByRole( 'menuitem', { name: 'Category' } )
		);
		await waitFor( () =>
			expect( fetchMock.mock.calls.at( -1 )[ 0 ].path ).toContain(
				'categoryInclude=animals'
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add Filter' } )
		);
		await user.click(
			screen.getByRole( 'menuitem', { name: 'Media Type' } )
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Category' } )
		).not.toBeNull();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Media Type' } ),
			'video'
		);
		await waitFor( () =>
			expect( fetchMock.mock.calls.at( -1 )[ 0 ].path ).toContain(
				'mediaType=video'
			)
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Category' } )
		).toBeNull();
		expect( fetchMock.mock.calls.at( -1 )[ 0 ].path ).not.toContain(
			'categoryInclude'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add Filter' } )
		);
		await user.click( screen.getByRole( 'menuitem', { name: 'Date' } ) );
		expect(
			(
				screen.getByRole( 'combobox', {
					name: 'Filter by time period',
				} ) as HTMLSelectElement
			 ).value
		).toBe( 'last_7_days' );
		await waitFor( () =>
			expect( fetchMock.mock.calls.at( -1 )[ 0 ].path ).toMatch(
				/dateRange=\d{4}-\d{2}-\d{2}%3A0000-00-00/
			)
		);

		// Custom: Apply is disabled until month or year differ from the applied ones.
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Filter by time period' } ),
			'custom'
		);
		const apply = screen.getByRole( 'button', { name: 'Apply' } );
		expect( isDisabled( apply ) ).toBe( true );
		const year = screen.getByRole( 'spinbutton', { name: 'Year' } );
		await user.clear( year );
		await user.type( year, '1969' );
		expect( isDisabled( apply ) ).toBe( true );
		await user.clear( year );
		await user.type( year, '2020' );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Month' } ),
			'-1'
		);
		await user.click( apply );
		await waitFor( () =>
			expect( fetchMock.mock.calls.at( -1 )[ 0 ].path ).toContain(
				'dateRange=2020-01-01%3A2020-12-31'
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Filter: Date' } )
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Filter by time period' } )
		).toBeNull();

		// Albums, then into one: the breadcrumb leads back.
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'View' } ),
			'/'
		);
		await user.click(
			await screen.findByRole( 'option', { name: 'Holidays (12 items)' } )
		);
		expect(
			await screen.findByRole( 'option', { name: 'Snow' } )
		).toBeTruthy();
		const crumb = screen.getByRole( 'navigation', { name: 'Album' } );
		expect( crumb.textContent ).toContain( 'Albums → Holidays' );
		expect( screen.queryByText( 'Filters' ) ).toBeNull();
		await user.click(
			within( crumb ).getByRole( 'button', { name: 'Albums' } )
		);
		expect(
			await screen.findByRole( 'option', { name: 'Holidays (12 items)' } )
		).toBeTruthy();

		await user.click(
			screen.getByRole( 'button', {
				name: 'Disconnect from Google Photos',
			} )
		);
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Google Photos',
			} )
		).toBeTruthy();
	}, 30000 );

	it( 'fixes the media type to Images for an images-only request', async () => {
		serve( {
			'/wpcom/v2/external-media/list/google_photos': () => ( {
				media: [ photo( 'r1' ) ],
				meta: { account },
			} ),
		} );
		renderBrowser( { source: 'google_photos', allowedTypes: [ 'image' ] } );
		const type = await screen.findByRole( 'combobox', {
			name: 'Media Type',
		} );
		expect( ( type as HTMLSelectElement ).value ).toBe( 'photo' );
		expect( isDisabled( type ) ).toBe( true );
		expect(
			screen.queryByRole( 'button', {
				name: /Remove Filter: Media Type/,
			} )
		).toBeNull();
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toContain(
			'mediaType=photo'
		);
	} );
} );

describe( 'the companion app screen', () => {
	it( 'shows the QR code until uploads arrive, then lets the editor pick them', async () => {
		let uploads: unknown[] = [];
		serve( {
			'/wpcom/v2/app-media': () => ( {
				media: uploads,
				found: uploads.length,
			} ),
			'/wp/v2/media': () => [],
		} );
		const user = userEvent.setup();
		const before = Math.floor( Date.now() / 1000 );
		const { onSelect } = renderBrowser( { source: 'jetpack_app_media' } );

		const dialog = await screen.findByRole( 'dialog' );
		expect(
			within( dialog ).queryByRole( 'heading', { level: 1 } )
		).toBeNull();
		expect(
			await screen.findByText( 'Upload from your phone' )
		).toBeTruthy();
		expect(
			screen.getByText(
				'Scan the QR code with your iPhone or Android camera to upload from your photos.'
			)
		).toBeTruthy();
		const code = screen.getByRole( 'img', {
			name: 'QR code that opens the mobile app',
		} );
		expect( code.querySelector( 'path' )?.getAttribute( 'd' ) ).toMatch(
			/^M\d+ \d+h1v1h-1z/
		);
		expect( code.getAttribute( 'data-qr-text' ) ).toContain(
			'campaign=qr-code-media'
		);

		const path = fetchMock.mock.calls[ 0 ][ 0 ].path as string;
		const after = Number(
			new URLSearchParams( path.split( '?' )[ 1 ] ).get( 'after' )
		);
		expect( path ).toMatch(
			/^\/wpcom\/v2\/app-media\?refresh=true&after=\d+&number=20$/
		);
		expect( after ).toBeGreaterThanOrEqual( before );

		uploads = [
			{
				ID: 41,
				name: 'IMG_1.jpg',
				url: 'https://site.test/1.jpg',
				thumbnails: { thumbnail: 'https://site.test/1-150.jpg' },
			},
			{
				ID: 42,
				name: 'IMG_2.jpg',
				url: 'https://site.test/2.jpg',
				thumbnails: { thumbnail: 'https://site.test/2-150.jpg' },
			},
		];
		expect(
			await screen.findByText(
				'Select images to be added',
				{},
				{ timeout: 4000 }
			)
		).toBeTruthy();
		expect(
			fetchMock.mock.calls.filter( ( [ o ] ) =>
				o.path.startsWith( '/wpcom/v2/app-media' )
			).length
		).toBeGreaterThanOrEqual( 2 );
		const add = screen.getByRole( 'button', { name: 'Add images' } );
		expect( isDisabled( add ) ).toBe( true );
		await user.click( screen.getByRole( 'option', { name: 'IMG_1.jpg' } ) );
		expect(
			isDisabled( screen.getByRole( 'button', { name: 'Add 1 image' } ) )
		).toBe( false );
		await user.click( screen.getByRole( 'option', { name: 'IMG_2.jpg' } ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Add 2 images' } )
		);
		await waitFor( () =>
			expect( onSelect ).toHaveBeenCalledWith( [
				expect.objectContaining( {
					id: 41,
					url: 'https://site.test/1.jpg',
				} ),
				expect.objectContaining( {
					id: 42,
					url: 'https://site.test/2.jpg',
				} ),
			] )
		);
	}, 10000 );

	it( 'inserts the first arrival by itself in single-select mode', async () => {
		serve( {
			'/wpcom/v2/app-media': () => ( {
				media: [
					{
						ID: 51,
						name: 'IMG_9.jpg',
						url: 'https://site.test/9.jpg',
					},
				],
			} ),
			'/wp/v2/media': () => [],
		} );
		const { onSelect, onClose } = renderBrowser( {
			source: 'jetpack_app_media',
			multiple: false,
		} );
		await waitFor( () =>
			expect( onSelect ).toHaveBeenCalledWith(
				expect.objectContaining( {
					id: 51,
					url: 'https://site.test/9.jpg',
				} )
			)
		);
		expect( onClose ).toHaveBeenCalled();
	} );
} );
