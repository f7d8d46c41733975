/**
 * Uploads chosen image files through the editor's own media upload (its settings' mediaUpload) and
 * hands the uploaded records over as they finish, each once.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { unseenRecords, type MediaItem } from '../media';

type MediaUpload = ( options: {
	allowedTypes: string[];
	filesList: FileList | File[];
	onFileChange: ( files: MediaItem[] ) => void;
	onError: ( message: string ) => void;
} ) => void;

export function useImageUpload(
	onUploaded: ( media: MediaItem[] ) => void,
	onError: ( message: string ) => void
): ( files: FileList | null ) => void {
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getSettings: () => { mediaUpload?: MediaUpload };
				}
			 ).getSettings().mediaUpload,
		[]
	);
	return function upload( files: FileList | null ) {
		if ( ! files || ! mediaUpload ) {
			return;
		}
		const unseen = unseenRecords();
		mediaUpload( {
			allowedTypes: [ 'image' ],
			filesList: files,
			onFileChange: ( uploaded ) => {
				// Called again with the whole batch as each file finishes: hand over only the
				// finished files (they have an id) not handed over yet. onUploaded adds them to the
				// gallery as it is then, not as it was when the upload started.
				const finished = unseen( uploaded );
				if ( finished.length > 0 ) {
					onUploaded( finished );
				}
			},
			onError,
		} );
	};
}
