<?php
/**
 * Dashboard routes of the site's plugins (spec 000 §7 "Plugins and site"), namespace jetpack/v4.
 * Backed by WordPress itself: the installed plugins, activation, installation from WordPress.org when
 * the site can reach it, and the update information core has stored.
 *
 * All three need manage_options and activate_plugins (401 logged out, 403 otherwise). On multisite,
 * core maps activate_plugins to manage_network_plugins unless the network lets site administrators
 * manage plugins (Network Settings → "Enable administration menus: Plugins").
 *
 * Per plugin, the same rules as core's REST plugins controller (WP_REST_Plugins_Controller):
 * - on multisite, a network-only plugin (header `Network: true`) that is not active is neither
 *   listed nor activated for users without manage_network_plugins (403 rest_cannot_view_plugin);
 * - activating a network-active plugin needs manage_network_plugins (403
 *   rest_cannot_manage_network_plugins); with it, the answer is "already active";
 * - activating needs the `activate_plugin` capability for that plugin (403
 *   rest_cannot_activate_plugin), which sites can refuse per plugin through map_meta_cap;
 * - on multisite, a network-only plugin is never activated for one site: 400
 *   rest_network_only_plugin (network administrators activate it in Network Admin → Plugins).
 *
 * GET /jetpack/v4/plugins
 *   → the installed plugins the user may see (above), { "<plugin file>": { "file", "slug", "name", "version", "description", "author",
 *        "plugin_uri", "active": bool, "network_active": bool }, … }   (an object; `{}` when none)
 *   `slug` is the plugin's folder, or the file name without .php for a single-file plugin.
 *
 * POST /jetpack/v4/plugins   JSON { slug: string (required; sanitize_key), status: "active" (required),
 *                                   source?: string (where the request comes from; accepted, not stored) }
 *   An installed plugin whose slug matches is activated, after the per-plugin checks above:
 *     → { "code": "success", "message": "…", "plugin": <plugin as above> }
 *     (already active: the same, with a message saying so)
 *     activate_plugin()'s WP_Error → 400 with its code and message, and `data.plugin` (the plugin as
 *     above: a plugin that printed output while activating stays active).
 *   A plugin that is not installed is installed from WordPress.org, then activated — only for users
 *   who can install_plugins (403 rest_cannot_install_plugin otherwise) and only when the site may
 *   reach api.wordpress.org. Otherwise:
 *     400 plugin_install_unavailable "… cannot be installed without a connection to WordPress.org …"
 *     400 plugin_not_found (WordPress.org knows no such plugin), 400 plugin_install_failed.
 *   400 rest_missing_callback_param / rest_invalid_param for a missing or invalid slug or status.
 *
 * GET /jetpack/v4/updates/plugins
 *   → { "count": int, "last_checked": int|null (unix seconds), "plugins": { "<plugin file>":
 *        { "file", "slug", "name", "version", "new_version", "url", "requires_php", "tested" } } }
 *   from the `update_plugins` site transient, installed plugins only; count 0 and `{}` when core has
 *   found no update (or never checked, e.g. offline).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Plugins_Routes;

use Jetpack_Blocks\Rest;
use Jetpack_Blocks\Dashboard_Data as Data;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/dashboard-data.php';

/** WordPress.org's plugin API, asked before installing. */
const PLUGIN_API_URL = 'https://api.wordpress.org/plugins/info/1.2/';

/**
 * Registers the routes.
 */
function register_routes(): void {
	register_rest_route(
		'jetpack/v4',
		'/plugins',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_plugins_list',
				'permission_callback' => __NAMESPACE__ . '\can_manage_plugins',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\activate_or_install',
				'permission_callback' => __NAMESPACE__ . '\can_manage_plugins',
				'args'                => array(
					'slug'   => array(
						'description'       => __( 'The plugin\'s slug (its folder name on WordPress.org).', 'jetpack-blocks' ),
						'type'              => 'string',
						'required'          => true,
						'minLength'         => 1,
						'maxLength'         => 200,
						'validate_callback' => __NAMESPACE__ . '\validate_slug',
						'sanitize_callback' => static fn ( $value ) => sanitize_key( (string) $value ),
					),
					'status' => array(
						'description' => __( 'The status wanted: active.', 'jetpack-blocks' ),
						'type'        => 'string',
						'required'    => true,
						'enum'        => array( 'active' ),
					),
					'source' => array(
						'description' => __( 'Where in the dashboard the request comes from; accepted for compatibility, not stored.', 'jetpack-blocks' ),
						'type'        => 'string',
						'maxLength'   => 100,
						'pattern'     => '^[A-Za-z0-9_-]*$',
					),
				),
			),
		)
	);

	register_rest_route(
		'jetpack/v4',
		'/updates/plugins',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_plugin_updates',
			'permission_callback' => __NAMESPACE__ . '\can_manage_plugins',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * Permission callback: manage_options and activate_plugins.
 *
 * @return true|\WP_Error
 */
function can_manage_plugins() {
	$allowed = Rest\can_manage_options();
	return true === $allowed ? Rest\can_activate_plugins() : $allowed;
}

/**
 * Validates the slug: the schema, then something left after sanitize_key().
 *
 * @param mixed            $value   Sent value.
 * @param \WP_REST_Request $request Request.
 * @param string           $param   Parameter name.
 * @return true|\WP_Error
 */
function validate_slug( $value, \WP_REST_Request $request, string $param ) {
	$valid = rest_validate_request_arg( $value, $request, $param );
	if ( true !== $valid ) {
		return $valid;
	}
	if ( '' === sanitize_key( (string) $value ) ) {
		return new \WP_Error( 'rest_invalid_param', __( 'slug must contain letters, digits, "-" or "_".', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	return true;
}

/** Loads wp-admin's plugin functions, which REST requests do not load. */
function load_plugin_functions(): void {
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
}

/**
 * A plugin's slug: its folder, or the file name without .php for a single-file plugin.
 *
 * @param string $file Plugin file relative to the plugins folder.
 */
function plugin_slug( string $file ): string {
	$folder = dirname( $file );
	return sanitize_key( '.' === $folder ? basename( $file, '.php' ) : $folder );
}

/**
 * One plugin as the routes answer it.
 *
 * @param string $file   Plugin file.
 * @param array  $header Its header, from get_plugins().
 */
function plugin_shape( string $file, array $header ): array {
	$text = static fn ( string $key ): string => isset( $header[ $key ] ) && is_string( $header[ $key ] ) ? $header[ $key ] : '';
	return array(
		'file'           => $file,
		'slug'           => plugin_slug( $file ),
		'name'           => $text( 'Name' ),
		'version'        => $text( 'Version' ),
		'description'    => $text( 'Description' ),
		'author'         => $text( 'Author' ),
		'plugin_uri'     => $text( 'PluginURI' ),
		'active'         => is_plugin_active( $file ),
		'network_active' => is_multisite() && is_plugin_active_for_network( $file ),
	);
}

/**
 * GET plugins: the installed plugins keyed by file.
 */
function get_plugins_list(): \WP_REST_Response {
	load_plugin_functions();
	$plugins = array();
	foreach ( get_plugins() as $file => $header ) {
		if ( true !== can_see_plugin( (string) $file ) ) {
			continue;
		}
		$plugins[ $file ] = plugin_shape( (string) $file, is_array( $header ) ? $header : array() );
	}
	return new \WP_REST_Response( Data\as_object( $plugins ), 200 );
}

/**
 * Whether the user may see (and so manage) an installed plugin here: on multisite, a network-only
 * plugin that is not active is for network administrators only.
 *
 * @param string $file Plugin file.
 * @return true|\WP_Error
 */
function can_see_plugin( string $file ) {
	if ( ! is_multisite() || ! is_network_only_plugin( $file ) || is_plugin_active( $file ) || current_user_can( 'manage_network_plugins' ) ) {
		return true;
	}
	return new \WP_Error(
		'rest_cannot_view_plugin',
		__( 'Sorry, you are not allowed to manage this plugin.', 'jetpack-blocks' ),
		array( 'status' => rest_authorization_required_code() )
	);
}

/**
 * Whether the user may activate this plugin on this site, by core's rules for a status change to
 * "active": network-active plugins are the network administrators', and the per-plugin
 * `activate_plugin` capability.
 *
 * @param string $file Plugin file.
 * @return true|\WP_Error
 */
function can_activate_plugin( string $file ) {
	$visible = can_see_plugin( $file );
	if ( true !== $visible ) {
		return $visible;
	}
	if ( is_multisite() && is_plugin_active_for_network( $file ) && ! current_user_can( 'manage_network_plugins' ) ) {
		return new \WP_Error(
			'rest_cannot_manage_network_plugins',
			__( 'Sorry, you are not allowed to manage network plugins.', 'jetpack-blocks' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}
	if ( ! current_user_can( 'activate_plugin', $file ) ) {
		return new \WP_Error(
			'rest_cannot_activate_plugin',
			__( 'Sorry, you are not allowed to activate this plugin.', 'jetpack-blocks' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}
	return true;
}

/**
 * The installed plugin whose slug is $slug, as [ file, header ], or null.
 *
 * @param string $slug Sanitized slug.
 * @return array{0: string, 1: array}|null
 */
function find_installed_plugin( string $slug ): ?array {
	load_plugin_functions();
	$plugins = get_plugins();
	// Prefer the conventional <slug>/<slug>.php, then any plugin in that folder or file.
	foreach ( array( $slug . '/' . $slug . '.php', $slug . '.php' ) as $file ) {
		if ( isset( $plugins[ $file ] ) ) {
			return array( $file, (array) $plugins[ $file ] );
		}
	}
	foreach ( $plugins as $file => $header ) {
		if ( plugin_slug( (string) $file ) === $slug ) {
			return array( (string) $file, (array) $header );
		}
	}
	return null;
}

/**
 * POST plugins: activates the plugin, installing it first when it is missing and that is possible.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function activate_or_install( \WP_REST_Request $request ) {
	$slug      = (string) $request->get_param( 'slug' );
	$installed = find_installed_plugin( $slug );
	if ( null === $installed ) {
		$installed = install_plugin( $slug );
		if ( is_wp_error( $installed ) ) {
			return $installed;
		}
	}
	list( $file, $header ) = $installed;

	$allowed = can_activate_plugin( $file );
	if ( true !== $allowed ) {
		return $allowed;
	}

	if ( is_plugin_active( $file ) ) {
		return Rest\success(
			/* translators: %s: plugin name. */
			sprintf( __( '%s is already active.', 'jetpack-blocks' ), $header['Name'] ?? $slug ),
			array( 'plugin' => plugin_shape( $file, $header ) )
		);
	}

	// activate_plugin() would network-activate such a plugin: never from a site's dashboard.
	if ( is_multisite() && is_network_only_plugin( $file ) ) {
		return new \WP_Error(
			'rest_network_only_plugin',
			/* translators: %s: plugin name. */
			sprintf( __( '%s can only be activated for the whole network, by a network administrator (Network Admin → Plugins).', 'jetpack-blocks' ), $header['Name'] ?? $slug ),
			array(
				'status' => 400,
				'plugin' => plugin_shape( $file, $header ),
			)
		);
	}

	$result = activate_plugin( $file );
	if ( is_wp_error( $result ) ) {
		$data = $result->get_error_data();
		// Some failures leave the plugin active (unexpected output), so the answer says where it stands.
		return new \WP_Error(
			$result->get_error_code(),
			$result->get_error_message(),
			array(
				'status' => is_array( $data ) && isset( $data['status'] ) && is_int( $data['status'] ) ? $data['status'] : 400,
				'plugin' => plugin_shape( $file, $header ),
			)
		);
	}

	return Rest\success(
		/* translators: %s: plugin name. */
		sprintf( __( '%s was activated.', 'jetpack-blocks' ), $header['Name'] ?? $slug ),
		array( 'plugin' => plugin_shape( $file, $header ) )
	);
}

/**
 * Installs a plugin from WordPress.org, when the user may and the site can reach it.
 *
 * @param string $slug Sanitized slug.
 * @return array{0: string, 1: array}|\WP_Error The installed plugin, as find_installed_plugin().
 */
function install_plugin( string $slug ) {
	if ( ! current_user_can( 'install_plugins' ) ) {
		return new \WP_Error(
			'rest_cannot_install_plugin',
			/* translators: %s: plugin slug. */
			sprintf( __( 'The plugin "%s" is not installed, and you are not allowed to install plugins on this site.', 'jetpack-blocks' ), $slug ),
			array( 'status' => 403 )
		);
	}

	$unavailable = new \WP_Error(
		'plugin_install_unavailable',
		/* translators: %s: plugin slug. */
		sprintf( __( 'The plugin "%s" is not installed on this site, and it cannot be installed without a connection to WordPress.org. Upload it from Plugins → Add New, or install it when the site is online.', 'jetpack-blocks' ), $slug ),
		array( 'status' => 400 )
	);

	$http = _wp_http_get_object();
	if ( $http->block_request( PLUGIN_API_URL ) ) {
		return $unavailable;
	}

	require_once ABSPATH . 'wp-admin/includes/plugin-install.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/misc.php';
	require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

	$api = plugins_api(
		'plugin_information',
		array(
			'slug'   => $slug,
			'fields' => array( 'sections' => false ),
		)
	);
	if ( is_wp_error( $api ) ) {
		// A transport failure carries the HTTP error as data; an answer from the API does not.
		if ( null !== $api->get_error_data() ) {
			return $unavailable;
		}
		return new \WP_Error( 'plugin_not_found', $api->get_error_message(), array( 'status' => 400 ) );
	}
	if ( ! is_object( $api ) || empty( $api->download_link ) || ! is_string( $api->download_link ) ) {
		return new \WP_Error(
			'plugin_not_found',
			/* translators: %s: plugin slug. */
			sprintf( __( 'WordPress.org has no download for the plugin "%s".', 'jetpack-blocks' ), $slug ),
			array( 'status' => 400 )
		);
	}

	$skin     = new \WP_Ajax_Upgrader_Skin();
	$upgrader = new \Plugin_Upgrader( $skin );
	$result   = $upgrader->install( $api->download_link );
	$failure  = null;
	if ( is_wp_error( $result ) ) {
		$failure = $result->get_error_message();
	} elseif ( $skin->get_errors()->has_errors() ) {
		$failure = $skin->get_error_messages();
	} elseif ( true !== $result ) {
		$failure = __( 'The plugin files could not be written (check the file permissions of wp-content/plugins).', 'jetpack-blocks' );
	}
	if ( null !== $failure ) {
		return new \WP_Error(
			'plugin_install_failed',
			/* translators: 1: plugin slug, 2: the reason. */
			sprintf( __( 'The plugin "%1$s" could not be installed: %2$s', 'jetpack-blocks' ), $slug, wp_strip_all_tags( (string) $failure ) ),
			array( 'status' => 400 )
		);
	}

	wp_clean_plugins_cache();
	$file = $upgrader->plugin_info();
	if ( is_string( $file ) && '' !== $file ) {
		$plugins = get_plugins();
		if ( isset( $plugins[ $file ] ) ) {
			return array( $file, (array) $plugins[ $file ] );
		}
	}
	$installed = find_installed_plugin( $slug );
	if ( null === $installed ) {
		return new \WP_Error(
			'plugin_install_failed',
			/* translators: %s: plugin slug. */
			sprintf( __( 'The plugin "%s" was downloaded, but no plugin file was found in it.', 'jetpack-blocks' ), $slug ),
			array( 'status' => 400 )
		);
	}
	return $installed;
}

/**
 * GET updates/plugins: what core's last update check found, for installed plugins.
 */
function get_plugin_updates(): \WP_REST_Response {
	load_plugin_functions();
	$installed = get_plugins();
	$transient = get_site_transient( 'update_plugins' );
	$found     = is_object( $transient ) && isset( $transient->response ) && is_array( $transient->response ) ? $transient->response : array();
	$checked   = is_object( $transient ) && isset( $transient->last_checked ) && is_numeric( $transient->last_checked ) ? (int) $transient->last_checked : null;

	$updates = array();
	foreach ( $found as $file => $update ) {
		$file = (string) $file;
		if ( ! isset( $installed[ $file ] ) || ! is_object( $update ) ) {
			continue;
		}
		$field            = static fn ( string $key ): string => isset( $update->$key ) && is_scalar( $update->$key ) ? (string) $update->$key : '';
		$updates[ $file ] = array(
			'file'         => $file,
			'slug'         => '' !== $field( 'slug' ) ? $field( 'slug' ) : plugin_slug( $file ),
			'name'         => (string) ( $installed[ $file ]['Name'] ?? '' ),
			'version'      => (string) ( $installed[ $file ]['Version'] ?? '' ),
			'new_version'  => $field( 'new_version' ),
			'url'          => $field( 'url' ),
			'requires_php' => $field( 'requires_php' ),
			'tested'       => $field( 'tested' ),
		);
	}

	return new \WP_REST_Response(
		array(
			'count'        => count( $updates ),
			'last_checked' => $checked,
			'plugins'      => Data\as_object( $updates ),
		),
		200
	);
}
