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
 *   …  // the picker's Openverse search now lists service.openverse.images
 *   await service.close();
 *
 * Every request the server received is in `seen` (method, URL, headers, body), for assertions on
 * what the site sent.
 */
import http from 'node:http';
import zlib from 'node:zlib';
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
		license: [ 'by', 'by-sa', 'cc0', 'pdm' ][ index % 4 ],
		license_version: [ '2.0', '4.0', '1.0', '1.0' ][ index % 4 ],
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
			key: 'pexels-e2e-key-0123456789abcdef0123456789abcdef01234567',
			photos: [],
		},
		google: {
			clientId: '123456789012-e2etest.apps.googleusercontent.com',
			clientSecret: 'GOCSPX-e2eTestSecret0123456789',
			items: [],
			albums: [],
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
			const answered = routeOpenverse( service, url, json, image );
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
