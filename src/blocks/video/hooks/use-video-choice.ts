/**
 * What the editor chose for an empty video block: a file to upload (dropped into the editor with
 * the block, or picked with Upload or Replace) or a video address, and why a choice was refused (the
 * placeholder's error).
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { refusalOf } from '../chosen-file';
import { guidFromUrl, isVideoFileUrl } from '../url';
import type { VideoAttributes } from '../types';

export interface VideoChoice {
	/** The file the upload view is uploading, or null when none is. */
	file: File | null;
	/** Why the last choice was refused, or null. */
	error: string | null;
	chooseFile: ( chosen: File ) => void;
	chooseUrl: ( url: string ) => void;
	/** Leaves the upload view (the upload finished or was cancelled). */
	clearFile: () => void;
}

export function useVideoChoice(
	attributes: VideoAttributes,
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void
): VideoChoice {
	// A file dropped into the editor arrives with the block; one the site refuses is said so.
	const dropped = attributes.fileForImmediateUpload;
	const droppedRefusal = dropped ? refusalOf( dropped ) : null;
	const [ file, setFile ] = useState< File | null >(
		dropped && ! droppedRefusal ? dropped : null
	);
	const [ error, setError ] = useState< string | null >( droppedRefusal );

	useEffect( () => {
		if ( attributes.fileForImmediateUpload ) {
			setAttributes( { fileForImmediateUpload: undefined } );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once: the file is taken over above
	}, [] );

	const chooseFile = ( chosen: File ) => {
		const refusal = refusalOf( chosen );
		if ( refusal ) {
			setError( refusal );
			return;
		}
		setError( null );
		setFile( chosen );
	};

	const chooseUrl = ( url: string ) => {
		const guid = guidFromUrl( url );
		if ( guid ) {
			setError( null );
			setAttributes( { guid } );
		} else if ( isVideoFileUrl( url ) ) {
			setError( null );
			setAttributes( { src: url.trim() } );
		} else {
			setError(
				__(
					'That address is neither a video host address with a video id nor a video file.',
					'jetpack-blocks'
				)
			);
		}
	};

	const clearFile = useCallback( () => setFile( null ), [] );

	return { file, error, chooseFile, chooseUrl, clearFile };
}
