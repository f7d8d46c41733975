/**
 * Restaurant search through the site's own route (GET /wpcom/v2/opentable/restaurants), which asks
 * OpenTable on the server. Offline the route answers 503 `opentable_unreachable`; the search never
 * makes results up.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { MAX_SUGGESTIONS } from './rules';

export const RESTAURANTS_PATH = '/wpcom/v2/opentable/restaurants';

export interface Restaurant {
	rid: string;
	name: string;
	location: string;
}

export class RestaurantSearchError extends Error {
	constructor(
		message: string,
		/** True when the site could not reach OpenTable (no network): ids and embed codes still work. */
		readonly offline: boolean
	) {
		super( message );
		this.name = 'RestaurantSearchError';
	}
}

function toRestaurants( response: unknown ): Restaurant[] {
	const list =
		typeof response === 'object' && response !== null
			? ( response as { restaurants?: unknown } ).restaurants
			: undefined;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	return list
		.filter(
			( item ): item is Restaurant =>
				typeof item === 'object' &&
				item !== null &&
				typeof item.rid === 'string' &&
				/^[0-9]{1,10}$/.test( item.rid ) &&
				typeof item.name === 'string' &&
				item.name !== ''
		)
		.map( ( { rid, name, location } ) => ( {
			rid,
			name,
			location: typeof location === 'string' ? location : '',
		} ) )
		.slice( 0, MAX_SUGGESTIONS );
}

/** At most MAX_SUGGESTIONS restaurants matching the query, as OpenTable finds them. */
export async function searchRestaurants(
	query: string,
	signal?: AbortSignal
): Promise< Restaurant[] > {
	try {
		const response = await apiFetch( {
			path: `${ RESTAURANTS_PATH }?${ new URLSearchParams( {
				query: query.trim().slice( 0, 100 ),
				pageSize: String( MAX_SUGGESTIONS ),
			} ).toString() }`,
			signal,
		} );
		return toRestaurants( response );
	} catch ( error ) {
		if ( ( error as { name?: string } )?.name === 'AbortError' ) {
			throw error;
		}
		const { code, message } = ( error ?? {} ) as {
			code?: string;
			message?: string;
		};
		if ( code === 'opentable_unreachable' || code === 'fetch_error' ) {
			throw new RestaurantSearchError(
				__(
					'Restaurant search needs a network connection, and OpenTable cannot be reached right now. You can still enter a restaurant ID or paste the embed code from your OpenTable account.',
					'jetpack-blocks'
				),
				true
			);
		}
		throw new RestaurantSearchError(
			message || __( 'The restaurant search failed.', 'jetpack-blocks' ),
			false
		);
	}
}
