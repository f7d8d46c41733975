/**
 * Media-player source actions (spec 002 §4). Actions that take an optional id address the default
 * source when it is left out.
 */
import { STATE_ERROR, STATE_PAUSED, STATE_PLAYING } from './constants';
import type { MediaPlayerAction, MediaSource } from './types';

/** Adds a source (paused at 0 unless said otherwise); the first one becomes the default. */
export function registerMediaSource(
	id: string,
	source: Partial< Omit< MediaSource, 'id' > > = {}
): MediaPlayerAction {
	return { type: 'REGISTER_MEDIA_SOURCE', id, source };
}

export function updateMediaSource(
	id: string,
	changes: Partial< Omit< MediaSource, 'id' > >
): MediaPlayerAction {
	return { type: 'UPDATE_MEDIA_SOURCE', id, changes };
}

/** Removes a source; when it was the default, the first remaining source becomes the default. */
export function unregisterMediaSource( id: string ): MediaPlayerAction {
	return { type: 'UNREGISTER_MEDIA_SOURCE', id };
}

export function setDefaultMediaSource( id: string ): MediaPlayerAction {
	return { type: 'SET_DEFAULT_MEDIA_SOURCE', id };
}

export function playMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_STATE', id, state: STATE_PLAYING };
}

export function pauseMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_STATE', id, state: STATE_PAUSED };
}

export function errorMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_STATE', id, state: STATE_ERROR };
}

/** Playing becomes paused and anything else playing. */
export function toggleMediaSource( id?: string ): MediaPlayerAction {
	return { type: 'TOGGLE_MEDIA_SOURCE', id };
}

export function setMediaSourceCurrentTime(
	id: string | undefined,
	currentTime: number
): MediaPlayerAction {
	return { type: 'SET_MEDIA_SOURCE_CURRENT_TIME', id, currentTime };
}
