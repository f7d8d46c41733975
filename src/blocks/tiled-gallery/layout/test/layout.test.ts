import {
	chooseRowPattern,
	columnWidthsOf,
	columnsRow,
	gridRows,
	layoutRows,
	mosaicRows,
	patternSize,
	ratioOf,
	toFiveDecimals,
} from '..';
import { clampColumns, layoutStyleOf } from '../../constants';

/* Real photo shapes: 3:2 and 4:3 landscape, 2:3 and 3:4 portrait, square, a 3:1 panorama. */
const L32 = 1.5;
const L43 = 4 / 3;
const P23 = 2 / 3;
const P34 = 0.75;
const SQ = 1;
const PANO = 3;

const fiveDecimals = ( value: number ) =>
	Math.abs( value * 1e5 - Math.round( value * 1e5 ) ) < 1e-6;

describe( 'row patterns and their thresholds', () => {
	it( '2-1-2: a portrait between two pairs of landscapes', () => {
		expect( chooseRowPattern( [ L32, L43, P23, L32, L43 ] ) ).toBe(
			'2-1-2'
		);
	} );
	it( '3-1-3: a portrait between two stacks of three landscapes', () => {
		// The fifth image is portrait, so 2-1-2 does not fit; the fourth is the tall centre.
		expect(
			chooseRowPattern( [ L32, L43, L32, P23, L32, L43, L32 ] )
		).toBe( '3-1-3' );
	} );
	it( '1-2-1: portraits at both ends of a stacked pair', () => {
		expect( chooseRowPattern( [ P23, L32, L43, P34 ] ) ).toBe( '1-2-1' );
	} );
	it( '1-3 and 3-1: one portrait beside three stacked landscapes', () => {
		expect( chooseRowPattern( [ P23, L32, L43, L32 ] ) ).toBe( '1-3' );
		expect( chooseRowPattern( [ L32, L43, L32, P23 ] ) ).toBe( '3-1' );
	} );
	it( 'the portrait threshold is 0.9: a 0.95 image is not tall enough for 1-3', () => {
		expect( chooseRowPattern( [ 0.89, L32, L43, L32 ] ) ).toBe( '1-3' );
		expect( chooseRowPattern( [ 0.95, L32, L43, L32 ] ) ).not.toBe( '1-3' );
	} );
	it( 'landscape means 1 to 2: a 2.0 image stacks, a 2.1 panorama gets its own row', () => {
		expect( chooseRowPattern( [ P23, 2, 2, 2 ] ) ).toBe( '1-3' );
		expect( chooseRowPattern( [ 2.1, SQ, SQ ] ) ).toBe( '1' );
		expect( chooseRowPattern( [ PANO, L32, L32 ] ) ).toBe( '1' );
	} );
	it( '1-2 needs the single image under 1.6, and not twice in a row', () => {
		expect( chooseRowPattern( [ 1.5, L32, L43 ] ) ).toBe( '1-2' );
		expect( chooseRowPattern( [ 1.7, L32, L43 ] ) ).not.toBe( '1-2' );
		expect( chooseRowPattern( [ 1.5, L32, L43 ], '1-2' ) ).not.toBe(
			'1-2'
		);
	} );
	it( '1-1-1-1-1: five images whose ratios sum under 5', () => {
		expect( chooseRowPattern( [ P34, P34, P34, P34, P34 ] ) ).toBe(
			'1-1-1-1-1'
		);
		// Five squares sum to exactly 5: not under the threshold.
		expect( chooseRowPattern( [ SQ, SQ, SQ, SQ, SQ ] ) ).not.toBe(
			'1-1-1-1-1'
		);
		// Never twice in a row.
		expect(
			chooseRowPattern( Array( 7 ).fill( P34 ), '1-1-1-1-1' )
		).not.toBe( '1-1-1-1-1' );
	} );
	it( '1-1-1-1: the last four under 7, or four under 3.5 with more to come', () => {
		expect( chooseRowPattern( [ 1.7, 1.7, 1.7, 1.7 ] ) ).toBe( '1-1-1-1' );
		expect( chooseRowPattern( [ 1.8, 1.8, 1.8, 1.8 ] ) ).not.toBe(
			'1-1-1-1'
		);
		expect( chooseRowPattern( [ 0.8, 0.8, 0.8, 0.8, SQ, SQ ] ) ).toBe(
			'1-1-1-1'
		);
		expect( chooseRowPattern( [ 0.9, 0.9, 0.9, 0.9, SQ, SQ ] ) ).not.toBe(
			'1-1-1-1'
		);
	} );
	it( '1-1-1: three images under 2.5, or under 5 when the rest is not five', () => {
		expect( chooseRowPattern( [ 0.8, 0.8, 0.8 ] ) ).toBe( '1-1-1' );
		// 2.4 + 2 squares: five fit (sum 4.4 < 5), so five is preferred.
		expect( chooseRowPattern( [ 0.8, 0.8, 0.8, SQ, SQ ] ) ).toBe(
			'1-1-1-1-1'
		);
		expect( chooseRowPattern( [ 1.7, 1.6, 1.6 ] ) ).toBe( '1-1-1' );
		expect( chooseRowPattern( [ 1.7, 1.7, 1.7 ] ) ).not.toBe( '1-1-1' );
	} );
	it( '2-1: two stacked landscapes beside an image under 1.6', () => {
		// Their sum 5.3 is too wide for 1-1-1.
		expect( chooseRowPattern( [ 1.9, 1.9, 1.5 ] ) ).toBe( '2-1' );
		expect( chooseRowPattern( [ 1.9, 1.9, 1.7 ] ) ).toBe( '1' );
	} );
	it( '1: a single image or a panorama fills the row', () => {
		expect( chooseRowPattern( [ L32 ] ) ).toBe( '1' );
		expect( chooseRowPattern( [ L32, SQ ] ) ).toBe( '1' );
	} );
	it( 'pattern sizes', () => {
		expect( patternSize( '2-1-2' ) ).toBe( 5 );
		expect( patternSize( '3-1-3' ) ).toBe( 7 );
		expect( patternSize( '1' ) ).toBe( 1 );
	} );
} );

describe( 'column widths', () => {
	it( 'are proportional to each column’s aspect ratio, to 5 decimals', () => {
		// A 2:3 portrait beside a column of two 3:2 landscapes (aspect 1 / (2/3 + 2/3) = 0.75).
		const widths = columnWidthsOf( [ [ P23 ], [ L32, L32 ] ] );
		expect( widths ).toEqual( [ 47.05882, 52.94118 ] );
		expect( widths.every( fiveDecimals ) ).toBe( true );
	} );
	it( 'three equal images take a third each', () => {
		expect( columnWidthsOf( [ [ SQ ], [ SQ ], [ SQ ] ] ) ).toEqual( [
			33.33333, 33.33333, 33.33333,
		] );
	} );
	it( 'rounds to 5 decimals', () => {
		expect( toFiveDecimals( 12.3456789 ) ).toBe( 12.34568 );
	} );
} );

describe( 'mosaic rows', () => {
	it( 'place every image once, in order, with widths summing to 100', () => {
		const ratios = [ L32, P23, L43, SQ, PANO, P34, L32, L43, P23, SQ, 1.2 ];
		const rows = mosaicRows( ratios );
		expect( rows.flatMap( ( row ) => row.columns.flat() ) ).toEqual(
			ratios.map( ( _, i ) => i )
		);
		for ( const row of rows ) {
			const total = row.widths.reduce( ( a, b ) => a + b, 0 );
			expect( Math.abs( total - 100 ) ).toBeLessThan( 0.0001 );
			expect( row.widths.every( fiveDecimals ) ).toBe( true );
		}
		// The panorama is alone.
		expect(
			rows.find( ( row ) => row.columns.flat().includes( 4 ) )?.columns
		).toEqual( [ [ 4 ] ] );
	} );
	it( 'a gallery of a portrait and three landscapes is one 1-3 row', () => {
		expect( mosaicRows( [ P23, L32, L32, L32 ] ) ).toEqual( [
			{
				pattern: '1-3',
				columns: [ [ 0 ], [ 1, 2, 3 ] ],
				// 2/3 against 1 / (3 × 2/3) = 0.5
				widths: [ 57.14286, 42.85714 ],
			},
		] );
	} );
	it( 'stored widths are used while they fit the rows, else recomputed', () => {
		const ratios = [ P23, L32, L32, L32 ];
		expect(
			layoutRows( 'rectangular', ratios, 3, [ [ 50, 50 ] ] )[ 0 ]?.widths
		).toEqual( [ 50, 50 ] );
		expect(
			layoutRows( 'rectangular', ratios, 3, [ [ 100 ] ] )[ 0 ]?.widths
		).toEqual( [ 57.14286, 42.85714 ] );
	} );
} );

describe( 'grid and columns styles', () => {
	it( 'square and circle: rows of the chosen columns with equal widths', () => {
		const rows = gridRows( 7, 3 );
		expect( rows.map( ( row ) => row.columns ) ).toEqual( [
			[ [ 0 ], [ 1 ], [ 2 ] ],
			[ [ 3 ], [ 4 ], [ 5 ] ],
			[ [ 6 ] ],
		] );
		expect( rows[ 2 ]?.widths ).toEqual( [ 33.33333 ] );
		expect( layoutRows( 'circle', [ 1, 1 ], 2 )[ 0 ]?.widths ).toEqual( [
			50, 50,
		] );
	} );
	it( 'columns: each image goes to the shortest column', () => {
		// A tall portrait fills column 0, so the next two go to column 1 and 2, the fourth to 1.
		const [ row ] = columnsRow( [ 0.5, SQ, 1.5, SQ ], 3 );
		expect( row?.columns ).toEqual( [ [ 0 ], [ 1 ], [ 2, 3 ] ] );
		expect( row?.widths ).toEqual( [ 33.33333, 33.33333, 33.33333 ] );
	} );
	it( 'columns are clamped to 1 … min(20, images), default min(3, images)', () => {
		expect( clampColumns( undefined, 2 ) ).toBe( 2 );
		expect( clampColumns( undefined, 9 ) ).toBe( 3 );
		expect( clampColumns( 8, 5 ) ).toBe( 5 );
		expect( clampColumns( 25, 30 ) ).toBe( 20 );
		expect( clampColumns( 0, 30 ) ).toBe( 1 );
	} );
} );

describe( 'helpers', () => {
	it( 'ratio from stored size, square when unknown', () => {
		expect( ratioOf( { width: 1200, height: 800 } ) ).toBe( 1.5 );
		expect( ratioOf( { width: 0, height: 800 } ) ).toBe( 1 );
		expect( ratioOf( {} ) ).toBe( 1 );
	} );
	it( 'style from className', () => {
		expect( layoutStyleOf( 'is-style-circle extra' ) ).toBe( 'circle' );
		expect( layoutStyleOf( undefined ) ).toBe( 'rectangular' );
		expect( layoutStyleOf( 'is-style-bogus' ) ).toBe( 'rectangular' );
	} );
} );
