/**
 * What an external media failure tells the editor (spec 002 §8 "External media").
 */
import { __ } from '@wordpress/i18n';

export interface MediaError {
	code: string;
	message: string;
}

function asRecord( value: unknown ): Record< string, unknown > | null {
	return value && typeof value === 'object'
		? ( value as Record< string, unknown > )
		: null;
}

/**
 * The code and message of a failure: the first entry of an `errors` list when there is one, else
 * the error's own code and message.
 */
export function errorOf( error: unknown ): MediaError {
	const record = asRecord( error );
	const list = record?.errors;
	const first = Array.isArray( list ) ? asRecord( list[ 0 ] ) : null;
	const source = first ?? record;
	const code = typeof source?.code === 'string' ? source.code : '';
	let message = '';
	if ( typeof source?.message === 'string' ) {
		message = source.message;
	} else if ( error instanceof Error ) {
		message = error.message;
	}
	return { code, message };
}

export function isAuthorizationRequired( error: unknown ): boolean {
	return errorOf( error ).code === 'authorization_required';
}

/** The notice text: "Internal server error" for that code, else the message. */
export function errorMessage( error: unknown ): string {
	const { code, message } = errorOf( error );
	if ( code === 'internal_server_error' ) {
		return __( 'Internal server error', 'jetpack-blocks' );
	}
	return (
		message ||
		__(
			'The media could not be loaded. Check your connection, then try again.',
			'jetpack-blocks'
		)
	);
}
