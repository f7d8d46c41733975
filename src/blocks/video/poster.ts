/**
 * Poster helpers: wait for a poster the server is still generating (polled every 2 s, spec 002 §4),
 * and capture the frame the preview shows as an image file, uploaded to the media library and then
 * set as the poster by attachment id.
 */
import apiFetch from '@wordpress/api-fetch';
import { fetchPoster, setPoster } from './api';
import { POSTER_POLL_MS } from './settings';
import type { PosterState } from './types';

/** Polls GET …/poster every 2 s until it is no longer generating (gives up after 2 minutes). */
export async function pollPoster(
	guid: string,
	wait: ( ms: number ) => Promise< void > = ( ms ) =>
		new Promise( ( resolve ) => setTimeout( resolve, ms ) ),
	maxPolls = 60
): Promise< PosterState > {
	for ( let poll = 0; poll < maxPolls; poll++ ) {
		await wait( POSTER_POLL_MS );
		const state = await fetchPoster( guid );
		if ( ! state.generating ) {
			return state;
		}
	}
	throw new Error( 'The poster is still being generated. Try again later.' );
}

/** The frame the video shows now, as a JPEG. */
export function captureFrame( video: HTMLVideoElement ): Promise< Blob > {
	return new Promise( ( resolve, reject ) => {
		if ( ! video.videoWidth || ! video.videoHeight ) {
			reject( new Error( 'The video has no frame to capture yet.' ) );
			return;
		}
		const canvas = video.ownerDocument.createElement( 'canvas' );
		canvas.width = video.videoWidth;
		canvas.height = video.videoHeight;
		const context = canvas.getContext( '2d' );
		if ( ! context ) {
			reject( new Error( 'The browser cannot draw the frame.' ) );
			return;
		}
		context.drawImage( video, 0, 0, canvas.width, canvas.height );
		canvas.toBlob(
			( blob ) =>
				blob
					? resolve( blob )
					: reject( new Error( 'The frame could not be captured.' ) ),
			'image/jpeg',
			0.9
		);
	} );
}

/** Captures the current frame, stores it in the media library and makes it the video's poster. */
export async function posterFromFrame(
	guid: string,
	video: HTMLVideoElement
): Promise< PosterState > {
	const image = await captureFrame( video );
	const body = new FormData();
	const seconds = Math.round( video.currentTime * 1000 );
	body.append( 'file', image, `poster-${ guid }-${ seconds }ms.jpg` );
	const media = await apiFetch< { id: number } >( {
		path: '/wp/v2/media',
		method: 'POST',
		body,
	} );
	const state = await setPoster( guid, { attachmentId: media.id } );
	return state.generating ? pollPoster( guid ) : state;
}
