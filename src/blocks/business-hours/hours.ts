/**
 * The `days` attribute: reading it defensively, changing it immutably, and ordering it for display.
 * Shared by the edit UI and its tests; render.php applies the same rules on the server.
 */
import {
	formatTime,
	parseTime,
	toTimeString,
	DEFAULT_TIME_FORMAT,
} from './time';
import type { BusinessHoursDay, BusinessHoursInterval, DayKey } from './types';

/** Sunday first, as stored and as numbered by WordPress' `start_of_week` (0 = Sunday). */
export const DAY_KEYS: readonly DayKey[] = [
	'Sun',
	'Mon',
	'Tue',
	'Wed',
	'Thu',
	'Fri',
	'Sat',
];

export const DEFAULT_OPENING = '09:00';
export const DEFAULT_CLOSING = '17:00';

/** A fresh default interval (09:00–17:00). */
export function defaultInterval(): BusinessHoursInterval {
	return { opening: DEFAULT_OPENING, closing: DEFAULT_CLOSING };
}

export function isDayKey( value: unknown ): value is DayKey {
	return (
		typeof value === 'string' &&
		( DAY_KEYS as readonly string[] ).includes( value )
	);
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function normalizeInterval( value: unknown ): BusinessHoursInterval {
	const source = isRecord( value ) ? value : {};
	return {
		opening: typeof source.opening === 'string' ? source.opening : '',
		closing: typeof source.closing === 'string' ? source.closing : '',
	};
}

/**
 * All seven days, Sunday first, from whatever is stored. A day that is missing (or whose hours are
 * not a list) is closed; unknown day names are dropped; for a repeated day the first one counts.
 * Well-formed days keep their interval objects, so an unchanged day stays the same reference.
 */
export function normalizeDays( value: unknown ): BusinessHoursDay[] {
	const found = new Map< DayKey, BusinessHoursDay >();
	if ( Array.isArray( value ) ) {
		for ( const entry of value ) {
			if (
				! isRecord( entry ) ||
				! isDayKey( entry.name ) ||
				found.has( entry.name )
			) {
				continue;
			}
			const hours = Array.isArray( entry.hours ) ? entry.hours : [];
			const isWellFormed = hours.every(
				( interval ) =>
					isRecord( interval ) &&
					typeof interval.opening === 'string' &&
					typeof interval.closing === 'string'
			);
			found.set( entry.name, {
				name: entry.name,
				hours: isWellFormed
					? ( hours as BusinessHoursInterval[] )
					: hours.map( normalizeInterval ),
			} );
		}
	}
	return DAY_KEYS.map( ( name ) => found.get( name ) ?? { name, hours: [] } );
}

/** Day keys in display order for a `start_of_week` (anything outside 0–6 counts as Sunday). */
export function orderedDayKeys( startOfWeek: number ): DayKey[] {
	const start =
		Number.isInteger( startOfWeek ) && startOfWeek >= 0 && startOfWeek <= 6
			? startOfWeek
			: 0;
	return DAY_KEYS.map(
		( _, offset ) => DAY_KEYS[ ( start + offset ) % 7 ] as DayKey
	);
}

/** The days in display order for a `start_of_week`. */
export function orderDays(
	days: BusinessHoursDay[],
	startOfWeek: number
): BusinessHoursDay[] {
	const byName = new Map(
		normalizeDays( days ).map( ( day ) => [ day.name, day ] )
	);
	return orderedDayKeys( startOfWeek ).map(
		( name ) => byName.get( name ) ?? { name, hours: [] }
	);
}

function updateDay(
	days: BusinessHoursDay[],
	name: DayKey,
	update: ( hours: BusinessHoursInterval[] ) => BusinessHoursInterval[]
): BusinessHoursDay[] {
	return normalizeDays( days ).map( ( day ) =>
		day.name === name ? { ...day, hours: update( day.hours ) } : day
	);
}

/** Closing a day empties its hours; opening it sets one 09:00–17:00 interval. */
export function setDayOpen(
	days: BusinessHoursDay[],
	name: DayKey,
	isOpen: boolean
): BusinessHoursDay[] {
	return updateDay( days, name, () =>
		isOpen ? [ defaultInterval() ] : []
	);
}

/**
 * The interval "Add hours" appends: one hour, starting an hour after the last closing time when
 * that still fits in the day; otherwise (no valid closing, or too late) 09:00–17:00.
 */
export function nextInterval(
	hours: BusinessHoursInterval[]
): BusinessHoursInterval {
	const lastClosing = parseTime( hours[ hours.length - 1 ]?.closing );
	if ( lastClosing === null ) {
		return defaultInterval();
	}
	const opening = lastClosing + 60;
	const closing = opening + 60;
	if ( closing > 23 * 60 + 59 ) {
		return defaultInterval();
	}
	return {
		opening: toTimeString( opening ),
		closing: toTimeString( closing ),
	};
}

export function addInterval(
	days: BusinessHoursDay[],
	name: DayKey
): BusinessHoursDay[] {
	return updateDay( days, name, ( hours ) => [
		...hours,
		nextInterval( hours ),
	] );
}

/** Removes one interval; a day's only interval is never removed (close the day instead). */
export function removeInterval(
	days: BusinessHoursDay[],
	name: DayKey,
	index: number
): BusinessHoursDay[] {
	return updateDay( days, name, ( hours ) =>
		hours.length > 1 && index >= 0 && index < hours.length
			? hours.filter( ( _, position ) => position !== index )
			: hours
	);
}

export function updateInterval(
	days: BusinessHoursDay[],
	name: DayKey,
	index: number,
	field: keyof BusinessHoursInterval,
	value: string
): BusinessHoursDay[] {
	return updateDay( days, name, ( hours ) =>
		hours.map( ( interval, position ) =>
			position === index ? { ...interval, [ field ]: value } : interval
		)
	);
}

/** "9:00 am - 5:00 pm" for an interval whose two times parse, otherwise null. */
export function formatInterval(
	interval: BusinessHoursInterval,
	format: string = DEFAULT_TIME_FORMAT
): string | null {
	const opening = formatTime( interval.opening, format );
	const closing = formatTime( interval.closing, format );
	return opening === null || closing === null
		? null
		: `${ opening } - ${ closing }`;
}

/** The displayable intervals of a day joined by ", ", or null when none displays (closed). */
export function formatDayHours(
	day: BusinessHoursDay,
	format: string = DEFAULT_TIME_FORMAT
): string | null {
	const parts = day.hours
		.map( ( interval ) => formatInterval( interval, format ) )
		.filter( ( part ): part is string => part !== null );
	return parts.length > 0 ? parts.join( ', ' ) : null;
}
