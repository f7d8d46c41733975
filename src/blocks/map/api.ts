/**
 * The map block's calls (spec 001 §7): the Mapbox token routes, the Mapkit token route, and place
 * search — Mapbox geocoding when a token is set, else the site's offline gazetteer
 * (GET /wpcom/v2/map/places, php-stubs/routes/map.php).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';
import { SEARCH_RESULTS } from './rules';
import type { MapPoint } from './types';

export const MAPBOX_KEY_PATH = '/wpcom/v2/service-api-keys/mapbox';
export const MAPKIT_PATH = '/wpcom/v2/mapkit';
export const PLACES_PATH = '/wpcom/v2/map/places';

export interface MapboxKey {
	service_api_key: string;
	service_api_key_source: 'site' | 'wpcom';
	message?: string;
	/** For the site owner: a stored token is not used because it is not public (pk.…). */
	warning?: string;
}

export function messageOf( error: unknown, fallback: string ): string {
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

function asKey( answer: unknown ): MapboxKey {
	const body = ( answer ?? {} ) as Partial< MapboxKey >;
	return {
		service_api_key:
			typeof body.service_api_key === 'string'
				? body.service_api_key
				: '',
		service_api_key_source:
			body.service_api_key_source === 'wpcom' ? 'wpcom' : 'site',
		message: typeof body.message === 'string' ? body.message : undefined,
		warning:
			typeof body.warning === 'string' && body.warning
				? body.warning
				: undefined,
	};
}

async function keyCall(
	options: Parameters< typeof apiFetch >[ 0 ]
): Promise< MapboxKey > {
	try {
		return asKey( await apiFetch( options ) );
	} catch ( error ) {
		throw new Error(
			messageOf(
				error,
				__(
					'The Mapbox access token could not be reached.',
					'jetpack-blocks'
				)
			)
		);
	}
}

export const getMapboxKey = () => keyCall( { path: MAPBOX_KEY_PATH } );

export const setMapboxKey = ( token: string ) =>
	keyCall( {
		path: MAPBOX_KEY_PATH,
		method: 'POST',
		data: { service_api_key: token },
	} );

export const removeMapboxKey = () =>
	keyCall( { path: MAPBOX_KEY_PATH, method: 'DELETE' } );

export const MAPKIT_TOKEN_FAILED = () =>
	__(
		'Failed to retrieve a Mapkit API token. Please try refreshing.',
		'jetpack-blocks'
	);

export async function getMapkitToken(): Promise< string > {
	try {
		const answer = ( await apiFetch( { path: MAPKIT_PATH } ) ) as {
			wpcom_mapkit_access_token?: unknown;
		};
		if (
			typeof answer?.wpcom_mapkit_access_token === 'string' &&
			answer.wpcom_mapkit_access_token
		) {
			return answer.wpcom_mapkit_access_token;
		}
	} catch {
		// Reported below with the spec's message.
	}
	throw new Error( MAPKIT_TOKEN_FAILED() );
}

export type PlaceSource = 'offline-gazetteer' | 'mapbox';

export interface PlaceOption {
	point: MapPoint;
	label: string;
}

interface GazetteerPlace {
	id: string;
	name: string;
	place_name: string;
	latitude: number;
	longitude: number;
}

function gazetteerOption( place: GazetteerPlace ): PlaceOption {
	return {
		label: place.place_name,
		point: {
			id: place.id,
			title: place.name,
			caption: place.place_name,
			placeTitle: place.place_name,
			coordinates: {
				latitude: place.latitude,
				longitude: place.longitude,
			},
		},
	};
}

interface MapboxFeature {
	id: string;
	text: string;
	place_name: string;
	center: [ number, number ];
}

function mapboxOption( feature: MapboxFeature ): PlaceOption {
	return {
		label: feature.place_name,
		point: {
			id: feature.id,
			title: feature.text,
			caption: feature.place_name,
			placeTitle: feature.text,
			coordinates: {
				longitude: feature.center[ 0 ],
				latitude: feature.center[ 1 ],
			},
		},
	};
}

/** Up to 10 places for a typed address. */
export async function searchPlaces(
	query: string,
	token: string,
	signal?: AbortSignal
): Promise< PlaceOption[] > {
	if ( token ) {
		const url = addQueryArgs(
			`https://api.mapbox.com/geocoding/v5/mapbox.places/${ encodeURIComponent(
				query
			) }.json`,
			{ access_token: token, limit: SEARCH_RESULTS, autocomplete: true }
		);
		let response: Response;
		try {
			response = await fetch( url, { signal } );
		} catch ( error ) {
			if ( signal?.aborted ) {
				throw error;
			}
			throw new Error(
				__(
					'Mapbox could not be reached to search for this address.',
					'jetpack-blocks'
				)
			);
		}
		if ( ! response.ok ) {
			throw new Error(
				messageOf(
					await response.json().catch( () => null ),
					__( 'The Mapbox address search failed.', 'jetpack-blocks' )
				)
			);
		}
		const body = ( await response.json() ) as {
			features?: MapboxFeature[];
		};
		return ( body.features ?? [] )
			.slice( 0, SEARCH_RESULTS )
			.map( mapboxOption );
	}
	let answer: unknown;
	try {
		answer = await apiFetch( {
			path: addQueryArgs( PLACES_PATH, {
				q: query,
				limit: SEARCH_RESULTS,
			} ),
			signal,
		} );
	} catch ( error ) {
		if ( signal?.aborted ) {
			throw error;
		}
		throw new Error(
			messageOf(
				error,
				__( 'The place search failed.', 'jetpack-blocks' )
			)
		);
	}
	const places = ( answer as { places?: GazetteerPlace[] } )?.places;
	return Array.isArray( places )
		? places.slice( 0, SEARCH_RESULTS ).map( gazetteerOption )
		: [];
}

export const ADDRESS_NOT_FOUND = () =>
	__(
		'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.',
		'jetpack-blocks'
	);
