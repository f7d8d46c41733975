/**
 * The external media picker's server side (spec 002 §7, §8): list, copy and connection routes for
 * each source, on a site of the spec's own whose proxies reach a local stand-in that answers in
 * each service's documented format (helpers/external-media-service.ts). What the site sent to the
 * service is checked from the stand-in's log; what it stored, from the media library.
 */
import { test, expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import {
	EXTERNAL_MEDIA_MU_PLUGINS,
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

const restUrl = ( path: string, query: Record< string, string > = {} ) => {
	const params = new URLSearchParams( { rest_route: path, ...query } );
	return `/?${ params.toString() }`;
};

/** A REST call as `who`, through the stand-in (or `port`). */
function call(
	who: SignedIn,
	method: string,
	path: string,
	options: {
		query?: Record< string, string >;
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

		const [ lake ] = page1.media;
		const { id } = service.openverse.images[ 0 ];
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
		expect( page1.media[ 2 ].caption ).toBe(
			'“Mountain view 3” by Ansel Example is licensed under CC0 1.0.'
		);
		expect( page1.media[ 3 ].caption ).toBe(
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
		const [ first, second ] = service.openverse.images;
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
			copied[ 0 ].ID
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
			copied[ 1 ].ID
		);
		expect( two.title.raw ).toBe( 'Mountain view 2' );
		expect( two.caption.raw ).toBe(
			'“Mountain view 2” by Mira Peaks is licensed under CC BY-SA 4.0.'
		);
		expect( two.alt_text ).toBe( two.caption.raw );
		expect( copied[ 1 ] ).toMatchObject( {
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
							guid: service.openverse.images[ 4 ].id,
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
		expect( copied[ 0 ] ).toMatchObject( {
			ID: 0,
			errors: [
				{
					code: 'external_media_unknown_item',
					message: 'This is not an Openverse image.',
				},
			],
		} );
		expect( copied[ 1 ].errors?.[ 0 ].code ).toBe(
			'external_media_unknown_item'
		);
		expect( copied[ 2 ].errors ).toBeUndefined();
		expect( copied[ 2 ].ID ).toBeGreaterThan( 0 );
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
				data: { external_ids: [ service.openverse.images[ 5 ].id ] },
				port: dead,
			}
		);
		const [ item ] = ( await copy.json() ) as CopyItem[];
		expect( item.errors?.[ 0 ].code ).toBe( 'external_media_unreachable' );
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
					external_ids: [ service.openverse.images[ 6 ].id ],
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
