/**
 * What the map needs before it can be drawn (spec 001 §4): the token (or, on the Mapkit provider,
 * the Mapkit token) and the map library, asked for together. Api state: 0 loading, 1 needs a token
 * (the token could not be read), 2 ready. Without a Mapbox token the map is ready at once with the
 * offline basemap.
 */
import { useEffect, useState, type RefObject } from '@wordpress/element';
import { getMapboxKey, getMapkitToken, type MapboxKey } from '../api';
import { loadMapboxInto, type Mapbox } from '../draw-map';
import type { MapProvider } from '../provider';

export type ApiState = 0 | 1 | 2;

export interface MapApi {
	apiState: ApiState;
	key: MapboxKey;
	setKey: ( key: MapboxKey ) => void;
	/** Why the Mapbox token could not be read. */
	keyError: string;
	/** Why the Mapkit token could not be read. */
	mapkitError: string;
	mapbox: Mapbox | null;
	/** Why the map library could not be loaded. */
	libraryError: string;
	/** Asks for the token and the library again. */
	retry: () => void;
	/** Goes on to the map without asking again (a token was given, or the offline basemap chosen). */
	setReady: () => void;
}

export function useMapApi(
	provider: MapProvider,
	wrapper: RefObject< HTMLElement >
): MapApi {
	const [ apiState, setApiState ] = useState< ApiState >( 0 );
	const [ key, setKey ] = useState< MapboxKey >( {
		service_api_key: '',
		service_api_key_source: 'site',
	} );
	const [ keyError, setKeyError ] = useState( '' );
	const [ mapkitError, setMapkitError ] = useState( '' );
	const [ mapbox, setMapbox ] = useState< Mapbox | null >( null );
	const [ libraryError, setLibraryError ] = useState( '' );
	const [ attempt, setAttempt ] = useState( 0 );

	// The token (or the Mapkit token on that provider) and the library, together.
	useEffect( () => {
		let live = true;
		setApiState( 0 );
		setKeyError( '' );
		setMapkitError( '' );
		setLibraryError( '' );
		const tokenStep =
			provider === 'mapkit'
				? getMapkitToken().then(
						() => null,
						( error: Error ) => {
							if ( live ) {
								setMapkitError( error.message );
							}
							return null;
						}
					)
				: getMapboxKey().then(
						( found ) => {
							if ( live ) {
								setKey( found );
							}
							return found;
						},
						( error: Error ) => {
							if ( live ) {
								setKeyError( error.message );
							}
							return 'failed' as const;
						}
					);
		Promise.all( [
			tokenStep,
			// The canvas's window (an iframe), known once the block's wrapper is in it.
			loadMapboxInto(
				wrapper.current?.ownerDocument.defaultView ?? window
			).then(
				( library ) => {
					if ( live ) {
						setMapbox( () => library );
					}
				},
				( error: Error ) => {
					if ( live ) {
						setLibraryError( error.message );
					}
				}
			),
		] ).then( ( [ found ] ) => {
			if ( live ) {
				setApiState( found === 'failed' ? 1 : 2 );
			}
		} );
		return () => {
			live = false;
		};
		// `wrapper` is a ref object (the same one every render): only provider and attempt re-run it.
	}, [ provider, attempt, wrapper ] );

	return {
		apiState,
		key,
		setKey,
		keyError,
		mapkitError,
		mapbox,
		libraryError,
		retry: () => setAttempt( attempt + 1 ),
		setReady: () => setApiState( 2 ),
	};
}
