/**
 * The photo library's filter rules (spec 002 §4 "Filters", §5, §7 "Google-Photos-style filter
 * query"). Pure functions: the store keeps the result, the list request sends `filterQuery()`.
 */
import { MIN_YEAR, PHOTO_CATEGORIES, WHOLE_YEAR } from './constants';
import type {
	DateFilter,
	FilterKind,
	MediaTypeFilter,
	PhotoFilters,
} from './types';

/** The filters a browser starts with: none, or the media type fixed to photo for an images-only request. */
export function initialFilters( imagesOnly: boolean ): PhotoFilters {
	return imagesOnly ? { mediaType: 'photo' } : {};
}

export function defaultDateFilter( now: Date ): DateFilter {
	return { range: 'last_7_days', month: WHOLE_YEAR, year: now.getFullYear() };
}

/** The value a filter gets when it is added. */
function defaultValue< K extends FilterKind >(
	kind: K,
	now: Date
): PhotoFilters[ K ] {
	const defaults: Required< PhotoFilters > = {
		category: PHOTO_CATEGORIES[ 0 ],
		date: defaultDateFilter( now ),
		favorite: true,
		mediaType: 'all',
	};
	return defaults[ kind ];
}

/**
 * Sets one filter and applies the rules: media type Video removes the category filter, a category
 * removes the media-type filter; with an images-only request the media type stays photo.
 */
export function setFilter< K extends FilterKind >(
	filters: PhotoFilters,
	kind: K,
	value: PhotoFilters[ K ],
	imagesOnly: boolean
): PhotoFilters {
	if ( kind === 'mediaType' && imagesOnly ) {
		return filters;
	}
	const next: PhotoFilters = { ...filters, [ kind ]: value };
	if ( kind === 'mediaType' && ( value as MediaTypeFilter ) === 'video' ) {
		delete next.category;
	}
	if ( kind === 'category' && ! imagesOnly ) {
		delete next.mediaType;
	}
	return next;
}

/** Adds a filter with its default value (Date: the last 7 days). */
export function addFilter(
	filters: PhotoFilters,
	kind: FilterKind,
	imagesOnly: boolean,
	now: Date = new Date()
): PhotoFilters {
	if ( filters[ kind ] !== undefined ) {
		return filters;
	}
	return setFilter( filters, kind, defaultValue( kind, now ), imagesOnly );
}

export function removeFilter(
	filters: PhotoFilters,
	kind: FilterKind,
	imagesOnly: boolean
): PhotoFilters {
	if ( kind === 'mediaType' && imagesOnly ) {
		return filters;
	}
	const next = { ...filters };
	delete next[ kind ];
	return next;
}

/** Filters not yet added, offered by "Add Filter". */
export function availableFilters( filters: PhotoFilters ): FilterKind[] {
	const kinds: FilterKind[] = [ 'category', 'date', 'favorite', 'mediaType' ];
	return kinds.filter( ( kind ) => filters[ kind ] === undefined );
}

export const EMPTY_DATE = '0000-00-00';

function day( date: Date ): string {
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return `${ date.getFullYear() }-${ pad( date.getMonth() + 1 ) }-${ pad(
		date.getDate()
	) }`;
}

/** Whether a custom month/year may be applied (a year from 1970 on, a month -1…11). */
export function isValidCustomDate( month: number, year: number ): boolean {
	return (
		Number.isInteger( year ) &&
		year >= MIN_YEAR &&
		year <= 9999 &&
		Number.isInteger( month ) &&
		month >= WHOLE_YEAR &&
		month <= 11
	);
}

/**
 * The date filter on the wire: `from:to` as YYYY-MM-DD, `0000-00-00` for an open bound. The
 * "last …" ranges run from that day until now (open end); a custom month covers its days, month -1
 * the whole year.
 */
export function dateRangeWire( date: DateFilter, now: Date ): string {
	if ( date.range === 'custom' ) {
		if ( ! isValidCustomDate( date.month, date.year ) ) {
			return `${ EMPTY_DATE }:${ EMPTY_DATE }`;
		}
		const whole = date.month === WHOLE_YEAR;
		const from = new Date( date.year, whole ? 0 : date.month, 1 );
		// Day 0 of the next month is the last day of this one.
		const to = new Date( date.year, whole ? 12 : date.month + 1, 0 );
		// Years below 100 would be read as 19xx by the Date constructor; 1970 is the minimum anyway.
		return `${ day( from ) }:${ day( to ) }`;
	}
	const from = new Date( now.getFullYear(), now.getMonth(), now.getDate() );
	switch ( date.range ) {
		case 'last_30_days':
			from.setDate( from.getDate() - 30 );
			break;
		case 'last_6_months':
			from.setMonth( from.getMonth() - 6 );
			break;
		case 'last_year':
			from.setFullYear( from.getFullYear() - 1 );
			break;
		default:
			from.setDate( from.getDate() - 7 );
	}
	return `${ day( from ) }:${ EMPTY_DATE }`;
}

/** The list request's filter fields: mediaType, categoryInclude (not for video), feature, dateRange. */
export function filterQuery(
	filters: PhotoFilters,
	now: Date = new Date()
): Record< string, string > {
	const query: Record< string, string > = {};
	if ( filters.mediaType === 'photo' || filters.mediaType === 'video' ) {
		query.mediaType = filters.mediaType;
	}
	if ( filters.category && filters.mediaType !== 'video' ) {
		query.categoryInclude = filters.category;
	}
	if ( filters.favorite ) {
		query.feature = 'favorite';
	}
	if ( filters.date ) {
		query.dateRange = dateRangeWire( filters.date, now );
	}
	return query;
}
