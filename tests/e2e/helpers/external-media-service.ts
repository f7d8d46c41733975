/**
 * A local stand-in for the external media services (Openverse, Pexels, Google Photos with its
 * OAuth endpoints), answering in each real service's documented format, for specs on a site of
 * their own. The site sends its requests here when the request carries the server's port in the
 * X-E2E-Web-Port header (mu-plugins below): the site's REST requests from a spec, and the editor's
 * own requests once the browser context sends the header too.
 *
 *   test.use( { ownSiteMuPlugins: EXTERNAL_MEDIA_MU_PLUGINS } );  // with own-site-editor.ts
 *   const service = await startExternalMediaService();
 *   await page.context().setExtraHTTPHeaders( service.headers );
 *   await routeRemoteImages( page.context() );  // the originals' hosts the items name
 *   …  // the picker's Openverse search now lists service.openverse.images
 *   await service.close();
 *
 * Every request the server received is in `seen` (method, URL, headers, body), for assertions on
 * what the site sent.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { freePort } from './free-port';

/** The mu-plugins an own site needs for the stand-in (plus e2e-offline.php for editor specs). */
export const EXTERNAL_MEDIA_MU_PLUGINS = [
	'own-site/e2e-loopback-web.php',
	'own-site/e2e-external-media-service.php',
];

export interface SeenRequest {
	method: string;
	url: URL;
	headers: http.IncomingHttpHeaders;
	body: string;
}

export interface OpenverseImage {
	id: string;
	title: string;
	creator: string;
	license: string;
	license_version: string;
	width: number;
	height: number;
}

export interface PexelsPhoto {
	id: number;
	width: number;
	height: number;
	photographer: string;
	alt: string;
	/** Where its files live; another host makes the site refuse it. */
	host?: string;
}

export interface GooglePhotosItem {
	id: string;
	filename: string;
	description?: string;
	mimeType: string;
	width: number;
	height: number;
}

export interface ExternalMediaService {
	port: number;
	origin: string;
	/** Headers a request needs to reach the stand-in through the site. */
	headers: Record< string, string >;
	seen: SeenRequest[];
	openverse: { images: OpenverseImage[] };
	pexels: { key: string; photos: PexelsPhoto[] };
	google: {
		clientId: string;
		clientSecret: string;
		items: GooglePhotosItem[];
		albums: Array< { id: string; title: string; itemIds: string[] } >;
		/** Set to refuse refresh tokens (invalid_grant), as after the user revoked access at Google. */
		refreshRevoked: boolean;
		/** Access tokens the stand-in accepts right now (a test may clear it to expire them). */
		validTokens: Set< string >;
		revoked: string[];
	};
	close: () => Promise< void >;
}

/** A real PNG of the given size (a colour gradient), for the files the services send. */
export function png( width: number, height: number ): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const sum = Buffer.alloc( 4 );
		sum.writeUInt32BE( zlib.crc32( body ) );
		return Buffer.concat( [ length, body, sum ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // truecolour
	const rows: Buffer[] = [];
	for ( let y = 0; y < height; y++ ) {
		const row = Buffer.alloc( 1 + width * 3 );
		for ( let x = 0; x < width; x++ ) {
			row[ 1 + x * 3 ] = ( x * 255 ) / Math.max( 1, width - 1 );
			row[ 2 + x * 3 ] = ( y * 255 ) / Math.max( 1, height - 1 );
			row[ 3 + x * 3 ] = 120;
		}
		rows.push( row );
	}
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( Buffer.concat( rows ) ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

const OPENVERSE_IMAGES: OpenverseImage[] = Array.from(
	{ length: 26 },
	( _, index ) => ( {
		id: `6a9e${ String( index ).padStart( 4, '0' ) }-0b1c-4d2e-8f3a-5b6c7d8e9f${ String(
			index
		).padStart( 2, '0' ) }`,
		title:
			index === 0
				? 'Mountain lake at dawn'
				: `Mountain view ${ index + 1 }`,
		creator: index % 2 === 0 ? 'Ansel Example' : 'Mira Peaks',
		license: [ 'by', 'by-sa', 'cc0', 'pdm' ][ index % 4 ] ?? 'by',
		license_version: [ '2.0', '4.0', '1.0', '1.0' ][ index % 4 ] ?? '2.0',
		width: 1024,
		height: 683,
	} )
);

/** One Openverse result as /v1/images/ answers it. */
function openverseResult( image: OpenverseImage, origin: string ) {
	const api = `${ origin }/openverse/v1/images/${ image.id }`;
	const flickrId = image.id.slice( 0, 8 );
	return {
		id: image.id,
		title: image.title,
		indexed_on: '2023-05-14T08:12:44Z',
		foreign_landing_url: `https://www.flickr.com/photos/example/${ flickrId }`,
		url: `https://live.staticflickr.com/65535/${ flickrId }_b.jpg`,
		creator: image.creator,
		creator_url: 'https://www.flickr.com/photos/example',
		license: image.license,
		license_version: image.license_version,
		license_url: `https://creativecommons.org/licenses/${ image.license }/${ image.license_version }/`,
		provider: 'flickr',
		source: 'flickr',
		category: null,
		filesize: null,
		filetype: 'jpg',
		tags: [
			{ name: 'mountain', accuracy: null, unstable__provider: 'flickr' },
		],
		attribution: `"${ image.title }" by ${ image.creator }.`,
		fields_matched: [ 'title' ],
		mature: false,
		height: image.height,
		width: image.width,
		thumbnail: `${ api }/thumb/`,
		detail_url: `${ api }/`,
		related_url: `${ api }/related/`,
		unstable__sensitivity: [],
	};
}

const PEXELS_PHOTOS: PexelsPhoto[] = [
	...Array.from( { length: 12 }, ( _, index ) => ( {
		id: 1_000_100 + index,
		width: 4000,
		height: 2667,
		photographer: index % 2 ? 'Kai Lens' : 'Lea Shutter',
		alt:
			index === 0
				? 'Snowy mountain peak under blue sky'
				: `Mountain ridge ${ index + 1 }`,
	} ) ),
	{
		id: 6_666_666,
		width: 800,
		height: 600,
		photographer: 'Nobody',
		alt: 'Mountain that lives elsewhere',
		host: 'https://files.example.net',
	},
];

const GOOGLE_ITEMS: GooglePhotosItem[] = [
	{
		id: 'AF1QipItem01',
		filename: 'IMG_0001.JPG',
		description: 'Beach at sunset',
		mimeType: 'image/jpeg',
		width: 4032,
		height: 3024,
	},
	{
		id: 'AF1QipItem02',
		filename: 'VID_0002.MP4',
		mimeType: 'video/mp4',
		width: 1920,
		height: 1080,
	},
	{
		id: 'AF1QipItem03',
		filename: 'IMG_0003.JPG',
		description: 'Tomatoes',
		mimeType: 'image/jpeg',
		width: 3000,
		height: 2000,
	},
];

interface RouteContext {
	service: ExternalMediaService;
	url: URL;
	json: Json;
	image: Image;
	req: http.IncomingMessage;
	res: http.ServerResponse;
	body: string;
}

/** One Pexels photo as the API answers it. */
function pexelsPhoto( photo: PexelsPhoto, origin: string ) {
	const files = `${ photo.host ?? `${ origin }/pexels-images` }/photos/${ photo.id }/pexels-photo-${ photo.id }.jpeg`;
	return {
		id: photo.id,
		width: photo.width,
		height: photo.height,
		url: `https://www.pexels.com/photo/mountain-${ photo.id }/`,
		photographer: photo.photographer,
		photographer_url: 'https://www.pexels.com/@example',
		photographer_id: 3_456_789,
		avg_color: '#7A8B99',
		src: {
			original: files,
			large2x: `${ files }?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
			large: `${ files }?auto=compress&cs=tinysrgb&h=650&w=940`,
			medium: `${ files }?auto=compress&cs=tinysrgb&h=350`,
			small: `${ files }?auto=compress&cs=tinysrgb&h=130`,
			portrait: `${ files }?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
			landscape: `${ files }?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
			tiny: `${ files }?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
		},
		liked: false,
		alt: photo.alt,
	};
}

/** Pexels: GET /v1/search, /v1/curated, /v1/photos/{id} (key in Authorization); its image files. */
function routePexels( {
	service,
	url,
	json,
	image,
	req,
}: RouteContext ): boolean {
	if ( url.pathname.startsWith( '/pexels-images/' ) ) {
		image( 188, 130 );
		return true;
	}
	const path = url.pathname.replace( /^\/pexels/, '' );
	if ( path === url.pathname ) {
		return false;
	}
	if ( req.headers.authorization !== service.pexels.key ) {
		json( 401, { status: 401, code: 'Unauthorized' } );
		return true;
	}
	const { photos } = service.pexels;
	const photo = /^\/v1\/photos\/(\d+)$/.exec( path );
	if ( photo ) {
		const found = photos.find( ( { id } ) => String( id ) === photo[ 1 ] );
		if ( found ) {
			json( 200, pexelsPhoto( found, service.origin ) );
		} else {
			json( 404, { status: 404, code: 'Not Found' } );
		}
		return true;
	}
	if ( path !== '/v1/search' && path !== '/v1/curated' ) {
		json( 404, { status: 404, code: 'Not Found' } );
		return true;
	}
	const query = ( url.searchParams.get( 'query' ) ?? '' ).toLowerCase();
	const perPage = Number( url.searchParams.get( 'per_page' ) ?? 15 );
	const page = Number( url.searchParams.get( 'page' ) ?? 1 );
	const matches =
		path === '/v1/curated'
			? photos.slice( 0, 5 )
			: photos.filter( ( candidate ) =>
					candidate.alt.toLowerCase().includes( query )
				);
	const base = `https://api.pexels.com/v1${ path === '/v1/curated' ? '/curated' : '/search' }/`;
	const link = ( to: number ) =>
		`${ base }?page=${ to }&per_page=${ perPage }${
			query ? `&query=${ encodeURIComponent( query ) }` : ''
		}`;
	json( 200, {
		page,
		per_page: perPage,
		photos: matches
			.slice( ( page - 1 ) * perPage, page * perPage )
			.map( ( match ) => pexelsPhoto( match, service.origin ) ),
		total_results: matches.length,
		...( page * perPage < matches.length
			? { next_page: link( page + 1 ) }
			: {} ),
		...( page > 1 ? { prev_page: link( page - 1 ) } : {} ),
	} );
	return true;
}

/** An unsigned JWT carrying the Google account's name and picture (what the site reads of it). */
function idToken(): string {
	const part = ( value: unknown ) =>
		Buffer.from( JSON.stringify( value ) ).toString( 'base64url' );
	return [
		part( { alg: 'RS256', kid: 'e2e', typ: 'JWT' } ),
		part( {
			iss: 'https://accounts.google.com',
			sub: '110248495921238986420',
			name: 'Robin Example',
			picture:
				'https://lh3.googleusercontent.com/a/ACg8ocE2eAvatar=s96-c',
			given_name: 'Robin',
			iat: Math.floor( Date.now() / 1000 ),
			exp: Math.floor( Date.now() / 1000 ) + 3600,
		} ),
		'c2lnbmF0dXJl',
	].join( '.' );
}

/** One media item as the Library API answers it. */
function googleItem( item: GooglePhotosItem, origin: string ) {
	const video = item.mimeType.startsWith( 'video/' );
	return {
		id: item.id,
		...( item.description ? { description: item.description } : {} ),
		productUrl: `https://photos.google.com/lr/photo/${ item.id }`,
		baseUrl: `${ origin }/google/lh3/${ item.id }`,
		mimeType: item.mimeType,
		mediaMetadata: {
			creationTime: '2024-07-14T18:21:03Z',
			width: String( item.width ),
			height: String( item.height ),
			...( video
				? { video: { fps: 30, status: 'READY' } }
				: {
						photo: {
							cameraMake: 'Google',
							cameraModel: 'Pixel 8',
							focalLength: 6.9,
							apertureFNumber: 1.68,
							isoEquivalent: 50,
						},
					} ),
		},
		filename: item.filename,
	};
}

/** Google: OAuth consent, token, revoke; Photos Library API albums, mediaItems:search, mediaItems/{id}; content files. */
function routeGoogle( {
	service,
	url,
	json,
	image,
	req,
	res,
	body,
}: RouteContext ): boolean {
	if ( ! url.pathname.startsWith( '/google/' ) ) {
		return false;
	}
	const path = url.pathname.slice( '/google'.length );
	const { google } = service;
	if ( path === '/o/oauth2/v2/auth' ) {
		// The user approves at once: back to the site with a code and the state.
		const back = new URL( url.searchParams.get( 'redirect_uri' ) ?? '' );
		back.searchParams.set( 'code', '4/0AeanS0e2eCode' );
		back.searchParams.set( 'state', url.searchParams.get( 'state' ) ?? '' );
		back.searchParams.set( 'scope', url.searchParams.get( 'scope' ) ?? '' );
		res.writeHead( 302, { Location: back.toString() } );
		res.end();
		return true;
	}
	if ( path === '/token' && req.method === 'POST' ) {
		const form = new URLSearchParams( body );
		if (
			form.get( 'client_id' ) !== google.clientId ||
			form.get( 'client_secret' ) !== google.clientSecret
		) {
			json( 401, {
				error: 'invalid_client',
				error_description: 'Unauthorized',
			} );
			return true;
		}
		const grant = form.get( 'grant_type' );
		if (
			grant === 'authorization_code' &&
			form.get( 'code' ) === '4/0AeanS0e2eCode'
		) {
			google.validTokens.add( 'ya29.e2eAccess1' );
			json( 200, {
				access_token: 'ya29.e2eAccess1',
				expires_in: 3599,
				refresh_token: '1//0e2eRefresh',
				scope: 'openid https://www.googleapis.com/auth/photoslibrary.readonly https://www.googleapis.com/auth/userinfo.profile',
				token_type: 'Bearer',
				id_token: idToken(),
			} );
			return true;
		}
		if (
			grant === 'refresh_token' &&
			form.get( 'refresh_token' ) === '1//0e2eRefresh' &&
			! google.refreshRevoked
		) {
			const token = `ya29.e2eAccess${ google.validTokens.size + 2 }`;
			google.validTokens.add( token );
			json( 200, {
				access_token: token,
				expires_in: 3599,
				scope: 'https://www.googleapis.com/auth/photoslibrary.readonly',
				token_type: 'Bearer',
			} );
			return true;
		}
		json( 400, {
			error: 'invalid_grant',
			error_description: 'Token has been expired or revoked.',
		} );
		return true;
	}
	if ( path === '/revoke' && req.method === 'POST' ) {
		google.revoked.push( new URLSearchParams( body ).get( 'token' ) ?? '' );
		json( 200, {} );
		return true;
	}
	if ( path.startsWith( '/lh3/' ) ) {
		image( 320, 240 );
		return true;
	}
	if ( ! path.startsWith( '/photoslibrary/v1/' ) ) {
		return false;
	}
	const token = ( req.headers.authorization ?? '' ).replace( /^Bearer /, '' );
	if ( ! google.validTokens.has( token ) ) {
		json( 401, {
			error: {
				code: 401,
				message:
					'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
				status: 'UNAUTHENTICATED',
			},
		} );
		return true;
	}
	const api = path.slice( '/photoslibrary/v1'.length );
	if ( api === '/albums' ) {
		json( 200, {
			albums: google.albums.map( ( album ) => ( {
				id: album.id,
				title: album.title,
				productUrl: `https://photos.google.com/lr/album/${ album.id }`,
				mediaItemsCount: String( album.itemIds.length ),
				coverPhotoBaseUrl: `${ service.origin }/google/lh3/${ album.itemIds[ 0 ] }`,
				coverPhotoMediaItemId: album.itemIds[ 0 ],
			} ) ),
		} );
		return true;
	}
	if ( api === '/mediaItems:search' && req.method === 'POST' ) {
		const search = JSON.parse( body || '{}' ) as {
			albumId?: string;
			pageSize?: number;
			pageToken?: string;
			filters?: { mediaTypeFilter?: { mediaTypes: string[] } };
		};
		let items = google.items;
		if ( search.albumId ) {
			const album = google.albums.find(
				( { id } ) => id === search.albumId
			);
			items = items.filter( ( item ) =>
				album?.itemIds.includes( item.id )
			);
		}
		const types = search.filters?.mediaTypeFilter?.mediaTypes ?? [];
		if ( types.includes( 'PHOTO' ) ) {
			items = items.filter( ( item ) =>
				item.mimeType.startsWith( 'image/' )
			);
		} else if ( types.includes( 'VIDEO' ) ) {
			items = items.filter( ( item ) =>
				item.mimeType.startsWith( 'video/' )
			);
		}
		const size = search.pageSize ?? 25;
		const start = Number( search.pageToken?.replace( /^page/, '' ) ?? 0 );
		json( 200, {
			...( items.length
				? {
						mediaItems: items
							.slice( start, start + size )
							.map( ( item ) =>
								googleItem( item, service.origin )
							),
					}
				: {} ),
			...( start + size < items.length
				? { nextPageToken: `page${ start + size }` }
				: {} ),
		} );
		return true;
	}
	const one = /^\/mediaItems\/([A-Za-z0-9_-]+)$/.exec( api );
	const found = one && google.items.find( ( { id } ) => id === one[ 1 ] );
	if ( found ) {
		json( 200, googleItem( found, service.origin ) );
		return true;
	}
	json( 404, {
		error: {
			code: 404,
			message: 'Requested entity was not found.',
			status: 'NOT_FOUND',
		},
	} );
	return true;
}

/** Hosts of the original files the stand-in's items name (unreachable from a test browser). */
export const REMOTE_IMAGE_HOSTS = [
	'https://live.staticflickr.com',
	'https://lh3.googleusercontent.com',
	'https://files.example.net',
];

/**
 * Serves the originals' hosts the items name (Openverse's `url`, the Google account's picture) with
 * a small PNG in a browser context, so a page that shows them neither reaches the web nor logs a
 * failed load.
 *
 * @param context Browser context.
 */
export async function routeRemoteImages(
	context: BrowserContext
): Promise< void > {
	for ( const host of REMOTE_IMAGE_HOSTS ) {
		await context.route( `${ host }/**`, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'image/png',
				body: png( 64, 48 ),
			} )
		);
	}
}

/**
 * Starts the stand-in on a free loopback port.
 */
export async function startExternalMediaService(): Promise< ExternalMediaService > {
	const port = await freePort();
	const origin = `http://127.0.0.1:${ port }`;
	const seen: SeenRequest[] = [];
	const service: ExternalMediaService = {
		port,
		origin,
		headers: { 'X-E2E-Web-Port': String( port ) },
		seen,
		openverse: { images: OPENVERSE_IMAGES.map( ( image ) => image ) },
		pexels: {
			key: 'E2eTestPexelsKey0123456789abcdefABCDEF0123456789abcdef',
			photos: PEXELS_PHOTOS.map( ( photo ) => photo ),
		},
		google: {
			clientId: '123456789012-e2etest.apps.googleusercontent.com',
			clientSecret: 'GOCSPX-e2eTestSecret0123456789',
			items: GOOGLE_ITEMS.map( ( item ) => item ),
			albums: [
				{
					id: 'AF1QipAlbumHolidays',
					title: 'Holidays 2024',
					itemIds: [ 'AF1QipItem01', 'AF1QipItem02' ],
				},
				{
					id: 'AF1QipAlbumGarden',
					title: 'Garden',
					itemIds: [ 'AF1QipItem03' ],
				},
			],
			refreshRevoked: false,
			validTokens: new Set(),
			revoked: [],
		},
		close: () =>
			new Promise( ( done ) => {
				server.closeAllConnections();
				server.close( () => done() );
			} ),
	};
	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url ?? '/', origin );
		let body = '';
		req.on( 'data', ( part ) => ( body += part ) );
		req.on( 'end', () => {
			seen.push( {
				method: req.method ?? 'GET',
				url,
				headers: req.headers,
				body,
			} );
			const json = ( status: number, answer: unknown ) => {
				res.writeHead( status, { 'Content-Type': 'application/json' } );
				res.end( JSON.stringify( answer ) );
			};
			const image = ( width: number, height: number ) => {
				res.writeHead( 200, { 'Content-Type': 'image/png' } );
				res.end( png( width, height ) );
			};
			const context = { service, url, json, image, req, res, body };
			const answered =
				routeOpenverse( service, url, json, image ) ||
				routePexels( context ) ||
				routeGoogle( context );
			if ( ! answered ) {
				json( 404, { detail: 'Not found.' } );
			}
		} );
	} );
	await new Promise< void >( ( listening ) =>
		server.listen( port, '127.0.0.1', listening )
	);
	return service;
}

type Json = ( status: number, answer: unknown ) => void;
type Image = ( width: number, height: number ) => void;

/** Openverse: GET /v1/images/, /v1/images/{id}/, /v1/images/{id}/thumb/. */
function routeOpenverse(
	service: ExternalMediaService,
	url: URL,
	json: Json,
	image: Image
): boolean {
	const path = url.pathname.replace( /^\/openverse/, '' );
	if ( path === url.pathname ) {
		return false;
	}
	const { images } = service.openverse;
	if ( path === '/v1/images/' ) {
		const q = ( url.searchParams.get( 'q' ) ?? '' ).toLowerCase();
		const pageSize = Number( url.searchParams.get( 'page_size' ) ?? 20 );
		const page = Number( url.searchParams.get( 'page' ) ?? 1 );
		if ( pageSize > 20 ) {
			json( 401, {
				detail: 'Authentication credentials were not provided.',
			} );
			return true;
		}
		const matches = images.filter( ( candidate ) =>
			q
				.split( /\s+/ )
				.every( ( word ) =>
					candidate.title.toLowerCase().includes( word )
				)
		);
		const pageCount = Math.ceil( matches.length / pageSize );
		if ( page > Math.max( 1, pageCount ) ) {
			json( 400, {
				detail: 'Invalid page.',
			} );
			return true;
		}
		json( 200, {
			result_count: matches.length,
			page_count: pageCount,
			page_size: pageSize,
			page,
			results: matches
				.slice( ( page - 1 ) * pageSize, page * pageSize )
				.map( ( match ) => openverseResult( match, service.origin ) ),
			warnings: [],
		} );
		return true;
	}
	const detail = /^\/v1\/images\/([0-9a-f-]{36})\/(thumb\/)?$/.exec( path );
	const found = detail && images.find( ( { id } ) => id === detail[ 1 ] );
	if ( ! detail || ! found ) {
		json( 404, { detail: 'Not found.' } );
		return true;
	}
	if ( detail[ 2 ] ) {
		if ( url.searchParams.get( 'full_size' ) === 'true' ) {
			image( 240, 160 );
		} else {
			image( 60, 40 );
		}
		return true;
	}
	json( 200, openverseResult( found, service.origin ) );
	return true;
}
