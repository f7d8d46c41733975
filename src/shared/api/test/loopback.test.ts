/* @jest-environment node */
/**
 * The client against a real HTTP server on loopback, through Node's own fetch and the real
 * api-fetch: what the server receives (nonce, JSON body, cache-buster), real redirects (the
 * `redirected` flag set by fetch itself) and a real refused connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
	ApiError,
	JsonParseAfterRedirectError,
	NetworkError,
	NotFoundAfterRedirectError,
	NotFoundError,
	disconnectSite,
	fetchModules,
	fetchSiteConnectionStatus,
	updateModuleActivation,
} from '../index';
import { installGlobals } from './harness';

interface Received {
	method: string;
	url: URL;
	nonce?: string;
	contentType?: string;
	body: string;
}

let server: http.Server;
let origin: string;
const received: Received[] = [];

function reply( res: http.ServerResponse, status: number, body: unknown ) {
	res.writeHead( status, { 'Content-Type': 'application/json' } );
	res.end( JSON.stringify( body ) );
}

beforeAll( async () => {
	server = http.createServer( ( req, res ) => {
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', () => {
			const url = new URL( req.url ?? '/', origin );
			received.push( {
				method: req.method ?? '',
				url,
				nonce: req.headers[ 'x-wp-nonce' ] as string | undefined,
				contentType: req.headers[ 'content-type' ],
				body,
			} );
			const restRoute = url.searchParams.get( 'rest_route' );
			const route =
				restRoute === null ? url.pathname : `/wp-json${ restRoute }`;
			if ( route.startsWith( '/moved/' ) ) {
				res.writeHead( 302, { Location: '/elsewhere/' } );
				res.end();
			} else if ( route.startsWith( '/to-login/' ) ) {
				res.writeHead( 302, { Location: '/wp-login.php' } );
				res.end();
			} else if ( route === '/wp-login.php' ) {
				res.writeHead( 200, { 'Content-Type': 'text/html' } );
				res.end( '<!DOCTYPE html><title>Log in</title>' );
			} else if ( route === '/elsewhere/' ) {
				reply( res, 404, { code: 'gone', message: 'Nothing here.' } );
			} else if (
				route === '/wp-json/jetpack/v4/connection' &&
				req.method === 'GET'
			) {
				reply( res, 200, { isActive: true, isRegistered: true } );
			} else if ( route === '/wp-json/jetpack/v4/module/all' ) {
				reply( res, 200, {
					stats: { name: 'Stats', activated: true },
				} );
			} else if ( route === '/wp-json/jetpack/v4/module/nope/active' ) {
				reply( res, 404, {
					code: 'not_found',
					message: 'The requested module was not found.',
				} );
			} else {
				reply( res, 500, {
					code: 'internal_server_error',
					message: 'Something broke.',
				} );
			}
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	origin = `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`;
} );

afterAll( async () => {
	await new Promise( ( resolve ) => server.close( resolve ) );
} );

beforeEach( () => {
	received.length = 0;
	installGlobals( { apiRoot: `${ origin }/wp-json/`, apiNonce: 'n-1' } );
} );

it( 'GET: the server sees the nonce and a cache-buster; the answer is parsed', async () => {
	await expect( fetchSiteConnectionStatus() ).resolves.toEqual( {
		isActive: true,
		isRegistered: true,
	} );
	const [ request ] = received;
	expect( request?.method ).toBe( 'GET' );
	expect( request?.nonce ).toBe( 'n-1' );
	expect( request?.url.searchParams.get( '_cacheBuster' ) ).toMatch(
		/^\d+$/
	);
	expect( request?.body ).toBe( '' );
} );

it( 'works under a ?rest_route= root', async () => {
	installGlobals( { apiRoot: `${ origin }/?rest_route=/`, apiNonce: 'n-1' } );
	await expect( fetchModules() ).resolves.toEqual( {
		stats: { name: 'Stats', activated: true },
	} );
	expect( received[ 0 ]?.url.searchParams.get( 'rest_route' ) ).toBe(
		'/jetpack/v4/module/all'
	);
} );

it( 'POST: the server gets a JSON body and no cache-buster; 500 → ApiError', async () => {
	const error = await disconnectSite().catch( ( e: unknown ) => e );
	expect( error ).toBeInstanceOf( ApiError );
	expect( ( error as ApiError ).message ).toBe(
		'Something broke. (Status 500)'
	);
	expect( ( error as ApiError ).response ).toEqual( {
		code: 'internal_server_error',
		message: 'Something broke.',
	} );
	const [ request ] = received;
	expect( request?.method ).toBe( 'POST' );
	expect( request?.contentType ).toBe( 'application/json' );
	expect( JSON.parse( request?.body ?? '' ) ).toEqual( { isActive: false } );
	expect( request?.url.searchParams.has( '_cacheBuster' ) ).toBe( false );
} );

it( 'a direct 404 → NotFoundError', async () => {
	const error = await updateModuleActivation( 'nope', true ).catch(
		( e: unknown ) => e
	);
	expect( error ).toBeInstanceOf( NotFoundError );
	expect( error ).not.toBeInstanceOf( NotFoundAfterRedirectError );
	expect( ( error as NotFoundError ).message ).toBe(
		'The requested module was not found. (Status 404)'
	);
} );

it( 'a redirect to a 404 → NotFoundAfterRedirectError', async () => {
	installGlobals( { apiRoot: `${ origin }/moved/`, apiNonce: 'n-1' } );
	const error = await fetchModules().catch( ( e: unknown ) => e );
	expect( error ).toBeInstanceOf( NotFoundAfterRedirectError );
	expect( ( error as NotFoundError ).status ).toBe( 404 );
	expect( ( error as NotFoundError ).response ).toEqual( {
		code: 'gone',
		message: 'Nothing here.',
	} );
} );

it( 'a redirect to a login page → JsonParseAfterRedirectError', async () => {
	installGlobals( { apiRoot: `${ origin }/to-login/`, apiNonce: 'n-1' } );
	const error = await fetchSiteConnectionStatus().catch(
		( e: unknown ) => e
	);
	expect( error ).toBeInstanceOf( JsonParseAfterRedirectError );
} );

it.each( [
	[ 'POST', () => disconnectSite() ],
	[ 'GET', () => fetchModules() ],
] )( 'a refused connection on %s → NetworkError', async ( _method, call ) => {
	const closed = http.createServer();
	await new Promise< void >( ( resolve ) =>
		closed.listen( 0, '127.0.0.1', resolve )
	);
	const port = ( closed.address() as AddressInfo ).port;
	await new Promise( ( resolve ) => closed.close( resolve ) );
	installGlobals( {
		apiRoot: `http://127.0.0.1:${ port }/wp-json/`,
		apiNonce: 'n-1',
	} );

	const error = await call().catch( ( e: unknown ) => e );
	expect( error ).toBeInstanceOf( NetworkError );
	expect( ( error as NetworkError ).code ).toBe( 'fetch_error' );
} );
