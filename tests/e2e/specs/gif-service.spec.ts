/**
 * The GIF search route with the service configured: the key is set on Settings → Writing, and a
 * local HTTP server stands in for the GIF service on a site of the spec's own (whose safe requests may
 * reach loopback). What the service answers is passed on checked and reduced; when it fails, the
 * search falls back to the media library and says why.
 */
import http from 'node:http';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { freePort } from '../helpers/free-port';

const KEY = 'e2eKey123';

let site: OwnSite;
let web: http.Server;
let webPort: number;
const seen: URL[] = [];

function serviceItem( id: string, extra: Record< string, unknown > = {} ) {
	return {
		type: 'gif',
		id,
		title: `GIF ${ id }`,
		embed_url: `https://giphy.com/embed/${ id }`,
		images: {
			original: { width: '480', height: '270', url: 'https://x/y.gif' },
			downsized_still: {
				url: `https://media.giphy.com/media/${ id }/giphy_s.gif`,
			},
		},
		user: { secret: 'not passed on' },
		...extra,
	};
}

test.beforeAll( async () => {
	webPort = await freePort();
	web = http.createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', `http://127.0.0.1:${ webPort }` );
		seen.push( url );
		const json = ( status: number, body: unknown ) => {
			res.writeHead( status, { 'Content-Type': 'application/json' } );
			res.end( JSON.stringify( body ) );
		};
		if ( url.searchParams.get( 'api_key' ) !== KEY ) {
			return json( 401, { message: 'No API key found in request.' } );
		}
		if ( url.pathname === '/v1/gifs/search' ) {
			if ( url.searchParams.get( 'q' ) === 'broken' ) {
				return json( 500, { message: 'oops' } );
			}
			const limit = Number( url.searchParams.get( 'limit' ) );
			const items = [
				serviceItem( 'JIX9t2j0ZTN9S', {
					title: '<b>Cat</b> typing',
					embed_url: 'https://evil.example/embed/JIX9t2j0ZTN9S',
				} ),
				serviceItem( 'bad id!' ),
				serviceItem( 'l0HlBO7eyXzSZkJri', {
					images: {
						original: { width: '300', height: '300' },
						downsized_still: { url: 'javascript:alert(1)' },
					},
				} ),
				serviceItem( '3o7TKSjRrfIPjeiVyM' ),
			];
			return json( 200, { data: items.slice( 0, limit ) } );
		}
		if ( url.pathname === '/v1/gifs/JIX9t2j0ZTN9S' ) {
			return json( 200, { data: serviceItem( 'JIX9t2j0ZTN9S' ) } );
		}
		return json( 404, { message: 'Not found' } );
	} );
	await new Promise< void >( ( listening ) =>
		web.listen( webPort, '127.0.0.1', listening )
	);
	site = await startOwnSite( 'gif-service', [
		'own-site/e2e-loopback-web.php',
		'own-site/e2e-gif-service.php',
	] );
} );

test.afterAll( async () => {
	web.close();
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
type Json = Record< string, any >;

async function get(
	route: string,
	query: Record< string, string > = {}
): Promise< { status: number; body: Json } > {
	const response = await site.admin.context.get(
		`/?rest_route=${ encodeURIComponent( route ) }&${ new URLSearchParams(
			query
		).toString() }`,
		{
			headers: {
				'X-WP-Nonce': site.admin.nonce,
				'X-E2E-Web-Port': String( webPort ),
			},
		}
	);
	return { status: response.status(), body: await response.json() };
}

/** Submits the key through the Settings → Writing form, as a site owner would. */
async function setKey( key: string ): Promise< void > {
	const page = await (
		await site.admin.context.get( '/wp-admin/options-writing.php' )
	).text();
	expect( page ).toContain( 'GIF block: GIPHY API key' );
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( page )?.[ 1 ];
	expect( nonce ).toBeTruthy();
	const saved = await site.admin.context.post( '/wp-admin/options.php', {
		form: {
			option_page: 'writing',
			action: 'update',
			_wpnonce: nonce as string,
			_wp_http_referer: '/wp-admin/options-writing.php',
			jetpack_blocks_gif_api_key: key,
			default_category: '1',
			default_post_format: '0',
		},
		maxRedirects: 0,
	} );
	expect( saved.status() ).toBe( 302 );
}

test.describe( 'GIF search route with the service configured', () => {
	test( 'passes on the service results, checked and reduced, and looks GIFs up by id', async () => {
		await setKey( KEY );
		const { status, body } = await get( '/wpcom/v2/gif/search', {
			q: 'cat typing',
		} );
		expect( status ).toBe( 200 );
		const search = seen.find( ( url ) =>
			url.pathname.endsWith( '/search' )
		);
		expect( search?.searchParams.get( 'q' ) ).toBe( 'cat typing' );
		expect( search?.searchParams.get( 'limit' ) ).toBe( '10' );
		expect( body ).toEqual( {
			source: 'giphy',
			service: { reached: true },
			data: [
				{
					id: 'JIX9t2j0ZTN9S',
					title: 'Cat typing',
					// The frame's address is built from the id, never taken from the answer.
					embed_url: 'https://giphy.com/embed/JIX9t2j0ZTN9S',
					images: {
						original: { width: 480, height: 270 },
						downsized_still: {
							url: 'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy_s.gif',
						},
					},
				},
				// "bad id!" and the result whose still is not an https address are dropped.
				expect.objectContaining( { id: '3o7TKSjRrfIPjeiVyM' } ),
			],
		} );

		const two = await get( '/wpcom/v2/gif/search', {
			q: 'cat',
			limit: '2',
		} );
		expect( seen.at( -1 )?.searchParams.get( 'limit' ) ).toBe( '2' );
		expect( two.body.data ).toHaveLength( 1 );

		const found = await get( '/wpcom/v2/gif/JIX9t2j0ZTN9S' );
		expect( found.status ).toBe( 200 );
		expect( found.body.data ).toMatchObject( {
			id: 'JIX9t2j0ZTN9S',
			embed_url: 'https://giphy.com/embed/JIX9t2j0ZTN9S',
		} );
		const missing = await get( '/wpcom/v2/gif/missing123' );
		expect( missing.status ).toBe( 404 );
		expect( missing.body.code ).toBe( 'gif_not_found' );
	} );

	test( 'when the service fails, the search answers from the media library and says so', async () => {
		await setKey( KEY );
		const broken = await get( '/wpcom/v2/gif/search', { q: 'broken' } );
		expect( broken.status ).toBe( 200 );
		expect( broken.body ).toMatchObject( {
			source: 'media-library',
			data: [],
			service: {
				reached: false,
				code: 'gif_service_error',
				message: 'The GIF service answered with an error (status 500).',
			},
			library: { gifs: 0 },
		} );

		// A key that is not letters and digits is not kept.
		await setKey( 'not a key!' );
		const unset = await get( '/wpcom/v2/gif/search', { q: 'cat' } );
		expect( unset.body.service.code ).toBe( 'gif_service_not_configured' );
	} );
} );
