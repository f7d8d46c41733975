/**
 * External media browser selectors.
 */
import type {
	ExternalMediaItem,
	ExternalMediaState,
	ExternalSource,
} from './types';

export function getState( state: ExternalMediaState ): ExternalMediaState {
	return state;
}

export function getMedia( state: ExternalMediaState ): ExternalMediaItem[] {
	return state.media;
}

/** Sources count as authenticated until a call says otherwise. */
export function isAuthenticated(
	state: ExternalMediaState,
	source: ExternalSource
): boolean {
	return state.authenticated[ source ] !== false;
}

export function isLoading( state: ExternalMediaState ): boolean {
	return state.isLoading;
}

export function isCopying( state: ExternalMediaState ): boolean {
	return state.isCopying;
}

/** Whether a "Load More" can fetch another page. */
export function canLoadMore( state: ExternalMediaState ): boolean {
	return ! state.isLoading && state.nextPage !== null && ! state.allFetched;
}

export function isSelected(
	state: ExternalMediaState,
	item: ExternalMediaItem
): boolean {
	return state.selected.some(
		( chosen ) => String( chosen.ID ) === String( item.ID )
	);
}
