/**
 * Whether a file chosen or dropped into the video block may be uploaded, kept pure for tests.
 */
import { __ } from '@wordpress/i18n';
import { isFileOfType } from '../../shared/allowed-mime';

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
