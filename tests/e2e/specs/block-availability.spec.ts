/**
 * Feature lists decide what registers (spec 002 §9 "Block catalogue": production, beta,
 * experimental, no-post-editor). Voice to content is a beta block: with the site's beta setting off
 * neither the server (REST block types) nor the editor registers it, and the editor is told why;
 * with the setting on (the owner's checkbox on the dashboard, which names the blocks it adds) both
 * register it, titled as a beta block. Production blocks are there either way. The setting is site-wide: the stories run one after the other and restore it.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from '../helpers/test';

const BETA = 'jetpack/voice-to-content';

interface Availability {
	available: boolean;
	unavailable_reason: string;
}

// Beta blocks are a site-wide setting: the tag runs these after every other story, one at a time.
test.describe( 'block availability @site-wide', () => {
	test.describe.configure( { mode: 'serial' } );

	let original: boolean;

	test.beforeAll( async ( { requestUtils } ) => {
		const settings = ( await requestUtils.rest( {
			path: '/wp/v2/settings',
		} ) ) as Record< string, unknown >;
		original = settings.jetpack_blocks_beta_blocks === true;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { jetpack_blocks_beta_blocks: original },
		} );
	} );

	const setBeta = ( requestUtils: RequestUtils, on: boolean ) =>
		requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { jetpack_blocks_beta_blocks: on },
		} );

	const blockTypeStatus = async (
		requestUtils: RequestUtils,
		name: string
	) =>
		requestUtils.rest( { path: `/wp/v2/block-types/${ name }` } ).then(
			() => 200,
			( error: { code?: string; data?: { status?: number } } ) =>
				error?.data?.status ?? 500
		);

	test( 'with the beta setting off, a beta block is registered neither on the server nor in the editor, and the editor knows why', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await setBeta( requestUtils, false );
		expect( await blockTypeStatus( requestUtils, BETA ) ).toBe( 404 );
		expect( await blockTypeStatus( requestUtils, 'jetpack/gif' ) ).toBe(
			200
		);

		await admin.createNewPost();
		const seen = await page.evaluate( ( name ) => {
			const wp = window as unknown as {
				wp: { blocks: { getBlockType: ( n: string ) => unknown } };
				jetpackBlocksAvailability: Record< string, Availability >;
			};
			return {
				availability: wp.jetpackBlocksAvailability[ name ],
				registered: Boolean( wp.wp.blocks.getBlockType( name ) ),
				gif: Boolean( wp.wp.blocks.getBlockType( 'jetpack/gif' ) ),
			};
		}, BETA );
		expect( seen ).toMatchObject( {
			availability: { available: false, unavailable_reason: 'beta' },
			registered: false,
			gif: true,
		} );
	} );

	test( 'turned on in the dashboard, the server and the editor register it as a beta block', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// The owner's switch, on the plugin's dashboard: it names the block it adds.
		await admin.visitAdminPage( 'admin.php', 'page=jetpack-blocks' );
		const section = page.getByRole( 'region', { name: 'Beta blocks' } );
		await expect( section ).toContainText( 'Voice to content' );
		const box = section.getByRole( 'checkbox', {
			name: 'Offer beta blocks in the editor',
		} );
		await expect( box ).not.toBeChecked();
		await box.check();
		// Saved: the box is usable again and stays ticked after a reload.
		await expect( box ).toBeEnabled();
		await page.reload();
		await expect(
			page
				.getByRole( 'region', { name: 'Beta blocks' } )
				.getByRole( 'checkbox', {
					name: 'Offer beta blocks in the editor',
				} )
		).toBeChecked();
		expect( await blockTypeStatus( requestUtils, BETA ) ).toBe( 200 );

		await admin.createNewPost();
		const title = await page.evaluate(
			( name ) =>
				(
					window as unknown as {
						wp: {
							blocks: {
								getBlockType: (
									n: string
								) => { title: string } | undefined;
							};
						};
					}
				 ).wp.blocks.getBlockType( name )?.title,
			BETA
		);
		expect( title ).toMatch( / \(beta\)$/ );
	} );
} );
