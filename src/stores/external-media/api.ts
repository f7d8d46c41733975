/**
 * The external media routes (spec 002 §7 "External media"): list, copy, connection and the
 * companion app's uploads, all under this site's REST API.
 */
import apiFetch from '@wordpress/api-fetch';
import { filterQuery } from './filters';
import {
	PAGE_SIZE,
	PATH_RECENT,
	PEXELS_DEFAULT_SEARCH,
	PEXELS_PAGE_SIZE,
	PHOTO_LIBRARY_PAGE_SIZE,
} from './constants';
import type {
	CopiedItem,
	ExternalMediaItem,
	ExternalSource,
	ListQuery,
	ListResponse,
} from './types';

const BASE = '/wpcom/v2/external-media';

function queryString( fields: Record< string, string | number > ): string {
	return Object.entries( fields )
		.map(
			( [ key, value ] ) =>
				`${ encodeURIComponent( key ) }=${ encodeURIComponent(
					String( value )
				) }`
		)
		.join( '&' );
}

/**
 * The list request's path: page size and fields per source — the photo library its path (album
 * or recent) and, in the recent view, the filter fields; Pexels path=recent and its search
 * (default "mountain"); Openverse its search — and the URL-encoded page_handle when paging.
 */
export function listPath(
	source: ExternalSource,
	query: ListQuery,
	pageHandle: string | null,
	now: Date = new Date()
): string {
	let fields: Record< string, string | number >;
	if ( source === 'google_photos' ) {
		fields = {
			number: PHOTO_LIBRARY_PAGE_SIZE,
			path: query.path,
			...( query.path === PATH_RECENT
				? filterQuery( query.filters, now )
				: {} ),
		};
	} else if ( source === 'pexels' ) {
		fields = {
			number: PEXELS_PAGE_SIZE,
			path: PATH_RECENT,
			search: query.search.trim() || PEXELS_DEFAULT_SEARCH,
		};
	} else {
		fields = { number: PAGE_SIZE, search: query.search.trim() };
	}
	if ( pageHandle ) {
		fields.page_handle = pageHandle;
	}
	return `${ BASE }/list/${ source }?${ queryString( fields ) }`;
}

export function fetchList(
	source: ExternalSource,
	query: ListQuery,
	pageHandle: string | null
): Promise< ListResponse > {
	return apiFetch< ListResponse >( {
		path: listPath( source, query, pageHandle ),
	} );
}

/** Copies items into the media library; the answer lists each copy (or its errors). */
export async function copyMedia(
	source: ExternalSource,
	items: ExternalMediaItem[],
	postId: number | null
): Promise< CopiedItem[] > {
	const answer = await apiFetch< CopiedItem[] | { media?: CopiedItem[] } >( {
		path: `${ BASE }/copy/${ source }`,
		method: 'POST',
		data: {
			external_ids: items.map( ( item ) => item.guid ?? '' ),
			media: items.map( ( item ) => ( {
				guid: item.guid ?? '',
				caption: item.caption ?? '',
				title: item.title ?? item.name ?? '',
			} ) ),
			service: source,
			...( postId ? { post_id: postId } : {} ),
		},
	} );
	return Array.isArray( answer ) ? answer : ( answer.media ?? [] );
}

export function fetchConnectUrl(
	source: ExternalSource
): Promise< { connect_URL?: string } > {
	return apiFetch( { path: `${ BASE }/connection/${ source }` } );
}

export function disconnect( source: ExternalSource ): Promise< unknown > {
	return apiFetch( {
		path: `${ BASE }/connection/${ source }`,
		method: 'DELETE',
	} );
}

export interface AppMediaResponse {
	media: ExternalMediaItem[];
	found?: number;
}

/** The companion app's uploads to this site after a moment (unix seconds). */
export function fetchAppMedia(
	after: number,
	number: number = PAGE_SIZE
): Promise< AppMediaResponse > {
	return apiFetch< AppMediaResponse >( {
		path: `/wpcom/v2/app-media?${ queryString( {
			refresh: 'true',
			after,
			number,
		} ) }`,
	} );
}
