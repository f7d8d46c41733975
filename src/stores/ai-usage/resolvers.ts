/**
 * The feature is fetched the first time it is selected.
 */
import { fetchAiAssistantFeature } from './actions';
import type { AiUsageThunk } from './types';

export function getAiAssistantFeature(): AiUsageThunk {
	return async ( { dispatch } ) => {
		await dispatch( fetchAiAssistantFeature() );
	};
}
