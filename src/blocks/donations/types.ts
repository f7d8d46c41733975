/** The three donation intervals, keyed as plans are (spec 001 §3). */
export type Interval = 'one-time' | '1 month' | '1 year';

export type DonationKey =
	'oneTimeDonation' | 'monthlyDonation' | 'annualDonation';

export interface Donation {
	show: boolean;
	/** The membership plan; null before the first load, -1 while no payment account is connected. */
	planId: number | null;
	amounts: number[];
	heading?: string;
	extraText?: string;
	buttonText?: string;
}

// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type DonationsAttributes = {
	currency: string;
	oneTimeDonation: Donation;
	monthlyDonation: Donation;
	annualDonation: Donation;
	showCustomAmount: boolean;
	chooseAmountText?: string;
	customAmountText?: string;
	/** Kept as stored: this block's forms need no address (they are sent to the page they are on). */
	fallbackLinkUrl?: string;
	className?: string;
};

/** A plan record of the memberships routes. */
export interface MembershipProduct {
	id: number;
	currency: string;
	type: string;
	interval: string;
	title?: string;
	price?: number | string;
}

/** GET /wpcom/v2/memberships/status (the fields this block reads). */
export interface MembershipsStatus {
	connect_url?: string | null;
	connected_account_id?: string | number | null;
	connected_account_default_currency?: string | null;
	products?: MembershipProduct[];
	earnings_url?: string;
	/** False once a real payment provider takes the payments. */
	test_mode?: boolean;
	should_upgrade_to_access_memberships?: boolean;
	errors?: unknown;
}
