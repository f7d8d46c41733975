/**
 * The aspect-ratio classes of the video block (spec 002 §9: "Aspect-ratio classes from 2.33 to
 * 0.50"), the same class names WordPress's embeds use, so themes that style `wp-embed-aspect-*`
 * and `wp-has-aspect-ratio` treat the video like an embed of that shape. A video whose shape is
 * more than 0.1 away from every listed ratio gets none.
 */

/** Widest first: the first ratio at or under the video's is its match. */
export const ASPECT_RATIOS: ReadonlyArray< {
	ratio: number;
	className: string;
} > = [
	{ ratio: 2.33, className: 'wp-embed-aspect-21-9' },
	{ ratio: 2.0, className: 'wp-embed-aspect-18-9' },
	{ ratio: 1.77, className: 'wp-embed-aspect-16-9' },
	{ ratio: 1.33, className: 'wp-embed-aspect-4-3' },
	{ ratio: 1.0, className: 'wp-embed-aspect-1-1' },
	{ ratio: 0.56, className: 'wp-embed-aspect-9-16' },
	{ ratio: 0.5, className: 'wp-embed-aspect-1-2' },
];

export const HAS_ASPECT_RATIO_CLASS = 'wp-has-aspect-ratio';

const RATIO_CLASSES = new Set(
	ASPECT_RATIOS.map( ( entry ) => entry.className )
);
const OWN_CLASSES = new Set( [ HAS_ASPECT_RATIO_CLASS, ...RATIO_CLASSES ] );

/**
 * Whether stored classes already say the video's shape (one of the ratio classes).
 * @param classes The block's `videoPressClassNames`.
 */
export function hasAspectRatioClass( classes: string | undefined ): boolean {
	return ( classes ?? '' )
		.split( /\s+/ )
		.some( ( name ) => RATIO_CLASSES.has( name ) );
}

/**
 * The classes for a video of this size: its ratio class and `wp-has-aspect-ratio`, or '' when the
 * size is unknown or matches no listed ratio.
 * @param width  The video's width in pixels.
 * @param height The video's height in pixels.
 */
export function aspectRatioClasses( width: number, height: number ): string {
	if ( ! ( width > 0 ) || ! ( height > 0 ) ) {
		return '';
	}
	const ratio = Number( ( width / height ).toFixed( 2 ) );
	const match = ASPECT_RATIOS.find( ( entry ) => ratio >= entry.ratio );
	if ( ! match || ratio - match.ratio > 0.1 ) {
		return '';
	}
	return `${ match.className } ${ HAS_ASPECT_RATIO_CLASS }`;
}

/**
 * The block's `videoPressClassNames` for a video of this size: its other classes kept, the
 * aspect-ratio ones replaced.
 * @param existing The stored classes.
 * @param width    The video's width in pixels.
 * @param height   The video's height in pixels.
 */
export function withAspectRatioClasses(
	existing: string | undefined,
	width: number,
	height: number
): string {
	const kept = ( existing ?? '' )
		.split( /\s+/ )
		.filter( ( name ) => name && ! OWN_CLASSES.has( name ) );
	const own = aspectRatioClasses( width, height );
	return [ ...kept, ...( own ? [ own ] : [] ) ].join( ' ' );
}
