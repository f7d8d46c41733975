import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store } from '..';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const apiFetchMock = apiFetch as unknown as jest.Mock;

function setup() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	apiFetchMock.mockReset();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'the ai-usage store', () => {
	it( 'is named jetpack-blocks/ai-usage', () => {
		expect( store.name ).toBe( 'jetpack-blocks/ai-usage' );
	} );

	it( 'fetches the feature once, on first selection', async () => {
		apiFetchMock.mockResolvedValue( {
			'requests-count': 12,
			'requests-limit': 20,
			'next-tier': {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
		} );
		const registry = setup();

		const feature = await registry
			.resolveSelect( store )
			.getAiAssistantFeature();
		registry.select( store ).getAiAssistantFeature();
		await flush();

		expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
		expect( feature.requestsCount ).toBe( 12 );
		expect( registry.select( store ).getRequestsRemaining() ).toBe( 8 );
		expect(
			registry.select( store ).getIsRequestingAiAssistantFeature()
		).toBe( false );
	} );

	it( 'counts requests up to the limit and refetches every third request after 5000 ms', async () => {
		apiFetchMock.mockResolvedValue( {
			'requests-count': 17,
			'next-tier': {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
		} );
		const registry = setup();
		// Resolvers start on a timer: resolve with real timers, then fake them for the countdown.
		await registry.resolveSelect( store ).getAiAssistantFeature();
		apiFetchMock.mockClear();
		jest.useFakeTimers();
		const { increaseRequestsCount } = registry.dispatch( store );

		await increaseRequestsCount();
		await increaseRequestsCount();
		expect( registry.select( store ).isOverLimit() ).toBe( false );
		await increaseRequestsCount();

		const select = registry.select( store );
		expect( select.getRequestsCount() ).toBe( 20 );
		expect( select.isOverLimit() ).toBe( true );
		expect( select.requireUpgrade() ).toBe( true );
		expect( select.getRequestsCountdown() ).toBe( 3 );

		jest.advanceTimersByTime( 4999 );
		expect( apiFetchMock ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'marks an upgrade as required', () => {
		const registry = setup();
		registry.dispatch( store ).setRequireUpgrade( true );
		expect( registry.select( store ).requireUpgrade() ).toBe( true );
	} );
} );
