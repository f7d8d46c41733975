<?php
/**
 * Routes of the map block.
 *
 * - GET    /wpcom/v2/service-api-keys/mapbox  (editors): { service, service_api_key,
 *          service_api_key_source: "site" | "wpcom" } — "wpcom" when the host's default is in use.
 *          Only a public token (pk.…) is ever answered; for site owners, `warning` says when a stored
 *          token is not used because it is not public (saved by an earlier version, or the host's).
 * - POST   /wpcom/v2/service-api-keys/mapbox  (site owners), body service_api_key: stores the site's
 *          token. A token that is not public (sk.… secret, tk.… temporary) is a 400 secret_token that
 *          says to create a public one. Mapbox is asked whether it is valid (3 s); a refused token is
 *          a 400; when Mapbox cannot be reached the token is kept and the answer says it was not
 *          verified.
 * - DELETE /wpcom/v2/service-api-keys/mapbox  (site owners): removes the site's token (a host's
 *          default cannot be removed: 400).
 * - GET    /wpcom/v2/mapkit (editors): { wpcom_mapkit_access_token }; 400 with a message when the
 *          site has no Mapkit token (the block then says "Failed to retrieve a Mapkit API token…").
 * - GET    /wpcom/v2/map/places?q=<text>&limit=<1..10> (editors): the offline gazetteer
 *          (php-stubs/map/places.php): { places: [ { id, name, country_code, country, place_name,
 *          latitude, longitude, population } ], source: "offline-gazetteer" }.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Map;

use function Jetpack_Blocks\Rest\bad_request;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/map/tokens.php';
require_once dirname( __DIR__ ) . '/map/places.php';
require_once dirname( __DIR__ ) . '/map/render.php';

const TOKEN_MAX_LENGTH = 500;

/** Registers the routes. */
function register_map_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/service-api-keys/mapbox',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_mapbox_key',
				'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\set_mapbox_key',
				'permission_callback' => '\Jetpack_Blocks\Rest\can_manage_options',
				'args'                => array(
					'service_api_key' => array( 'type' => 'string' ),
				),
			),
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => __NAMESPACE__ . '\delete_mapbox_key',
				'permission_callback' => '\Jetpack_Blocks\Rest\can_manage_options',
			),
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/mapkit',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_mapkit_token',
			'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/map/places',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_places',
			'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
			'args'                => array(
				'q'     => array( 'type' => 'string' ),
				'limit' => array(
					'type'    => 'integer',
					'default' => PLACES_MAX_RESULT,
				),
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_map_routes' );

/**
 * The token answer.
 *
 * @param string $message Optional message.
 */
function mapbox_key_response( string $message = '' ): \WP_REST_Response {
	$current = mapbox_token();
	$body    = array(
		'code'                   => 'success',
		'service'                => 'mapbox',
		'service_api_key'        => $current['token'],
		'service_api_key_source' => $current['source'],
	);
	if ( '' !== $message ) {
		$body['message'] = $message;
	}
	// Only the site owner can replace the token, so only they are told about one that is not used.
	$warning = current_user_can( 'manage_options' ) ? unusable_mapbox_token_warning() : '';
	if ( '' !== $warning ) {
		$body['warning'] = $warning;
	}
	return new \WP_REST_Response( $body, 200 );
}

/** GET handler. */
function get_mapbox_key(): \WP_REST_Response {
	return mapbox_key_response();
}

/**
 * POST handler.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function set_mapbox_key( \WP_REST_Request $request ) {
	$token = trim( (string) $request->get_param( 'service_api_key' ) );
	if ( '' === $token ) {
		return bad_request( 'missing_service_api_key', __( 'Please enter a Mapbox access token.', 'jetpack-blocks' ) );
	}
	if ( strlen( $token ) > TOKEN_MAX_LENGTH || ! preg_match( '/^[A-Za-z0-9._-]+$/', $token ) ) {
		return bad_request( 'invalid_key', __( 'This does not look like a Mapbox access token: it should be letters, digits, dots, dashes and underscores, like pk.eyJ1Ijo….', 'jetpack-blocks' ) );
	}
	if ( ! is_public_mapbox_token( $token ) ) {
		// Checked before Mapbox is asked: a secret token is never sent anywhere by this site.
		return bad_request(
			'secret_token',
			preg_match( '/^[st]k\./', $token )
				? __( 'This is a secret Mapbox access token. Maps hand their token to every visitor, so they need a public one: create a public token (it starts with pk.) on your Mapbox account page and enter it here.', 'jetpack-blocks' )
				: __( 'This is not a public Mapbox access token. Maps hand their token to every visitor, so they need a public one: create a public token (it starts with pk.) on your Mapbox account page and enter it here.', 'jetpack-blocks' )
		);
	}
	$valid = verify_mapbox_token( $token );
	if ( false === $valid ) {
		return bad_request( 'invalid_key', __( 'Mapbox refused this access token. Check it on your Mapbox account page.', 'jetpack-blocks' ) );
	}
	update_option( MAPBOX_TOKEN_OPTION, $token, false );
	return mapbox_key_response(
		null === $valid
			? __( 'Your Mapbox access token was saved. Mapbox could not be reached to verify it, so it is used as it is.', 'jetpack-blocks' )
			: __( 'Your Mapbox access token was saved.', 'jetpack-blocks' )
	);
}

/**
 * DELETE handler.
 *
 * @return \WP_REST_Response|\WP_Error
 */
function delete_mapbox_key() {
	if ( '' === (string) get_option( MAPBOX_TOKEN_OPTION, '' ) ) {
		return bad_request( 'no_site_key', __( 'This site has no Mapbox access token of its own to remove.', 'jetpack-blocks' ) );
	}
	delete_option( MAPBOX_TOKEN_OPTION );
	return mapbox_key_response( __( 'Your Mapbox access token was removed.', 'jetpack-blocks' ) );
}

/**
 * GET /mapkit handler.
 *
 * @return \WP_REST_Response|\WP_Error
 */
function get_mapkit_token() {
	$token = mapkit_token();
	if ( '' === $token ) {
		return bad_request( 'no_mapkit_token', __( 'This site has no Mapkit token: set one with the jetpack_blocks_mapkit_token option to use Apple Maps.', 'jetpack-blocks' ) );
	}
	return new \WP_REST_Response( array( 'wpcom_mapkit_access_token' => $token ), 200 );
}

/**
 * GET /map/places handler.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function get_places( \WP_REST_Request $request ) {
	$query = (string) $request->get_param( 'q' );
	if ( '' === trim( $query ) ) {
		return bad_request( 'missing_query', __( 'Type a place to search for.', 'jetpack-blocks' ) );
	}
	$query  = mb_substr( $query, 0, 100 );
	$result = search_places( $query, (int) $request->get_param( 'limit' ) );
	if ( ! $result['available'] ) {
		return new \WP_Error( 'gazetteer_missing', __( 'The list of places is missing from this installation (build/map/places.tsv): run the build.', 'jetpack-blocks' ), array( 'status' => 503 ) );
	}
	return new \WP_REST_Response(
		array(
			'places' => $result['places'],
			'source' => 'offline-gazetteer',
		),
		200
	);
}
