/**
 * The video block's sidebar: Video Settings, Video File Settings and Details.
 *
 * No "Progress Bar Colors" panel: visitors watch in the browser's own <video> player, whose seekbar
 * no page can colour, so colours chosen here would be saved and never seen. The seekbar attributes
 * stay in block.json so content from the reference plugin keeps its values.
 */
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
} from '@wordpress/block-editor';
import {
	Button,
	Notice,
	PanelBody,
	SelectControl,
	Spinner,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState, type RefObject } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { deleteTrack, errorMessage, setPoster, uploadTrack } from './api';
import { chaptersVtt, parseChapters } from './chapters';
import { pollPoster, posterFromFrame } from './poster';
import { descriptionRows, displayedRating, RATINGS } from './settings';
import { FeedbackLink } from '../../shared/feedback';
import type { VideoMeta } from './hooks/use-video-meta';
import type { PrivacySetting, VideoAttributes } from './types';

interface PanelsProps {
	attributes: VideoAttributes;
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void;
	meta: VideoMeta;
	videoRef: RefObject< HTMLVideoElement | null >;
	onTracksChanged: () => void;
}

function PosterControl( {
	attributes,
	setAttributes,
	videoRef,
}: Pick< PanelsProps, 'attributes' | 'setAttributes' | 'videoRef' > ) {
	const { guid, poster } = attributes;
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const apply = async ( work: () => Promise< { poster: string } > ) => {
		setBusy( true );
		setError( null );
		try {
			const state = await work();
			setAttributes( { poster: state.poster || undefined } );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="videopress-video__poster-control">
			<p className="components-base-control__label">
				{ __( 'Poster Image', 'jetpack-blocks' ) }
			</p>
			{ poster && (
				<img
					className="videopress-video__poster-preview"
					src={ poster }
					alt={ __( 'Current poster image', 'jetpack-blocks' ) }
				/>
			) }
			{ error && (
				<Notice status="error" onRemove={ () => setError( null ) }>
					{ error }
				</Notice>
			) }
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					onSelect={ ( media ) =>
						guid
							? apply( async () => {
									const state = await setPoster( guid, {
										attachmentId: media.id,
									} );
									return state.generating
										? pollPoster( guid )
										: state;
								} )
							: setAttributes( { poster: media.url } )
					}
					render={ ( { open } ) => (
						<Button
							variant="secondary"
							onClick={ open }
							disabled={ busy }
						>
							{ poster
								? __( 'Replace Poster Image', 'jetpack-blocks' )
								: __(
										'Select Poster Image',
										'jetpack-blocks'
									) }
						</Button>
					) }
				/>
				{ guid && (
					<Button
						variant="secondary"
						disabled={ busy }
						onClick={ () => {
							const video = videoRef.current;
							if ( video ) {
								apply( () => posterFromFrame( guid, video ) );
							}
						} }
					>
						{ __( 'Use the current frame', 'jetpack-blocks' ) }
					</Button>
				) }
			</MediaUploadCheck>
			{ poster && (
				<Button
					variant="tertiary"
					isDestructive
					disabled={ busy }
					onClick={ () => setAttributes( { poster: undefined } ) }
				>
					{ __( 'Remove Poster Image', 'jetpack-blocks' ) }
				</Button>
			) }
			{ busy && <Spinner /> }
		</div>
	);
}

function DetailsPanel( {
	attributes,
	setAttributes,
	meta,
	onTracksChanged,
}: PanelsProps ) {
	const { guid } = attributes;
	const [ title, setTitle ] = useState( attributes.title ?? '' );
	const [ description, setDescription ] = useState(
		attributes.description ?? ''
	);
	const { createErrorNotice } = useDispatch( noticesStore );

	// The media record is the source of truth once read; the block keeps a copy for its markup.
	useEffect( () => {
		if ( meta.values ) {
			setTitle( meta.values.title );
			setDescription( meta.values.description );
			setAttributes( {
				title: meta.values.title || undefined,
				description: meta.values.description || undefined,
			} );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- when the record is first read
	}, [ meta.values === null ] );

	const saveTitle = async () => {
		if ( ! meta.values || title === meta.values.title ) {
			return;
		}
		setAttributes( { title: title || undefined } );
		if ( ! ( await meta.update( { title } ) ) ) {
			setTitle( meta.values.title );
		}
	};

	const saveDescription = async () => {
		if ( ! meta.values || description === meta.values.description ) {
			return;
		}
		const previous = meta.values.description;
		setAttributes( { description: description || undefined } );
		if ( ! ( await meta.update( { description } ) ) ) {
			setDescription( previous );
			return;
		}
		if ( ! guid ) {
			return;
		}
		// The chapters the description names become the video's chapters track.
		const chapters = parseChapters( description );
		const hadChapters = attributes.videoPressTracks.some(
			( track ) => track.kind === 'chapters'
		);
		try {
			if ( chapters.length ) {
				const vtt = chaptersVtt( chapters, meta.duration );
				await uploadTrack(
					guid,
					{
						kind: 'chapters',
						srcLang: 'en',
						label: __( 'Chapters', 'jetpack-blocks' ),
					},
					new Blob( [ vtt ], { type: 'text/vtt' } ),
					'chapters.vtt'
				);
				onTracksChanged();
			} else if ( hadChapters ) {
				await deleteTrack( guid, { kind: 'chapters', srcLang: 'en' } );
				onTracksChanged();
			}
		} catch ( error ) {
			createErrorNotice( errorMessage( error ), {
				id: 'videopress-chapters-error',
			} );
		}
	};

	// Only the file settings wait for each other; typing is never interrupted by a save in flight.
	const disabled = ! meta.values;
	return (
		<PanelBody title={ __( 'Details', 'jetpack-blocks' ) }>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Title', 'jetpack-blocks' ) }
				value={ title }
				disabled={ disabled }
				onChange={ setTitle }
				onBlur={ saveTitle }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Description', 'jetpack-blocks' ) }
				help={ __(
					'Lines that start with a time (0:00, 1:23:45) become chapters.',
					'jetpack-blocks'
				) }
				value={ description }
				rows={ descriptionRows( description ) }
				disabled={ disabled }
				onChange={ setDescription }
				onBlur={ saveDescription }
			/>
		</PanelBody>
	);
}

export function SettingsPanels( props: PanelsProps ) {
	const { attributes, setAttributes, meta } = props;
	const disabled = ! meta.values || meta.isUpdating;

	return (
		<InspectorControls>
			<PanelBody title={ __( 'Video Settings', 'jetpack-blocks' ) }>
				{ (
					[
						[ 'autoplay', __( 'Autoplay', 'jetpack-blocks' ) ],
						[ 'loop', __( 'Loop', 'jetpack-blocks' ) ],
						[ 'muted', __( 'Muted', 'jetpack-blocks' ) ],
						[
							'controls',
							__( 'Playback Controls', 'jetpack-blocks' ),
						],
						[
							'playsinline',
							__( 'Play Inline', 'jetpack-blocks' ),
						],
					] as const
				 ).map( ( [ key, label ] ) => (
					<ToggleControl
						__nextHasNoMarginBottom
						key={ key }
						label={ label }
						checked={ !! attributes[ key ] }
						onChange={ ( value ) =>
							setAttributes( { [ key ]: value } )
						}
					/>
				) ) }
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Preload', 'jetpack-blocks' ) }
					value={ attributes.preload as 'auto' | 'metadata' | 'none' }
					options={ [
						{
							value: 'auto',
							label: __( 'Auto', 'jetpack-blocks' ),
						},
						{
							value: 'metadata',
							label: __( 'Metadata', 'jetpack-blocks' ),
						},
						{
							value: 'none',
							label: __( 'None', 'jetpack-blocks' ),
						},
					] }
					onChange={ ( preload ) => setAttributes( { preload } ) }
				/>
				<PosterControl { ...props } />
				<FeedbackLink
					label={ __(
						'Send us your feedback on the video block',
						'jetpack-blocks'
					) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Video File Settings', 'jetpack-blocks' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Rating', 'jetpack-blocks' ) }
					value={ displayedRating( meta.values?.rating ) }
					disabled={ disabled }
					options={ RATINGS.map( ( rating ) => ( {
						value: rating,
						label: rating,
					} ) ) }
					onChange={ ( rating ) => meta.update( { rating } ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Allow download', 'jetpack-blocks' ) }
					checked={ !! meta.values?.allow_download }
					disabled={ disabled }
					onChange={ ( allow ) =>
						meta.update( { allow_download: allow } )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Video Privacy', 'jetpack-blocks' ) }
					value={
						String( meta.values?.privacy_setting ?? 2 ) as
							'0' | '1' | '2'
					}
					disabled={ disabled }
					options={ [
						{
							value: '2',
							label: __( 'Site Default', 'jetpack-blocks' ),
						},
						{ value: '0', label: __( 'Public', 'jetpack-blocks' ) },
						{
							value: '1',
							label: __( 'Private', 'jetpack-blocks' ),
						},
					] }
					onChange={ ( value ) =>
						meta.update( {
							privacy_setting: Number( value ) as PrivacySetting,
						} )
					}
				/>
				{ meta.isUpdating && <Spinner /> }
			</PanelBody>
			<DetailsPanel { ...props } />
		</InspectorControls>
	);
}
