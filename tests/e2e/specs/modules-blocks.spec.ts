/**
 * The blocks' own modules: while Forms, Tiled galleries or VideoPress is off, its blocks are
 * unavailable (the availability filter block registration follows answers `missing_module` with
 * the module), and Forms stops accepting submissions; switched on again, both come back. On a site
 * of the spec's own: the modules are site-wide.
 */
import type { APIRequestContext } from '@playwright/test';
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';

const rest = ( path: string ) => `/?rest_route=${ encodeURIComponent( path ) }`;

const FORM = [
	'<!-- wp:jetpack/contact-form -->',
	'<!-- wp:jetpack/field-name {"required":true} /-->',
	'<!-- wp:jetpack/field-email {"required":true} /-->',
	'<!-- wp:jetpack/field-textarea {"required":true} /-->',
	'<!-- /wp:jetpack/contact-form -->',
].join( '\n' );

const OWNED = {
	'contact-form': [ 'jetpack/contact-form', 'jetpack/field-email' ],
	'tiled-gallery': [ 'jetpack/tiled-gallery' ],
	videopress: [ 'videopress/video' ],
};

test.describe( "Blocks follow their module's switch", () => {
	let site: OwnSite;
	let visitor: APIRequestContext;

	test.beforeAll( async () => {
		site = await startOwnSite( 'modules-blocks', [ 'e2e-modules.php' ] );
		visitor = await request.newContext( {
			baseURL: site.baseURL,
			storageState: { cookies: [], origins: [] },
		} );
	} );

	test.afterAll( async () => {
		await visitor.dispose();
		expect( await site.stop() ).toEqual( [] );
	} );

	const headers = () => ( { 'X-WP-Nonce': site.admin.nonce } );

	async function setModule( slug: string, active: boolean ) {
		const response = await site.admin.context.post(
			rest( `/jetpack/v4/module/${ slug }/active` ),
			{ headers: headers(), data: { active } }
		);
		expect( response.status(), `${ slug } → ${ active }` ).toBe( 200 );
	}

	async function availability( name: string ) {
		const response = await site.admin.context.get(
			rest( '/e2e-modules/v1/block-availability' ) +
				`&name=${ encodeURIComponent( name ) }`,
			{ headers: headers() }
		);
		expect( response.status() ).toBe( 200 );
		return response.json();
	}

	for ( const [ module, blocks ] of Object.entries( OWNED ) ) {
		test( `${ module }: on → its blocks are available, off → missing_module`, async () => {
			await setModule( module, true );
			for ( const name of blocks ) {
				expect( await availability( name ), name ).toEqual( {
					available: true,
					reason: '',
					details: [],
				} );
			}
			await setModule( module, false );
			for ( const name of blocks ) {
				expect( await availability( name ), name ).toEqual( {
					available: false,
					reason: 'missing_module',
					details: { module },
				} );
			}
			// Blocks of no module are left alone.
			expect( ( await availability( 'jetpack/gif' ) ).available ).toBe(
				true
			);
			await setModule( module, true );
		} );
	}

	test( 'Forms: on → a visitor’s message is taken; off → it is not', async () => {
		await setModule( 'contact-form', true );
		const created = await site.admin.context.post( rest( '/wp/v2/posts' ), {
			headers: headers(),
			data: { title: 'Contact us', content: FORM, status: 'publish' },
		} );
		expect( created.status() ).toBe( 201 );
		const { id, link } = ( await created.json() ) as {
			id: number;
			link: string;
		};
		const send = ( name: string ) =>
			visitor.post( link, {
				form: {
					jetpack_contact_form: `${ id }-0`,
					'jetpack_field[0]': name,
					'jetpack_field[1]': 'reader@example.com',
					'jetpack_field[2]': 'Hello',
				},
				maxRedirects: 0,
			} );

		// Taken: the handler answers with its redirect to the thank-you message.
		expect( ( await send( 'Taken Reader' ) ).status() ).toBe( 303 );

		await setModule( 'contact-form', false );
		const refused = await send( 'Refused Reader' );
		expect( refused.status() ).toBe( 200 );
		expect( await refused.text() ).not.toContain(
			'Your message has been sent'
		);

		// Only the message sent while Forms was on was stored (the Feedback screen's rows).
		const listed = async ( text: string ) => {
			const screen = await (
				await site.admin.context.get(
					`/wp-admin/edit.php?post_type=feedback&s=${ encodeURIComponent( text ) }`
				)
			).text();
			const rows = /<tbody id="the-list"[^>]*>([\s\S]*?)<\/tbody>/.exec(
				screen
			);
			return ( rows?.[ 1 ] ?? '' ).includes( text );
		};
		expect( await listed( 'Taken Reader' ) ).toBe( true );
		expect( await listed( 'Refused Reader' ) ).toBe( false );
		await setModule( 'contact-form', true );
	} );
} );
