/**
 * The memberships store (`jetpack-blocks/memberships`, spec 002 §3/§4): the site's payment plans,
 * the payment account's state (apiState loading 0 / connected 1 / error 2, connect URL, default
 * currency, test mode), subscriber counts and newsletter categories. The status is fetched once
 * per session; failures are shown as snackbars through the editor's notices store.
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

export type MembershipsStore = typeof store;
export {
	STORE_NAME,
	API_STATE_LOADING,
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	DEFAULT_PRODUCT,
} from './constants';
export {
	invalidProductMessage,
	productMessages,
	PRODUCT_TYPE_PAYMENT_PLAN,
	PRODUCT_TYPE_SUBSCRIPTION,
} from './messages';
export type {
	ApiState,
	MembershipsState,
	NewProduct,
	NewsletterCategories,
	NewsletterCategory,
	Product,
	ProductMessages,
	SubscriberCounts,
} from './types';
