/**
 * The text of a rejection: the API client's errors carry "{server message} (Status {code})".
 */
import { __ } from '@wordpress/i18n';

export function errorMessage( error: unknown ): string {
	if ( error instanceof Error && error.message ) {
		return error.message;
	}
	if ( typeof error === 'string' && error ) {
		return error;
	}
	if (
		typeof error === 'object' &&
		error !== null &&
		'message' in error &&
		typeof ( error as { message?: unknown } ).message === 'string'
	) {
		return ( error as { message: string } ).message;
	}
	return __( 'Unknown error.', 'jetpack-blocks' );
}
