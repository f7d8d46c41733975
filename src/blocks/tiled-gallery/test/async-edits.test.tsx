/**
 * Results that arrive while the user goes on editing (missing sizes read from the media route,
 * uploads finishing one file at a time) are merged into the gallery as it is when they arrive:
 * nothing added, removed, moved or uploaded meanwhile is lost or comes back. The block lives in
 * the real block editor store, as in the editor; apiFetch stands in for the server and the
 * editor's mediaUpload setting for the upload.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { dispatch, select, useDispatch, useSelect } from '@wordpress/data';
import Edit from '../edit';
import metadata from '../block.json';
import type { MediaItem } from '../media';
import type { GalleryImage, TiledGalleryAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

// Outside the editor's block list there is no block wrapper to hand the props to.
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
} ) );

const fetchMock = apiFetch as unknown as jest.Mock;

const CLIENT_ID = 'tiled-gallery-under-test';

type UploadOptions = {
	filesList: FileList | File[];
	onFileChange: ( files: MediaItem[] ) => void;
	onError: ( message: string ) => void;
};

type BlockEditorSelectors = {
	getBlockAttributes: ( clientId: string ) => TiledGalleryAttributes;
};

type BlockEditorActions = {
	resetBlocks: ( blocks: unknown[] ) => void;
	updateBlockAttributes: (
		clientId: string,
		changes: Partial< TiledGalleryAttributes >
	) => void;
	updateSettings: ( settings: Record< string, unknown > ) => void;
};

const editor = () =>
	dispatch( blockEditorStore ) as unknown as BlockEditorActions;

const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes ).map( ( [ key, value ] ) => [
		key,
		( value as { default?: unknown } ).default,
	] )
) as unknown as TiledGalleryAttributes;

function image( id: number, sized = true ): GalleryImage {
	return {
		id,
		url: `https://example.com/${ id }.jpg`,
		alt: '',
		...( sized ? { width: 400, height: 300 } : {} ),
	};
}

function uploaded( id: number ): MediaItem {
	return {
		id,
		source_url: `https://example.com/${ id }.jpg`,
		alt_text: '',
		media_details: { width: 800, height: 600 },
	};
}

/** The block's attributes as the store holds them now. */
function stored(): TiledGalleryAttributes {
	return (
		select( blockEditorStore ) as unknown as BlockEditorSelectors
	 ).getBlockAttributes( CLIENT_ID );
}

const storedIds = () => stored().images.map( ( { id } ) => Number( id ) );

/** An edit made elsewhere in the editor (the sidebar, undo, another block tool). */
function editElsewhere( images: GalleryImage[], columns?: number ) {
	act( () => {
		editor().updateBlockAttributes( CLIENT_ID, {
			images,
			ids: images.map( ( { id } ) => Number( id ) ),
			...( columns === undefined ? {} : { columns } ),
		} );
	} );
}

function deferred< T >() {
	let resolve: ( value: T ) => void = () => {};
	const promise = new Promise< T >( ( done ) => ( resolve = done ) );
	return { promise, resolve };
}

/** The block editor renders the block with the store's attributes and writes changes back there. */
function Harness() {
	const attributes = useSelect(
		( storeSelect ) =>
			(
				storeSelect(
					blockEditorStore
				) as unknown as BlockEditorSelectors
			 ).getBlockAttributes( CLIENT_ID ),
		[]
	);
	const { updateBlockAttributes } = useDispatch(
		blockEditorStore
	) as unknown as BlockEditorActions;
	const props = {
		name: metadata.name,
		clientId: CLIENT_ID,
		attributes,
		setAttributes: ( changes: Partial< TiledGalleryAttributes > ) =>
			updateBlockAttributes( CLIENT_ID, changes ),
		isSelected: true,
		context: {},
	} as unknown as BlockEditProps< TiledGalleryAttributes >;
	return <Edit { ...props } />;
}

function renderGallery( attributes: Partial< TiledGalleryAttributes > ) {
	const images = attributes.images ?? [];
	editor().resetBlocks( [
		{
			clientId: CLIENT_ID,
			name: metadata.name,
			isValid: true,
			attributes: {
				...DEFAULTS,
				ids: images.map( ( { id } ) => Number( id ) ),
				...attributes,
			},
			innerBlocks: [],
		},
	] );
	return render( <Harness /> );
}

let uploads: UploadOptions[] = [];

beforeEach( () => {
	fetchMock.mockReset();
	uploads = [];
	editor().updateSettings( {
		mediaUpload: ( options: UploadOptions ) => uploads.push( options ),
	} );
} );

afterEach( () => {
	editor().resetBlocks( [] );
} );

describe( 'missing sizes', () => {
	it( 'fills them in by id and keeps what was added, removed, moved and set while they were read', async () => {
		const answer = deferred< MediaItem[] >();
		fetchMock.mockReturnValue( answer.promise );
		renderGallery( {
			images: [ image( 1, false ), image( 2 ), image( 3 ) ],
			columns: 3,
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toContain( 'include=1&' );

		// Image 2 removed, image 3 moved first, image 4 added and one column fewer, meanwhile.
		editElsewhere( [ image( 3 ), image( 1, false ), image( 4 ) ], 2 );

		await act( async () => {
			answer.resolve( [
				{ id: 1, media_details: { width: 640, height: 480 } },
			] );
			await answer.promise;
		} );

		expect( storedIds() ).toEqual( [ 3, 1, 4 ] );
		expect( stored().ids ).toEqual( [ 3, 1, 4 ] );
		expect( stored().columns ).toBe( 2 );
		expect( stored().images[ 1 ] ).toMatchObject( {
			id: 1,
			width: 640,
			height: 480,
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads all of them when more than a hundred are missing', async () => {
		// The route answers at most per_page records; the first hundred images have no size
		// on record (as for an SVG), so only a request naming the others gets their sizes.
		fetchMock.mockImplementation( ( { path }: { path: string } ) => {
			const query = new URL( path, 'https://example.com' ).searchParams;
			const ids = ( query.get( 'include' ) ?? '' ).split( ',' );
			return Promise.resolve(
				ids
					.slice( 0, Number( query.get( 'per_page' ) ?? 10 ) )
					.map( ( id ) => ( {
						id: Number( id ),
						media_details:
							Number( id ) > 100
								? { width: 500, height: 250 }
								: {},
					} ) )
			);
		} );
		const ids = Array.from( { length: 150 }, ( _, i ) => i + 1 );
		renderGallery( { images: ids.map( ( id ) => image( id, false ) ) } );

		await waitFor( () =>
			expect(
				stored()
					.images.filter( ( { width } ) => width === 500 )
					.map( ( { id } ) => Number( id ) )
			).toEqual( ids.slice( 100 ) )
		);
		const requested = fetchMock.mock.calls.map(
			( [ { path } ] ) =>
				new URL( path, 'https://example.com' ).searchParams
		);
		for ( const query of requested ) {
			expect(
				( query.get( 'include' ) ?? '' ).split( ',' ).length
			).toBeLessThanOrEqual( Number( query.get( 'per_page' ) ) );
		}
		expect( storedIds() ).toEqual( ids );
	} );
} );

describe( 'uploads', () => {
	function fileInput( container: HTMLElement ) {
		const input =
			container.querySelector< HTMLInputElement >( 'input[type="file"]' );
		if ( ! input ) {
			throw new Error( 'No file input' );
		}
		return input;
	}

	async function chooseFiles( container: HTMLElement, count: number ) {
		const files = Array.from(
			{ length: count },
			( _, i ) =>
				new File( [ 'x' ], `photo-${ i }.jpg`, { type: 'image/jpeg' } )
		);
		await userEvent.upload( fileInput( container ), files );
		return uploads[ uploads.length - 1 ];
	}

	function report( upload: UploadOptions | undefined, files: MediaItem[] ) {
		act( () => upload?.onFileChange( files ) );
	}

	it( 'adds a finished file to the gallery as it is then: an image removed meanwhile stays removed', async () => {
		const { container } = renderGallery( {
			images: [ image( 1 ), image( 2 ) ],
		} );
		const upload = await chooseFiles( container, 1 );
		report( upload, [ { url: 'blob:https://example.com/a' } ] );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Image 2 of 2' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove image' } )
		);
		expect( storedIds() ).toEqual( [ 1 ] );

		report( upload, [ uploaded( 11 ) ] );
		expect( storedIds() ).toEqual( [ 1, 11 ] );
		expect( stored().images[ 1 ] ).toMatchObject( {
			url: 'https://example.com/11.jpg',
			width: 800,
			height: 600,
		} );
	} );

	it( 'does not bring back an uploaded image removed before the rest of its batch finished', async () => {
		const { container } = renderGallery( {
			images: [ image( 1 ), image( 2 ) ],
		} );
		const upload = await chooseFiles( container, 2 );
		report( upload, [
			uploaded( 11 ),
			{ url: 'blob:https://example.com/b' },
		] );
		expect( storedIds() ).toEqual( [ 1, 2, 11 ] );

		editElsewhere( [ image( 1 ), image( 2 ) ] );
		report( upload, [ uploaded( 11 ), uploaded( 12 ) ] );
		expect( storedIds() ).toEqual( [ 1, 2, 12 ] );
	} );

	it( 'keeps the images of an upload that finished while another was running, and a move made meanwhile', async () => {
		const { container } = renderGallery( {
			images: [ image( 1 ), image( 2 ) ],
		} );
		const first = await chooseFiles( container, 1 );
		const second = await chooseFiles( container, 1 );

		editElsewhere( [ image( 2 ), image( 1 ) ] );
		report( first, [ uploaded( 11 ) ] );
		report( second, [ uploaded( 12 ) ] );
		expect( storedIds() ).toEqual( [ 2, 1, 11, 12 ] );
	} );

	it( 'adds files uploaded from the empty gallery to what it holds when each finishes', async () => {
		const { container } = renderGallery( { images: [] } );
		const upload = await chooseFiles( container, 2 );
		report( upload, [
			uploaded( 11 ),
			{ url: 'blob:https://example.com/c' },
		] );
		expect( storedIds() ).toEqual( [ 11 ] );

		// The gallery shows now; its first image is removed and another is added.
		editElsewhere( [ image( 5 ) ] );
		report( upload, [ uploaded( 11 ), uploaded( 12 ) ] );
		expect( storedIds() ).toEqual( [ 5, 12 ] );
	} );
} );
