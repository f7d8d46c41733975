/**
 * A block that holds a video: its toolbar, sidebar, the player preview and the caption, with the
 * media record and the video's details read from the server.
 */
import { RichText } from '@wordpress/block-editor';
import { Notice } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { hasAspectRatioClass, withAspectRatioClasses } from '../aspect-ratio';
import { usePlaybackSource } from '../hooks/use-playback-source';
import { useServerSync } from '../hooks/use-server-sync';
import { useShapeSaveLock } from '../hooks/use-shape-save-lock';
import { useVideoDetails } from '../hooks/use-video-details';
import { useVideoMeta } from '../hooks/use-video-meta';
import { SettingsPanels } from '../panels';
import type { VideoEditProps } from '../types';
import PlayerToolbar from './player-toolbar';
import ResizableVideo from './resizable-video';

export interface PlayerPreviewProps extends VideoEditProps {
	onReplace: ( file: File ) => void;
}

export default function PlayerPreview( props: PlayerPreviewProps ) {
	const { attributes, setAttributes, clientId, isSelected, onReplace } =
		props;
	const { id, guid, src, poster, caption, maxWidth } = attributes;
	const meta = useVideoMeta( id );
	const { details, error: detailsError, refresh } = useVideoDetails( guid );
	const videoRef = useRef< HTMLVideoElement | null >( null );
	useServerSync( {
		clientId,
		attributes,
		setAttributes,
		recordGuid: meta.guid,
		details,
	} );

	const videoSrc = details?.original || src;
	const shapeSettled = useShapeSaveLock(
		clientId,
		videoSrc,
		hasAspectRatioClass( attributes.videoPressClassNames )
	);
	// The video's shape, once its file is read, becomes its aspect-ratio classes (spec 002 §9).
	const playback = usePlaybackSource(
		clientId,
		videoSrc,
		( width, height ) => {
			const classes = withAspectRatioClasses(
				attributes.videoPressClassNames,
				width,
				height
			);
			if ( classes !== ( attributes.videoPressClassNames ?? '' ) ) {
				setAttributes( { videoPressClassNames: classes || undefined } );
			}
			shapeSettled();
		},
		shapeSettled
	);

	return (
		<>
			<PlayerToolbar
				guid={ guid }
				tracks={ attributes.videoPressTracks }
				setAttributes={ setAttributes }
				onReplace={ onReplace }
				onTracksChanged={ refresh }
			/>
			<SettingsPanels
				attributes={ attributes }
				setAttributes={ setAttributes }
				meta={ meta }
				videoRef={ videoRef }
				onTracksChanged={ refresh }
			/>
			{ ( meta.loadError || detailsError ) && (
				<Notice
					status="error"
					isDismissible={ false }
					actions={ [
						{
							label: __( 'Try again', 'jetpack-blocks' ),
							// Whichever read failed is read again.
							onClick: () => {
								if ( meta.loadError ) {
									meta.reload();
								}
								if ( detailsError ) {
									refresh();
								}
							},
						},
					] }
				>
					{ meta.loadError || detailsError }
				</Notice>
			) }
			<ResizableVideo
				src={ videoSrc }
				poster={ poster }
				tracks={ attributes.videoPressTracks }
				maxWidth={ maxWidth }
				isSelected={ isSelected }
				setAttributes={ setAttributes }
				playback={ playback }
				videoRef={ videoRef }
			/>
			<RichText
				tagName="figcaption"
				className="wp-element-caption"
				aria-label={ __( 'Video caption text', 'jetpack-blocks' ) }
				placeholder={ __( 'Add caption', 'jetpack-blocks' ) }
				value={ caption ?? '' }
				onChange={ ( value: string ) =>
					setAttributes( { caption: value } )
				}
				withoutInteractiveFormatting
			/>
		</>
	);
}
