/**
 * Security of the block renders and the map token (issue 21: H2, L7, L9), checked the way a visitor
 * or a user of each role meets them: the HTML of a visitor's page, and the answers of the routes.
 *
 * - OpenTable: whatever `domain` a post stores, the widget's script and frame come from
 *   www.opentable.com only; the restaurant's country is a query parameter from OpenTable's list.
 * - Mapbox: a secret token (sk.) is refused when saved, and one stored before is given to nobody
 *   (editors, contributors, visitors' maps); the site owner is told to replace it.
 * - Tiled gallery and GIF: an attachment id stored in a post shows that attachment's files and text
 *   only to someone who may see the attachment.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { signedInUser, type SignedInUser } from '../helpers/users';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import {
	greyPng,
	hostOf,
	scriptAndFrameSources,
	TINY_GIF,
} from '../helpers/security-blocks';

const OPENTABLE_HOST = 'www.opentable.com';

/** A visitor's page: its HTML, fetched without cookies. */
async function visitorHtml( link: string ): Promise< string > {
	// Signed out: the suite's default context options carry the admin's session.
	const visitor = await request.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const response = await visitor.get( link );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	await visitor.dispose();
	return html;
}

/** A post a contributor wrote (sent for review), then published by the admin as it stands. */
async function contributorPost(
	contributor: SignedInUser,
	publish: ( id: number ) => Promise< { link: string } >,
	content: string
): Promise< { id: number; link: string } > {
	const created = await contributor.context.post(
		`/?rest_route=${ encodeURIComponent( '/wp/v2/posts' ) }`,
		{
			headers: { 'X-WP-Nonce': contributor.restNonce },
			data: { title: 'From a contributor', content, status: 'pending' },
		}
	);
	expect( created.status() ).toBe( 201 );
	const { id } = ( await created.json() ) as { id: number };
	const { link } = await publish( id );
	return { id, link };
}

test.describe( 'OpenTable: the widget comes from OpenTable only', () => {
	const BAD_DOMAINS = [
		'xyz',
		'evil.com',
		'com/../x',
		'co.xyz',
		'com.evil.example',
	];

	test( 'a stored domain outside OpenTable’s country list loads no script or frame from any other host', async ( {
		blocks,
	} ) => {
		const content = BAD_DOMAINS.flatMap( ( domain ) =>
			[ true, false ].map(
				( iframe ) =>
					`<!-- wp:jetpack/opentable ${ JSON.stringify( {
						rid: [ '412810' ],
						iframe,
						domain,
					} ) } /-->`
			)
		).join( '\n' );
		const post = await blocks.createPostWithContent(
			content,
			'Hostile OpenTable domains'
		);
		const html = await visitorHtml( post.link );

		const sources = scriptAndFrameSources( html );
		const opentable = sources.filter( ( source ) =>
			/opentable/i.test( source )
		);
		// One widget per block: an iframe, or the loader script.
		expect( opentable ).toHaveLength( BAD_DOMAINS.length * 2 );
		const siteHost = new URL( post.link ).host;
		expect(
			sources.filter(
				( source ) =>
					! [ siteHost, OPENTABLE_HOST ].includes(
						hostOf( source, post.link )
					)
			)
		).toEqual( [] );
		for ( const source of opentable ) {
			expect( new URL( source ).searchParams.get( 'domain' ) ).toBe(
				'com'
			);
		}
		// Nor does any link or address on the page name the attacker's host.
		expect( html ).not.toMatch(
			/opentable\.(xyz|evil|co\.xyz|com\.evil|com\/\.\.)/i
		);
	} );

	test( 'a restaurant of OpenTable’s UK site keeps its country', async ( {
		blocks,
	} ) => {
		const post = await blocks.createPostWithContent(
			[
				'<!-- wp:jetpack/opentable {"rid":["412810"],"iframe":false,"domain":"co.uk","lang":"nl-NL"} /-->',
				'<!-- wp:jetpack/opentable {"rid":["99887"],"domain":"couk"} /-->',
			].join( '\n' ),
			'OpenTable UK'
		);
		const html = await visitorHtml( post.link );
		const [ loader, canvas ] = scriptAndFrameSources( html )
			.filter( ( source ) => /opentable/i.test( source ) )
			.map( ( source ) => new URL( source ) );
		expect( loader?.origin + '' + loader?.pathname ).toBe(
			`https://${ OPENTABLE_HOST }/widget/reservation/loader`
		);
		expect( loader?.searchParams.get( 'domain' ) ).toBe( 'couk' );
		expect( loader?.searchParams.getAll( 'rid' ) ).toEqual( [ '412810' ] );
		expect( canvas?.origin + '' + canvas?.pathname ).toBe(
			`https://${ OPENTABLE_HOST }/widget/reservation/canvas`
		);
		expect( canvas?.searchParams.get( 'domain' ) ).toBe( 'couk' );
		// The plain reservation links go to the restaurant's own country site.
		expect( html ).toContain(
			'href="https://www.opentable.co.uk/restref/client/?rid=412810&#038;lang=nl-NL"'
		);
	} );
} );

test.describe( 'Mapbox token: public tokens only', () => {
	let site: OwnSite;

	test.beforeAll( async () => {
		site = await startOwnSite( 'security-blocks-map', [
			'e2e-offline.php',
			'own-site/blocks-mapbox-raw-token.php',
		] );
	} );

	test.afterAll( async () => {
		expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
	} );

	const route = ( path: string ) =>
		`/?rest_route=${ encodeURIComponent( path ) }`;

	async function tokenAnswer(
		user: { context: APIRequestContext; nonce: string },
		method: 'GET' | 'POST' | 'DELETE' = 'GET',
		data?: object
	) {
		const response = await user.context.fetch(
			route( '/wpcom/v2/service-api-keys/mapbox' ),
			{ method, headers: { 'X-WP-Nonce': user.nonce }, data }
		);
		return {
			status: response.status(),
			body: ( await response.json() ) as Record< string, unknown >,
		};
	}

	async function storeRaw( token: string, as: 'site' | 'default' ) {
		const response = await site.admin.context.post(
			route( '/blocks-e2e/v1/mapbox-token' ),
			{
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { token, as },
			}
		);
		expect( response.status() ).toBe( 200 );
	}

	/** A visitor's page of a published map: the token its wrapper hands the view script. */
	async function visitorMapToken(): Promise< string | null > {
		const created = await site.admin.context.post(
			route( '/wp/v2/posts' ),
			{
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: {
					title: 'A map',
					status: 'publish',
					content:
						'<!-- wp:jetpack/map {"mapCenter":{"lng":2.35,"lat":48.85}} -->\n<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="[]" data-zoom="13" data-map-center="{&quot;lng&quot;:2.35,&quot;lat&quot;:48.85}" data-marker-color="red"></div>\n<!-- /wp:jetpack/map -->',
				},
			}
		);
		expect( created.status() ).toBe( 201 );
		const { link } = ( await created.json() ) as { link: string };
		const html = await visitorHtml( link );
		expect( html ).toContain( 'wp-block-jetpack-map' );
		return html.match( /data-api-key="([^"]*)"/ )?.[ 1 ] ?? null;
	}

	test( 'a secret token is refused when saved, with a message to create a public one', async () => {
		const refused = await tokenAnswer( site.admin, 'POST', {
			service_api_key: 'sk.eyJ1IjoiZXhhbXBsZSJ9.secret-part',
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.code ).toBe( 'secret_token' );
		expect( refused.body.message ).toMatch( /public/i );
		expect( refused.body.message ).toContain( 'pk.' );
		expect( ( await tokenAnswer( site.admin ) ).body ).toMatchObject( {
			service_api_key: '',
		} );

		// A public token is still saved, and contributors and visitors' maps get it.
		const saved = await tokenAnswer( site.admin, 'POST', {
			service_api_key: 'pk.eyJ1IjoiZXhhbXBsZSJ9.public-part',
		} );
		expect( saved.status ).toBe( 200 );
		const contributor = await site.signIn( 'contributor' );
		expect( ( await tokenAnswer( contributor ) ).body ).toMatchObject( {
			service_api_key: 'pk.eyJ1IjoiZXhhbXBsZSJ9.public-part',
		} );
		expect( await visitorMapToken() ).toBe(
			'pk.eyJ1IjoiZXhhbXBsZSJ9.public-part'
		);
		expect( ( await tokenAnswer( site.admin, 'DELETE' ) ).status ).toBe(
			200
		);
	} );

	test( 'a secret token stored before is given to nobody, and the site owner is told to replace it', async () => {
		const secret = 'sk.eyJ1IjoiZXhhbXBsZSJ9.stored-secret';
		await storeRaw( secret, 'site' );

		const contributor = await site.signIn( 'contributor' );
		const editor = await site.signIn( 'editor' );
		for ( const user of [ contributor, editor ] ) {
			const answer = await tokenAnswer( user );
			expect( answer.status ).toBe( 200 );
			expect( JSON.stringify( answer.body ) ).not.toContain( secret );
			expect( answer.body.service_api_key ).toBe( '' );
			expect( answer.body.warning ).toBeUndefined();
		}
		const owner = await tokenAnswer( site.admin );
		expect( JSON.stringify( owner.body ) ).not.toContain( secret );
		expect( owner.body.service_api_key ).toBe( '' );
		expect( owner.body.warning ).toEqual(
			expect.stringContaining( 'pk.' )
		);
		expect( await visitorMapToken() ).toBeNull();

		// The owner replaces it with a public token: that one is used.
		await tokenAnswer( site.admin, 'POST', {
			service_api_key: 'pk.eyJ1IjoiZXhhbXBsZSJ9.replacement',
		} );
		expect( ( await tokenAnswer( contributor ) ).body ).toMatchObject( {
			service_api_key: 'pk.eyJ1IjoiZXhhbXBsZSJ9.replacement',
		} );
		expect( ( await tokenAnswer( site.admin, 'DELETE' ) ).status ).toBe(
			200
		);

		// A host's default token that is secret is not handed out either.
		await storeRaw( 'sk.eyJ1IjoiaG9zdCJ9.host-secret', 'default' );
		const fromHost = await tokenAnswer( contributor );
		expect( JSON.stringify( fromHost.body ) ).not.toContain(
			'host-secret'
		);
		expect( await visitorMapToken() ).toBeNull();
		await storeRaw( '', 'default' );
	} );
} );

test.describe( 'Tiled gallery and GIF: attachments the viewer may see', () => {
	const word = `att${ Date.now().toString( 36 ) }`;

	test( 'an image attached to another user’s private post, named by id in a contributor’s post, is not shown to visitors', async ( {
		requestUtils,
	} ) => {
		const privatePost = ( await requestUtils.createPost( {
			title: `Private ${ word }`,
			content: 'Not for visitors.',
			status: 'private',
			date_gmt: new Date().toISOString(),
		} ) ) as { id: number };

		const attach = async (
			name: string,
			mimeType: string,
			buffer: Buffer
		) => {
			const media = ( await requestUtils.uploadMedia( {
				name,
				mimeType,
				buffer,
			} as never ) ) as { id: number; source_url: string };
			await requestUtils.rest( {
				path: `/wp/v2/media/${ media.id }`,
				method: 'POST',
				data: {
					post: privatePost.id,
					alt_text: `Secret alt ${ word }`,
					caption: `Secret caption ${ word }`,
				},
			} );
			return media;
		};
		const gif = await attach(
			`secret-gif-${ word }.gif`,
			'image/gif',
			TINY_GIF
		);
		const png = await attach(
			`secret-png-${ word }.png`,
			'image/png',
			greyPng( 1200, 800 )
		);
		// An address in the private image's folder: what the srcset check of the gallery compares.
		const decoy = `${ png.source_url.replace( /\/[^/]+$/, '' ) }/decoy-${ word }.png`;

		const contributor = await signedInUser( 'contributor' );
		const post = await contributorPost(
			contributor,
			async ( id ) =>
				( await requestUtils.rest( {
					path: `/wp/v2/posts/${ id }`,
					method: 'POST',
					data: { status: 'publish' },
				} ) ) as { link: string },
			[
				`<!-- wp:jetpack/gif {"attachmentId":${ gif.id },"searchText":"kittens"} /-->`,
				`<!-- wp:jetpack/tiled-gallery {"columnWidths":[["100"]],"ids":[${ png.id }]} -->`,
				`<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div class=""><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col" style="flex-basis:100%"><figure class="tiled-gallery__item"><img alt="Decoy" data-height="800" data-id="${ png.id }" data-url="${ decoy }" data-width="1200" src="${ decoy }"/></figure></div></div></div></div></div>`,
				'<!-- /wp:jetpack/tiled-gallery -->',
			].join( '\n' )
		);
		await contributor.context.dispose();

		const html = await visitorHtml( post.link );
		expect( html ).toContain( 'wp-block-jetpack-tiled-gallery' );
		expect( html ).toContain( `decoy-${ word }.png` );
		for ( const secret of [
			`secret-gif-${ word }`,
			`secret-png-${ word }`,
			`Secret alt ${ word }`,
			`Secret caption ${ word }`,
		] ) {
			expect( html ).not.toContain( secret );
		}
	} );

	test( 'galleries and GIFs of public images still show every image', async ( {
		requestUtils,
	} ) => {
		const published = ( await requestUtils.createPost( {
			title: `Published ${ word }`,
			content: 'Public.',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} ) ) as { id: number };
		const upload = async (
			name: string,
			mimeType: string,
			buffer: Buffer,
			parent?: number
		) => {
			const media = ( await requestUtils.uploadMedia( {
				name,
				mimeType,
				buffer,
			} as never ) ) as { id: number; source_url: string };
			await requestUtils.rest( {
				path: `/wp/v2/media/${ media.id }`,
				method: 'POST',
				data: {
					alt_text: `Public alt ${ name }`,
					...( parent ? { post: parent } : {} ),
				},
			} );
			return media;
		};
		const attached = await upload(
			`public-attached-${ word }.png`,
			'image/png',
			greyPng( 1200, 800 ),
			published.id
		);
		const loose = await upload(
			`public-loose-${ word }.png`,
			'image/png',
			greyPng( 1200, 800 )
		);
		const gif = await upload(
			`public-gif-${ word }.gif`,
			'image/gif',
			TINY_GIF,
			published.id
		);

		const figure = ( media: { id: number; source_url: string } ) =>
			`<figure class="tiled-gallery__item"><img alt="Picture ${ media.id }" data-height="800" data-id="${ media.id }" data-url="${ media.source_url }" data-width="1200" src="${ media.source_url }"/></figure>`;
		const contributor = await signedInUser( 'contributor' );
		const post = await contributorPost(
			contributor,
			async ( id ) =>
				( await requestUtils.rest( {
					path: `/wp/v2/posts/${ id }`,
					method: 'POST',
					data: { status: 'publish' },
				} ) ) as { link: string },
			[
				`<!-- wp:jetpack/gif {"attachmentId":${ gif.id },"searchText":"kittens"} /-->`,
				`<!-- wp:jetpack/tiled-gallery {"columnWidths":[["50","50"]],"ids":[${ attached.id },${ loose.id }]} -->`,
				`<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div class=""><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col" style="flex-basis:50%">${ figure( attached ) }</div><div class="tiled-gallery__col" style="flex-basis:50%">${ figure( loose ) }</div></div></div></div></div>`,
				'<!-- /wp:jetpack/tiled-gallery -->',
			].join( '\n' )
		);
		await contributor.context.dispose();

		const html = await visitorHtml( post.link );
		expect( html ).toContain( `src="${ gif.source_url }"` );
		expect( html ).toContain( `alt="Public alt public-gif-${ word }.gif"` );
		const images = [
			...html.matchAll( /<img\b[^>]*\bdata-id="(\d+)"[^>]*>/g ),
		];
		expect( images.map( ( match ) => Number( match[ 1 ] ) ) ).toEqual( [
			attached.id,
			loose.id,
		] );
		for ( const [ tag ] of images ) {
			// Each image offers WordPress's smaller sizes of its own file.
			expect( tag ).toMatch( /\ssrcset="[^"]+ 768w, [^"]+ 1024w/ );
		}
	} );
} );
