/**
 * The store's actions as the editor uses them: dispatched through the real store (registered in a
 * fresh registry), read back through its selectors. Only the network is fake: `fetch` under the
 * real api-fetch answers the usage route (spec 000 §4 "AI usage counting", §9).
 */
import { createRegistry } from '@wordpress/data';
import { store } from '..';

const USAGE_PATH = '/wpcom/v2/jetpack-ai/ai-assistant-feature';
const NEXT_TIER = { slug: 'ai-assistant-tier-100', value: 100, limit: 100 };

interface SentRequest {
	url: string;
	method: string;
	signal?: AbortSignal | null;
	answer: ( status: number, body: unknown ) => void;
}

/** Every request reaching `fetch`, each left pending until the test answers it. */
let sent: SentRequest[] = [];

function installFakeFetch(): void {
	sent = [];
	( globalThis as unknown as { fetch: unknown } ).fetch = (
		input: string,
		init: RequestInit = {}
	) =>
		new Promise( ( resolve ) => {
			sent.push( {
				url: String( input ),
				method: init.method ?? 'GET',
				signal: init.signal,
				answer: ( status, body ) =>
					resolve( {
						ok: status >= 200 && status < 300,
						status,
						text: async () => JSON.stringify( body ),
					} ),
			} );
		} );
}

/** Lets promise chains settle (no timers involved, so it works with fake timers too). */
async function settle(): Promise< void > {
	for ( let round = 0; round < 10; round++ ) {
		await Promise.resolve();
	}
}

/** The last request, which must be a GET of the usage route. */
function lastUsageRequest(): SentRequest {
	const request = sent[ sent.length - 1 ];
	expect( request?.method ).toBe( 'GET' );
	expect( request?.url ).toContain( USAGE_PATH );
	return request as SentRequest;
}

function setup() {
	const registry = createRegistry();
	registry.register( store );
	return {
		registry,
		select: () => registry.select( store ),
		actions: registry.dispatch( store ),
	};
}

/** A store holding the server's figures, fetched through the real action. */
async function storeWithFeature( feature: Record< string, unknown > ) {
	const context = setup();
	const fetched = context.actions.fetchAiAssistantFeature();
	await settle();
	lastUsageRequest().answer( 200, feature );
	await fetched;
	sent = [];
	return context;
}

describe( 'the usage GET', () => {
	it( 'carries the cache-buster, a new one each time', async () => {
		jest.spyOn( Date, 'now' ).mockReturnValue( 1700000000000 );
		const { actions } = setup();
		const fetched = actions.fetchAiAssistantFeature();
		await settle();
		const url = new URL( lastUsageRequest().url, 'http://localhost' );
		expect( url.searchParams.get( '_cacheBuster' ) ).toBe(
			'1700000000000'
		);
		lastUsageRequest().answer( 200, {} );
		await fetched;
		jest.restoreAllMocks();
	} );
} );

beforeEach( () => {
	installFakeFetch();
} );

afterEach( () => {
	jest.clearAllTimers();
	jest.useRealTimers();
} );

describe( 'fetching the feature', () => {
	it( "is requesting while the GET runs, then holds the server's figures", async () => {
		const { select, actions } = setup();

		const fetched = actions.fetchAiAssistantFeature();
		await settle();
		expect( select().getIsRequestingAiAssistantFeature() ).toBe( true );

		lastUsageRequest().answer( 200, {
			'has-feature': true,
			'requests-count': 12,
			'requests-limit': 20,
			'next-tier': NEXT_TIER,
		} );
		await fetched;

		expect( select().getIsRequestingAiAssistantFeature() ).toBe( false );
		expect( select().getUsageSummary() ).toMatchObject( {
			planType: 'free',
			requestsCount: 12,
			requestsLimit: 20,
			requestsRemaining: 8,
			isOverLimit: false,
			requireUpgrade: false,
		} );
	} );

	it( 'only logs a failure: the figures stay, requesting ends', async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 4,
		} );

		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const fetched = actions.fetchAiAssistantFeature();
		await settle();
		lastUsageRequest().answer( 500, {
			code: 'internal_server_error',
			message: 'Database gone',
		} );
		await expect( fetched ).resolves.toBeUndefined();

		expect( warn ).toHaveBeenCalledWith(
			expect.any( String ),
			expect.objectContaining( { message: 'Database gone' } )
		);
		warn.mockRestore();
		expect( select().getIsRequestingAiAssistantFeature() ).toBe( false );
		expect( select().getRequestsCount() ).toBe( 4 );
	} );

	it( 'a newer fetch wins: the older one is aborted and its late answer ignored', async () => {
		const { select, actions } = setup();

		const older = actions.fetchAiAssistantFeature();
		await settle();
		const olderRequest = lastUsageRequest();
		const newer = actions.fetchAiAssistantFeature();
		await settle();
		const newerRequest = lastUsageRequest();

		newerRequest.answer( 200, { 'requests-count': 9 } );
		await newer;
		olderRequest.answer( 200, { 'requests-count': 1 } );
		await older;

		expect( olderRequest.signal?.aborted ).toBe( true );
		expect( newerRequest.signal?.aborted ).toBe( false );
		expect( select().getRequestsCount() ).toBe( 9 );
		expect( select().getIsRequestingAiAssistantFeature() ).toBe( false );
	} );
} );

describe( 'counting requests', () => {
	it( 'each request raises the count and runs the countdown down from 3', async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 5,
		} );
		expect( select().getRequestsCountdown() ).toBe( 3 );

		await actions.increaseRequestsCount();
		expect( select().getRequestsCount() ).toBe( 6 );
		expect( select().getRequestsRemaining() ).toBe( 14 );
		expect( select().getRequestsCountdown() ).toBe( 2 );

		await actions.increaseRequestsCount( 2 );
		expect( select().getRequestsCount() ).toBe( 8 );
		expect( select().getRequestsCountdown() ).toBe( 1 );
		expect( sent ).toEqual( [] );
	} );

	it( "at 0 the countdown restarts and, 5000 ms later, the server's figures replace the local count", async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 5,
		} );
		jest.useFakeTimers();

		await actions.increaseRequestsCount();
		await actions.increaseRequestsCount();
		await actions.increaseRequestsCount();
		expect( select().getRequestsCount() ).toBe( 8 );
		expect( select().getRequestsCountdown() ).toBe( 3 );

		jest.advanceTimersByTime( 4999 );
		await settle();
		expect( sent ).toEqual( [] );

		jest.advanceTimersByTime( 1 );
		await settle();
		// Requests made elsewhere (another tab, another user) count too: the server knows 11.
		lastUsageRequest().answer( 200, { 'requests-count': 11 } );
		await settle();

		expect( sent ).toHaveLength( 1 );
		expect( select().getRequestsCount() ).toBe( 11 );
	} );

	it( 'two countdowns run out within 5000 ms: one refetch, not two', async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 0,
		} );
		jest.useFakeTimers();

		for ( let request = 0; request < 6; request++ ) {
			await actions.increaseRequestsCount();
			jest.advanceTimersByTime( 500 );
		}
		await settle();
		expect( sent ).toEqual( [] );
		jest.advanceTimersByTime( 5000 );
		await settle();

		expect( sent ).toHaveLength( 1 );
		lastUsageRequest().answer( 200, { 'requests-count': 6 } );
		await settle();
		expect( select().getRequestsCount() ).toBe( 6 );
	} );

	it( 'the free tier runs out at 20: over the limit, and an upgrade is required when a next tier exists', async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 19,
			'next-tier': NEXT_TIER,
		} );

		await actions.increaseRequestsCount();

		expect( select().getUsageSummary() ).toMatchObject( {
			requestsCount: 20,
			requestsRemaining: 0,
			isOverLimit: true,
			requireUpgrade: true,
		} );
	} );

	it( 'without a next tier, running out is over the limit with nothing to upgrade to', async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 19,
		} );

		await actions.increaseRequestsCount();

		expect( select().isOverLimit() ).toBe( true );
		expect( select().requireUpgrade() ).toBe( false );
	} );

	it( 'the unlimited tier never runs out', async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 500,
			'current-tier': { slug: 'ai-assistant-tier-unlimited', value: 1 },
		} );

		await actions.increaseRequestsCount( 20 );

		expect( select().getPlanType() ).toBe( 'unlimited' );
		expect( select().getRequestsLimit() ).toBe( 999999999 );
		expect( select().isOverLimit() ).toBe( false );
	} );
} );

describe( 'out of quota', () => {
	it( 'a quota error marks the feature as requiring an upgrade, until the server says otherwise', async () => {
		const { select, actions } = await storeWithFeature( {
			'requests-count': 3,
			'next-tier': NEXT_TIER,
		} );
		expect( select().getUsageSummary().requireUpgrade ).toBe( false );

		// What the AI request's error_quota_exceeded handler dispatches.
		actions.setRequireUpgrade( true );

		expect( select().requireUpgrade() ).toBe( true );
		expect( select().getUsageSummary().requireUpgrade ).toBe( true );
		// The count is the server's business: it does not change.
		expect( select().getRequestsCount() ).toBe( 3 );

		const fetched = actions.fetchAiAssistantFeature();
		await settle();
		lastUsageRequest().answer( 200, {
			'requests-count': 3,
			'site-require-upgrade': false,
		} );
		await fetched;
		expect( select().requireUpgrade() ).toBe( false );
	} );
} );
