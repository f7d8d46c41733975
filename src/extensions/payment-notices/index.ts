/**
 * Editor notices after leaving the editor to connect payments or upgrade the plan (spec 002 §2
 * "Notices and banners"). The connect screen returns with `stripe_connect_success=1` or
 * `stripe_connect_cancelled=1`; a plan checkout returns with `plan_upgraded=1`. Only when one of
 * them is in the address is the (small) notice code fetched, so editor start carries nothing but
 * this check.
 */
import { RETURN_PARAMS } from './params';

if (
	typeof window !== 'undefined' &&
	RETURN_PARAMS.some( ( name ) =>
		new URLSearchParams( window.location.search ).has( name )
	)
) {
	void import(
		/* webpackChunkName: "extensions/payment-notices" */ './show-notices'
	).then( ( { showReturnNotices } ) => showReturnNotices( window.location ) );
}
