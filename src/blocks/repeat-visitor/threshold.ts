/**
 * The "Visit count threshold" rule (spec 002 §5): digits only and greater than 0. Anything else
 * shows "Please enter a valid number." and is not stored; the field keeps what was typed.
 */

/** The threshold the typed text stands for, or null when it is not a valid one. */
export function parseThreshold( text: string ): number | null {
	if ( ! /^\d+$/.test( text ) ) {
		return null;
	}
	const value = Number( text );
	return value > 0 && Number.isSafeInteger( value ) ? value : null;
}
