/**
 * The plugin's deferred work runs as WP-Cron events, and runs when a system cron requests
 * wp-cron.php, as hosts run it: the suite's sites set DISABLE_WP_CRON, so nothing runs unless
 * wp-cron.php is requested, here by an anonymous GET as `curl` or `wget` from a crontab sends it.
 * A test mu-plugin (e2e-cron.php) makes an event due and leaves the stale state time would leave.
 *
 * - abandoned resumable uploads are removed by the daily clean-up, and not before it is due;
 * - posts published before the related-posts engine ran are indexed by the index event, not in the
 *   request that asked for related posts;
 * - the daily housekeeping removes the rate-limit rows of ended windows and keeps the current ones.
 *
 * Runs on the native site and on the stack (where wp-cron.php answers before it runs the events,
 * and the stack's own system cron may run them first): each result is polled for, never waited for.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { adminContext, restNonceOf } from '../helpers/users';

const rest = ( path: string ) => `/?rest_route=${ encodeURIComponent( path ) }`;
const TUS = { 'Tus-Resumable': '1.0.0' };
const META = 'filename dmlkZW8ubXA0,filetype dmlkZW8vbXA0'; // video.mp4, video/mp4
const UPLOAD_CLEANUP = 'jetpack_blocks_video_upload_cleanup';
const RELATED_INDEX = 'jetpack_blocks_related_posts_index';
const HOUSEKEEPING = 'jetpack_blocks_housekeeping';

let admin: APIRequestContext;
let nonce: string;

test.describe.configure( { mode: 'serial', timeout: 180_000 } );

test.beforeAll( async () => {
	admin = await adminContext();
	nonce = await restNonceOf( admin );
} );

test.afterAll( async () => {
	await admin.dispose();
} );

/** An anonymous GET of wp-cron.php, as a system cron sends it. */
async function systemCron(): Promise< void > {
	const anonymous = await request.newContext( {
		baseURL: process.env.WP_BASE_URL,
		storageState: { cookies: [], origins: [] },
	} );
	const response = await anonymous.get( '/wp-cron.php' );
	expect( response.status() ).toBe( 200 );
	await anonymous.dispose();
}

/**
 * A check made after a request of wp-cron.php, for polling: where another run of cron holds the
 * lock (a host's own system cron, busy with core's events), that request runs nothing, and the
 * next one does, as a crontab's next minute would.
 */
function cronThen< T >( check: () => Promise< T > ): () => Promise< T > {
	return async () => {
		await systemCron();
		return check();
	};
}
const CRON_POLL = { timeout: 90_000, intervals: [ 500, 1000, 2000, 5000 ] };

async function nextRun( hook: string ): Promise< number | null > {
	const response = await admin.get(
		`${ rest( '/e2e/v1/cron/next' ) }&hook=${ hook }`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.ok() ).toBe( true );
	return ( await response.json() ) as number | null;
}

async function makeDue( hook: string ): Promise< void > {
	const response = await admin.post( rest( '/e2e/v1/cron/due' ), {
		headers: { 'X-WP-Nonce': nonce },
		data: { hook },
	} );
	expect( response.ok(), await response.text() ).toBe( true );
}

/**
 * cronThen() for an event made due: while the event is not due, it is made due again first. On the
 * stack, WordPress keeps the cron array with every autoloaded option in one entry of the object
 * cache and writes that entry whole, so another worker's request writing an option at the same
 * moment can put back the array from before makeDue(). The event does the same work however often
 * it runs, so running it again proves nothing it should not.
 */
function dueThen< T >(
	hook: string,
	check: () => Promise< T >
): () => Promise< T > {
	return async () => {
		const next = await nextRun( hook );
		if ( null !== next && next > Date.now() / 1000 + 60 ) {
			await makeDue( hook );
		}
		await systemCron();
		return check();
	};
}

test.describe( 'Deferred work from a system cron', () => {
	test( 'an abandoned upload is removed by the daily clean-up once it is due, not before', async () => {
		const issued = await admin.post( '/wp-admin/admin-ajax.php', {
			headers: { 'X-WP-Nonce': nonce },
			form: { action: 'videopress-get-upload-jwt' },
		} );
		expect( issued.status() ).toBe( 200 );
		const { upload_token: token, upload_action_url: collection } = (
			await issued.json()
		).data as { upload_token: string; upload_action_url: string };

		const created = await fetch( collection, {
			method: 'POST',
			headers: {
				...TUS,
				'Upload-Length': '4096',
				'Upload-Metadata': META,
				'x-videopress-upload-token': token,
			},
		} );
		expect( created.status ).toBe( 201 );
		const key = created.headers.get( 'x-videopress-upload-key' ) as string;
		const url = new URL(
			created.headers.get( 'location' ) as string,
			collection
		);
		const patched = await fetch( url, {
			method: 'POST',
			headers: {
				...TUS,
				'X-HTTP-Method-Override': 'PATCH',
				'Content-Type': 'application/offset+octet-stream',
				'Upload-Offset': '0',
				'x-videopress-upload-token': token,
			},
			body: new Uint8Array( 100 ),
		} );
		expect( patched.status ).toBe( 204 );
		const offset = async () =>
			(
				await fetch( url, {
					method: 'HEAD',
					headers: { ...TUS, 'x-videopress-upload-token': token },
				} )
			).status;
		expect( await offset() ).toBe( 200 );

		// Nobody touched it for two days: it is abandoned.
		const aged = await admin.post( rest( '/e2e/v1/cron/age-upload' ), {
			headers: { 'X-WP-Nonce': nonce },
			data: { key, seconds: 2 * 24 * 3600 },
		} );
		expect( aged.ok() ).toBe( true );

		// The clean-up is scheduled, for later: a run of cron now leaves the upload alone.
		const scheduled = await nextRun( UPLOAD_CLEANUP );
		expect( scheduled ).not.toBeNull();
		expect( scheduled as number ).toBeGreaterThan( Date.now() / 1000 );
		await systemCron();
		expect( await offset() ).toBe( 200 );

		// Once it is due, the next request of wp-cron.php removes the upload.
		await makeDue( UPLOAD_CLEANUP );
		await expect
			.poll( dueThen( UPLOAD_CLEANUP, offset ), CRON_POLL )
			.toBe( 404 );
		// A daily event: it comes back for tomorrow.
		await expect
			.poll( async () => ( await nextRun( UPLOAD_CLEANUP ) ) ?? 0 )
			.toBeGreaterThan( Date.now() / 1000 + 3600 );
	} );

	test( 'posts published before the related-posts engine ran are indexed by cron, not by the request', async () => {
		const word = `quagga${ Date.now() }`;
		const post = async ( title: string ) => {
			const response = await admin.post( rest( '/wp/v2/posts' ), {
				headers: { 'X-WP-Nonce': nonce },
				data: {
					title,
					content: `<!-- wp:paragraph --><p>The ${ word } grazes with zebras on the savanna; every ${ word } has stripes.</p><!-- /wp:paragraph -->`,
					status: 'publish',
				},
			} );
			expect( response.status() ).toBe( 201 );
			return ( ( await response.json() ) as { id: number } ).id;
		};
		const older = await post( `The ${ word } of the plains` );
		const newer = await post( `Another ${ word } story` );
		const unindexed = await admin.post( rest( '/e2e/v1/cron/unindex' ), {
			headers: { 'X-WP-Nonce': nonce },
			data: { post: older },
		} );
		expect( unindexed.ok() ).toBe( true );

		const related = async () => {
			const response = await admin.get(
				rest( `/wpcom/v2/related-posts/${ newer }` ),
				{ headers: { 'X-WP-Nonce': nonce } }
			);
			expect( response.status() ).toBe( 200 );
			return ( ( await response.json() ) as Array< { id: number } > ).map(
				( item ) => item.id
			);
		};
		// Asking for related posts does not index the site: it schedules the work.
		expect( await related() ).not.toContain( older );
		expect( await nextRun( RELATED_INDEX ) ).not.toBeNull();

		await expect.poll( cronThen( related ), CRON_POLL ).toContain( older );
	} );

	test( 'the daily housekeeping removes rate-limit rows of ended windows and keeps the current ones', async () => {
		const made = await admin.post( rest( '/e2e/v1/cron/rate-rows' ), {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( made.ok() ).toBe( true );
		const rows = ( await made.json() ) as {
			ended: string;
			current: string;
		};
		const exists = async ( name: string ) =>
			( await (
				await admin.get(
					`${ rest( '/e2e/v1/cron/row' ) }&name=${ name }`,
					{ headers: { 'X-WP-Nonce': nonce } }
				)
			).json() ) as boolean;
		expect( await exists( rows.ended ) ).toBe( true );

		// Scheduled when the plugin was activated, for later: nothing goes yet.
		expect( await nextRun( HOUSEKEEPING ) ).not.toBeNull();
		await systemCron();
		expect( await exists( rows.ended ) ).toBe( true );

		await makeDue( HOUSEKEEPING );
		await expect
			.poll(
				dueThen( HOUSEKEEPING, () => exists( rows.ended ) ),
				CRON_POLL
			)
			.toBe( false );
		expect( await exists( rows.current ) ).toBe( true );
	} );
} );
