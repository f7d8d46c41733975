import { connectionFlowUrl, getAiAvailability } from '../availability';

describe( 'getAiAvailability (spec 000 §6)', () => {
	const connected = { isHosted: false, isUserConnected: true };

	it( 'offers AI to a connected user on a self-hosted site', () => {
		expect( getAiAvailability( connected ) ).toEqual( {
			isOffered: true,
			canRequest: true,
			needsConnection: false,
		} );
	} );

	it( 'offers AI on hosted (simple or atomic) sites without a user connection', () => {
		expect(
			getAiAvailability( { isHosted: true, isUserConnected: false } )
		).toMatchObject( { isOffered: true, canRequest: true } );
	} );

	it( 'keeps AI visible but locked for a user who is not connected: Reconnect', () => {
		expect(
			getAiAvailability( { isHosted: false, isUserConnected: false } )
		).toEqual( {
			isOffered: true,
			canRequest: false,
			needsConnection: true,
			reason: 'not-connected',
		} );
	} );

	it( 'needs no connection where the site dropped the requirement', () => {
		expect(
			getAiAvailability( {
				isHosted: false,
				isUserConnected: false,
				requiresConnection: false,
			} )
		).toMatchObject( { canRequest: true, needsConnection: false } );
	} );

	it.each( [
		[ { isBlockTypeHidden: true }, 'block-hidden' ],
		[ { featureErrorCode: 'error_site_blocked' }, 'feature-error' ],
		[ { isModuleActive: false }, 'module-inactive' ],
	] as const )( 'hides AI support entirely when %o', ( extra, reason ) => {
		// Hidden wins over "not connected": there is nothing to reconnect for.
		for ( const isUserConnected of [ true, false ] ) {
			expect(
				getAiAvailability( {
					isHosted: false,
					isUserConnected,
					...extra,
				} )
			).toEqual( {
				isOffered: false,
				canRequest: false,
				needsConnection: false,
				reason,
			} );
		}
	} );

	it( 'ignores an empty error code and an active module', () => {
		expect(
			getAiAvailability( {
				...connected,
				featureErrorCode: '',
				isModuleActive: true,
			} )
		).toMatchObject( { isOffered: true, canRequest: true } );
	} );
} );

describe( 'connectionFlowUrl', () => {
	it( "leads to the dashboard's connection flow", () => {
		expect( connectionFlowUrl( 'https://site.example/wp-admin/' ) ).toBe(
			'https://site.example/wp-admin/admin.php?page=jetpack-blocks#/connection'
		);
		expect( connectionFlowUrl( 'https://site.example/wp-admin' ) ).toBe(
			'https://site.example/wp-admin/admin.php?page=jetpack-blocks#/connection'
		);
	} );
} );
