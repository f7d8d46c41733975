import { __ } from '@wordpress/i18n';
import type { DonationKey, Interval } from './types';

/** The tabs in order: attribute, plan interval, the modifier of its CSS class. */
export const DONATIONS: ReadonlyArray< {
	key: DonationKey;
	interval: Interval;
	slug: 'one-time' | 'monthly' | 'annual';
} > = [
	{ key: 'oneTimeDonation', interval: 'one-time', slug: 'one-time' },
	{ key: 'monthlyDonation', interval: '1 month', slug: 'monthly' },
	{ key: 'annualDonation', interval: '1 year', slug: 'annual' },
];

/** The currency a block uses when nothing else applies. */
export const DEFAULT_CURRENCY = 'USD';

/** Marks a block whose site has no payment account connected yet (spec 001 §4). */
export const UNCONNECTED_PLAN_ID = -1;

/** The memberships calls of spec 001 §7. */
export const STATUS_PATH =
	'/wpcom/v2/memberships/status?source=gutenberg&type=donation&is_editable=false';
export const PRODUCTS_PATH = '/wpcom/v2/memberships/products';

/**
 * Names of the visitor form's fields. Any front-end address of the site with them leads to the
 * checkout (php-stubs/blocks/donations.php), so the stored markup needs no site address.
 */
export const FIELD_PLAN = 'jetpack_donation';
export const FIELD_AMOUNT = 'jetpack_donation_amount';
export const FIELD_CUSTOM = 'jetpack_donation_custom';

/** Default texts, translated where they are shown. */
export function defaultTexts() {
	return {
		oneTimeDonation: {
			heading: __( 'Make a one-time donation', 'jetpack-blocks' ),
			buttonText: __( 'Donate', 'jetpack-blocks' ),
			tab: __( 'One-Time', 'jetpack-blocks' ),
		},
		monthlyDonation: {
			heading: __( 'Make a monthly donation', 'jetpack-blocks' ),
			buttonText: __( 'Donate monthly', 'jetpack-blocks' ),
			tab: __( 'Monthly', 'jetpack-blocks' ),
		},
		annualDonation: {
			heading: __( 'Make a yearly donation', 'jetpack-blocks' ),
			buttonText: __( 'Donate yearly', 'jetpack-blocks' ),
			tab: __( 'Yearly', 'jetpack-blocks' ),
		},
		extraText: __( 'Your contribution is appreciated.', 'jetpack-blocks' ),
		chooseAmountText: __( 'Choose an amount', 'jetpack-blocks' ),
		customAmountText: __( 'Or enter a custom amount', 'jetpack-blocks' ),
	};
}
