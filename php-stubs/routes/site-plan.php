<?php
/**
 * The site's plan on a local site (spec 002 §2 "Notices and banners", §6 "Gating by plan").
 *
 * In the reference product the plan is bought at the hosting provider and read from there. A local
 * site has no account and no network, so its plan is a setting of the site, chosen by its owner on
 * the dashboard (admin.php?page=jetpack-blocks#/plan), as the AI tier is on the AI settings screen.
 * Nothing is bought or charged: the plan decides which blocks the editor shows an upgrade banner
 * for, and the name the plan-upgraded notice says. Every block keeps working on every plan.
 *
 * Plans, lowest first (the slugs the reference product uses for its site plans):
 *   jetpack_free (the default), jetpack_personal, jetpack_premium, jetpack_business.
 *
 * POST /jetpack/v4/site/plan { "product_slug": string }     (manage_options)
 *   → { "code": "success", "message", "plan": <plan> }; 400 missing_product_slug, unknown_plan.
 * GET /jetpack/v4/site answers the stored plan as `plan` (php-stubs/routes/site.php), and the
 * initial state printed into editor and dashboard pages carries `sitePlan` and `sitePlans`.
 *
 * <plan> = { product_slug, product_name, product_name_short, is_free, expired: false,
 *            billing_period: "" (free) | "yearly", user_is_owner: false,
 *            features: { active: [], available: {} } }
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Site_Plan;

defined( 'ABSPATH' ) || exit;

/** The option holding the plan's slug. */
const OPTION = 'jetpack_blocks_site_plan';

/** The plan every site starts on. */
const FREE = 'jetpack_free';

/**
 * The plans, lowest first: slug → short name.
 *
 * @return array<string, string>
 */
function catalogue(): array {
	return array(
		FREE               => __( 'Free', 'jetpack-blocks' ),
		'jetpack_personal' => __( 'Personal', 'jetpack-blocks' ),
		'jetpack_premium'  => __( 'Premium', 'jetpack-blocks' ),
		'jetpack_business' => __( 'Professional', 'jetpack-blocks' ),
	);
}

/**
 * The stored plan's slug; the free plan when none (or an unknown one) is stored.
 */
function current_slug(): string {
	$slug = get_option( OPTION, FREE );
	return is_string( $slug ) && isset( catalogue()[ $slug ] ) ? $slug : FREE;
}

/**
 * A plan in the shape GET site answers.
 *
 * @param string $slug A slug of the catalogue.
 * @return array<string, mixed>
 */
function plan( string $slug ): array {
	$short = catalogue()[ $slug ] ?? catalogue()[ FREE ];
	return array(
		'product_slug'       => $slug,
		/* translators: 1: product name, 2: plan name such as Premium. */
		'product_name'       => sprintf( __( '%1$s %2$s', 'jetpack-blocks' ), \Jetpack_Blocks\plugin_info()['name'], $short ),
		'product_name_short' => $short,
		'is_free'            => FREE === $slug,
		'expired'            => false,
		'billing_period'     => FREE === $slug ? '' : 'yearly',
		'user_is_owner'      => false,
		'features'           => array(
			'active'    => array(),
			'available' => (object) array(),
		),
	);
}

/**
 * The site's plan.
 *
 * @return array<string, mixed>
 */
function current_plan(): array {
	return plan( current_slug() );
}

/**
 * What the editor and the dashboard start with: the plan, and every plan (slug, names, free).
 *
 * @return array{sitePlan: array<string, mixed>, sitePlans: array<int, array<string, mixed>>}
 */
function initial_state(): array {
	$summary = static fn ( array $plan ): array => array(
		'product_slug'       => $plan['product_slug'],
		'product_name'       => $plan['product_name'],
		'product_name_short' => $plan['product_name_short'],
		'is_free'            => $plan['is_free'],
	);
	return array(
		'sitePlan'  => $summary( current_plan() ),
		'sitePlans' => array_map( static fn ( string $slug ): array => $summary( plan( $slug ) ), array_keys( catalogue() ) ),
	);
}

/**
 * Registers the write route.
 */
function register_routes(): void {
	register_rest_route(
		'jetpack/v4',
		'/site/plan',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\change_plan',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_manage_options',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * POST site/plan: stores the chosen plan.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function change_plan( \WP_REST_Request $request ) {
	$slug = $request->get_param( 'product_slug' );
	if ( null === $slug || '' === $slug ) {
		return \Jetpack_Blocks\Rest\bad_request( 'missing_product_slug', __( 'Choose a plan (product_slug).', 'jetpack-blocks' ) );
	}
	if ( ! is_string( $slug ) || ! isset( catalogue()[ $slug ] ) ) {
		return \Jetpack_Blocks\Rest\bad_request(
			'unknown_plan',
			/* translators: %s: the plans a site can be on. */
			sprintf( __( 'There is no such plan. Plans: %s.', 'jetpack-blocks' ), implode( ', ', array_keys( catalogue() ) ) )
		);
	}
	update_option( OPTION, $slug, false );
	$plan = current_plan();
	return \Jetpack_Blocks\Rest\success(
		/* translators: %s: the plan's name. */
		sprintf( __( 'The site is now on the %s plan.', 'jetpack-blocks' ), $plan['product_name'] ),
		array( 'plan' => $plan )
	);
}
