/**
 * The block keeps a GIF's shape as a top padding: the height as a percentage of the width, so the
 * frame (an iframe has no intrinsic size) keeps the image's ratio at any width.
 */

/** The stored default, as the reference plugin stores it. */
export const DEFAULT_PADDING_TOP = '56.2%';

/** What the server accepts too (render.php): up to three digits, up to four decimals. */
export const PADDING_TOP_PATTERN = /^\d{1,3}(?:\.\d{1,4})?%$/;

function positive( value: number | string | undefined ): number | null {
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' && Number.isFinite( number ) && number > 0
		? number
		: null;
}

/**
 * "height / width" as a percentage with at most two decimals (480×270 → "56.25%"). The service
 * sends sizes as strings; anything that is not a positive size gives the default shape.
 */
export function paddingFromSize(
	width: number | string | undefined,
	height: number | string | undefined
): string {
	const w = positive( width );
	const h = positive( height );
	if ( w === null || h === null ) {
		return DEFAULT_PADDING_TOP;
	}
	const percent = Math.round( ( h / w ) * 10000 ) / 100;
	// A 1×1000 strip would need 100000%: past what the front end accepts, keep the default.
	const value = `${ percent }%`;
	return PADDING_TOP_PATTERN.test( value ) ? value : DEFAULT_PADDING_TOP;
}
