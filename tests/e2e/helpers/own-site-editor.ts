/**
 * The editor fixtures (`page`, `admin`, `editor`, `requestUtils`, `blocks`) on a site of the spec's
 * own (own-site.ts) instead of the suite's shared one: for browser stories that use up AI requests
 * (the shared site has 20 for the whole suite). One site per worker, signed in as its admin.
 *
 *   import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
 *   test.use( { ownSiteName: 'ai-assistant', ownSiteMuPlugins: [ 'e2e-offline.php' ] } );
 */
import fs from 'node:fs';
import path from 'node:path';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from './test';
import { startOwnSite, type OwnSite } from './own-site';

interface OwnSiteWorkerFixtures {
	ownSiteName: string;
	ownSiteMuPlugins: string[];
	ownSite: OwnSite;
}

export const ownSiteTest = test.extend< object, OwnSiteWorkerFixtures >( {
	ownSiteName: [ 'editor', { scope: 'worker', option: true } ],
	ownSiteMuPlugins: [
		[ 'e2e-offline.php' ],
		{ scope: 'worker', option: true },
	],
	ownSite: [
		async ( { ownSiteName, ownSiteMuPlugins }, use ) => {
			const site = await startOwnSite( ownSiteName, ownSiteMuPlugins );
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
	requestUtils: [
		async ( { ownSite }, use, workerInfo ) => {
			// A session of an earlier run belongs to a site that is gone: start without one.
			const storageStatePath = path.join(
				__dirname,
				`../../../test-results/storage-states/own-site-${ workerInfo.workerIndex }.json`
			);
			fs.rmSync( storageStatePath, { force: true } );
			const requestUtils = await RequestUtils.setup( {
				baseURL: ownSite.baseURL,
				storageStatePath,
			} );
			await use( requestUtils );
		},
		{ scope: 'worker' },
	],
} );

export { expect };
