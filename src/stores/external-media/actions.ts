/**
 * External media browser actions (spec 002 §4, §8). Listing and copying are thunks.
 */
import * as api from './api';
import { PATH_RECENT } from './constants';
import { __ } from '@wordpress/i18n';
import { errorMessage, isAuthorizationRequired } from './errors';
import { initialFilters } from './filters';
import type {
	CopiedItem,
	ExternalMediaAction,
	ExternalMediaItem,
	ExternalMediaNotice,
	ExternalMediaThunk,
	ExternalSource,
	ListMeta,
	ListQuery,
} from './types';

export interface OpenOptions {
	imagesOnly?: boolean;
	multiple?: boolean;
	search?: string;
}

/** Starts a browser on a source: the recent view, no list, no notice, nothing selected. */
export function open(
	source: ExternalSource,
	{ imagesOnly = false, multiple = false, search = '' }: OpenOptions = {}
): ExternalMediaAction {
	return {
		type: 'OPEN',
		source,
		imagesOnly,
		multiple,
		query: {
			path: PATH_RECENT,
			search,
			filters: initialFilters( imagesOnly ),
		},
	};
}

/** A new search, path or filters: the list and notices are cleared (the next fetch starts over). */
export function setQuery(
	query: Partial< ListQuery >,
	folderName?: string
): ExternalMediaAction {
	return folderName === undefined
		? { type: 'SET_QUERY', query }
		: { type: 'SET_QUERY', query, folderName };
}

export function setLoading( isLoading: boolean ): ExternalMediaAction {
	return { type: 'SET_LOADING', isLoading };
}

export function setCopying( isCopying: boolean ): ExternalMediaAction {
	return { type: 'SET_COPYING', isCopying };
}

export function receivePage(
	media: ExternalMediaItem[],
	meta: ListMeta = {}
): ExternalMediaAction {
	return { type: 'RECEIVE_PAGE', media, meta };
}

/** Items that arrived outside the paged list (the companion app's new uploads). */
export function addMedia( media: ExternalMediaItem[] ): ExternalMediaAction {
	return { type: 'ADD_MEDIA', media };
}

export function setAuthenticated(
	source: ExternalSource,
	value: boolean
): ExternalMediaAction {
	return { type: 'SET_AUTHENTICATED', source, value };
}

export function setNotice(
	notice: ExternalMediaNotice | null
): ExternalMediaAction {
	return { type: 'SET_NOTICE', notice };
}

/** Selects or unselects an item (one in single mode, up to 10 in multiple mode). */
export function toggleSelected( item: ExternalMediaItem ): ExternalMediaAction {
	return { type: 'TOGGLE_SELECTED', item };
}

export function clearSelected(): ExternalMediaAction {
	return { type: 'CLEAR_SELECTED' };
}

/**
 * A failed call: authorization_required marks the source unauthenticated (the connect screen);
 * anything else becomes the notice, replacing earlier ones. Loading and copying end either way.
 */
export function handleError(
	error: unknown,
	retry: ExternalMediaNotice[ 'retry' ]
): ExternalMediaThunk< void > {
	return ( { dispatch, select } ) => {
		const { source } = select.getState();
		if ( isAuthorizationRequired( error ) && source ) {
			dispatch( setAuthenticated( source, false ) );
			dispatch( setLoading( false ) );
			dispatch( setCopying( false ) );
			return;
		}
		dispatch( setNotice( { message: errorMessage( error ), retry } ) );
	};
}

/**
 * Fetches the next page of the current list. Ignored while a page is loading, and when every page
 * has been fetched and the list is not empty. An answer for a query that has since changed is
 * dropped.
 */
export function fetchMedia(): ExternalMediaThunk {
	return async ( { dispatch, select } ) => {
		const state = select.getState();
		const { source, query } = state;
		if (
			! source ||
			source === 'jetpack_app_media' ||
			state.isLoading ||
			state.authenticated[ source ] === false ||
			( state.allFetched && state.media.length > 0 )
		) {
			return;
		}
		if ( state.notice?.retry === 'list' ) {
			// Retrying: the old failure gives way to the spinner.
			dispatch( setNotice( null ) );
		}
		dispatch( setLoading( true ) );
		try {
			const answer = await api.fetchList( source, query, state.nextPage );
			if ( select.getState().query !== query ) {
				return;
			}
			dispatch(
				receivePage(
					Array.isArray( answer?.media ) ? answer.media : [],
					answer?.meta ?? {}
				)
			);
		} catch ( error ) {
			if ( select.getState().query === query ) {
				dispatch( handleError( error, 'list' ) );
			}
		}
	};
}

/**
 * Copies the selection into the media library. Resolves with the copies when every item was
 * copied (copying stays on: the browser closes and hands them to the block); otherwise the first
 * item error (or the request's error) becomes the notice, the browser stays open, and it resolves
 * with null.
 */
export function copySelected(
	postId: number | null
): ExternalMediaThunk< Promise< CopiedItem[] | null > > {
	return async ( { dispatch, select } ) => {
		const { source, selected, isCopying } = select.getState();
		if ( ! source || isCopying || selected.length === 0 ) {
			return null;
		}
		dispatch( setNotice( null ) );
		dispatch( setCopying( true ) );
		try {
			const copied = await api.copyMedia( source, selected, postId );
			const failed = copied.find(
				( item ) => Array.isArray( item.errors ) && item.errors.length
			);
			if ( failed ) {
				dispatch( handleError( failed, 'copy' ) );
				return null;
			}
			if ( copied.length === 0 ) {
				dispatch(
					handleError(
						{
							message: __(
								'Nothing was copied into the media library. Try again.',
								'jetpack-blocks'
							),
						},
						'copy'
					)
				);
				return null;
			}
			return copied;
		} catch ( error ) {
			dispatch( handleError( error, 'copy' ) );
			return null;
		}
	};
}
