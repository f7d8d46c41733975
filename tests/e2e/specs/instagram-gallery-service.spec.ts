/**
 * jetpack/instagram-gallery with a real Instagram connection: the site owner sets up an Instagram
 * app on Settings → Media, and a local HTTP server stands in for Instagram (sign-in, token exchange,
 * Graph API) on a site of the spec's own, whose safe requests may reach loopback. The author
 * connects their account in the popup (Instagram's sign-in returns to the site, which posts the
 * keyring id back), the feed shows the account's posts in the editor and to visitors — but only in
 * posts that author wrote, and another user cannot load it.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import { BlockSteps } from '../helpers/block-steps';
import { freePort } from '../helpers/free-port';

test.use( {
	ownSiteName: 'instagram-service',
	ownSiteMuPlugins: [
		'e2e-offline.php',
		'e2e-block-markers.php',
		'own-site/e2e-loopback-web.php',
		'own-site/e2e-instagram-service.php',
	],
} );

test.describe.configure( { mode: 'serial', timeout: 240_000 } );

const APP_ID = '1234567890';
const APP_SECRET = 'abcdef0123456789abcdef0123456789';
const CDN = 'https://cdn.instagram.test';

let web: http.Server;
let webPort = 0;
const seen: Array< { method: string; url: URL; body: string } > = [];

/** A 1×1 PNG, served for the feed's image addresses. */
function pixel(): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const sum = Buffer.alloc( 4 );
		sum.writeUInt32BE( zlib.crc32( body ) );
		return Buffer.concat( [ length, body, sum ] );
	};
	const header = Buffer.from( [ 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0 ] );
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( Buffer.from( [ 0, 220, 120, 40 ] ) ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

test.beforeAll( async () => {
	webPort = await freePort();
	web = http.createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', `http://127.0.0.1:${ webPort }` );
		let body = '';
		req.on( 'data', ( part ) => ( body += part ) );
		req.on( 'end', () => {
			seen.push( { method: req.method ?? 'GET', url, body } );
			const json = ( status: number, answer: unknown ) => {
				res.writeHead( status, { 'Content-Type': 'application/json' } );
				res.end( JSON.stringify( answer ) );
			};
			if ( url.pathname === '/oauth/authorize' ) {
				// Instagram's sign-in, approved at once: back to the site with a code.
				const back = new URL(
					url.searchParams.get( 'redirect_uri' ) ?? ''
				);
				back.searchParams.set( 'code', 'CODE123' );
				back.searchParams.set(
					'state',
					url.searchParams.get( 'state' ) ?? ''
				);
				res.writeHead( 302, { Location: back.toString() } );
				return res.end();
			}
			if (
				url.pathname === '/oauth/access_token' &&
				req.method === 'POST'
			) {
				const form = new URLSearchParams( body );
				if (
					form.get( 'client_secret' ) !== APP_SECRET ||
					form.get( 'code' ) !== 'CODE123'
				) {
					return json( 400, { error_message: 'bad code' } );
				}
				return json( 200, { access_token: 'SHORT', user_id: 1789 } );
			}
			const token = url.searchParams.get( 'access_token' );
			if ( url.pathname === '/access_token' && token === 'SHORT' ) {
				return json( 200, {
					access_token: 'LONG',
					token_type: 'bearer',
					expires_in: 5184000,
				} );
			}
			if ( token !== 'LONG' ) {
				return json( 400, {
					error: { message: 'Invalid OAuth access token' },
				} );
			}
			if ( url.pathname === '/me' ) {
				return json( 200, {
					user_id: '1789',
					username: 'e2e.photographer',
				} );
			}
			if ( url.pathname === '/me/media' ) {
				return json( 200, {
					data: [
						{
							id: '1',
							caption: 'Sunrise over the bay',
							media_type: 'IMAGE',
							media_url: `${ CDN }/sunrise.jpg`,
							permalink: 'https://www.instagram.com/p/AAA111/',
						},
						{
							id: '2',
							caption: 'A <b>short</b> film',
							media_type: 'VIDEO',
							media_url: `${ CDN }/film.mp4`,
							thumbnail_url: `${ CDN }/film.jpg`,
							permalink: 'https://www.instagram.com/p/BBB222/',
						},
						{
							id: '3',
							media_type: 'IMAGE',
							media_url: 'http://insecure.test/x.jpg',
							permalink: 'https://www.instagram.com/p/CCC333/',
						},
					],
				} );
			}
			return json( 404, { error: { message: 'Not found' } } );
		} );
	} );
	await new Promise< void >( ( listening ) =>
		web.listen( webPort, '127.0.0.1', listening )
	);
} );

test.afterAll( () => {
	web?.close();
} );

/** Requests of this context reach the stand-in; the feed's images are served locally. */
async function useStandIn( context: BrowserContext ): Promise< void > {
	await context.setExtraHTTPHeaders( {
		'X-E2E-Web-Port': String( webPort ),
	} );
	await context.route( `${ CDN }/**`, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'image/png',
			body: pixel(),
		} )
	);
}

async function connectSite( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=jetpack-blocks#/connection' );
	await page.getByRole( 'button', { name: 'Connect this site' } ).click();
	await page.waitForURL( /page=jetpack-blocks-authorize/ );
	await page.getByRole( 'button', { name: 'Approve' } ).click();
	await page.waitForURL( /page=jetpack-blocks(&|#|$)/ );
}

test( 'an app on Settings → Media; the author connects Instagram in the popup; visitors see the posts', async ( {
	page,
	blocks,
	ownSite,
	requestUtils,
	visitorMarkup,
} ) => {
	await useStandIn( page.context() );

	// The site owner sets up the app; the secret is kept and never printed back.
	await page.goto( '/wp-admin/options-media.php' );
	await page.getByLabel( 'Instagram app ID' ).fill( APP_ID );
	await page.getByLabel( 'Instagram app secret' ).fill( APP_SECRET );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	await expect( page.getByLabel( 'Instagram app secret' ) ).toHaveValue( '' );
	await expect( page.getByText( 'A secret is stored.' ) ).toBeVisible();
	expect( await page.content() ).not.toContain( APP_SECRET );

	await connectSite( page );

	await blocks.newPost( 'Instagram feed story' );
	const block = await blocks.insertFromInserter( 'Latest Instagram Posts' );
	const popupOpened = page.waitForEvent( 'popup' );
	await block.getByRole( 'button', { name: 'Connect an account' } ).click();
	const popup = await popupOpened;
	const closed = popup.waitForEvent( 'close' );
	await popup.getByRole( 'link', { name: 'Continue to Instagram' } ).click();
	await closed;

	// The token exchange used the app's secret and the site's own return address.
	const exchange = seen.find(
		( hit ) => hit.url.pathname === '/oauth/access_token'
	);
	expect(
		new URLSearchParams( exchange?.body ).get( 'redirect_uri' )
	).toMatch(
		/\/wp-admin\/admin-post\.php\?action=jetpack_blocks_instagram_oauth$/
	);

	// The account's posts: the image, the video's thumbnail; the insecure one is left out.
	const images = block.locator(
		'.wp-block-jetpack-instagram-gallery__grid img'
	);
	await expect( images ).toHaveCount( 2 );
	await expect( images.nth( 0 ) ).toHaveAttribute(
		'src',
		`${ CDN }/sunrise.jpg`
	);
	await expect( images.nth( 0 ) ).toHaveAttribute(
		'alt',
		'Sunrise over the bay'
	);
	await expect( images.nth( 1 ) ).toHaveAttribute(
		'src',
		`${ CDN }/film.jpg`
	);
	await expect( images.nth( 1 ) ).toHaveAttribute( 'alt', 'A short film' );

	const postId = await blocks.save();
	const [ saved ] = await blocks.reloadAndCheckValid();
	expect( saved ).toMatchObject( {
		attributes: { accessToken: '1', instagramUser: 'e2e.photographer' },
	} );
	// Stored as the reference plugin stores it: a link to the profile.
	const stored = ( await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		params: { context: 'edit' },
	} ) ) as { content: { raw: string }; link: string };
	expect( stored.content.raw ).toContain(
		'<a href="https://www.instagram.com/e2e.photographer/" rel="noopener noreferrer" target="_blank">'
	);

	// Visitors: the posts, linking to Instagram, rendered on the server.
	const visitor = await BlockSteps.anonymousPage( page );
	await useStandIn( visitor.context() );
	await visitor.goto( stored.link );
	const cells = visitor.locator(
		'a.wp-block-jetpack-instagram-gallery__grid-post'
	);
	await expect( cells ).toHaveCount( 2 );
	await expect( cells.nth( 0 ) ).toHaveAttribute(
		'href',
		'https://www.instagram.com/p/AAA111/'
	);
	await expect( cells.nth( 0 ) ).toHaveAttribute(
		'rel',
		'noopener noreferrer'
	);
	await expect( cells.nth( 1 ).locator( 'img' ) ).toHaveAttribute(
		'alt',
		'A short film'
	);
	expect(
		( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
			src.includes( 'jetpack-blocks' )
		)
	).toEqual( [] );
	await visitorMarkup.check( visitor, 'jetpack/instagram-gallery' );

	// Another author cannot load the account, nor show it in a post of theirs.
	const author = await ownSite.signIn( 'author' );
	const refused = await author.context.get(
		`/?rest_route=${ encodeURIComponent(
			'/wpcom/v2/instagram-gallery/gallery'
		) }&access_token=1`,
		{
			headers: {
				'X-WP-Nonce': author.nonce,
				'X-E2E-Web-Port': String( webPort ),
			},
		}
	);
	expect( refused.status() ).toBe( 403 );
	const refusal = ( await refused.json() ) as {
		code: string;
		message: string;
	};
	expect( refusal.code ).toBe( 'instagram_gallery_not_yours' );
	expect( JSON.stringify( refusal ) ).not.toContain( 'e2e.photographer' );
	const borrowed = await author.context.post(
		`/?rest_route=${ encodeURIComponent( '/wp/v2/posts' ) }`,
		{
			headers: { 'X-WP-Nonce': author.nonce },
			data: {
				title: 'Borrowed feed',
				status: 'publish',
				content:
					'<!-- wp:jetpack/instagram-gallery {"accessToken":"1","instagramUser":"someone"} -->\n<div class="wp-block-jetpack-instagram-gallery"><a href="https://www.instagram.com/someone/" rel="noopener noreferrer" target="_blank">https://www.instagram.com/someone/</a></div>\n<!-- /wp:jetpack/instagram-gallery -->',
			},
		}
	);
	expect( borrowed.status() ).toBe( 201 );
	const borrowedLink = ( ( await borrowed.json() ) as { link: string } ).link;
	await visitor.goto( borrowedLink );
	await expect(
		visitor.locator( '.wp-block-jetpack-instagram-gallery__grid' )
	).toHaveCount( 0 );
	await expect(
		visitor.getByRole( 'link', {
			name: 'https://www.instagram.com/someone/',
		} )
	).toBeVisible();
	await visitor.close();
} );
