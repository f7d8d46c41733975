/**
 * The GIF block's searches, asked of our own routes (php-stubs/routes/gif.php): the server holds the
 * service key and, when the service is not configured or cannot be reached, answers from the site's
 * own media library instead, saying so.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';
import type { GifResult, GifSearchAnswer } from './types';

export const GIF_SEARCH_PATH = '/wpcom/v2/gif/search';
export const GIF_LOOKUP_PATH = '/wpcom/v2/gif';
/** The service's page size, and the most the route gives. */
export const SEARCH_LIMIT = 10;

function messageOf( error: unknown, fallback: string ): string {
	if (
		error &&
		typeof error === 'object' &&
		'message' in error &&
		typeof ( error as { message: unknown } ).message === 'string' &&
		( error as { message: string } ).message
	) {
		return ( error as { message: string } ).message;
	}
	return fallback;
}

function isResult( value: unknown ): value is GifResult {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const result = value as Partial< GifResult >;
	return (
		typeof result.id === 'string' &&
		typeof result.embed_url === 'string' &&
		/^https?:\/\//i.test( result.embed_url ) &&
		!! result.images?.original &&
		typeof result.images.downsized_still?.url === 'string'
	);
}

export async function searchGifs( query: string ): Promise< GifSearchAnswer > {
	let answer: unknown;
	try {
		answer = await apiFetch( {
			path: addQueryArgs( GIF_SEARCH_PATH, {
				q: query,
				limit: SEARCH_LIMIT,
			} ),
		} );
	} catch ( error ) {
		throw new Error(
			messageOf( error, __( 'The GIF search failed.', 'jetpack-blocks' ) )
		);
	}
	const body = ( answer ?? {} ) as Partial< GifSearchAnswer >;
	if ( ! Array.isArray( body.data ) ) {
		throw new Error(
			__(
				'The GIF search answered in an unknown form.',
				'jetpack-blocks'
			)
		);
	}
	return {
		source: body.source === 'media-library' ? 'media-library' : 'giphy',
		data: body.data.filter( isResult ).slice( 0, SEARCH_LIMIT ),
		service: body.service ?? { reached: true },
		library: body.library,
	};
}

export async function lookupGif( id: string ): Promise< GifResult > {
	let answer: unknown;
	try {
		answer = await apiFetch( {
			path: `${ GIF_LOOKUP_PATH }/${ encodeURIComponent( id ) }`,
		} );
	} catch ( error ) {
		throw new Error(
			messageOf(
				error,
				__( 'The GIF could not be looked up.', 'jetpack-blocks' )
			)
		);
	}
	const data = ( answer as { data?: unknown } | null )?.data;
	if ( ! isResult( data ) ) {
		throw new Error(
			__( 'The GIF could not be looked up.', 'jetpack-blocks' )
		);
	}
	return data;
}
