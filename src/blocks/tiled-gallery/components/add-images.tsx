/**
 * Below the selected gallery: upload new images, or add some from the media library.
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button, FormFileUpload } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { MediaItem } from '../media';

export interface AddImagesProps {
	onUpload: ( files: FileList | null ) => void;
	onAdd: ( media: MediaItem[] ) => void;
}

export function AddImages( { onUpload, onAdd }: AddImagesProps ) {
	return (
		<div className="tiled-gallery__add">
			<FormFileUpload
				multiple
				accept="image/*"
				onChange={ ( event ) => onUpload( event.currentTarget.files ) }
				render={ ( { openFileDialog } ) => (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						onClick={ openFileDialog }
					>
						{ __( 'Upload an image', 'jetpack-blocks' ) }
					</Button>
				) }
			/>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					multiple
					onSelect={ onAdd as never }
					render={ ( { open }: { open: () => void } ) => (
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							onClick={ open }
						>
							{ __( 'Add from Media Library', 'jetpack-blocks' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
		</div>
	);
}
