/**
 * The visitor-markup check itself (helpers/visitor-markup.ts): it holds a block to its own markup
 * only, and says what to install when Java is missing.
 */
import { test, expect } from '../helpers/test';
import { JAVA_MISSING, NuChecker } from '../helpers/visitor-markup';

const page = ( body: string ) =>
	`<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Check</title></head><body>\n${ body }\n</body></html>`;

test.describe( 'Visitor-markup check', () => {
	test( "counts errors inside the block's output and ignores the rest of the page", async ( {
		page: browserPage,
		visitorMarkup,
	} ) => {
		// The theme's part has an error (a <div> in a <span>); the block's part is valid.
		const clean = page(
			'<span><div>theme</div></span>\n<main><!-- e2e-block:start jetpack/sample --><p class="wp-block-jetpack-sample">Fine</p><!-- e2e-block:end jetpack/sample --></main>'
		);
		await browserPage.setContent( clean );
		expect(
			await visitorMarkup.problems( browserPage, 'jetpack/sample', {
				source: clean,
			} )
		).toEqual( [] );

		// The same error inside the block counts.
		const broken = page(
			'<main><!-- e2e-block:start jetpack/sample --><span class="wp-block-jetpack-sample"><div>block</div></span><!-- e2e-block:end jetpack/sample --></main>'
		);
		await browserPage.setContent( broken );
		expect(
			await visitorMarkup.problems( browserPage, 'jetpack/sample', {
				source: broken,
			} )
		).toEqual( [
			expect.stringMatching(
				/^HTML: Element “div” not allowed as child of element “span”/
			),
		] );
	} );

	test( 'reports a serious accessibility violation in the block', async ( {
		page: browserPage,
		visitorMarkup,
	} ) => {
		const source = page(
			'<main><!-- e2e-block:start jetpack/sample --><div class="wp-block-jetpack-sample"><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"></div><!-- e2e-block:end jetpack/sample --></main>'
		);
		await browserPage.setContent( source );
		expect(
			await visitorMarkup.problems( browserPage, 'jetpack/sample', {
				source,
			} )
		).toEqual( [
			expect.stringMatching(
				/^HTML: An “img” element must have an “alt”/
			),
			expect.stringMatching(
				/^Accessibility \(critical\): .*\[image-alt\]/
			),
		] );
	} );

	test( 'says how to install Java when it is missing', async () => {
		const path = process.env.PATH;
		process.env.PATH = '/nonexistent';
		try {
			await expect(
				new NuChecker().validate( page( '' ) )
			).rejects.toThrow( JAVA_MISSING );
		} finally {
			process.env.PATH = path;
		}
		expect( JAVA_MISSING ).toContain(
			'apt-get install default-jre-headless'
		);
	} );
} );
