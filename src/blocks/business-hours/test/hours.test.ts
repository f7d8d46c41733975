import metadata from '../block.json';
import {
	addInterval,
	DAY_KEYS,
	formatDayHours,
	formatInterval,
	nextInterval,
	normalizeDays,
	orderDays,
	orderedDayKeys,
	removeInterval,
	setDayOpen,
	updateInterval,
} from '../hours';
import type { BusinessHoursDay } from '../types';

const nineToFive = { opening: '09:00', closing: '17:00' };

function defaultDays(): BusinessHoursDay[] {
	return JSON.parse(
		JSON.stringify( metadata.attributes.days.default )
	) as BusinessHoursDay[];
}

function hoursOf( days: BusinessHoursDay[], name: string ) {
	return days.find( ( day ) => day.name === name )?.hours;
}

describe( 'the default attribute', () => {
	it( 'is Monday to Friday 09:00–17:00, weekend closed', () => {
		const days = defaultDays();
		expect( days.map( ( day ) => day.name ) ).toEqual( DAY_KEYS );
		for ( const day of days ) {
			expect( day.hours ).toEqual(
				day.name === 'Sat' || day.name === 'Sun' ? [] : [ nineToFive ]
			);
		}
	} );
} );

describe( 'normalizeDays', () => {
	it( 'returns well-formed days unchanged', () => {
		const days = defaultDays();
		expect( normalizeDays( days ) ).toEqual( days );
		expect( normalizeDays( days )[ 1 ]?.hours ).toBe( days[ 1 ]?.hours );
	} );

	it( 'fills missing days as closed, drops unknown names and keeps the first of a repeated day', () => {
		const days = normalizeDays( [
			{ name: 'Fri', hours: [ nineToFive ] },
			{ name: 'Funday', hours: [ nineToFive ] },
			{ name: 'Fri', hours: [] },
			'nonsense',
			{ name: 'Mon' },
		] );
		expect( days.map( ( day ) => day.name ) ).toEqual( DAY_KEYS );
		expect( hoursOf( days, 'Fri' ) ).toEqual( [ nineToFive ] );
		expect( hoursOf( days, 'Mon' ) ).toEqual( [] );
		expect( hoursOf( days, 'Tue' ) ).toEqual( [] );
	} );

	it( 'turns malformed intervals into empty strings', () => {
		const days = normalizeDays( [
			{ name: 'Mon', hours: [ { opening: 9, closing: '17:00' }, null ] },
		] );
		expect( hoursOf( days, 'Mon' ) ).toEqual( [
			{ opening: '', closing: '17:00' },
			{ opening: '', closing: '' },
		] );
	} );

	it( 'treats anything but a list as a closed week', () => {
		expect(
			normalizeDays( 'days' ).every( ( day ) => day.hours.length === 0 )
		).toBe( true );
		expect( normalizeDays( undefined ) ).toHaveLength( 7 );
	} );
} );

describe( 'week order', () => {
	it( 'starts on the given day', () => {
		expect( orderedDayKeys( 0 ) ).toEqual( [
			'Sun',
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
		] );
		expect( orderedDayKeys( 1 ) ).toEqual( [
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
			'Sat',
			'Sun',
		] );
		expect( orderedDayKeys( 6 ) ).toEqual( [
			'Sat',
			'Sun',
			'Mon',
			'Tue',
			'Wed',
			'Thu',
			'Fri',
		] );
	} );

	it( 'falls back to Sunday for an out-of-range start', () => {
		expect( orderedDayKeys( 7 )[ 0 ] ).toBe( 'Sun' );
		expect( orderedDayKeys( -1 )[ 0 ] ).toBe( 'Sun' );
		expect( orderedDayKeys( 1.5 )[ 0 ] ).toBe( 'Sun' );
	} );

	it( 'orders the days themselves', () => {
		expect(
			orderDays( defaultDays(), 1 ).map( ( day ) => day.name )
		).toEqual( orderedDayKeys( 1 ) );
	} );
} );

describe( 'setDayOpen', () => {
	it( 'closing a day empties its hours', () => {
		const days = addInterval( defaultDays(), 'Mon' );
		const next = setDayOpen( days, 'Mon', false );
		expect( hoursOf( next, 'Mon' ) ).toEqual( [] );
		expect( hoursOf( next, 'Tue' ) ).toEqual( [ nineToFive ] );
	} );

	it( 'opening a day sets one 09:00–17:00 interval', () => {
		expect(
			hoursOf( setDayOpen( defaultDays(), 'Sun', true ), 'Sun' )
		).toEqual( [ nineToFive ] );
	} );

	it( 'does not change its input', () => {
		const days = defaultDays();
		const before = JSON.parse( JSON.stringify( days ) );
		setDayOpen( days, 'Mon', false );
		setDayOpen( days, 'Sat', true );
		expect( days ).toEqual( before );
	} );
} );

describe( 'adding intervals', () => {
	it( 'starts an hour after the last closing time', () => {
		expect(
			nextInterval( [ { opening: '09:00', closing: '12:00' } ] )
		).toEqual( {
			opening: '13:00',
			closing: '14:00',
		} );
	} );

	it( 'uses 09:00–17:00 when the last closing is invalid or too late', () => {
		expect( nextInterval( [] ) ).toEqual( nineToFive );
		expect( nextInterval( [ { opening: '09:00', closing: '' } ] ) ).toEqual(
			nineToFive
		);
		expect(
			nextInterval( [ { opening: '18:00', closing: '22:30' } ] )
		).toEqual( nineToFive );
	} );

	it( 'appends to the one day only', () => {
		const days = defaultDays();
		const next = addInterval( days, 'Wed' );
		expect( hoursOf( next, 'Wed' ) ).toEqual( [
			nineToFive,
			{ opening: '18:00', closing: '19:00' },
		] );
		expect( hoursOf( next, 'Thu' ) ).toBe( hoursOf( days, 'Thu' ) );
		expect( hoursOf( days, 'Wed' ) ).toHaveLength( 1 );
	} );
} );

describe( 'removeInterval', () => {
	it( 'removes the chosen interval when there are several', () => {
		const days = addInterval( addInterval( defaultDays(), 'Mon' ), 'Mon' );
		const next = removeInterval( days, 'Mon', 1 );
		expect( hoursOf( next, 'Mon' ) ).toEqual( [
			nineToFive,
			{ opening: '20:00', closing: '21:00' },
		] );
	} );

	it( 'never removes the only interval', () => {
		expect(
			hoursOf( removeInterval( defaultDays(), 'Mon', 0 ), 'Mon' )
		).toEqual( [ nineToFive ] );
	} );

	it( 'ignores an index out of range', () => {
		const days = addInterval( defaultDays(), 'Mon' );
		expect(
			hoursOf( removeInterval( days, 'Mon', 5 ), 'Mon' )
		).toHaveLength( 2 );
	} );
} );

describe( 'updateInterval', () => {
	it( 'changes one time of one interval', () => {
		const next = updateInterval(
			defaultDays(),
			'Fri',
			0,
			'closing',
			'15:00'
		);
		expect( hoursOf( next, 'Fri' ) ).toEqual( [
			{ opening: '09:00', closing: '15:00' },
		] );
		expect( hoursOf( next, 'Thu' ) ).toEqual( [ nineToFive ] );
	} );
} );

describe( 'display', () => {
	it( 'formats an interval only when both times parse', () => {
		expect( formatInterval( nineToFive ) ).toBe( '9:00 am - 5:00 pm' );
		expect(
			formatInterval( { opening: '25:99', closing: '17:00' } )
		).toBeNull();
		expect(
			formatInterval( { opening: '09:00', closing: '' } )
		).toBeNull();
	} );

	it( 'joins the displayable intervals of a day', () => {
		const day: BusinessHoursDay = {
			name: 'Mon',
			hours: [
				{ opening: '08:00', closing: '12:00' },
				{ opening: '25:99', closing: '13:00' },
				{ opening: '13:00', closing: '17:30' },
			],
		};
		expect( formatDayHours( day ) ).toBe(
			'8:00 am - 12:00 pm, 1:00 pm - 5:30 pm'
		);
		expect( formatDayHours( day, 'H:i' ) ).toBe(
			'08:00 - 12:00, 13:00 - 17:30'
		);
	} );

	it( 'is null (closed) when no interval displays', () => {
		expect( formatDayHours( { name: 'Sun', hours: [] } ) ).toBeNull();
		expect(
			formatDayHours( {
				name: 'Sun',
				hours: [ { opening: 'x', closing: 'y' } ],
			} )
		).toBeNull();
	} );
} );
