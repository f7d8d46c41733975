/**
 * Upload view of the video block (spec 002 §2, §4, §8): while the file goes up through the resumable
 * (tus) upload, the editor can type a title and choose a poster — an image from the media library or
 * a frame of the video with the scrubber. States: uploading ⇄ paused (Pause/Resume), error (Try
 * again / Cancel), complete ("Upload Complete", Done hands the result to the block).
 *
 * The upload machinery (tus-js-client) is a dynamic import of its own, fetched when a view mounts.
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button, ExternalLink, TextControl } from '@wordpress/components';
import {
	createInterpolateElement,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import PosterFrame from './poster-frame';
import type {
	ResumableUpload,
	UploadFailure,
	UploadedMedia,
} from './tus-upload';
import type { UploadedVideo, VideoUploadViewProps } from './types';

type Status = 'uploading' | 'paused' | 'error' | 'done';

type Poster = UploadedVideo[ 'poster' ];

export const RECOMMENDED_SETTINGS_URL =
	'https://wordpress.com/support/videopress/recommended-video-settings/';

function loadUploader() {
	return import(
		/* webpackChunkName: "blocks/video/tus-upload" */ './tus-upload'
	);
}

function ErrorMessage( { failure }: { failure: UploadFailure } ) {
	if ( failure.message === 'Invalid Mime' ) {
		return (
			<>
				{ createInterpolateElement(
					__(
						'The format of the video you uploaded is not supported. <link>Check the recommended video settings.</link>',
						'jetpack-blocks'
					),
					{
						link: (
							// createInterpolateElement puts the link text in.
							<ExternalLink href={ RECOMMENDED_SETTINGS_URL }>
								{ null }
							</ExternalLink>
						),
					}
				) }
			</>
		);
	}
	if ( failure.message ) {
		return <>{ failure.message }</>;
	}
	return (
		<>
			{ __(
				'An error was encountered during the upload. Check your network connection.',
				'jetpack-blocks'
			) }
		</>
	);
}

export default function VideoUploadView( {
	file,
	onComplete,
	onCancel,
}: VideoUploadViewProps ) {
	const [ status, setStatus ] = useState< Status >( 'uploading' );
	const [ progress, setProgress ] = useState( { sent: 0, total: file.size } );
	const [ failure, setFailure ] = useState< UploadFailure | null >( null );
	const [ media, setMedia ] = useState< UploadedMedia | null >( null );
	const [ title, setTitle ] = useState( '' );
	const [ poster, setPoster ] = useState< Poster >( undefined );
	const [ busy, setBusy ] = useState( false );
	const upload = useRef< ResumableUpload | null >( null );
	// Bumped when the view lets go of its upload, so a module load still in flight for an earlier
	// mount (React may mount effects twice) does not start a second upload.
	const generation = useRef( 0 );

	const begin = useCallback( () => {
		setFailure( null );
		setStatus( 'uploading' );
		if ( upload.current ) {
			upload.current.start();
			return;
		}
		const mine = generation.current;
		loadUploader()
			.then( ( { createResumableUpload } ) => {
				if ( mine !== generation.current ) {
					return;
				}
				upload.current = createResumableUpload( file, {
					onProgress: ( sent, total ) =>
						setProgress( { sent, total } ),
					onSuccess: ( uploaded ) => {
						setMedia( uploaded );
						setProgress( ( current ) => ( {
							...current,
							sent: current.total,
						} ) );
						setStatus( 'done' );
					},
					onError: ( reason ) => {
						setFailure( reason );
						setStatus( 'error' );
					},
				} );
				upload.current.start();
			} )
			.catch( () => {
				if ( mine === generation.current ) {
					setFailure( { status: null, message: '' } );
					setStatus( 'error' );
				}
			} );
	}, [ file ] );

	useEffect( () => {
		begin();
		// Leaving the view (block removed, editor closed) pauses; the server keeps what arrived, so
		// choosing the same file again resumes it.
		return () => {
			generation.current += 1;
			void upload.current?.pause();
			upload.current = null;
		};
	}, [ begin ] );

	const pauseOrResume = () => {
		if ( status === 'paused' ) {
			begin();
			return;
		}
		setStatus( 'paused' );
		void upload.current?.pause();
	};

	const cancel = () => {
		setBusy( true );
		const current = upload.current;
		upload.current = null;
		generation.current += 1;
		( current ? current.cancel() : Promise.resolve() ).finally( () => {
			setBusy( false );
			onCancel();
		} );
	};

	const done = () => {
		if ( ! media ) {
			return;
		}
		onComplete( { ...media, title: title.trim(), poster } );
	};

	const percent =
		progress.total > 0
			? Math.min(
					100,
					Math.round( ( progress.sent / progress.total ) * 100 )
				)
			: 0;
	const filename = file.name.replace( /\.[^.]+$/, '' );
	const frameMs = poster && 'atTimeMs' in poster ? poster.atTimeMs : null;
	const image = poster && 'attachmentId' in poster ? poster : null;

	return (
		<div className="jetpack-blocks-video-upload">
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Video title', 'jetpack-blocks' ) }
				value={ title }
				placeholder={ filename }
				onChange={ setTitle }
			/>
			<div className="jetpack-blocks-video-upload__poster">
				<MediaUploadCheck>
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						value={ image?.attachmentId }
						onSelect={ ( selected ) =>
							setPoster( {
								attachmentId: selected.id,
								url: selected.url,
							} )
						}
						render={ ( { open } ) => (
							<Button variant="secondary" onClick={ open }>
								{ image
									? __(
											'Replace poster image',
											'jetpack-blocks'
										)
									: __(
											'Select poster image',
											'jetpack-blocks'
										) }
							</Button>
						) }
					/>
				</MediaUploadCheck>
				{ image && (
					<>
						<img
							src={ image.url }
							alt={ __( 'Poster image', 'jetpack-blocks' ) }
							style={ { maxWidth: 160 } }
						/>
						<Button
							variant="tertiary"
							onClick={ () => setPoster( undefined ) }
						>
							{ __( 'Remove poster image', 'jetpack-blocks' ) }
						</Button>
					</>
				) }
				<PosterFrame
					file={ file }
					atTimeMs={ frameMs }
					onChange={ ( atTimeMs ) => setPoster( { atTimeMs } ) }
				/>
			</div>

			{ status === 'error' && failure && (
				<div className="jetpack-blocks-video-upload__error">
					<p role="alert">
						<ErrorMessage failure={ failure } />
					</p>
					<Button variant="primary" onClick={ begin }>
						{ __( 'Try again', 'jetpack-blocks' ) }
					</Button>
					<Button
						variant="secondary"
						onClick={ cancel }
						disabled={ busy }
					>
						{ __( 'Cancel', 'jetpack-blocks' ) }
					</Button>
				</div>
			) }

			{ ( status === 'uploading' || status === 'paused' ) && (
				<div className="jetpack-blocks-video-upload__progress">
					<progress
						max={ 100 }
						value={ percent }
						aria-label={ __( 'Upload progress', 'jetpack-blocks' ) }
					/>
					<span aria-live="polite">
						{ status === 'paused'
							? sprintf(
									/* translators: %d: upload progress percentage, 0-100. */
									__( 'Paused (%d%%)', 'jetpack-blocks' ),
									percent
								)
							: sprintf(
									/* translators: %d: upload progress percentage, 0-100. */
									__( 'Uploading (%d%%)', 'jetpack-blocks' ),
									percent
								) }
					</span>
					<Button variant="secondary" onClick={ pauseOrResume }>
						{ status === 'paused'
							? __( 'Resume', 'jetpack-blocks' )
							: __( 'Pause', 'jetpack-blocks' ) }
					</Button>
					<Button
						variant="tertiary"
						onClick={ cancel }
						disabled={ busy }
					>
						{ __( 'Cancel', 'jetpack-blocks' ) }
					</Button>
				</div>
			) }

			{ status === 'done' && (
				<div className="jetpack-blocks-video-upload__complete">
					<span role="status">
						{ __( 'Upload Complete', 'jetpack-blocks' ) }
					</span>
					<Button variant="primary" onClick={ done }>
						{ __( 'Done', 'jetpack-blocks' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
