/**
 * The rules of the width control (spec 002 §2 "Width control", §4 "Width", §5, §9), as pure
 * functions so the control, the blocks using it and the tests share them.
 *
 * A width is stored as a CSS length string: a number and one of the units %, px or em ("50%",
 * "150px", "10em"), or left out (undefined) for the block's natural width. Blocks aligned left or
 * right float, and a percentage of a float's containing block is rarely what the author meant, so
 * those blocks get no percentage presets, no % unit, and lose a percentage width when they are
 * aligned that way.
 */

export type WidthUnit = '%' | 'px' | 'em';

/** Every unit, in the order the unit picker lists them. */
export const WIDTH_UNITS: readonly WidthUnit[] = [ '%', 'px', 'em' ];

/** The value a unit starts at when it is picked (spec 002 §9). */
export const UNIT_DEFAULTS: Readonly< Record< WidthUnit, number > > = {
	'%': 100,
	px: 150,
	em: 10,
};

/** The preset buttons (spec 002 §9). */
export const PRESET_WIDTHS: readonly string[] = [ '25%', '50%', '75%', '100%' ];

export const MIN_PERCENT = 0;
export const MAX_PERCENT = 100;

/** Whether an alignment floats the block (left or right). */
export function isAlignedLeftOrRight( align: unknown ): boolean {
	return align === 'left' || align === 'right';
}

/** The units offered for an alignment: px and em only when the block floats. */
export function unitsFor( align: unknown ): WidthUnit[] {
	return isAlignedLeftOrRight( align )
		? WIDTH_UNITS.filter( ( unit ) => unit !== '%' )
		: [ ...WIDTH_UNITS ];
}

/** The presets shown for an alignment: none when the block floats. */
export function presetsFor( align: unknown ): string[] {
	return isAlignedLeftOrRight( align ) ? [] : [ ...PRESET_WIDTHS ];
}

export interface ParsedWidth {
	value: number;
	unit: WidthUnit;
}

const LENGTH = /^(\d+(?:\.\d+)?|\.\d+)\s*(%|px|em)$/;

/** A stored width split into number and unit; null when it is not one of ours. */
export function parseWidth( width: unknown ): ParsedWidth | null {
	if ( typeof width !== 'string' ) {
		return null;
	}
	const match = LENGTH.exec( width.trim() );
	if ( ! match ) {
		return null;
	}
	return { value: Number( match[ 1 ] ), unit: match[ 2 ] as WidthUnit };
}

/** The unit of a stored width, or undefined when it has none of ours. */
export function unitOf( width: unknown ): WidthUnit | undefined {
	return parseWidth( width )?.unit;
}

/** Whether a stored width is a percentage. */
export function isPercentWidth( width: unknown ): boolean {
	return unitOf( width ) === '%';
}

/** Keeps a number within a unit's range: 0–100 for %, not below 0 otherwise; 3 decimals at most. */
export function clampWidthValue( value: number, unit: WidthUnit ): number {
	if ( ! Number.isFinite( value ) ) {
		return UNIT_DEFAULTS[ unit ];
	}
	const floor = Math.max( MIN_PERCENT, value );
	const clamped = unit === '%' ? Math.min( MAX_PERCENT, floor ) : floor;
	return Math.round( clamped * 1000 ) / 1000;
}

/**
 * What a typed or picked width becomes when stored: a clamped length in an allowed unit, or
 * undefined (natural width) for an empty or unreadable value. A unit the alignment does not allow
 * is refused (undefined) rather than stored.
 */
export function normalizeWidth(
	input: string | number | undefined | null,
	align?: unknown
): string | undefined {
	if ( input === undefined || input === null || input === '' ) {
		return undefined;
	}
	const parsed = parseWidth(
		typeof input === 'number' ? `${ input }px` : input
	);
	if ( ! parsed || ! unitsFor( align ).includes( parsed.unit ) ) {
		return undefined;
	}
	return `${ clampWidthValue( parsed.value, parsed.unit ) }${ parsed.unit }`;
}

/**
 * The width to keep after the alignment changed (spec 002 §4): aligning left or right clears a
 * percentage width; any other width stays.
 */
export function widthForAlignment(
	width: string | undefined,
	align: unknown
): string | undefined {
	return isAlignedLeftOrRight( align ) && isPercentWidth( width )
		? undefined
		: width;
}

/** A preset click: picking the current preset again turns it off (natural width). */
export function toggledPreset(
	current: string | undefined,
	preset: string
): string | undefined {
	return current === preset ? undefined : preset;
}
