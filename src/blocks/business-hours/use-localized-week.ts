/**
 * Day names, first day of the week and time format of the site, fetched once per editor session
 * from GET /wpcom/v2/business-hours/localized-week and shared by every Business Hours block. When
 * the request fails the English defaults are used (Sunday first, "g:i a").
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { DAY_KEYS } from './hours';
import { DEFAULT_TIME_FORMAT } from './time';
import type { DayKey, LocalizedWeek } from './types';

export const LOCALIZED_WEEK_PATH = '/wpcom/v2/business-hours/localized-week';

/** English day names (translatable, so the fallback still reads well in the editor's language). */
export function defaultDayNames(): Record< DayKey, string > {
	return {
		Sun: __( 'Sunday', 'jetpack-blocks' ),
		Mon: __( 'Monday', 'jetpack-blocks' ),
		Tue: __( 'Tuesday', 'jetpack-blocks' ),
		Wed: __( 'Wednesday', 'jetpack-blocks' ),
		Thu: __( 'Thursday', 'jetpack-blocks' ),
		Fri: __( 'Friday', 'jetpack-blocks' ),
		Sat: __( 'Saturday', 'jetpack-blocks' ),
	};
}

export function defaultLocalizedWeek(): LocalizedWeek {
	return {
		days: defaultDayNames(),
		startOfWeek: 0,
		timeFormat: DEFAULT_TIME_FORMAT,
	};
}

/** The response merged over the defaults, so a partial or odd response still gives a full week. */
export function toLocalizedWeek( response: unknown ): LocalizedWeek {
	const fallback = defaultLocalizedWeek();
	if ( typeof response !== 'object' || response === null ) {
		return fallback;
	}
	const { days, startOfWeek, timeFormat } = response as Record<
		string,
		unknown
	>;
	const names =
		typeof days === 'object' && days !== null
			? ( days as Record< string, unknown > )
			: {};
	const dayNames = { ...fallback.days };
	for ( const key of DAY_KEYS ) {
		const name = names[ key ];
		if ( typeof name === 'string' && name.trim() !== '' ) {
			dayNames[ key ] = name;
		}
	}
	const start = Number( startOfWeek );
	return {
		days: dayNames,
		startOfWeek:
			Number.isInteger( start ) && start >= 0 && start <= 6
				? start
				: fallback.startOfWeek,
		timeFormat:
			typeof timeFormat === 'string' && timeFormat.trim() !== ''
				? timeFormat
				: fallback.timeFormat,
	};
}

let request: Promise< LocalizedWeek > | null = null;
let resolved: LocalizedWeek | null = null;

/** The shared request: made on first call, then reused (a failure resolves to the defaults). */
export function fetchLocalizedWeek(): Promise< LocalizedWeek > {
	if ( ! request ) {
		request = apiFetch( { path: LOCALIZED_WEEK_PATH } )
			.then( toLocalizedWeek, () => defaultLocalizedWeek() )
			.then( ( week ) => {
				resolved = week;
				return week;
			} );
	}
	return request;
}

/** Forgets the shared result (tests; a new editor session would start empty anyway). */
export function resetLocalizedWeekCache(): void {
	request = null;
	resolved = null;
}

/** The localized week, or null until the first request settles. */
export function useLocalizedWeek(): LocalizedWeek | null {
	const [ week, setWeek ] = useState< LocalizedWeek | null >( resolved );
	useEffect( () => {
		if ( week ) {
			return;
		}
		let isMounted = true;
		fetchLocalizedWeek().then( ( next ) => {
			if ( isMounted ) {
				setWeek( next );
			}
		} );
		return () => {
			isMounted = false;
		};
	}, [ week ] );
	return week;
}
