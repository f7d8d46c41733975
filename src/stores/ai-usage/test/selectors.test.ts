import { mapAiAssistantFeature } from '../map-feature';
import { initialState } from '../reducer';
import {
	getAiAssistantFeature,
	getIsRequestingAiAssistantFeature,
	getPlanType,
	getRequestsCount,
	getRequestsLimit,
	getRequestsRemaining,
	getUsageSummary,
	isOverLimit,
	requireUpgrade,
} from '../selectors';
import type { AiAssistantFeature, AiUsageState } from '../types';

function stateWith( overrides: Partial< AiAssistantFeature > ): AiUsageState {
	return {
		...initialState,
		feature: { ...mapAiAssistantFeature( {} ), ...overrides },
	};
}

const period = ( requestsCount: number ) => ( {
	currentStart: '2024-05-01',
	nextStart: '2024-06-01',
	requestsCount,
} );

describe( 'selectors', () => {
	it( 'free tier: the total against requestsLimit', () => {
		const state = stateWith( {
			requestsCount: 7,
			requestsLimit: 20,
			usagePeriod: period( 2 ),
		} );
		expect( getPlanType( state ) ).toBe( 'free' );
		expect( getRequestsCount( state ) ).toBe( 7 );
		expect( getRequestsLimit( state ) ).toBe( 20 );
		expect( getRequestsRemaining( state ) ).toBe( 13 );
	} );

	it( 'unlimited tier: the limit 999999999', () => {
		const state = stateWith( {
			requestsCount: 40,
			currentTier: { slug: 'unlimited', value: 1, limit: 0 },
		} );
		expect( getPlanType( state ) ).toBe( 'unlimited' );
		expect( getRequestsLimit( state ) ).toBe( 999999999 );
		expect( getRequestsRemaining( state ) ).toBe( 999999959 );
	} );

	it( 'other tiers: the period count against the tier limit', () => {
		const state = stateWith( {
			requestsCount: 500,
			requestsLimit: 20,
			currentTier: {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
			usagePeriod: period( 30 ),
		} );
		expect( getPlanType( state ) ).toBe( 'tiered' );
		expect( getRequestsCount( state ) ).toBe( 30 );
		expect( getRequestsLimit( state ) ).toBe( 100 );
		expect( getRequestsRemaining( state ) ).toBe( 70 );
	} );

	it( 'never reports fewer than zero requests remaining', () => {
		expect(
			getRequestsRemaining( stateWith( { requestsCount: 25 } ) )
		).toBe( 0 );
	} );

	it( 'reads the feature, the flags and isRequesting', () => {
		const state = {
			...stateWith( { isOverLimit: true, requireUpgrade: true } ),
			isRequesting: true,
		};
		expect( getAiAssistantFeature( state ) ).toBe( state.feature );
		expect( getIsRequestingAiAssistantFeature( state ) ).toBe( true );
		expect( isOverLimit( state ) ).toBe( true );
		expect( requireUpgrade( state ) ).toBe( true );
	} );

	it( 'memoizes the usage summary per feature', () => {
		const state = stateWith( {
			requestsCount: 3,
			usagePeriod: period( 3 ),
		} );
		const summary = getUsageSummary( state );
		expect( summary ).toEqual( {
			planType: 'free',
			requestsCount: 3,
			requestsLimit: 20,
			requestsRemaining: 17,
			isOverLimit: false,
			requireUpgrade: false,
			nextStart: '2024-06-01',
		} );
		expect( getUsageSummary( { ...state, isRequesting: true } ) ).toBe(
			summary
		);
		expect( getUsageSummary( stateWith( { requestsCount: 4 } ) ) ).not.toBe(
			summary
		);
	} );
} );
