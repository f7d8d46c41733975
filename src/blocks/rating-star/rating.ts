/**
 * Rating arithmetic shared by the edit UI and its tests. Ratings move in half steps.
 */

export const MIN_HIGHEST_RATING = 2;
export const MAX_HIGHEST_RATING = 10;

/**
 * The rating after a click on `clicked` (a half or whole value): clicking the current value again
 * steps down by half, so a full star can be turned into a half star and a half star into none.
 */
export function nextRating( current: number, clicked: number ): number {
	return clicked === current ? Math.max( 0, clicked - 0.5 ) : clicked;
}

/** Clamps to 0..max in half steps (stored content may hold anything). */
export function clampRating( rating: number, max: number ): number {
	if ( ! Number.isFinite( rating ) ) {
		return 0;
	}
	return Math.min( max, Math.max( 0, Math.round( rating * 2 ) / 2 ) );
}

export function clampHighestRating( value: number ): number {
	if ( ! Number.isFinite( value ) ) {
		return 5;
	}
	return Math.min(
		MAX_HIGHEST_RATING,
		Math.max( MIN_HIGHEST_RATING, Math.round( value ) )
	);
}

/** How much of the star at 1-based `position` is filled: 1, 0.5 or 0. */
export function starFill( rating: number, position: number ): 0 | 0.5 | 1 {
	if ( rating >= position ) {
		return 1;
	}
	return rating >= position - 0.5 ? 0.5 : 0;
}
