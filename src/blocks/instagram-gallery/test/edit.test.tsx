import { act, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import type { InstagramGalleryAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

// The real components need a block editor around them; these stand-ins keep what the block uses:
// its wrapper props and the sidebar's content.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-instagram-gallery',
	} ),
	InspectorControls: ( { children }: { children: unknown } ) => (
		<aside>{ children as never }</aside>
	),
	store: 'core/block-editor',
} ) );

jest.setTimeout( 30_000 );

const fetchMock = apiFetch as unknown as jest.Mock;

const STATUS = {
	isActive: true,
	isStaging: false,
	isRegistered: true,
	isUserConnected: true,
	hasConnectedOwner: true,
	offlineMode: {
		isActive: false,
		constant: false,
		url: false,
		filter: false,
		wpLocalConstant: false,
	},
	isPublic: true,
};

// The editor page prints the connection state; the store reads it when it is created.
(
	window as unknown as { JetpackBlocksInitialState: unknown }
 ).JetpackBlocksInitialState = { connectionStatus: STATUS };

let Edit: ComponentType< BlockEditProps< InstagramGalleryAttributes > >;
let connectionStore: Parameters< typeof dispatch >[ 0 ];

beforeAll( () => {
	Edit = require( '../edit' ).default;
	connectionStore = require( '../../../stores/connection' ).store;
} );

beforeEach( () => {
	fetchMock.mockReset();
	(
		dispatch( connectionStore ) as unknown as {
			setConnectionStatus: ( status: typeof STATUS ) => void;
		}
	 ).setConnectionStatus( STATUS );
} );

const DEFAULTS: InstagramGalleryAttributes = {
	columns: 3,
	count: 9,
	spacing: 10,
	isStackedOnMobile: true,
};

/** The block with its attributes kept in state, as the editor keeps them; records each change. */
function renderBlock( initial: Partial< InstagramGalleryAttributes > ) {
	const changes: Array< Partial< InstagramGalleryAttributes > > = [];
	function Harness() {
		const [ attributes, setState ] = useState< InstagramGalleryAttributes >(
			{
				...DEFAULTS,
				...initial,
			}
		);
		const setAttributes = (
			next: Partial< InstagramGalleryAttributes >
		) => {
			changes.push( next );
			setState( ( previous ) => ( { ...previous, ...next } ) );
		};
		return (
			<Edit
				{ ...( {
					attributes,
					setAttributes,
					clientId: 'x',
					isSelected: true,
					name: 'jetpack/instagram-gallery',
				} as unknown as BlockEditProps< InstagramGalleryAttributes > ) }
			/>
		);
	}
	const { container } = render( <Harness /> );
	// Queries inside the block: notices are also announced in a live region outside it.
	return { changes, view: within( container ) };
}

function answer( routes: Record< string, unknown > ) {
	fetchMock.mockImplementation( ( { path }: { path: string } ) => {
		for ( const [ route, value ] of Object.entries( routes ) ) {
			if ( path.includes( route ) ) {
				return value instanceof Error
					? Promise.reject( value )
					: Promise.resolve( value );
			}
		}
		return Promise.reject( new Error( `unexpected ${ path }` ) );
	} );
}

const images = ( count: number ) =>
	Array.from( { length: count }, ( _, index ) => ( {
		url: `https://site.test/${ index }.jpg`,
		title: `Photo ${ index }`,
	} ) );

describe( 'photo feed editor', () => {
	it( 'speaks of the media library, not an Instagram account, for the site’s own account', async () => {
		answer( {
			'/gallery': {
				external_name: 'This site’s media library',
				images: images( 2 ),
			},
		} );
		const { view } = renderBlock( { accessToken: 'media-library' } );
		expect( await view.findAllByRole( 'img' ) ).toHaveLength( 2 );
		expect(
			view.getByText(
				'There are currently only 2 images in this site’s media library.'
			)
		).toBeTruthy();
		expect( view.queryByText( /Instagram account/ ) ).toBeNull();
	} );

	it( 'says the media library has no images when it has none', async () => {
		answer( { '/gallery': { images: [] } } );
		const { view } = renderBlock( { accessToken: 'media-library' } );
		expect(
			await view.findByText(
				'No images were found in this site’s media library.'
			)
		).toBeTruthy();
	} );

	it( 'shows the loaded images, names the account and says the account has fewer posts than asked', async () => {
		answer( {
			'/gallery': { external_name: 'someone', images: images( 4 ) },
		} );
		const { changes, view } = renderBlock( { accessToken: '7' } );
		expect( await view.findAllByRole( 'img' ) ).toHaveLength( 4 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toContain( 'count=30' );
		expect(
			view.getByText(
				'There are currently only 4 posts in your Instagram account.'
			)
		).toBeTruthy();
		expect( changes ).toContainEqual( { instagramUser: 'someone' } );
		expect(
			view
				.getByRole( 'link', { name: /@someone/ } )
				.getAttribute( 'href' )
		).toBe( 'https://www.instagram.com/someone/' );
	} );

	it( 'shows `count` images at most', async () => {
		answer( {
			'/gallery': { external_name: 'someone', images: images( 12 ) },
		} );
		const { view } = renderBlock( { accessToken: '7', count: 5 } );
		expect( await view.findAllByRole( 'img' ) ).toHaveLength( 5 );
		expect( view.queryByText( /There (is|are) currently/ ) ).toBeNull();
	} );

	it( 'clears the token and the account on an answer that is not a list', async () => {
		answer( {
			'/gallery': { external_name: 'someone', images: 'nope' },
			'/connections': [],
		} );
		const { changes, view } = renderBlock( {
			accessToken: '7',
			instagramUser: 'someone',
		} );
		expect(
			await view.findByText(
				'An error occurred. Please try again later.'
			)
		).toBeTruthy();
		expect( changes ).toContainEqual( {
			accessToken: undefined,
			instagramUser: undefined,
		} );
		// Back at choosing an account, with a way to try again.
		expect(
			await view.findByRole( 'button', { name: 'Connect an account' } )
		).toBeTruthy();
	} );

	it( 'clears the token when the gallery request fails', async () => {
		answer( {
			'/gallery': Object.assign( new Error( 'gone' ), {
				code: 'instagram_gallery_unknown_token',
			} ),
			'/connections': [],
		} );
		const { changes, view } = renderBlock( { accessToken: '7' } );
		expect(
			await view.findByText(
				'An error occurred. Please try again later.'
			)
		).toBeTruthy();
		expect( changes ).toContainEqual( {
			accessToken: undefined,
			instagramUser: undefined,
		} );
	} );

	it( 'keeps another user’s account as it is and says why nothing shows', async () => {
		answer( {
			'/gallery': Object.assign( new Error( 'not yours' ), {
				code: 'instagram_gallery_not_yours',
			} ),
		} );
		const { changes, view } = renderBlock( {
			accessToken: '7',
			instagramUser: 'someone',
		} );
		expect(
			await view.findByText( /another user connected/ )
		).toBeTruthy();
		expect( changes ).toEqual( [] );
		expect( view.queryByText( /There (is|are) currently/ ) ).toBeNull();
	} );

	it( 'says so when the account has no images, keeping it', async () => {
		answer( { '/gallery': { external_name: 'someone', images: [] } } );
		const { changes, view } = renderBlock( { accessToken: '7' } );
		expect(
			await view.findByText(
				'No images were found in your Instagram account.'
			)
		).toBeTruthy();
		expect(
			view.getByText(
				'There are currently no posts in your Instagram account.'
			)
		).toBeTruthy();
		expect( changes ).not.toContainEqual(
			expect.objectContaining( { accessToken: undefined } )
		);
	} );

	it( 'disconnecting clears the token and the account', async () => {
		answer( {
			'/gallery': { external_name: 'someone', images: images( 2 ) },
			'/connections': [ { username: 'someone', token: '7' } ],
		} );
		const { changes, view } = renderBlock( { accessToken: '7' } );
		await view.findAllByRole( 'img' );
		await userEvent.click(
			view.getByRole( 'button', { name: 'Disconnect your account' } )
		);
		expect( changes ).toContainEqual( {
			accessToken: undefined,
			instagramUser: undefined,
		} );
		expect( view.queryAllByRole( 'img' ) ).toHaveLength( 0 );
		// The list offers the account again, besides adding a new one.
		expect(
			await view.findByRole( 'radio', { name: '@someone' } )
		).toHaveProperty( 'checked', true );
		expect(
			view.getByRole( 'radio', { name: 'Add a new account' } )
		).toBeTruthy();
	} );

	it( 'shows the error when the connect address cannot be had', async () => {
		answer( {
			'/connections': [],
			'/connect-url': new Error( 'down' ),
		} );
		const { view } = renderBlock( {} );
		await userEvent.click(
			await view.findByRole( 'button', { name: 'Connect an account' } )
		);
		expect(
			await view.findByText(
				'An error occurred. Please try again later.'
			)
		).toBeTruthy();
	} );

	it( 'says how to go on when the browser refuses to open the connect window', async () => {
		answer( {
			'/connections': [],
			'/connect-url': 'http://localhost/wp-admin/admin.php?page=x',
		} );
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		const { view } = renderBlock( {} );
		await userEvent.click(
			await view.findByRole( 'button', { name: 'Connect an account' } )
		);
		expect(
			await view.findByText(
				'The connect window could not be opened. Allow pop-ups for this site, then try again.'
			)
		).toBeTruthy();
		open.mockRestore();
	} );

	it( 'asks a user who is not connected to connect their account first', async () => {
		act( () => {
			(
				dispatch( connectionStore ) as unknown as {
					setConnectionStatus: ( status: typeof STATUS ) => void;
				}
			 ).setConnectionStatus( { ...STATUS, isUserConnected: false } );
		} );
		const { view } = renderBlock( {} );
		expect(
			view.getByText(
				"First, you'll need to connect your Jetpack Blocks account."
			)
		).toBeTruthy();
		expect(
			view.getByRole( 'button', { name: 'Connect to Jetpack Blocks' } )
		).toBeTruthy();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
