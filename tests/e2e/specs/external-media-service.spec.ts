/**
 * The external media picker's server side (spec 002 §7, §8): list, copy and connection routes for
 * each source, on a site of the spec's own whose proxies reach a local stand-in that answers in
 * each service's documented format (helpers/external-media-service.ts). What the site sent to the
 * service is checked from the stand-in's log; what it stored, from the media library.
 */
import { test, expect } from '@playwright/test';
import type {
	APIRequestContext,
	APIResponse,
	Browser,
	Page,
} from '@playwright/test';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import {
	EXTERNAL_MEDIA_MU_PLUGINS,
	png,
	startExternalMediaService,
	type ExternalMediaService,
} from '../helpers/external-media-service';
import { freePort } from '../helpers/free-port';

test.describe.configure( { mode: 'serial', timeout: 120_000 } );

let site: OwnSite;
let service: ExternalMediaService;

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	service = await startExternalMediaService();
	site = await startOwnSite( 'external-media', EXTERNAL_MEDIA_MU_PLUGINS );
} );

test.afterAll( async () => {
	const problems = await site?.stop();
	await service?.close();
	expect( problems, 'PHP problems in the plugin' ).toEqual( [] );
} );

type Query = Record< string, string > | Array< [ string, string ] >;

/** The item at `index`, which the test expects to be there. */
function at< T >( list: readonly T[], index: number ): T {
	const item = list[ index ];
	if ( item === undefined ) {
		throw new Error( `no item ${ index } in a list of ${ list.length }` );
	}
	return item;
}

const restUrl = ( path: string, query: Query = {} ) => {
	const params = new URLSearchParams( [
		[ 'rest_route', path ],
		...( Array.isArray( query ) ? query : Object.entries( query ) ),
	] );
	return `/?${ params.toString() }`;
};

/** A REST call as `who`, through the stand-in (or `port`). */
function call(
	who: SignedIn,
	method: string,
	path: string,
	options: {
		query?: Query;
		data?: unknown;
		port?: number;
	} = {}
): Promise< APIResponse > {
	return who.context.fetch( restUrl( path, options.query ), {
		method,
		headers: {
			'X-WP-Nonce': who.nonce,
			'X-E2E-Web-Port': String( options.port ?? service.port ),
		},
		data: options.data,
	} );
}

interface Item {
	ID: string;
	guid: string;
	type: string;
	name: string;
	title: string;
	caption: string;
	alt: string;
	URL: string;
	url: string;
	thumbnails: Record< string, string >;
	children?: number;
}
interface ListAnswer {
	media: Item[];
	meta: { next_page?: string; account?: { image: string; name: string } };
}
interface CopyItem {
	ID: number;
	alt: string;
	caption: string;
	URL: string;
	errors?: Array< { code: string; message: string } >;
}

async function media( api: APIRequestContext, nonce: string, id: number ) {
	const response = await api.get( restUrl( `/wp/v2/media/${ id }` ), {
		headers: { 'X-WP-Nonce': nonce },
		params: { context: 'edit' },
	} );
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ) as {
		id: number;
		post: number | null;
		title: { raw: string };
		caption: { raw: string };
		alt_text: string;
		mime_type: string;
		media_details: { width: number; height: number };
	};
}

test.describe( 'Openverse', () => {
	test( 'lists a search page by page, with the attribution in caption and alt', async () => {
		service.seen.length = 0;
		const first = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/openverse',
			{ query: { search: 'mountain', number: '20' } }
		);
		expect( first.status() ).toBe( 200 );
		const page1 = ( await first.json() ) as ListAnswer;
		expect( page1.media ).toHaveLength( 20 );
		expect( page1.meta.next_page ).toBe( '2' );
		const sent = service.seen.find(
			( hit ) => hit.url.pathname === '/openverse/v1/images/'
		);
		expect( sent?.url.searchParams.get( 'q' ) ).toBe( 'mountain' );
		expect( sent?.url.searchParams.get( 'page' ) ).toBe( '1' );
		expect( sent?.url.searchParams.get( 'page_size' ) ).toBe( '20' );

		const lake = at( page1.media, 0 );
		const { id } = at( service.openverse.images, 0 );
		expect( lake ).toMatchObject( {
			ID: id,
			guid: id,
			type: 'image',
			title: 'Mountain lake at dawn',
			name: 'Mountain lake at dawn',
			caption:
				'“Mountain lake at dawn” by Ansel Example is licensed under CC BY 2.0.',
			alt: '“Mountain lake at dawn” by Ansel Example is licensed under CC BY 2.0.',
		} );
		expect( lake.thumbnails.medium ).toBe(
			`${ service.origin }/openverse/v1/images/${ id }/thumb/`
		);
		expect( lake.URL ).toMatch( /^https:\/\/live\.staticflickr\.com\// );
		// Public-domain works name the mark; CC0 its dedication.
		expect( at( page1.media, 2 ).caption ).toBe(
			'“Mountain view 3” by Ansel Example is licensed under CC0 1.0.'
		);
		expect( at( page1.media, 3 ).caption ).toBe(
			'“Mountain view 4” by Mira Peaks is licensed under Public Domain Mark 1.0.'
		);

		const second = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/openverse',
			{
				query: {
					search: 'mountain',
					number: '20',
					page_handle: page1.meta.next_page ?? '',
				},
			}
		);
		const page2 = ( await second.json() ) as ListAnswer;
		expect( page2.media ).toHaveLength( 6 );
		expect( page2.meta.next_page ).toBeUndefined();
		const ids = new Set(
			[ ...page1.media, ...page2.media ].map( ( item ) => item.ID )
		);
		expect( ids.size ).toBe( 26 );

		// Past the end (Openverse answers 400 "Invalid page"): no more items, not an error.
		const past = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/openverse',
			{ query: { search: 'mountain', number: '20', page_handle: '3' } }
		);
		expect( past.status() ).toBe( 200 );
		expect( await past.json() ).toEqual( { media: [], meta: {} } );
	} );

	test( 'a search without results is an empty list, not an error', async () => {
		const response = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/openverse',
			{ query: { search: 'zebra crossing', number: '20' } }
		);
		expect( response.status() ).toBe( 200 );
		expect( await response.json() ).toEqual( { media: [], meta: {} } );
	} );

	test( 'copies two images into the media library, attached to the post, with their attribution', async () => {
		const created = await call( site.admin, 'POST', '/wp/v2/posts', {
			data: { title: 'Openverse copy', status: 'draft' },
		} );
		const postId = ( ( await created.json() ) as { id: number } ).id;
		const first = at( service.openverse.images, 0 );
		const second = at( service.openverse.images, 1 );
		service.seen.length = 0;
		const response = await call(
			site.admin,
			'POST',
			'/wpcom/v2/external-media/copy/openverse',
			{
				data: {
					external_ids: [ first.id, second.id ],
					media: [
						{
							guid: first.id,
							caption:
								'“Mountain lake at dawn” by Ansel Example is licensed under CC BY 2.0.',
							title: 'Mountain lake at dawn',
						},
						// No caption or title sent: the site takes them from Openverse's record.
						{ guid: second.id, caption: '', title: '' },
					],
					post_id: postId,
				},
			}
		);
		expect( response.status() ).toBe( 200 );
		const copied = ( await response.json() ) as CopyItem[];
		expect( copied ).toHaveLength( 2 );
		for ( const item of copied ) {
			expect( item.errors ).toBeUndefined();
			expect( item.ID ).toBeGreaterThan( 0 );
			expect( item.URL ).toMatch( /\/wp-content\/uploads\/.+\.png$/ );
		}
		const one = await media(
			site.admin.context,
			site.admin.nonce,
			at( copied, 0 ).ID
		);
		expect( one ).toMatchObject( {
			post: postId,
			mime_type: 'image/png',
			title: { raw: 'Mountain lake at dawn' },
			caption: {
				raw: '“Mountain lake at dawn” by Ansel Example is licensed under CC BY 2.0.',
			},
			media_details: { width: 240, height: 160 },
		} );
		const two = await media(
			site.admin.context,
			site.admin.nonce,
			at( copied, 1 ).ID
		);
		expect( two.title.raw ).toBe( 'Mountain view 2' );
		expect( two.caption.raw ).toBe(
			'“Mountain view 2” by Mira Peaks is licensed under CC BY-SA 4.0.'
		);
		expect( two.alt_text ).toBe( two.caption.raw );
		expect( at( copied, 1 ) ).toMatchObject( {
			caption: two.caption.raw,
			alt: two.caption.raw,
		} );
		// The files came through Openverse's own image proxy, never from the originals' hosts.
		const downloads = service.seen.filter( ( hit ) =>
			hit.url.pathname.endsWith( '/thumb/' )
		);
		expect( downloads ).toHaveLength( 2 );
		for ( const hit of downloads ) {
			expect( hit.url.searchParams.get( 'full_size' ) ).toBe( 'true' );
		}
	} );

	test( 'a guid that points anywhere else is refused for that item; the others are copied', async () => {
		const elsewhere = await freePort();
		const response = await call(
			site.admin,
			'POST',
			'/wpcom/v2/external-media/copy/openverse',
			{
				data: {
					media: [
						{
							guid: `http://127.0.0.1:${ elsewhere }/secret.png`,
							caption: '',
							title: 'x',
						},
						{
							guid: '../../wp-config.php',
							caption: '',
							title: 'y',
						},
						{
							guid: at( service.openverse.images, 4 ).id,
							caption: '',
							title: '',
						},
					],
					post_id: 0,
				},
			}
		);
		expect( response.status() ).toBe( 200 );
		const copied = ( await response.json() ) as CopyItem[];
		expect( at( copied, 0 ) ).toMatchObject( {
			ID: 0,
			errors: [
				{
					code: 'external_media_unknown_item',
					message: 'This is not an Openverse image.',
				},
			],
		} );
		expect( at( copied, 1 ).errors?.[ 0 ]?.code ).toBe(
			'external_media_unknown_item'
		);
		expect( at( copied, 2 ).errors ).toBeUndefined();
		expect( at( copied, 2 ).ID ).toBeGreaterThan( 0 );
		expect(
			service.seen.some( ( hit ) => hit.url.pathname === '/secret.png' )
		).toBe( false );
	} );

	test( 'offline, the list says Openverse cannot be reached (502), never an empty list', async () => {
		const dead = await freePort();
		const response = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/openverse',
			{ query: { search: 'mountain' }, port: dead }
		);
		expect( response.status() ).toBe( 502 );
		const error = ( await response.json() ) as {
			code: string;
			message: string;
			data: { status: number };
		};
		expect( error.code ).toBe( 'external_media_unreachable' );
		expect( error.message ).toBe(
			'Openverse could not be reached from this site. Check the site’s internet connection and try again.'
		);
		expect( error.data.status ).toBe( 502 );
		// And the copy of an item reports it for that item.
		const copy = await call(
			site.admin,
			'POST',
			'/wpcom/v2/external-media/copy/openverse',
			{
				data: {
					external_ids: [ at( service.openverse.images, 5 ).id ],
				},
				port: dead,
			}
		);
		const item = at( ( await copy.json() ) as CopyItem[], 0 );
		expect( item.errors?.[ 0 ]?.code ).toBe( 'external_media_unreachable' );
	} );
} );

test.describe( 'Permissions and input', () => {
	const routes = [
		[ 'GET', '/wpcom/v2/external-media/list/openverse' ],
		[ 'POST', '/wpcom/v2/external-media/copy/openverse' ],
		[ 'GET', '/wpcom/v2/external-media/connection/google_photos' ],
		[ 'DELETE', '/wpcom/v2/external-media/connection/google_photos' ],
		[ 'GET', '/wpcom/v2/app-media' ],
	] as const;

	test( 'signed out 401, a subscriber or contributor 403 (they may not upload files)', async ( {
		playwright,
	} ) => {
		const anonymous = await playwright.request.newContext( {
			baseURL: site.baseURL,
		} );
		const subscriber = await site.signIn( 'subscriber' );
		const contributor = await site.signIn( 'contributor' );
		for ( const [ method, path ] of routes ) {
			const out = await anonymous.fetch( restUrl( path ), { method } );
			expect( { path, method, status: out.status() } ).toEqual( {
				path,
				method,
				status: 401,
			} );
			for ( const who of [ subscriber, contributor ] ) {
				const refused = await call( who, method, path );
				expect( { path, method, status: refused.status() } ).toEqual( {
					path,
					method,
					status: 403,
				} );
			}
		}
		await anonymous.dispose();
	} );

	test( 'an author may not copy into another user’s post; bad input gets a 400 with a message', async () => {
		const author = await site.signIn( 'author' );
		const created = await call( site.admin, 'POST', '/wp/v2/posts', {
			data: { title: 'Not the author’s', status: 'draft' },
		} );
		const postId = ( ( await created.json() ) as { id: number } ).id;
		const refused = await call(
			author,
			'POST',
			'/wpcom/v2/external-media/copy/openverse',
			{
				data: {
					external_ids: [ at( service.openverse.images, 6 ).id ],
					post_id: postId,
				},
			}
		);
		expect( refused.status() ).toBe( 403 );
		for ( const [ path, data, code ] of [
			[
				'/wpcom/v2/external-media/copy/openverse',
				{},
				'external_media_nothing_to_copy',
			],
			[
				'/wpcom/v2/external-media/copy/openverse',
				{
					external_ids: service.openverse.images
						.slice( 0, 11 )
						.map( ( image ) => image.id ),
				},
				'external_media_too_many',
			],
			[
				'/wpcom/v2/external-media/copy/elsewhere',
				{ external_ids: [ 'x' ] },
				'external_media_unknown_source',
			],
		] as const ) {
			const response = await call( author, 'POST', path, { data } );
			const body = ( await response.json() ) as {
				code: string;
				message: string;
			};
			expect( {
				path,
				status: response.status(),
				code: body.code,
			} ).toEqual( { path, status: 400, code } );
			expect( body.message.length ).toBeGreaterThan( 10 );
		}
	} );
} );

/** Settings → Media as the site's admin, in a browser whose requests reach the stand-in. */
async function mediaSettings( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: site.baseURL,
		storageState: await site.admin.context.storageState(),
		extraHTTPHeaders: service.headers,
	} );
	const page = await context.newPage();
	await page.goto( '/wp-admin/options-media.php' );
	await expect(
		page.getByRole( 'heading', { name: 'Media picker sources' } )
	).toBeVisible();
	return page;
}

async function errorOf( response: APIResponse ) {
	return ( await response.json() ) as {
		code: string;
		message: string;
		data: { status: number };
	};
}

test.describe( 'Pexels', () => {
	test( 'without a key it says where to add one; the key is set on Settings → Media and never shown again', async ( {
		browser,
	} ) => {
		const before = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/pexels',
			{ query: { search: 'mountain' } }
		);
		expect( before.status() ).toBe( 400 );
		expect( await errorOf( before ) ).toMatchObject( {
			code: 'external_media_not_configured',
			message:
				'Pexels needs an API key. A site administrator can add a free Pexels API key under Settings → Media (“Pexels API key”).',
		} );

		const page = await mediaSettings( browser );
		await page.getByLabel( 'Pexels API key' ).fill( 'not a key!' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect(
			page.getByText( 'That is not a Pexels API key' )
		).toBeVisible();
		await page.getByLabel( 'Pexels API key' ).fill( service.pexels.key );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect( page.getByLabel( 'Pexels API key' ) ).toHaveValue( '' );
		expect( await page.content() ).not.toContain( service.pexels.key );
		await page.context().close();
	} );

	test( 'lists a search with the key, page by page, credited to the photographer', async () => {
		service.seen.length = 0;
		const response = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/pexels',
			{ query: { search: 'mountain', number: '10' } }
		);
		expect( response.status() ).toBe( 200 );
		const page1 = ( await response.json() ) as ListAnswer;
		expect( page1.media ).toHaveLength( 10 );
		expect( page1.meta.next_page ).toBe( '2' );
		const sent = service.seen.find(
			( hit ) => hit.url.pathname === '/pexels/v1/search'
		);
		expect( sent?.headers.authorization ).toBe( service.pexels.key );
		expect( Object.fromEntries( sent?.url.searchParams ?? [] ) ).toEqual( {
			query: 'mountain',
			per_page: '10',
			page: '1',
		} );
		const files = `${ service.origin }/pexels-images/photos/1000100/pexels-photo-1000100.jpeg`;
		expect( at( page1.media, 0 ) ).toMatchObject( {
			ID: '1000100',
			guid: '1000100',
			type: 'image',
			caption: 'Photo by Lea Shutter on Pexels',
			alt: 'Snowy mountain peak under blue sky',
			title: 'Snowy mountain peak under blue sky',
			URL: `${ files }?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
		} );
		expect( at( page1.media, 0 ).thumbnails.medium ).toBe(
			`${ files }?auto=compress&cs=tinysrgb&h=350`
		);

		const page2 = ( await (
			await call(
				site.admin,
				'GET',
				'/wpcom/v2/external-media/list/pexels',
				{
					query: {
						search: 'mountain',
						number: '10',
						page_handle: '2',
					},
				}
			)
		).json() ) as ListAnswer;
		expect( page2.media ).toHaveLength( 3 );
		expect( page2.meta.next_page ).toBeUndefined();

		// Without a search: Pexels' curated photos.
		const curated = ( await (
			await call(
				site.admin,
				'GET',
				'/wpcom/v2/external-media/list/pexels'
			)
		).json() ) as ListAnswer;
		expect( curated.media ).toHaveLength( 5 );
		expect(
			service.seen.some(
				( hit ) => hit.url.pathname === '/pexels/v1/curated'
			)
		).toBe( true );
	} );

	test( 'copies photos into the media library; a photo whose file lives on another host is refused', async () => {
		service.seen.length = 0;
		const response = await call(
			site.admin,
			'POST',
			'/wpcom/v2/external-media/copy/pexels',
			{
				data: {
					external_ids: [ '1000100', '6666666', '1000101' ],
					media: [
						{
							guid: '1000100',
							caption: 'Photo by Lea Shutter on Pexels',
							title: 'Snowy mountain peak under blue sky',
						},
						{ guid: '6666666', caption: '', title: '' },
						{ guid: '1000101', caption: '', title: '' },
					],
					post_id: 0,
				},
			}
		);
		expect( response.status() ).toBe( 200 );
		const copied = ( await response.json() ) as CopyItem[];
		expect( at( copied, 0 ).errors ).toBeUndefined();
		expect( at( copied, 2 ).errors ).toBeUndefined();
		expect( at( copied, 1 ) ).toMatchObject( {
			ID: 0,
			errors: [
				{
					code: 'external_media_host_refused',
					message:
						'This item does not point to Pexels, so it was not copied.',
				},
			],
		} );
		const first = await media(
			site.admin.context,
			site.admin.nonce,
			at( copied, 0 ).ID
		);
		expect( first ).toMatchObject( {
			title: { raw: 'Snowy mountain peak under blue sky' },
			caption: { raw: 'Photo by Lea Shutter on Pexels' },
			media_details: { width: 188, height: 130 },
		} );
		const third = await media(
			site.admin.context,
			site.admin.nonce,
			at( copied, 2 ).ID
		);
		expect( third.caption.raw ).toBe( 'Photo by Kai Lens on Pexels' );
		expect( third.alt_text ).toBe( 'Mountain ridge 2' );
		// The file came from the photo's large2x address, with the key only on API calls.
		const download = service.seen.find( ( hit ) =>
			hit.url.pathname.startsWith( '/pexels-images/photos/1000100/' )
		);
		expect( download?.url.searchParams.get( 'w' ) ).toBe( '940' );
		expect( download?.headers.authorization ).toBeUndefined();
	} );

	test( 'a key Pexels refuses is reported as a setting to check, not as an empty list', async () => {
		const real = service.pexels.key;
		service.pexels.key = 'AnotherKey0123456789abcdefABCDEF';
		try {
			const response = await call(
				site.admin,
				'GET',
				'/wpcom/v2/external-media/list/pexels',
				{ query: { search: 'mountain' } }
			);
			expect( response.status() ).toBe( 400 );
			expect( ( await errorOf( response ) ).message ).toBe(
				'Pexels refused this site’s API key. A site administrator can check the key under Settings → Media (“Pexels API key”).'
			);
		} finally {
			service.pexels.key = real;
		}
	} );
} );

test.describe( 'Google Photos', () => {
	const filterQuery = ( filters: string[], extra: Query = {} ) =>
		[
			...( Array.isArray( extra ) ? extra : Object.entries( extra ) ),
			...filters.map( ( filter ) => [ 'filter[]', filter ] ),
		] as Array< [ string, string ] >;

	test( 'without an OAuth client, connecting explains what to set up', async () => {
		for ( const [ method, path ] of [
			[ 'GET', '/wpcom/v2/external-media/connection/google_photos' ],
			[ 'GET', '/wpcom/v2/external-media/list/google_photos' ],
		] as const ) {
			const response = await call( site.admin, method, path );
			expect( response.status() ).toBe( 400 );
			expect( await errorOf( response ) ).toMatchObject( {
				code: 'external_media_not_configured',
				message:
					'Google Photos is not set up on this site. A site administrator can add a Google OAuth client (client ID and client secret, with the Photos Library API enabled) under Settings → Media.',
			} );
		}
	} );

	test( 'with a client: connect in the popup, the callback stores the tokens, the library lists with filters', async ( {
		browser,
		playwright,
	} ) => {
		const page = await mediaSettings( browser );
		await expect(
			page.getByText(
				`${ site.baseURL }/wp-admin/admin-post.php?action=jetpack_blocks_google_photos_oauth`
			)
		).toBeVisible();
		await page
			.getByLabel( 'Google OAuth client ID' )
			.fill( service.google.clientId );
		await page
			.getByLabel( 'Google OAuth client secret' )
			.fill( service.google.clientSecret );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		expect( await page.content() ).not.toContain(
			service.google.clientSecret
		);
		await page.context().close();

		// Not connected yet: the picker shows its connect screen.
		const before = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos',
			{ query: { path: 'recent' } }
		);
		expect( before.status() ).toBe( 403 );
		expect( ( await errorOf( before ) ).code ).toBe(
			'authorization_required'
		);

		const connection = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/connection/google_photos'
		);
		expect( connection.status() ).toBe( 200 );
		const { connect_URL: connectUrl } = ( await connection.json() ) as {
			connect_URL: string;
		};
		const consent = new URL( connectUrl );
		expect( consent.origin + consent.pathname ).toBe(
			`${ service.origin }/google/o/oauth2/v2/auth`
		);
		expect( Object.fromEntries( consent.searchParams ) ).toMatchObject( {
			client_id: service.google.clientId,
			redirect_uri: `${ site.baseURL }/wp-admin/admin-post.php?action=jetpack_blocks_google_photos_oauth`,
			response_type: 'code',
			access_type: 'offline',
			scope: 'openid profile https://www.googleapis.com/auth/photoslibrary.readonly',
		} );

		// The popup: Google's consent sends the browser back to the site, which takes the code.
		const google = await playwright.request.newContext();
		const approved = await google.get( connectUrl, { maxRedirects: 0 } );
		expect( approved.status() ).toBe( 302 );
		service.seen.length = 0;
		const callback = await site.admin.context.get(
			approved.headers().location ?? '',
			{ headers: service.headers }
		);
		expect( callback.status() ).toBe( 200 );
		const reply = await callback.text();
		expect( reply ).toContain( 'Google Photos is connected.' );
		expect( reply ).not.toContain( 'ya29.' );
		const exchange = service.seen.find(
			( hit ) => hit.url.pathname === '/google/token'
		);
		expect(
			Object.fromEntries( new URLSearchParams( exchange?.body ) )
		).toMatchObject( {
			grant_type: 'authorization_code',
			code: '4/0AeanS0e2eCode',
			client_id: service.google.clientId,
			client_secret: service.google.clientSecret,
			redirect_uri: `${ site.baseURL }/wp-admin/admin-post.php?action=jetpack_blocks_google_photos_oauth`,
		} );
		// The same state cannot be used twice.
		const replay = await site.admin.context.get(
			approved.headers().location ?? '',
			{ headers: service.headers }
		);
		expect( await replay.text() ).toContain(
			'This sign-in was not started here or took too long.'
		);
		await google.dispose();

		// The recent view with every filter: what Google received.
		service.seen.length = 0;
		const listed = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos',
			{
				// As the picker sends them: one field each.
				query: {
					path: 'recent',
					number: '25',
					mediaType: 'photo',
					categoryInclude: 'food,travel',
					feature: 'favorite',
					dateRange: '2024-01-01:0000-00-00',
				},
			}
		);
		expect( listed.status() ).toBe( 200 );
		const recent = ( await listed.json() ) as ListAnswer;
		const search = service.seen.find(
			( hit ) =>
				hit.url.pathname ===
				'/google/photoslibrary/v1/mediaItems:search'
		);
		expect( search?.headers.authorization ).toBe(
			'Bearer ya29.e2eAccess1'
		);
		expect( JSON.parse( search?.body ?? '{}' ) ).toEqual( {
			pageSize: 25,
			filters: {
				mediaTypeFilter: { mediaTypes: [ 'PHOTO' ] },
				contentFilter: {
					includedContentCategories: [ 'FOOD', 'TRAVEL' ],
				},
				featureFilter: { includedFeatures: [ 'FAVORITES' ] },
				dateFilter: {
					ranges: [
						{
							startDate: { year: 2024, month: 1, day: 1 },
							endDate: { year: 9999, month: 12, day: 31 },
						},
					],
				},
			},
		} );
		expect( recent.meta.account ).toEqual( {
			name: 'Robin Example',
			image: 'https://lh3.googleusercontent.com/a/ACg8ocE2eAvatar=s96-c',
		} );
		expect( recent.media.map( ( item ) => item.ID ) ).toEqual( [
			'AF1QipItem01',
			'AF1QipItem03',
		] );
		expect( at( recent.media, 0 ) ).toMatchObject( {
			type: 'image',
			name: 'IMG_0001.JPG',
			title: 'IMG_0001',
			caption: 'Beach at sunset',
			URL: `${ service.origin }/google/lh3/AF1QipItem01=w2048-h2048`,
		} );

		// Videos, as `filter[]=key=value` entries: the category filter is left out; a range
		// open at the start.
		service.seen.length = 0;
		const videos = ( await (
			await call(
				site.admin,
				'GET',
				'/wpcom/v2/external-media/list/google_photos',
				{
					query: filterQuery(
						[
							'mediaType=video',
							'categoryInclude=food',
							'dateRange=0000-00-00:2024-08-31',
						],
						{ path: 'recent' }
					),
				}
			)
		).json() ) as ListAnswer;
		expect( videos.media.map( ( item ) => item.type ) ).toEqual( [
			'video',
		] );
		const videoSearch = JSON.parse(
			service.seen.find( ( hit ) =>
				hit.url.pathname.endsWith( '/mediaItems:search' )
			)?.body ?? '{}'
		) as { filters: Record< string, unknown > };
		expect( videoSearch.filters ).toEqual( {
			mediaTypeFilter: { mediaTypes: [ 'VIDEO' ] },
			dateFilter: {
				ranges: [
					{
						startDate: { year: 1970, month: 1, day: 1 },
						endDate: { year: 2024, month: 8, day: 31 },
					},
				],
			},
		} );

		// A malformed date range is refused with what to send.
		const bad = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos',
			{ query: filterQuery( [ 'dateRange=last week' ] ) }
		);
		expect( bad.status() ).toBe( 400 );
		expect( ( await errorOf( bad ) ).message ).toContain(
			'YYYY-MM-DD:YYYY-MM-DD'
		);
	} );

	test( 'albums are folders; an album lists its items', async () => {
		const albums = ( await (
			await call(
				site.admin,
				'GET',
				'/wpcom/v2/external-media/list/google_photos',
				{ query: { path: '/' } }
			)
		).json() ) as ListAnswer;
		expect( at( albums.media, 0 ) ).toMatchObject( {
			ID: 'AF1QipAlbumHolidays',
			type: 'folder',
			name: 'Holidays 2024',
			children: 2,
		} );
		expect( at( albums.media, 0 ).thumbnails.medium ).toBe(
			`${ service.origin }/google/lh3/AF1QipItem01=w300-h300-c`
		);
		service.seen.length = 0;
		const album = ( await (
			await call(
				site.admin,
				'GET',
				'/wpcom/v2/external-media/list/google_photos',
				{ query: { path: 'AF1QipAlbumGarden' } }
			)
		).json() ) as ListAnswer;
		expect( album.media.map( ( item ) => item.ID ) ).toEqual( [
			'AF1QipItem03',
		] );
		expect( JSON.parse( at( service.seen, 0 ).body ) ).toEqual( {
			pageSize: 25,
			albumId: 'AF1QipAlbumGarden',
		} );
	} );

	test( 'an access token Google no longer accepts is refreshed; a copy comes from Google', async () => {
		service.google.validTokens.clear();
		service.seen.length = 0;
		const response = await call(
			site.admin,
			'POST',
			'/wpcom/v2/external-media/copy/google_photos',
			{
				data: {
					media: [ { guid: 'AF1QipItem03', caption: '', title: '' } ],
					post_id: 0,
				},
			}
		);
		const copied = at( ( await response.json() ) as CopyItem[], 0 );
		expect( copied.errors ).toBeUndefined();
		const refresh = service.seen.find(
			( hit ) => hit.url.pathname === '/google/token'
		);
		expect( new URLSearchParams( refresh?.body ).get( 'grant_type' ) ).toBe(
			'refresh_token'
		);
		expect(
			service.seen.some(
				( hit ) => hit.url.pathname === '/google/lh3/AF1QipItem03=d'
			)
		).toBe( true );
		const stored = await media(
			site.admin.context,
			site.admin.nonce,
			copied.ID
		);
		expect( stored ).toMatchObject( {
			title: { raw: 'IMG_0003' },
			caption: { raw: 'Tomatoes' },
			alt_text: 'Tomatoes',
		} );
	} );

	test( 'Google unreachable is a 502 naming it; a grant revoked at Google means connecting again', async ( {
		playwright,
	} ) => {
		const dead = await freePort();
		const offline = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos',
			{ query: { path: 'recent' }, port: dead }
		);
		expect( offline.status() ).toBe( 502 );
		expect( ( await errorOf( offline ) ).message ).toBe(
			'Google Photos could not be reached from this site. Check the site’s internet connection and try again.'
		);

		// The user removed the site's access in their Google account: the refresh is refused.
		service.google.refreshRevoked = true;
		service.google.validTokens.clear();
		const revoked = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos',
			{ query: { path: 'recent' } }
		);
		expect( revoked.status() ).toBe( 403 );
		expect( ( await errorOf( revoked ) ).code ).toBe(
			'authorization_required'
		);
		service.google.refreshRevoked = false;
		// Forgotten: even with Google answering again, the user connects anew.
		const forgotten = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos',
			{ query: { path: 'recent' } }
		);
		expect( ( await errorOf( forgotten ) ).code ).toBe(
			'authorization_required'
		);

		// Connecting again.
		const connection = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/connection/google_photos'
		);
		const { connect_URL: connectUrl } = ( await connection.json() ) as {
			connect_URL: string;
		};
		const google = await playwright.request.newContext();
		const approved = await google.get( connectUrl, { maxRedirects: 0 } );
		const callback = await site.admin.context.get(
			approved.headers().location ?? '',
			{ headers: service.headers }
		);
		expect( await callback.text() ).toContain(
			'Google Photos is connected.'
		);
		await google.dispose();
		const back = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos',
			{ query: { path: 'recent' } }
		);
		expect( back.status() ).toBe( 200 );
	} );

	test( 'disconnect revokes the token at Google and forgets it; connections are per user', async () => {
		// Each user has their own connection: another author is not connected.
		const author = await site.signIn( 'author' );
		const theirs = await call(
			author,
			'GET',
			'/wpcom/v2/external-media/list/google_photos'
		);
		expect( ( await errorOf( theirs ) ).code ).toBe(
			'authorization_required'
		);

		const disconnect = await call(
			site.admin,
			'DELETE',
			'/wpcom/v2/external-media/connection/google_photos'
		);
		expect( disconnect.status() ).toBe( 200 );
		expect( await disconnect.json() ).toEqual( {
			disconnected: true,
			revoked: true,
		} );
		expect( service.google.revoked ).toEqual( [ '1//0e2eRefresh' ] );
		const after = await call(
			site.admin,
			'GET',
			'/wpcom/v2/external-media/list/google_photos'
		);
		expect( after.status() ).toBe( 403 );
		expect( ( await errorOf( after ) ).code ).toBe(
			'authorization_required'
		);
	} );
} );

test.describe( 'Companion app', () => {
	async function upload( who: SignedIn, name: string ) {
		const response = await who.context.post( restUrl( '/wp/v2/media' ), {
			headers: { 'X-WP-Nonce': who.nonce },
			multipart: {
				file: {
					name,
					mimeType: 'image/png',
					buffer: png( 30, 20 ),
				},
				caption: `Caption of ${ name }`,
			},
		} );
		expect( response.status() ).toBe( 201 );
		return ( await response.json() ) as { id: number; date_gmt: string };
	}

	test( 'lists only the user’s uploads made after `after`', async () => {
		// Times are whole seconds: uploads of the tests before this one must be a second older.
		await new Promise( ( wait ) => setTimeout( wait, 1200 ) );
		const old = await upload( site.admin, 'before-open.png' );
		const opened =
			Math.floor( Date.parse( `${ old.date_gmt }Z` ) / 1000 ) + 1;
		await new Promise( ( wait ) => setTimeout( wait, 1200 ) );
		const fresh = await upload( site.admin, 'from-phone.png' );
		const other = await site.signIn( 'author' );
		await upload( other, 'someone-else.png' );

		const response = await call( site.admin, 'GET', '/wpcom/v2/app-media', {
			query: { refresh: 'true', after: String( opened ), number: '20' },
		} );
		expect( response.status() ).toBe( 200 );
		const answer = ( await response.json() ) as {
			media: Array< {
				ID: number;
				name: string;
				caption: string;
				url: string;
				type: string;
				thumbnails: { thumbnail: string; large: string };
			} >;
			found: number;
		};
		expect( answer.found ).toBe( 1 );
		expect( answer.media ).toHaveLength( 1 );
		expect( at( answer.media, 0 ) ).toMatchObject( {
			ID: fresh.id,
			name: 'from-phone',
			caption: 'Caption of from-phone.png',
			type: 'image',
		} );
		expect( at( answer.media, 0 ).url ).toMatch( /from-phone\.png$/ );
		expect( at( answer.media, 0 ).thumbnails.thumbnail ).toMatch(
			/from-phone/
		);

		// Before the picker opened: both of the user's uploads.
		const all = ( await (
			await call( site.admin, 'GET', '/wpcom/v2/app-media', {
				query: { after: String( opened - 1 ) },
			} )
		).json() ) as { media: Array< { ID: number } > };
		expect( all.media.map( ( item ) => item.ID ) ).toEqual( [
			fresh.id,
			old.id,
		] );

		// As a picker source: the same uploads in the list format; "copying" one hands back the
		// attachment itself (it is already in the library), attached to the post.
		const listed = ( await (
			await call(
				site.admin,
				'GET',
				'/wpcom/v2/external-media/list/jetpack_app_media',
				{ query: { after: String( opened ) } }
			)
		).json() ) as ListAnswer;
		expect( listed.media.map( ( item ) => item.guid ) ).toEqual( [
			String( fresh.id ),
		] );
		const created = await call( site.admin, 'POST', '/wp/v2/posts', {
			data: { title: 'From the phone', status: 'draft' },
		} );
		const postId = ( ( await created.json() ) as { id: number } ).id;
		const copied = ( await (
			await call(
				site.admin,
				'POST',
				'/wpcom/v2/external-media/copy/jetpack_app_media',
				{
					data: {
						external_ids: [ String( fresh.id ), 'x' ],
						post_id: postId,
					},
				}
			)
		).json() ) as CopyItem[];
		expect( at( copied, 0 ) ).toMatchObject( {
			ID: fresh.id,
			caption: 'Caption of from-phone.png',
		} );
		expect( at( copied, 1 ).errors?.[ 0 ]?.code ).toBe(
			'external_media_unknown_item'
		);
		expect(
			( await media( site.admin.context, site.admin.nonce, fresh.id ) )
				.post
		).toBe( postId );
		// An author cannot take another user's upload through the picker.
		const author = await site.signIn( 'author' );
		const refused = ( await (
			await call(
				author,
				'POST',
				'/wpcom/v2/external-media/copy/jetpack_app_media',
				{ data: { external_ids: [ String( fresh.id ) ] } }
			)
		).json() ) as CopyItem[];
		expect( at( refused, 0 ).errors?.[ 0 ]?.code ).toBe(
			'external_media_unknown_item'
		);

		const bad = await call( site.admin, 'GET', '/wpcom/v2/app-media', {
			query: { after: 'yesterday' },
		} );
		expect( bad.status() ).toBe( 400 );
	} );
} );

test.describe( 'Unreachable services', () => {
	test( 'each remote source names itself in a 502', async () => {
		const dead = await freePort();
		for ( const [ source, name ] of [
			[ 'openverse', 'Openverse' ],
			[ 'pexels', 'Pexels' ],
		] ) {
			const response = await call(
				site.admin,
				'GET',
				`/wpcom/v2/external-media/list/${ source }`,
				{ query: { search: 'mountain' }, port: dead }
			);
			expect( response.status() ).toBe( 502 );
			expect( await errorOf( response ) ).toMatchObject( {
				code: 'external_media_unreachable',
				message: `${ name } could not be reached from this site. Check the site’s internet connection and try again.`,
			} );
		}
	} );
} );
