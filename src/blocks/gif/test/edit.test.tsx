import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { useState } from '@wordpress/element';
import GifEdit from '../edit';
import type { BlockEditProps } from '@wordpress/blocks';
import type { GifAttributes, GifResult, GifSearchAnswer } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

// The real components need a block editor around them; these stand-ins keep what the block uses:
// its wrapper props, the sidebar's content, and a caption field.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: 'wp-block-jetpack-gif',
	} ),
	InspectorControls: ( { children }: { children: unknown } ) => (
		<aside>{ children as never }</aside>
	),
	RichText: ( props: {
		value: string;
		onChange: ( value: string ) => void;
		placeholder: string;
		'aria-label': string;
	} ) => (
		<input
			aria-label={ props[ 'aria-label' ] }
			placeholder={ props.placeholder }
			value={ props.value }
			onChange={ ( event ) => props.onChange( event.target.value ) }
		/>
	),
	store: 'core/block-editor',
} ) );

const fetchMock = apiFetch as unknown as jest.Mock;

// Typing key by key through the first render of the components is slow on a busy two-core machine.
jest.setTimeout( 30_000 );

function libraryGif( id: number, title: string, width = 8, height = 6 ) {
	const url = `http://site.test/wp-content/uploads/${ title }.gif`;
	return {
		id: String( id ),
		attachment_id: id,
		title,
		embed_url: url,
		images: {
			original: { url, width, height },
			downsized_still: { url },
		},
		source: 'media-library' as const,
	};
}

function serviceGif( id: string, width: string, height: string ): GifResult {
	return {
		id,
		title: `GIF ${ id }`,
		embed_url: `https://giphy.com/embed/${ id }`,
		images: {
			original: { width, height },
			downsized_still: { url: `https://media.giphy.com/${ id }/s.gif` },
		},
	};
}

const NOT_CONFIGURED = {
	reached: false,
	code: 'gif_service_not_configured',
	message: 'No GIF service key is set (Settings → Writing).',
};

function libraryAnswer(
	data: GifResult[],
	gifs = data.length
): GifSearchAnswer {
	return {
		source: 'media-library',
		data,
		service: NOT_CONFIGURED,
		library: { gifs },
	};
}

function renderEdit( initial: GifAttributes = { align: 'center' } ) {
	let latest: GifAttributes = initial;
	function Harness() {
		const [ attributes, setState ] = useState< GifAttributes >( initial );
		latest = attributes;
		const props = {
			attributes,
			setAttributes: ( next: Partial< GifAttributes > ) =>
				setState( ( previous ) => ( { ...previous, ...next } ) ),
			isSelected: true,
			clientId: 'gif-1',
			name: 'jetpack/gif',
		} as unknown as BlockEditProps< GifAttributes >;
		return <GifEdit { ...props } />;
	}
	const view = render( <Harness /> );
	return { ...view, attributes: () => latest };
}

const searchBox = () =>
	screen.getByRole( 'textbox', { name: 'Search for a GIF' } );

beforeEach( () => fetchMock.mockReset() );

describe( 'GIF block editor', () => {
	it( 'shows the search box with its placeholder and does nothing for an empty search', async () => {
		renderEdit();
		expect( searchBox()?.getAttribute( 'placeholder' ) ).toBe(
			'Enter search terms, e.g. cat…'
		);
		await userEvent.type( searchBox(), '   ' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Search' } )
		);
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'labels media-library results, says why the service was not used, and picks the first', async () => {
		fetchMock.mockResolvedValue(
			libraryAnswer( [
				libraryGif( 7, 'teal', 6, 8 ),
				libraryGif( 5, 'orange', 8, 6 ),
			] )
		);
		const { attributes } = renderEdit();
		await userEvent.type( searchBox(), 'office cat{Enter}' );

		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/gif/search?q=office%20cat&limit=10',
		} );
		expect(
			await screen.findByText( 'From your media library' )
		).toBeTruthy();
		expect(
			screen.getByText(
				/The GIF service was not reached\. No GIF service key is set/
			)
		).toBeTruthy();
		expect( attributes() ).toMatchObject( {
			gifUrl: 'http://site.test/wp-content/uploads/teal.gif',
			attachmentId: 7,
			paddingTop: '133.33%',
			searchText: 'office cat',
		} );
		expect( attributes().giphyUrl ).toBeUndefined();

		// More than one result: thumbnails; picking one changes the GIF and its shape.
		const thumbnails = screen.getByRole( 'group', {
			name: 'Search results',
		} );
		await userEvent.click(
			within( thumbnails ).getByRole( 'button', { name: 'orange' } )
		);
		expect( attributes() ).toMatchObject( {
			gifUrl: 'http://site.test/wp-content/uploads/orange.gif',
			attachmentId: 5,
			paddingTop: '75%',
		} );
		expect(
			within( thumbnails )
				.getByRole( 'button', { name: 'orange' } )
				?.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		// The image is shown, not a frame; the caption can be written.
		expect(
			document
				.querySelector( '.wp-block-jetpack-gif-wrapper img' )
				?.getAttribute( 'src' )
		).toBe( 'http://site.test/wp-content/uploads/orange.gif' );
		expect(
			screen
				.getByLabelText( 'GIF caption' )
				?.getAttribute( 'placeholder' )
		).toBe( 'Write caption…' );
		expect( screen.getByText( 'From your media library.' ) ).toBeTruthy();
	} );

	it( 'ignores input while a search is running', async () => {
		let answer: ( value: GifSearchAnswer ) => void = () => undefined;
		fetchMock.mockReturnValue(
			new Promise( ( resolve ) => {
				answer = resolve;
			} )
		);
		renderEdit();
		await userEvent.type( searchBox(), 'cat{Enter}' );
		expect( screen.getByRole( 'status' ) ).toHaveProperty(
			'textContent',
			expect.stringContaining( 'Searching…' )
		);
		await userEvent.type( searchBox(), 's{Enter}' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Search' } )
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		await act( async () => answer( libraryAnswer( [], 0 ) ) );
	} );

	it( 'says when the library has no GIFs, or none that match', async () => {
		fetchMock.mockResolvedValueOnce( libraryAnswer( [], 0 ) );
		renderEdit();
		await userEvent.type( searchBox(), 'cat{Enter}' );
		expect(
			await screen.findByText(
				/Your media library has no GIF images yet\./
			)
		).toBeTruthy();

		fetchMock.mockResolvedValueOnce( libraryAnswer( [], 3 ) );
		await userEvent.type( searchBox(), 's{Enter}' );
		expect(
			await screen.findByText(
				'No GIF in your media library matches “cats”.'
			)
		).toBeTruthy();
	} );

	it( 'a failed search is visible and can be tried again', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		renderEdit();
		await userEvent.type( searchBox(), 'cat{Enter}' );
		expect( await screen.findByRole( 'alert' ) ).toHaveProperty(
			'textContent',
			expect.stringContaining( 'Sorry, you are not allowed to do that.' )
		);
		fetchMock.mockResolvedValueOnce( {
			source: 'giphy',
			data: [ serviceGif( 'JIX9t2j0ZTN9S', '480', '270' ) ],
			service: { reached: true },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			( await screen.findByTitle( 'cat' ) )?.getAttribute( 'src' )
		).toBe( 'https://giphy.com/embed/JIX9t2j0ZTN9S' );
		expect( screen.queryByText( 'From your media library' ) ).toBeNull();
		expect( screen.getByText( /Powered by GIPHY/ ) ).toBeTruthy();
	} );

	it( 'looks up a pasted service link by id', async () => {
		fetchMock.mockResolvedValue( {
			data: serviceGif( 'JIX9t2j0ZTN9S', '500', '200' ),
		} );
		const { attributes } = renderEdit();
		await userEvent.type(
			searchBox(),
			'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S{Enter}'
		);
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/gif/JIX9t2j0ZTN9S',
		} );
		await screen.findByTitle( 'GIF JIX9t2j0ZTN9S' );
		expect( attributes() ).toMatchObject( {
			giphyUrl: 'https://giphy.com/embed/JIX9t2j0ZTN9S',
			paddingTop: '40%',
		} );
	} );

	it( 'follows a short link, then looks the GIF up', async () => {
		fetchMock
			.mockResolvedValueOnce( {
				url: 'https://giphy.com/gifs/happy-l0HlBO7eyXzSZkJri',
			} )
			.mockResolvedValueOnce( {
				data: serviceGif( 'l0HlBO7eyXzSZkJri', '300', '300' ),
			} );
		const { attributes } = renderEdit();
		await userEvent.type( searchBox(), 'https://gph.is/g/ZWdxkQ6{Enter}' );
		await screen.findByTitle( 'GIF l0HlBO7eyXzSZkJri' );
		expect( fetchMock.mock.calls.map( ( [ call ] ) => call.path ) ).toEqual(
			[
				'/wpcom/v2/resolve-redirect?url=https%3A%2F%2Fgph.is%2Fg%2FZWdxkQ6',
				'/wpcom/v2/gif/l0HlBO7eyXzSZkJri',
			]
		);
		expect( attributes().paddingTop ).toBe( '100%' );
	} );

	it( 'a short link that cannot be followed shows the embed error with "Convert block to link"', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'resolve_failed',
			message:
				'Could not reach https://gph.is/g/ZWdxkQ6 to find where the link leads.',
		} );
		renderEdit();
		await userEvent.type( searchBox(), 'https://gph.is/g/ZWdxkQ6{Enter}' );
		// Shown as the placeholder's instructions (and announced, hence a second copy for screen readers).
		expect(
			(
				await screen.findAllByText(
					'Could not reach https://gph.is/g/ZWdxkQ6 to find where the link leads.'
				)
			).some( ( element ) =>
				element.classList.contains(
					'components-placeholder__instructions'
				)
			)
		).toBe( true );
		expect(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		).toBeTruthy();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect( ( searchBox() as HTMLInputElement ).value ).toBe(
			'https://gph.is/g/ZWdxkQ6'
		);
	} );

	it( 'refuses an address that names no GIF instead of searching for it', async () => {
		renderEdit();
		await userEvent.type(
			searchBox(),
			'https://example.com/cat.gif{Enter}'
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveProperty(
			'textContent',
			expect.stringContaining( 'This address is not a GIPHY link.' )
		);
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'a block made from a pasted link looks it up when it opens', async () => {
		fetchMock.mockResolvedValue( {
			data: serviceGif( 'JIX9t2j0ZTN9S', '480', '270' ),
		} );
		const { attributes } = renderEdit( {
			searchText: 'https://giphy.com/embed/JIX9t2j0ZTN9S',
		} );
		await screen.findByTitle( 'GIF JIX9t2j0ZTN9S' );
		expect( attributes().giphyUrl ).toBe(
			'https://giphy.com/embed/JIX9t2j0ZTN9S'
		);
	} );
} );
