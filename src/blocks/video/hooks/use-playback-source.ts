/**
 * The preview's <video> as a media-player source (spec 002 §4): registered while the block shows it,
 * its state, position and duration kept in the store. A file that fails to load is tried again up to
 * 5 times, 2 s × attempt later, before the error stays.
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { store as mediaPlayerStore } from '../../../stores/media-player';
import { PREVIEW_RETRY_MAX, previewRetryDelay } from '../settings';

type VideoEvent = { currentTarget: HTMLVideoElement };

export interface PlaybackSource {
	/** The <video>'s id, by which the store finds it. */
	domId: string;
	/** Which load of the file this is: a new attempt remounts the <video>. */
	attempt: number;
	/** The <video>'s event handlers. */
	events: {
		onPlay: () => void;
		onPause: () => void;
		onTimeUpdate: ( event: VideoEvent ) => void;
		onLoadedMetadata: ( event: VideoEvent ) => void;
		onError: () => void;
	};
}

export function usePlaybackSource(
	clientId: string,
	src: string | undefined,
	onSize?: ( width: number, height: number ) => void,
	onLoadFailed?: () => void
): PlaybackSource {
	const domId = `videopress-preview-${ clientId }`;
	const [ attempt, setAttempt ] = useState( 0 );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const player = useDispatch( mediaPlayerStore );
	useEffect( () => {
		player.registerMediaSource( clientId, { domId } );
		return () => {
			clearTimeout( timer.current );
			player.unregisterMediaSource( clientId );
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once per block
	}, [ clientId ] );
	useEffect( () => setAttempt( 0 ), [ src ] );
	const events = {
		onPlay: () => player.playMediaSource( clientId ),
		onPause: () => player.pauseMediaSource( clientId ),
		onTimeUpdate: ( event: VideoEvent ) =>
			player.setMediaSourceCurrentTime(
				clientId,
				event.currentTarget.currentTime
			),
		onLoadedMetadata: ( event: VideoEvent ) => {
			player.updateMediaSource( clientId, {
				duration: event.currentTarget.duration,
			} );
			onSize?.(
				event.currentTarget.videoWidth,
				event.currentTarget.videoHeight
			);
		},
		onError: () => {
			player.errorMediaSource( clientId );
			onLoadFailed?.();
			if ( attempt < PREVIEW_RETRY_MAX ) {
				timer.current = setTimeout(
					() => setAttempt( attempt + 1 ),
					previewRetryDelay( attempt + 1 )
				);
			}
		},
	};
	return { domId, attempt, events };
}
