<?php
/**
 * Dashboard routes of the site's data (spec 000 §7 "Plugins and site"), namespace jetpack/v4.
 * Everything WordPress knows locally (name, address, settings, active modules) is real; plans,
 * purchases, products, backups (rewind), scan results and offers exist only at the hosting provider,
 * so those routes answer an honest empty shape of the type a real answer has, marked
 * `"source": "local"` where the shape is an object of fixed fields. All GET, all manage_options
 * (401 logged out, 403 otherwise); none takes a parameter (a cache-buster query is ignored).
 *
 * GET site              → { "code": "success", "message": "", "source": "local", "data": {
 *                            "ID": int (registration's site id, else the local blog id),
 *                            "name", "URL", "description", "lang", "is_local": true,
 *                            "is_registered": bool, "is_public": bool, "is_multisite": bool,
 *                            "plan": the plan stored on this site (routes/site-plan.php), by default
 *                                    { "product_slug": "jetpack_free", "product_name": "…",
 *                                      "product_name_short": "Free", "is_free": true,
 *                                      "expired": false, "billing_period": "", "user_is_owner": false,
 *                                      "features": { "active": [], "available": {} } },
 *                            "options": { "admin_url", "login_url", "home_url", "site_url",
 *                                         "timezone", "gmt_offset", "date_format", "time_format",
 *                                         "start_of_week", "locale", "software_version",
 *                                         "plugin_version", "blog_public" (1|0),
 *                                         "active_modules": string[] } } }
 * GET site/features     → { "active": string[] (the active modules), "available": {}, "source": "local" }
 * GET site/products     → { "code": "success", "message": "…", "data": {}, "source": "local" }   (products by slug)
 * GET site/purchases    → { "code": "success", "message": "…", "data": [], "source": "local" }   (purchases)
 * GET site/benefits     → { "code": "success", "message": "…", "data": {}, "source": "local" }   (benefit counts)
 * GET site/discount     → { "code": "success", "message": "…", "data": null, "source": "local" } (no discount)
 * GET plans             → []                                        (plans on offer)
 * GET products          → {}                                        (products by slug)
 * GET rewind            → { "state": "unavailable", "reason": "no_connection", "last_updated": null,
 *                            "credentials": [], "source": "local" }
 * GET scan              → { "state": "unavailable", "reason": "no_connection", "threats": [],
 *                            "most_recent": null, "current": null, "has_cloud": false,
 *                            "credentials": [], "source": "local" }
 * GET migration/status  → { "status": "inactive", "source": "local" }
 * GET site/backup/undo-event → { "last_rewindable_event": null, "undo_backup_id": null, "source": "local" }
 * GET site/backup/preflight  → { "ok": false, "status": "unavailable", "tests": [], "source": "local" }
 * GET intro-offers      → { "code": "success", "message": "…", "data": [], "source": "local" }
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Site_Routes;

use Jetpack_Blocks\Dashboard_Data as Data;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/dashboard-data.php';
require_once __DIR__ . '/site-plan.php';

/**
 * Registers the routes: each path and the function answering it.
 */
function register_routes(): void {
	$routes = array(
		'/site'                   => 'site_data',
		'/site/features'          => 'site_features',
		'/site/products'          => 'site_products',
		'/site/purchases'         => 'site_purchases',
		'/site/benefits'          => 'site_benefits',
		'/site/discount'          => 'site_discount',
		'/plans'                  => 'plans',
		'/products'               => 'products',
		'/rewind'                 => 'rewind',
		'/scan'                   => 'scan',
		'/migration/status'       => 'migration_status',
		'/site/backup/undo-event' => 'backup_undo_event',
		'/site/backup/preflight'  => 'backup_preflight',
		'/intro-offers'           => 'intro_offers',
	);
	\Jetpack_Blocks\Rest\register_read_routes(
		array_map( static fn( string $callback ): string => __NAMESPACE__ . '\\' . $callback, $routes ),
		'Jetpack_Blocks\Rest\can_manage_options'
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * A JSON answer.
 *
 * @param mixed $body Body.
 */
function answer( $body ): \WP_REST_Response {
	return new \WP_REST_Response( $body, 200 );
}

/**
 * The envelope of the site/* answers whose data lives at the hosting provider.
 *
 * @param mixed  $data    The empty data of the right type.
 * @param string $message Why it is empty.
 */
function remote_envelope( $data, string $message ): \WP_REST_Response {
	return answer(
		array(
			'code'    => 'success',
			'message' => $message,
			'data'    => $data,
			'source'  => Data\SOURCE_LOCAL,
		)
	);
}

/**
 * GET site: the site's identity and settings, from its own options.
 */
function site_data(): \WP_REST_Response {
	$timezone = get_option( 'timezone_string' );
	$offset   = get_option( 'gmt_offset' );
	$start    = get_option( 'start_of_week' );
	$string   = static fn ( $value ): string => is_scalar( $value ) ? (string) $value : '';

	$data = array(
		'ID'            => Data\site_id(),
		'name'          => $string( get_bloginfo( 'name' ) ),
		'URL'           => home_url( '/' ),
		'description'   => $string( get_bloginfo( 'description' ) ),
		'lang'          => $string( get_bloginfo( 'language' ) ),
		'is_local'      => true,
		'is_registered' => null !== Data\registered_site_id(),
		'is_public'     => '0' !== $string( get_option( 'blog_public', '1' ) ),
		'is_multisite'  => is_multisite(),
		'plan'          => \Jetpack_Blocks\Site_Plan\current_plan(),
		'options'       => array(
			'admin_url'        => admin_url(),
			'login_url'        => wp_login_url(),
			'home_url'         => home_url(),
			'site_url'         => site_url(),
			'timezone'         => is_string( $timezone ) && '' !== $timezone ? $timezone : wp_timezone_string(),
			'gmt_offset'       => is_numeric( $offset ) ? (float) $offset : 0.0,
			'date_format'      => $string( get_option( 'date_format' ) ),
			'time_format'      => $string( get_option( 'time_format' ) ),
			'start_of_week'    => is_numeric( $start ) ? (int) $start : 0,
			'locale'           => get_locale(),
			'software_version' => $string( get_bloginfo( 'version' ) ),
			'plugin_version'   => \Jetpack_Blocks\plugin_info()['version'],
			'blog_public'      => (int) ( '0' !== $string( get_option( 'blog_public', '1' ) ) ),
			'active_modules'   => Data\active_modules(),
		),
	);

	return answer(
		array(
			'code'    => 'success',
			'message' => '',
			'data'    => $data,
			'source'  => Data\SOURCE_LOCAL,
		)
	);
}

/**
 * GET site/features: the features in use are the active modules; which plan offers which feature is
 * known only to the hosting provider.
 */
function site_features(): \WP_REST_Response {
	return answer(
		array(
			'active'    => Data\active_modules(),
			'available' => Data\empty_object(),
			'source'    => Data\SOURCE_LOCAL,
		)
	);
}

/** GET site/products. */
function site_products(): \WP_REST_Response {
	return remote_envelope( Data\empty_object(), Data\needs_connection_message( __( 'Products', 'jetpack-blocks' ) ) );
}

/** GET site/purchases. */
function site_purchases(): \WP_REST_Response {
	return remote_envelope( array(), Data\needs_connection_message( __( 'Purchases', 'jetpack-blocks' ) ) );
}

/** GET site/benefits. */
function site_benefits(): \WP_REST_Response {
	return remote_envelope( Data\empty_object(), Data\needs_connection_message( __( 'Benefits', 'jetpack-blocks' ) ) );
}

/** GET site/discount. */
function site_discount(): \WP_REST_Response {
	return remote_envelope( null, Data\needs_connection_message( __( 'Discounts', 'jetpack-blocks' ) ) );
}

/** GET plans: the plans on offer (a list). */
function plans(): \WP_REST_Response {
	return answer( array() );
}

/** GET products: the products on offer, by slug. */
function products(): \WP_REST_Response {
	return answer( Data\empty_object() );
}

/** GET rewind: backups are made by the hosting provider. */
function rewind(): \WP_REST_Response {
	return answer(
		array(
			'state'        => 'unavailable',
			'reason'       => 'no_connection',
			'message'      => Data\needs_connection_message( __( 'Backups', 'jetpack-blocks' ) ),
			'last_updated' => null,
			'credentials'  => array(),
			'source'       => Data\SOURCE_LOCAL,
		)
	);
}

/** GET scan: scans are run by the hosting provider. */
function scan(): \WP_REST_Response {
	return answer(
		array(
			'state'       => 'unavailable',
			'reason'      => 'no_connection',
			'message'     => Data\needs_connection_message( __( 'Security scans', 'jetpack-blocks' ) ),
			'threats'     => array(),
			'most_recent' => null,
			'current'     => null,
			'has_cloud'   => false,
			'credentials' => array(),
			'source'      => Data\SOURCE_LOCAL,
		)
	);
}

/** GET migration/status: no migration runs on this site. */
function migration_status(): \WP_REST_Response {
	return answer(
		array(
			'status' => 'inactive',
			'source' => Data\SOURCE_LOCAL,
		)
	);
}

/** GET site/backup/undo-event: no backup, so nothing to undo. */
function backup_undo_event(): \WP_REST_Response {
	return answer(
		array(
			'last_rewindable_event' => null,
			'undo_backup_id'        => null,
			'source'                => Data\SOURCE_LOCAL,
		)
	);
}

/** GET site/backup/preflight: the provider's pre-backup checks did not run. */
function backup_preflight(): \WP_REST_Response {
	return answer(
		array(
			'ok'      => false,
			'status'  => 'unavailable',
			'message' => Data\needs_connection_message( __( 'Backups', 'jetpack-blocks' ) ),
			'tests'   => array(),
			'source'  => Data\SOURCE_LOCAL,
		)
	);
}

/** GET intro-offers. */
function intro_offers(): \WP_REST_Response {
	return remote_envelope( array(), Data\needs_connection_message( __( 'Introductory offers', 'jetpack-blocks' ) ) );
}
