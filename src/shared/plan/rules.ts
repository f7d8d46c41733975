/**
 * What editor start needs of the plan rules (gate.tsx): the plans' order, which blocks need which
 * plan, and the site's plan slug. The rest (names, links) is in index.ts, loaded with the banner
 * and the dashboard. See index.ts for the choice of blocks.
 */

/** The plans, lowest first (the slugs of php-stubs/routes/site-plan.php). */
export const PLAN_SLUGS = [
	'jetpack_free',
	'jetpack_personal',
	'jetpack_premium',
	'jetpack_business',
] as const;

export type PlanSlug = ( typeof PLAN_SLUGS )[ number ];

export const FREE_PLAN: PlanSlug = 'jetpack_free';

/** Blocks that need a plan, and the lowest plan that has them. */
export const BLOCK_REQUIRED_PLANS: Readonly< Record< string, PlanSlug > > = {
	'jetpack/simple-payments': 'jetpack_premium',
	'jetpack/wordads': 'jetpack_premium',
	'videopress/video': 'jetpack_premium',
};

function printedSlug(): string | undefined {
	return (
		window as unknown as {
			JetpackBlocksInitialState?: {
				sitePlan?: { product_slug?: string };
			};
		}
	 ).JetpackBlocksInitialState?.sitePlan?.product_slug;
}

function rankOf( slug: string | undefined ): number {
	return ( PLAN_SLUGS as readonly string[] ).indexOf( slug ?? '' );
}

/** The site's plan slug: the free plan when the page printed none (or an unknown one). */
export function sitePlanSlug(): PlanSlug {
	const slug = printedSlug();
	return rankOf( slug ) >= 0 ? ( slug as PlanSlug ) : FREE_PLAN;
}

/**
 * Blocks whose editing stops without their plan (the spec's video rule: disabled upload and library
 * buttons); every other gated block keeps working and only shows the banner.
 */
export const BLOCKS_STOPPED_WITHOUT_PLAN: readonly string[] = [
	'videopress/video',
];

export function blockStopsWithoutPlan( blockName: string ): boolean {
	return BLOCKS_STOPPED_WITHOUT_PLAN.includes( blockName );
}

/** The plan a block needs, or undefined when it needs none. */
export function requiredPlanFor( blockName: string ): PlanSlug | undefined {
	return BLOCK_REQUIRED_PLANS[ blockName ];
}

/** Whether a plan includes what another plan has (same plan or higher). */
export function planIncludes( plan: string, required: string ): boolean {
	return rankOf( plan ) >= rankOf( required );
}

/** Whether a block needs a plan the site is not on. */
export function blockNeedsUpgrade(
	blockName: string,
	plan: string = sitePlanSlug()
): boolean {
	const required = requiredPlanFor( blockName );
	return !! required && ! planIncludes( plan, required );
}
