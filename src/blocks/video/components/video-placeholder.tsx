/**
 * The empty block: Upload, Media Library (with the external media sources beside it) and an
 * address field; the plan-required placeholder instead when the site's plan lacks video hosting.
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import {
	Button,
	FormFileUpload,
	Notice,
	Placeholder,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { blockNeedsUpgrade } from '../../../shared/plan';
import metadata from '../block.json';
import PlanRequiredPlaceholder from './plan-required-placeholder';

export interface VideoPlaceholderProps {
	onFile: ( file: File ) => void;
	onMedia: ( media: { id: number; url: string } ) => void;
	onUrl: ( url: string ) => void;
	error: string | null;
}

export default function VideoPlaceholder( {
	onFile,
	onMedia,
	onUrl,
	error,
}: VideoPlaceholderProps ) {
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
