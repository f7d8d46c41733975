/**
 * Custom content types: switched on, Portfolio projects and Testimonials exist (REST, the editor's
 * post types, a visitor's page of a project); each type's option turns it off alone; switched
 * off, both are gone and a project's address no longer shows it. On a site of the spec's own: the
 * post types are site-wide.
 */
import type { APIRequestContext } from '@playwright/test';
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';

const rest = ( path: string ) => `/?rest_route=${ encodeURIComponent( path ) }`;

test.describe( 'Custom content types', () => {
	let site: OwnSite;
	let visitor: APIRequestContext;

	test.beforeAll( async () => {
		site = await startOwnSite( 'modules-cct', [ 'e2e-modules.php' ] );
		visitor = await request.newContext( { baseURL: site.baseURL } );
	} );

	test.afterAll( async () => {
		await visitor.dispose();
		expect( await site.stop() ).toEqual( [] );
	} );

	const post = ( path: string, data: object ) =>
		site.admin.context.post( rest( path ), {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			data,
		} );

	async function types(): Promise< string[] > {
		const response = await site.admin.context.get( rest( '/wp/v2/types' ), {
			headers: { 'X-WP-Nonce': site.admin.nonce },
		} );
		expect( response.status() ).toBe( 200 );
		return Object.keys( await response.json() );
	}

	test( 'on → Portfolio and Testimonials exist; each option turns its type off; off → gone', async () => {
		// Off by default.
		expect( await types() ).not.toContain( 'jetpack-portfolio' );

		expect(
			(
				await post( '/jetpack/v4/module/custom-content-types/active', {
					active: true,
				} )
			).status()
		).toBe( 200 );
		expect( await types() ).toEqual(
			expect.arrayContaining( [
				'jetpack-portfolio',
				'jetpack-testimonial',
			] )
		);

		// A project, published through the type's own REST route, shows to a visitor.
		const title = `Harbour lanterns ${ Date.now() }`;
		const created = await post( '/wp/v2/jetpack-portfolio', {
			title,
			content:
				'<!-- wp:paragraph --><p>Paper and light.</p><!-- /wp:paragraph -->',
			status: 'publish',
		} );
		expect( created.status() ).toBe( 201 );
		const { link } = ( await created.json() ) as { link: string };
		const page = await visitor.get( link );
		expect( page.status() ).toBe( 200 );
		expect( await page.text() ).toContain( title );
		const testimonial = await post( '/wp/v2/jetpack-testimonial', {
			title: 'A happy client',
			status: 'publish',
		} );
		expect( testimonial.status() ).toBe( 201 );

		// The Testimonials option alone: Portfolio stays.
		expect(
			(
				await post( '/jetpack/v4/module/custom-content-types', {
					jetpack_testimonial: false,
				} )
			).status()
		).toBe( 200 );
		const withoutTestimonials = await types();
		expect( withoutTestimonials ).toContain( 'jetpack-portfolio' );
		expect( withoutTestimonials ).not.toContain( 'jetpack-testimonial' );

		// Off: both gone, and the project's address no longer shows it.
		expect(
			(
				await post( '/jetpack/v4/module/custom-content-types/active', {
					active: false,
				} )
			).status()
		).toBe( 200 );
		const off = await types();
		expect( off ).not.toContain( 'jetpack-portfolio' );
		expect( off ).not.toContain( 'jetpack-testimonial' );
		// (The test site has plain permalinks: the address is ?jetpack-portfolio=…, which WordPress
		// ignores once the type is gone and answers with the front page.)
		const gone = await visitor.get( link );
		expect( await gone.text() ).not.toContain( title );
	} );
} );
