import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import type { ReactNode } from 'react';
import type { BlockEditProps } from '@wordpress/blocks';
import RelatedPostsEdit from '../edit';
import type { RelatedPost, RelatedPostsAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

// The real hooks need a block editor around them; the wrapper props and slots are all this block uses.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	useInnerBlocksProps: ( props: Record< string, unknown > = {} ) => props,
	InspectorControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="inspector">{ children }</div>
	),
	BlockControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="toolbar">{ children }</div>
	),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const DEFAULTS: RelatedPostsAttributes = {
	postLayout: 'grid',
	displayAuthor: false,
	displayDate: true,
	displayHeadline: false,
	displayThumbnails: false,
	displayContext: false,
	headline: '',
	postsToShow: 3,
};

function relatedPost( id: number, title: string ): RelatedPost {
	return {
		id,
		url: `http://example.org/?p=${ id }`,
		title,
		excerpt: '',
		date: 'November 23, 2026',
		author: 'admin',
		img: { src: '', width: 0, height: 0, alt: '' },
		context: 'Similar post',
		block_context: { text: 'Similar post', link: '' },
	};
}

/** Answers the routes like the server: GET status, POST enable, GET list. */
function serve( {
	enabled,
	enableAnswer = true,
	posts = [],
}: {
	enabled: boolean | Error;
	enableAnswer?: boolean | Error;
	posts?: RelatedPost[];
} ) {
	let resolveEnable: () => void = () => undefined;
	mockedApiFetch.mockImplementation(
		( { path, method }: { path: string; method?: string } ) => {
			if ( path === '/wpcom/v2/related-posts' ) {
				return enabled instanceof Error
					? Promise.reject( enabled )
					: Promise.resolve( { enabled } );
			}
			if (
				path === '/wpcom/v2/related-posts/enable' &&
				method === 'POST'
			) {
				return new Promise( ( resolve, reject ) => {
					resolveEnable = () =>
						enableAnswer instanceof Error
							? reject( enableAnswer )
							: resolve( enableAnswer );
				} );
			}
			if ( path === '/wpcom/v2/related-posts/42' ) {
				return Promise.resolve( posts );
			}
			return Promise.reject( new Error( `unexpected ${ path }` ) );
		}
	);
	return { finishEnable: () => act( async () => resolveEnable() ) };
}

function renderEdit(
	attributes: Partial< RelatedPostsAttributes > = {},
	context: { postId?: number } = { postId: 42 }
) {
	const props = {
		name: 'jetpack/related-posts',
		clientId: 'client-1',
		attributes: { ...DEFAULTS, ...attributes },
		setAttributes: jest.fn(),
		isSelected: true,
		context,
	};
	return render(
		<RelatedPostsEdit
			{ ...( props as unknown as BlockEditProps< RelatedPostsAttributes > ) }
		/>
	);
}

beforeEach( () => mockedApiFetch.mockReset() );

describe( 'Related Posts editor', () => {
	it( 'offers to activate the feature, shows the busy label, then the preview', async () => {
		const { finishEnable } = serve( {
			enabled: false,
			posts: [ relatedPost( 7, 'Harbour lanterns' ) ],
		} );
		renderEdit();
		expect(
			await screen.findByText(
				"You'll need to activate the Related Posts feature to use this block."
			)
		).toBeTruthy();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Activate Related Posts' } )
		);
		expect(
			screen
				.getByRole( 'button', { name: 'Activating Related Posts' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		await finishEnable();
		expect( await screen.findByText( 'Harbour lanterns' ) ).toBeTruthy();
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/related-posts/enable',
			method: 'POST',
		} );
	} );

	it( 'says so when activation fails, and lets the user try again', async () => {
		const { finishEnable } = serve( {
			enabled: false,
			enableAnswer: new Error( 'Sorry, you are not allowed to do that.' ),
		} );
		renderEdit();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Activate Related Posts',
			} )
		);
		await finishEnable();
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'Related Posts could not be activated.'
		);
		expect(
			screen
				.getByRole( 'button', { name: 'Activate Related Posts' } )
				.getAttribute( 'aria-disabled' )
		).toBeNull();
	} );

	it( 'treats a failed status call as the feature being off', async () => {
		serve( { enabled: new Error( 'offline' ) } );
		renderEdit();
		expect(
			await screen.findByRole( 'button', {
				name: 'Activate Related Posts',
			} )
		).toBeTruthy();
	} );

	it( 'previews the related posts in rows and fills missing slots with the spec placeholder', async () => {
		serve( {
			enabled: true,
			posts: [
				relatedPost( 7, 'Harbour lanterns' ),
				relatedPost( 8, 'Lantern making' ),
			],
		} );
		const { container } = renderEdit( { postsToShow: 4 } );
		expect( await screen.findByText( 'Harbour lanterns' ) ).toBeTruthy();
		const titles = Array.from(
			container.querySelectorAll( '.jp-related-posts-i2__post-link' )
		).map( ( link ) => link.textContent );
		expect( titles ).toEqual( [ 'Harbour lanterns', 'Lantern making' ] );
		expect(
			screen.getAllByText(
				"Preview unavailable: you haven't published enough posts with similar content."
			)
		).toHaveLength( 2 );
		// 4 posts: two rows of two.
		expect(
			Array.from(
				container.querySelectorAll( '.jp-related-posts-i2__row' )
			).map( ( row ) => row.getAttribute( 'data-post-count' ) )
		).toEqual( [ '2', '2' ] );
		// Date shown by default, author not.
		expect( screen.getAllByText( 'November 23, 2026' ) ).toHaveLength( 2 );
		expect( screen.queryByText( 'admin' ) ).toBeNull();
	} );

	it( 'shows "Preview unavailable in site editor." where there is no post', async () => {
		serve( {
			enabled: true,
			posts: [ relatedPost( 7, 'Harbour lanterns' ) ],
		} );
		renderEdit( { postsToShow: 2 }, {} );
		expect(
			await screen.findAllByText( 'Preview unavailable in site editor.' )
		).toHaveLength( 2 );
		expect( screen.queryByText( 'Harbour lanterns' ) ).toBeNull();
		expect(
			mockedApiFetch.mock.calls.map( ( [ options ] ) => options.path )
		).toEqual( [ '/wpcom/v2/related-posts' ] );
	} );
} );
