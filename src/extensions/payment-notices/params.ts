/**
 * Query parameters that bring people back to the editor (set by php-stubs/payments/account.php
 * and by plan checkouts).
 */
export const CONNECT_SUCCESS_PARAM = 'stripe_connect_success';
export const CONNECT_CANCELLED_PARAM = 'stripe_connect_cancelled';
export const PLAN_UPGRADED_PARAM = 'plan_upgraded';

export const RETURN_PARAMS = [
	CONNECT_SUCCESS_PARAM,
	CONNECT_CANCELLED_PARAM,
	PLAN_UPGRADED_PARAM,
];
