/**
 * The site's plan and which blocks need one (spec 002 §2 "Notices and banners", §4 "Upgrade
 * banner", §6 "Gating by plan"). Editor start carries only rules.ts and gate.tsx; the banner
 * (banner.tsx) is a lazy chunk, and names and links (this file) come with it.
 *
 * On a local site the plan is a setting of the site (php-stubs/routes/site-plan.php), printed into
 * the page as `sitePlan` / `sitePlans` of `window.JetpackBlocksInitialState` and answered by
 * `GET /jetpack/v4/site` as `plan`.
 *
 * Which blocks need a plan follows the reference product, where the simple payments block, the ads
 * block and video hosting are paid features of its Premium plan (and of the plans above it). The
 * other blocks of this plugin are free there (payments blocks with a fee, not a plan).
 *
 * Gating informs: a block that needs a plan keeps working on every plan, for the editor and for
 * visitors, and shows the upgrade banner while it is selected. The one exception is the spec's own:
 * without the plan, the video block's upload and library buttons are disabled (a video already in
 * a post still plays and can be edited), and a dropped video file goes to WordPress's own video
 * block instead.
 */

import { FREE_PLAN, PLAN_SLUGS } from './rules';

export * from './rules';

export interface SitePlan {
	product_slug: string;
	product_name: string;
	product_name_short: string;
	is_free: boolean;
}

/** The dashboard screen where the plan is changed on this local site. */
export const PLAN_SCREEN = 'admin.php?page=jetpack-blocks#/plan';

interface PrintedPlans {
	sitePlan?: Partial< SitePlan >;
	sitePlans?: Array< Partial< SitePlan > >;
	adminUrl?: string;
}

function printed(): PrintedPlans {
	return (
		( window as unknown as { JetpackBlocksInitialState?: PrintedPlans } )
			.JetpackBlocksInitialState ?? {}
	);
}

/** A plan summary with every field filled (the slug stands in for names the page did not print). */
function complete( plan: Partial< SitePlan > | undefined ): SitePlan {
	const slug =
		plan?.product_slug &&
		( PLAN_SLUGS as readonly string[] ).includes( plan.product_slug )
			? plan.product_slug
			: FREE_PLAN;
	return {
		product_slug: slug,
		product_name: plan?.product_name || slug,
		product_name_short: plan?.product_name_short || slug,
		is_free: slug === FREE_PLAN,
	};
}

/** The site's plan: the free plan when the page printed none. */
export function sitePlan(): SitePlan {
	return complete( printed().sitePlan );
}

/** Every plan, lowest first, as the page printed them. */
export function sitePlans(): SitePlan[] {
	const list = printed().sitePlans;
	return PLAN_SLUGS.map( ( slug ) =>
		complete(
			( Array.isArray( list ) ? list : [] ).find(
				( plan ) => plan?.product_slug === slug
			) ?? { product_slug: slug }
		)
	);
}

/** The site's plan, for components (the plan changes only on the dashboard, which reloads pages). */
export function useSitePlan(): SitePlan {
	return sitePlan();
}

/**
 * The dashboard's plan screen; with `returnTo`, where it sends the owner back after a change.
 * @param returnTo
 */
export function planScreenUrl( returnTo?: string ): string {
	const admin = (
		printed().adminUrl || `${ window.location.origin }/wp-admin/`
	).replace( /\/*$/, '/' );
	const [ page, hash ] = PLAN_SCREEN.split( '#' );
	const query = returnTo
		? `&return_to=${ encodeURIComponent( returnTo ) }`
		: '';
	return `${ admin }${ page }${ query }#${ hash }`;
}
