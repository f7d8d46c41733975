import type { MediaPlayerState, MediaSource } from './types';

export function getMediaSources( state: MediaPlayerState ): MediaSource[] {
	return Object.values( state.sources );
}

export function getMediaSource(
	state: MediaPlayerState,
	id: string
): MediaSource | undefined {
	return state.sources[ id ];
}

export function getDefaultMediaSource(
	state: MediaPlayerState
): MediaSource | undefined {
	return state.defaultId === null
		? undefined
		: state.sources[ state.defaultId ];
}

export function getMediaSourceState(
	state: MediaPlayerState,
	id?: string
): MediaSource[ 'state' ] | undefined {
	return ( id ? state.sources[ id ] : getDefaultMediaSource( state ) )?.state;
}

export function getMediaSourceCurrentTime(
	state: MediaPlayerState,
	id?: string
): number | undefined {
	return ( id ? state.sources[ id ] : getDefaultMediaSource( state ) )
		?.currentTime;
}
