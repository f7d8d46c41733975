/**
 * Beautiful math (php-stubs/modules/features/latex.php): with the module on, `$latex …$` in a post and
 * in a comment is typeset for a visitor (KaTeX, readable as MathML), while the same syntax in a code
 * block stays as written; a page without math loads no math script. With the module off, the
 * formula is the text the author wrote and nothing is loaded.
 */
import type { Browser, Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';

test.use( {
	ownSiteName: 'module-latex',
	ownSiteMuPlugins: [ 'e2e-offline.php', 'own-site/content-features.php' ],
} );
// The module's switch is site-wide: the stories run one after the other.
test.describe.configure( { mode: 'serial' } );

const POST = [
	'<!-- wp:paragraph -->',
	'<p>Euler: $latex e^{i\\pi}+1=0$ and a big one $latex \\frac{a}{b} &amp;s=2$.</p>',
	'<!-- /wp:paragraph -->',
	'<!-- wp:code -->',
	'<pre class="wp-block-code"><code>Write $latex x^2$ for a formula.</code></pre>',
	'<!-- /wp:code -->',
].join( '\n' );

async function visit( browser: Browser, baseURL: string, link: string ) {
	// Signed out: the test's own context options (the admin's session) would otherwise apply.
	const context = await browser.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	const scripts: string[] = [];
	page.on( 'request', ( request ) => scripts.push( request.url() ) );
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.goto( link );
	return { page, scripts, errors, close: () => context.close() };
}

const mathScript = ( urls: string[] ) =>
	urls.filter( ( url ) => /extensions\/latex\//.test( url ) );

async function formulaTexts( page: Page ) {
	return page
		.locator( '.jetpack-latex annotation[encoding="application/x-tex"]' )
		.allTextContents();
}

test.describe( 'Beautiful math', () => {
	let link = '';
	let plainLink = '';

	test.beforeAll( async ( { requestUtils } ) => {
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Math', content: POST, status: 'publish' },
		} ) ) as { id: number; link: string };
		link = post.link;
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/comments',
			data: {
				post: post.id,
				content: 'The root: $latex \\sqrt{2}$',
				status: 'approved',
			},
		} );
		plainLink = (
			( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: 'No math',
					content:
						'<!-- wp:paragraph --><p>It costs $5 or $latex-free $10.</p><!-- /wp:paragraph -->',
					status: 'publish',
				},
			} ) ) as { link: string }
		 ).link;
	} );

	test( 'on: formulas in the post and its comments are typeset for a visitor', async ( {
		requestUtils,
		browser,
		ownSite,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/latex/active',
			data: { active: true },
		} );
		const visitor = await visit( browser, ownSite.baseURL, link );
		const { page } = visitor;
		await expect( page.locator( '.jetpack-latex .katex' ) ).toHaveCount(
			3
		);
		expect( await formulaTexts( page ) ).toEqual( [
			'e^{i\\pi}+1=0',
			'\\frac{a}{b}',
			'\\sqrt{2}',
		] );
		// `&s=2` is a size, not part of the formula.
		await expect(
			page.locator( '.jetpack-latex' ).nth( 1 )
		).toHaveAttribute( 'style', 'font-size:144%' );
		// Typeset with KaTeX's stylesheet and fonts (a formula of the stylesheet's own font).
		const font = await page
			.locator( '.jetpack-latex .katex' )
			.first()
			.evaluate( ( element ) => getComputedStyle( element ).fontFamily );
		expect( font ).toContain( 'KaTeX_Main' );
		// The code block shows the syntax as written.
		await expect( page.locator( 'pre.wp-block-code' ) ).toHaveText(
			'Write $latex x^2$ for a formula.'
		);
		expect( mathScript( visitor.scripts ).length ).toBeGreaterThan( 0 );
		expect( visitor.errors ).toEqual( [] );
		await visitor.close();
	} );

	test( 'on: a page without math loads no math script or stylesheet', async ( {
		browser,
		ownSite,
	} ) => {
		const visitor = await visit( browser, ownSite.baseURL, plainLink );
		await expect( visitor.page.locator( 'body' ) ).toContainText(
			'It costs $5'
		);
		expect( mathScript( visitor.scripts ) ).toEqual( [] );
		await visitor.close();
	} );

	test( 'off: the formula is the text the author wrote, and nothing is loaded', async ( {
		requestUtils,
		browser,
		ownSite,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/latex/active',
			data: { active: false },
		} );
		const visitor = await visit( browser, ownSite.baseURL, link );
		const { page } = visitor;
		await expect(
			page.locator( '.entry-content, main' ).first()
		).toContainText( 'Euler: $latex e^{i\\pi}+1=0$' );
		await expect( page.locator( '.jetpack-latex' ) ).toHaveCount( 0 );
		await expect( page.locator( '.katex' ) ).toHaveCount( 0 );
		expect( mathScript( visitor.scripts ) ).toEqual( [] );
		await visitor.close();
	} );
} );
