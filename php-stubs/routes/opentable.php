<?php
/**
 * REST route of the OpenTable block: restaurant search, asked of OpenTable by the server so the
 * editor never calls a third-party host itself.
 *
 * GET /wpcom/v2/opentable/restaurants?query=<text>&pageSize=<1..20> (edit_posts)
 *   → { "restaurants": [ { "rid": "412810", "name": "…", "location": "…" } ] }   (at most pageSize)
 *   400 missing_query for an empty query; 400 rest_invalid_param for a query longer than 100
 *       characters or a pageSize outside 1..20; 401 logged out, 403 without edit_posts;
 *   503 opentable_unreachable when OpenTable cannot be reached (always on an offline site): the
 *       editor says that search needs a network connection and still takes pasted ids and embed codes;
 *   502 opentable_bad_response when OpenTable answers something that is not a list of restaurants.
 *
 * Nothing is ever invented: no answer from OpenTable means no results. The request goes through
 * wp_safe_remote_get (no redirects to private addresses, WP_HTTP_BLOCK_EXTERNAL honoured) with a
 * short timeout, and the reply is read within a size bound.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\OpenTable;

defined( 'ABSPATH' ) || exit;

/** OpenTable's restaurant search. */
const SEARCH_URL = 'https://www.opentable.com/widget/reservation/restaurant-search';

/** Most restaurants one search returns (the picker shows at most this many suggestions). */
const MAX_PAGE_SIZE = 20;

/** Longest query accepted. */
const MAX_QUERY_LENGTH = 100;

/** Seconds to wait for OpenTable. */
const TIMEOUT = 5;

/** Largest reply read, in bytes. */
const MAX_RESPONSE_BYTES = 1048576;

/**
 * Registers the route.
 */
function register_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/opentable/restaurants',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\search_restaurants',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
			'args'                => array(
				'query'    => array(
					// Not `required`: WordPress checks arguments before permissions, and the logged-out
					// must get 401 rather than learn what the route expects. Emptiness is checked below.
					'type'              => 'string',
					'default'           => '',
					'maxLength'         => MAX_QUERY_LENGTH,
					'sanitize_callback' => static function ( $value ) {
						return trim( sanitize_text_field( (string) $value ) );
					},
					'validate_callback' => 'rest_validate_request_arg',
				),
				'pageSize' => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => MAX_PAGE_SIZE,
					'default' => MAX_PAGE_SIZE,
				),
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * GET handler.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function search_restaurants( \WP_REST_Request $request ) {
	$query     = (string) $request->get_param( 'query' );
	$page_size = (int) $request->get_param( 'pageSize' );
	if ( '' === $query ) {
		return \Jetpack_Blocks\Rest\bad_request( 'missing_query', __( 'Enter a restaurant name to search for.', 'jetpack-blocks' ) );
	}

	$url      = add_query_arg(
		array(
			'pageSize' => $page_size,
			'query'    => rawurlencode( $query ),
		),
		SEARCH_URL
	);
	$response = wp_safe_remote_get(
		$url,
		array(
			'timeout'             => TIMEOUT,
			'redirection'         => 0,
			'limit_response_size' => MAX_RESPONSE_BYTES,
			'headers'             => array( 'Accept' => 'application/json' ),
		)
	);

	if ( is_wp_error( $response ) ) {
		return new \WP_Error(
			'opentable_unreachable',
			__( 'Searching for restaurants needs a network connection to OpenTable, which this site does not have right now. You can still enter a restaurant ID or paste the embed code from your OpenTable account.', 'jetpack-blocks' ),
			array( 'status' => 503 )
		);
	}

	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $status || ! is_array( $body ) ) {
		return new \WP_Error(
			'opentable_bad_response',
			__( 'OpenTable did not answer the restaurant search. Try again later, or enter a restaurant ID or paste the embed code from your OpenTable account.', 'jetpack-blocks' ),
			array( 'status' => 502 )
		);
	}

	// OpenTable answers a list; some versions wrap it in an object.
	$items = isset( $body['items'] ) && is_array( $body['items'] ) ? $body['items'] : $body;

	$restaurants = array();
	foreach ( $items as $item ) {
		if ( count( $restaurants ) >= $page_size ) {
			break;
		}
		$restaurant = restaurant_from_item( $item );
		if ( null !== $restaurant ) {
			$restaurants[] = $restaurant;
		}
	}
	return rest_ensure_response( array( 'restaurants' => $restaurants ) );
}

/**
 * One search result as the editor needs it, or null when it has no usable id or name.
 *
 * @param mixed $item One entry of OpenTable's reply.
 * @return array{rid: string, name: string, location: string}|null
 */
function restaurant_from_item( $item ): ?array {
	if ( ! is_array( $item ) ) {
		return null;
	}
	$rid  = isset( $item['rid'] ) && ( is_int( $item['rid'] ) || is_string( $item['rid'] ) ) ? (string) $item['rid'] : '';
	$name = isset( $item['name'] ) && is_string( $item['name'] ) ? trim( wp_strip_all_tags( $item['name'] ) ) : '';
	if ( ! preg_match( '/^[0-9]{1,10}$/', $rid ) || '' === $name ) {
		return null;
	}
	$location = '';
	foreach ( array( 'city', 'address', 'location' ) as $key ) {
		if ( isset( $item[ $key ] ) && is_string( $item[ $key ] ) && '' !== trim( $item[ $key ] ) ) {
			$location = trim( wp_strip_all_tags( $item[ $key ] ) );
			break;
		}
	}
	return array(
		'rid'      => $rid,
		'name'     => mb_substr( $name, 0, 200 ),
		'location' => mb_substr( $location, 0, 200 ),
	);
}
