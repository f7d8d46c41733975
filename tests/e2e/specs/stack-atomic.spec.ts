/**
 * The plugin's limits hold when many requests arrive at once: of 20 parallel requests, exactly as
 * many pass as the limit allows, whatever serves them — one PHP process with SQLite (the native
 * site), or two web heads with MariaDB and a persistent object cache, where a read-then-write
 * through transients or cached options would let several requests read the same count (the stack).
 *
 * - the site's AI quota (a compare-and-swap on the usage record);
 * - the AI requests one user may have running at once (a row per slot);
 * - a rate limit of the shared kind (php-stubs/rate-limit.php: the link lookups);
 * - the analytics pixel's throttle (a window per user).
 *
 * Each limit is set small for these requests only, by request headers a test mu-plugin reads
 * (e2e-atomic.php); the AI count is put back as it was, so other specs find the site unchanged.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import {
	adminContext,
	restNonceOf,
	signedInUser,
	type SignedInUser,
} from '../helpers/users';

const rest = ( path: string ) => `/?rest_route=${ encodeURIComponent( path ) }`;
const PARALLEL = 20;

let admin: APIRequestContext;
let nonce: string;
let savedUsage: string | null;

test.describe.configure( { mode: 'serial', timeout: 120_000 } );

test.beforeAll( async () => {
	admin = await adminContext();
	nonce = await restNonceOf( admin );
	const usage = await admin.get( rest( '/e2e/v1/ai-usage' ), {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( usage.ok() ).toBe( true );
	savedUsage = ( ( await usage.json() ) as { raw: string | null } ).raw;
} );

test.afterAll( async () => {
	const restored = await admin.post( rest( '/e2e/v1/ai-usage' ), {
		headers: { 'X-WP-Nonce': nonce },
		data: { raw: savedUsage },
	} );
	expect( restored.ok() ).toBe( true );
	await admin.dispose();
} );

async function aiToken(): Promise< string > {
	const response = await admin.post( rest( '/jetpack/v4/jetpack-ai-jwt' ), {
		headers: { 'X-WP-Nonce': nonce },
	} );
	const body = ( await response.json() ) as { token?: string };
	expect( body.token, JSON.stringify( body ) ).toBeTruthy();
	return body.token as string;
}

async function aiCount(): Promise< number > {
	const response = await admin.get(
		rest( '/wpcom/v2/jetpack-ai/ai-assistant-feature' ),
		{
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	expect( response.ok() ).toBe( true );
	return ( ( await response.json() ) as { 'requests-count': number } )[
		'requests-count'
	];
}

/** One completion request (not streamed); answers its status and error code. */
async function complete(
	token: string,
	question: string,
	headers: Record< string, string >
): Promise< { status: number; code?: string } > {
	const response = await admin.post( rest( '/wpcom/v2/jetpack-ai-query' ), {
		headers: { Authorization: `Bearer ${ token }`, ...headers },
		data: { question, stream: false },
		timeout: 60_000,
	} );
	const text = await response.text();
	let code: string | undefined;
	try {
		code = ( JSON.parse( text ) as { code?: string } ).code;
	} catch {
		code = undefined;
	}
	return { status: response.status(), code };
}

const tally = ( statuses: number[] ) =>
	statuses.reduce< Record< number, number > >( ( counts, status ) => {
		counts[ status ] = ( counts[ status ] ?? 0 ) + 1;
		return counts;
	}, {} );

test.describe( 'Limits under parallel requests', () => {
	test( 'the AI quota: of 20 requests at once with 5 left, exactly 5 are answered', async () => {
		const token = await aiToken();
		const before = await aiCount();
		const headers = {
			'X-E2E-AI-Limit': String( before + 5 ),
			// No bound on running requests here: only the quota decides.
			'X-E2E-AI-Concurrent': '0',
		};
		const answers = await Promise.all(
			Array.from( { length: PARALLEL }, ( _, i ) =>
				complete(
					token,
					`Write about hornets, part ${ i } [e2e-slow]`,
					headers
				)
			)
		);
		expect( tally( answers.map( ( a ) => a.status ) ) ).toEqual( {
			200: 5,
			429: PARALLEL - 5,
		} );
		for ( const refused of answers.filter( ( a ) => a.status === 429 ) ) {
			expect( refused.code ).toBe( 'error_quota_exceeded' );
		}
		expect( await aiCount() ).toBe( before + 5 );
	} );

	/** The AI route with a hold, and a way to read and release the spec's held requests. */
	async function holdingRequests() {
		const token = await aiToken();
		const before = await aiCount();
		const hold = `h${ Date.now() }`;
		const headers = {
			Authorization: `Bearer ${ token }`,
			'Content-Type': 'application/json',
			'X-E2E-AI-Limit': String( before + 100 ),
			'X-E2E-AI-Concurrent': '3',
		};
		const stats = async () =>
			( await (
				await admin.get(
					`${ rest( '/e2e/v1/ai-hold-stats' ) }&id=${ hold }`,
					{ headers: { 'X-WP-Nonce': nonce } }
				)
			).json() ) as { running: number; max: number };
		// A request that runs keeps its slot until the spec releases it (e2e-atomic.php). fetch()
		// resolves once the status is known: a stream's 200 as soon as it starts.
		const send = ( question: string ) =>
			fetch(
				`${ process.env.WP_BASE_URL ?? '' }${ rest( '/wpcom/v2/jetpack-ai-query' ) }`,
				{
					method: 'POST',
					headers,
					body: JSON.stringify( { question, stream: true } ),
				}
			);
		const held = ( i: number ) =>
			send( `Keep talking, part ${ i } [e2e-hold:${ hold }]` );
		const release = async () => {
			const released = await admin.post(
				rest( '/e2e/v1/ai-hold-release' ),
				{ headers: { 'X-WP-Nonce': nonce }, data: { id: hold } }
			);
			expect( released.ok() ).toBe( true );
		};
		const codes = async ( answers: Response[] ) =>
			( await Promise.all( answers.map( ( a ) => a.text() ) ) ).map(
				( body, i ) =>
					answers[ i ]?.status === 200
						? 'ran'
						: `${ answers[ i ]?.status } ${
								( JSON.parse( body ) as { code?: string } ).code
							}`
			);
		return { stats, send, held, release, codes };
	}

	test( 'AI requests running at once: with 3 running, every further request is refused until one ends', async () => {
		// The stack runs the 20-at-once story below instead: its round robin may put all three
		// held requests on one head, whose further requests then wait for the release.
		// eslint-disable-next-line playwright/no-skipped-test -- one variant per target, with its reason.
		test.skip(
			process.env.JETPACK_BLOCKS_E2E_STACK === '1',
			'the stack runs the story of 20 requests at once'
		);
		const { stats, send, held, release, codes } = await holdingRequests();
		// Three start one after another and hold their slots. One at a time, because PHP's built-in
		// server (the native site) gives each worker several connections and serves them in turn: a
		// request queued behind a held one would only run after the release.
		const holders: Response[] = [];
		for ( let i = 0; i < 3; i++ ) {
			const answer = await held( i );
			expect( answer.status ).toBe( 200 );
			holders.push( answer );
		}
		expect( await stats() ).toEqual( { running: 3, max: 3 } );
		// Seventeen more at once: none runs while the three hold.
		const refused = await Promise.all(
			Array.from( { length: PARALLEL - 3 }, ( _, i ) => held( 3 + i ) )
		);
		expect( new Set( await codes( refused ) ) ).toEqual(
			new Set( [ '429 error_request_running' ] )
		);
		expect( await stats() ).toEqual( { running: 3, max: 3 } );

		await release();
		await codes( holders );
		// Every slot given back when its request ended.
		expect( await stats() ).toEqual( { running: 0, max: 3 } );
		const after = await send( 'Write about bees' );
		expect( after.status ).toBe( 200 );
		await after.text();
	} );

	// It can hold three of a head's four PHP workers for a while (when the pools had three, a head
	// whose workers all held queued every other request, this story's own stats and release among
	// them, and another worker's stories past their timeouts: both happened on CI), so it runs once
	// the stories are done, alone (playwright.config.ts: `@site-wide`).
	test(
		'AI requests running at once: of 20 requests at once with 3 allowed, exactly 3 run at the same time',
		{
			tag: '@site-wide',
		},
		async () => {
			// eslint-disable-next-line playwright/no-skipped-test -- one variant per target, with its reason.
			test.skip(
				process.env.JETPACK_BLOCKS_E2E_STACK !== '1',
				'PHP’s built-in server serves a worker’s connections in turn, so 20 requests never run at once there; the stack’s PHP-FPM pools do'
			);
			const { stats, send, held, release, codes } =
				await holdingRequests();
			const statuses: number[] = [];
			const answers = Array.from( { length: PARALLEL }, ( _, i ) =>
				held( i ).then( ( answer ) => {
					statuses.push( answer.status );
					return answer;
				} )
			);
			// Three start and hold their slots while others are refused. (Should a request wait in a
			// head's queue until the release, it may then run.)
			await expect
				.poll(
					() =>
						statuses.filter( ( s ) => s === 200 ).length === 3 &&
						statuses.some( ( s ) => s === 429 ),
					{ timeout: 60_000 }
				)
				.toBe( true );
			expect( await stats() ).toEqual( { running: 3, max: 3 } );
			await release();
			const outcome = await codes( await Promise.all( answers ) );
			expect(
				outcome.filter( ( c ) => c === 'ran' ).length
			).toBeGreaterThanOrEqual( 3 );
			expect( new Set( outcome.filter( ( c ) => c !== 'ran' ) ) ).toEqual(
				new Set( [ '429 error_request_running' ] )
			);
			// Never more than three at once, and every slot given back when its request ended.
			expect( await stats() ).toEqual( { running: 0, max: 3 } );
			const after = await send( 'Write about bees' );
			expect( after.status ).toBe( 200 );
			await after.text();
		}
	);

	test( 'a rate limit: of 20 link lookups at once with 5 allowed, exactly 5 go ahead', async () => {
		const editor: SignedInUser = await signedInUser(
			'editor',
			'e2eatomic'
		);
		const lookups = await Promise.all(
			Array.from( { length: PARALLEL }, ( _, i ) =>
				editor.context.get(
					`${ rest( '/wpcom/v2/resolve-redirect' ) }&url=${ encodeURIComponent( `https://example.invalid/${ i }` ) }`,
					{
						headers: {
							'X-WP-Nonce': editor.restNonce,
							'X-E2E-Resolve-Limit': '5',
						},
					}
				)
			)
		);
		const statuses = lookups.map( ( response ) => response.status() );
		expect( statuses.filter( ( status ) => status === 429 ) ).toHaveLength(
			PARALLEL - 5
		);
		expect( statuses.filter( ( status ) => status !== 429 ) ).toHaveLength(
			5
		);
		await editor.context.dispose();
	} );

	test( 'the analytics throttle: of 20 events at once with 3 a minute allowed, exactly 3 are stored', async () => {
		// Users whose login starts with `trackslimited` get 3 events a minute (e2e-tracks.php).
		const author = await signedInUser( 'author', 'trackslimited' );
		const url = await author.context.get(
			rest( '/e2e/v1/tracks-pixel-url' ),
			{
				headers: { 'X-WP-Nonce': author.restNonce },
			}
		);
		const pixel = new URL( ( await url.json() ) as string );
		const hits = await Promise.all(
			Array.from( { length: PARALLEL }, async ( _, i ) => {
				const target = new URL( pixel );
				target.searchParams.set( '_en', 'jetpack_e2e_atomic' );
				target.searchParams.set( '_ts', String( Date.now() ) );
				target.searchParams.set( 'n', String( i ) );
				const response = await author.context.get(
					target.pathname + target.search
				);
				return response.headers()[ 'x-jetpack-blocks-tracks' ] ?? '';
			} )
		);
		expect(
			hits.filter( ( outcome ) => outcome === 'stored' )
		).toHaveLength( 3 );
		expect(
			hits.filter( ( outcome ) => outcome === 'throttled' )
		).toHaveLength( PARALLEL - 3 );
		await author.context.dispose();
	} );
} );
