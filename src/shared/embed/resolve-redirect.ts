/**
 * Where a short link leads, asked of our own REST route (php-stubs/routes/resolve-redirect.php).
 *
 * The server follows the redirects because short-link hosts send no CORS headers and because its
 * outgoing requests obey the site's rules (no private addresses, blocked hosts). A failure is an
 * Error whose message is the server's sentence, so a block can show its embed error with it.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';

export const RESOLVE_REDIRECT_PATH = '/wpcom/v2/resolve-redirect';

function messageOf( error: unknown ): string {
	if (
		error &&
		typeof error === 'object' &&
		'message' in error &&
		typeof ( error as { message: unknown } ).message === 'string' &&
		( error as { message: string } ).message
	) {
		return ( error as { message: string } ).message;
	}
	return __( 'Could not find where the link leads.', 'jetpack-blocks' );
}

export async function resolveRedirect( url: string ): Promise< string > {
	let answer: unknown;
	try {
		answer = await apiFetch( {
			path: addQueryArgs( RESOLVE_REDIRECT_PATH, { url } ),
		} );
	} catch ( error ) {
		throw new Error( messageOf( error ) );
	}
	const resolved =
		answer && typeof answer === 'object'
			? ( answer as { url?: unknown } ).url
			: undefined;
	if ( typeof resolved !== 'string' || ! /^https?:\/\//i.test( resolved ) ) {
		throw new Error(
			__( 'Could not find where the link leads.', 'jetpack-blocks' )
		);
	}
	return resolved;
}
