/**
 * The block's load (spec 001 §4): read the memberships status, then use the donation plans of the
 * chosen currency, or mark the block unconnected when the site has no payment account yet, or
 * create the plans. Requests go through the functions given, so the rules read apart from the
 * transport.
 */
import apiFetch from '@wordpress/api-fetch';
import { initialCurrency } from './amounts';
import { DONATIONS, PRODUCTS_PATH, STATUS_PATH } from './constants';
import type {
	DonationKey,
	MembershipProduct,
	MembershipsStatus,
} from './types';

export type PlanIds = Record< DonationKey, number >;

export type LoadResult =
	| {
			kind: 'ready';
			currency: string;
			planIds: PlanIds;
			status: MembershipsStatus;
	  }
	| {
			kind: 'unconnected';
			currency: string;
			connectUrl: string;
			status: MembershipsStatus;
	  };

export interface MembershipsRequests {
	getStatus: () => Promise< MembershipsStatus >;
	createProducts: ( currency: string ) => Promise< unknown >;
}

export const membershipsRequests: MembershipsRequests = {
	getStatus: () => apiFetch< MembershipsStatus >( { path: STATUS_PATH } ),
	createProducts: ( currency ) =>
		apiFetch( {
			path: PRODUCTS_PATH,
			method: 'POST',
			data: { type: 'donation', currency, is_editable: false },
		} ),
};

function productList( value: unknown ): MembershipProduct[] {
	const list = Array.isArray( value )
		? value
		: ( value as { products?: unknown } | null )?.products;
	return Array.isArray( list ) ? ( list as MembershipProduct[] ) : [];
}

/** The donation plans of one currency, one per interval; null unless all three exist. */
export function findPlans(
	products: unknown,
	currency: string
): PlanIds | null {
	const list = productList( products );
	const found: Partial< PlanIds > = {};
	for ( const { key, interval } of DONATIONS ) {
		const plan = list.find(
			( product ) =>
				product &&
				( product.type === undefined || product.type === 'donation' ) &&
				product.currency === currency &&
				product.interval === interval &&
				Number( product.id ) > 0
		);
		if ( ! plan ) {
			return null;
		}
		found[ key ] = Number( plan.id );
	}
	return found as PlanIds;
}

/**
 * @param currency The block's currency; undefined for a block never loaded, which takes the payment
 *                 account's default currency when donations can be taken in it, else USD.
 * @param requests The memberships calls.
 */
export async function loadPlans(
	currency: string | undefined,
	requests: MembershipsRequests = membershipsRequests
): Promise< LoadResult > {
	const status = await requests.getStatus();
	if ( ! status || typeof status !== 'object' ) {
		throw new Error( 'The memberships status is not an object.' );
	}
	const chosen =
		currency ??
		initialCurrency( status.connected_account_default_currency );
	const existing = findPlans( status.products, chosen );
	if ( existing ) {
		return { kind: 'ready', currency: chosen, planIds: existing, status };
	}
	if ( status.connect_url ) {
		return {
			kind: 'unconnected',
			currency: chosen,
			connectUrl: status.connect_url,
			status,
		};
	}
	const created = findPlans(
		await requests.createProducts( chosen ),
		chosen
	);
	if ( ! created ) {
		throw new Error( 'The created donation plans are incomplete.' );
	}
	return { kind: 'ready', currency: chosen, planIds: created, status };
}
