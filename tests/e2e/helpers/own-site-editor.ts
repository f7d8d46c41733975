/**
 * The editor fixtures (`page`, `admin`, `editor`, `requestUtils`, `blocks`) on a site of the spec's
 * own (own-site.ts) instead of the suite's shared one: for browser stories that use up AI requests
 * (the shared site has 20 for the whole suite). One site per worker, signed in as its admin.
 *
 *   import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
 *   test.use( { ownSiteName: 'ai-assistant', ownSiteMuPlugins: [ 'e2e-offline.php' ] } );
 */
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from './test';
import { startOwnSite, type OwnSite } from './own-site';
import { removeRepositoryLink, sitePhp } from '../release/site-files';

/** Removes the site's link to the repository and switches the plugin off, before it is served. */
function withoutPlugin( siteDir: string ): void {
	removeRepositoryLink( siteDir );
	sitePhp(
		siteDir,
		"update_option( 'active_plugins', array() ); echo wp_json_encode( true );"
	);
}

interface OwnSiteWorkerFixtures {
	ownSiteName: string;
	ownSiteMuPlugins: string[];
	/**
	 * `none`: the site is served without the plugin (its link removed, and switched off), for a
	 * spec that installs the plugin itself.
	 */
	ownSitePlugin: 'linked' | 'none';
	ownSite: OwnSite;
}

export const ownSiteTest = test.extend< object, OwnSiteWorkerFixtures >( {
	ownSiteName: [ 'editor', { scope: 'worker', option: true } ],
	// The AI specs run without the connection gate (e2e-ai-without-connection.php) and with the
	// suite's stand-in model (e2e-ai-standin.php); a spec checking the gate, or the editor with no
	// model set up, lists its plugins without them.
	ownSiteMuPlugins: [
		[
			'e2e-offline.php',
			'e2e-ai-without-connection.php',
			'e2e-ai-standin.php',
		],
		{ scope: 'worker', option: true },
	],
	ownSitePlugin: [ 'linked', { scope: 'worker', option: true } ],
	ownSite: [
		async ( { ownSiteName, ownSiteMuPlugins, ownSitePlugin }, use ) => {
			const site = await startOwnSite( ownSiteName, ownSiteMuPlugins, {
				beforeServe:
					ownSitePlugin === 'none' ? withoutPlugin : undefined,
			} );
			await use( site );
			expect( await site.stop(), 'PHP problems in the plugin' ).toEqual(
				[]
			);
		},
		{ scope: 'worker' },
	],
	// The browser and the REST helpers talk to the own site, signed in as its admin.
	baseURL: async ( { ownSite }, use ) => use( ownSite.baseURL ),
	storageState: async ( { ownSite }, use ) =>
		use( await ownSite.admin.context.storageState() ),
	// The REST helpers reuse the own site's admin session: their own set-up discovers the REST root
	// of the shared site (WP_BASE_URL), so it is given the own site's root and nonce instead.
	requestUtils: [
		async ( { ownSite }, use ) => {
			const requestUtils = new RequestUtils( ownSite.admin.context, {
				baseURL: ownSite.baseURL,
				storageState: {
					cookies: [],
					nonce: ownSite.admin.nonce,
					rootURL: `${ ownSite.baseURL }/index.php?rest_route=/`,
				},
			} );
			await use( requestUtils );
		},
		// Overridden as it was declared (auto); the option's type does not list `auto`.
		{ scope: 'worker', auto: true } as { scope: 'worker' },
	],
} );

export { expect };
