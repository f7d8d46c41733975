/**
 * jetpack/gif: searches go through our route (GET /wpcom/v2/gif/search), which, with no GIF service
 * key set (as on this test site) or no network, answers from the site's own media library, saying
 * so. The browser never talks to the GIF service's hosts: every request to them is recorded and
 * refused, and the story checks there were none.
 */
import { request, type Page, type Route } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';
import { signedInUser } from '../helpers/users';

/** Small real GIFs (made with GD): 8×6 orange and 6×8 teal. */
const ORANGE_8X6 = 'R0lGODdhCAAGAIAAAP+MAP///ywAAAAACAAGAAACB4R/gcvtXgAAOw==';
const TEAL_6X8 = 'R0lGODdhBgAIAIAAAACAgP///ywAAAAABgAIAAACB4QPgcvtDwoAOw==';

const SERVICE_HOSTS = /^https?:\/\/([a-z0-9-]+\.)*(giphy\.com|gph\.is)\//i;

interface Media {
	id: number;
	source_url: string;
}

/** A word no other test uses, so searches find only this test's uploads. */
function uniqueWord( prefix: string ): string {
	return `${ prefix }${ Date.now().toString( 36 ) }${ Math.floor(
		Math.random() * 1e6
	).toString( 36 ) }`;
}

/** The service's hosts answer nothing in the browser; returns the list of attempts. */
async function refuseServiceHosts( page: Page ): Promise< string[] > {
	const attempts: string[] = [];
	await page.context().route( SERVICE_HOSTS, ( route: Route ) => {
		attempts.push( route.request().url() );
		return route.abort( 'blockedbyclient' );
	} );
	return attempts;
}

test.describe( 'jetpack/gif', () => {
	// Each story opens the editor twice and a visitor page: on a busy two-core machine that can
	// take longer than the suite's default minute.
	test.describe.configure( { timeout: 150_000 } );

	test( 'search the media library, pick a GIF, caption it, and show it to visitors', async ( {
		page,
		blocks,
		editor,
		requestUtils,
		visitorMarkup,
	} ) => {
		const serviceAttempts = await refuseServiceHosts( page );
		const word = uniqueWord( 'gifstory' );
		const upload = async (
			name: string,
			base64: string,
			fields: Record< string, string >
		): Promise< Media > => {
			const media = ( await requestUtils.uploadMedia( {
				name: `${ name }.gif`,
				mimeType: 'image/gif',
				buffer: Buffer.from( base64, 'base64' ),
			} as never ) ) as Media;
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/media/${ media.id }`,
				data: fields,
			} );
			return media;
		};
		const orange = await upload( `orange-${ word }`, ORANGE_8X6, {
			title: `Orange ${ word }`,
			alt_text: 'An orange square',
		} );
		const teal = await upload( `teal-${ word }`, TEAL_6X8, {
			title: `Teal ${ word }`,
			alt_text: 'A teal square',
		} );

		await blocks.newPost( 'GIF story' );
		const block = await blocks.insertFromInserter( 'GIF' );
		const search = block.getByPlaceholder(
			'Enter search terms, e.g. cat…'
		);
		await expect( search ).toHaveAccessibleName( 'Search for a GIF' );

		// An empty search does nothing.
		await block.getByRole( 'button', { name: 'Search' } ).click();
		await expect( block.getByRole( 'status' ) ).toHaveCount( 0 );

		await search.fill( word );
		await search.press( 'Enter' );

		// The results are the library's, labelled so, and the block says why.
		const source = block.locator( '.wp-block-jetpack-gif__source' );
		await expect( source ).toContainText( 'From your media library' );
		await expect( source ).toContainText(
			'The GIF service was not reached. No GIF service key is set'
		);
		// Newest first: teal is shown; both are offered as thumbnails.
		const shown = block.locator( '.wp-block-jetpack-gif-wrapper img' );
		await expect( shown ).toHaveAttribute( 'src', teal.source_url );
		const thumbnails = block.getByRole( 'group', {
			name: 'Search results',
		} );
		await expect( thumbnails.getByRole( 'button' ) ).toHaveCount( 2 );
		await expect(
			thumbnails.getByRole( 'button', { name: `Teal ${ word }` } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		await thumbnails
			.getByRole( 'button', { name: `Orange ${ word }` } )
			.click();
		await expect( shown ).toHaveAttribute( 'src', orange.source_url );
		// 8×6: the wrapper keeps the ratio.
		await expect(
			block.locator( '.wp-block-jetpack-gif-wrapper' )
		).toHaveAttribute( 'style', /padding-top:\s*75%/ );

		const caption = block.getByRole( 'textbox', { name: 'GIF caption' } );
		await caption.click();
		await page.keyboard.type( 'Our office square' );

		// The branding panel says where the GIF comes from.
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'button', { name: 'GIF source' } )
		).toBeVisible();
		await expect(
			page.getByText( 'From your media library.', { exact: true } )
		).toBeVisible();

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'jetpack/gif',
			attributes: {
				gifUrl: orange.source_url,
				attachmentId: orange.id,
				searchText: word,
				paddingTop: '75%',
				caption: 'Our office square',
				align: 'center',
			},
		} );
		expect( saved?.attributes.giphyUrl ).toBeUndefined();

		const visitor = await blocks.visitFrontEnd( postId );
		const gif = visitor.locator( '.wp-block-jetpack-gif' );
		await expect( gif ).toHaveClass( /aligncenter/ );
		const image = gif.locator( 'figure img' );
		await expect( image ).toHaveAttribute( 'src', orange.source_url );
		await expect( image ).toHaveAttribute( 'alt', 'An orange square' );
		await expect(
			gif.locator( '.wp-block-jetpack-gif-wrapper' )
		).toHaveAttribute( 'style', 'padding-top:75%' );
		await expect( gif.locator( 'figcaption' ) ).toHaveText(
			'Our office square'
		);
		expect(
			await image.evaluate(
				( element: HTMLImageElement ) =>
					element.complete && element.naturalWidth
			)
		).toBe( 8 );
		// No script for visitors.
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/gif' );
		await visitor.close();

		expect( serviceAttempts ).toEqual( [] );
	} );

	test.describe( 'a pasted GIF link', () => {
		// The lookup route answers 503 (no service key here); the browser logs the failed request.
		test.use( { allowedConsoleError: /status of 503/ } );

		test( 'becomes a GIF block; when it cannot be looked up, "Convert block to link" keeps it', async ( {
			page,
			blocks,
			editor,
			pageUtils,
		} ) => {
			const attempts = await refuseServiceHosts( page );
			const link = 'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S';
			await blocks.newPost( 'Pasted GIF link' );
			await editor.canvas
				.getByRole( 'button', { name: 'Add default block' } )
				.click();
			pageUtils.setClipboardData( { plainText: link } );
			await pageUtils.pressKeys( 'primary+v' );

			const block = blocks.block( 'jetpack/gif' );
			await expect( block ).toContainText(
				'No GIF service key is set (Settings → Writing).'
			);
			await expect( block ).toContainText( link );
			await block
				.getByRole( 'button', { name: 'Convert block to link' } )
				.click();
			await expect( blocks.block( 'jetpack/gif' ) ).toHaveCount( 0 );
			const paragraphs = await blocks.editorBlocks();
			expect( paragraphs ).toEqual( [
				expect.objectContaining( {
					name: 'core/paragraph',
					attributes: expect.objectContaining( {
						content: `<a href="${ link }">${ link }</a>`,
					} ),
				} ),
			] );
			expect( attempts ).toEqual( [] );
		} );
	} );

	test( 'a search with no match in the library says so', async ( {
		page,
		blocks,
	} ) => {
		await refuseServiceHosts( page );
		await blocks.newPost( 'GIF nothing found' );
		const block = await blocks.insertFromInserter( 'GIF' );
		const word = uniqueWord( 'nogif' );
		await block
			.getByPlaceholder( 'Enter search terms, e.g. cat…' )
			.fill( word );
		await block.getByRole( 'button', { name: 'Search' } ).click();
		await expect(
			block.locator( '.wp-block-jetpack-gif__source' )
		).toContainText( 'From your media library' );
		await expect(
			block.locator( '.wp-block-jetpack-gif__empty' )
		).toHaveText(
			new RegExp(
				`No GIF in your media library matches “${ word }”\\.|Your media library has no GIF images yet\\.`
			)
		);
		// Still the placeholder: nothing was picked.
		await expect( block.locator( 'figure' ) ).toHaveCount( 0 );
	} );

	test( 'content saved by the reference plugin and service GIFs render for visitors', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		// The reference plugin's fixture (an image address on another host) and a service GIF.
		const tumblr =
			'https://64.media.tumblr.com/3131b9d2a05485e7ae7838a8b1314ab2/2d72fb0f707ea67a-5f/s500x750/d45e10288e4ff6a775c879978f52c87d3318ff8d.gif';
		const stored =
			`<!-- wp:jetpack/gif {"caption":"Awww","gifUrl":"${ tumblr }","searchText":"cats","paddingTop":"40%","align":"center","className":"jetpack-test-class"} /-->\n\n` +
			'<!-- wp:jetpack/gif {"caption":"A \\u003cstrong\\u003ecat\\u003c/strong\\u003e \\u003cscript\\u003ealert(1)\\u003c/script\\u003e","giphyUrl":"https://giphy.com/embed/JIX9t2j0ZTN9S","searchText":"cat \\u0022typing\\u0022","paddingTop":"56.25%"} /-->\n\n' +
			'<!-- wp:jetpack/gif {"giphyUrl":"https://evil.example/embed/x","searchText":"not framed"} /-->';
		const post = await blocks.createPostWithContent(
			stored,
			'Stored GIFs'
		);

		// Stand-ins for the remote hosts, in the editor and for the visitor.
		const standIns = async ( target: Page ) => {
			await target
				.context()
				.route( /^https:\/\/64\.media\.tumblr\.com\//, ( route ) =>
					route.fulfill( {
						contentType: 'image/gif',
						body: Buffer.from( ORANGE_8X6, 'base64' ),
					} )
				);
			await target.context().route( SERVICE_HOSTS, ( route ) =>
				route.fulfill( {
					contentType: 'text/html',
					body: '<!DOCTYPE html><title>GIF</title><p>GIF</p>',
				} )
			);
		};
		await standIns( page );
		const opened = await blocks.openAndCheckValid( post.id );
		expect( opened.map( ( block ) => block.attributes ) ).toEqual( [
			expect.objectContaining( {
				gifUrl: tumblr,
				searchText: 'cats',
				paddingTop: '40%',
				caption: 'Awww',
				className: 'jetpack-test-class',
			} ),
			expect.objectContaining( {
				giphyUrl: 'https://giphy.com/embed/JIX9t2j0ZTN9S',
			} ),
			expect.objectContaining( {
				giphyUrl: 'https://evil.example/embed/x',
			} ),
		] );

		// The editor frames only the service's pages, as the front end does.
		await expect(
			editor.canvas.locator( 'iframe[src^="https://giphy.com/embed/"]' )
		).toHaveCount( 1 );
		await expect(
			editor.canvas.locator( 'iframe[src*="evil.example"]' )
		).toHaveCount( 0 );
		await expect(
			editor.canvas.getByText( /is not a GIPHY page, so it is not shown/ )
		).toBeVisible();

		const visitor = await BlockSteps.anonymousPage( page );
		await standIns( visitor );
		await visitor.goto( post.link );
		const gifs = visitor.locator( '.wp-block-jetpack-gif' );
		// The address outside the service is not framed: nothing is printed for it.
		await expect( gifs ).toHaveCount( 2 );

		const reference = gifs.nth( 0 );
		await expect( reference ).toHaveClass(
			/(?=.*aligncenter)(?=.*jetpack-test-class)/
		);
		await expect( reference.locator( 'img' ) ).toHaveAttribute(
			'src',
			tumblr
		);
		await expect( reference.locator( 'img' ) ).toHaveAttribute(
			'alt',
			'cats'
		);
		await expect(
			reference.locator( '.wp-block-jetpack-gif-wrapper' )
		).toHaveAttribute( 'style', 'padding-top:40%' );
		await expect( reference.locator( 'figcaption' ) ).toHaveText( 'Awww' );

		const service = gifs.nth( 1 );
		const frame = service.locator( 'iframe' );
		await expect( frame ).toHaveAttribute(
			'src',
			'https://giphy.com/embed/JIX9t2j0ZTN9S'
		);
		await expect( frame ).toHaveAttribute( 'title', 'cat "typing"' );
		// Inline formatting is kept, a script is not.
		await expect( service.locator( 'figcaption strong' ) ).toHaveText(
			'cat'
		);
		await expect( service.locator( 'figcaption script' ) ).toHaveCount( 0 );
		await visitorMarkup.check( visitor, 'jetpack/gif' );
		await visitor.close();
	} );
} );

test.describe( 'GIF search route', () => {
	const path = ( route: string, query: Record< string, string > = {} ) =>
		`/?rest_route=${ encodeURIComponent( route ) }&${ new URLSearchParams(
			query
		).toString() }`;

	test( 'without a service key it answers from the media library, marked so', async ( {
		requestUtils,
	} ) => {
		const word = uniqueWord( 'gifroute' );
		const media = ( await requestUtils.uploadMedia( {
			name: `route-${ word }.gif`,
			mimeType: 'image/gif',
			buffer: Buffer.from( TEAL_6X8, 'base64' ),
		} as never ) ) as Media;
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/media/${ media.id }`,
			data: {
				title: `Kitten ${ word }`,
				alt_text: `Sleepy ${ word }`,
				caption: `Caption ${ word }`,
			},
		} );

		const search = ( q: string, limit?: number ) =>
			requestUtils.rest( {
				path: '/wpcom/v2/gif/search',
				params: limit === undefined ? { q } : { q, limit },
			} ) as Promise< Record< string, any > >; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answer

		// Found by title words, in any order and case, by alt text, caption and file name.
		for ( const q of [
			`kitten ${ word }`,
			`${ word } KITTEN`,
			`sleepy ${ word }`,
			`caption ${ word }`,
			`route-${ word }`,
		] ) {
			const answer = await search( q );
			expect( answer, q ).toMatchObject( {
				source: 'media-library',
				service: {
					reached: false,
					code: 'gif_service_not_configured',
				},
				data: [
					{
						id: String( media.id ),
						attachment_id: media.id,
						title: `Kitten ${ word }`,
						embed_url: media.source_url,
						source: 'media-library',
						images: {
							original: { width: 6, height: 8 },
							downsized_still: { url: media.source_url },
						},
					},
				],
			} );
			expect( answer.data ).toHaveLength( 1 );
		}

		// Every word must match; an unknown one leaves nothing, and the library count says there are GIFs.
		const none = await search( `kitten ${ word } zebra` );
		expect( none.data ).toEqual( [] );
		expect( none.library.gifs ).toBeGreaterThan( 0 );

		// A GIF that is no longer in the library is no longer found.
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/media/${ media.id }`,
			params: { force: true },
		} );
		expect( ( await search( `kitten ${ word }` ) ).data ).toEqual( [] );
	} );

	test( 'the limit and the query are bounded', async ( { requestUtils } ) => {
		const word = uniqueWord( 'giflimit' );
		for ( const index of [ 1, 2, 3 ] ) {
			await requestUtils.uploadMedia( {
				name: `limit-${ index }-${ word }.gif`,
				mimeType: 'image/gif',
				buffer: Buffer.from( ORANGE_8X6, 'base64' ),
			} as never );
		}
		const all = ( await requestUtils.rest( {
			path: '/wpcom/v2/gif/search',
			params: { q: word },
		} ) ) as { data: unknown[] };
		expect( all.data ).toHaveLength( 3 );
		const two = ( await requestUtils.rest( {
			path: '/wpcom/v2/gif/search',
			params: { q: word, limit: 2 },
		} ) ) as { data: unknown[] };
		expect( two.data ).toHaveLength( 2 );

		const admin = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const nonce = (
			await (
				await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
			).text()
		).trim();
		const status = async ( query: Record< string, string > ) =>
			(
				await admin.get( path( '/wpcom/v2/gif/search', query ), {
					headers: { 'X-WP-Nonce': nonce },
				} )
			).status();
		expect( await status( { q: word, limit: '11' } ) ).toBe( 400 );
		expect( await status( { q: word, limit: '0' } ) ).toBe( 400 );
		expect( await status( { q: 'a'.repeat( 101 ) } ) ).toBe( 400 );
		expect( await status( { q: '   ' } ) ).toBe( 400 );
		expect( await status( {} ) ).toBe( 400 );
		expect( await status( { q: 'a'.repeat( 100 ) } ) ).toBe( 200 );

		// A lookup by id has nothing to fall back on: it says the service is not set up.
		const lookup = await admin.get( path( '/wpcom/v2/gif/JIX9t2j0ZTN9S' ), {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( lookup.status() ).toBe( 503 );
		expect( ( await lookup.json() ).code ).toBe(
			'gif_service_not_configured'
		);
		await admin.dispose();
	} );

	test( 'only people who can edit posts may search', async () => {
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		expect(
			(
				await anonymous.get(
					path( '/wpcom/v2/gif/search', { q: 'cat' } )
				)
			).status()
		).toBe( 401 );
		expect(
			( await anonymous.get( path( '/wpcom/v2/gif/abc123' ) ) ).status()
		).toBe( 401 );
		await anonymous.dispose();

		const subscriber = await signedInUser( 'subscriber', 'gifsub' );
		const refused = await subscriber.context.get(
			path( '/wpcom/v2/gif/search', { q: 'cat' } ),
			{ headers: { 'X-WP-Nonce': subscriber.restNonce } }
		);
		expect( refused.status() ).toBe( 403 );
		await subscriber.context.dispose();

		const contributor = await signedInUser( 'contributor', 'gifcon' );
		const allowed = await contributor.context.get(
			path( '/wpcom/v2/gif/search', { q: 'cat' } ),
			{ headers: { 'X-WP-Nonce': contributor.restNonce } }
		);
		expect( allowed.status() ).toBe( 200 );
		await contributor.context.dispose();
	} );
} );
