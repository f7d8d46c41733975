/**
 * Security of hosted videos (issue 21: M2, M3, L1, L10), on sites of the spec's own served by native
 * PHP, which, like nginx or Caddy, ignores .htaccess files:
 *
 * - a private video's file is never served from a physical address (whatever the admin's REST and
 *   media-library data say), members play it through a cookie route with no nonce in its address;
 * - a video uploaded while videos are private by default never lands at a public address;
 * - a site with nowhere private to keep the files refuses to make videos private, and says why;
 * - a video whose file could not be moved is unavailable, not public, and administrators are told;
 * - the video records (guid and the other videopress_* fields) cannot be edited as custom fields;
 * - private videos, their posters and their guids are hidden from visitors in /wp/v2/media;
 * - the privacy default has one value, whichever path changes it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import { makeTestVideo } from '../helpers/test-video';
import { greyPng } from '../helpers/security-blocks';

const ROOT = path.resolve( __dirname, '../../..' );

const rest = ( route: string, query: Record< string, string > = {} ) =>
	`/?${ new URLSearchParams( { rest_route: route, ...query } ).toString() }`;

let site: OwnSite;
let siteDir: string;
let anonymous: APIRequestContext;
const videos = new Map< number, Buffer >();

/** A small video of its own (its length makes its bytes differ from the others'). */
function video( seconds: number ): Buffer {
	if ( ! videos.has( seconds ) ) {
		const folder = fs.mkdtempSync(
			path.join( os.tmpdir(), 'vp-privacy-' )
		);
		videos.set(
			seconds,
			makeTestVideo( path.join( folder, 'clip.mp4' ), { seconds } )
		);
		fs.rmSync( folder, { recursive: true, force: true } );
	}
	return videos.get( seconds ) as Buffer;
}

interface Media {
	id: number;
	source_url?: string;
	link?: string;
	guid?: { rendered?: string; raw?: string };
	media_details?: unknown;
	description?: { rendered?: string };
	jetpack_videopress?: { guid: string; privacy_setting: number } | null;
	title?: { rendered: string };
}

async function upload(
	who: SignedIn,
	bytes: Buffer,
	name: string
): Promise< Media > {
	const response = await who.context.post( rest( '/wp/v2/media' ), {
		headers: { 'X-WP-Nonce': who.nonce },
		multipart: {
			file: { name, mimeType: 'video/mp4', buffer: bytes },
			title: name.replace( /\.mp4$/, '' ),
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	return ( await response.json() ) as Media;
}

async function setMeta(
	who: SignedIn,
	data: Record< string, unknown >
): Promise< { status: number; body: Record< string, unknown > } > {
	const response = await who.context.post(
		rest( '/wpcom/v2/videopress/meta' ),
		{
			headers: { 'X-WP-Nonce': who.nonce },
			data,
		}
	);
	return {
		status: response.status(),
		body: ( await response.json() ) as Record< string, unknown >,
	};
}

async function media( who: SignedIn, id: number ): Promise< Media > {
	const response = await who.context.get(
		rest( `/wp/v2/media/${ id }`, { context: 'edit' } ),
		{ headers: { 'X-WP-Nonce': who.nonce } }
	);
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ) as Media;
}

/** Every file under the site's web root whose bytes are `bytes`, as paths from the root. */
function copiesInWebRoot( bytes: Buffer ): string[] {
	const found: string[] = [];
	const walk = ( dir: string ) => {
		for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				walk( full );
			} else if (
				entry.isFile() &&
				fs.statSync( full ).size === bytes.length &&
				fs.readFileSync( full ).equals( bytes )
			) {
				found.push( path.relative( siteDir, full ) );
			}
		}
	};
	walk( path.join( siteDir, 'wp-content' ) );
	return found;
}

/** Asks for `url` as a visitor who is not signed in; fails if the answer holds the video's bytes. */
async function expectNotServed( url: string, bytes: Buffer ) {
	const response = await anonymous.get( url, { maxRedirects: 5 } );
	const body = await response.body();
	expect( {
		url,
		type: response.headers()[ 'content-type' ] ?? '',
		sameBytes:
			body.length > 0 &&
			bytes.subarray( 0, 64 ).equals( body.subarray( 0, 64 ) ),
	} ).toEqual( {
		url,
		type: expect.not.stringMatching( /^video\// ),
		sameBytes: false,
	} );
}

/** Every address in a JSON value (the admin's view of the media record). */
function addressesIn( value: unknown ): string[] {
	return Array.from(
		JSON.stringify( value ).matchAll( /https?:\\?\/\\?\/[^"\s<>]+/g ),
		( match ) => match[ 0 ].replace( /\\\//g, '/' ).replace( /&amp;/g, '&' )
	);
}

async function nonceFor( who: SignedIn, name: string ): Promise< string > {
	const response = await who.context.get(
		`/wp-admin/admin-ajax.php?action=e2e_video_privacy_nonce&name=${ encodeURIComponent( name ) }`
	);
	return ( ( await response.json() ) as { data: { nonce: string } } ).data
		.nonce;
}

/** Publishes a post of the administrator's with `content`; its address. */
async function publish( title: string, content: string ): Promise< string > {
	const created = await site.admin.context.post( rest( '/wp/v2/posts' ), {
		headers: { 'X-WP-Nonce': site.admin.nonce },
		data: { title, status: 'publish', content },
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	return ( ( await created.json() ) as { link: string } ).link;
}

test.beforeAll( async () => {
	site = await startOwnSite( 'video-privacy', [
		'own-site/video-privacy-nonces.php',
		'own-site/video-privacy-move-fails.php',
		// Names the queries of watched ids (the media routes' query count, L1).
		'e2e-loaded-files.php',
	] );
	siteDir = path.join(
		ROOT,
		`.wordpress/test-site-video-privacy-${ process.env.TEST_WORKER_INDEX ?? '0' }`
	);
	anonymous = await request.newContext( { baseURL: site.baseURL } );
} );

test.afterAll( async () => {
	await anonymous?.dispose();
	const problems = await site?.stop();
	expect( problems ).toEqual( [] );
} );

test.describe( 'private video files (M2)', () => {
	test( 'a private video is never served from a physical address; members play it from a cookie route with ranges', async () => {
		const bytes = video( 1 );
		const uploaded = await upload( site.admin, bytes, 'lighthouse.mp4' );
		const publicAddress = String( uploaded.source_url );
		expect(
			await setMeta( site.admin, { id: uploaded.id, privacy_setting: 1 } )
		).toMatchObject( { status: 200 } );

		// What the admin's REST record and the media library hand out leads to no file bytes.
		const record = await media( site.admin, uploaded.id );
		const library = await site.admin.context.post(
			'/wp-admin/admin-ajax.php',
			{
				form: {
					action: 'query-attachments',
					'query[post_mime_type]': 'video',
					'query[posts_per_page]': '40',
				},
			}
		);
		const libraryItem = (
			( await library.json() ) as { data: Array< { id: number } > }
		 ).data.find( ( item ) => item.id === uploaded.id );
		expect( libraryItem ).toBeTruthy();
		const handedOut = [
			...addressesIn( record ),
			...addressesIn( libraryItem ),
		];
		expect( handedOut.join( '\n' ) ).not.toMatch( /\/wp-content\// );
		expect( handedOut.join( '\n' ) ).not.toMatch( /_wpnonce/ );
		const onSite = handedOut.filter( ( address ) =>
			address.startsWith( site.baseURL )
		);
		for ( const address of new Set( [ publicAddress, ...onSite ] ) ) {
			await expectNotServed( address, bytes );
		}
		// Wherever the file is on the server, a visitor cannot fetch it from there.
		for ( const relative of copiesInWebRoot( bytes ) ) {
			await expectNotServed(
				`${ site.baseURL }/${ relative.split( path.sep ).join( '/' ) }`,
				bytes
			);
		}

		// A signed-in member plays it, with ranges, from an address without a nonce.
		const member = await site.signIn( 'subscriber' );
		const guid = String( record.jetpack_videopress?.guid );
		const details = ( await (
			await member.context.get( rest( `/rest/v1.1/videos/${ guid }` ), {
				headers: { 'X-WP-Nonce': member.nonce },
			} )
		).json() ) as { original: string };
		expect( details.original ).not.toMatch( /_wpnonce|\/wp-content\// );
		const part = await member.context.get( details.original, {
			headers: { Range: 'bytes=0-99' },
		} );
		expect( part.status() ).toBe( 206 );
		expect( part.headers()[ 'content-range' ] ).toBe(
			`bytes 0-99/${ bytes.length }`
		);
		expect( ( await part.body() ).equals( bytes.subarray( 0, 100 ) ) ).toBe(
			true
		);
		const whole = await member.context.get( details.original );
		expect( whole.status() ).toBe( 200 );
		expect( ( await whole.body() ).equals( bytes ) ).toBe( true );

		// A visitor who is not signed in gets a refusal from it.
		const refused = await anonymous.get( details.original );
		expect( [ 401, 403, 404 ] ).toContain( refused.status() );
		await expectNotServed( details.original, bytes );

		// Public again: it is played from its uploads address.
		expect(
			await setMeta( site.admin, { id: uploaded.id, privacy_setting: 0 } )
		).toMatchObject( { status: 200 } );
		const back = await media( site.admin, uploaded.id );
		expect( back.source_url ).toMatch( /\/wp-content\/uploads\/.+\.mp4$/ );
		const file = await anonymous.get( String( back.source_url ) );
		expect( ( await file.body() ).equals( bytes ) ).toBe( true );
	} );

	test( 'a video uploaded while videos are private by default never lands at a public address', async () => {
		const bytes = video( 2 );
		const on = await site.admin.context.post( rest( '/wp/v2/settings' ), {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			data: { videopress_private_enabled_for_site: true },
		} );
		expect( on.status() ).toBe( 200 );
		try {
			const uploaded = await upload( site.admin, bytes, 'harbour.mp4' );
			expect( String( uploaded.source_url ) ).not.toMatch(
				/\/wp-content\//
			);
			for ( const relative of copiesInWebRoot( bytes ) ) {
				await expectNotServed(
					`${ site.baseURL }/${ relative.split( path.sep ).join( '/' ) }`,
					bytes
				);
			}
			// The month folder WordPress would have used holds no copy either.
			const record = await media( site.admin, uploaded.id );
			const month = new Date()
				.toISOString()
				.slice( 0, 7 )
				.replace( '-', '/' );
			await expectNotServed(
				`${ site.baseURL }/wp-content/uploads/${ month }/harbour.mp4`,
				bytes
			);
			expect( record.jetpack_videopress?.privacy_setting ).toBe( 2 );
		} finally {
			await site.admin.context.post( rest( '/wp/v2/settings' ), {
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { videopress_private_enabled_for_site: false },
			} );
		}
	} );

	test( 'a site with nowhere private to keep video files refuses to make a video private, and says why', async () => {
		const exposed = await startOwnSite( 'video-privacy-exposed', [
			'own-site/video-privacy-no-outside-folder.php',
		] );
		try {
			const bytes = video( 3 );
			const uploaded = await upload( exposed.admin, bytes, 'quay.mp4' );
			const refused = await setMeta( exposed.admin, {
				id: uploaded.id,
				privacy_setting: 1,
			} );
			expect( refused.status ).toBe( 409 );
			expect( String( refused.body.message ) ).toMatch(
				/cannot be made private.*JETPACK_BLOCKS_PRIVATE_VIDEO_DIR/s
			);
			const setting = await exposed.admin.context.post(
				rest( '/wp/v2/settings' ),
				{
					headers: { 'X-WP-Nonce': exposed.admin.nonce },
					data: { videopress_private_enabled_for_site: true },
				}
			);
			expect( setting.status() ).toBe( 409 );
			expect(
				String(
					( ( await setting.json() ) as { message: string } ).message
				)
			).toMatch( /cannot be made private/ );
			// Nothing changed: the video is public and says so.
			const record = await media( exposed.admin, uploaded.id );
			expect( record.jetpack_videopress?.privacy_setting ).toBe( 2 );
			const settings = ( await (
				await exposed.admin.context.get( rest( '/wp/v2/settings' ), {
					headers: { 'X-WP-Nonce': exposed.admin.nonce },
				} )
			).json() ) as Record< string, unknown >;
			expect( settings.videopress_private_enabled_for_site ).toBe(
				false
			);
		} finally {
			expect( await exposed.stop() ).toEqual( [] );
		}
	} );
} );

test.describe( 'a failed move (M2)', () => {
	test( 'a video whose file cannot be moved when videos become private is unavailable, and administrators are told', async () => {
		const bytes = video( 7 );
		const uploaded = await upload( site.admin, bytes, 'failed-move.mp4' );
		const publicAddress = String( uploaded.source_url );
		const guid = String( uploaded.jetpack_videopress?.guid );
		// One video at a time: the meta route refuses, and the video stays as it was.
		const refused = await site.admin.context.post(
			rest( '/wpcom/v2/videopress/meta' ),
			{
				headers: {
					'X-WP-Nonce': site.admin.nonce,
					'X-E2E-Video-Move-Fails': '1',
				},
				data: { id: uploaded.id, privacy_setting: 1 },
			}
		);
		expect( refused.status() ).toBe( 500 );
		expect(
			( ( await refused.json() ) as { message: string } ).message
		).toMatch( /could not be moved/ );
		expect(
			( await media( site.admin, uploaded.id ) ).jetpack_videopress
				?.privacy_setting
		).toBe( 2 );

		// Every video at once (the site default): the video is withheld, not left public.
		const on = await site.admin.context.post( rest( '/wp/v2/settings' ), {
			headers: {
				'X-WP-Nonce': site.admin.nonce,
				'X-E2E-Video-Move-Fails': '1',
			},
			data: { videopress_private_enabled_for_site: true },
		} );
		expect( on.status() ).toBe( 200 );
		try {
			await expectNotServed( publicAddress, bytes );
			const member = await site.signIn( 'subscriber' );
			const file = await member.context.get(
				`/?videopress_file=${ guid }`
			);
			expect( file.status() ).toBe( 503 );
			expect( await file.text() ).toContain( 'unavailable' );
			const dashboard = await site.admin.context.get( '/wp-admin/' );
			expect( await dashboard.text() ).toMatch(
				/These private videos are unavailable because their files could not be moved to the private folder: [^<]*failed-move/
			);
		} finally {
			await site.admin.context.post( rest( '/wp/v2/settings' ), {
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { videopress_private_enabled_for_site: false },
			} );
		}
		// Public again, it plays from its (new) uploads address, and the notice is gone.
		const back = await media( site.admin, uploaded.id );
		const file = await anonymous.get( String( back.source_url ) );
		expect( ( await file.body() ).equals( bytes ) ).toBe( true );
		expect(
			await ( await site.admin.context.get( '/wp-admin/' ) ).text()
		).not.toContain( 'These private videos are unavailable' );
	} );
} );

test.describe( 'video records (M3)', () => {
	test( 'an author cannot set a video guid through custom fields or the REST meta', async () => {
		const author = await site.signIn( 'author' );
		const theirs = await upload( site.admin, video( 4 ), 'admins.mp4' );
		const victim = String( theirs.jetpack_videopress?.guid );
		const own = await upload( author, video( 5 ), 'authors.mp4' );
		const ownGuid = String( own.jetpack_videopress?.guid );
		expect( victim ).toMatch( /^[a-zA-Z0-9]{8}$/ );
		expect( ownGuid ).toMatch( /^[a-zA-Z0-9]{8}$/ );

		// The custom-fields box's request (admin-ajax add-meta).
		const added = await author.context.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'add-meta',
				post_id: String( own.id ),
				metakeyinput: 'videopress_guid',
				metavalue: victim,
				'_ajax_nonce-add-meta': await nonceFor( author, 'add-meta' ),
			},
		} );
		expect( await added.text() ).not.toContain( victim );

		// The edit form's request (post.php), which also changes existing fields by their ids.
		const form: Record< string, string > = {
			action: 'editpost',
			post_ID: String( own.id ),
			post_type: 'attachment',
			_wpnonce: await nonceFor( author, `update-post_${ own.id }` ),
			metakeyinput: 'videopress_guid',
			metavalue: victim,
		};
		for ( let meta = 1; meta <= 400; meta++ ) {
			form[ `meta[${ meta }][key]` ] = 'videopress_guid';
			form[ `meta[${ meta }][value]` ] = victim;
		}
		await author.context.post( '/wp-admin/post.php', {
			form,
			maxRedirects: 0,
		} );

		// The REST meta field.
		await author.context.post( rest( `/wp/v2/media/${ own.id }` ), {
			headers: { 'X-WP-Nonce': author.nonce },
			data: {
				meta: {
					videopress_guid: victim,
					videopress_privacy_setting: '0',
				},
			},
		} );

		expect(
			( await media( author, own.id ) ).jetpack_videopress?.guid
		).toBe( ownGuid );
		const named = ( await (
			await anonymous.get( rest( `/rest/v1.1/videos/${ victim }` ) )
		).json() ) as { post_id: number };
		expect( named.post_id ).toBe( theirs.id );
	} );
} );

test.describe( 'private videos in the media routes (L1)', () => {
	test( 'visitors see neither a private video nor its poster, guid or title in /wp/v2/media and the video routes', async () => {
		const uploaded = await upload(
			site.admin,
			video( 6 ),
			'secret-rehearsal.mp4'
		);
		const guid = String( uploaded.jetpack_videopress?.guid );
		const poster = await site.admin.context.post(
			rest( `/rest/v1.1/videos/${ guid }/poster` ),
			{
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { at_time: 500, is_millisec: true },
			}
		);
		expect( poster.status(), await poster.text() ).toBe( 200 );
		expect(
			await setMeta( site.admin, {
				id: uploaded.id,
				privacy_setting: 1,
				description: 'Notes of the secret rehearsal',
			} )
		).toMatchObject( { status: 200 } );
		const posterId = Number(
			(
				( await (
					await site.admin.context.get(
						rest( '/wp/v2/media', { search: `poster-${ guid }` } ),
						{ headers: { 'X-WP-Nonce': site.admin.nonce } }
					)
				).json() ) as Media[]
			 )[ 0 ]?.id
		);
		expect( posterId ).toBeGreaterThan( 0 );

		const list = await anonymous.get(
			rest( '/wp/v2/media', { per_page: '100' } )
		);
		expect( list.status() ).toBe( 200 );
		const listed = ( await list.json() ) as Media[];
		expect( listed.map( ( item ) => item.id ) ).not.toContain(
			uploaded.id
		);
		expect( listed.map( ( item ) => item.id ) ).not.toContain( posterId );
		const text = JSON.stringify( listed );
		expect( text ).not.toContain( guid );
		expect( text ).not.toContain( 'secret-rehearsal' );
		expect( text ).not.toContain( 'Notes of the secret rehearsal' );
		for ( const id of [ uploaded.id, posterId ] ) {
			const single = await anonymous.get(
				rest( `/wp/v2/media/${ id }` )
			);
			expect( { id, status: single.status() } ).toEqual( {
				id,
				status: 404,
			} );
		}
		for ( const route of [ '', '/poster' ] ) {
			const response = await anonymous.get(
				rest( `/rest/v1.1/videos/${ guid }${ route }` )
			);
			expect( [ 401, 403 ] ).toContain( response.status() );
			expect( await response.text() ).not.toContain( 'secret' );
		}
		// Nor on their attachment pages (the video's redirected to its file route, naming the guid;
		// the poster's showed the frame, or redirected to its file)…
		for ( const id of [ uploaded.id, posterId ] ) {
			const attachmentPage = await anonymous.get(
				`${ site.baseURL }/?attachment_id=${ id }`,
				{ maxRedirects: 0 }
			);
			expect( { id, status: attachmentPage.status() } ).toEqual( {
				id,
				status: 404,
			} );
			expect( await attachmentPage.text() ).not.toContain( guid );
			expect( await attachmentPage.text() ).not.toContain( 'secret' );
		}
		// …nor through the embed of those pages (oEmbed gives a post's title and author).
		for ( const address of [
			`${ site.baseURL }/?attachment_id=${ uploaded.id }`,
			`${ site.baseURL }/?attachment_id=${ posterId }`,
		] ) {
			const embed = await anonymous.get(
				rest( '/oembed/1.0/embed', { url: address } )
			);
			expect( { address, status: embed.status() } ).toEqual( {
				address,
				status: 404,
			} );
			expect( await embed.text() ).not.toContain( 'secret' );
		}

		// A signed-in member of the site still finds it.
		const member = await site.signIn( 'subscriber' );
		const seen = ( await (
			await member.context.get(
				rest( '/wp/v2/media', { per_page: '100' } ),
				{
					headers: { 'X-WP-Nonce': member.nonce },
				}
			)
		).json() ) as Media[];
		expect( seen.map( ( item ) => item.id ) ).toContain( uploaded.id );
	} );

	test( 'one media item asked for alone is hidden exactly when the list leaves it out', async () => {
		const first = await upload( site.admin, video( 21 ), 'tide-a.mp4' );
		const second = await upload( site.admin, video( 22 ), 'tide-b.mp4' );
		const picture = await site.admin.context.post( rest( '/wp/v2/media' ), {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			multipart: {
				file: {
					name: 'tide-poster.png',
					mimeType: 'image/png',
					buffer: greyPng( 32, 18 ),
				},
			},
		} );
		expect( picture.status(), await picture.text() ).toBe( 201 );
		const poster = ( ( await picture.json() ) as Media ).id;
		// One poster for both videos.
		for ( const item of [ first, second ] ) {
			const set = await site.admin.context.post(
				rest(
					`/rest/v1.1/videos/${ item.jetpack_videopress?.guid }/poster`
				),
				{
					headers: { 'X-WP-Nonce': site.admin.nonce },
					data: { poster_attachment_id: poster },
				}
			);
			expect( set.status(), await set.text() ).toBe( 200 );
		}
		const ids = [ first.id, second.id, poster ];
		/**
		 * The ids a visitor finds alone, checked against the list of exactly these ids (`include`,
		 * which WordPress lets override an exclusion: the list showed hidden videos that way).
		 */
		const foundAlone = async (): Promise< number[] > => {
			const list = await anonymous.get(
				rest( '/wp/v2/media', { include: ids.join( ',' ) } )
			);
			expect( list.status() ).toBe( 200 );
			const listed = ( ( await list.json() ) as Media[] ).map(
				( item ) => item.id
			);
			const statuses: number[] = [];
			for ( const id of ids ) {
				statuses.push(
					(
						await anonymous.get( rest( `/wp/v2/media/${ id }` ) )
					).status()
				);
			}
			expect(
				statuses.every( ( status ) => [ 200, 404 ].includes( status ) )
			).toBe( true );
			const alone = ids.filter(
				( id, index ) => 200 === statuses[ index ]
			);
			expect( alone ).toEqual(
				ids.filter( ( id ) => listed.includes( id ) )
			);
			return alone;
		};
		const privacy = async ( item: Media, setting: number ) =>
			expect(
				await setMeta( site.admin, {
					id: item.id,
					privacy_setting: setting,
				} )
			).toMatchObject( { status: 200 } );

		expect( await foundAlone() ).toEqual( ids );
		// The first private: hidden; the poster stays, since the second video shows it.
		await privacy( first, 1 );
		expect( await foundAlone() ).toEqual( [ second.id, poster ] );
		// Both private: the poster goes too.
		await privacy( second, 1 );
		expect( await foundAlone() ).toEqual( [] );
		// A private default: the first, following it, is hidden; the second, set public, shows itself
		// and the poster.
		await privacy( first, 2 );
		await privacy( second, 0 );
		const on = await site.admin.context.post( rest( '/wp/v2/settings' ), {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			data: { videopress_private_enabled_for_site: true },
		} );
		expect( on.status() ).toBe( 200 );
		try {
			expect( await foundAlone() ).toEqual( [ second.id, poster ] );
		} finally {
			await site.admin.context.post( rest( '/wp/v2/settings' ), {
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { videopress_private_enabled_for_site: false },
			} );
		}
	} );

	test( "an anonymous request of the media routes reads every video's privacy in one query, not one per video", async () => {
		const uploaded: Media[] = [];
		for ( const seconds of [ 11, 12, 13, 14 ] ) {
			uploaded.push(
				await upload(
					site.admin,
					video( seconds ),
					`reel-${ seconds }.mp4`
				)
			);
		}
		const ids = uploaded.map( ( item ) => item.id );
		const list = await anonymous.get(
			rest( '/wp/v2/media', { per_page: '100' } ),
			{
				headers: {
					'X-E2E-Loaded-Files': '1',
					'X-E2E-Watch-Ids': ids.join( ',' ),
				},
			}
		);
		expect( list.status() ).toBe( 200 );
		const listed = ( ( await list.json() ) as Media[] ).map(
			( item ) => item.id
		);
		for ( const id of ids ) {
			expect( listed ).toContain( id );
		}
		const queries = JSON.parse(
			list.headers()[ 'x-e2e-watched-queries' ] ?? 'null'
		) as string[];
		expect( queries, 'the test mu-plugin answered' ).not.toBeNull();
		// No query reads the metadata of one of these videos alone (it was one per video, for every
		// video of the site, on every anonymous request).
		expect(
			queries.filter( ( query ) =>
				/postmeta WHERE post_id IN \(\d+\)/.test( query )
			)
		).toEqual( [] );

		// The same list follows the site's default: videos without a setting of their own become
		// hidden with it, one set public stays listed.
		const [ open, ...following ] = uploaded as [ Media, ...Media[] ];
		expect(
			await setMeta( site.admin, { id: open.id, privacy_setting: 0 } )
		).toMatchObject( { status: 200 } );
		const on = await site.admin.context.post( rest( '/wp/v2/settings' ), {
			headers: { 'X-WP-Nonce': site.admin.nonce },
			data: { videopress_private_enabled_for_site: true },
		} );
		expect( on.status() ).toBe( 200 );
		try {
			const hidden = await anonymous.get(
				rest( '/wp/v2/media', { per_page: '100' } )
			);
			const shown = ( ( await hidden.json() ) as Media[] ).map(
				( item ) => item.id
			);
			expect( shown ).toContain( open.id );
			for ( const item of following ) {
				expect( shown ).not.toContain( item.id );
			}
		} finally {
			await site.admin.context.post( rest( '/wp/v2/settings' ), {
				headers: { 'X-WP-Nonce': site.admin.nonce },
				data: { videopress_private_enabled_for_site: false },
			} );
		}
	} );
} );

test.describe( "private videos on visitors' pages (L1)", () => {
	test( "WordPress's playlist, video block, embeds and redirect of ?p= show visitors no private video; members still see it", async () => {
		const secret = await upload(
			site.admin,
			video( 31 ),
			'quarry-secret.mp4'
		);
		const open = await upload( site.admin, video( 32 ), 'quarry-open.mp4' );
		const guid = String( secret.jetpack_videopress?.guid );
		expect(
			await setMeta( site.admin, {
				id: secret.id,
				privacy_setting: 1,
				description: 'Blasting schedule of the quarry',
			} )
		).toMatchObject( { status: 200 } );
		const route = String(
			( await media( site.admin, secret.id ) ).source_url
		);
		expect( route ).toContain( `videopress_file=${ guid }` );
		// WordPress's playlist, and its video block as the editor inserts a private video: played
		// from the file route.
		const link = await publish(
			'Quarry reels',
			`<!-- wp:shortcode -->\n[playlist type="video" ids="${ secret.id },${ open.id }"]\n<!-- /wp:shortcode -->\n\n<!-- wp:video {"id":${ secret.id }} -->\n<figure class="wp-block-video"><video controls src="${ route }"></video></figure>\n<!-- /wp:video -->`
		);

		// WordPress's playlist lists the videos it is given with their titles, descriptions and
		// addresses: a visitor's lists the public one only.
		const page = await anonymous.get( link );
		expect( page.status() ).toBe( 200 );
		const html = await page.text();
		expect( html ).toContain( 'quarry-open' );
		expect( html ).not.toContain( 'quarry-secret' );
		expect( html ).not.toContain( 'Blasting schedule' );
		expect( html ).not.toContain( guid );
		// The video block gives them the notice instead of a player that cannot load.
		expect( html ).toContain(
			'This video is private. Log in to watch it.'
		);

		// WordPress sends a 404 of ?p= or ?page_id= naming an attachment on to the attachment's
		// address; for someone who may not watch a private video that is not its file route.
		for ( const query of [ 'p', 'page_id', 'attachment_id' ] ) {
			const response = await anonymous.get(
				`${ site.baseURL }/?${ query }=${ secret.id }`,
				{ maxRedirects: 0 }
			);
			const location = response.headers().location ?? '';
			expect( { query, location } ).toEqual( {
				query,
				location: expect.not.stringContaining( guid ),
			} );
			expect( await response.text() ).not.toContain( guid );
		}

		// An embed of the video's attachment page in a post is made once, by whoever sees the post
		// first, and kept for everyone after: a member first here. It is never made for a private
		// video, so neither its title nor its addresses reach the visitors who come next.
		const attachmentPage = `${ site.baseURL }/?attachment_id=${ secret.id }`;
		const embedLink = await publish(
			'Quarry embed',
			`<!-- wp:embed {"url":"${ attachmentPage }"} -->\n<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\n${ attachmentPage }\n</div></figure>\n<!-- /wp:embed -->`
		);
		const member = await site.signIn( 'subscriber' );
		expect(
			await ( await member.context.get( embedLink ) ).text()
		).not.toContain( 'wp-embedded-content' );
		const embedded = await ( await anonymous.get( embedLink ) ).text();
		expect( embedded ).not.toContain( 'quarry-secret' );
		expect( embedded ).not.toContain( guid );

		// A signed-in member of the site sees both in the playlist.
		const theirs = await ( await member.context.get( link ) ).text();
		expect( theirs ).toContain( 'quarry-secret' );
		expect( theirs ).toContain( 'quarry-open' );
		expect( theirs ).toContain( `<video controls src="${ route }"` );
		expect( theirs ).not.toContain( 'This video is private' );
	} );

	test( "WordPress's video block of a video made private since plays for members from the file route and gives visitors the notice; public again, its address works", async () => {
		const bytes = video( 33 );
		const clip = await upload( site.admin, bytes, 'ledge-walk.mp4' );
		const guid = String( clip.jetpack_videopress?.guid );
		const address = String( clip.source_url );
		expect( address ).toContain( '/wp-content/uploads/' );
		const link = await publish(
			'Ledge walk',
			`<!-- wp:video {"id":${ clip.id },"align":"wide"} -->\n<figure class="wp-block-video alignwide" id="ledge"><video controls src="${ address }"></video></figure>\n<!-- /wp:video -->`
		);
		const member = await site.signIn( 'subscriber' );
		const pageOf = async ( who: APIRequestContext ) =>
			( await who.get( link ) ).text();

		expect( await pageOf( anonymous ) ).toContain(
			`<video controls src="${ address }"`
		);

		expect(
			await setMeta( site.admin, { id: clip.id, privacy_setting: 1 } )
		).toMatchObject( { status: 200 } );
		// The file has left the uploads folder: the stored address plays nothing for anyone.
		await expectNotServed( address, bytes );
		const visitors = await pageOf( anonymous );
		// In the block's own figure, alignment and anchor kept.
		expect( visitors ).toContain(
			'<figure class="wp-block-video alignwide" id="ledge"><p class="videopress-video__notice">This video is private. Log in to watch it.</p></figure>'
		);
		expect( visitors ).not.toContain( '<video' );
		expect( visitors ).not.toContain( guid );
		const members = await pageOf( member.context );
		const played = members.match( /<video controls src="([^"]+)"/ )?.[ 1 ];
		expect( played?.replace( /&amp;/g, '&' ) ).toBe(
			String( ( await media( site.admin, clip.id ) ).source_url )
		);
		const file = await member.context.get(
			String( played ).replace( /&amp;/g, '&' )
		);
		expect( file.status() ).toBe( 200 );
		expect( ( await file.body() ).equals( bytes ) ).toBe( true );
		// The old address elsewhere (a file block, a link, a shortcode) sends members on to the file
		// route, for this request only; visitors get a 404 that names nothing.
		const moved = await member.context.get( address, { maxRedirects: 0 } );
		expect( moved.status() ).toBe( 302 );
		expect( moved.headers().location ).toBe(
			String( played ).replace( /&amp;/g, '&' )
		);
		expect( moved.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		const refused = await anonymous.get( address, { maxRedirects: 0 } );
		expect( refused.status() ).toBe( 404 );
		expect( refused.headers().location ).toBeUndefined();
		expect( await refused.text() ).not.toContain( guid );

		// Public again: the file is back at its address, which the block plays for everyone.
		expect(
			await setMeta( site.admin, { id: clip.id, privacy_setting: 0 } )
		).toMatchObject( { status: 200 } );
		expect( await pageOf( anonymous ) ).toContain(
			`<video controls src="${ address }"`
		);
		const back = await anonymous.get( address );
		expect( back.status() ).toBe( 200 );
		expect( ( await back.body() ).equals( bytes ) ).toBe( true );
	} );
} );

test.describe( 'the privacy default (L10)', () => {
	test( 'the module option and the site setting are one value', async () => {
		const { admin } = site;
		const moduleOption = async () =>
			(
				( await (
					await admin.context.get(
						rest( '/jetpack/v4/module/videopress' ),
						{
							headers: { 'X-WP-Nonce': admin.nonce },
						}
					)
				).json() ) as { options: Record< string, unknown > }
			 ).options.videopress_private_enabled_for_site;
		const siteSetting = async () =>
			(
				( await (
					await admin.context.get( rest( '/wp/v2/settings' ), {
						headers: { 'X-WP-Nonce': admin.nonce },
					} )
				).json() ) as Record< string, unknown >
			 ).videopress_private_enabled_for_site;

		try {
			const viaModule = await admin.context.post(
				rest( '/jetpack/v4/module/videopress' ),
				{
					headers: { 'X-WP-Nonce': admin.nonce },
					data: { videopress_private_enabled_for_site: true },
				}
			);
			expect( viaModule.status() ).toBe( 200 );
			expect( await siteSetting() ).toBe( true );
			expect( await moduleOption() ).toBe( true );

			const viaSettings = await admin.context.post(
				rest( '/wp/v2/settings' ),
				{
					headers: { 'X-WP-Nonce': admin.nonce },
					data: { videopress_private_enabled_for_site: false },
				}
			);
			expect( viaSettings.status() ).toBe( 200 );
			expect( await moduleOption() ).toBe( false );
			expect( await siteSetting() ).toBe( false );
		} finally {
			await admin.context.post( rest( '/wp/v2/settings' ), {
				headers: { 'X-WP-Nonce': admin.nonce },
				data: { videopress_private_enabled_for_site: false },
			} );
		}
	} );
} );
