/**
 * Security of what the plugin sends over the network and to whom (issue 21: L2, L6, L11), through
 * the real site, on a site of the spec's own (it connects the site, fills the newsletter list and
 * loads test-only mu-plugins):
 * - resolve-redirect never requests a host on this computer or a private network, at any hop, and
 *   limits each user's lookups;
 * - a sign-up to the site's own newsletter list waits for the address's owner to confirm it by
 *   e-mail, and sign-ups are limited per visitor and per address, atomically;
 * - the connection owner's login reaches only users who can manage the connection.
 *
 * A local HTTP server stands in for hosts on the web; the site's "safe" requests may reach its port
 * (own-site/e2e-loopback-web.php), so what refuses a loopback address below is the route's own rule.
 */
import http from 'node:http';
import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import { freePort } from '../helpers/free-port';

let site: OwnSite;
let web: http.Server;
let webPort: number;
/** Paths the local server was asked for, in order. */
const hits: string[] = [];

test.beforeAll( async () => {
	webPort = await freePort();
	web = http.createServer( ( req, res ) => {
		hits.push( req.url ?? '' );
		const routes: Record< string, [ number, string? ] > = {
			'/public/jump': [ 302, `http://127.0.0.1:${ webPort }/internal` ],
			'/public/to-localhost': [
				302,
				`http://localhost:${ webPort }/internal`,
			],
			'/public/page': [ 200 ],
			'/internal': [ 200 ],
		};
		const [ status, location ] = routes[ req.url ?? '' ] ?? [ 404 ];
		res.writeHead( status, location ? { Location: location } : {} );
		res.end();
	} );
	await new Promise< void >( ( listening ) =>
		web.listen( webPort, '127.0.0.1', listening )
	);
	site = await startOwnSite( 'security-net', [
		'e2e-mail-sink.php',
		'own-site/e2e-loopback-web.php',
		'own-site/net-test-knobs.php',
	] );
} );

test.afterAll( async () => {
	web.close();
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

const route = ( path: string ) =>
	`/?rest_route=${ encodeURIComponent( path ) }`;

async function resolve(
	session: SignedIn,
	url: string,
	headers: Record< string, string > = {}
): Promise< { status: number; body: Record< string, unknown > } > {
	const response = await session.context.get(
		`${ route( '/wpcom/v2/resolve-redirect' ) }&url=${ encodeURIComponent(
			url
		) }`,
		{
			headers: {
				'X-WP-Nonce': session.nonce,
				// WordPress's own port rule would refuse the local server's port: lift it, so the
				// refusals below are the route's.
				'X-E2E-Web-Port': String( webPort ),
				...headers,
			},
		}
	);
	return { status: response.status(), body: await response.json() };
}

test.describe( 'resolve-redirect (L2)', () => {
	test( 'an address on this computer or a private network is refused and never requested', async () => {
		hits.length = 0;
		for ( const url of [
			`http://127.0.0.1:${ webPort }/internal`,
			`http://localhost:${ webPort }/internal`,
			`http://[::1]:${ webPort }/internal`,
			`http://2130706433:${ webPort }/internal`,
			'http://10.1.2.3/',
			'http://169.254.169.254/latest/meta-data/',
			'http://[fd00::1]/',
		] ) {
			const { status, body } = await resolve( site.admin, url );
			expect( { url, status, code: body.code } ).toEqual( {
				url,
				status: 400,
				code: 'address_not_allowed',
			} );
			expect( body.message ).toBe(
				'This link leads to an address on this server or a private network, which this site does not visit. Use a public web address.'
			);
		}
		expect( hits ).toEqual( [] );
	} );

	test( 'a redirect to this computer is refused at that hop, and the target is never requested', async () => {
		hits.length = 0;
		const allowPublic = {
			'X-E2E-Allow-Url': `http://127.0.0.1:${ webPort }/public/`,
		};
		for ( const start of [ '/public/jump', '/public/to-localhost' ] ) {
			const { status, body } = await resolve(
				site.admin,
				`http://127.0.0.1:${ webPort }${ start }`,
				allowPublic
			);
			expect( { start, status, code: body.code } ).toEqual( {
				start,
				status: 400,
				code: 'address_not_allowed',
			} );
		}
		expect( hits ).toEqual( [ '/public/jump', '/public/to-localhost' ] );

		// The stand-in for a public host is still followed when it does not redirect.
		const page = await resolve(
			site.admin,
			`http://127.0.0.1:${ webPort }/public/page`,
			allowPublic
		);
		expect( page ).toEqual( {
			status: 200,
			body: { url: `http://127.0.0.1:${ webPort }/public/page` },
		} );
	} );

	test( "each user's lookups are limited (filterable), other users are not held up", async () => {
		const limited = await site.signIn( 'contributor' );
		const headers = {
			'X-E2E-Allow-Url': `http://127.0.0.1:${ webPort }/public/`,
			'X-E2E-Rate-Limit': '2',
		};
		const url = `http://127.0.0.1:${ webPort }/public/page`;
		const statuses = await Promise.all(
			[ 1, 2, 3, 4 ].map( async () => {
				const { status } = await resolve( limited, url, headers );
				return status;
			} )
		);
		expect( [ ...statuses ].sort() ).toEqual( [ 200, 200, 429, 429 ] );
		const refused = await resolve( limited, url, headers );
		expect( refused.status ).toBe( 429 );
		expect( refused.body ).toMatchObject( {
			code: 'rate_limited',
			message:
				'You have looked up many links in a short time. Please wait a few minutes and try again.',
		} );
		// Another user has a count of their own.
		const other = await site.signIn( 'contributor' );
		expect( ( await resolve( other, url, headers ) ).status ).toBe( 200 );
	} );
} );

test.describe( 'newsletter sign-up to the local list (L6)', () => {
	let anonymous: APIRequestContext;
	let post: { id: number; link: string };
	let fields: { post_id: number; form: string; nonce: string };

	const subscribe = (
		email: string,
		headers: Record< string, string > = {}
	) =>
		anonymous.post( route( '/wpcom/v2/mailchimp/subscribe' ), {
			data: { ...fields, email },
			headers: {
				// The tests below set the limit they test; the rest must not meet it.
				'X-E2E-Visitor-Limit': '100',
				...headers,
			},
		} );

	const subscribers = async () => {
		const response = await site.admin.context.get(
			route( '/wpcom/v2/mailchimp' ),
			{ headers: { 'X-WP-Nonce': site.admin.nonce } }
		);
		return ( await response.json() ).audience.subscribers as number;
	};

	/** The wp-admin list of sign-ups and its CSV download, as the site owner sees them. */
	const listed = async () => {
		const list = await (
			await site.admin.context.get(
				'/wp-admin/edit.php?post_type=jp_newsletter_signup'
			)
		).text();
		const csvLink = list.match(
			/href="([^"]*action=jetpack_blocks_newsletter_export[^"]*)"/
		)?.[ 1 ];
		expect( csvLink ).toBeTruthy();
		const download = await site.admin.context.get(
			( csvLink as string ).replace( /&(amp|#038);/g, '&' )
		);
		// The download itself, not an error page: the header row first.
		expect( download.headers()[ 'content-type' ] ).toContain( 'text/csv' );
		const csv = await download.text();
		expect( csv.split( '\n' )[ 0 ] ).toBe(
			'email,groups,signup_tag,signup_value,source,date_gmt'
		);
		return { list, csv };
	};

	const mailsTo = async ( email: string ) => {
		const response = await site.admin.context.get(
			route( '/e2e/v1/mails' ),
			{ headers: { 'X-WP-Nonce': site.admin.nonce } }
		);
		return (
			( await response.json() ) as Array< {
				to: string;
				subject: string;
				message: string;
			} >
		 ).filter( ( mail ) => mail.to === email );
	};

	test.beforeAll( async () => {
		const created = await site.admin.context.post(
			route( '/wp/v2/posts' ),
			{
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: {
					title: 'Newsletter security',
					status: 'publish',
					content:
						'<!-- wp:jetpack/mailchimp -->\n<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Join my email list"} /-->\n<!-- /wp:jetpack/mailchimp -->',
				},
			}
		);
		expect( created.status() ).toBe( 201 );
		post = await created.json();
		anonymous = await request.newContext( { baseURL: site.baseURL } );
		const html = await ( await anonymous.get( post.link ) ).text();
		const value = ( name: string ) =>
			html.match(
				new RegExp( `name="${ name }" value="([^"]+)"` )
			)?.[ 1 ] ?? '';
		fields = {
			post_id: Number( value( 'post_id' ) ),
			form: value( 'form' ),
			nonce: value( 'nonce' ),
		};
		expect( fields.post_id ).toBe( post.id );
	} );

	test.afterAll( async () => {
		await anonymous.dispose();
	} );

	test( 'a sign-up waits for its confirmation e-mail; only the signed link adds the address', async () => {
		const email = 'pending-reader@example.org';
		const before = await subscribers();

		const response = await subscribe( email );
		expect( response.status() ).toBe( 200 );
		expect( await response.json() ).toEqual( {
			code: 'confirmation_sent',
			message:
				'Almost done: please check your inbox and open the link in the e-mail we just sent to confirm your sign-up.',
		} );

		// Pending: not counted, not on the list, not in the download.
		expect( await subscribers() ).toBe( before );
		let { list, csv } = await listed();
		expect( list ).not.toContain( email );
		expect( csv ).not.toContain( email );

		// The e-mail with the link.
		const mails = await mailsTo( email );
		expect( mails ).toHaveLength( 1 );
		const { subject, message } = mails[ 0 ] ?? { subject: '', message: '' };
		expect( subject ).toMatch( /Confirm your sign-up/ );
		const link =
			message.match( /https?:\/\/\S*jb_nl_confirm\S*/ )?.[ 0 ] ?? '';
		expect( link ).toContain( site.baseURL );

		// Forged links: another signature, another sign-up, no signature. None confirms.
		const signed = new URL( link );
		const forgeries = [ 'jb_nl_sig', 'jb_nl_confirm', 'jb_nl_time' ].map(
			( key ) => {
				const forged = new URL( link );
				const original = signed.searchParams.get( key ) ?? '';
				forged.searchParams.set(
					key,
					key === 'jb_nl_sig'
						? original.replace(
								/.$/,
								original.endsWith( '0' ) ? '1' : '0'
							)
						: String( Number( original ) + 1 )
				);
				return forged.toString();
			}
		);
		const unsigned = new URL( link );
		unsigned.searchParams.delete( 'jb_nl_sig' );
		forgeries.push( unsigned.toString() );
		for ( const forged of forgeries ) {
			const answer = await anonymous.get( forged );
			expect( answer.status(), forged ).toBe( 403 );
			expect( await answer.text() ).toContain(
				'This confirmation link is not valid or has expired.'
			);
		}
		expect( await subscribers() ).toBe( before );

		// The real link confirms: counted, listed, downloadable.
		const confirmed = await anonymous.get( link );
		expect( confirmed.status() ).toBe( 200 );
		expect( await confirmed.text() ).toContain(
			'Your sign-up is confirmed.'
		);
		expect( await subscribers() ).toBe( before + 1 );
		( { list, csv } = await listed() );
		expect( list ).toContain( email );
		expect( csv ).toContain( email );

		// Visiting it again changes nothing.
		expect( ( await anonymous.get( link ) ).status() ).toBe( 200 );
		expect( await subscribers() ).toBe( before + 1 );
	} );

	test( "the visitor's page says to check the inbox after a plain form post", async () => {
		const page = await (
			await anonymous.get(
				`${ post.link }${
					post.link.includes( '?' ) ? '&' : '?'
				}jetpack_newsletter=confirmation_sent&jetpack_newsletter_form=${
					fields.form
				}`
			)
		).text();
		expect( page ).toMatch(
			/<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_pending">Almost done: please check your inbox and open the link in the e-mail we just sent to confirm your sign-up\.<\/div>/
		);
	} );

	test( 'sign-ups are limited per e-mail address, whoever sends them', async () => {
		const email = 'target@example.org';
		const limit = { 'X-E2E-Email-Limit': '2' };
		const statuses: number[] = [];
		for ( let index = 0; index < 3; index++ ) {
			statuses.push( ( await subscribe( email, limit ) ).status() );
		}
		expect( statuses ).toEqual( [ 200, 200, 429 ] );
		// Two confirmation e-mails at most: the address's owner is not flooded.
		expect( await mailsTo( email ) ).toHaveLength( 2 );
		// Another address from the same visitor is not held up.
		expect(
			( await subscribe( 'someone-else@example.org', limit ) ).status()
		).toBe( 200 );
	} );

	test( 'sign-ups are limited per visitor, also when they arrive at once', async () => {
		const statuses = await Promise.all(
			[ 1, 2, 3, 4, 5, 6 ].map( async ( index ) =>
				(
					await subscribe( `burst${ index }@example.org`, {
						'X-E2E-Visitor-Limit': '3',
						// A visitor of its own: the earlier tests' sign-ups are not counted.
						'X-E2E-Visitor': 'burst',
					} )
				).status()
			)
		);
		expect( [ ...statuses ].sort() ).toEqual( [
			200, 200, 200, 429, 429, 429,
		] );
	} );
} );

test.describe( 'connection owner (L11)', () => {
	/** The editor's initial state as printed for a user. */
	const editorState = async ( session: SignedIn ) => {
		const html = await (
			await session.context.get( '/wp-admin/post-new.php' )
		).text();
		const printed = html.match(
			/window\.JetpackBlocksInitialState = (\{.*?\});\n/
		)?.[ 1 ];
		expect( printed ).toBeTruthy();
		return printed as string;
	};
	const connectionData = async ( session: SignedIn ) =>
		(
			await session.context.get( route( '/jetpack/v4/connection/data' ), {
				headers: { 'X-WP-Nonce': session.nonce },
			} )
		).text();

	test( "only users who can manage the connection are told the owner's login", async () => {
		// An administrator with a login of their own connects the site and becomes its owner.
		const owner = await site.signIn( 'administrator' );
		const { registrationNonce } = JSON.parse( await editorState( owner ) );
		const registered = await owner.context.post(
			route( '/jetpack/v4/connection/register' ),
			{
				headers: { 'X-WP-Nonce': owner.nonce },
				data: { registration_nonce: registrationNonce },
			}
		);
		expect( registered.status() ).toBe( 200 );
		const screen = await (
			await owner.context.get(
				( await registered.json() ).authorizeUrl as string
			)
		).text();
		const field = ( name: string ) =>
			screen.match(
				new RegExp( `name="${ name }" value="([^"]*)"` )
			)?.[ 1 ] ?? '';
		const approved = await owner.context.post( '/wp-admin/admin-post.php', {
			form: {
				action: 'jetpack_blocks_authorize',
				_wpnonce: field( '_wpnonce' ),
				redirect_uri: field( 'redirect_uri' ).replace( /&amp;/g, '&' ),
				from: field( 'from' ),
			},
			maxRedirects: 0,
		} );
		expect( approved.status() ).toBe( 302 );

		// Another administrator is told who the owner is.
		const adminState = JSON.parse( await editorState( site.admin ) );
		expect( adminState.userConnectionData.connectionOwner ).toBe(
			owner.username
		);
		expect(
			JSON.parse( await connectionData( site.admin ) )
		).toMatchObject( { connectionOwner: owner.username } );

		// Contributors and editors are not, anywhere in what they are sent; they learn that the
		// site has an owner.
		for ( const role of [ 'contributor', 'editor' ] ) {
			const user = await site.signIn( role );
			const state = await editorState( user );
			expect( state, role ).not.toContain( owner.username );
			expect( JSON.parse( state ) ).toMatchObject( {
				connectionStatus: { hasConnectedOwner: true },
				userConnectionData: { connectionOwner: null },
			} );
			const data = await connectionData( user );
			expect( data, role ).not.toContain( owner.username );
			expect( JSON.parse( data ).connectionOwner ).toBeNull();
		}
	} );
} );
