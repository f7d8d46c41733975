/**
 * POST jetpack/v4/plugins (activation) makes the checks of core's REST plugins controller, on a
 * multisite network (helpers/multisite.ts) where they matter: network-only plugins, network-active
 * plugins, the per-plugin `activate_plugin` capability, and activate_plugins itself.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	startNetwork,
	type Network,
	type SignedIn,
} from '../helpers/multisite';

interface Answer {
	status: number;
	code?: string;
}

const PLUGINS = `/?rest_route=${ encodeURIComponent( '/jetpack/v4/plugins' ) }`;

async function activate( user: SignedIn, slug: string ): Promise< Answer > {
	const response = await user.context.post( PLUGINS, {
		headers: { 'X-WP-Nonce': user.restNonce },
		data: { slug, status: 'active' },
	} );
	const body = ( await response.json() ) as { code?: string };
	return { status: response.status(), code: body.code };
}

async function listed(
	user: SignedIn
): Promise< Record< string, { active: boolean; network_active: boolean } > > {
	const response = await user.context.get( PLUGINS, {
		headers: { 'X-WP-Nonce': user.restNonce },
	} );
	expect( response.status() ).toBe( 200 );
	const plugins = ( await response.json() ) as Record<
		string,
		{ slug: string; active: boolean; network_active: boolean }
	>;
	return Object.fromEntries(
		Object.values( plugins ).map( ( plugin ) => [ plugin.slug, plugin ] )
	);
}

test.describe( 'Plugin activation on a multisite network', () => {
	// One network for the file: the tests read each other's results in order.
	test.describe.configure( { mode: 'serial' } );

	let network: Network;
	let networkAdmin: SignedIn;
	let siteAdmin: SignedIn;
	const contexts: APIRequestContext[] = [];

	test.beforeAll( async ( {}, testInfo ) => {
		testInfo.setTimeout( 120_000 );
		network = await startNetwork( `plugins-${ testInfo.workerIndex }` );
		networkAdmin = await network.signIn( 'admin' );
		siteAdmin = await network.signIn(
			await network.createUser( 'administrator', 'siteadmin' )
		);
		contexts.push( networkAdmin.context, siteAdmin.context );
	} );

	test.afterAll( async () => {
		await Promise.all( contexts.map( ( context ) => context.dispose() ) );
		const problems = network?.pluginProblems() ?? [];
		await network?.stop();
		expect( problems, 'PHP problems in the plugin' ).toEqual( [] );
	} );

	test( 'a network-only plugin is never activated for one site, even by the network administrator', async () => {
		expect( await activate( networkAdmin, 'e2e-network-only' ) ).toEqual( {
			status: 400,
			code: 'rest_network_only_plugin',
		} );
		expect(
			( await listed( networkAdmin ) )[ 'e2e-network-only' ]
		).toMatchObject( { active: false, network_active: false } );
	} );

	test( 'a site administrator neither sees nor activates a network-only plugin', async () => {
		const plugins = await listed( siteAdmin );
		expect( plugins[ 'e2e-plain' ] ).toBeDefined();
		expect( plugins[ 'e2e-network-only' ] ).toBeUndefined();
		expect( await activate( siteAdmin, 'e2e-network-only' ) ).toEqual( {
			status: 403,
			code: 'rest_cannot_view_plugin',
		} );
		expect(
			( await listed( networkAdmin ) )[ 'e2e-network-only' ]
		).toMatchObject( { active: false, network_active: false } );
	} );

	test( 'a plugin the site refuses through the activate_plugin capability stays inactive', async () => {
		for ( const user of [ networkAdmin, siteAdmin ] ) {
			expect( await activate( user, 'e2e-locked' ) ).toEqual( {
				status: 403,
				code: 'rest_cannot_activate_plugin',
			} );
		}
		expect( ( await listed( networkAdmin ) )[ 'e2e-locked' ]?.active ).toBe(
			false
		);
	} );

	test( 'a network-active plugin is managed by network administrators only', async () => {
		expect( await activate( siteAdmin, 'e2e-network-wide' ) ).toEqual( {
			status: 403,
			code: 'rest_cannot_manage_network_plugins',
		} );
		expect( await activate( networkAdmin, 'e2e-network-wide' ) ).toEqual( {
			status: 200,
			code: 'success',
		} );
	} );

	test( 'a user who can manage options but not activate plugins is refused', async () => {
		const manager = await network.signIn(
			await network.createUser( 'e2e_options_manager', 'optionsmanager' )
		);
		contexts.push( manager.context );
		expect( ( await activate( manager, 'e2e-plain' ) ).status ).toBe( 403 );
		expect( ( await listed( networkAdmin ) )[ 'e2e-plain' ]?.active ).toBe(
			false
		);
	} );

	test( 'a site administrator activates an ordinary plugin for the site', async () => {
		expect( await activate( siteAdmin, 'e2e-plain' ) ).toEqual( {
			status: 200,
			code: 'success',
		} );
		expect( ( await listed( siteAdmin ) )[ 'e2e-plain' ] ).toMatchObject( {
			active: true,
			network_active: false,
		} );
	} );
} );
