/**
 * The block toolbar of a gallery with images: Edit Gallery (the media modal, with the gallery's
 * images preselected) and the image filter menu.
 */
import {
	BlockControls,
	MediaUpload,
	MediaUploadCheck,
} from '@wordpress/block-editor';
import {
	ToolbarButton,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FilterOption } from './filters';
import type { MediaItem } from './media';
import type { GalleryImage, TiledGalleryAttributes } from './types';

export interface GalleryToolbarProps {
	images: GalleryImage[];
	imageFilter: string | undefined;
	filters: FilterOption[];
	onSelectImages: ( media: MediaItem[] ) => void;
	setAttributes: ( changes: Partial< TiledGalleryAttributes > ) => void;
}

export function GalleryToolbar( {
	images,
	imageFilter,
	filters,
	onSelectImages,
	setAttributes,
}: GalleryToolbarProps ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<MediaUploadCheck>
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						multiple
						// The modal takes a list of ids to preselect; its declared type says one id.
						value={
							images.map( ( image ) =>
								Number( image.id )
							) as unknown as number
						}
						onSelect={ onSelectImages as never }
						render={ ( { open }: { open: () => void } ) => (
							<ToolbarButton onClick={ open }>
								{ __( 'Edit Gallery', 'jetpack-blocks' ) }
							</ToolbarButton>
						) }
					/>
				</MediaUploadCheck>
			</ToolbarGroup>
			<ToolbarGroup>
				<ToolbarDropdownMenu
					icon="admin-appearance"
					label={ __( 'Pick an image filter', 'jetpack-blocks' ) }
					controls={ filters.map( ( option ) => ( {
						title: option.label,
						isActive: ( imageFilter ?? '' ) === option.value,
						onClick: () =>
							setAttributes( {
								imageFilter: option.value || undefined,
							} ),
					} ) ) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
