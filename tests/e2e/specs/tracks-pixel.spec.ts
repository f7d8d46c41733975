/**
 * The local analytics pixel (php-stubs/routes/tracks.php): only a signed-in user who can edit posts,
 * with the nonce of the URL the page printed, stores events; each user is throttled; the log keeps
 * the newest 100 events in order, and hits arriving together are all kept.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import {
	adminContext,
	restNonceOf,
	signedInUser,
	type SignedInUser,
} from '../helpers/users';

interface StoredEvent {
	name: string;
	user_id: number;
	properties: Record< string, string >;
}

const rest = ( path: string ) => `/?rest_route=${ encodeURIComponent( path ) }`;

/** The pixel URL the plugin gives this user (a test route returns `tracks_pixel_url()`). */
async function pixelUrlOf( context: APIRequestContext ): Promise< string > {
	const response = await context.get( rest( '/e2e/v1/tracks-pixel-url' ), {
		headers: { 'X-WP-Nonce': await restNonceOf( context ) },
	} );
	expect( response.ok() ).toBe( true );
	return ( await response.json() ) as string;
}

/** One pixel GET, as the client's Image sends it; answers the status and the outcome header. */
async function hit(
	context: APIRequestContext,
	pixelUrl: string,
	name: string,
	properties: Record< string, string > = {}
): Promise< { status: number; outcome: string; retryAfter?: string } > {
	const url = new URL( pixelUrl );
	url.searchParams.set( '_en', name );
	url.searchParams.set( '_ts', String( Date.now() ) );
	for ( const [ key, value ] of Object.entries( properties ) ) {
		url.searchParams.set( key, value );
	}
	const response = await context.get( url.pathname + url.search );
	return {
		status: response.status(),
		outcome: response.headers()[ 'x-jetpack-blocks-tracks' ] ?? '',
		retryAfter: response.headers()[ 'retry-after' ],
	};
}

async function clearLog(): Promise< void > {
	const admin = await adminContext();
	const response = await admin.post( rest( '/jetpack/v4/options/tracks' ), {
		headers: { 'X-WP-Nonce': await restNonceOf( admin ) },
		data: { reset: true },
	} );
	expect( response.ok() ).toBe( true );
	await admin.dispose();
}

async function storedEvents(): Promise< StoredEvent[] > {
	const admin = await adminContext();
	const response = await admin.get( rest( '/e2e/v1/tracks-events' ), {
		headers: { 'X-WP-Nonce': await restNonceOf( admin ) },
	} );
	const events = ( await response.json() ) as StoredEvent[];
	await admin.dispose();
	return events;
}

// The log is one per site: these tests must not interleave. (Nothing else in the suite records
// events yet; a spec that does will have to keep its events out of this spec's way.)
test.describe.configure( { mode: 'serial' } );

test.describe( 'Analytics pixel', () => {
	const users: SignedInUser[] = [];
	const user = async ( role: string, prefix?: string ) => {
		const created = await signedInUser( role, prefix );
		users.push( created );
		return created;
	};

	test.afterAll( async () => {
		await Promise.all( users.map( ( { context } ) => context.dispose() ) );
	} );

	test( 'the URL printed into the editor carries a nonce; without it, or with another one, nothing is stored', async () => {
		const admin = await adminContext();
		const editorPage = await (
			await admin.get( '/wp-admin/post-new.php' )
		).text();
		const printed = editorPage.match(
			/window\.JetpackBlocksInitialState = (\{.*?\});\n/
		);
		expect( printed ).not.toBeNull();
		const { tracksPixelUrl } = JSON.parse( printed?.[ 1 ] ?? '{}' ) as {
			tracksPixelUrl: string;
		};
		const nonce = new URL( tracksPixelUrl ).searchParams.get( '_wpnonce' );
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );

		expect( await hit( admin, tracksPixelUrl, 'jetpack_e2e_ok' ) ).toEqual(
			{ status: 200, outcome: 'stored' }
		);

		const withoutNonce = new URL( tracksPixelUrl );
		withoutNonce.searchParams.delete( '_wpnonce' );
		expect(
			await hit( admin, withoutNonce.href, 'jetpack_e2e_no_nonce' )
		).toEqual( { status: 403, outcome: 'refused' } );

		const wrongNonce = new URL( tracksPixelUrl );
		wrongNonce.searchParams.set( '_wpnonce', '0123456789' );
		expect(
			await hit( admin, wrongNonce.href, 'jetpack_e2e_wrong_nonce' )
		).toEqual( { status: 403, outcome: 'refused' } );

		// A nonce is bound to its user: an editor's URL does not work with the admin's cookies.
		const editor = await user( 'editor' );
		expect(
			await hit(
				admin,
				await pixelUrlOf( editor.context ),
				'jetpack_e2e_other_users_nonce'
			)
		).toEqual( { status: 403, outcome: 'refused' } );
		await admin.dispose();

		const names = ( await storedEvents() ).map( ( event ) => event.name );
		expect( names ).toContain( 'jetpack_e2e_ok' );
		expect( names ).not.toContain( 'jetpack_e2e_no_nonce' );
		expect( names ).not.toContain( 'jetpack_e2e_wrong_nonce' );
		expect( names ).not.toContain( 'jetpack_e2e_other_users_nonce' );
	} );

	test( 'a subscriber is refused, even with a valid nonce of their own', async () => {
		const subscriber = await user( 'subscriber' );
		expect(
			await hit(
				subscriber.context,
				await pixelUrlOf( subscriber.context ),
				'jetpack_e2e_subscriber'
			)
		).toEqual( { status: 403, outcome: 'refused' } );
		expect(
			( await storedEvents() ).map( ( event ) => event.name )
		).not.toContain( 'jetpack_e2e_subscriber' );
	} );

	test( 'each user is throttled on their own (here 3 events a minute, set by the filter)', async () => {
		const limited = await user( 'author', 'trackslimited' );
		const limitedUrl = await pixelUrlOf( limited.context );
		for ( let index = 1; index <= 3; index++ ) {
			expect(
				await hit( limited.context, limitedUrl, 'jetpack_e2e_burst' )
			).toEqual( { status: 200, outcome: 'stored' } );
		}
		const throttled = await hit(
			limited.context,
			limitedUrl,
			'jetpack_e2e_burst'
		);
		expect( throttled ).toMatchObject( {
			status: 429,
			outcome: 'throttled',
		} );
		expect( Number( throttled.retryAfter ) ).toBeGreaterThan( 0 );
		expect( Number( throttled.retryAfter ) ).toBeLessThanOrEqual( 60 );

		// Another user is not held back by the first one's burst.
		const other = await user( 'author' );
		expect(
			await hit(
				other.context,
				await pixelUrlOf( other.context ),
				'jetpack_e2e_burst'
			)
		).toEqual( { status: 200, outcome: 'stored' } );
	} );

	test( 'the log keeps the newest 100 events, oldest first', async () => {
		await clearLog();
		// Two editors: the default throttle (60 a minute) lets each send 60 and no more.
		const first = await user( 'editor' );
		const second = await user( 'editor' );
		const firstUrl = await pixelUrlOf( first.context );
		const secondUrl = await pixelUrlOf( second.context );
		// The first editor's 60 arrive in parallel batches (their order among themselves is the
		// server's); the second editor's 45 one after another, all after the first's.
		for ( let batch = 0; batch < 60; batch += 6 ) {
			const outcomes = await Promise.all(
				Array.from( { length: 6 }, ( _, index ) =>
					hit( first.context, firstUrl, 'jetpack_e2e_seq', {
						n: String( batch + index + 1 ),
					} )
				)
			);
			expect( outcomes.map( ( outcome ) => outcome.outcome ) ).toEqual(
				Array( 6 ).fill( 'stored' )
			);
		}
		expect(
			(
				await hit( first.context, firstUrl, 'jetpack_e2e_seq', {
					n: 'over',
				} )
			).outcome
		).toBe( 'throttled' );
		for ( let n = 61; n <= 105; n++ ) {
			expect(
				(
					await hit( second.context, secondUrl, 'jetpack_e2e_seq', {
						n: String( n ),
					} )
				).outcome
			).toBe( 'stored' );
		}

		const events = await storedEvents();
		expect( events ).toHaveLength( 100 );
		const fromFirst = events.slice( 0, 55 );
		expect(
			fromFirst.every( ( event ) => event.user_id === first.id )
		).toBe( true );
		expect(
			new Set( fromFirst.map( ( event ) => event.properties.n ) ).size
		).toBe( 55 );
		const fromSecond = events.slice( 55 );
		expect(
			fromSecond.every( ( event ) => event.user_id === second.id )
		).toBe( true );
		expect( fromSecond.map( ( event ) => event.properties.n ) ).toEqual(
			Array.from( { length: 45 }, ( _, index ) => String( index + 61 ) )
		);
	} );

	test( 'events arriving together are all kept (no hit overwrites another)', async () => {
		await clearLog();
		const editor = await user( 'editor' );
		const url = await pixelUrlOf( editor.context );
		const outcomes = await Promise.all(
			Array.from( { length: 24 }, ( _, index ) =>
				hit( editor.context, url, 'jetpack_e2e_together', {
					n: String( index ),
				} )
			)
		);
		expect( outcomes.map( ( outcome ) => outcome.outcome ) ).toEqual(
			Array( 24 ).fill( 'stored' )
		);
		const kept = ( await storedEvents() )
			.filter( ( event ) => event.name === 'jetpack_e2e_together' )
			.map( ( event ) => Number( event.properties.n ) )
			.sort( ( a, b ) => a - b );
		expect( kept ).toEqual(
			Array.from( { length: 24 }, ( _, index ) => index )
		);
	} );
} );
