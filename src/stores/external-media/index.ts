/**
 * The external media browser store (`jetpack-blocks/external-media`), spec 002 §4. It is imported
 * only by the browser's lazy chunk, so it registers the first time a browser opens, not at editor
 * start. A data store rather than component state: the modal header (title while copying), the
 * source screens, the grid and its toolbar all read the same list, flags and selection, and the
 * rules are tested on a registry without rendering anything.
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

export type ExternalMediaStore = typeof store;
export { STORE_NAME } from './constants';
export type * from './types';
