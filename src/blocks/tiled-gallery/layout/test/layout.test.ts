import {
	columnWidthsOf,
	columnsShape,
	layoutRows,
	mosaicShape,
	ratioOf,
	squareRows,
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

/** The first row the mosaic makes of these ratios. */
const firstRow = ( ratios: number[], isWide = false ) =>
	mosaicShape( ratios, isWide )[ 0 ];

describe( 'mosaic row patterns and their thresholds', () => {
	it( '2-1-2 and 3-1-3 only in long galleries (more than 15 images left)', () => {
		const pair = [ L32, L43, P23, L32, L43 ];
		expect( firstRow( [ ...pair, ...Array( 11 ).fill( SQ ) ] ) ).toEqual( [
			2, 1, 2,
		] );
		expect(
			firstRow( [ ...pair, ...Array( 10 ).fill( SQ ) ] )
		).not.toEqual( [ 2, 1, 2 ] );
		const triple = [ L32, L43, L32, P23, L32, L43, L32 ];
		expect( firstRow( [ ...triple, ...Array( 9 ).fill( SQ ) ] ) ).toEqual( [
			3, 1, 3,
		] );
	} );
	it( '1-2-1: portraits at both ends of a stacked pair, not when five are left', () => {
		expect( firstRow( [ P23, L32, L43, P34, SQ, SQ ] ) ).toEqual( [
			1, 2, 1,
		] );
		expect( firstRow( [ P23, L32, L43, P34, SQ ] ) ).not.toEqual( [
			1, 2, 1,
		] );
	} );
	it( '1-3 and 3-1: one portrait (under 1) beside three stacked landscapes (1 to under 2)', () => {
		expect( firstRow( [ P23, L32, L43, L32 ] ) ).toEqual( [ 1, 3 ] );
		expect( firstRow( [ L32, L43, L32, P23 ] ) ).toEqual( [ 3, 1 ] );
		expect( firstRow( [ P23, 2, L32, L32 ] ) ).not.toEqual( [ 1, 3 ] );
	} );
	it( '1-2: an image under 1.6 beside two of 0.9 to under 2, not within three rows of another', () => {
		expect( firstRow( [ L32, 0.9, L43 ] ) ).toEqual( [ 1, 2 ] );
		expect( firstRow( [ 1.6, 0.9, L43 ] ) ).not.toEqual( [ 1, 2 ] );
		expect( firstRow( [ L32, 0.89, L43 ] ) ).not.toEqual( [ 1, 2 ] );
		// The second 1-2 is refused; 2-1 takes the three that are left.
		expect( mosaicShape( [ L32, SQ, SQ, L32, SQ, SQ ] ) ).toEqual( [
			[ 1, 2 ],
			[ 2, 1 ],
		] );
	} );
	it( '1-1-1-1-1 only when wide, under a sum of 5', () => {
		const five = Array( 5 ).fill( P34 );
		expect( firstRow( five, true ) ).toEqual( [ 1, 1, 1, 1, 1 ] );
		expect( firstRow( five ) ).not.toEqual( [ 1, 1, 1, 1, 1 ] );
		expect( firstRow( Array( 5 ).fill( SQ ), true ) ).not.toEqual( [
			1, 1, 1, 1, 1,
		] );
	} );
	it( '1-1-1-1: the last four under 7, or four under 3.5 with more than five left', () => {
		expect( firstRow( [ 1.7, 1.7, 1.7, 1.7 ] ) ).toEqual( [ 1, 1, 1, 1 ] );
		expect( firstRow( [ 1.8, 1.8, 1.8, 1.8 ] ) ).not.toEqual( [
			1, 1, 1, 1,
		] );
		expect( firstRow( [ 0.8, 0.8, 0.8, 0.8, SQ, SQ ] ) ).toEqual( [
			1, 1, 1, 1,
		] );
	} );
	it( '1-1-1: under 2.5, or under 5 with equal first and third, or wide', () => {
		expect( firstRow( [ 0.8, 0.8, 0.8 ] ) ).toEqual( [ 1, 1, 1 ] );
		expect( firstRow( [ L32, P23, L32 ] ) ).toEqual( [ 1, 1, 1 ] );
		expect( firstRow( [ 1.9, 1.9, 1.5 ] ) ).not.toEqual( [ 1, 1, 1 ] );
		expect( firstRow( [ 1.9, 1.9, 1.5 ], true ) ).toEqual( [ 1, 1, 1 ] );
	} );
	it( '2-1, a panorama alone, then pairs, then what is left', () => {
		expect( firstRow( [ 1.9, 1.9, 1.5 ] ) ).toEqual( [ 2, 1 ] );
		expect( firstRow( [ PANO, L32, L32 ] ) ).toEqual( [ 1 ] );
		expect( mosaicShape( [ L32, SQ ] ) ).toEqual( [ [ 1, 1 ] ] );
	} );
	it( 'places every image once, in order', () => {
		const ratios = [ L32, P23, L43, SQ, PANO, P34, L32, L43, P23, SQ, 1.2 ];
		const rows = layoutRows( 'rectangular', ratios, 3 );
		expect( rows.flatMap( ( row ) => row.columns.flat() ) ).toEqual(
			ratios.map( ( _, i ) => i )
		);
	} );
} );

describe( 'column widths', () => {
	it( 'are proportional to each column’s aspect ratio, to 5 decimals', () => {
		// A 2:3 portrait beside a column of three 3:2 landscapes (aspect 1 / (3 × 2/3) = 0.5).
		const ratios = [ P23, L32, L32, L32 ];
		const widths = columnWidthsOf(
			layoutRows( 'rectangular', ratios, 3 ),
			ratios
		);
		expect( widths ).toEqual( [ [ 57.14286, 42.85714 ] ] );
		expect( widths.flat().every( fiveDecimals ) ).toBe( true );
	} );
	it( 'rounds to 5 decimals', () => {
		expect( toFiveDecimals( 12.3456789 ) ).toBe( 12.34568 );
	} );
} );

describe( 'square, circle and columns styles', () => {
	it( 'square and circle: rows of the chosen columns, the remainder first', () => {
		const rows = squareRows( 7, 3 );
		expect( rows.map( ( row ) => row.columns ) ).toEqual( [
			[ [ 0 ] ],
			[ [ 1 ], [ 2 ], [ 3 ] ],
			[ [ 4 ], [ 5 ], [ 6 ] ],
		] );
		expect( rows.map( ( row ) => row.className ) ).toEqual( [
			'columns-1',
			'columns-3',
			'columns-3',
		] );
		expect( layoutRows( 'circle', [ 1, 1 ], 2 ) ).toHaveLength( 1 );
	} );
	it( 'columns: runs of consecutive images of about an equal share of the ratios', () => {
		expect( columnsShape( [ 0.5, SQ, 1.5, SQ ], 3 ) ).toEqual( [
			[ 2, 1, 1 ],
		] );
		expect( columnsShape( [ SQ, SQ ], 3 ) ).toEqual( [ [ 1, 1 ] ] );
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
	it( 'ratio from stored size (numbers or the strings a post stores), square when unknown', () => {
		expect( ratioOf( { width: 1200, height: 800 } ) ).toBe( 1.5 );
		expect( ratioOf( { width: '1200', height: '800' } ) ).toBe( 1.5 );
		expect( ratioOf( { width: 0, height: 800 } ) ).toBe( 1 );
		expect( ratioOf( {} ) ).toBe( 1 );
	} );
	it( 'style from className', () => {
		expect( layoutStyleOf( 'is-style-circle extra' ) ).toBe( 'circle' );
		expect( layoutStyleOf( undefined ) ).toBe( 'rectangular' );
		expect( layoutStyleOf( 'is-style-bogus' ) ).toBe( 'rectangular' );
	} );
} );
