/**
 * Small rules of the video block's settings (spec 002 §3, §5, §9), kept pure for tests.
 */
import type { PrivacySetting, Rating } from './types';

/** Ratings an editor can choose. */
export const RATINGS = [ 'G', 'PG-13', 'R-17' ] as const;
export type ChoosableRating = ( typeof RATINGS )[ number ];

/** The rating the control shows: a stored X-18 (older content) is shown as R-17; unknown → G. */
export function displayedRating(
	rating: Rating | string | undefined
): ChoosableRating {
	if ( rating === 'X-18' ) {
		return 'R-17';
	}
	return ( RATINGS as readonly string[] ).includes( rating ?? '' )
		? ( rating as ChoosableRating )
		: 'G';
}

export const PRIVACY_PUBLIC: PrivacySetting = 0;
export const PRIVACY_PRIVATE: PrivacySetting = 1;
export const PRIVACY_SITE_DEFAULT: PrivacySetting = 2;

/** A seekbar colour is optional; when given it is # and 6 hex digits. */
export function isValidSeekbarColor( value: string | undefined ): boolean {
	return ! value || /^#[0-9a-fA-F]{6}$/.test( value );
}

export const PREVIEW_RETRY_MAX = 5;
/** Delay before preview retry n (1-based): 2 s × n. */
export function previewRetryDelay( attempt: number ): number {
	return 2000 * attempt;
}
export const POSTER_POLL_MS = 2000;
/** The longest a save waits for the preview to tell the video's shape (a stalled file). */
export const SHAPE_WAIT_MS = 5000;

/** Rows of the description box: one per 31 characters, between 4 and 12. */
export function descriptionRows( description: string | undefined ): number {
	const length = ( description ?? '' ).length;
	return Math.min( 12, Math.max( 4, Math.ceil( length / 31 ) ) );
}

/** Track form defaults (spec 002 §5). */
export const TRACK_DEFAULT_LABEL = 'English';
export const TRACK_DEFAULT_LANGUAGE = 'en';
export const TRACK_DEFAULT_KIND = 'subtitles';

/**
 * A colour from the colour control as the seekbar stores it: '' when cleared, #rrggbb (a #rgb is
 * expanded); null when it cannot be stored (the control keeps the previous colour).
 */
export function normalizeSeekbarColor(
	value: string | undefined
): string | null {
	if ( ! value ) {
		return '';
	}
	const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec( value );
	const color = short
		? `#${ short[ 1 ] }${ short[ 1 ] }${ short[ 2 ] }${ short[ 2 ] }${ short[ 3 ] }${ short[ 3 ] }`
		: value;
	return isValidSeekbarColor( color ) ? color.toLowerCase() : null;
}
