/**
 * Text tracks: the toolbar's "Text tracks" dropdown lists the video's tracks with Delete (showing
 * Deleting… while the request runs) and opens the upload form (File .vtt, Label, Source language,
 * Kind; spec 002 §5 defaults and duplicate rule).
 */
import {
	Button,
	Dropdown,
	FormFileUpload,
	MenuGroup,
	Notice,
	SelectControl,
	TextControl,
	ToolbarButton,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { deleteTrack, errorMessage, uploadTrack } from './api';
import {
	TRACK_DEFAULT_KIND,
	TRACK_DEFAULT_LABEL,
	TRACK_DEFAULT_LANGUAGE,
} from './settings';
import type { Track, TrackKind } from './types';

const KINDS: Array< { value: TrackKind; label: string } > = [
	{ value: 'subtitles', label: __( 'Subtitles', 'jetpack-blocks' ) },
	{ value: 'captions', label: __( 'Captions', 'jetpack-blocks' ) },
	{ value: 'descriptions', label: __( 'Descriptions', 'jetpack-blocks' ) },
	{ value: 'chapters', label: __( 'Chapters', 'jetpack-blocks' ) },
	{ value: 'metadata', label: __( 'Metadata', 'jetpack-blocks' ) },
];

export const DUPLICATE_TRACK_MESSAGE = __(
	'A track already exists for that language and kind.',
	'jetpack-blocks'
);

/** Whether a file can be a track: a .vtt name or the text/vtt type. */
export function isVttFile( file: File ): boolean {
	return /\.vtt$/i.test( file.name ) || file.type === 'text/vtt';
}

/** The track the form describes, defaults applied; an error message when it cannot be saved. */
export function trackFromForm(
	form: { label: string; srcLang: string; kind: TrackKind | '' },
	file: File | null,
	existing: Track[]
): { track: Track } | { error: string } {
	if ( ! file || ! isVttFile( file ) ) {
		return {
			error: __( 'Choose a .vtt file for the track.', 'jetpack-blocks' ),
		};
	}
	const track: Track = {
		label: form.label.trim() || TRACK_DEFAULT_LABEL,
		srcLang: form.srcLang.trim() || TRACK_DEFAULT_LANGUAGE,
		kind: form.kind || TRACK_DEFAULT_KIND,
	};
	if (
		existing.some(
			( other ) =>
				other.kind === track.kind && other.srcLang === track.srcLang
		)
	) {
		return { error: DUPLICATE_TRACK_MESSAGE };
	}
	return { track };
}

function TrackForm( {
	guid,
	tracks,
	onSaved,
	onClose,
}: {
	guid: string;
	tracks: Track[];
	onSaved: () => void;
	onClose: () => void;
} ) {
	const [ file, setFile ] = useState< File | null >( null );
	const [ label, setLabel ] = useState( '' );
	const [ srcLang, setSrcLang ] = useState( '' );
	const [ kind, setKind ] = useState< TrackKind >( TRACK_DEFAULT_KIND );
	const [ error, setError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );

	const save = async () => {
		const result = trackFromForm( { label, srcLang, kind }, file, tracks );
		if ( 'error' in result ) {
			setError( result.error );
			return;
		}
		setSaving( true );
		setError( null );
		try {
			await uploadTrack(
				guid,
				result.track,
				file as File,
				( file as File ).name
			);
			onSaved();
			onClose();
		} catch ( failure ) {
			setError(
				sprintf(
					/* translators: %s: the server's error message. */
					__( 'Error: %s', 'jetpack-blocks' ),
					errorMessage( failure )
				)
			);
		} finally {
			setSaving( false );
		}
	};

	return (
		<div className="videopress-video__track-form">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<FormFileUpload
				accept=".vtt,text/vtt"
				onChange={ ( event ) => {
					setFile( event.currentTarget.files?.[ 0 ] ?? null );
					setError( null );
				} }
				render={ ( { openFileDialog } ) => (
					<Button variant="secondary" onClick={ openFileDialog }>
						{ file
							? sprintf(
									/* translators: %s: file name. */
									__( 'File: %s', 'jetpack-blocks' ),
									file.name
								)
							: __( 'Select track', 'jetpack-blocks' ) }
					</Button>
				) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Label', 'jetpack-blocks' ) }
				placeholder={ TRACK_DEFAULT_LABEL }
				value={ label }
				onChange={ setLabel }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Source language', 'jetpack-blocks' ) }
				placeholder={ TRACK_DEFAULT_LANGUAGE }
				value={ srcLang }
				onChange={ setSrcLang }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Kind', 'jetpack-blocks' ) }
				value={ kind }
				options={ KINDS }
				onChange={ ( value ) => setKind( value as TrackKind ) }
			/>
			<div className="videopress-video__track-form-actions">
				<Button
					variant="tertiary"
					onClick={ onClose }
					disabled={ saving }
				>
					{ __( 'Close', 'jetpack-blocks' ) }
				</Button>
				<Button
					variant="primary"
					onClick={ save }
					isBusy={ saving }
					disabled={ saving || ! file }
				>
					{ saving
						? __( 'Uploading…', 'jetpack-blocks' )
						: __( 'Save', 'jetpack-blocks' ) }
				</Button>
			</div>
		</div>
	);
}

function TrackList( {
	guid,
	tracks,
	onChange,
	onUpload,
}: {
	guid: string;
	tracks: Track[];
	onChange: () => void;
	onUpload: () => void;
} ) {
	const [ deleting, setDeleting ] = useState< string | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const remove = async ( track: Track ) => {
		setDeleting( `${ track.kind }-${ track.srcLang }` );
		setError( null );
		try {
			await deleteTrack( guid, track );
			onChange();
		} catch ( failure ) {
			setError(
				sprintf(
					/* translators: %s: the server's error message. */
					__( 'Error: %s', 'jetpack-blocks' ),
					errorMessage( failure )
				)
			);
		} finally {
			setDeleting( null );
		}
	};
	return (
		<MenuGroup label={ __( 'Text tracks', 'jetpack-blocks' ) }>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ tracks.length === 0 && (
				<p className="videopress-video__tracks-empty">
					{ __(
						'Tracks can be subtitles, captions, chapters, or descriptions. They help make your content more accessible to a wider range of users.',
						'jetpack-blocks'
					) }
				</p>
			) }
			<ul className="videopress-video__track-list">
				{ tracks.map( ( track ) => {
					const key = `${ track.kind }-${ track.srcLang }`;
					return (
						<li key={ key }>
							<span>
								{ track.label }{ ' ' }
								<small>
									{ track.srcLang } · { track.kind }
								</small>
							</span>
							<Button
								variant="link"
								isDestructive
								disabled={ deleting !== null }
								onClick={ () => remove( track ) }
							>
								{ deleting === key
									? __( 'Deleting', 'jetpack-blocks' )
									: __( 'Delete', 'jetpack-blocks' ) }
							</Button>
						</li>
					);
				} ) }
			</ul>
			<Button variant="secondary" onClick={ onUpload }>
				{ __( 'Upload track', 'jetpack-blocks' ) }
			</Button>
		</MenuGroup>
	);
}

export function TracksDropdown( {
	guid,
	tracks,
	onChange,
}: {
	guid: string;
	tracks: Track[];
	onChange: () => void;
} ) {
	const [ uploading, setUploading ] = useState( false );
	return (
		<Dropdown
			popoverProps={ { placement: 'bottom-start' } }
			onClose={ () => setUploading( false ) }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<ToolbarButton onClick={ onToggle } aria-expanded={ isOpen }>
					{ __( 'Text tracks', 'jetpack-blocks' ) }
				</ToolbarButton>
			) }
			renderContent={ () => (
				<div className="videopress-video__tracks">
					{ uploading ? (
						<TrackForm
							guid={ guid }
							tracks={ tracks }
							onSaved={ onChange }
							onClose={ () => setUploading( false ) }
						/>
					) : (
						<TrackList
							guid={ guid }
							tracks={ tracks }
							onChange={ onChange }
							onUpload={ () => setUploading( true ) }
						/>
					) }
				</div>
			) }
		/>
	);
}
