<?php
/**
 * REST routes of the site and user connection (spec 000 §7 "Connection"), namespace jetpack/v4.
 * Everything is kept on this site (php-stubs/connection/state.php); shapes are those of
 * src/shared/api/types.ts. Cookie + REST nonce; 401 logged out, 403 without the capability (checked
 * before any input). Errors are { code, message, data: { status } }.
 *
 * POST connection/register                                          (manage_options)
 *   { registration_nonce: string (required; wp_create_nonce( 'jetpack-registration-nonce' )),
 *     no_iframe?: bool, plugin_slug?: string, redirect_uri?: string (this site; else the dashboard's
 *     #/connection) }
 *   → { authorizeUrl } (AuthorizeUrlResponse): the local authorization screen. Registers the site
 *   (site id + blog token), or keeps / repairs an existing registration.
 *   400 missing_registration_nonce, offline_mode; 403 invalid_registration_nonce.
 * GET  connection/authorize_url?no_iframe=&redirect_uri=             (edit_posts)
 *   → { authorizeUrl }; 400 site_not_registered.
 * GET  connection                                                   (edit_posts)
 *   → ConnectionStatus.
 * POST connection { isActive: false }                               (manage_options)
 *   → { code: 'success', message }: the registration and every user connection are removed
 *   (also 200 when the site was not registered). 400 missing_is_active, invalid_is_active (true),
 *   rest_invalid_param (not a boolean).
 * GET  connection/data                                              (edit_posts)
 *   → UserConnectionData of the current user; `connectionOwner` (the owner's login) only for users
 *   with manage_options, null for others (the editor's initial state holds the same).
 * GET  connection/test                                              (manage_options)
 *   → { code, message } (ConnectionTestResponse), always 200: code `success`, or what is wrong
 *   (`not_registered`, `missing_blog_token`, `invalid_blog_token`, `invalid_user_token`,
 *   `no_connected_owner`, `offline_mode`).
 * GET  connection/url?from=&redirect=                               (edit_posts)
 *   → { connectUrl }: the authorization screen when the site is registered, else the dashboard's
 *   #/connection (registration needs an administrator and the registration nonce).
 * POST connection/user { linked: false }                            (edit_posts: one's own link)
 *   → { code: 'success', message }: the current user is unlinked. 400 missing_linked,
 *   invalid_linked (true), rest_invalid_param (not a boolean), user_not_connected, or
 *   owner_cannot_unlink (the owner while other users are connected: they unlink first, or the site
 *   is disconnected; the owner alone may unlink, leaving the site without an owner until the next
 *   administrator connects).
 * POST connection/reconnect                                         (manage_options)
 *   → { status: 'in_progress', authorizeUrl } when the site had to be registered or repaired or
 *   the current user must approve; { status: 'completed' } when all is in place. 400 offline_mode.
 * GET  connection/plugins                                           (manage_options)
 *   → ConnectedPlugin[]: [ { slug, name } ], this plugin first.
 * POST seen-wc-connection-modal                                     (manage_options)
 *   → { code: 'success' }: remembered for the current user (user meta).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/connection/state.php';
require_once dirname( __DIR__ ) . '/connection/authorize-screen.php';
require_once dirname( __DIR__ ) . '/modules/values.php';

/** User meta: the user has seen the WooCommerce connection modal. */
const CONNECTION_SEEN_WC_MODAL_META = 'jetpack_blocks_seen_wc_connection_modal';

/**
 * Argument schema shared by the routes: an optional redirect target on this site.
 *
 * @param string $description Description.
 */
function connection_redirect_arg( string $description ): array {
	return array(
		'description'       => $description,
		'type'              => 'string',
		'maxLength'         => 2000,
		'sanitize_callback' => __NAMESPACE__ . '\connection_safe_redirect_uri',
	);
}

/**
 * The `no_iframe` argument: accepted for compatibility; the local screen is never in an iframe.
 */
function connection_no_iframe_arg(): array {
	return array(
		'description' => __( 'Whether the authorization happens outside an iframe; the local screen always does.', 'jetpack-blocks' ),
		'type'        => 'boolean',
		'default'     => true,
	);
}

/**
 * Registers the routes.
 */
function register_connection_routes(): void {
	$namespace = 'jetpack/v4';

	register_rest_route(
		$namespace,
		'/connection/register',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_register',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
			'args'                => array(
				'registration_nonce' => array(
					'description' => __( 'The registration nonce printed in the initial state.', 'jetpack-blocks' ),
					'type'        => 'string',
					'maxLength'   => 100,
				),
				'no_iframe'          => connection_no_iframe_arg(),
				'plugin_slug'        => array(
					'description'       => __( 'Slug of the plugin asking for the connection.', 'jetpack-blocks' ),
					'type'              => 'string',
					'maxLength'         => 100,
					'sanitize_callback' => 'sanitize_key',
				),
				'redirect_uri'       => connection_redirect_arg( __( 'Where to return after approving (this site only; default: the dashboard’s connection screen).', 'jetpack-blocks' ) ),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/connection/authorize_url',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_authorize_url',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
			'args'                => array(
				'no_iframe'    => connection_no_iframe_arg(),
				'redirect_uri' => connection_redirect_arg( __( 'Where to return after approving (this site only; default: the dashboard’s connection screen).', 'jetpack-blocks' ) ),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/connection',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\connection_route_status',
				'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\connection_route_disconnect',
				'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
				'args'                => array(
					'isActive' => array(
						'description' => __( 'Must be false: disconnects the site.', 'jetpack-blocks' ),
						'type'        => 'boolean',
					),
				),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/connection/data',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_data',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
		)
	);

	register_rest_route(
		$namespace,
		'/connection/test',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_test',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
		)
	);

	register_rest_route(
		$namespace,
		'/connection/url',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_url',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
			'args'                => array(
				'from'     => array(
					'description'       => __( 'Where the connection flow starts (letters, digits, - _ . /).', 'jetpack-blocks' ),
					'type'              => 'string',
					'maxLength'         => 100,
					'sanitize_callback' => __NAMESPACE__ . '\connection_sanitize_from',
				),
				'redirect' => connection_redirect_arg( __( 'Where to return after approving (this site only).', 'jetpack-blocks' ) ),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/connection/user',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_unlink_user',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
			'args'                => array(
				'linked' => array(
					'description' => __( 'Must be false: unlinks the current user.', 'jetpack-blocks' ),
					'type'        => 'boolean',
				),
			),
		)
	);

	register_rest_route(
		$namespace,
		'/connection/reconnect',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_reconnect',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
		)
	);

	register_rest_route(
		$namespace,
		'/connection/plugins',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_plugins',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
		)
	);

	register_rest_route(
		$namespace,
		'/seen-wc-connection-modal',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\connection_route_seen_wc_modal',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_manage_options',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_connection_routes' );

/**
 * The 400 answer of a site in offline mode.
 */
function connection_offline_error(): \WP_Error {
	return Rest\bad_request( 'offline_mode', __( 'The site is in offline mode, so it cannot be connected. Remove the offline-mode constant or filter first.', 'jetpack-blocks' ) );
}

/**
 * POST connection/register.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function connection_route_register( \WP_REST_Request $request ) {
	$nonce = (string) $request->get_param( 'registration_nonce' );
	if ( '' === trim( $nonce ) ) {
		return Rest\bad_request( 'missing_registration_nonce', __( 'The registration nonce is missing. Reload the page and try again.', 'jetpack-blocks' ) );
	}
	if ( false === wp_verify_nonce( $nonce, CONNECTION_REGISTRATION_NONCE_ACTION ) ) {
		return new \WP_Error(
			'invalid_registration_nonce',
			__( 'The registration nonce is invalid or has expired. Reload the page and try again.', 'jetpack-blocks' ),
			array( 'status' => 403 )
		);
	}
	if ( connection_is_offline() ) {
		return connection_offline_error();
	}
	connection_register_site( get_current_user_id(), (string) $request->get_param( 'plugin_slug' ) );
	return rest_ensure_response(
		array( 'authorizeUrl' => connection_authorize_url( (string) $request->get_param( 'redirect_uri' ) ) )
	);
}

/**
 * GET connection/authorize_url.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function connection_route_authorize_url( \WP_REST_Request $request ) {
	if ( ! connection_is_registered() ) {
		return Rest\bad_request( 'site_not_registered', __( 'The site is not registered yet, so there is no authorization URL. Register the site first.', 'jetpack-blocks' ) );
	}
	return rest_ensure_response(
		array( 'authorizeUrl' => connection_authorize_url( (string) $request->get_param( 'redirect_uri' ) ) )
	);
}

/**
 * GET connection.
 *
 * @return \WP_REST_Response
 */
function connection_route_status() {
	return rest_ensure_response( connection_status() );
}

/**
 * POST connection { isActive: false }.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function connection_route_disconnect( \WP_REST_Request $request ) {
	$is_active = required_boolean_param( $request, 'isActive' );
	if ( is_wp_error( $is_active ) ) {
		return $is_active;
	}
	if ( false !== $is_active ) {
		return Rest\bad_request( 'invalid_is_active', __( 'isActive must be false: this route only disconnects the site. To connect it, use connection/register.', 'jetpack-blocks' ) );
	}
	if ( ! connection_is_registered() ) {
		return Rest\success( __( 'The site was not connected.', 'jetpack-blocks' ) );
	}
	connection_remove_registration();
	return Rest\success( __( 'The site has been disconnected.', 'jetpack-blocks' ) );
}

/**
 * GET connection/data.
 *
 * @return \WP_REST_Response
 */
function connection_route_data() {
	return rest_ensure_response( connection_user_data() );
}

/**
 * GET connection/test.
 *
 * @return \WP_REST_Response
 */
function connection_route_test() {
	return rest_ensure_response( connection_test() );
}

/**
 * GET connection/url.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response
 */
function connection_route_url( \WP_REST_Request $request ) {
	$from = (string) $request->get_param( 'from' );
	if ( connection_is_registered() ) {
		$url = connection_authorize_url( (string) $request->get_param( 'redirect' ), $from );
	} else {
		$url = '' === $from ? connection_dashboard_url() : add_query_arg( 'from', rawurlencode( $from ), connection_dashboard_url() );
	}
	return rest_ensure_response( array( 'connectUrl' => $url ) );
}

/**
 * POST connection/user { linked: false }.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function connection_route_unlink_user( \WP_REST_Request $request ) {
	$linked = required_boolean_param( $request, 'linked' );
	if ( is_wp_error( $linked ) ) {
		return $linked;
	}
	if ( false !== $linked ) {
		return Rest\bad_request( 'invalid_linked', __( 'linked must be false: this route only unlinks your account. To connect it, approve the connection on the authorization screen.', 'jetpack-blocks' ) );
	}
	$unlinked = connection_unlink_user( get_current_user_id() );
	if ( is_wp_error( $unlinked ) ) {
		return $unlinked;
	}
	return Rest\success( __( 'Your account has been unlinked.', 'jetpack-blocks' ) );
}

/**
 * POST connection/reconnect.
 *
 * @return \WP_REST_Response|\WP_Error
 */
function connection_route_reconnect() {
	if ( connection_is_offline() ) {
		return connection_offline_error();
	}
	$user_id = get_current_user_id();
	if ( ! connection_registration_is_healthy() ) {
		connection_register_site( $user_id );
	} elseif ( connection_is_user_connected( $user_id ) && connection_has_connected_owner() ) {
		return rest_ensure_response( array( 'status' => 'completed' ) );
	}
	return rest_ensure_response(
		array(
			'status'       => 'in_progress',
			'authorizeUrl' => connection_authorize_url( '' ),
		)
	);
}

/**
 * GET connection/plugins.
 *
 * @return \WP_REST_Response
 */
function connection_route_plugins() {
	return rest_ensure_response( connection_plugins() );
}

/**
 * POST seen-wc-connection-modal.
 *
 * @return \WP_REST_Response
 */
function connection_route_seen_wc_modal() {
	update_user_meta( get_current_user_id(), CONNECTION_SEEN_WC_MODAL_META, 1 );
	return Rest\success();
}
