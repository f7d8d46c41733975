import apiFetch from '@wordpress/api-fetch';
import * as blockEditor from '@wordpress/block-editor';
import { registerBlockType, unregisterBlockType } from '@wordpress/blocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { openLibrary } from './media-library-filter';
import '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

type Upload = ComponentType< Record< string, unknown > >;
// BlockEdit gives the placeholder its block context; the installed type declarations leave it out.
const { BlockEdit, MediaUpload } = blockEditor as unknown as {
	BlockEdit: Upload;
	MediaUpload: Upload;
};
const FilteredUpload = MediaUpload;

function placeholderEdit( mode: string | null, allowedTypes: string[] ) {
	return function Edit() {
		return (
			<FilteredUpload
				mode={ mode ?? undefined }
				allowedTypes={ allowedTypes }
				multiple
				onSelect={ () => undefined }
				render={ ( { open }: { open: () => void } ) => (
					<button type="button" onClick={ open }>
						Media Library
					</button>
				) }
			/>
		);
	};
}

function renderBlock(
	name: string,
	mode: string | null = 'browse',
	allowedTypes = [ 'image' ]
) {
	registerBlockType( name, {
		apiVersion: 3,
		title: name,
		category: 'media',
		attributes: {},
		edit: placeholderEdit( mode, allowedTypes ),
		save: () => null,
	} );
	const Edit = BlockEdit;
	render(
		<Edit
			name={ name }
			clientId="block-1"
			attributes={ {} }
			setAttributes={ () => undefined }
			isSelected
		/>
	);
	return () => unregisterBlockType( name );
}

let cleanupBlock: () => void = () => undefined;
afterEach( () => {
	cleanupBlock();
	openLibrary.mockReset();
	fetchMock.mockReset();
} );

describe( 'the sources menu in media placeholders', () => {
	it( 'adds "Select Image" beside the Media Library button, listing the library and the four sources', async () => {
		cleanupBlock = renderBlock( 'jetpack/slideshow' );
		const user = userEvent.setup();
		expect(
			screen.getByRole( 'button', { name: 'Media Library' } )
		).toBeTruthy();

		await user.click(
			screen.getByRole( 'button', { name: 'Select Image' } )
		);
		const items = screen
			.getAllByRole( 'menuitem' )
			.map( ( item ) => item.textContent );
		expect( items ).toEqual( [
			'Media Library',
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
			'Jetpack Mobile App',
		] );
		await user.click(
			screen.getByRole( 'menuitem', { name: 'Media Library' } )
		);
		expect( openLibrary ).toHaveBeenCalled();
	} );

	it( 'opens the browser (a lazy chunk) on a source', async () => {
		fetchMock.mockResolvedValue( { media: [], meta: {} } );
		cleanupBlock = renderBlock( 'jetpack/tiled-gallery' );
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Select Image' } )
		);
		await user.click(
			screen.getByRole( 'menuitem', { name: 'Openverse' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Select media',
		} );
		expect(
			await within( dialog ).findByText(
				'Sorry, but nothing matched your search criteria.'
			)
		).toBeTruthy();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Close' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
	} );

	it( 'offers a video placeholder "Select Video" with only the photo library', async () => {
		cleanupBlock = renderBlock( 'videopress/video', 'browse', [ 'video' ] );
		const user = userEvent.setup();
		expect(
			screen.queryByRole( 'button', { name: 'Select Image' } )
		).toBeNull();
		await user.click(
			screen.getByRole( 'button', { name: 'Select Video' } )
		);
		expect(
			screen
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Media Library', 'Google Photos' ] );
	} );

	it( 'calls the menu "Select Media" where images and videos both fit', async () => {
		cleanupBlock = renderBlock( 'core/image', 'browse', [
			'image',
			'video',
		] );
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Select Media' } )
		);
		expect(
			screen
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [
			'Media Library',
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
			'Jetpack Mobile App',
		] );
	} );

	it( 'leaves other blocks and non-placeholder media buttons alone', () => {
		cleanupBlock = renderBlock( 'test/other-media' );
		expect(
			screen.queryByRole( 'button', { name: 'Select Image' } )
		).toBeNull();
		cleanupBlock();
		cleanupBlock = renderBlock( 'core/image', null );
		expect(
			screen.getAllByRole( 'button', { name: 'Media Library' } )
		).toHaveLength( 2 );
		expect(
			screen.queryByRole( 'button', { name: 'Select Image' } )
		).toBeNull();
	} );

	it( "lists the sources in the toolbar's Replace / Add menu, after its own entries", async () => {
		const { MediaReplaceFlow } = blockEditor as unknown as {
			MediaReplaceFlow: Upload;
		};
		registerBlockType( 'core/gallery', {
			apiVersion: 3,
			title: 'Gallery',
			category: 'media',
			attributes: {},
			edit: () => (
				<MediaReplaceFlow
					name="Add"
					allowedTypes={ [ 'image' ] }
					multiple
					addToGallery
					mediaIds={ [] }
					onSelect={ () => undefined }
				/>
			),
			save: () => null,
		} );
		cleanupBlock = () => unregisterBlockType( 'core/gallery' );
		render(
			<BlockEdit
				name="core/gallery"
				clientId="gallery-1"
				attributes={ {} }
				setAttributes={ () => undefined }
				isSelected
			/>
		);
		const user = userEvent.setup();
		await user.click( screen.getByRole( 'button', { name: 'Add' } ) );
		// (The flow's own library and upload entries need the upload permission, not granted here.)
		expect(
			screen
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
				.slice( -4 )
		).toEqual( [
			'Google Photos',
			'Pexels Free Photos',
			'Openverse',
			'Jetpack Mobile App',
		] );
	} );
} );
