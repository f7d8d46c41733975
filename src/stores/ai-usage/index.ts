/**
 * The AI usage store (`jetpack-blocks/ai-usage`): the site's AI assistant feature — plan tier,
 * requests used and left, over-limit and upgrade flags — fetched once, then counted locally as the
 * editor makes requests and refreshed every few requests.
 */
import { createReduxStore, dispatch, register } from '@wordpress/data';
// The events file alone, not the client's index: pages that only show usage load this store.
import { onAiUsage } from '../../shared/ai-client/usage-events';
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

// The AI client reports what it used, whichever surface made the request, and the count is kept
// here: the client is a shared module and does not know the stores. Every surface that makes
// requests loads this store with its upgrade banner, so the store listens before the first request.
// A request made before it loads is not lost either: the server counts it too, and the store's
// first read fetches the server's figures.
onAiUsage( ( event ) => {
	if ( event.type === 'request' ) {
		void dispatch( store ).increaseRequestsCount( 1 );
	} else {
		void dispatch( store ).setRequireUpgrade( true );
	}
} );

export type AiUsageStore = typeof store;
export { STORE_NAME } from './constants';
export { mapAiAssistantFeature } from './map-feature';
export type {
	AiAssistantFeature,
	AiPlanType,
	AiTier,
	AiUsagePeriod,
} from './types';
export type { AiUsageSummary } from './selectors';
