import { formatMinutes, formatTime, parseTime, toTimeString } from '../time';

describe( 'parseTime', () => {
	it.each( [
		[ '00:00', 0 ],
		[ '09:00', 540 ],
		[ '17:30', 1050 ],
		[ '23:59', 1439 ],
	] )( 'parses %s', ( value, minutes ) => {
		expect( parseTime( value ) ).toBe( minutes );
	} );

	it.each( [
		'24:00',
		'25:99',
		'9:00',
		'09:60',
		'09:00:00',
		' 09:00',
		'',
		'noon',
		'0900',
	] )( 'rejects %p', ( value ) => {
		expect( parseTime( value ) ).toBeNull();
	} );

	it.each( [ undefined, null, 900, {}, [] ] )(
		'rejects a non-string %p',
		( value ) => {
			expect( parseTime( value ) ).toBeNull();
		}
	);
} );

describe( 'toTimeString', () => {
	it( 'pads and wraps', () => {
		expect( toTimeString( 0 ) ).toBe( '00:00' );
		expect( toTimeString( 545 ) ).toBe( '09:05' );
		expect( toTimeString( 1440 + 60 ) ).toBe( '01:00' );
		expect( toTimeString( -60 ) ).toBe( '23:00' );
	} );
} );

describe( 'formatMinutes', () => {
	it( 'uses the WordPress default "g:i a"', () => {
		expect( formatMinutes( 540 ) ).toBe( '9:00 am' );
		expect( formatMinutes( 1020 ) ).toBe( '5:00 pm' );
		expect( formatMinutes( 0 ) ).toBe( '12:00 am' );
		expect( formatMinutes( 720 ) ).toBe( '12:00 pm' );
		expect( formatMinutes( 1439 ) ).toBe( '11:59 pm' );
	} );

	it( 'understands the other PHP time characters', () => {
		expect( formatMinutes( 545, 'H:i' ) ).toBe( '09:05' );
		expect( formatMinutes( 545, 'G.i' ) ).toBe( '9.05' );
		expect( formatMinutes( 1265, 'h:i:s A' ) ).toBe( '09:05:00 PM' );
	} );

	it( 'copies other characters and honours backslash escapes', () => {
		expect( formatMinutes( 1050, 'G \\h i' ) ).toBe( '17 h 30' );
		expect( formatMinutes( 540, 'g:i \\a\\t' ) ).toBe( '9:00 at' );
	} );
} );

describe( 'formatTime', () => {
	it( 'formats a valid stored time', () => {
		expect( formatTime( '13:15' ) ).toBe( '1:15 pm' );
		expect( formatTime( '13:15', 'H:i' ) ).toBe( '13:15' );
	} );

	it( 'returns null for a time that does not parse', () => {
		expect( formatTime( '25:99' ) ).toBeNull();
		expect( formatTime( undefined ) ).toBeNull();
	} );
} );
