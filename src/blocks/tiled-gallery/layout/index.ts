/**
 * The Tiled Gallery's layouts as pure functions of the images' aspect ratios (width ÷ height).
 *
 * The stored markup groups images into rows and columns, and a post opens valid only when save()
 * groups them the same way again: these are the reference plugin's rules (the thresholds and row
 * patterns of spec 002 §9), so galleries it saved keep their shape.
 *
 * Rectangular (mosaic): rows are taken from the front of the list, each with a pattern such as
 * 1-2 (a column of one image, then a column of two). Columns: one row of `columns` columns, each
 * holding a run of images whose ratios add up to about an equal share. Square and circle: rows of
 * `columns` tiles, the shorter row (the remainder) first.
 */

/** A row's columns, each the number of images it holds, in gallery order. */
export type RowShape = number[];

/** A row of the layout: its columns (indexes of their images) and, for square rows, a class. */
export interface LayoutRow {
	columns: number[][];
	className?: string;
}

const PORTRAIT_BELOW = 1;
const PANORAMA_FROM = 2;
const NOT_TOO_TALL = 0.9;
const NOT_TOO_WIDE = 1.6;

type Test = ( ratio: number ) => boolean;
const isPortrait: Test = ( r ) => r < PORTRAIT_BELOW;
const isLandscape: Test = ( r ) => r >= PORTRAIT_BELOW && r < PANORAMA_FROM;
const isPanorama: Test = ( r ) => r >= PANORAMA_FROM;
const isStackable: Test = ( r ) => r >= NOT_TOO_TALL && r < PANORAMA_FROM;
const isNarrow: Test = ( r ) => r < NOT_TOO_WIDE;

const sumOf = ( values: number[] ) =>
	values.reduce( ( total, value ) => total + value, 0 );

/** An image's aspect ratio from its stored size (numbers or numeric strings); 1 when unknown. */
export function ratioOf( image: {
	width?: string | number;
	height?: string | number;
} ): number {
	return image.height && image.width
		? Number( image.width ) / Number( image.height )
		: 1;
}

/** Whether the next ratios pass these tests, one test per image. */
function fits( ratios: number[], tests: Test[] ): boolean {
	return (
		ratios.length >= tests.length &&
		tests.every( ( test, i ) => test( ratios[ i ] as number ) )
	);
}

/** Whether `shape` is not among the last `count` rows. */
function notRecent( rows: RowShape[], shape: RowShape, count: number ) {
	return ! rows
		.slice( -count )
		.some( ( row ) => row.join() === shape.join() );
}

const P = isPortrait;
const L = isLandscape;

/** The rows of the mosaic (rectangular) layout; `isWide` for wide and full alignments. */
export function mosaicShape( ratios: number[], isWide = false ): RowShape[] {
	const rows: RowShape[] = [];
	let rest = ratios;
	while ( rest.length ) {
		const n = rest.length;
		const firstSum = ( count: number ) => sumOf( rest.slice( 0, count ) );
		let next: RowShape;
		if (
			n > 15 &&
			fits( rest, [ L, L, P, L, L ] ) &&
			notRecent( rows, [ 2, 1, 2 ], 5 )
		) {
			next = [ 2, 1, 2 ];
		} else if (
			n > 15 &&
			fits( rest, [ L, L, L, P, L, L, L ] ) &&
			notRecent( rows, [ 3, 1, 3 ], 5 )
		) {
			next = [ 3, 1, 3 ];
		} else if (
			n !== 5 &&
			fits( rest, [ P, L, L, P ] ) &&
			notRecent( rows, [ 1, 2, 1 ], 5 )
		) {
			next = [ 1, 2, 1 ];
		} else if (
			fits( rest, [ P, L, L, L ] ) &&
			notRecent( rows, [ 1, 3 ], 3 )
		) {
			next = [ 1, 3 ];
		} else if (
			fits( rest, [ L, L, L, P ] ) &&
			notRecent( rows, [ 3, 1 ], 3 )
		) {
			next = [ 3, 1 ];
		} else if (
			fits( rest, [ isNarrow, isStackable, isStackable ] ) &&
			notRecent( rows, [ 1, 2 ], 3 )
		) {
			next = [ 1, 2 ];
		} else if (
			isWide &&
			( n === 5 || ( n !== 10 && n > 6 ) ) &&
			notRecent( rows, [ 1, 1, 1, 1, 1 ], 1 ) &&
			firstSum( 5 ) < 5
		) {
			next = [ 1, 1, 1, 1, 1 ];
		} else if (
			( notRecent( rows, [ 1, 1, 1, 1 ], 1 ) &&
				firstSum( 4 ) < 3.5 &&
				n > 5 ) ||
			( firstSum( 4 ) < 7 && n === 4 )
		) {
			next = [ 1, 1, 1, 1 ];
		} else if (
			n >= 3 &&
			n !== 4 &&
			n !== 6 &&
			notRecent( rows, [ 1, 1, 1 ], 3 ) &&
			( firstSum( 3 ) < 2.5 ||
				( firstSum( 3 ) < 5 && rest[ 0 ] === rest[ 2 ] ) ||
				isWide )
		) {
			next = [ 1, 1, 1 ];
		} else if (
			fits( rest, [ isStackable, isStackable, isNarrow ] ) &&
			notRecent( rows, [ 2, 1 ], 3 )
		) {
			next = [ 2, 1 ];
		} else if ( fits( rest, [ isPanorama ] ) ) {
			next = [ 1 ];
		} else if ( n > 3 ) {
			next = [ 1, 1 ];
		} else {
			next = Array( n ).fill( 1 );
		}
		rows.push( next );
		rest = rest.slice( sumOf( next ) );
	}
	return rows;
}

/** The columns style: one row of `count` columns of consecutive images of about equal total ratio. */
export function columnsShape( ratios: number[], count: number ): RowShape[] {
	if ( ratios.length <= count ) {
		return [ Array( ratios.length ).fill( 1 ) ];
	}
	const share = sumOf( ratios ) / count;
	const row: RowShape = [];
	let taken = 0;
	let accumulated = 0;
	for ( let column = 1; column < count; column++ ) {
		let size = 0;
		while (
			taken + size < ratios.length &&
			accumulated <= column * share
		) {
			accumulated += ratios[ taken + size ] as number;
			size++;
		}
		row.push( size );
		taken += size;
	}
	row.push( ratios.length - taken );
	return [ row ];
}

/** Rows of indexes from row shapes. */
function rowsFromShape( shape: RowShape[] ): LayoutRow[] {
	let next = 0;
	return shape.map( ( row ) => ( {
		columns: row.map( ( size ) =>
			Array.from( { length: size }, () => next++ )
		),
	} ) );
}

/** Square and circle: rows of `columns` tiles, the remainder as a shorter first row. */
export function squareRows( count: number, columns: number ): LayoutRow[] {
	const perRow = Math.max( 1, Math.min( 20, columns ) );
	const remainder = count % perRow;
	const sizes: number[] = remainder ? [ remainder ] : [];
	for ( let left = count - remainder; left > 0; left -= perRow ) {
		sizes.push( perRow );
	}
	return rowsFromShape(
		sizes.map( ( size ) => Array( size ).fill( 1 ) )
	).map( ( row ) => ( {
		...row,
		className: `columns-${ row.columns.length }`,
	} ) );
}

export type LayoutStyleName = 'rectangular' | 'circle' | 'square' | 'columns';

/** The rows for a style (columns is the clamped or default count, align the block's alignment). */
export function layoutRows(
	style: LayoutStyleName,
	ratios: number[],
	columns: number,
	align?: string
): LayoutRow[] {
	if ( style === 'square' || style === 'circle' ) {
		return squareRows( ratios.length, columns );
	}
	return rowsFromShape(
		style === 'columns'
			? columnsShape( ratios, columns )
			: mosaicShape( ratios, align === 'wide' || align === 'full' )
	);
}

/** A percentage kept to 5 decimals. */
export function toFiveDecimals( value: number ): number {
	return Math.round( value * 1e5 ) / 1e5;
}

/**
 * Column widths (percent of the row, 5 decimals) of each row, from the ratios: the columns of a
 * row share one height, so a column's width follows its aspect ratio, 1 / Σ(1 / rᵢ).
 */
export function columnWidthsOf(
	rows: LayoutRow[],
	ratios: number[]
): number[][] {
	return rows.map( ( row ) => {
		const aspects = row.columns.map(
			( column ) =>
				1 / sumOf( column.map( ( i ) => 1 / ( ratios[ i ] ?? 1 ) ) )
		);
		const total = sumOf( aspects );
		return aspects.map( ( aspect ) =>
			toFiveDecimals( ( aspect / total ) * 100 )
		);
	} );
}
