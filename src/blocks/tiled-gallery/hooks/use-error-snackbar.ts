/** Shows an error (a failed upload, sizes that could not be read) as a snackbar notice. */
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

export function useErrorSnackbar(): ( message: string ) => void {
	const { createErrorNotice } = useDispatch( noticesStore );
	return function onError( message: string ) {
		createErrorNotice( message, { type: 'snackbar' } );
	};
}
