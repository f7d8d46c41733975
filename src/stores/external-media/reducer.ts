/**
 * External media browser state (spec 002 §4): one browser is open at a time, so the store holds the
 * open one's list, paging, flags, notice, selection and whether its source is authenticated.
 */
import { MAX_SELECTED, PATH_RECENT } from './constants';
import type {
	ExternalMediaAction,
	ExternalMediaItem,
	ExternalMediaState,
} from './types';

export const initialState: ExternalMediaState = {
	source: null,
	imagesOnly: false,
	multiple: false,
	query: { path: PATH_RECENT, search: '', filters: {} },
	folderName: '',
	media: [],
	nextPage: null,
	allFetched: false,
	hasFetched: false,
	isLoading: false,
	isCopying: false,
	authenticated: {},
	account: null,
	notice: null,
	selected: [],
};

/**
 * The list cleared: a new search, path or filters start from the first page. A request still out
 * for the old query no longer counts as loading (its answer is dropped when it arrives).
 */
const cleared = {
	isLoading: false,
	media: [],
	nextPage: null,
	allFetched: false,
	hasFetched: false,
	notice: null,
	selected: [],
} satisfies Partial< ExternalMediaState >;

/** Appends a page, leaving out items whose ID is already listed. */
export function mergeMedia(
	current: ExternalMediaItem[],
	page: ExternalMediaItem[]
): ExternalMediaItem[] {
	const seen = new Set( current.map( ( item ) => String( item.ID ) ) );
	const added: ExternalMediaItem[] = [];
	for ( const item of page ) {
		const id = String( item.ID );
		if ( ! seen.has( id ) ) {
			seen.add( id );
			added.push( item );
		}
	}
	return added.length ? [ ...current, ...added ] : current;
}

function toggle(
	state: ExternalMediaState,
	item: ExternalMediaItem
): ExternalMediaItem[] {
	const id = String( item.ID );
	if ( state.selected.some( ( chosen ) => String( chosen.ID ) === id ) ) {
		return state.selected.filter(
			( chosen ) => String( chosen.ID ) !== id
		);
	}
	if ( ! state.multiple ) {
		return [ item ];
	}
	return state.selected.length >= MAX_SELECTED
		? state.selected
		: [ ...state.selected, item ];
}

export default function reducer(
	state: ExternalMediaState = initialState,
	action: ExternalMediaAction
): ExternalMediaState {
	switch ( action.type ) {
		case 'OPEN':
			// Every source counts as authenticated until its first answer says otherwise.
			return {
				...initialState,
				source: action.source,
				imagesOnly: action.imagesOnly,
				multiple: action.multiple,
				query: action.query,
			};
		case 'SET_QUERY':
			return {
				...state,
				...cleared,
				query: { ...state.query, ...action.query },
				folderName: action.folderName ?? state.folderName,
			};
		case 'SET_LOADING':
			return { ...state, isLoading: action.isLoading };
		case 'SET_COPYING':
			return { ...state, isCopying: action.isCopying };
		case 'RECEIVE_PAGE':
			return {
				...state,
				media: mergeMedia( state.media, action.media ),
				nextPage: action.meta.next_page ?? null,
				allFetched: ! action.meta.next_page,
				hasFetched: true,
				isLoading: false,
				account: action.meta.account ?? state.account,
				authenticated: state.source
					? { ...state.authenticated, [ state.source ]: true }
					: state.authenticated,
			};
		case 'ADD_MEDIA':
			return {
				...state,
				media: mergeMedia( state.media, action.media ),
				hasFetched: true,
			};
		case 'SET_AUTHENTICATED':
			return {
				...state,
				authenticated: {
					...state.authenticated,
					[ action.source ]: action.value,
				},
				...( action.value ? {} : { account: null } ),
			};
		case 'SET_NOTICE':
			// A notice replaces the earlier one and ends loading and copying.
			return action.notice
				? {
						...state,
						notice: action.notice,
						isLoading: false,
						isCopying: false,
					}
				: { ...state, notice: null };
		case 'TOGGLE_SELECTED':
			return { ...state, selected: toggle( state, action.item ) };
		case 'CLEAR_SELECTED':
			return { ...state, selected: [] };
		default:
			return state;
	}
}
