import {
	DEFAULT_AI_ASSISTANT_FEATURE,
	mapAiAssistantFeature,
} from '../map-feature';

describe( 'mapAiAssistantFeature', () => {
	it( 'maps every kebab-case field to the camelCase model', () => {
		expect(
			mapAiAssistantFeature( {
				'has-feature': true,
				'is-over-limit': false,
				'requests-count': 57,
				'requests-limit': 20,
				'site-require-upgrade': true,
				'error-message': 'Site not connected',
				'error-code': 'no_connection',
				'upgrade-type': 'vip',
				'usage-period': {
					'current-start': '2024-05-01 00:00:00',
					'next-start': '2024-06-01 00:00:00',
					'requests-count': 12,
				},
				'current-tier': {
					slug: 'ai-assistant-tier-100',
					value: 100,
					limit: 100,
					'readable-limit': '100',
				},
				'next-tier': {
					slug: 'ai-assistant-tier-200',
					value: 200,
					limit: 200,
				},
				'tier-plans-enabled': true,
			} )
		).toEqual( {
			hasFeature: true,
			isOverLimit: false,
			requestsCount: 57,
			requestsLimit: 20,
			requireUpgrade: true,
			errorMessage: 'Site not connected',
			errorCode: 'no_connection',
			upgradeType: 'vip',
			usagePeriod: {
				currentStart: '2024-05-01 00:00:00',
				nextStart: '2024-06-01 00:00:00',
				requestsCount: 12,
			},
			currentTier: {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
				readableLimit: '100',
			},
			nextTier: { slug: 'ai-assistant-tier-200', value: 200, limit: 200 },
			tierPlansEnabled: true,
		} );
	} );

	it( 'fills missing fields with the defaults (free tier, limit 20, no next tier)', () => {
		const expected = {
			hasFeature: false,
			isOverLimit: false,
			requestsCount: 0,
			requestsLimit: 20,
			requireUpgrade: false,
			upgradeType: 'default',
			usagePeriod: { currentStart: '', nextStart: '', requestsCount: 0 },
			currentTier: {
				slug: 'ai-assistant-tier-free',
				value: 0,
				limit: 20,
			},
			nextTier: null,
			tierPlansEnabled: false,
		};
		expect( mapAiAssistantFeature( {} ) ).toEqual( expected );
		expect( mapAiAssistantFeature( null ) ).toEqual( expected );
		expect( mapAiAssistantFeature( undefined ) ).toEqual( expected );
		expect( DEFAULT_AI_ASSISTANT_FEATURE ).toEqual( expected );
		expect( mapAiAssistantFeature( {} ) ).not.toHaveProperty( 'errorCode' );
	} );

	it( 'fills the missing fields of a partial tier and period', () => {
		const feature = mapAiAssistantFeature( {
			'current-tier': { value: 1 },
			'usage-period': { 'requests-count': 4 },
			'next-tier': null,
		} );
		expect( feature.currentTier ).toEqual( {
			slug: 'ai-assistant-tier-free',
			value: 1,
			limit: 20,
		} );
		expect( feature.usagePeriod ).toEqual( {
			currentStart: '',
			nextStart: '',
			requestsCount: 4,
		} );
		expect( feature.nextTier ).toBeNull();
	} );

	it( 'reads numbers sent as strings and flags sent as 0/1, and ignores wrong types', () => {
		const feature = mapAiAssistantFeature( {
			'has-feature': 1,
			'is-over-limit': 'yes',
			'requests-count': '15',
			'requests-limit': 'many',
			'current-tier': { slug: 7, value: '0', limit: '20' },
			'usage-period': 'soon' as unknown as null,
		} );
		expect( feature ).toMatchObject( {
			hasFeature: true,
			isOverLimit: false,
			requestsCount: 15,
			requestsLimit: 20,
			currentTier: {
				slug: 'ai-assistant-tier-free',
				value: 0,
				limit: 20,
			},
			usagePeriod: { currentStart: '', nextStart: '', requestsCount: 0 },
		} );
	} );
} );
