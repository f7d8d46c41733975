import apiFetch from '@wordpress/api-fetch';
import {
	fetchAiAssistantFeature,
	increaseRequestsCount,
	setRequireUpgrade,
	storeAiAssistantFeature,
} from '../actions';
import { mapAiAssistantFeature } from '../map-feature';
import type {
	AiUsageThunkArgs,
	AiUsageThunkDispatch,
	AiUsageThunkSelect,
} from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const apiFetchMock = apiFetch as unknown as jest.Mock;

function thunkArgs( countdown: () => number = () => 2 ) {
	const dispatch = jest.fn();
	const select: AiUsageThunkSelect = {
		getRequestsCountdown: jest.fn( countdown ),
	};
	const args: AiUsageThunkArgs = {
		dispatch: dispatch as unknown as AiUsageThunkDispatch,
		select,
	};
	return { dispatch, select, args };
}

beforeEach( () => {
	apiFetchMock.mockReset();
} );

describe( 'plain actions', () => {
	it( 'store the feature and set requireUpgrade', () => {
		const feature = mapAiAssistantFeature( {} );
		expect( storeAiAssistantFeature( feature ) ).toEqual( {
			type: 'STORE_AI_ASSISTANT_FEATURE',
			feature,
		} );
		expect( setRequireUpgrade( true ) ).toEqual( {
			type: 'SET_REQUIRE_UPGRADE',
			requireUpgrade: true,
		} );
	} );
} );

describe( 'fetchAiAssistantFeature', () => {
	it( 'marks the request, GETs the feature and stores it mapped', async () => {
		apiFetchMock.mockResolvedValue( {
			'has-feature': true,
			'requests-count': 3,
		} );
		const { dispatch, args } = thunkArgs();

		await fetchAiAssistantFeature()( args );

		expect( apiFetchMock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wpcom/v2/jetpack-ai/ai-assistant-feature',
			} )
		);
		expect( dispatch.mock.calls ).toEqual( [
			[ { type: 'REQUEST_AI_ASSISTANT_FEATURE' } ],
			[
				{
					type: 'STORE_AI_ASSISTANT_FEATURE',
					feature: mapAiAssistantFeature( {
						'has-feature': true,
						'requests-count': 3,
					} ),
				},
			],
		] );
	} );

	it( 'only logs a failure, and clears isRequesting', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const failure = { code: 'fetch_error', message: 'offline' };
		apiFetchMock.mockRejectedValue( failure );
		const { dispatch, args } = thunkArgs();

		await expect(
			fetchAiAssistantFeature()( args )
		).resolves.toBeUndefined();

		expect( warn ).toHaveBeenCalledWith( expect.any( String ), failure );
		expect( dispatch.mock.calls ).toEqual( [
			[ { type: 'REQUEST_AI_ASSISTANT_FEATURE' } ],
			[ { type: 'REQUEST_AI_ASSISTANT_FEATURE_FAILED' } ],
		] );
		warn.mockRestore();
	} );

	it( 'aborts a stale fetch and ignores its outcome', async () => {
		const signals: AbortSignal[] = [];
		let answerFirst: ( value: unknown ) => void = () => undefined;
		apiFetchMock
			.mockImplementationOnce(
				( { signal }: { signal: AbortSignal } ) => {
					signals.push( signal );
					return new Promise( ( resolve ) => {
						answerFirst = resolve;
					} );
				}
			)
			.mockImplementationOnce(
				( { signal }: { signal: AbortSignal } ) => {
					signals.push( signal );
					return Promise.resolve( { 'requests-count': 9 } );
				}
			);
		const first = thunkArgs();
		const second = thunkArgs();

		const stale = fetchAiAssistantFeature()( first.args );
		await fetchAiAssistantFeature()( second.args );
		answerFirst( { 'requests-count': 1 } );
		await stale;

		expect( signals[ 0 ]?.aborted ).toBe( true );
		expect( signals[ 1 ]?.aborted ).toBe( false );
		expect( first.dispatch.mock.calls ).toEqual( [
			[ { type: 'REQUEST_AI_ASSISTANT_FEATURE' } ],
		] );
		expect( second.dispatch ).toHaveBeenLastCalledWith(
			expect.objectContaining( { type: 'STORE_AI_ASSISTANT_FEATURE' } )
		);
	} );
} );

describe( 'increaseRequestsCount', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.clearAllTimers();
		jest.useRealTimers();
	} );

	it( 'counts one request and schedules nothing while the countdown lasts', async () => {
		const { dispatch, args } = thunkArgs( () => 2 );
		await increaseRequestsCount()( args );
		expect( dispatch.mock.calls ).toEqual( [
			[ { type: 'INCREASE_REQUESTS_COUNT', count: 1 } ],
		] );
		jest.advanceTimersByTime( 10000 );
		expect( dispatch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'at 0 resets the countdown and refetches after 5000 ms', async () => {
		const { dispatch, args } = thunkArgs( () => 0 );
		await increaseRequestsCount( 2 )( args );
		expect( dispatch.mock.calls ).toEqual( [
			[ { type: 'INCREASE_REQUESTS_COUNT', count: 2 } ],
			[ { type: 'RESET_REQUESTS_COUNTDOWN' } ],
		] );

		jest.advanceTimersByTime( 4999 );
		expect( dispatch ).toHaveBeenCalledTimes( 2 );
		jest.advanceTimersByTime( 1 );
		expect( dispatch ).toHaveBeenCalledTimes( 3 );
		expect( dispatch ).toHaveBeenLastCalledWith( expect.any( Function ) );
	} );

	it( 'also refetches below 0, once per schedule', async () => {
		const { dispatch, args } = thunkArgs( () => -1 );
		await increaseRequestsCount()( args );
		await increaseRequestsCount()( args );
		jest.advanceTimersByTime( 5000 );
		const refetches = dispatch.mock.calls.filter(
			( [ action ] ) => typeof action === 'function'
		);
		expect( refetches ).toHaveLength( 1 );
	} );
} );
