/**
 * Editor UI of videopress/video (a lazy chunk). Three states: the placeholder (upload, media library,
 * address), the upload view while a chosen file uploads, and the player preview with its toolbar and
 * sidebar once the block holds a video.
 */
import {
	BlockControls,
	MediaUpload,
	MediaUploadCheck,
	RichText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { createBlock, type Block as BlockInstance } from '@wordpress/blocks';
import {
	Button,
	FormFileUpload,
	Notice,
	Placeholder,
	ResizableBox,
	Spinner,
	TextControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import {
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { isFileOfType } from '../../shared/allowed-mime';
import {
	blockNeedsUpgrade,
	requiredPlanFor,
	sitePlans,
} from '../../shared/plan';
import metadata from './block.json';
import { store as noticesStore } from '@wordpress/notices';
import { errorMessage, fetchVideo, setPoster, updateMeta } from './api';
import { SettingsPanels } from './panels';
import { TracksDropdown } from './tracks';
import { PREVIEW_RETRY_MAX, previewRetryDelay } from './settings';
import { pollPoster } from './poster';
import { useVideoMeta } from './use-video-meta';
import { guidFromUrl, isVideoFileUrl } from './url';
import { withAspectRatioClasses } from './aspect-ratio';
import { store as mediaPlayerStore } from '../../stores/media-player';
import type { Track, VideoAttributes, VideoDetails } from './types';
import type { UploadedVideo } from './upload/types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const VideoUploadView = lazy(
	() => import( /* webpackChunkName: "blocks/video/upload" */ './upload' )
);

interface EditProps {
	attributes: VideoAttributes;
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void;
	clientId: string;
	isSelected: boolean;
}

/** Only video files go to the upload view. */
export function isVideoFile( file: File | undefined ): file is File {
	return !! file && file.type.startsWith( 'video/' );
}

/**
 * Why a chosen file cannot be uploaded, or null when it can: not a video, or a video of a type
 * this site does not accept (its allowed upload types, which the server checks again: it would
 * refuse the file after the upload with "Invalid Mime").
 *
 * @param file The chosen or dropped file.
 */
export function refusalOf( file: File ): string | null {
	if ( isFileOfType( file, 'video' ) ) {
		return null;
	}
	return isVideoFile( file )
		? __(
				'The format of the video you uploaded is not supported.',
				'jetpack-blocks'
			)
		: __( 'Please choose a video file.', 'jetpack-blocks' );
}

/**
 * Without the plan video hosting needs (spec 002 §4, §6: "the block is replaced by disabled Media
 * Library / Upload buttons"), the placeholder is those two buttons, disabled, and says which plan;
 * the upgrade banner (shared/plan/gate.tsx) shows with the selected block.
 */
function PlanRequiredPlaceholder() {
	return (
		<Placeholder
			label={ __( 'VideoPress', 'jetpack-blocks' ) }
			instructions={ sprintf(
				/* translators: %s: a plan's name, e.g. "Jetpack Blocks Premium". */
				__(
					'Uploading and choosing videos needs the %s plan.',
					'jetpack-blocks'
				),
				sitePlans().find(
					( plan ) =>
						plan.product_slug === requiredPlanFor( metadata.name )
				)?.product_name ?? ''
			) }
		>
			<Button variant="primary" disabled accessibleWhenDisabled>
				{ __( 'Upload', 'jetpack-blocks' ) }
			</Button>
			<Button variant="secondary" disabled accessibleWhenDisabled>
				{ __( 'Media Library', 'jetpack-blocks' ) }
			</Button>
		</Placeholder>
	);
}

function VideoPlaceholder( {
	onFile,
	onMedia,
	onUrl,
	error,
}: {
	onFile: ( file: File ) => void;
	onMedia: ( media: { id: number; url: string } ) => void;
	onUrl: ( url: string ) => void;
	error: string | null;
} ) {
	const [ url, setUrl ] = useState( '' );
	if ( blockNeedsUpgrade( metadata.name ) ) {
		return <PlanRequiredPlaceholder />;
	}
	return (
		<Placeholder
			label={ __( 'VideoPress', 'jetpack-blocks' ) }
			instructions={ __(
				'Upload a video file, or pick one from your media library.',
				'jetpack-blocks'
			) }
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<MediaUploadCheck>
				<FormFileUpload
					accept="video/*"
					onChange={ ( event ) => {
						const file = event.currentTarget.files?.[ 0 ];
						if ( file ) {
							onFile( file );
						}
						event.currentTarget.value = '';
					} }
					render={ ( { openFileDialog } ) => (
						<Button variant="primary" onClick={ openFileDialog }>
							{ __( 'Upload', 'jetpack-blocks' ) }
						</Button>
					) }
				/>
				{ /* "browse" marks a placeholder's library button (as WordPress's MediaPlaceholder
				does): the external media extension adds its sources menu beside it. */ }
				<MediaUpload
					{ ...( { mode: 'browse' } as object ) }
					allowedTypes={ [ 'video' ] }
					onSelect={ onMedia }
					render={ ( { open } ) => (
						<Button variant="secondary" onClick={ open }>
							{ __( 'Media Library', 'jetpack-blocks' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			<form
				className="videopress-video__url-form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					onUrl( url );
				} }
			>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="url"
					label={ __( 'Or insert from URL', 'jetpack-blocks' ) }
					placeholder={ __(
						'https://videopress.com/v/… or a video file address',
						'jetpack-blocks'
					) }
					value={ url }
					onChange={ setUrl }
				/>
				<Button
					variant="secondary"
					type="submit"
					disabled={ ! url.trim() }
				>
					{ __( 'Insert', 'jetpack-blocks' ) }
				</Button>
			</form>
		</Placeholder>
	);
}

/** The video's details (tracks, poster) from GET /rest/v1.1/videos/{guid}, retried as spec §4 says. */
function useVideoDetails( guid: string | undefined, reloadKey: number ) {
	const [ details, setDetails ] = useState< VideoDetails | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	useEffect( () => {
		if ( ! guid ) {
			return;
		}
		let cancelled = false;
		let timer: ReturnType< typeof setTimeout > | undefined;
		const attempt = ( failures: number ) => {
			fetchVideo( guid )
				.then( ( answer ) => {
					if ( ! cancelled ) {
						setError( null );
						setDetails( answer );
					}
				} )
				.catch( ( failure ) => {
					if ( cancelled ) {
						return;
					}
					if ( failures < PREVIEW_RETRY_MAX ) {
						timer = setTimeout(
							() => attempt( failures + 1 ),
							previewRetryDelay( failures + 1 )
						);
					} else {
						setError( errorMessage( failure ) );
					}
				} );
		};
		attempt( 0 );
		return () => {
			cancelled = true;
			clearTimeout( timer );
		};
	}, [ guid, reloadKey ] );
	return { details, error };
}

/** The block's tracks as the server lists them (the server is the one place that stores them). */
export function tracksFromDetails( details: VideoDetails ): Track[] {
	const tracks: Track[] = [];
	for ( const [ kind, byLanguage ] of Object.entries(
		details.tracks ?? {}
	) ) {
		for ( const [ srcLang, track ] of Object.entries( byLanguage ?? {} ) ) {
			tracks.push( {
				kind: kind as Track[ 'kind' ],
				srcLang,
				label: track.label,
				src: track.src,
			} );
		}
	}
	return tracks;
}

/**
 * The preview's <video> as a media-player source (spec 002 §4): registered while the block shows it,
 * its state, position and duration kept in the store. A file that fails to load is tried again up to
 * 5 times, 2 s × attempt later, before the error stays.
 */
function usePlaybackSource(
	clientId: string,
	src: string | undefined,
	onSize?: ( width: number, height: number ) => void
) {
	const domId = `videopress-preview-${ clientId }`;
	const [ attempt, setAttempt ] = useState( 0 );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const player = useDispatch( mediaPlayerStore );
	useEffect( () => {
		player.registerMediaSource( clientId, { domId } );
		return () => {
			clearTimeout( timer.current );
			player.unregisterMediaSource( clientId );
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once per block
	}, [ clientId ] );
	useEffect( () => setAttempt( 0 ), [ src ] );
	const events = {
		onPlay: () => player.playMediaSource( clientId ),
		onPause: () => player.pauseMediaSource( clientId ),
		onTimeUpdate: ( event: { currentTarget: HTMLVideoElement } ) =>
			player.setMediaSourceCurrentTime(
				clientId,
				event.currentTarget.currentTime
			),
		onLoadedMetadata: ( event: { currentTarget: HTMLVideoElement } ) => {
			player.updateMediaSource( clientId, {
				duration: event.currentTarget.duration,
			} );
			onSize?.(
				event.currentTarget.videoWidth,
				event.currentTarget.videoHeight
			);
		},
		onError: () => {
			player.errorMediaSource( clientId );
			if ( attempt < PREVIEW_RETRY_MAX ) {
				timer.current = setTimeout(
					() => setAttempt( attempt + 1 ),
					previewRetryDelay( attempt + 1 )
				);
			}
		},
	};
	return { domId, attempt, events };
}

function Player( props: EditProps & { onReplace: ( file: File ) => void } ) {
	const { attributes, setAttributes, clientId, isSelected, onReplace } =
		props;
	const { id, guid, src, poster, caption, maxWidth } = attributes;
	const meta = useVideoMeta( id );
	const [ reloadKey, setReloadKey ] = useState( 0 );
	const { details, error: detailsError } = useVideoDetails( guid, reloadKey );
	const videoRef = useRef< HTMLVideoElement | null >( null );
	const { replaceBlock } = useDispatch( blockEditorStore ) as unknown as {
		replaceBlock: ( clientId: string, block: BlockInstance ) => void;
	};

	// A media record without a guid is not a hosted video: the core video block handles it.
	useEffect( () => {
		if ( meta.guid === '' && id ) {
			replaceBlock(
				clientId,
				createBlock( 'core/video', {
					id,
					src,
					caption,
					autoplay: attributes.autoplay,
					loop: attributes.loop,
					muted: attributes.muted,
					controls: attributes.controls,
					playsInline: attributes.playsinline,
					poster,
					preload: attributes.preload,
				} )
			);
		} else if ( meta.guid && meta.guid !== guid ) {
			setAttributes( { guid: meta.guid } );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only when the record's guid is known
	}, [ meta.guid ] );

	useEffect( () => {
		if ( ! details ) {
			return;
		}
		const tracks = tracksFromDetails( details );
		const changes: Partial< VideoAttributes > = {};
		if (
			JSON.stringify( tracks ) !==
			JSON.stringify( attributes.videoPressTracks )
		) {
			changes.videoPressTracks = tracks;
		}
		if ( ! poster && details.poster ) {
			changes.poster = details.poster;
		}
		if ( ! id && details.post_id ) {
			changes.id = details.post_id;
			changes.src = details.original;
		}
		if ( Object.keys( changes ).length ) {
			setAttributes( changes );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- when new details arrive
	}, [ details ] );

	const refresh = useCallback( () => setReloadKey( ( key ) => key + 1 ), [] );
	const videoSrc = details?.original || src;
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
		}
	);

	return (
		<>
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
							tracks={ attributes.videoPressTracks }
							onChange={ refresh }
						/>
					</ToolbarGroup>
				) }
			</BlockControls>
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
							onClick: refresh,
						},
					] }
				>
					{ meta.loadError || detailsError }
				</Notice>
			) }
			<ResizableBox
				size={ { width: maxWidth || '100%', height: 'auto' } }
				enable={ {
					right: isSelected,
					left: false,
					top: false,
					bottom: false,
				} }
				maxWidth="100%"
				minWidth={ 160 }
				showHandle={ isSelected }
				onResizeStop={ ( _event, _direction, element ) => {
					const parent = element.parentElement;
					const width = element.offsetWidth;
					setAttributes( {
						maxWidth:
							parent && width >= parent.offsetWidth
								? '100%'
								: `${ Math.round( width ) }px`,
					} );
				} }
			>
				{ videoSrc ? (
					<video
						{ ...playback.events }
						key={ playback.attempt }
						id={ playback.domId }
						ref={ videoRef }
						className="videopress-video__preview"
						src={ videoSrc }
						poster={ poster || undefined }
						controls
						preload="metadata"
					>
						{ attributes.videoPressTracks
							.filter( ( track ) => track.src )
							.map( ( track ) => (
								<track
									key={ `${ track.kind }-${ track.srcLang }` }
									kind={ track.kind }
									srcLang={ track.srcLang }
									label={ track.label }
									src={ track.src }
								/>
							) ) }
					</video>
				) : (
					<Spinner />
				) }
			</ResizableBox>
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

export default function VideoEdit( props: EditProps ) {
	const { attributes, setAttributes, clientId } = props;
	// A file dropped into the editor arrives with the block; one the site refuses is said so.
	const dropped = attributes.fileForImmediateUpload;
	const droppedRefusal = dropped ? refusalOf( dropped ) : null;
	const [ file, setFile ] = useState< File | null >(
		dropped && ! droppedRefusal ? dropped : null
	);
	const [ placeholderError, setPlaceholderError ] = useState< string | null >(
		droppedRefusal
	);
	const { createErrorNotice } = useDispatch( noticesStore );
	// Absent where no post is edited (the widget editor has no such lock to take).
	const postSaving = useDispatch( 'core/editor' ) as unknown as
		| {
				lockPostSaving?: ( name: string ) => void;
				unlockPostSaving?: ( name: string ) => void;
		  }
		| undefined;
	const blockProps = useBlockProps( {
		className: [ 'videopress-video', attributes.videoPressClassNames ]
			.filter( Boolean )
			.join( ' ' ),
	} );

	useEffect( () => {
		if ( attributes.fileForImmediateUpload ) {
			setAttributes( { fileForImmediateUpload: undefined } );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once: the file is taken over above
	}, [] );

	const chooseFile = ( chosen: File ) => {
		const refusal = refusalOf( chosen );
		if ( refusal ) {
			setPlaceholderError( refusal );
			return;
		}
		setPlaceholderError( null );
		setFile( chosen );
	};

	const onComplete = useCallback(
		( video: UploadedVideo ) => {
			setFile( null );
			setAttributes( {
				id: video.id,
				guid: video.guid || undefined,
				src: video.src,
				videoPressTracks: [],
				poster: undefined,
				...( video.title ? { title: video.title } : {} ),
			} );
			// The choices made while uploading belong to the media record; a failure leaves the
			// video in place and says what was not applied.
			const applied: Array< Promise< unknown > > = [];
			if ( video.title ) {
				applied.push( updateMeta( video.id, { title: video.title } ) );
			}
			if ( video.poster && video.guid ) {
				const chosen = video.poster;
				// The poster is made on the server from the chosen frame after Done: until it is
				// known, a save would store the video without it (and leave the post changed after
				// its save), so saving waits, as it does while a slideshow's images upload.
				const lock = `videopress-poster-${ clientId }`;
				postSaving?.lockPostSaving?.( lock );
				applied.push(
					setPoster(
						video.guid,
						'attachmentId' in chosen
							? { attachmentId: chosen.attachmentId }
							: { atTimeMs: chosen.atTimeMs }
					)
						.then( ( state ) =>
							state.generating ? pollPoster( video.guid ) : state
						)
						.then( ( state ) => {
							if ( state.poster ) {
								setAttributes( { poster: state.poster } );
							}
						} )
						.finally( () => postSaving?.unlockPostSaving?.( lock ) )
				);
			}
			Promise.all( applied ).catch( ( error ) =>
				createErrorNotice( errorMessage( error ), {
					id: 'videopress-upload-choices',
				} )
			);
		},
		[ setAttributes, createErrorNotice, clientId, postSaving ]
	);
	const onCancel = useCallback( () => setFile( null ), [] );

	if ( file ) {
		return (
			<div { ...blockProps }>
				<Suspense fallback={ <Spinner /> }>
					<VideoUploadView
						file={ file }
						onComplete={ onComplete }
						onCancel={ onCancel }
					/>
				</Suspense>
			</div>
		);
	}

	if ( ! attributes.id && ! attributes.src && ! attributes.guid ) {
		return (
			<div { ...blockProps }>
				<VideoPlaceholder
					error={ placeholderError }
					onFile={ chooseFile }
					onMedia={ ( media ) =>
						setAttributes( { id: media.id, src: media.url } )
					}
					onUrl={ ( url ) => {
						const guid = guidFromUrl( url );
						if ( guid ) {
							setPlaceholderError( null );
							setAttributes( { guid } );
						} else if ( isVideoFileUrl( url ) ) {
							setPlaceholderError( null );
							setAttributes( { src: url.trim() } );
						} else {
							setPlaceholderError(
								__(
									'That address is neither a video host address with a video id nor a video file.',
									'jetpack-blocks'
								)
							);
						}
					} }
				/>
			</div>
		);
	}

	return (
		<figure { ...blockProps }>
			<Player { ...props } onReplace={ chooseFile } />
		</figure>
	);
}
