/**
 * The video's details (tracks, poster) from GET /rest/v1.1/videos/{guid}, retried as spec §4 says,
 * and read again on refresh (after the tracks changed, or on "Try again").
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { errorMessage, fetchVideo } from '../api';
import { PREVIEW_RETRY_MAX, previewRetryDelay } from '../settings';
import type { VideoDetails } from '../types';

export interface VideoDetailsState {
	/** null until the details have been read. */
	details: VideoDetails | null;
	/** The details could not be read, after the last retry. */
	error: string | null;
	/** Reads the details again. */
	refresh: () => void;
}

export function useVideoDetails( guid: string | undefined ): VideoDetailsState {
	const [ reloadKey, setReloadKey ] = useState( 0 );
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
	const refresh = useCallback( () => setReloadKey( ( key ) => key + 1 ), [] );
	return { details, error, refresh };
}
