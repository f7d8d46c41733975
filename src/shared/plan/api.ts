/**
 * The plan's write route (php-stubs/routes/site-plan.php), through the plugin's REST client.
 */
import { apiPost } from '../api/request';
import type { SitePlan } from '.';

export interface ChangePlanAnswer {
	code: string;
	message?: string;
	plan: SitePlan;
}

/** POST site/plan: puts the site on a plan (site owners). */
export function changeSitePlan( slug: string ): Promise< ChangePlanAnswer > {
	return apiPost< ChangePlanAnswer >( 'site/plan', { product_slug: slug } );
}

/**
 * Where to send the owner after a change: the `return_to` address when it is a page of this site's
 * admin (never another site: the parameter comes from a link anyone could craft), with
 * `plan_upgraded=1` when the new plan is a paid one, so the editor congratulates.
 * @param search            This page's query string.
 * @param plan              The plan the site is now on.
 * @param location          This page's location (for its origin and admin path).
 * @param location.origin   Its origin.
 * @param location.pathname Its path.
 */
export function returnAddress(
	search: string,
	plan: Pick< SitePlan, 'is_free' >,
	location: { origin: string; pathname: string }
): string | null {
	const raw = new URLSearchParams( search ).get( 'return_to' );
	if ( ! raw ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( raw, location.origin );
	} catch {
		return null;
	}
	const adminPath = location.pathname.replace( /[^/]*$/, '' );
	if (
		url.origin !== location.origin ||
		! url.pathname.startsWith( adminPath )
	) {
		return null;
	}
	if ( ! plan.is_free ) {
		url.searchParams.set( 'plan_upgraded', '1' );
	}
	return url.toString();
}
