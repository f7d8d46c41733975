/**
 * The modules store (`jetpack-blocks/modules`): the plugin's modules with their on/off state,
 * fetched once, switched optimistically and rolled back when the server refuses.
 */
import { createReduxStore, register } from '@wordpress/data';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export type ModulesStore = typeof store;
export { STORE_NAME } from './constants';
export type { ModuleData, ModulesResponse, ModulesState } from './types';
