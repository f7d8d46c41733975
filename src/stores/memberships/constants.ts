/**
 * Memberships store constants (spec 002 §3 "Membership store state", §7, §9).
 */
export const STORE_NAME = 'jetpack-blocks/memberships';

/** apiState values. */
export const API_STATE_LOADING = 0;
export const API_STATE_CONNECTED = 1;
export const API_STATE_ERROR = 2;

export const STATUS_PATH = '/wpcom/v2/memberships/status';
export const PRODUCT_PATH = '/wpcom/v2/memberships/product';
export const SUBSCRIBER_COUNTS_PATH = '/wpcom/v2/subscribers/counts';
export const NEWSLETTER_CATEGORIES_PATH = '/wpcom/v2/newsletter-categories';
export const NEWSLETTER_CATEGORIES_COUNT_PATH =
	'/wpcom/v2/newsletter-categories/count';

/** The product auto-created when the account is connected and the site has none. */
export const DEFAULT_PRODUCT = {
	price: 5,
	currency: 'USD',
	interval: '1 month',
} as const;
