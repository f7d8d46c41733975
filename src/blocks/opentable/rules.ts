/**
 * The block's business rules (spec 001 §4, §5, §9), kept free of React so they can be tested alone
 * and shared by the placeholder, the sidebar and the preview.
 */
import type { OpenTableAttributes, OpenTableStyle } from './types';

export const STYLES: readonly OpenTableStyle[] = [
	'standard',
	'tall',
	'wide',
	'button',
];

/** Widget size of each style, in CSS pixels (spec 001 §9). */
export const STYLE_SIZES: Record<
	OpenTableStyle,
	{ width: number; height: number }
> = {
	standard: { width: 224, height: 301 },
	tall: { width: 288, height: 490 },
	wide: { width: 840, height: 150 },
	button: { width: 210, height: 113 },
};

/** The widget's languages (spec 001 §5); any other value is not offered nor stored. */
export const LANGUAGES = [
	'en-US',
	'fr-CA',
	'de-DE',
	'es-MX',
	'ja-JP',
	'nl-NL',
	'it-IT',
] as const;

export const DEFAULT_LANGUAGE = 'en-US';

/** Most suggestions the restaurant picker shows (and asks the search for). */
export const MAX_SUGGESTIONS = 20;

/** The search runs at most once per this many milliseconds while the editor types. */
export const SEARCH_THROTTLE_MS = 500;

/**
 * The id the block's inserter example uses: a lone example id shows no layout warning, since it is
 * only a preview and not an editor's choice.
 */
export const EXAMPLE_RID = '1';

/** Restaurant ids are decimal digits (at most 10, as OpenTable's are). */
const RID_PATTERN = /^[0-9]{1,10}$/;

export function isRestaurantId( value: string ): boolean {
	return RID_PATTERN.test( value );
}

export function isStyle( value: unknown ): value is OpenTableStyle {
	return STYLES.includes( value as OpenTableStyle );
}

export function isLanguage( value: unknown ): boolean {
	return ( LANGUAGES as readonly string[] ).includes( value as string );
}

/** The styles offered for a number of restaurants: the button is for a single restaurant only. */
export function availableStyles( restaurantCount: number ): OpenTableStyle[] {
	return restaurantCount > 1
		? STYLES.filter( ( style ) => style !== 'button' )
		: [ ...STYLES ];
}

/**
 * The attributes that change when the editor picks a style: with several restaurants the button
 * style is dropped (standard instead); the wide style also widens the block, unless it is already
 * wide or full width.
 */
export function chooseStyle(
	attributes: Pick< OpenTableAttributes, 'rid' | 'align' >,
	style: OpenTableStyle
): Partial< OpenTableAttributes > {
	const next: Partial< OpenTableAttributes > = {
		style:
			style === 'button' && attributes.rid.length > 1
				? 'standard'
				: style,
	};
	if (
		next.style === 'wide' &&
		attributes.align !== 'wide' &&
		attributes.align !== 'full'
	) {
		next.align = 'wide';
	}
	return next;
}

/**
 * The attributes that change when the restaurants change: ids are kept once each, in order, digits
 * only; several restaurants drop the button style.
 */
export function chooseRestaurants(
	attributes: Pick< OpenTableAttributes, 'style' >,
	ids: readonly string[]
): Partial< OpenTableAttributes > {
	const rid = [
		...new Set( ids.map( ( id ) => id.trim() ).filter( isRestaurantId ) ),
	];
	const next: Partial< OpenTableAttributes > = { rid };
	if ( rid.length > 1 && attributes.style === 'button' ) {
		next.style = 'standard';
	}
	return next;
}

/**
 * Whether to warn that the wide style is used in a narrow column: wide style with an alignment
 * other than wide or full, except for the lone example id.
 */
export function showsWideWarning(
	attributes: Pick< OpenTableAttributes, 'rid' | 'style' | 'align' >
): boolean {
	if ( attributes.style !== 'wide' ) {
		return false;
	}
	if ( attributes.align === 'wide' || attributes.align === 'full' ) {
		return false;
	}
	return ! (
		attributes.rid.length === 1 && attributes.rid[ 0 ] === EXAMPLE_RID
	);
}

/** The widget type OpenTable expects for the restaurants and style. */
export function widgetType(
	attributes: Pick< OpenTableAttributes, 'rid' | 'style' >
): 'multi' | 'button' | 'standard' {
	if ( attributes.rid.length > 1 ) {
		return 'multi';
	}
	return attributes.style === 'button' ? 'button' : 'standard';
}
