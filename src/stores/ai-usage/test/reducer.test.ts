import { mapAiAssistantFeature } from '../map-feature';
import reducer, { countRequests, initialState } from '../reducer';
import type { AiAssistantFeature, AiUsageState } from '../types';

const NEXT_TIER = { slug: 'ai-assistant-tier-100', value: 100, limit: 100 };

function feature( overrides: Partial< AiAssistantFeature > ) {
	return { ...mapAiAssistantFeature( {} ), ...overrides };
}

describe( 'countRequests (the tier rule)', () => {
	it( 'raises the total and the period count', () => {
		const next = countRequests(
			feature( {
				requestsCount: 5,
				usagePeriod: {
					currentStart: 'a',
					nextStart: 'b',
					requestsCount: 2,
				},
			} ),
			1
		);
		expect( next.requestsCount ).toBe( 6 );
		expect( next.usagePeriod ).toEqual( {
			currentStart: 'a',
			nextStart: 'b',
			requestsCount: 3,
		} );
	} );

	it( 'free tier: over the limit when the total reaches requestsLimit', () => {
		const free = feature( {
			requestsCount: 18,
			requestsLimit: 20,
			nextTier: NEXT_TIER,
		} );
		const at19 = countRequests( free, 1 );
		expect( at19 ).toMatchObject( {
			isOverLimit: false,
			requireUpgrade: false,
		} );
		const at20 = countRequests( at19, 1 );
		expect( at20 ).toMatchObject( {
			isOverLimit: true,
			requireUpgrade: true,
		} );
	} );

	it( 'free tier: uses requestsLimit, not the tier limit', () => {
		const free = feature( {
			requestsCount: 9,
			requestsLimit: 10,
			currentTier: {
				slug: 'ai-assistant-tier-free',
				value: 0,
				limit: 20,
			},
		} );
		expect( countRequests( free, 1 ).isOverLimit ).toBe( true );
	} );

	it( 'requires an upgrade only when a next tier exists', () => {
		const lastTier = feature( { requestsCount: 19, nextTier: null } );
		expect( countRequests( lastTier, 1 ) ).toMatchObject( {
			isOverLimit: true,
			requireUpgrade: false,
		} );
	} );

	it( 'unlimited tier (value 1): the limit is 999999999', () => {
		const unlimited = feature( {
			requestsCount: 5000,
			requestsLimit: 20,
			currentTier: {
				slug: 'ai-assistant-tier-unlimited',
				value: 1,
				limit: 0,
			},
			usagePeriod: {
				currentStart: '',
				nextStart: '',
				requestsCount: 5000,
			},
			nextTier: NEXT_TIER,
		} );
		expect( countRequests( unlimited, 1 ) ).toMatchObject( {
			isOverLimit: false,
			requireUpgrade: false,
		} );
		expect(
			countRequests( { ...unlimited, requestsCount: 999999998 }, 1 )
				.isOverLimit
		).toBe( true );
	} );

	it( 'other tiers: compare the period count with the tier limit', () => {
		const tiered = feature( {
			requestsCount: 900, // all-time total: not what counts
			requestsLimit: 20,
			currentTier: {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
			usagePeriod: { currentStart: '', nextStart: '', requestsCount: 98 },
			nextTier: { slug: 'ai-assistant-tier-200', value: 200, limit: 200 },
		} );
		const at99 = countRequests( tiered, 1 );
		expect( at99.isOverLimit ).toBe( false );
		expect( countRequests( at99, 1 ) ).toMatchObject( {
			isOverLimit: true,
			requireUpgrade: true,
		} );
	} );

	it( 'keeps flags the server already set', () => {
		expect(
			countRequests(
				feature( { isOverLimit: true, requireUpgrade: true } ),
				1
			)
		).toMatchObject( { isOverLimit: true, requireUpgrade: true } );
	} );
} );

describe( 'reducer', () => {
	it( 'starts with the default feature, not requesting, countdown 3', () => {
		const state = reducer( undefined, { type: '@@INIT' } as never );
		expect( state ).toEqual( initialState );
		expect( state.isRequesting ).toBe( false );
		expect( state.requestsCountdown ).toBe( 3 );
		expect( state.feature.currentTier ).toEqual( {
			slug: 'ai-assistant-tier-free',
			value: 0,
			limit: 20,
		} );
	} );

	it( 'a fetch sets isRequesting; storing the result or a failure clears it', () => {
		const requesting = reducer( initialState, {
			type: 'REQUEST_AI_ASSISTANT_FEATURE',
		} );
		expect( requesting.isRequesting ).toBe( true );

		const stored = reducer( requesting, {
			type: 'STORE_AI_ASSISTANT_FEATURE',
			feature: feature( { requestsCount: 4 } ),
		} );
		expect( stored.isRequesting ).toBe( false );
		expect( stored.feature.requestsCount ).toBe( 4 );

		expect(
			reducer( requesting, {
				type: 'REQUEST_AI_ASSISTANT_FEATURE_FAILED',
			} ).isRequesting
		).toBe( false );
	} );

	it( 'counting a request decrements the countdown; a reset restores 3', () => {
		let state: AiUsageState = initialState;
		for ( let i = 0; i < 3; i++ ) {
			state = reducer( state, {
				type: 'INCREASE_REQUESTS_COUNT',
				count: 1,
			} );
		}
		expect( state.requestsCountdown ).toBe( 0 );
		expect( state.feature.requestsCount ).toBe( 3 );
		expect(
			reducer( state, { type: 'RESET_REQUESTS_COUNTDOWN' } )
				.requestsCountdown
		).toBe( 3 );
	} );

	it( 'sets and clears requireUpgrade', () => {
		const required = reducer( initialState, {
			type: 'SET_REQUIRE_UPGRADE',
			requireUpgrade: true,
		} );
		expect( required.feature.requireUpgrade ).toBe( true );
		expect(
			reducer( required, {
				type: 'SET_REQUIRE_UPGRADE',
				requireUpgrade: false,
			} ).feature.requireUpgrade
		).toBe( false );
	} );
} );
