/**
 * Short links (pin.it, gph.is, …) are followed by our own route, server-side, under WordPress's rules
 * for outgoing requests: GET /wpcom/v2/resolve-redirect. A local HTTP server stands in for the
 * short-link host, on a site of the spec's own that lets its safe requests reach loopback and lets
 * the route request that server's address (the route refuses hosts on this computer otherwise:
 * security-net.spec.ts).
 */
import http from 'node:http';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { freePort } from '../helpers/free-port';

let site: OwnSite;
let web: http.Server;
let webPort: number;

test.beforeAll( async () => {
	webPort = await freePort();
	web = http.createServer( ( req, res ) => {
		const base = `http://127.0.0.1:${ webPort }`;
		const routes: Record< string, [ number, string? ] > = {
			'/short': [ 301, '/hop' ],
			'/hop': [ 302, `${ base }/pin/1234/?from=short` ],
			'/pin/1234/?from=short': [ 200 ],
			'/loop': [ 302, '/loop' ],
			'/gone': [ 302, '/missing' ],
			'/script': [ 302, 'javascript:alert(1)' ],
		};
		const [ status, location ] = routes[ req.url ?? '' ] ?? [ 404 ];
		res.writeHead( status, location ? { Location: location } : {} );
		res.end();
	} );
	await new Promise< void >( ( listening ) =>
		web.listen( webPort, '127.0.0.1', listening )
	);
	site = await startOwnSite( 'resolve-redirect', [
		'own-site/e2e-loopback-web.php',
		'own-site/net-test-knobs.php',
	] );
} );

test.afterAll( async () => {
	web.close();
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

async function resolve(
	session: OwnSite[ 'admin' ],
	url: string
): Promise< { status: number; body: Record< string, unknown > } > {
	const response = await session.context.get(
		`/?rest_route=${ encodeURIComponent(
			'/wpcom/v2/resolve-redirect'
		) }&url=${ encodeURIComponent( url ) }`,
		{
			headers: {
				'X-WP-Nonce': session.nonce,
				'X-E2E-Web-Port': String( webPort ),
				'X-E2E-Allow-Url': `http://127.0.0.1:${ webPort }/`,
			},
		}
	);
	return { status: response.status(), body: await response.json() };
}

test.describe( 'resolve-redirect route', () => {
	test( 'follows relative and absolute redirects to the final address', async () => {
		const { status, body } = await resolve(
			site.admin,
			`http://127.0.0.1:${ webPort }/short`
		);
		expect( status ).toBe( 200 );
		expect( body.url ).toBe(
			`http://127.0.0.1:${ webPort }/pin/1234/?from=short`
		);
	} );

	test( 'a link that cannot be followed is a 502 with a sentence, never a guess', async () => {
		const loop = await resolve(
			site.admin,
			`http://127.0.0.1:${ webPort }/loop`
		);
		expect( loop.status ).toBe( 502 );
		expect( loop.body ).toMatchObject( {
			code: 'resolve_failed',
			message: 'The link redirects too many times.',
		} );

		const gone = await resolve(
			site.admin,
			`http://127.0.0.1:${ webPort }/gone`
		);
		expect( gone.status ).toBe( 502 );
		expect( gone.body.message ).toBe(
			`http://127.0.0.1:${ webPort }/missing answered with status 404.`
		);

		const script = await resolve(
			site.admin,
			`http://127.0.0.1:${ webPort }/script`
		);
		expect( script.status ).toBe( 502 );
		expect( script.body.message ).toBe(
			'The link redirects to an address that is not a web page.'
		);
	} );

	test( "WordPress's rules for outgoing requests still hold", async () => {
		// The same reachable server, allowed by the route's own address rule, but its port is not
		// among the safe ports this time: a plain wp_remote_head would follow it;
		// wp_safe_remote_head refuses.
		const response = await site.admin.context.get(
			`/?rest_route=${ encodeURIComponent(
				'/wpcom/v2/resolve-redirect'
			) }&url=${ encodeURIComponent(
				`http://127.0.0.1:${ webPort }/short`
			) }`,
			{
				headers: {
					'X-WP-Nonce': site.admin.nonce,
					'X-E2E-Allow-Url': `http://127.0.0.1:${ webPort }/`,
				},
			}
		);
		expect( response.status() ).toBe( 502 );
		expect( ( await response.json() ).code ).toBe( 'resolve_failed' );
	} );

	test( 'bad input is a 400 and only editors may ask', async () => {
		for ( const url of [
			'javascript:alert(1)',
			'pin.it/abc',
			'https://a b',
		] ) {
			const { status, body } = await resolve( site.admin, url );
			expect( status, url ).toBe( 400 );
			expect( body.code ).toBe( 'invalid_url' );
		}

		const subscriber = await site.signIn( 'subscriber' );
		const refused = await resolve(
			{ context: subscriber.context, nonce: subscriber.nonce },
			'https://pin.it/abc'
		);
		expect( refused.status ).toBe( 403 );
	} );
} );
