import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, dispatch, register } from '@wordpress/data';
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

/*
 * The editor's post and its record as the editor's stores hold them: the post being edited (42, a
 * post) and the record's embedded related posts (the `jetpack-related-posts` field).
 */
type PostRecord = Record< string, unknown >;
type EditedPost = { id: number | string; type: string };
register(
	createReduxStore( 'core/editor', {
		reducer: (
			state: EditedPost = { id: 42, type: 'post' },
			action: { type: string; post?: EditedPost }
		) =>
			action.type === 'EDIT_POST' && action.post ? action.post : state,
		actions: {
			editPost: ( post: EditedPost ) => ( { type: 'EDIT_POST', post } ),
		},
		selectors: {
			getCurrentPostId: ( state: EditedPost ) => state.id,
			getCurrentPostType: ( state: EditedPost ) => state.type,
		},
	} )
);
register(
	createReduxStore( 'core', {
		reducer: (
			state: PostRecord = { id: 42 },
			action: { type: string; record?: PostRecord }
		) =>
			action.type === 'RECEIVE_POST' && action.record
				? action.record
				: state,
		actions: {
			receivePost: ( record: PostRecord ) => ( {
				type: 'RECEIVE_POST',
				record,
			} ),
		},
		selectors: {
			getEntityRecord: (
				state: PostRecord,
				kind: string,
				name: string,
				id: number
			) =>
				kind === 'postType' && name === 'post' && id === 42
					? state
					: undefined,
		},
	} )
);

/** Puts a post record in the stand-in store, as loading or saving the post does. */
function setPostRecord( record: PostRecord ) {
	(
		dispatch( 'core' ) as unknown as {
			receivePost: ( value: PostRecord ) => void;
		}
	 ).receivePost( record );
}

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

beforeEach( () => {
	mockedApiFetch.mockReset();
	setPostRecord( { id: 42 } );
	(
		dispatch( 'core/editor' ) as unknown as {
			editPost: ( post: EditedPost ) => void;
		}
	 ).editPost( { id: 42, type: 'post' } );
} );

const listRequests = () =>
	mockedApiFetch.mock.calls
		.map( ( [ options ] ) => options.path )
		.filter( ( path: string ) => path === '/wpcom/v2/related-posts/42' );

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
		// Switched on just now: the loaded record has none embedded, so they are fetched.
		expect( await screen.findByText( 'Harbour lanterns' ) ).toBeTruthy();
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/related-posts/enable',
			method: 'POST',
		} );
		expect( listRequests() ).toHaveLength( 1 );
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

	it( 'previews the related posts embedded in the post, in rows, and fills missing slots with the spec placeholder', async () => {
		serve( {
			enabled: true,
			posts: [ relatedPost( 99, 'Not asked for' ) ],
		} );
		setPostRecord( {
			id: 42,
			'jetpack-related-posts': [
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
		// The feature was already on and the record has them: nothing is fetched.
		expect( listRequests() ).toEqual( [] );
	} );

	it( 'lays out 5 posts as the reference does: 2 on the upper row, 3 below', async () => {
		serve( { enabled: true, posts: [] } );
		setPostRecord( {
			id: 42,
			'jetpack-related-posts': [ 1, 2, 3, 4, 5 ].map( ( id ) =>
				relatedPost( id, `Post ${ id }` )
			),
		} );
		const { container } = renderEdit( { postsToShow: 5 } );
		expect( await screen.findByText( 'Post 5' ) ).toBeTruthy();
		expect(
			Array.from(
				container.querySelectorAll( '.jp-related-posts-i2__row' )
			).map( ( row ) =>
				Array.from(
					row.querySelectorAll( '.jp-related-posts-i2__post-link' )
				).map( ( link ) => link.textContent )
			)
		).toEqual( [
			[ 'Post 1', 'Post 2' ],
			[ 'Post 3', 'Post 4', 'Post 5' ],
		] );
	} );

	it( 'fetches nothing when the feature was already on and the post has none embedded', async () => {
		serve( {
			enabled: true,
			posts: [ relatedPost( 7, 'Harbour lanterns' ) ],
		} );
		setPostRecord( { id: 42, 'jetpack-related-posts': [] } );
		renderEdit( { postsToShow: 2 } );
		expect(
			await screen.findAllByText(
				"Preview unavailable: you haven't published enough posts with similar content."
			)
		).toHaveLength( 2 );
		expect( screen.queryByText( 'Harbour lanterns' ) ).toBeNull();
		expect( listRequests() ).toEqual( [] );
	} );

	it( 'shows the embedded posts once a save brings them, after fetching when switched on', async () => {
		const { finishEnable } = serve( {
			enabled: false,
			posts: [ relatedPost( 7, 'Harbour lanterns' ) ],
		} );
		renderEdit();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Activate Related Posts',
			} )
		);
		await finishEnable();
		expect( await screen.findByText( 'Harbour lanterns' ) ).toBeTruthy();
		// The saved record now embeds them (the server adds the field while the feature is on).
		act( () =>
			setPostRecord( {
				id: 42,
				'jetpack-related-posts': [ relatedPost( 8, 'Lantern making' ) ],
			} )
		);
		expect( await screen.findByText( 'Lantern making' ) ).toBeTruthy();
		expect( listRequests() ).toHaveLength( 1 );
	} );

	it( 'shows "Preview unavailable in site editor." where there is no post', async () => {
		serve( {
			enabled: true,
			posts: [ relatedPost( 7, 'Harbour lanterns' ) ],
		} );
		(
			dispatch( 'core/editor' ) as unknown as {
				editPost: ( post: EditedPost ) => void;
			}
		 ).editPost( { id: 'theme//index', type: 'wp_template' } );
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
