/**
 * The dashboard's tests run against stand-in stores; this checks that the real stores have every
 * selector and action the dashboard calls, under the contract's store names.
 */
import { createRegistry } from '@wordpress/data';
import { store as connectionStore } from '../../../stores/connection';
import { store as modulesStore } from '../../../stores/modules';

describe( 'the stores the dashboard uses', () => {
	const registry = createRegistry();
	registry.register( connectionStore );
	registry.register( modulesStore );

	it( 'connection: jetpack-blocks/connection', () => {
		expect( connectionStore.name ).toBe( 'jetpack-blocks/connection' );
		const select = registry.select( connectionStore ) as unknown as Record<
			string,
			unknown
		>;
		const dispatch = registry.dispatch(
			connectionStore
		) as unknown as Record< string, unknown >;
		for ( const name of [
			'getUserConnectionData',
			'isRegistered',
			'isUserConnected',
			'hasConnectedOwner',
			'isOfflineMode',
			'getSiteIsRegistering',
			'getUserIsConnecting',
			'getRegistrationError',
		] ) {
			expect( [ name, typeof select[ name ] ] ).toEqual( [
				name,
				'function',
			] );
		}
		for ( const name of [
			'registerSite',
			'connectUser',
			'disconnectSite',
			'refreshConnectionStatus',
		] ) {
			expect( [ name, typeof dispatch[ name ] ] ).toEqual( [
				name,
				'function',
			] );
		}
	} );

	it( 'modules: jetpack-blocks/modules', () => {
		expect( modulesStore.name ).toBe( 'jetpack-blocks/modules' );
		const select = registry.select( modulesStore ) as unknown as Record<
			string,
			unknown
		>;
		const dispatch = registry.dispatch( modulesStore ) as unknown as Record<
			string,
			unknown
		>;
		for ( const name of [
			'getModules',
			'isLoading',
			'isModuleUpdating',
		] ) {
			expect( [ name, typeof select[ name ] ] ).toEqual( [
				name,
				'function',
			] );
		}
		expect( typeof dispatch.updateModuleStatus ).toBe( 'function' );
	} );
} );
