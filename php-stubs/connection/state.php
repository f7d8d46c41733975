<?php
/**
 * The site and user connection, kept on this site (spec 000 §3 "Connection state", §4 "Site
 * connection"). No remote account exists: registering the site gives it a random site id and a
 * blog token; a user connects by approving on the local authorization screen, which stores a user
 * token and the id of the user's local "wpcom" account. The REST routes (routes/connection.php),
 * the authorization screen (connection/authorize-screen.php) and the initial state printed into
 * pages (routes/dashboard.php) all read the connection through the functions below.
 *
 * Storage:
 * - option `jetpack_blocks_site_id`: the site id (an integer; the AI token names it as blog_id);
 * - option `jetpack_blocks_connection`: { blog_token, registered_at, registered_by, owner, plugins };
 * - user option `jetpack_blocks_user_connection` (per site): { token, wpcom_user_id, connected_at };
 * - user meta `jetpack_blocks_wpcom_user_id`: the user's local account id, kept across
 *   reconnections so it is stable.
 *
 * Rules:
 * - the connection owner is the first administrator (manage_options) who connects; while the site
 *   has no connected owner the next administrator who connects becomes it;
 * - the owner cannot unlink while other users are connected (disconnect the site instead);
 * - when the owner's account is deleted, another connected administrator becomes the owner;
 * - disconnecting the site removes the registration and every user connection;
 * - in offline mode (a constant or the filter, see connection_offline_mode()) the site cannot
 *   register.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/tokens.php';

/** Option: the site id given at registration. */
const CONNECTION_SITE_ID_OPTION = 'jetpack_blocks_site_id';

/** Option: the registration (blog token, dates, owner, plugins using the connection). */
const CONNECTION_OPTION = 'jetpack_blocks_connection';

/** User option (per site): a user's connection. */
const CONNECTION_USER_OPTION = 'jetpack_blocks_user_connection';

/** User meta: a user's local account id. */
const CONNECTION_WPCOM_ID_META = 'jetpack_blocks_wpcom_user_id';

/** Nonce action of POST connection/register (the initial state's registrationNonce). */
const CONNECTION_REGISTRATION_NONCE_ACTION = 'jetpack-registration-nonce';

/** Slug of the dashboard page (admin.php?page=…). */
const DASHBOARD_PAGE = 'jetpack-blocks';

/** Slug of the local authorization screen (admin.php?page=…). */
const AUTHORIZE_PAGE = 'jetpack-blocks-authorize';

/**
 * The stored registration, complete and typed; null when the site is not registered.
 *
 * @return array{blog_token: string, registered_at: int, registered_by: int, owner: int, plugins: string[]}|null
 */
function connection_registration(): ?array {
	if ( null === connection_site_id() ) {
		return null;
	}
	$stored = get_option( CONNECTION_OPTION );
	if ( ! is_array( $stored ) ) {
		return null;
	}
	$plugins = array();
	foreach ( is_array( $stored['plugins'] ?? null ) ? $stored['plugins'] : array() as $slug ) {
		if ( is_string( $slug ) && '' !== sanitize_key( $slug ) ) {
			$plugins[] = sanitize_key( $slug );
		}
	}
	return array(
		'blog_token'    => is_string( $stored['blog_token'] ?? null ) ? $stored['blog_token'] : '',
		'registered_at' => is_int( $stored['registered_at'] ?? null ) ? $stored['registered_at'] : 0,
		'registered_by' => is_int( $stored['registered_by'] ?? null ) ? $stored['registered_by'] : 0,
		'owner'         => is_int( $stored['owner'] ?? null ) ? $stored['owner'] : 0,
		'plugins'       => array_values( array_unique( $plugins ) ),
	);
}

/**
 * Stores the registration.
 *
 * @param array{blog_token: string, registered_at: int, registered_by: int, owner: int, plugins: string[]} $registration Registration.
 */
function connection_save_registration( array $registration ): void {
	update_option( CONNECTION_OPTION, $registration, false );
}

/**
 * The site id, or null when the site has none (not registered).
 */
function connection_site_id(): ?int {
	$stored = get_option( CONNECTION_SITE_ID_OPTION );
	if ( is_int( $stored ) || ( is_string( $stored ) && ctype_digit( $stored ) ) ) {
		$id = (int) $stored;
		return $id > 0 ? $id : null;
	}
	return null;
}

/**
 * Whether the site is registered (it has a site id and a registration record).
 */
function connection_is_registered(): bool {
	return null !== connection_registration();
}

/**
 * Whether the registration is usable: registered, with a well-formed blog token.
 */
function connection_registration_is_healthy(): bool {
	$registration = connection_registration();
	return null !== $registration && connection_is_valid_blog_token( $registration['blog_token'] );
}

/**
 * Offline mode: the site is not allowed to connect. Set by the `JETPACK_BLOCKS_OFFLINE_MODE` or
 * `JETPACK_DEV_DEBUG` constant, by `WP_LOCAL_DEV`, or by the `jetpack_blocks_offline_mode` filter.
 * The site's URL never turns it on: the connection is local, so it works on localhost too.
 *
 * @return array{isActive: bool, constant: bool, url: bool, filter: bool, wpLocalConstant: bool}
 */
function connection_offline_mode(): array {
	$constant    = ( defined( 'JETPACK_BLOCKS_OFFLINE_MODE' ) && true === constant( 'JETPACK_BLOCKS_OFFLINE_MODE' ) )
		|| ( defined( 'JETPACK_DEV_DEBUG' ) && true === constant( 'JETPACK_DEV_DEBUG' ) );
	$local_const = defined( 'WP_LOCAL_DEV' ) && true === constant( 'WP_LOCAL_DEV' );

	/**
	 * Whether the site is in offline mode (cannot register or connect users).
	 *
	 * @param bool $offline False unless a constant says otherwise.
	 */
	$filter = true === apply_filters( 'jetpack_blocks_offline_mode', false );

	return array(
		'isActive'        => $constant || $local_const || $filter,
		'constant'        => $constant,
		'url'             => false,
		'filter'          => $filter,
		'wpLocalConstant' => $local_const,
	);
}

/**
 * Whether the site is in offline mode.
 */
function connection_is_offline(): bool {
	return connection_offline_mode()['isActive'];
}

/**
 * Registers the site, or repairs a registration whose blog token was lost (keeping its site id).
 * An existing healthy registration is kept as it is.
 *
 * @param int    $user_id     Who registers.
 * @param string $plugin_slug Plugin asking for the connection ('' = this plugin).
 * @return array{blog_token: string, registered_at: int, registered_by: int, owner: int, plugins: string[]}
 */
function connection_register_site( int $user_id, string $plugin_slug = '' ): array {
	$registration = connection_registration();
	if ( null === $registration ) {
		// A fresh registration: new site id, no owner yet, no user connection left over.
		connection_remove_user_connections();
		update_option( CONNECTION_SITE_ID_OPTION, connection_new_remote_id(), true );
		$registration = array(
			'blog_token'    => connection_new_blog_token(),
			'registered_at' => time(),
			'registered_by' => $user_id,
			'owner'         => 0,
			'plugins'       => array(),
		);
	} elseif ( ! connection_is_valid_blog_token( $registration['blog_token'] ) ) {
		$registration['blog_token']    = connection_new_blog_token();
		$registration['registered_at'] = time();
		$registration['registered_by'] = $user_id;
	}
	$plugin_slug = sanitize_key( $plugin_slug );
	if ( '' !== $plugin_slug && ! in_array( $plugin_slug, $registration['plugins'], true ) ) {
		$registration['plugins'][] = $plugin_slug;
	}
	connection_save_registration( $registration );
	return $registration;
}

/**
 * Disconnects the site: removes the registration and every user connection.
 */
function connection_remove_registration(): void {
	connection_remove_user_connections();
	delete_option( CONNECTION_OPTION );
	delete_option( CONNECTION_SITE_ID_OPTION );
}

/**
 * The meta key of the per-site user option (as stored in the users' meta table).
 */
function connection_user_meta_key(): string {
	global $wpdb;
	return $wpdb->get_blog_prefix() . CONNECTION_USER_OPTION;
}

/**
 * Ids of the users with a stored connection on this site (valid or not).
 *
 * @return int[]
 */
function connection_stored_user_ids(): array {
	$ids = get_users(
		array(
			'blog_id'  => 0, // Any user: the meta key is per site already.
			'meta_key' => connection_user_meta_key(), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'fields'   => 'ID',
			'orderby'  => 'ID',
		)
	);
	return array_map( 'intval', $ids );
}

/**
 * Removes every user connection of this site.
 */
function connection_remove_user_connections(): void {
	foreach ( connection_stored_user_ids() as $user_id ) {
		delete_user_option( $user_id, CONNECTION_USER_OPTION );
	}
}

/**
 * A user's stored connection, complete and typed; null when there is none.
 *
 * @param int $user_id WordPress user id.
 * @return array{token: string, wpcom_user_id: int, connected_at: int}|null
 */
function connection_user_record( int $user_id ): ?array {
	if ( $user_id <= 0 ) {
		return null;
	}
	$stored = get_user_option( CONNECTION_USER_OPTION, $user_id );
	if ( ! is_array( $stored ) ) {
		return null;
	}
	return array(
		'token'         => is_string( $stored['token'] ?? null ) ? $stored['token'] : '',
		'wpcom_user_id' => is_int( $stored['wpcom_user_id'] ?? null ) ? $stored['wpcom_user_id'] : 0,
		'connected_at'  => is_int( $stored['connected_at'] ?? null ) ? $stored['connected_at'] : 0,
	);
}

/**
 * Whether a user is connected: the site is registered and the user's connection has a well-formed
 * token of that user and an account id.
 *
 * @param int $user_id WordPress user id.
 */
function connection_is_user_connected( int $user_id ): bool {
	if ( ! connection_is_registered() ) {
		return false;
	}
	$record = connection_user_record( $user_id );
	return null !== $record
		&& $record['wpcom_user_id'] > 0
		&& connection_is_valid_user_token( $record['token'], $user_id );
}

/**
 * Ids of the connected users.
 *
 * @return int[]
 */
function connection_connected_user_ids(): array {
	if ( ! connection_is_registered() ) {
		return array();
	}
	return array_values( array_filter( connection_stored_user_ids(), __NAMESPACE__ . '\connection_is_user_connected' ) );
}

/**
 * The connection owner's id, or 0 when the site has no connected owner (not registered, nobody
 * approved yet, or the owner was unlinked or deleted).
 */
function connection_owner_id(): int {
	$registration = connection_registration();
	if ( null === $registration || $registration['owner'] <= 0 ) {
		return 0;
	}
	$owner = $registration['owner'];
	return get_userdata( $owner ) instanceof \WP_User && connection_is_user_connected( $owner ) ? $owner : 0;
}

/**
 * Whether the site has a connected owner.
 */
function connection_has_connected_owner(): bool {
	return connection_owner_id() > 0;
}

/**
 * A user's local account id: the stored one, or a new one stored for good.
 *
 * @param int $user_id WordPress user id.
 */
function connection_wpcom_user_id( int $user_id ): int {
	$stored = get_user_meta( $user_id, CONNECTION_WPCOM_ID_META, true );
	if ( is_numeric( $stored ) && (int) $stored > 0 ) {
		return (int) $stored;
	}
	$id = connection_new_remote_id();
	update_user_meta( $user_id, CONNECTION_WPCOM_ID_META, $id );
	return $id;
}

/**
 * Connects a user (what approving on the authorization screen does). The first administrator who
 * connects while the site has no connected owner becomes the owner.
 *
 * @param int $user_id WordPress user id.
 * @return true|\WP_Error 400 when the site is not registered or offline, or the user does not exist.
 */
function connection_connect_user( int $user_id ) {
	if ( connection_is_offline() ) {
		return Rest\bad_request( 'offline_mode', __( 'The site is in offline mode, so users cannot connect.', 'jetpack-blocks' ) );
	}
	$registration = connection_registration();
	if ( null === $registration ) {
		return Rest\bad_request( 'site_not_registered', __( 'The site is not registered yet. Set up the connection on the Jetpack Blocks dashboard first.', 'jetpack-blocks' ) );
	}
	$user = get_userdata( $user_id );
	if ( ! $user instanceof \WP_User ) {
		return Rest\bad_request( 'invalid_user', __( 'That user does not exist.', 'jetpack-blocks' ) );
	}
	update_user_option(
		$user_id,
		CONNECTION_USER_OPTION,
		array(
			'token'         => connection_new_user_token( $user_id ),
			'wpcom_user_id' => connection_wpcom_user_id( $user_id ),
			'connected_at'  => time(),
		)
	);
	if ( ! connection_has_connected_owner() && user_can( $user, 'manage_options' ) ) {
		$registration['owner'] = $user_id;
		connection_save_registration( $registration );
	}
	return true;
}

/**
 * Unlinks a user. The owner cannot unlink while other users are connected.
 *
 * @param int $user_id WordPress user id.
 * @return true|\WP_Error
 */
function connection_unlink_user( int $user_id ) {
	if ( null === connection_user_record( $user_id ) ) {
		return Rest\bad_request( 'user_not_connected', __( 'Your account is not connected, so there is nothing to unlink.', 'jetpack-blocks' ) );
	}
	$is_owner = connection_owner_id() === $user_id;
	if ( $is_owner && count( array_diff( connection_connected_user_ids(), array( $user_id ) ) ) > 0 ) {
		return Rest\bad_request(
			'owner_cannot_unlink',
			__( 'You are the connection owner and other users are still connected. Ask them to unlink first, or disconnect the site.', 'jetpack-blocks' )
		);
	}
	delete_user_option( $user_id, CONNECTION_USER_OPTION );
	$registration = connection_registration();
	if ( null !== $registration && $registration['owner'] === $user_id ) {
		$registration['owner'] = 0;
		connection_save_registration( $registration );
	}
	return true;
}

/**
 * GET connection: the site's connection status (type ConnectionStatus).
 *
 * @return array{isActive: bool, isStaging: bool, isRegistered: bool, isUserConnected: bool, hasConnectedOwner: bool, offlineMode: array, isPublic: bool}
 */
function connection_status(): array {
	$registered  = connection_is_registered();
	$owner_is_in = connection_has_connected_owner();
	return array(
		'isActive'          => connection_registration_is_healthy() && $owner_is_in,
		'isStaging'         => 'staging' === wp_get_environment_type(),
		'isRegistered'      => $registered,
		'isUserConnected'   => connection_is_user_connected( get_current_user_id() ),
		'hasConnectedOwner' => $owner_is_in,
		'offlineMode'       => connection_offline_mode(),
		'isPublic'          => '1' === (string) get_option( 'blog_public' ),
	);
}

/**
 * What a user may do on the dashboard, by name.
 *
 * @param \WP_User $user User.
 * @return array<string, bool>
 */
function connection_permissions( \WP_User $user ): array {
	$can = static fn ( string $capability ): bool => user_can( $user, $capability );
	return array(
		'admin_page'     => $can( 'manage_options' ),
		'connect'        => $can( 'manage_options' ),
		'connect_user'   => $can( 'edit_posts' ),
		'disconnect'     => $can( 'manage_options' ),
		'edit_posts'     => $can( 'edit_posts' ),
		'manage_modules' => $can( 'manage_options' ),
		'manage_options' => $can( 'manage_options' ),
		'manage_plugins' => $can( 'activate_plugins' ),
		'publish_posts'  => $can( 'publish_posts' ),
		'unlink_user'    => $can( 'edit_posts' ),
		'view_stats'     => $can( 'manage_options' ),
	);
}

/**
 * GET connection/data: the current user's connection (type UserConnectionData).
 * `connectionOwner` is the owner's login for users who can manage the connection (manage_options),
 * null for everyone else and when there is no owner.
 *
 * @param int|null $user_id User (default: the current user).
 * @return array{currentUser: array, connectionOwner: string|null}
 */
function connection_user_data( ?int $user_id = null ): array {
	$user_id   = $user_id ?? get_current_user_id();
	$user      = get_userdata( $user_id );
	$connected = $user instanceof \WP_User && connection_is_user_connected( $user_id );
	$owner_id  = connection_owner_id();
	$owner     = $owner_id > 0 ? get_userdata( $owner_id ) : false;

	$wpcom_user = null;
	if ( $connected ) {
		$record     = connection_user_record( $user_id );
		$wpcom_user = array(
			'ID'           => null !== $record ? $record['wpcom_user_id'] : 0,
			'login'        => $user->user_login,
			'email'        => $user->user_email,
			'display_name' => $user->display_name,
		);
	}

	return array(
		'currentUser'     => array(
			'isConnected' => $connected,
			'isMaster'    => $connected && $owner_id === $user_id,
			'username'    => $user instanceof \WP_User ? $user->user_login : '',
			'id'          => $user instanceof \WP_User ? $user->ID : 0,
			'blogId'      => connection_is_registered() ? connection_site_id() : null,
			'wpcomUser'   => $wpcom_user,
			'permissions' => $user instanceof \WP_User ? connection_permissions( $user ) : (object) array(),
		),
		// A login is half of what signing in takes: only those who manage the connection are told
		// whose it is. Others learn that there is an owner from connectionStatus.hasConnectedOwner.
		'connectionOwner' => $owner instanceof \WP_User && user_can( $user_id, 'manage_options' ) ? $owner->user_login : null,
	);
}

/**
 * GET connection/plugins: installed plugins that use the connection — this plugin, and those that
 * registered the site with their slug (only while installed). Each is { slug, name }.
 *
 * @return array<int, array{slug: string, name: string}>
 */
function connection_plugins(): array {
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	$own     = plugin_info();
	$plugins = array( $own['slug'] => $own['name'] );

	// Installed plugins by slug: the folder name, or the file name of a single-file plugin.
	$installed = array();
	foreach ( get_plugins() as $file => $header ) {
		$slug               = false !== strpos( $file, '/' ) ? dirname( $file ) : basename( $file, '.php' );
		$installed[ $slug ] = is_string( $header['Name'] ?? null ) && '' !== $header['Name'] ? $header['Name'] : $slug;
	}
	$registration = connection_registration();
	foreach ( null !== $registration ? $registration['plugins'] : array() as $slug ) {
		if ( isset( $installed[ $slug ] ) && ! isset( $plugins[ $slug ] ) ) {
			$plugins[ $slug ] = $installed[ $slug ];
		}
	}

	$list = array();
	foreach ( $plugins as $slug => $name ) {
		$list[] = array(
			'slug' => (string) $slug,
			'name' => wp_strip_all_tags( (string) $name ),
		);
	}
	return $list;
}

/**
 * Connection errors, as the connection store keeps them: keyed by error code, then by user id
 * (0 for the site), each user map an object so that it stays one in JSON. Only damaged tokens
 * are reported here.
 *
 * @return array<string, object>
 */
function connection_errors(): array {
	$registration = connection_registration();
	if ( null === $registration ) {
		return array();
	}
	$errors = array();
	$add    = static function ( string $code, string $message, int $user_id ) use ( &$errors ): void {
		$errors[ $code ][ (string) $user_id ] = array(
			'error_code'    => $code,
			'error_message' => $message,
			'error_type'    => 0 === $user_id ? 'blog' : 'user',
			'user_id'       => (string) $user_id,
			'timestamp'     => time(),
		);
	};
	if ( ! connection_is_valid_blog_token( $registration['blog_token'] ) ) {
		$add( 'invalid_blog_token', __( 'The site registration is damaged: its blog token is missing or malformed. Reconnect the site.', 'jetpack-blocks' ), 0 );
	}
	foreach ( connection_stored_user_ids() as $user_id ) {
		if ( ! connection_is_user_connected( $user_id ) ) {
			$add( 'invalid_user_token', __( 'This user connection is damaged: its token is missing or malformed. Connect the account again.', 'jetpack-blocks' ), $user_id );
		}
	}
	return array_map( static fn ( array $by_user ): object => (object) $by_user, $errors );
}

/**
 * GET connection/test: a local check of the connection — registered, blog token present and
 * well formed, a connected owner, and the current user's token if the user has one.
 *
 * @return array{code: string, message: string}
 */
function connection_test(): array {
	if ( connection_is_offline() ) {
		return array(
			'code'    => 'offline_mode',
			'message' => __( 'The site is in offline mode: it cannot be connected.', 'jetpack-blocks' ),
		);
	}
	$registration = connection_registration();
	if ( null === $registration ) {
		return array(
			'code'    => 'not_registered',
			'message' => __( 'The site is not connected. Set up the connection on the Jetpack Blocks dashboard.', 'jetpack-blocks' ),
		);
	}
	if ( '' === $registration['blog_token'] ) {
		return array(
			'code'    => 'missing_blog_token',
			'message' => __( 'The site is registered but its blog token is missing. Reconnect the site.', 'jetpack-blocks' ),
		);
	}
	if ( ! connection_is_valid_blog_token( $registration['blog_token'] ) ) {
		return array(
			'code'    => 'invalid_blog_token',
			'message' => __( 'The site is registered but its blog token is malformed. Reconnect the site.', 'jetpack-blocks' ),
		);
	}
	$user_id = get_current_user_id();
	if ( null !== connection_user_record( $user_id ) && ! connection_is_user_connected( $user_id ) ) {
		return array(
			'code'    => 'invalid_user_token',
			'message' => __( 'Your account connection is damaged: its token is missing or malformed. Connect your account again.', 'jetpack-blocks' ),
		);
	}
	if ( ! connection_has_connected_owner() ) {
		return array(
			'code'    => 'no_connected_owner',
			'message' => __( 'The site is registered, but no administrator has approved the connection yet.', 'jetpack-blocks' ),
		);
	}
	$owner = get_userdata( connection_owner_id() );
	return array(
		'code'    => 'success',
		'message' => sprintf(
			/* translators: 1: site id, 2: number of connected users, 3: login of the connection owner. */
			_n(
				'The connection is working: the site is registered (id %1$d) with its blog token, and %2$d user is connected; the owner is %3$s.',
				'The connection is working: the site is registered (id %1$d) with its blog token, and %2$d users are connected; the owner is %3$s.',
				count( connection_connected_user_ids() ),
				'jetpack-blocks'
			),
			(int) connection_site_id(),
			count( connection_connected_user_ids() ),
			// The route is for administrators; the login stays out of the sentence for anyone else.
			$owner instanceof \WP_User && current_user_can( 'manage_options' ) ? $owner->user_login : __( 'an administrator', 'jetpack-blocks' )
		),
	);
}

/**
 * The dashboard page, optionally with a hash route (e.g. '/connection').
 *
 * @param string $route Hash route without '#'; '' for none.
 */
function connection_dashboard_url( string $route = '/connection' ): string {
	$url = admin_url( 'admin.php?page=' . DASHBOARD_PAGE );
	return '' === $route ? $url : $url . '#' . $route;
}

/**
 * A redirect target as accepted: an absolute http(s) URL on this site (same scheme, host and port
 * as the home, site or admin URL); anything else gives the dashboard's #/connection.
 *
 * @param mixed $uri Candidate.
 */
function connection_safe_redirect_uri( $uri ): string {
	$fallback = connection_dashboard_url();
	if ( ! is_string( $uri ) || '' === trim( $uri ) ) {
		return $fallback;
	}
	$uri   = wp_sanitize_redirect( trim( $uri ) );
	$parts = wp_parse_url( $uri );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
		return $fallback;
	}
	$origin = static function ( array $url_parts ): string {
		$scheme = strtolower( (string) ( $url_parts['scheme'] ?? '' ) );
		$port   = isset( $url_parts['port'] ) ? (int) $url_parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( (string) ( $url_parts['host'] ?? '' ) ) . ':' . $port;
	};
	foreach ( array( home_url(), site_url(), admin_url() ) as $own ) {
		$own_parts = wp_parse_url( $own );
		if ( is_array( $own_parts ) && $origin( $own_parts ) === $origin( $parts ) ) {
			return $uri;
		}
	}
	return $fallback;
}

/**
 * The local authorization screen's URL for a redirect target.
 *
 * @param string $redirect_uri Where to go after approving (validated here).
 * @param string $from         Where the flow started ('' for none).
 */
function connection_authorize_url( string $redirect_uri, string $from = '' ): string {
	$args = array(
		'page'         => AUTHORIZE_PAGE,
		'redirect_uri' => rawurlencode( connection_safe_redirect_uri( $redirect_uri ) ),
	);
	if ( '' !== $from ) {
		$args['from'] = rawurlencode( $from );
	}
	return add_query_arg( $args, admin_url( 'admin.php' ) );
}

/**
 * A `from` value as accepted: short, letters, digits and - _ . / only.
 *
 * @param mixed $from Candidate.
 */
function connection_sanitize_from( $from ): string {
	if ( ! is_string( $from ) ) {
		return '';
	}
	return substr( (string) preg_replace( '/[^A-Za-z0-9_.\/-]/', '', $from ), 0, 100 );
}

/**
 * A deleted user takes their connection along. When it was the owner, ownership passes to another
 * connected administrator (the lowest user id), or the site is left without an owner.
 *
 * @param int $user_id Deleted user.
 */
function connection_forget_deleted_user( $user_id ): void {
	$registration = connection_registration();
	if ( null === $registration || (int) $user_id !== $registration['owner'] ) {
		return;
	}
	$registration['owner'] = 0;
	foreach ( connection_connected_user_ids() as $candidate ) {
		if ( $candidate !== (int) $user_id && user_can( $candidate, 'manage_options' ) ) {
			$registration['owner'] = $candidate;
			break;
		}
	}
	connection_save_registration( $registration );
}
add_action( 'deleted_user', __NAMESPACE__ . '\connection_forget_deleted_user' );

/*
 * Starting fresh after an identity crisis (routes/identity-crisis.php) clears the registration, so
 * the site can register anew.
 */
add_action( 'jetpack_blocks_idc_start_fresh', __NAMESPACE__ . '\connection_remove_registration' );
