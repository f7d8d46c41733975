/**
 * A visitor pays only for what the page uses (php-stubs/loader.php, php-stubs/blocks.php): a page
 * without the plugin's blocks reads none of its REST routes, admin screens or AI code; a page with a
 * server-rendered block reads that block's helpers and renders it as before; REST requests, the
 * plugin's own admin-ajax actions and wp-admin still get everything. The test mu-plugin
 * e2e-loaded-files.php names the plugin files a request read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { adminContext, restNonceOf } from '../helpers/users';
import { greyPng } from '../helpers/security-blocks';
import { makeTestVideo } from '../helpers/test-video';

/** An 8×6 orange GIF. */
const ORANGE_GIF = 'R0lGODdhCAAGAIAAAP+MAP///ywAAAAACAAGAAACB4R/gcvtXgAAOw==';

const rest = ( route: string ) =>
	`/?rest_route=${ encodeURIComponent( route ) }`;
const ASK = { 'X-E2E-Loaded-Files': '1' };

/** The plugin's files (paths under php-stubs/) the request read. */
function filesOf( headers: Record< string, string > ): string[] {
	const header = headers[ 'x-e2e-plugin-files' ];
	expect( header, 'the test mu-plugin answered' ).toBeDefined();
	return header ? header.split( ',' ) : [];
}

/**
 * Queries of the request, as the test mu-plugin lists them: `watched`, those that named one of the
 * watched ids as a post, meta or term-relationship id; `option`, those that read the plugin's
 * options; `video`, those that read the videos' records by key (guids, privacy).
 */
function queriesOf(
	headers: Record< string, string >,
	kind: 'watched' | 'option' | 'video'
): string[] {
	const header = headers[ `x-e2e-${ kind }-queries` ];
	expect( header, 'the test mu-plugin answered' ).toBeDefined();
	return header ? ( JSON.parse( header ) as string[] ) : [];
}

const SERVER_ONLY =
	/^(routes\/|ai\/|external-media\/|instagram\/|dashboard-data\.php|connection\/authorize-screen\.php|oauth-popup-reply\.php)/;
/** The contact form's rendering and submission code, beyond its post type (contact-form/load.php). */
const FORM_CODE =
	/^contact-form\/(full|form|validation|notify|field-attributes)\.php$/;
/** The payments code (plans, products, account, checkout), beyond the checkout request check. */
const PAYMENTS_CODE = /^payments\/(?!visitor\.php$)/;

async function publish(
	admin: APIRequestContext,
	title: string,
	content: string
): Promise< string > {
	const response = await admin.post( rest( '/wp/v2/posts' ), {
		headers: { 'X-WP-Nonce': await restNonceOf( admin ) },
		data: { title, content, status: 'publish' },
	} );
	expect( response.status() ).toBe( 201 );
	return ( ( await response.json() ) as { link: string } ).link;
}

/** Uploads grey 1200×800 PNGs (WordPress makes its smaller sizes of them), unattached. */
async function uploadImages(
	admin: APIRequestContext,
	count: number
): Promise< Array< { id: number; source_url: string } > > {
	const nonce = await restNonceOf( admin );
	const media: Array< { id: number; source_url: string } > = [];
	for ( let index = 0; index < count; index++ ) {
		const response = await admin.post( rest( '/wp/v2/media' ), {
			headers: {
				'X-WP-Nonce': nonce,
				'Content-Type': 'image/png',
				'Content-Disposition': `attachment; filename="lean-${ Date.now() }-${ Math.random()
					.toString( 36 )
					.slice( 2, 8 ) }-${ index }.png"`,
			},
			data: greyPng( 1200, 800 ),
		} );
		expect( response.status(), await response.text() ).toBe( 201 );
		media.push(
			( await response.json() ) as { id: number; source_url: string }
		);
	}
	return media;
}

test.describe( 'What a request loads', () => {
	let admin: APIRequestContext;
	let visitor: APIRequestContext;

	test.beforeAll( async () => {
		admin = await adminContext();
		visitor = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
	} );

	test.afterAll( async () => {
		await admin.dispose();
		await visitor.dispose();
	} );

	test( "a visitor's page without the plugin's blocks reads none of its REST, admin or AI code", async () => {
		const link = await publish(
			admin,
			`Plain page ${ Date.now() }`,
			'<!-- wp:paragraph -->\n<p>Only core blocks here.</p>\n<!-- /wp:paragraph -->'
		);
		const response = await visitor.get( link, { headers: ASK } );
		expect( response.status() ).toBe( 200 );
		expect( await response.text() ).toContain( 'Only core blocks here.' );
		const files = filesOf( response.headers() );
		expect( files ).toContain( 'loader.php' );
		expect( files.filter( ( file ) => SERVER_ONLY.test( file ) ) ).toEqual(
			[]
		);
		expect( files.filter( ( file ) => FORM_CODE.test( file ) ) ).toEqual(
			[]
		);
		expect(
			files.filter( ( file ) => PAYMENTS_CODE.test( file ) )
		).toEqual( [] );
		// The Carousel (on by default) waits for a gallery: neither its code nor the module
		// registry it would ask is read.
		expect( files ).not.toContain( 'modules/features/carousel.php' );
		expect( files ).not.toContain( 'modules/registry.php' );
		// The plugin's own settings such a page reads are autoloaded: no query of their own.
		expect( queriesOf( response.headers(), 'option' ) ).toEqual( [] );
	} );

	test( "a page with several of the plugin's blocks reads their settings with the site's own, or in one query", async () => {
		// Blocks whose registration and renders read the plugin's settings (the feature lists,
		// the photo feed's connections, the map's token, the newsletter's settings, the payment
		// account). A wp-admin request first runs the migrations, as after an update: the feature
		// lists, if the site never set them, are stored off and autoloaded (migration 4).
		expect( ( await admin.get( '/wp-admin/' ) ).status() ).toBe( 200 );
		const link = await publish(
			admin,
			`Settings ${ Date.now() }`,
			[
				'<!-- wp:jetpack/instagram-gallery /-->',
				'<!-- wp:jetpack/map /-->',
				'<!-- wp:jetpack/mailchimp /-->',
				'<!-- wp:jetpack/simple-payments {"productId":1} /-->',
				'<!-- wp:jetpack/voice-to-content /-->',
			].join( '\n\n' )
		);
		const response = await visitor.get( link, { headers: ASK } );
		expect( response.status() ).toBe( 200 );
		const queries = queriesOf( response.headers(), 'option' );
		// The blocks' own settings, stored not autoloaded once set, come in one query together;
		// the feature lists, stored autoloaded, never need one.
		expect( queries.length ).toBeLessThanOrEqual( 1 );
		for ( const query of queries ) {
			expect( query ).not.toContain( "'jetpack_blocks_beta_blocks'" );
			expect( query ).not.toContain(
				"'jetpack_blocks_experimental_blocks'"
			);
		}
		// A page of blocks that read none of their own settings makes no query for the plugin's.
		const plain = await publish(
			admin,
			`No settings ${ Date.now() }`,
			'<!-- wp:jetpack/rating-star {"rating":3} /-->\n\n<!-- wp:jetpack/voice-to-content /-->'
		);
		const answer = await visitor.get( plain, { headers: ASK } );
		expect( answer.status() ).toBe( 200 );
		expect( queriesOf( answer.headers(), 'option' ) ).toEqual( [] );
	} );

	test( 'a checkout request and a page with Simple Payments read the payments code', async () => {
		// An unknown plan: the checkout (payments code) answers, not the page it was asked on.
		const checkout = await visitor.get(
			'/?jetpack_blocks_checkout=999999',
			{
				headers: ASK,
			}
		);
		expect( checkout.status() ).toBe( 404 );
		expect( filesOf( checkout.headers() ) ).toContain(
			'payments/checkout.php'
		);

		const nonce = await restNonceOf( admin );
		const product = await admin.post( rest( '/wp/v2/jp_pay_product' ), {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				title: 'Lean mug',
				status: 'publish',
				meta: { spay_price: 7, spay_currency: 'USD' },
			},
		} );
		expect( product.status() ).toBe( 201 );
		const { id } = ( await product.json() ) as { id: number };
		const link = await publish(
			admin,
			`Product ${ Date.now() }`,
			`<!-- wp:jetpack/simple-payments {"productId":${ id }} /-->`
		);
		const page = await visitor.get( link, { headers: ASK } );
		expect( page.status() ).toBe( 200 );
		// Whether the product is shown depends on a connected payment account (simple-payments.spec);
		// either way its render read the payments code, and nothing failed for want of it.
		expect( filesOf( page.headers() ) ).toContain(
			'payments/products.php'
		);
	} );

	test( 'a page with a contact form reads the form code and renders its fields', async () => {
		const link = await publish(
			admin,
			`Form ${ Date.now() }`,
			'<!-- wp:jetpack/contact-form -->\n<!-- wp:jetpack/field-name {"label":"Your name","required":true} /-->\n<!-- /wp:jetpack/contact-form -->'
		);
		const response = await visitor.get( link, { headers: ASK } );
		expect( response.status() ).toBe( 200 );
		const html = await response.text();
		expect( html ).toContain( '<form' );
		expect( html ).toContain( 'Your name' );
		expect( filesOf( response.headers() ) ).toContain(
			'contact-form/form.php'
		);
	} );

	test( 'a page with a server-rendered block reads its helpers and renders it', async () => {
		const link = await publish(
			admin,
			`Business hours ${ Date.now() }`,
			'<!-- wp:jetpack/business-hours {"days":[{"name":"Mon","hours":[{"opening":"09:00","closing":"17:00"}]}]} /-->'
		);
		const response = await visitor.get( link, { headers: ASK } );
		expect( response.status() ).toBe( 200 );
		// The day's name comes from routes/business-hours.php, read for this render.
		const html = await response.text();
		expect( html ).toContain( 'jetpack-business-hours' );
		expect( html ).toContain( 'Monday' );
		const files = filesOf( response.headers() );
		expect( files ).toContain( 'routes/business-hours.php' );
		expect( files ).not.toContain( 'routes/ai.php' );
	} );

	test( "a tiled gallery reads its images' posts and metadata together, not image by image", async () => {
		const media = await uploadImages( admin, 3 );
		// Copied from another site: an id this site never had, which must not cost a query of its own.
		const foreign = {
			id: 2_000_000_000 + ( Date.now() % 100_000_000 ),
			source_url: 'https://example.com/wp-content/uploads/elsewhere.png',
		};
		const images = [ ...media, foreign ];
		const column = ( image: { id: number; source_url: string } ) =>
			`<div class="tiled-gallery__col" style="flex-basis:25%"><figure class="tiled-gallery__item"><img alt="Picture ${ image.id }" data-height="800" data-id="${ image.id }" data-url="${ image.source_url }" data-width="1200" src="${ image.source_url }"/></figure></div>`;
		const link = await publish(
			admin,
			`Gallery ${ Date.now() }`,
			[
				`<!-- wp:jetpack/tiled-gallery {"columnWidths":[["25","25","25","25"]],"ids":[${ images
					.map( ( image ) => image.id )
					.join( ',' ) }]} -->`,
				`<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div class=""><div class="tiled-gallery__gallery"><div class="tiled-gallery__row">${ images
					.map( column )
					.join( '' ) }</div></div></div></div>`,
				'<!-- /wp:jetpack/tiled-gallery -->',
			].join( '\n' )
		);
		const response = await visitor.get( link, {
			headers: {
				...ASK,
				'X-E2E-Watch-Ids': images
					.map( ( image ) => image.id )
					.join( ',' ),
			},
		} );
		expect( response.status() ).toBe( 200 );
		const html = await response.text();
		// Each of this site's images offers WordPress's smaller sizes; the foreign one stays as stored.
		const tags = [
			...html.matchAll( /<img\b[^>]*\bdata-id="(\d+)"[^>]*>/g ),
		];
		expect( tags.map( ( match ) => Number( match[ 1 ] ) ) ).toEqual(
			images.map( ( image ) => image.id )
		);
		for ( const [ tag ] of tags.slice( 0, media.length ) ) {
			expect( tag ).toMatch( /\ssrcset="[^"]+ 768w, [^"]+ 1024w/ );
		}
		expect( tags[ media.length ]?.[ 0 ] ).not.toContain( 'srcset' );
		// One query for the four posts and one for the three found images' metadata (they belong to
		// no post, so there are no parents to read): image by image it was eight.
		const queries = queriesOf( response.headers(), 'watched' );
		expect( queries ).toHaveLength( 2 );
		for ( const image of images ) {
			expect( queries[ 0 ] ).toContain( String( image.id ) );
		}
	} );

	test( 'GIFs and videos read their attachments together, before the page renders, not block by block', async () => {
		const nonce = await restNonceOf( admin );
		const upload = async (
			name: string,
			mimeType: string,
			buffer: Buffer
		) => {
			const response = await admin.post( rest( '/wp/v2/media' ), {
				headers: { 'X-WP-Nonce': nonce },
				multipart: { file: { name, mimeType, buffer } },
			} );
			expect( response.status(), await response.text() ).toBe( 201 );
			return ( await response.json() ) as {
				id: number;
				source_url: string;
				jetpack_videopress?: { guid: string } | null;
			};
		};
		const stamp = `${ Date.now() }-${ Math.random().toString( 36 ).slice( 2, 8 ) }`;
		const gif = Buffer.from( ORANGE_GIF, 'base64' );
		const gifs = [
			await upload( `lean-${ stamp }-a.gif`, 'image/gif', gif ),
			await upload( `lean-${ stamp }-b.gif`, 'image/gif', gif ),
		];
		const folder = fs.mkdtempSync(
			path.join( os.tmpdir(), 'lean-video-' )
		);
		const clip = makeTestVideo( path.join( folder, 'clip.mp4' ), {
			seconds: 1,
		} );
		fs.rmSync( folder, { recursive: true, force: true } );
		const videos = [
			await upload( `lean-${ stamp }-a.mp4`, 'video/mp4', clip ),
			await upload( `lean-${ stamp }-b.mp4`, 'video/mp4', clip ),
		];
		const guids = videos.map( ( video ) =>
			String( video.jetpack_videopress?.guid )
		);
		const link = await publish(
			admin,
			`GIFs and videos ${ stamp }`,
			[
				...gifs.map(
					( image ) =>
						`<!-- wp:jetpack/gif {"attachmentId":${ image.id },"gifUrl":"${ image.source_url }"} /-->`
				),
				...videos.map( ( video, index ) =>
					[
						`<!-- wp:videopress/video {"guid":"${ guids[ index ] }","id":${ video.id }} -->`,
						'<figure class="wp-block-videopress-video"></figure>',
						'<!-- /wp:videopress/video -->',
					].join( '\n' )
				),
			].join( '\n\n' )
		);
		const ids = [ ...gifs, ...videos ].map( ( media ) => media.id );
		const response = await visitor.get( link, {
			headers: { ...ASK, 'X-E2E-Watch-Ids': ids.join( ',' ) },
		} );
		expect( response.status() ).toBe( 200 );
		const html = await response.text();
		// Each block shows its attachment's own file.
		for ( const media of [ ...gifs, ...videos ] ) {
			expect( html ).toContain( media.source_url );
		}
		// The four posts in one query and their metadata in another; block by block it was two for
		// each GIF and each video (the post, then its metadata), eight in all.
		const queries = queriesOf( response.headers(), 'watched' );
		expect( queries ).toHaveLength( 2 );
		for ( const query of queries ) {
			for ( const id of ids ) {
				expect( query ).toContain( String( id ) );
			}
		}
		// The videos are left at the site's default privacy, so they read that setting: with the
		// page's other settings, not in a query of its own (it was one more query on every page
		// with a video).
		expect(
			queriesOf( response.headers(), 'video' ).filter( ( query ) =>
				/option_name\s*=\s*'videopress_private_enabled_for_site'/.test(
					query
				)
			)
		).toEqual( [] );
	} );

	test( "the media library's photo feed reads its images together, not image by image", async () => {
		// The feed shows the site's newest public images: these three, unless other tests add newer
		// ones meanwhile (it reads three times as many as it shows, so these are among them).
		const media = await uploadImages( admin, 3 );
		const link = await publish(
			admin,
			`Photo feed ${ Date.now() }`,
			'<!-- wp:jetpack/instagram-gallery {"accessToken":"media-library","count":3} /-->'
		);
		const response = await visitor.get( link, {
			headers: {
				...ASK,
				'X-E2E-Watch-Ids': media
					.map( ( image ) => image.id )
					.join( ',' ),
			},
		} );
		expect( response.status() ).toBe( 200 );
		expect( await response.text() ).toContain(
			'wp-block-jetpack-instagram-gallery__grid-post'
		);
		// Their posts in one query and their metadata in another (image by image it was four).
		const queries = queriesOf( response.headers(), 'watched' );
		expect( queries.length ).toBeGreaterThan( 0 );
		expect( queries.length ).toBeLessThanOrEqual( 2 );
	} );

	test( 'a REST request has every route group', async () => {
		// Logged out: the plugin's route answers 401 (it exists), not 404 (no route).
		const response = await visitor.get( rest( '/jetpack/v4/site' ), {
			headers: ASK,
		} );
		expect( response.status() ).toBe( 401 );
		expect( filesOf( response.headers() ) ).toContain( 'routes/site.php' );
	} );

	test( "admin-ajax reads the route code for the plugin's own actions only", async () => {
		const foreign = await admin.post( '/wp-admin/admin-ajax.php', {
			headers: ASK,
			form: { action: 'e2e-not-an-action' },
		} );
		expect(
			filesOf( foreign.headers() ).filter( ( file ) =>
				SERVER_ONLY.test( file )
			)
		).toEqual( [] );

		// The analytics pixel is answered by its handler (a refusal without the URL's nonce), not
		// by admin-ajax's "0" for an action nobody handles.
		const own = await admin.get(
			'/wp-admin/admin-ajax.php?action=jetpack_blocks_tracks_pixel',
			{ headers: ASK }
		);
		expect( await own.text() ).not.toBe( '0' );
		expect( filesOf( own.headers() ) ).toContain( 'routes/tracks.php' );
	} );

	test( 'a wp-admin screen has the admin screens', async () => {
		const response = await admin.get( '/wp-admin/index.php', {
			headers: ASK,
		} );
		expect( response.status() ).toBe( 200 );
		expect( filesOf( response.headers() ) ).toContain(
			'routes/dashboard.php'
		);
	} );
} );
