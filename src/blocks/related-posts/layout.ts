/**
 * How the related posts are laid out (spec 002 §2, §9): 1 to 6 posts, default 3; 3 per row, 2 per
 * row when there are 2, 4 or 5; when there are more than 3 a second row holds the remainder. The
 * server rendering (render.php) applies the same rule.
 */

export const MIN_POSTS = 1;
export const MAX_POSTS = 6;
export const DEFAULT_POSTS = 3;

/** The count a stored or typed value means: a whole number from 1 to 6 (3 when unusable). */
export function clampPostsToShow( value: unknown ): number {
	const number = typeof value === 'number' ? value : Number( value );
	if ( ! Number.isFinite( number ) ) {
		return DEFAULT_POSTS;
	}
	return Math.min( MAX_POSTS, Math.max( MIN_POSTS, Math.round( number ) ) );
}

/**
 * The row sizes for a count: one row up to 3 posts; beyond that an upper row of 2 (for 4 and 5
 * posts, as the reference lays them out) or 3 (for 6), and a second row with the remainder —
 * 4 → 2 + 2, 5 → 2 + 3, 6 → 3 + 3.
 */
export function rowSizes( count: number ): number[] {
	const total = clampPostsToShow( count );
	if ( total <= 3 ) {
		return [ total ];
	}
	const upper = total === 6 ? 3 : 2;
	return [ upper, total - upper ];
}

/** Splits items into rows of `rowSizes( items.length )`. */
export function intoRows< T >( items: T[] ): T[][] {
	if ( ! items.length ) {
		return [];
	}
	const rows: T[][] = [];
	let start = 0;
	for ( const size of rowSizes( items.length ) ) {
		rows.push( items.slice( start, start + size ) );
		start += size;
	}
	return rows;
}
