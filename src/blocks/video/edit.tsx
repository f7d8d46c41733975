/**
 * Editor UI of videopress/video (a lazy chunk). Three states: the placeholder (upload, media library,
 * address), the upload view while a chosen file uploads, and the player preview with its toolbar and
 * sidebar once the block holds a video.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Spinner } from '@wordpress/components';
import { lazy, Suspense } from '@wordpress/element';
import PlayerPreview from './components/player-preview';
import VideoPlaceholder from './components/video-placeholder';
import { useUploadComplete } from './hooks/use-upload-complete';
import { useVideoChoice } from './hooks/use-video-choice';
import type { VideoEditProps } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const VideoUploadView = lazy(
	() => import( /* webpackChunkName: "blocks/video/upload" */ './upload' )
);

export default function VideoEdit( props: VideoEditProps ) {
	const { attributes, setAttributes, clientId } = props;
	const blockProps = useBlockProps( {
		className: [ 'videopress-video', attributes.videoPressClassNames ]
			.filter( Boolean )
			.join( ' ' ),
	} );
	const choice = useVideoChoice( attributes, setAttributes );
	const onComplete = useUploadComplete(
		clientId,
		setAttributes,
		choice.clearFile
	);

	if ( choice.file ) {
		return (
			<div { ...blockProps }>
				<Suspense fallback={ <Spinner /> }>
					<VideoUploadView
						file={ choice.file }
						onComplete={ onComplete }
						onCancel={ choice.clearFile }
					/>
				</Suspense>
			</div>
		);
	}

	if ( ! attributes.id && ! attributes.src && ! attributes.guid ) {
		return (
			<div { ...blockProps }>
				<VideoPlaceholder
					error={ choice.error }
					onFile={ choice.chooseFile }
					onMedia={ ( media ) =>
						setAttributes( { id: media.id, src: media.url } )
					}
					onUrl={ choice.chooseUrl }
				/>
			</div>
		);
	}

	return (
		<figure { ...blockProps }>
			<PlayerPreview { ...props } onReplace={ choice.chooseFile } />
		</figure>
	);
}
