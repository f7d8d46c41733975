/**
 * Time values of the `days` attribute: strict "HH:MM" on a 24-hour clock. Parsing and display
 * formatting, with the same rules as render.php (a time that does not parse is not shown).
 */
import { __ } from '@wordpress/i18n';

/** The WordPress default time format, used when the site's is unknown. */
export const DEFAULT_TIME_FORMAT = 'g:i a';

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight for a strict "HH:MM" (00:00–23:59), or null when it does not parse. */
export function parseTime( value: unknown ): number | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const match = TIME_PATTERN.exec( value );
	if ( ! match ) {
		return null;
	}
	return Number( match[ 1 ] ) * 60 + Number( match[ 2 ] );
}

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

/** "HH:MM" for minutes after midnight (wrapped into one day). */
export function toTimeString( minutes: number ): string {
	const wrapped =
		( ( Math.floor( minutes ) % MINUTES_PER_DAY ) + MINUTES_PER_DAY ) %
		MINUTES_PER_DAY;
	return `${ pad( Math.floor( wrapped / 60 ) ) }:${ pad( wrapped % 60 ) }`;
}

/**
 * Formats minutes after midnight with a PHP date format, as WordPress does with the site's
 * `time_format` option. Only the time characters are understood (g G h H i s a A); a backslash
 * escapes the next character and anything else is copied as is.
 */
export function formatMinutes(
	minutes: number,
	format: string = DEFAULT_TIME_FORMAT
): string {
	const hours24 = Math.floor( minutes / 60 );
	const hours12 = hours24 % 12 || 12;
	const isMorning = hours24 < 12;
	let output = '';
	for ( let index = 0; index < format.length; index++ ) {
		const character = format.charAt( index );
		switch ( character ) {
			case '\\':
				index++;
				output += format.charAt( index );
				break;
			case 'g':
				output += String( hours12 );
				break;
			case 'G':
				output += String( hours24 );
				break;
			case 'h':
				output += pad( hours12 );
				break;
			case 'H':
				output += pad( hours24 );
				break;
			case 'i':
				output += pad( minutes % 60 );
				break;
			case 's':
				output += '00';
				break;
			case 'a':
				output += isMorning
					? /* translators: lowercase "ante meridiem", as in 9:00 am */ __(
							'am',
							'jetpack-blocks'
						)
					: /* translators: lowercase "post meridiem", as in 5:00 pm */ __(
							'pm',
							'jetpack-blocks'
						);
				break;
			case 'A':
				output += isMorning
					? /* translators: uppercase "ante meridiem", as in 9:00 AM */ __(
							'AM',
							'jetpack-blocks'
						)
					: /* translators: uppercase "post meridiem", as in 5:00 PM */ __(
							'PM',
							'jetpack-blocks'
						);
				break;
			default:
				output += character;
		}
	}
	return output;
}

/** A stored "HH:MM" in the given format, or null when it does not parse. */
export function formatTime(
	value: unknown,
	format: string = DEFAULT_TIME_FORMAT
): string | null {
	const minutes = parseTime( value );
	return minutes === null ? null : formatMinutes( minutes, format );
}
