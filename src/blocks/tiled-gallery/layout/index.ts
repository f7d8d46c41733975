/**
 * The Tiled Gallery's layouts, as pure functions of the images' aspect ratios (width ÷ height).
 *
 * Rectangular (mosaic): images are consumed from the start in rows; each row has a pattern such as
 * "1-2" (a column with one image, then a column with two stacked images). All columns of a row share
 * one height, so a column's width is proportional to its aspect ratio, and a stacked column's aspect
 * ratio is 1 / Σ(1 / rᵢ). Widths are percentages of the row, kept to 5 decimals (spec 002 §9).
 * Square and circle: a grid of `columns` per row. Columns style: `columns` equal columns, each image
 * going to the column that is shortest so far.
 */
export type RowPattern =
	| '2-1-2'
	| '3-1-3'
	| '1-2-1'
	| '1-3'
	| '3-1'
	| '1-2'
	| '1-1-1-1-1'
	| '1-1-1-1'
	| '1-1-1'
	| '2-1'
	| '1';

/** A row of the layout: its columns, each the indexes of its images (in gallery order). */
export interface LayoutRow {
	pattern?: RowPattern;
	columns: number[][];
	widths: number[];
}

/* Aspect-ratio thresholds of spec 002 §9. */
const SQUARE = 1;
const WIDE = 2;
const TALL = 0.9;
const NOT_TOO_WIDE = 1.6;
const FOUR_SUM_WITH_MORE = 3.5;
const FOUR_SUM_LAST = 7;
const THREE_SUM = 2.5;
const THREE_OR_FIVE_SUM = 5;

const isLandscape = ( ratio: number ) => ratio >= SQUARE && ratio <= WIDE;
const isPortrait = ( ratio: number ) => ratio < TALL;
const sumOf = ( values: number[] ) =>
	values.reduce( ( total, value ) => total + value, 0 );

/** The pattern for the next row, given the ratios not yet placed and the previous row's pattern. */
export function chooseRowPattern(
	ratios: number[],
	previous?: RowPattern
): RowPattern {
	const n = ratios.length;
	const r = ( i: number ) => ratios[ i ] ?? SQUARE;
	const allLandscape = ( indexes: number[] ) =>
		indexes.every( ( i ) => isLandscape( r( i ) ) );
	const sum = ( count: number ) => sumOf( ratios.slice( 0, count ) );

	// A panorama (wider than 2:1) is too wide to share a row.
	if ( n < 3 || r( 0 ) > WIDE ) {
		return '1';
	}
	const candidates: Array< [ RowPattern, () => boolean ] > = [
		[
			'2-1-2',
			() =>
				n >= 5 &&
				isPortrait( r( 2 ) ) &&
				allLandscape( [ 0, 1, 3, 4 ] ),
		],
		[
			'3-1-3',
			() =>
				n >= 7 &&
				isPortrait( r( 3 ) ) &&
				allLandscape( [ 0, 1, 2, 4, 5, 6 ] ),
		],
		[
			'1-2-1',
			() =>
				n >= 4 &&
				isPortrait( r( 0 ) ) &&
				isPortrait( r( 3 ) ) &&
				allLandscape( [ 1, 2 ] ),
		],
		[
			'1-3',
			() => n >= 4 && isPortrait( r( 0 ) ) && allLandscape( [ 1, 2, 3 ] ),
		],
		[
			'3-1',
			() => n >= 4 && allLandscape( [ 0, 1, 2 ] ) && isPortrait( r( 3 ) ),
		],
		[
			'1-2',
			() =>
				previous !== '1-2' &&
				r( 0 ) < NOT_TOO_WIDE &&
				allLandscape( [ 1, 2 ] ),
		],
		[
			'1-1-1-1-1',
			() =>
				previous !== '1-1-1-1-1' &&
				n >= 5 &&
				sum( 5 ) < THREE_OR_FIVE_SUM &&
				( n === 5 || ( n !== 10 && n > 6 ) ),
		],
		[
			'1-1-1-1',
			() =>
				previous !== '1-1-1-1' &&
				( ( n > 5 && sum( 4 ) < FOUR_SUM_WITH_MORE ) ||
					( n === 4 && sum( 4 ) < FOUR_SUM_LAST ) ),
		],
		[
			'1-1-1',
			() =>
				n !== 4 &&
				( sum( 3 ) < THREE_SUM ||
					( sum( 3 ) < THREE_OR_FIVE_SUM && n !== 5 ) ),
		],
		[
			'2-1',
			() =>
				previous !== '2-1' &&
				allLandscape( [ 0, 1 ] ) &&
				r( 2 ) < NOT_TOO_WIDE,
		],
	];
	for ( const [ pattern, fits ] of candidates ) {
		const count = patternSize( pattern );
		// A row never takes a panorama along with other images.
		if (
			count <= n &&
			ratios.slice( 0, count ).every( ( x ) => x <= WIDE ) &&
			fits()
		) {
			return pattern;
		}
	}
	return '1';
}

/** How many images a pattern places. */
export function patternSize( pattern: RowPattern ): number {
	return sumOf( pattern.split( '-' ).map( Number ) );
}

/** A number as a percentage kept to 5 decimals. */
export function toFiveDecimals( value: number ): number {
	return Math.round( value * 1e5 ) / 1e5;
}

/** Widths (percent, 5 decimals) of columns of one row, from each column's image ratios. */
export function columnWidthsOf( columnRatios: number[][] ): number[] {
	const columnAspect = columnRatios.map(
		( column ) => 1 / sumOf( column.map( ( ratio ) => 1 / ratio ) )
	);
	const total = sumOf( columnAspect );
	return columnAspect.map( ( aspect ) =>
		toFiveDecimals( ( aspect / total ) * 100 )
	);
}

/** An image's aspect ratio from its stored size; square when the size is unknown or unusable. */
export function ratioOf( image: { width?: number; height?: number } ): number {
	const width = Number( image.width );
	const height = Number( image.height );
	return width > 0 && height > 0 && Number.isFinite( width / height )
		? width / height
		: 1;
}

/** The rectangular (mosaic) layout of images with these aspect ratios. */
export function mosaicRows( ratios: number[] ): LayoutRow[] {
	const rows: LayoutRow[] = [];
	let start = 0;
	let previous: RowPattern | undefined;
	while ( start < ratios.length ) {
		const pattern = chooseRowPattern( ratios.slice( start ), previous );
		const columns: number[][] = [];
		for ( const size of pattern.split( '-' ).map( Number ) ) {
			columns.push(
				Array.from( { length: size }, ( _, i ) => start + i )
			);
			start += size;
		}
		rows.push( {
			pattern,
			columns,
			widths: columnWidthsOf(
				columns.map( ( column ) =>
					column.map( ( i ) => ratios[ i ] ?? 1 )
				)
			),
		} );
		previous = pattern;
	}
	return rows;
}

/** Square and circle: rows of `columns` equal tiles (a shorter last row keeps the same tile size). */
export function gridRows( count: number, columns: number ): LayoutRow[] {
	const perRow = Math.max( 1, columns );
	const width = toFiveDecimals( 100 / perRow );
	const rows: LayoutRow[] = [];
	for ( let start = 0; start < count; start += perRow ) {
		const size = Math.min( perRow, count - start );
		rows.push( {
			columns: Array.from( { length: size }, ( _, i ) => [ start + i ] ),
			widths: Array( size ).fill( width ),
		} );
	}
	return rows;
}

/** Columns style: one row of `columns` equal columns; each image joins the shortest column so far. */
export function columnsRow( ratios: number[], columns: number ): LayoutRow[] {
	if ( ratios.length === 0 ) {
		return [];
	}
	const count = Math.max( 1, Math.min( columns, ratios.length ) );
	const lists: number[][] = Array.from( { length: count }, () => [] );
	const heights = Array( count ).fill( 0 );
	ratios.forEach( ( ratio, index ) => {
		const shortest = heights.indexOf( Math.min( ...heights ) );
		lists[ shortest ]?.push( index );
		heights[ shortest ] += 1 / ratio;
	} );
	return [
		{
			columns: lists,
			widths: Array( count ).fill( toFiveDecimals( 100 / count ) ),
		},
	];
}

/**
 * The rows for a style. For rectangular, stored column widths are used when they still fit the
 * computed rows (they are recalculated only when the gallery changes, spec 002 §4).
 */
export function layoutRows(
	style: 'rectangular' | 'circle' | 'square' | 'columns',
	ratios: number[],
	columns: number,
	storedWidths?: number[][]
): LayoutRow[] {
	if ( style === 'square' || style === 'circle' ) {
		return gridRows( ratios.length, columns );
	}
	if ( style === 'columns' ) {
		return columnsRow( ratios, columns );
	}
	const rows = mosaicRows( ratios );
	const fits =
		Array.isArray( storedWidths ) &&
		storedWidths.length === rows.length &&
		rows.every(
			( row, i ) =>
				Array.isArray( storedWidths[ i ] ) &&
				storedWidths[ i ]?.length === row.columns.length &&
				storedWidths[ i ]?.every(
					( w ) => typeof w === 'number' && w > 0 && w <= 100
				)
		);
	return fits
		? rows.map( ( row, i ) => ( {
				...row,
				widths: storedWidths?.[ i ] ?? row.widths,
			} ) )
		: rows;
}
