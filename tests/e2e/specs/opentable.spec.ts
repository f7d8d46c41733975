import type { Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

/**
 * OpenTable cannot be reached from these machines. Its addresses are answered by a local stand-in
 * page (the editor preview and visitors' iframe), or refused where the spec checks the fallback.
 */
const OPENTABLE = /^https?:\/\/([a-z0-9-]+\.)*opentable\.[a-z.]+\//i;

async function standInForOpenTable( page: Page ): Promise< void > {
	await page.route( OPENTABLE, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'text/html',
			body: '<!doctype html><title>OpenTable stand-in</title><p>Reservation widget stand-in</p>',
		} )
	);
}

/** The embed code OpenTable's widget builder gives a restaurant (tall style, in French). */
const EMBED_CODE =
	"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=tall&color=1&dark=false&iframe=true&domain=com&lang=fr-CA&newtab=false&ot_source=Restaurant%20website'></script>";

test.describe( 'jetpack/opentable', () => {
	// The offline restaurant search answers 503 and a bad request 400; the browser logs both.
	test.use( {
		allowedConsoleError: /the server responded with a status of (503|400)/,
	} );

	test( 'insert, search offline, paste an embed code, choose style and language, save, reload, and show the widget with a plain link to visitors', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		// The longest story of the suite (search, two embeds, sidebar, alignment, save, reload, visit).
		test.slow();
		await standInForOpenTable( page );
		await blocks.newPost( 'Reservation story' );
		const block = await blocks.insertFromInserter( 'OpenTable' );
		await expect(
			block.getByText( 'OpenTable Reservation' )
		).toBeVisible();

		// Search: no network, so the block says so instead of showing results.
		const picker = block.getByRole( 'combobox', { name: 'Restaurants' } );
		await picker.pressSequentially( 'Chez Pani' );
		await expect(
			block.getByText(
				'Restaurant search needs a network connection, and OpenTable cannot be reached right now. You can still enter a restaurant ID or paste the embed code from your OpenTable account.'
			)
		).toBeVisible();
		await expect( block.getByRole( 'option' ) ).toHaveCount( 0 );
		await picker.fill( '' );

		// An embed code of another service is refused with the spec's message.
		await picker.fill(
			'<script src="https://widgets.example.com/loader?rid=1"></script>'
		);
		await picker.press( 'Enter' );
		await expect( block.getByText( 'We ran into an issue' ) ).toBeVisible();
		await expect(
			block.getByText(
				'Please ensure this embed matches the one from your OpenTable account'
			)
		).toBeVisible();

		// Pasting OpenTable's embed code sets the restaurant, style and language at once.
		await picker.evaluate( ( input, code ) => {
			const data = new DataTransfer();
			data.setData( 'text/plain', code );
			input.dispatchEvent(
				new ClipboardEvent( 'paste', {
					clipboardData: data,
					bubbles: true,
					cancelable: true,
				} )
			);
		}, EMBED_CODE );
		const preview = block.locator( 'iframe' );
		await expect( preview ).toHaveAttribute( 'src', /rid=412810/ );
		await expect( preview ).toHaveAttribute( 'src', /theme=tall/ );
		await expect( preview ).toHaveAttribute( 'height', '490' );

		// Sidebar: wide style (which widens the block), German, new window.
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'combobox', { name: 'Style' } )
			.selectOption( 'wide' );
		await expect( block ).toHaveClass( /alignwide/ );
		await expect( preview ).toHaveAttribute( 'width', '840' );
		const warning = sidebar.getByText( /The Wide style needs room/ );
		await expect( warning ).toHaveCount( 0 );
		await sidebar
			.getByRole( 'combobox', { name: 'Language' } )
			.selectOption( 'de-DE' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Open in a new window' } )
			.check();
		// The button style is there for one restaurant.
		await expect(
			sidebar
				.getByRole( 'combobox', { name: 'Style' } )
				.locator( 'option[value="button"]' )
		).toHaveCount( 1 );

		// A narrow alignment with the wide style brings the warning; wide width removes it.
		await editor.clickBlockToolbarButton( 'Align' );
		await page
			.getByRole( 'menuitemradio', { name: /Align center/ } )
			.click();
		await expect( warning ).toBeVisible();
		await editor.clickBlockToolbarButton( 'Align' );
		await page.getByRole( 'menuitemradio', { name: /Wide width/ } ).click();
		await expect( warning ).toHaveCount( 0 );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/opentable',
			attributes: {
				rid: [ '412810' ],
				style: 'wide',
				iframe: true,
				domain: 'com',
				lang: 'de-DE',
				newtab: true,
				negativeMargin: false,
				align: 'wide',
			},
		} );

		const visitor = await BlockSteps.anonymousPage( page );
		await standInForOpenTable( visitor );
		await visitor.goto( `/?p=${ postId }` );
		const widget = visitor.locator( '.wp-block-jetpack-opentable' );
		await expect( widget ).toHaveClass( /alignwide/ );
		await expect( widget ).toHaveClass( /is-style-wide/ );
		const iframe = widget.locator( 'iframe' );
		await expect( iframe ).toHaveAttribute(
			'title',
			'OpenTable reservation'
		);
		await expect( iframe ).toHaveAttribute( 'width', '840' );
		await expect( iframe ).toHaveAttribute( 'height', '150' );
		const src = new URL( ( await iframe.getAttribute( 'src' ) ) ?? '' );
		expect( src.origin + src.pathname ).toBe(
			'https://www.opentable.com/widget/reservation/canvas'
		);
		expect( Object.fromEntries( src.searchParams ) ).toMatchObject( {
			rid: '412810',
			type: 'standard',
			theme: 'wide',
			lang: 'de-DE',
			newtab: 'true',
		} );
		const link = widget.getByRole( 'link', {
			name: 'Reserve a table on OpenTable',
		} );
		await expect( link ).toHaveAttribute(
			'href',
			'https://www.opentable.com/restref/client/?rid=412810&lang=de-DE'
		);
		await expect( link ).toHaveAttribute( 'target', '_blank' );
		// With the iframe, no OpenTable script is loaded at all.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( source ) =>
				OPENTABLE.test( source )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/opentable' );
		await visitor.close();
	} );

	test( 'without the iframe, the loader script is only on pages with the block, and visitors still get reservation links when it cannot load', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		const withBlock = await blocks.createPostWithContent(
			'<!-- wp:jetpack/opentable {"rid":["412810","99887"],"style":"button","iframe":false,"domain":"co.uk","lang":"nl-NL"} /-->',
			'Two restaurants'
		);
		const without = await blocks.createPostWithContent(
			'<!-- wp:paragraph --><p>No reservations here.</p><!-- /wp:paragraph -->',
			'No block'
		);

		const visitor = await BlockSteps.anonymousPage( page );
		const refused: string[] = [];
		await visitor.route( OPENTABLE, ( route ) => {
			refused.push( route.request().url() );
			return route.abort();
		} );
		await visitor.goto( withBlock.link );
		const widget = visitor.locator( '.wp-block-jetpack-opentable' );
		// Several restaurants: the button style is dropped.
		await expect( widget ).toHaveClass( /is-style-standard/ );
		await expect( widget.locator( 'iframe' ) ).toHaveCount( 0 );
		const loader = new URL(
			( await widget.locator( 'script' ).getAttribute( 'src' ) ) ?? ''
		);
		// The loader always comes from OpenTable's main site; the UK is its `domain` parameter.
		expect( loader.origin + loader.pathname ).toBe(
			'https://www.opentable.com/widget/reservation/loader'
		);
		expect( loader.searchParams.get( 'domain' ) ).toBe( 'couk' );
		expect( loader.searchParams.getAll( 'rid' ) ).toEqual( [
			'412810',
			'99887',
		] );
		expect( loader.searchParams.get( 'type' ) ).toBe( 'multi' );
		expect( refused.some( ( url ) => url.includes( '/loader?' ) ) ).toBe(
			true
		);
		await expect( widget.getByRole( 'link' ) ).toHaveText( [
			'Reserve a table at restaurant 412810 on OpenTable',
			'Reserve a table at restaurant 99887 on OpenTable',
		] );
		await expect( widget.getByRole( 'link' ).first() ).toHaveAttribute(
			'href',
			'https://www.opentable.co.uk/restref/client/?rid=412810&lang=nl-NL'
		);
		await visitorMarkup.check( visitor, 'jetpack/opentable' );

		await visitor.goto( without.link );
		await expect(
			visitor.getByText( 'No reservations here.' )
		).toBeVisible();
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( source ) =>
				OPENTABLE.test( source )
			)
		).toEqual( [] );
		await visitor.close();
	} );

	test( 'the restaurant search route answers offline with an error, bounds its input and needs an editor', async ( {
		page,
		blocks,
	} ) => {
		await blocks.newPost( 'Search route' );
		const answers = await page.evaluate( async () => {
			const { apiFetch } = (
				window as unknown as {
					wp: { apiFetch: ( options: object ) => Promise< unknown > };
				}
			 ).wp;
			const ask = ( path: string ) =>
				apiFetch( { path } ).then(
					( body ) => ( { ok: true, body } ),
					( error: {
						code?: string;
						data?: { status?: number };
					} ) => ( {
						ok: false,
						code: error.code,
						status: error.data?.status,
					} )
				);
			return Promise.all( [
				ask( '/wpcom/v2/opentable/restaurants?query=Chez&pageSize=20' ),
				ask( '/wpcom/v2/opentable/restaurants?query=Chez&pageSize=21' ),
				ask(
					`/wpcom/v2/opentable/restaurants?query=${ 'a'.repeat( 101 ) }`
				),
				ask( '/wpcom/v2/opentable/restaurants' ),
			] );
		} );
		expect( answers ).toEqual( [
			{ ok: false, code: 'opentable_unreachable', status: 503 },
			{ ok: false, code: 'rest_invalid_param', status: 400 },
			{ ok: false, code: 'rest_invalid_param', status: 400 },
			{ ok: false, code: 'missing_query', status: 400 },
		] );

		const visitor = await BlockSteps.anonymousPage( page );
		for ( const query of [ '', '&query=Chez' ] ) {
			const anonymous = await visitor.request.get(
				`/?rest_route=/wpcom/v2/opentable/restaurants${ query }`
			);
			expect( anonymous.status() ).toBe( 401 );
		}
		await visitor.close();
	} );
} );
