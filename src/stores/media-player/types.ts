import type { STATE_ERROR, STATE_PAUSED, STATE_PLAYING } from './constants';

export type MediaSourceState =
	typeof STATE_PLAYING | typeof STATE_PAUSED | typeof STATE_ERROR;

/** A media element the page plays (a video or audio player), by id. */
export interface MediaSource {
	id: string;
	state: MediaSourceState;
	/** Seconds. */
	currentTime: number;
	/** Seconds, when known. */
	duration?: number;
	/** The id of the DOM element that plays it. */
	domId?: string;
}

export interface MediaPlayerState {
	sources: Record< string, MediaSource >;
	/** The source that play/pause/toggle without an id address; null when there is none. */
	defaultId: string | null;
}

export type MediaPlayerAction =
	| {
			type: 'REGISTER_MEDIA_SOURCE';
			id: string;
			source: Partial< MediaSource >;
	  }
	| {
			type: 'UPDATE_MEDIA_SOURCE';
			id: string;
			changes: Partial< MediaSource >;
	  }
	| { type: 'UNREGISTER_MEDIA_SOURCE'; id: string }
	| { type: 'SET_DEFAULT_MEDIA_SOURCE'; id: string }
	| { type: 'SET_MEDIA_SOURCE_STATE'; id?: string; state: MediaSourceState }
	| { type: 'TOGGLE_MEDIA_SOURCE'; id?: string }
	| {
			type: 'SET_MEDIA_SOURCE_CURRENT_TIME';
			id?: string;
			currentTime: number;
	  };
