/**
 * The video block's own placeholder (the real edit component, not a stand-in): its Upload and
 * Media Library buttons, and the external media sources menu the editor extension adds beside the
 * Media Library button of media placeholders (spec 002 §2 "External media browser").
 */
import * as blockEditor from '@wordpress/block-editor';
import { registerBlockType, unregisterBlockType } from '@wordpress/blocks';
import { SlotFillProvider } from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { openLibrary } from '../../../extensions/external-media/test/media-library-filter';
import '../../../extensions/external-media';
import { FEEDBACK_URL } from '../../../shared/feedback';
import metadata from '../block.json';
import VideoEdit from '../edit';

// BlockEdit gives the edit component its block context; the installed type declarations leave it out.
const { BlockEdit } = blockEditor as unknown as {
	BlockEdit: ComponentType< Record< string, unknown > >;
};

type Win = Window & { JetpackBlocksInitialState?: unknown };

// A site whose plan has video hosting; the last test takes it away.
beforeEach( () => {
	( window as Win ).JetpackBlocksInitialState = {
		sitePlan: { product_slug: 'jetpack_premium' },
	};
} );
afterAll( () => {
	delete ( window as Win ).JetpackBlocksInitialState;
} );

beforeAll( () => {
	// An author who may upload (MediaUploadCheck shows the buttons only then).
	(
		dispatch( blockEditor.store ) as unknown as {
			updateSettings: ( settings: object ) => void;
		}
	 ).updateSettings( { mediaUpload: () => undefined } );
	registerBlockType(
		metadata as unknown as Parameters< typeof registerBlockType >[ 0 ],
		{ edit: VideoEdit, save: () => null } as never
	);
} );
afterAll( () => unregisterBlockType( metadata.name ) );
afterEach( () => openLibrary.mockReset() );

function renderPlaceholder() {
	render(
		<BlockEdit
			name={ metadata.name }
			clientId="video-1"
			attributes={ {
				controls: true,
				preload: 'metadata',
				videoPressTracks: [],
			} }
			setAttributes={ () => undefined }
			isSelected
		/>
	);
}

it( 'offers Upload, Media Library and the external sources that have videos', async () => {
	renderPlaceholder();
	const user = userEvent.setup();
	expect( screen.getByRole( 'button', { name: 'Upload' } ) ).toBeTruthy();
	expect(
		screen.getByRole( 'button', { name: 'Media Library' } )
	).toBeTruthy();

	await user.click( screen.getByRole( 'button', { name: 'Select Video' } ) );
	const items = screen
		.getAllByRole( 'menuitem' )
		.map( ( item ) => item.textContent );
	// Only the photo library has videos; the stock-photo sources and the app's image uploads do not.
	expect( items ).toEqual( [ 'Media Library', 'Google Photos' ] );
	await user.click(
		screen.getByRole( 'menuitem', { name: 'Media Library' } )
	);
	expect( openLibrary ).toHaveBeenCalled();
} );

it( 'offers in Video Settings a feedback link, and no progress bar colours visitors would never see', async () => {
	const { InspectorControls } = blockEditor as unknown as {
		InspectorControls: { Slot: ComponentType };
	};
	render(
		<SlotFillProvider>
			<BlockEdit
				name={ metadata.name }
				clientId="video-2"
				attributes={ {
					controls: true,
					preload: 'metadata',
					videoPressTracks: [],
					src: 'http://localhost/wp-content/uploads/clip.mp4',
				} }
				setAttributes={ () => undefined }
				isSelected
				// What the block list passes for the selected block: its sidebar fills show.
				mayDisplayControls
			/>
			<InspectorControls.Slot />
		</SlotFillProvider>
	);
	expect(
		await screen.findByRole( 'button', { name: 'Video Settings' } )
	).toBeTruthy();
	const link = screen.getByRole( 'link', {
		name: /Send us your feedback on the video block/,
	} );
	expect( link.getAttribute( 'href' ) ).toBe( FEEDBACK_URL );
	expect( screen.queryByText( 'Progress Bar Colors' ) ).toBeNull();
} );

it( 'refuses before uploading a video of a type the site does not accept, and anything not a video', async () => {
	const update = (
		dispatch( blockEditor.store ) as unknown as {
			updateSettings: ( settings: object ) => void;
		}
	 ).updateSettings;
	// The site's allowed upload types (WordPress's list, narrowed by its owner: no Matroska).
	update( {
		allowedMimeTypes: { 'mp4|m4v': 'video/mp4', 'jpg|jpeg': 'image/jpeg' },
	} );
	try {
		renderPlaceholder();
		// The Upload button's file input (the browser's own dialog is not part of the test).
		const choose = ( file: File ) =>
			fireEvent.change(
				document.querySelector(
					'input[type="file"]'
				) as HTMLInputElement,
				{ target: { files: [ file ] } }
			);
		choose( new File( [ 'x' ], 'film.mkv', { type: 'video/x-matroska' } ) );
		expect(
			await screen.findByText(
				'The format of the video you uploaded is not supported.',
				{ selector: '.components-notice__content' }
			)
		).toBeTruthy();
		choose( new File( [ 'x' ], 'photo.jpg', { type: 'image/jpeg' } ) );
		expect(
			await screen.findByText( 'Please choose a video file.', {
				selector: '.components-notice__content',
			} )
		).toBeTruthy();
	} finally {
		update( { allowedMimeTypes: null } );
	}
} );

it( 'without the plan, Upload and Media Library are disabled and the placeholder says which plan', () => {
	( window as Win ).JetpackBlocksInitialState = {
		sitePlan: { product_slug: 'jetpack_personal' },
		sitePlans: [
			{
				product_slug: 'jetpack_premium',
				product_name: 'Jetpack Blocks Premium',
			},
		],
	};
	renderPlaceholder();
	for ( const name of [ 'Upload', 'Media Library' ] ) {
		expect(
			screen
				.getByRole( 'button', { name } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	}
	expect(
		screen.getByText(
			'Uploading and choosing videos needs the Jetpack Blocks Premium plan.',
			{ selector: '.components-placeholder__instructions' }
		)
	).toBeTruthy();
	// No other way in: no external sources menu, no file input.
	expect(
		screen.queryByRole( 'button', { name: 'Select Video' } )
	).toBeNull();
	expect( document.querySelector( 'input[type="file"]' ) ).toBeNull();
} );
