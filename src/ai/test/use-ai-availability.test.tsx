/**
 * The hook reads the real stores: the user's connection (fetched when the page did not print it),
 * the feature's errorCode and the module's state, through the site's REST answers.
 */
import { renderHook, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { setAiClientConfig } from '../../shared/ai-client/config';
import { useAiAvailability } from '../use-ai-availability';

const isUserConnected = false;
const contactFormActive = false;

/** A minimal REST answer of the site (api-fetch reads `json()` and the status). */
function answer( body: unknown ) {
	return {
		ok: true,
		status: 200,
		headers: { get: () => 'application/json' },
		json: async () => body,
		text: async () => JSON.stringify( body ),
	};
}

beforeAll( () => {
	apiFetch.setFetchHandler( async ( options ) => {
		const path = String( options.path ?? options.url ?? '' );
		let body: unknown = {};
		if ( /connection\/data/.test( path ) ) {
			body = {
				currentUser: { isConnected: isUserConnected, permissions: {} },
			};
		} else if ( /connection(\?|&|$|%2F?$)/.test( path ) ) {
			body = { isRegistered: isUserConnected, isUserConnected };
		} else if ( /module\/all/.test( path ) ) {
			body = { 'contact-form': { activated: contactFormActive } };
		} else if ( /ai-assistant-feature/.test( path ) ) {
			body = { 'requests-count': 0 };
		}
		return options.parse === false ? answer( body ) : body;
	} );
} );

afterEach( () => setAiClientConfig( null ) );

describe( 'useAiAvailability', () => {
	it( 'asks a user who is not connected to reconnect, once the connection is known', async () => {
		const { result } = renderHook( () =>
			useAiAvailability( { blockName: 'jetpack/ai-assistant' } )
		);
		// Nothing is offered (and no banner flashes) before the connection is known.
		expect( result.current.canRequest ).toBe( false );
		await waitFor( () =>
			expect( result.current.isChecking ).toBe( false )
		);
		expect( result.current ).toMatchObject( {
			isOffered: true,
			canRequest: false,
			needsConnection: true,
			reason: 'not-connected',
		} );
		expect( result.current.connectionUrl ).toMatch(
			/\/wp-admin\/admin\.php\?page=jetpack-blocks#\/connection$/
		);
	} );

	it( 'hides the contact form AI while its module is inactive', async () => {
		setAiClientConfig( { requiresConnection: false } );
		const { result } = renderHook( () =>
			useAiAvailability( { module: 'contact-form' } )
		);
		await waitFor( () =>
			expect( result.current.isChecking ).toBe( false )
		);
		expect( result.current ).toMatchObject( {
			isOffered: false,
			reason: 'module-inactive',
		} );
	} );
} );
