<?php
/**
 * Payment plans (membership products): posts of the private type jp_mem_plan, with the meta
 * currency, price, interval ("one-time" | "1 month" | "1 year") and type ("donation" | "tier" |
 * "payment-plan" | "subscription"). Donation blocks use one plan per interval and currency.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

/** Post type of the plans. */
const PLAN_POST_TYPE = 'jp_mem_plan';

/** The intervals a plan can have. */
const INTERVALS = array( 'one-time', '1 month', '1 year' );

/** The plan types. "tier" marks newsletter tiers. */
const PLAN_TYPES = array( 'donation', 'tier', 'payment-plan', 'subscription' );

/**
 * Registers the post type: stored data only, managed through the memberships routes.
 */
function register_plan_post_type(): void {
	register_post_type(
		PLAN_POST_TYPE,
		array(
			'label'        => __( 'Payment plans', 'jetpack-blocks' ),
			'public'       => false,
			'show_ui'      => false,
			'show_in_rest' => false,
			'rewrite'      => false,
			'query_var'    => false,
			'supports'     => array( 'title' ),
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_plan_post_type' );

/**
 * A plan as the routes answer it.
 *
 * @param \WP_Post $post Plan post.
 * @return array{id: int, title: string, interval: string, price: float, currency: string, type: string, checkout_url: string}
 */
function plan_to_product( \WP_Post $post ): array {
	return array(
		'id'           => $post->ID,
		'title'        => $post->post_title,
		'interval'     => (string) get_post_meta( $post->ID, 'interval', true ),
		'price'        => (float) get_post_meta( $post->ID, 'price', true ),
		'currency'     => (string) get_post_meta( $post->ID, 'currency', true ),
		'type'         => (string) get_post_meta( $post->ID, 'type', true ),
		'checkout_url' => checkout_url( $post->ID ),
	);
}

/**
 * The site's plans, oldest first, optionally of one type.
 *
 * @param string $type Plan type, or '' for all.
 * @return array<int, array<string, mixed>>
 */
function list_products( string $type = '' ): array {
	$args = array(
		'post_type'      => PLAN_POST_TYPE,
		'post_status'    => 'publish',
		'posts_per_page' => 500,
		'orderby'        => 'ID',
		'order'          => 'ASC',
		'no_found_rows'  => true,
	);
	if ( '' !== $type ) {
		$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
			array(
				'key'   => 'type',
				'value' => $type,
			),
		);
	}
	return array_map( __NAMESPACE__ . '\plan_to_product', get_posts( $args ) );
}

/**
 * A plan by id, or null when there is no such plan.
 *
 * @param int $plan_id Plan id.
 */
function get_plan( int $plan_id ): ?\WP_Post {
	$post = $plan_id > 0 ? get_post( $plan_id ) : null;
	return $post instanceof \WP_Post && PLAN_POST_TYPE === $post->post_type && 'publish' === $post->post_status ? $post : null;
}

/**
 * Checks a new product (spec: name required; price valid for the currency and at least its
 * minimum) and returns it normalised, or a 400 error with the editor's message.
 *
 * @param array<string, mixed> $input title, price, currency, interval, type.
 * @return array{title: string, price: float, currency: string, interval: string, type: string}|\WP_Error
 */
function validate_product( array $input ) {
	$title = isset( $input['title'] ) && is_string( $input['title'] ) ? trim( sanitize_text_field( $input['title'] ) ) : '';
	if ( '' === $title ) {
		return \Jetpack_Blocks\Rest\bad_request( 'product_requires_name', __( 'product requires a name', 'jetpack-blocks' ) );
	}
	$currency = isset( $input['currency'] ) && is_string( $input['currency'] ) ? strtoupper( trim( $input['currency'] ) ) : 'USD';
	if ( ! in_array( $currency, plan_currencies(), true ) ) {
		return \Jetpack_Blocks\Rest\bad_request(
			'invalid_currency',
			/* translators: %s: currency code. */
			sprintf( __( 'Payment plans cannot be priced in %s.', 'jetpack-blocks' ), $currency )
		);
	}
	$price = valid_price( $input['price'] ?? null, $currency );
	if ( null === $price ) {
		return \Jetpack_Blocks\Rest\bad_request( 'product_requires_valid_price', __( 'product requires a valid price', 'jetpack-blocks' ) );
	}
	if ( $price < minimum_amount( $currency ) ) {
		return \Jetpack_Blocks\Rest\bad_request(
			'price_below_minimum',
			/* translators: %s: the formatted minimum price, e.g. $0.50. */
			sprintf( __( 'Minimum allowed price is %s.', 'jetpack-blocks' ), format_amount( minimum_amount( $currency ), $currency ) )
		);
	}
	$interval = isset( $input['interval'] ) && is_string( $input['interval'] ) ? $input['interval'] : '1 month';
	if ( ! in_array( $interval, INTERVALS, true ) ) {
		return \Jetpack_Blocks\Rest\bad_request(
			'invalid_interval',
			__( 'The interval must be "one-time", "1 month" or "1 year".', 'jetpack-blocks' )
		);
	}
	$type = isset( $input['type'] ) && is_string( $input['type'] ) && '' !== $input['type'] ? $input['type'] : 'payment-plan';
	if ( ! in_array( $type, PLAN_TYPES, true ) ) {
		return \Jetpack_Blocks\Rest\bad_request(
			'invalid_type',
			__( 'The plan type must be donation, tier, payment-plan or subscription.', 'jetpack-blocks' )
		);
	}
	return compact( 'title', 'price', 'currency', 'interval', 'type' );
}

/**
 * Stores a validated product as a plan.
 *
 * @param array{title: string, price: float, currency: string, interval: string, type: string} $product Product.
 * @return int|\WP_Error Plan id.
 */
function insert_plan( array $product ) {
	$id = wp_insert_post(
		array(
			'post_type'   => PLAN_POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => $product['title'],
			'meta_input'  => array(
				'price'    => $product['price'],
				'currency' => $product['currency'],
				'interval' => $product['interval'],
				'type'     => $product['type'],
			),
		),
		true
	);
	return $id;
}

/**
 * The donation plans of a currency, keyed by interval; the missing ones are created (named after
 * their interval, priced at the currency minimum: a donation's amount is chosen at checkout).
 *
 * @param string $currency A plan currency.
 * @return array<int, array<string, mixed>>|\WP_Error The donation plans of that currency.
 */
function ensure_donation_plans( string $currency ) {
	$titles = array(
		'one-time' => __( 'One-time donation', 'jetpack-blocks' ),
		'1 month'  => __( 'Monthly donation', 'jetpack-blocks' ),
		'1 year'   => __( 'Yearly donation', 'jetpack-blocks' ),
	);
	$found  = array();
	foreach ( list_products( 'donation' ) as $product ) {
		if ( $product['currency'] === $currency && ! isset( $found[ $product['interval'] ] ) ) {
			$found[ $product['interval'] ] = $product;
		}
	}
	foreach ( INTERVALS as $interval ) {
		if ( isset( $found[ $interval ] ) ) {
			continue;
		}
		$id = insert_plan(
			array(
				'title'    => $titles[ $interval ],
				'price'    => minimum_amount( $currency ),
				'currency' => $currency,
				'interval' => $interval,
				'type'     => 'donation',
			)
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$plan = get_plan( $id );
		if ( $plan ) {
			$found[ $interval ] = plan_to_product( $plan );
		}
	}
	return array_values( array_filter( array_map( static fn ( $interval ) => $found[ $interval ] ?? null, INTERVALS ) ) );
}
