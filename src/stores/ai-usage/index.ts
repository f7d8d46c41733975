/**
 * The AI usage store (`jetpack-blocks/ai-usage`): the site's AI assistant feature — plan tier,
 * requests used and left, over-limit and upgrade flags — fetched once, then counted locally as the
 * editor makes requests and refreshed every few requests.
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
