import { findPlans, loadPlans, type MembershipsRequests } from '../load-plans';
import type { MembershipProduct, MembershipsStatus } from '../types';

function plans( currency: string, firstId: number ): MembershipProduct[] {
	return [ 'one-time', '1 month', '1 year' ].map( ( interval, index ) => ( {
		id: firstId + index,
		currency,
		type: 'donation',
		interval,
	} ) );
}

/** The memberships calls, answering like the back end; what they were asked is kept. */
function backEnd( status: MembershipsStatus, created: unknown = [] ) {
	const calls: string[] = [];
	const requests: MembershipsRequests = {
		getStatus: async () => {
			calls.push( 'status' );
			return status;
		},
		createProducts: async ( currency ) => {
			calls.push( `create ${ currency }` );
			return created;
		},
	};
	return { calls, requests };
}

describe( 'loading the donation plans', () => {
	it( 'uses existing plans of the block’s currency', async () => {
		const { calls, requests } = backEnd( {
			connected_account_default_currency: 'EUR',
			products: [ ...plans( 'EUR', 1 ), ...plans( 'USD', 4 ) ],
		} );
		await expect( loadPlans( 'USD', requests ) ).resolves.toMatchObject( {
			kind: 'ready',
			currency: 'USD',
			planIds: {
				oneTimeDonation: 4,
				monthlyDonation: 5,
				annualDonation: 6,
			},
		} );
		expect( calls ).toEqual( [ 'status' ] );
	} );

	it( 'gives a new block the account’s default currency when supported, else USD', async () => {
		const eur = backEnd( {
			connected_account_default_currency: 'EUR',
			products: plans( 'EUR', 1 ),
		} );
		await expect(
			loadPlans( undefined, eur.requests )
		).resolves.toMatchObject( { kind: 'ready', currency: 'EUR' } );

		const czk = backEnd( {
			connected_account_default_currency: 'CZK',
			products: plans( 'USD', 7 ),
		} );
		await expect(
			loadPlans( undefined, czk.requests )
		).resolves.toMatchObject( {
			currency: 'USD',
			planIds: { oneTimeDonation: 7 },
		} );
	} );

	it( 'marks the block unconnected when plans are missing and a connect URL exists', async () => {
		const { calls, requests } = backEnd( {
			connect_url: 'http://site.test/wp-admin/admin.php?page=connect',
			products: [],
		} );
		await expect( loadPlans( 'USD', requests ) ).resolves.toEqual( {
			kind: 'unconnected',
			currency: 'USD',
			connectUrl: 'http://site.test/wp-admin/admin.php?page=connect',
			status: expect.any( Object ),
		} );
		expect( calls ).toEqual( [ 'status' ] );
	} );

	it( 'creates the plans of the currency when connected and some are missing', async () => {
		const { calls, requests } = backEnd(
			{
				connected_account_default_currency: 'USD',
				// Only two intervals in JPY: not enough.
				products: plans( 'JPY', 1 ).slice( 0, 2 ),
			},
			{ products: plans( 'JPY', 10 ) }
		);
		await expect( loadPlans( 'JPY', requests ) ).resolves.toMatchObject( {
			kind: 'ready',
			planIds: {
				oneTimeDonation: 10,
				monthlyDonation: 11,
				annualDonation: 12,
			},
		} );
		expect( calls ).toEqual( [ 'status', 'create JPY' ] );
	} );

	it( 'fails when the status cannot be read or the created plans are incomplete', async () => {
		await expect(
			loadPlans( 'USD', {
				getStatus: () => Promise.reject( new Error( 'offline' ) ),
				createProducts: async () => [],
			} )
		).rejects.toThrow( 'offline' );
		const { requests } = backEnd(
			{ products: [] },
			plans( 'USD', 1 ).slice( 1 )
		);
		await expect( loadPlans( 'USD', requests ) ).rejects.toThrow();
	} );
} );

describe( 'finding plans', () => {
	it( 'needs all three intervals of donation plans in the currency', () => {
		expect( findPlans( plans( 'USD', 1 ), 'USD' ) ).toEqual( {
			oneTimeDonation: 1,
			monthlyDonation: 2,
			annualDonation: 3,
		} );
		expect( findPlans( plans( 'USD', 1 ), 'EUR' ) ).toBeNull();
		expect(
			findPlans(
				plans( 'USD', 1 ).map( ( plan ) => ( {
					...plan,
					type: 'tier',
				} ) ),
				'USD'
			)
		).toBeNull();
		expect( findPlans( null, 'USD' ) ).toBeNull();
	} );
} );
