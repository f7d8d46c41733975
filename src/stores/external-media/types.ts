/**
 * The external media browser's data (spec 002 §3 "External media item", "List response meta",
 * "Copy result item"; §4 "External media browser").
 */

/** Sources behind `/wpcom/v2/external-media/*` and `/wpcom/v2/app-media`. */
export type ExternalSource =
	'google_photos' | 'pexels' | 'openverse' | 'jetpack_app_media';

export interface ExternalMediaThumbnails {
	thumbnail?: string;
	medium?: string;
	fmt_hd?: string;
	large?: string;
}

/** One item of a list answer (IDs are strings for the remote sources, numbers for app media). */
export interface ExternalMediaItem {
	ID: string | number;
	guid?: string;
	type?: 'image' | 'video' | 'folder' | string;
	name?: string;
	title?: string;
	caption?: string;
	alt?: string;
	URL?: string;
	url?: string;
	children?: number;
	thumbnails?: ExternalMediaThumbnails;
}

export interface ExternalAccount {
	image: string;
	name: string;
}

export interface ListMeta {
	next_page?: string;
	account?: ExternalAccount;
}

export interface ListResponse {
	media: ExternalMediaItem[];
	meta?: ListMeta;
}

export interface CopyError {
	code: string;
	message: string;
}

/** An item copied into the media library (or why it was not). */
export interface CopiedItem {
	ID: number;
	alt?: string;
	caption?: string;
	URL?: string;
	errors?: CopyError[];
}

export type MediaTypeFilter = 'all' | 'photo' | 'video';

export type DateRangeShortcut =
	'last_7_days' | 'last_30_days' | 'last_6_months' | 'last_year' | 'custom';

export interface DateFilter {
	range: DateRangeShortcut;
	/** 0–11, or -1 for the whole year (custom only). */
	month: number;
	/** Four digits, at least 1970 (custom only). */
	year: number;
}

/** The photo library's filters; a key present means the filter is on (spec 002 §2, §4). */
export interface PhotoFilters {
	category?: string;
	date?: DateFilter;
	favorite?: boolean;
	mediaType?: MediaTypeFilter;
}

export type FilterKind = keyof PhotoFilters;

/** What the list shows: a folder path, a search, filters. */
export interface ListQuery {
	path: string;
	search: string;
	filters: PhotoFilters;
}

export interface ExternalMediaNotice {
	message: string;
	/** What the notice's Retry repeats. */
	retry: 'list' | 'copy';
}

export interface ExternalMediaState {
	source: ExternalSource | null;
	/** The picker asked for images only (the media type filter is fixed to photo). */
	imagesOnly: boolean;
	multiple: boolean;
	query: ListQuery;
	/** Name of the album open in the photo library (for the breadcrumb). */
	folderName: string;
	media: ExternalMediaItem[];
	/** page_handle of the next page, null when none is known. */
	nextPage: string | null;
	/** A page came back without a next page: the list is complete. */
	allFetched: boolean;
	/** Whether any answer for the current query has arrived. */
	hasFetched: boolean;
	isLoading: boolean;
	isCopying: boolean;
	authenticated: Partial< Record< ExternalSource, boolean > >;
	account: ExternalAccount | null;
	notice: ExternalMediaNotice | null;
	selected: ExternalMediaItem[];
}

export type ExternalMediaAction =
	| {
			type: 'OPEN';
			source: ExternalSource;
			imagesOnly: boolean;
			multiple: boolean;
			query: ListQuery;
	  }
	| { type: 'SET_QUERY'; query: Partial< ListQuery >; folderName?: string }
	| { type: 'SET_LOADING'; isLoading: boolean }
	| { type: 'SET_COPYING'; isCopying: boolean }
	| { type: 'RECEIVE_PAGE'; media: ExternalMediaItem[]; meta: ListMeta }
	| { type: 'ADD_MEDIA'; media: ExternalMediaItem[] }
	| { type: 'SET_AUTHENTICATED'; source: ExternalSource; value: boolean }
	| { type: 'SET_NOTICE'; notice: ExternalMediaNotice | null }
	| { type: 'TOGGLE_SELECTED'; item: ExternalMediaItem }
	| { type: 'CLEAR_SELECTED' };

export interface ExternalMediaThunkSelect {
	getState: () => ExternalMediaState;
}

export interface ExternalMediaThunkDispatch {
	( action: ExternalMediaAction ): unknown;
	< R >( thunk: ExternalMediaThunk< R > ): R;
}

export interface ExternalMediaThunkArgs {
	dispatch: ExternalMediaThunkDispatch;
	select: ExternalMediaThunkSelect;
}

export type ExternalMediaThunk< R = Promise< void > > = (
	args: ExternalMediaThunkArgs
) => R;
