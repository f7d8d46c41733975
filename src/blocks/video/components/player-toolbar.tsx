/**
 * The block toolbar of a block that holds a video: replace it with an uploaded file or one from the
 * media library, and (for a hosted video) its text tracks.
 */
import { BlockControls, MediaUpload } from '@wordpress/block-editor';
import {
	FormFileUpload,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { TracksDropdown } from '../tracks';
import type { Track, VideoAttributes } from '../types';

export interface PlayerToolbarProps {
	guid: string | undefined;
	tracks: Track[];
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void;
	onReplace: ( file: File ) => void;
	onTracksChanged: () => void;
}

export default function PlayerToolbar( {
	guid,
	tracks,
	setAttributes,
	onReplace,
	onTracksChanged,
}: PlayerToolbarProps ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<FormFileUpload
					accept="video/*"
					onChange={ ( event ) => {
						const file = event.currentTarget.files?.[ 0 ];
						if ( file ) {
							onReplace( file );
						}
					} }
					render={ ( { openFileDialog } ) => (
						<ToolbarButton onClick={ openFileDialog }>
							{ __( 'Replace', 'jetpack-blocks' ) }
						</ToolbarButton>
					) }
				/>
				<MediaUpload
					allowedTypes={ [ 'video' ] }
					onSelect={ ( media ) =>
						setAttributes( {
							id: media.id,
							src: media.url,
							guid: undefined,
							poster: undefined,
							videoPressTracks: [],
						} )
					}
					render={ ( { open } ) => (
						<ToolbarButton onClick={ open }>
							{ __(
								'Replace from Media Library',
								'jetpack-blocks'
							) }
						</ToolbarButton>
					) }
				/>
			</ToolbarGroup>
			{ guid && (
				<ToolbarGroup>
					<TracksDropdown
						guid={ guid }
						tracks={ tracks }
						onChange={ onTracksChanged }
					/>
				</ToolbarGroup>
			) }
		</BlockControls>
	);
}
