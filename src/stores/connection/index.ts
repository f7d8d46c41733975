/**
 * The connection store (`jetpack-blocks/connection`): the site's registration, the current user's
 * connection and the flow between them — register, authorize, disconnect, unlink, reconnect —
 * starting from the state the page prints (`window.JetpackBlocksInitialState`).
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

export type ConnectionStore = typeof store;
export { STORE_NAME } from './constants';
export { addFromParameter } from './redirect';
export type {
	ConnectUserArgs,
	ConnectionError,
	ConnectionErrors,
	ConnectionState,
	ReconnectArgs,
	RedirectFunc,
	RegisterSiteArgs,
	RegisterSiteResult,
} from './types';
