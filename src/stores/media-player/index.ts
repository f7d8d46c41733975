/**
 * The media-player source store (`jetpack-blocks/media-player`, spec 002 §3–§4): the media elements
 * a page plays, their state (is-playing, is-paused, is-error), position and duration, and which one
 * is the default that controls without an id (a chapter list, a transcript) address.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as selectors from './selectors';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type MediaPlayerStore = typeof store;
export {
	STORE_NAME,
	STATE_ERROR,
	STATE_PAUSED,
	STATE_PLAYING,
} from './constants';
export type { MediaPlayerState, MediaSource, MediaSourceState } from './types';
