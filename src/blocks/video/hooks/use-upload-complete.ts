/**
 * What happens when the upload view hands over a finished upload: the block takes the new video,
 * and the title and poster chosen while it uploaded are applied to the media record.
 */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import { errorMessage, setPoster, updateMeta } from '../api';
import { pollPoster } from '../poster';
import type { VideoAttributes } from '../types';
import type { UploadedVideo } from '../upload/types';
import { usePostSaving } from './use-post-saving';

/**
 * @param clientId      The block's client id (names its save lock).
 * @param setAttributes The block's setAttributes.
 * @param leaveUpload   Leaves the upload view; called first, before the video is taken.
 */
export function useUploadComplete(
	clientId: string,
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void,
	leaveUpload: () => void
): ( video: UploadedVideo ) => void {
	const { createErrorNotice } = useDispatch( noticesStore );
	const postSaving = usePostSaving();

	return useCallback(
		( video: UploadedVideo ) => {
			leaveUpload();
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
		[ setAttributes, createErrorNotice, clientId, postSaving, leaveUpload ]
	);
}
