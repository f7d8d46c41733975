<?php
/**
 * Memberships routes: the payment account's status and the site's payment plans (products).
 * Plans, the account and the checkout live in php-stubs/payments (test mode: no card payment
 * provider is configured, so payments are recorded locally and no money moves).
 *
 * GET  /wpcom/v2/memberships/status?source=gutenberg&type=all|donation&is_editable=true (edit_posts)
 *   → { connected_account_id: string|null, connected_account_default_currency: string|null,
 *       connect_url: string|null (set while no account is connected: the wp-admin connect screen,
 *       returning to the page the request came from, i.e. its Referer when on this site),
 *       products: [ { id, title, interval, price, currency, type, checkout_url } ] (type=donation:
 *       donation plans only), site_slug, test_mode: true, earnings_url, errors: {} }
 * POST /wpcom/v2/memberships/products { type: "donation", currency } (edit_posts)
 *   → the currency's three donation plans ("one-time", "1 month", "1 year"), created when missing.
 * POST /wpcom/v2/memberships/product { title, price, currency, interval, type } (edit_posts)
 *   → { id, title, interval, price, currency, type, checkout_url }.
 *   400 product_requires_name "product requires a name"; product_requires_valid_price "product
 *   requires a valid price"; price_below_minimum "Minimum allowed price is $0.50."; invalid_currency,
 *   invalid_interval, invalid_type. Both POST routes answer 400 not_connected without an account.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Memberships;

use Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/rest.php';
require_once dirname( __DIR__ ) . '/payments/load.php';

/**
 * Registers the routes. No argument is `required`: WordPress checks arguments before permissions,
 * and the logged-out must get 401; the callbacks check their input.
 */
function register_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/memberships/status',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_status',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
			'args'                => array(
				'source'      => array( 'type' => 'string' ),
				'type'        => array(
					'type'    => 'string',
					'default' => 'all',
				),
				'is_editable' => array( 'type' => array( 'boolean', 'string' ) ),
			),
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/memberships/products',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\create_products',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/memberships/product',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\create_product',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * The site's slug as the hosted platform spells it: host, and a subdirectory with "::".
 */
function site_slug(): string {
	$parts = wp_parse_url( home_url() );
	$slug  = (string) ( $parts['host'] ?? '' );
	if ( isset( $parts['port'] ) ) {
		$slug .= ':' . $parts['port'];
	}
	$path = isset( $parts['path'] ) ? trim( (string) $parts['path'], '/' ) : '';
	return '' === $path ? $slug : $slug . '::' . str_replace( '/', '::', $path );
}

/**
 * GET memberships/status.
 *
 * @param \WP_REST_Request $request Request.
 */
function get_status( \WP_REST_Request $request ): \WP_REST_Response {
	$account = Payments\account();
	$type    = 'donation' === $request->get_param( 'type' ) ? 'donation' : '';
	$referer = (string) $request->get_header( 'referer' );
	return rest_ensure_response(
		array(
			'connected_account_id'               => $account ? $account['id'] : null,
			'connected_account_default_currency' => $account ? $account['default_currency'] : null,
			'connect_url'                        => $account ? null : Payments\connect_url( $referer ),
			'products'                           => Payments\list_products( $type ),
			'site_slug'                          => site_slug(),
			'test_mode'                          => Payments\is_test_mode(),
			'earnings_url'                       => Payments\earnings_url(),
			'errors'                             => new \stdClass(),
		)
	);
}

/** The refusal of plan creation without an account. */
function not_connected(): \WP_Error {
	return \Jetpack_Blocks\Rest\bad_request( 'not_connected', __( 'Connect a payment account before creating payment plans.', 'jetpack-blocks' ) );
}

/**
 * POST memberships/products: the donation plans of a currency.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function create_products( \WP_REST_Request $request ) {
	$type     = $request->get_param( 'type' );
	$currency = $request->get_param( 'currency' );
	if ( 'donation' !== $type ) {
		return \Jetpack_Blocks\Rest\bad_request( 'invalid_type', __( 'Only donation plans can be created together: send type "donation".', 'jetpack-blocks' ) );
	}
	if ( ! is_string( $currency ) || ! in_array( strtoupper( $currency ), Payments\plan_currencies(), true ) ) {
		return \Jetpack_Blocks\Rest\bad_request(
			'invalid_currency',
			/* translators: %s: list of currency codes. */
			sprintf( __( 'Send a currency donation plans can use: %s.', 'jetpack-blocks' ), implode( ', ', Payments\plan_currencies() ) )
		);
	}
	if ( ! Payments\is_connected() ) {
		return not_connected();
	}
	$products = Payments\ensure_donation_plans( strtoupper( $currency ) );
	return is_wp_error( $products ) ? $products : rest_ensure_response( $products );
}

/**
 * POST memberships/product: one new plan.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function create_product( \WP_REST_Request $request ) {
	$product = Payments\validate_product( $request->get_params() );
	if ( is_wp_error( $product ) ) {
		return $product;
	}
	if ( ! Payments\is_connected() ) {
		return not_connected();
	}
	$id = Payments\insert_plan( $product );
	if ( is_wp_error( $id ) ) {
		return new \WP_Error( 'product_not_saved', __( 'there was an error when adding the product', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	$plan = Payments\get_plan( $id );
	return rest_ensure_response( $plan ? Payments\plan_to_product( $plan ) : array() );
}
