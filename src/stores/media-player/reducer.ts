/**
 * Media-player sources by id and the default one.
 */
import { STATE_PAUSED, STATE_PLAYING } from './constants';
import type { MediaPlayerAction, MediaPlayerState, MediaSource } from './types';

export const initialState: MediaPlayerState = { sources: {}, defaultId: null };

function withSource(
	state: MediaPlayerState,
	id: string | undefined,
	change: ( source: MediaSource ) => MediaSource
): MediaPlayerState {
	const key = id ?? state.defaultId;
	const source = key === null ? undefined : state.sources[ key ];
	if ( ! source ) {
		return state;
	}
	return {
		...state,
		sources: { ...state.sources, [ source.id ]: change( source ) },
	};
}

export default function reducer(
	state: MediaPlayerState = initialState,
	action: MediaPlayerAction
): MediaPlayerState {
	switch ( action.type ) {
		case 'REGISTER_MEDIA_SOURCE': {
			const source: MediaSource = {
				state: STATE_PAUSED,
				currentTime: 0,
				...action.source,
				id: action.id,
			};
			return {
				sources: { ...state.sources, [ action.id ]: source },
				defaultId: state.defaultId ?? action.id,
			};
		}
		case 'UPDATE_MEDIA_SOURCE':
			return withSource( state, action.id, ( source ) => ( {
				...source,
				...action.changes,
				id: source.id,
			} ) );
		case 'UNREGISTER_MEDIA_SOURCE': {
			if ( ! state.sources[ action.id ] ) {
				return state;
			}
			const { [ action.id ]: _removed, ...sources } = state.sources;
			const defaultId =
				state.defaultId === action.id
					? ( Object.keys( sources )[ 0 ] ?? null )
					: state.defaultId;
			return { sources, defaultId };
		}
		case 'SET_DEFAULT_MEDIA_SOURCE':
			return state.sources[ action.id ]
				? { ...state, defaultId: action.id }
				: state;
		case 'SET_MEDIA_SOURCE_STATE':
			return withSource( state, action.id, ( source ) => ( {
				...source,
				state: action.state,
			} ) );
		case 'TOGGLE_MEDIA_SOURCE':
			return withSource( state, action.id, ( source ) => ( {
				...source,
				state:
					source.state === STATE_PLAYING
						? STATE_PAUSED
						: STATE_PLAYING,
			} ) );
		case 'SET_MEDIA_SOURCE_CURRENT_TIME':
			return withSource( state, action.id, ( source ) => ( {
				...source,
				currentTime: Math.max( 0, action.currentTime ),
			} ) );
		default:
			return state;
	}
}
