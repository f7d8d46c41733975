import {
	addFilter,
	availableFilters,
	dateRangeWire,
	filterQuery,
	initialFilters,
	isValidCustomDate,
	removeFilter,
	setFilter,
} from '../filters';

// A fixed "now": 15 March 2026, local time.
const now = new Date( 2026, 2, 15, 10, 30 );

describe( 'photo library filters', () => {
	it( 'choosing media type Video removes the category filter', () => {
		const filters = setFilter(
			{ category: 'pets' },
			'mediaType',
			'video',
			false
		);
		expect( filters ).toEqual( { mediaType: 'video' } );
	} );

	it( 'choosing a category removes the media-type filter', () => {
		const filters = setFilter(
			{ mediaType: 'photo' },
			'category',
			'food',
			false
		);
		expect( filters ).toEqual( { category: 'food' } );
	} );

	it( 'an images-only request starts at photo and keeps it', () => {
		const start = initialFilters( true );
		expect( start ).toEqual( { mediaType: 'photo' } );
		expect( setFilter( start, 'mediaType', 'video', true ) ).toBe( start );
		expect( removeFilter( start, 'mediaType', true ) ).toBe( start );
		expect( setFilter( start, 'category', 'pets', true ) ).toEqual( {
			mediaType: 'photo',
			category: 'pets',
		} );
		expect( initialFilters( false ) ).toEqual( {} );
	} );

	it( 'adds the date filter as the last 7 days, and offers only unused filters', () => {
		const filters = addFilter( {}, 'date', false, now );
		expect( filters.date ).toEqual( {
			range: 'last_7_days',
			month: -1,
			year: 2026,
		} );
		expect( availableFilters( filters ) ).toEqual( [
			'category',
			'favorite',
			'mediaType',
		] );
		expect( removeFilter( filters, 'date', false ) ).toEqual( {} );
	} );

	it( 'accepts a custom year from 1970 and a month from -1 (whole year) to 11', () => {
		expect( isValidCustomDate( -1, 1970 ) ).toBe( true );
		expect( isValidCustomDate( 11, 2024 ) ).toBe( true );
		expect( isValidCustomDate( 0, 1969 ) ).toBe( false );
		expect( isValidCustomDate( 12, 2024 ) ).toBe( false );
		expect( isValidCustomDate( -2, 2024 ) ).toBe( false );
	} );

	it.each( [
		[ 'last_7_days', '2026-03-08:0000-00-00' ],
		[ 'last_30_days', '2026-02-13:0000-00-00' ],
		[ 'last_6_months', '2025-09-15:0000-00-00' ],
		[ 'last_year', '2025-03-15:0000-00-00' ],
	] as const )( 'sends %s as %s', ( range, wire ) => {
		expect( dateRangeWire( { range, month: -1, year: 2026 }, now ) ).toBe(
			wire
		);
	} );

	it( 'sends a custom month as its days and month -1 as the whole year', () => {
		expect(
			dateRangeWire( { range: 'custom', month: 1, year: 2024 }, now )
		).toBe( '2024-02-01:2024-02-29' );
		expect(
			dateRangeWire( { range: 'custom', month: -1, year: 1970 }, now )
		).toBe( '1970-01-01:1970-12-31' );
	} );

	it( 'builds the filter fields of the list request', () => {
		expect(
			filterQuery(
				{
					mediaType: 'photo',
					category: 'pets',
					favorite: true,
					date: { range: 'last_7_days', month: -1, year: 2026 },
				},
				now
			)
		).toEqual( {
			mediaType: 'photo',
			categoryInclude: 'pets',
			feature: 'favorite',
			dateRange: '2026-03-08:0000-00-00',
		} );
		// All types sends no mediaType; a video request never carries a category.
		expect( filterQuery( { mediaType: 'all' }, now ) ).toEqual( {} );
		expect(
			filterQuery( { mediaType: 'video', category: 'pets' }, now )
		).toEqual( {
			mediaType: 'video',
		} );
	} );
} );
