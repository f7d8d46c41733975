/**
 * Spec 002 §5: the threshold is digits only and greater than 0; anything else is not stored.
 */
import { parseThreshold } from '../threshold';

it.each( [
	[ '1', 1 ],
	[ '2', 2 ],
	[ '3', 3 ],
	[ '25', 25 ],
	[ '007', 7 ],
] )( 'accepts %p as %p', ( text, value ) => {
	expect( parseThreshold( text ) ).toBe( value );
} );

it.each( [
	'0',
	'00',
	'',
	'abc',
	'-2',
	'+2',
	'2.5',
	'1e3',
	' 3',
	'3 ',
	'٣', // an Arabic-Indic digit: not one of the digits 0–9
	'99999999999999999999',
] )( 'refuses %p', ( text ) => {
	expect( parseThreshold( text ) ).toBeNull();
} );
