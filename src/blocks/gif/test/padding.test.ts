import { DEFAULT_PADDING_TOP, paddingFromSize } from '../padding';

describe( 'paddingFromSize', () => {
	it.each( [
		[ 480, 270, '56.25%' ],
		[ 500, 200, '40%' ],
		[ 300, 300, '100%' ],
		[ 3, 4, '133.33%' ],
		[ 480, 360, '75%' ],
		// The service sends sizes as strings.
		[ '498', '280', '56.22%' ],
	] )( '%s × %s keeps the ratio as %s', ( width, height, expected ) => {
		expect( paddingFromSize( width, height ) ).toBe( expected );
	} );

	it.each( [
		[ 0, 270 ],
		[ 480, 0 ],
		[ -480, 270 ],
		[ 'wide', '270' ],
		[ undefined, 270 ],
		[ Number.NaN, 270 ],
		// A shape the front end would refuse.
		[ 1, 5000 ],
	] )(
		'no usable size (%s × %s) gives the default shape',
		( width, height ) => {
			expect( paddingFromSize( width, height ) ).toBe(
				DEFAULT_PADDING_TOP
			);
		}
	);
} );
