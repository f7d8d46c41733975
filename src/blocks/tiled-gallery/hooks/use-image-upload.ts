/**
 * Uploads chosen image files through the editor's own media upload (its settings' mediaUpload) and
 * hands each batch of uploaded records over.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import type { MediaItem } from '../media';

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
		mediaUpload( {
			allowedTypes: [ 'image' ],
			filesList: files,
			onFileChange: ( uploaded ) => {
				// Called again as each file finishes; add only the ones that have an id.
				onUploaded( uploaded );
			},
			onError,
		} );
	};
}
