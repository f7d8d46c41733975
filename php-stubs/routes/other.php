<?php
/**
 * The remaining dashboard routes (spec 000 §7 "Other"), namespace jetpack/v4: Google site
 * verification, search, firewall (WAF) and ads settings. Settings are stored on this site and
 * validated; what only the hosting provider has (Google verification through its keyring, the search
 * index and its plans and prices, the firewall's automatic rules, ad serving) is answered honestly as
 * unavailable. All need manage_options (401 logged out, 403 otherwise). Settings POSTs take a partial
 * JSON object: 400 no_settings when it holds none, 400 unknown_setting for a key the route does not
 * know, 400 rest_invalid_param for a value of the wrong type.
 *
 * GET  verify-site/google, GET verify-site/google/{keyring_id} (digits)
 *   → { "verified": false, "token": null, "google_search_console_url": null, "is_owner": false,
 *       "keyring_id": int|null, "message", "source": "local" }
 * POST verify-site/google JSON { keyring_id: int ≥ 1 (required) }
 *   → 400 google_verification_unavailable ("… needs a connection to the hosting provider …")
 *
 * GET  search/plan → { "supports_search": false, "supports_instant_search": false,
 *                      "supports_only_classic_search": false, "search_subscriptions": [],
 *                      "effective_subscription": null, "message", "source": "local" }
 * GET  search/settings → { "module_active": bool (the "search" module's state, per the modules code),
 *                          "instant_search_enabled": bool (stored here; false while the module is off) }
 * POST search/settings JSON { module_active?: bool, instant_search_enabled?: bool } — enabling instant
 *   search also activates the module; deactivating the module turns instant search off. The module is
 *   switched through the modules code, which refuses to switch it on (400 module_unavailable: search
 *   needs WordPress.com's index, which this site does not have).
 *   → { "code": "success", "message", "module_active", "instant_search_enabled" }
 * GET  search/stats → { "post_count": 0, "post_type_breakdown": {}, "last_indexed_date": null
 *                       (nothing is indexed: there is no search index here),
 *                       "local_post_count": int, "local_post_type_breakdown": { "<type>": int }
 *                       (published posts of searchable types on this site), "source": "local" }
 * GET  search/pricing → { "currency_code": null, "tiers": [], "message", "source": "local" }
 *
 * GET  waf → { "automatic_rules": false, "ip_allow_list_enabled": bool, "ip_allow_list": string,
 *              "ip_block_list_enabled": bool, "ip_block_list": string, "share_data": bool,
 *              "share_debug_data": bool, "automatic_rules_available": false, "is_enforced": false,
 *              "message", "source": "local" }
 *   IP lists: one entry per line — an IPv4/IPv6 address, a CIDR block (a.b.c.d/n) or a range (a-b);
 *   commas and spaces also separate entries; at most 1000 entries. The settings are stored, not
 *   enforced: this plugin runs no firewall.
 * POST waf JSON { the settings above except the read-only ones } → the settings, with "code":
 *   "success" and a message. 400 invalid_ip_list naming the bad entry; 400
 *   automatic_rules_unavailable when automatic_rules is true (the rules come from the provider).
 *
 * GET  wordads/settings → { "display_front_page": bool, "display_post": bool, "display_page": bool,
 *                           "display_archive": bool, "second_belowpost": bool,
 *                           "custom_adstxt_enabled": bool, "custom_adstxt": string (≤ 10000),
 *                           "ccpa_enabled": bool, "ccpa_privacy_policy_url": string (http(s) URL or ""),
 *                           "ads_served": false, "source": "local" }
 * POST wordads/settings JSON { any of the editable settings above } → the settings, with "code":
 *   "success" and a message. 400 invalid_url for a bad privacy policy address.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Other_Routes;

use Jetpack_Blocks\Rest;
use Jetpack_Blocks\Dashboard_Data as Data;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/dashboard-data.php';

/** Most entries in one IP list. */
const MAX_IP_ENTRIES = 1000;

/** Longest custom ads.txt. */
const MAX_ADSTXT_LENGTH = 10000;

/**
 * Registers the routes.
 */
function register_routes(): void {
	$permission = 'Jetpack_Blocks\Rest\can_manage_options';

	// Google site verification.
	register_rest_route(
		'jetpack/v4',
		'/verify-site/google',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_google_verification',
				'permission_callback' => $permission,
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\verify_with_google',
				'permission_callback' => $permission,
				'args'                => array(
					'keyring_id' => array(
						'description' => __( 'The keyring connection to verify with.', 'jetpack-blocks' ),
						'type'        => 'integer',
						'required'    => true,
						'minimum'     => 1,
					),
				),
			),
		)
	);
	register_rest_route(
		'jetpack/v4',
		'/verify-site/google/(?P<keyring_id>\d{1,18})',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_google_verification',
			'permission_callback' => $permission,
			'args'                => array(
				'keyring_id' => array(
					'description' => __( 'The keyring connection to check.', 'jetpack-blocks' ),
					'type'        => 'integer',
					'minimum'     => 1,
				),
			),
		)
	);

	// Search.
	\Jetpack_Blocks\Rest\register_read_routes(
		array(
			'/search/plan' => __NAMESPACE__ . '\\get_search_plan',
			'/search/stats' => __NAMESPACE__ . '\\get_search_stats',
			'/search/pricing' => __NAMESPACE__ . '\\get_search_pricing',
		),
		$permission
	);
	register_rest_route(
		'jetpack/v4',
		'/search/settings',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_search_settings',
				'permission_callback' => $permission,
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\save_search_settings',
				'permission_callback' => $permission,
				'args'                => array(
					'module_active'          => Data\boolean_arg( __( 'Whether search is on.', 'jetpack-blocks' ) ),
					'instant_search_enabled' => Data\boolean_arg( __( 'Whether instant search is on.', 'jetpack-blocks' ) ),
				),
			),
		)
	);

	// Firewall.
	$ip_list = array(
		'type'              => 'string',
		'maxLength'         => 50000,
		'validate_callback' => __NAMESPACE__ . '\validate_ip_list_arg',
		'sanitize_callback' => static fn ( $value ) => normalize_ip_list( (string) $value )['list'],
	);
	register_rest_route(
		'jetpack/v4',
		'/waf',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_waf',
				'permission_callback' => $permission,
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\save_waf',
				'permission_callback' => $permission,
				'args'                => array(
					'automatic_rules'       => Data\boolean_arg( __( 'Whether the provider\'s automatic rules apply (not available on this site).', 'jetpack-blocks' ) ),
					'ip_allow_list_enabled' => Data\boolean_arg( __( 'Whether the IP allow list applies.', 'jetpack-blocks' ) ),
					'ip_allow_list'         => array_merge( $ip_list, array( 'description' => __( 'Addresses always allowed, one per line.', 'jetpack-blocks' ) ) ),
					'ip_block_list_enabled' => Data\boolean_arg( __( 'Whether the IP block list applies.', 'jetpack-blocks' ) ),
					'ip_block_list'         => array_merge( $ip_list, array( 'description' => __( 'Addresses always blocked, one per line.', 'jetpack-blocks' ) ) ),
					'share_data'            => Data\boolean_arg( __( 'Whether blocked requests are shared with the provider.', 'jetpack-blocks' ) ),
					'share_debug_data'      => Data\boolean_arg( __( 'Whether debug data is shared with the provider.', 'jetpack-blocks' ) ),
				),
			),
		)
	);

	// Ads.
	register_rest_route(
		'jetpack/v4',
		'/wordads/settings',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\get_wordads_settings',
				'permission_callback' => $permission,
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\save_wordads_settings',
				'permission_callback' => $permission,
				'args'                => array(
					'display_front_page'      => Data\boolean_arg( __( 'Show ads on the front page.', 'jetpack-blocks' ) ),
					'display_post'            => Data\boolean_arg( __( 'Show ads on posts.', 'jetpack-blocks' ) ),
					'display_page'            => Data\boolean_arg( __( 'Show ads on pages.', 'jetpack-blocks' ) ),
					'display_archive'         => Data\boolean_arg( __( 'Show ads on archives.', 'jetpack-blocks' ) ),
					'second_belowpost'        => Data\boolean_arg( __( 'Show a second ad below posts.', 'jetpack-blocks' ) ),
					'custom_adstxt_enabled'   => Data\boolean_arg( __( 'Whether the custom ads.txt entries apply.', 'jetpack-blocks' ) ),
					'custom_adstxt'           => array(
						'description'       => __( 'Custom ads.txt entries, one per line.', 'jetpack-blocks' ),
						'type'              => 'string',
						'maxLength'         => MAX_ADSTXT_LENGTH,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => static fn ( $value ) => sanitize_textarea_field( (string) $value ),
					),
					'ccpa_enabled'            => Data\boolean_arg( __( 'Whether the California Consumer Privacy Act opt-out applies.', 'jetpack-blocks' ) ),
					'ccpa_privacy_policy_url' => array(
						'description'       => __( 'The privacy policy address shown with the opt-out (http or https), or "".', 'jetpack-blocks' ),
						'type'              => 'string',
						'maxLength'         => 2000,
						'validate_callback' => __NAMESPACE__ . '\validate_policy_url_arg',
						'sanitize_callback' => static fn ( $value ) => '' === trim( (string) $value ) ? '' : esc_url_raw( trim( (string) $value ), array( 'http', 'https' ) ),
					),
				),
			),
		)
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
 * Reads a settings option: each known key with a value of its default's type, else the default.
 *
 * @param string $option   Option name.
 * @param array  $defaults Defaults by key.
 */
function read_settings( string $option, array $defaults ): array {
	$stored   = Data\option_array( $option );
	$settings = array();
	foreach ( $defaults as $key => $default ) {
		$settings[ $key ] = isset( $stored[ $key ] ) && gettype( $stored[ $key ] ) === gettype( $default ) ? $stored[ $key ] : $default;
	}
	return $settings;
}

/**
 * The part of a settings POST every settings route shares: no unknown key, at least one known one.
 *
 * @param \WP_REST_Request $request The request.
 * @param string[]         $keys    Editable keys.
 * @return array<string, mixed>|\WP_Error The sent settings.
 */
function sent_settings( \WP_REST_Request $request, array $keys ) {
	$unknown = Data\reject_unknown_body_keys( $request, $keys );
	if ( is_wp_error( $unknown ) ) {
		return $unknown;
	}
	$sent = Data\sent_params( $request, $keys );
	if ( array() === $sent ) {
		return Rest\bad_request(
			'no_settings',
			/* translators: %s: the accepted keys. */
			sprintf( __( 'Send at least one setting: %s.', 'jetpack-blocks' ), implode( ', ', $keys ) )
		);
	}
	return $sent;
}

/* ------------------------------------------------------------------------------------------------
 * Google site verification
 */

/**
 * GET verify-site/google[/{keyring_id}].
 *
 * @param \WP_REST_Request $request Request.
 */
function get_google_verification( \WP_REST_Request $request ): \WP_REST_Response {
	$url_params = $request->get_url_params();
	$keyring_id = $url_params['keyring_id'] ?? null;
	return answer(
		array(
			'verified'                  => false,
			'token'                     => null,
			'google_search_console_url' => null,
			'is_owner'                  => false,
			'keyring_id'                => is_numeric( $keyring_id ) ? (int) $keyring_id : null,
			'message'                   => google_unavailable_message(),
			'source'                    => Data\SOURCE_LOCAL,
		)
	);
}

/** Why Google verification cannot happen here. */
function google_unavailable_message(): string {
	return __( 'Verifying the site with Google needs a connection to the hosting provider, which holds the Google account link (keyring). This site has none, so it is not verified.', 'jetpack-blocks' );
}

/**
 * POST verify-site/google.
 */
function verify_with_google(): \WP_Error {
	return Rest\bad_request( 'google_verification_unavailable', google_unavailable_message() );
}

/* ------------------------------------------------------------------------------------------------
 * Search
 */

/** GET search/plan. */
function get_search_plan(): \WP_REST_Response {
	return answer(
		array(
			'supports_search'              => false,
			'supports_instant_search'      => false,
			'supports_only_classic_search' => false,
			'search_subscriptions'         => array(),
			'effective_subscription'       => null,
			'message'                      => Data\needs_connection_message( __( 'Search plans', 'jetpack-blocks' ) ),
			'source'                       => Data\SOURCE_LOCAL,
		)
	);
}

/**
 * The search settings: module_active is the "search" module's state (the modules code decides; its
 * own stored flag when that code is not loaded); instant search is stored here, and off whenever the
 * module is.
 *
 * @return array{module_active: bool, instant_search_enabled: bool}
 */
function search_settings(): array {
	$settings = read_settings(
		Data\SEARCH_SETTINGS_OPTION,
		array(
			'module_active'          => false,
			'instant_search_enabled' => false,
		)
	);
	if ( function_exists( 'Jetpack_Blocks\modules_is_active' ) ) {
		$settings['module_active'] = Data\is_module_active( 'search' );
	}
	if ( ! $settings['module_active'] ) {
		$settings['instant_search_enabled'] = false;
	}
	return $settings;
}

/** GET search/settings. */
function get_search_settings(): \WP_REST_Response {
	return answer( search_settings() );
}

/**
 * POST search/settings. Switching the module goes through the modules code, which refuses (400
 * module_unavailable): search needs WordPress.com.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function save_search_settings( \WP_REST_Request $request ) {
	$sent = sent_settings( $request, array( 'module_active', 'instant_search_enabled' ) );
	if ( is_wp_error( $sent ) ) {
		return $sent;
	}
	$current = search_settings();
	$wanted  = array_merge( $current, array_map( 'boolval', $sent ) );
	if ( ! empty( $sent['instant_search_enabled'] ) ) {
		$wanted['module_active'] = true;
	}
	if ( ! $wanted['module_active'] ) {
		$wanted['instant_search_enabled'] = false;
	}
	if ( $wanted['module_active'] !== $current['module_active'] ) {
		$switched = Data\set_module_active( 'search', $wanted['module_active'] );
		if ( is_wp_error( $switched ) ) {
			return $switched;
		}
	}
	Data\save_option( Data\SEARCH_SETTINGS_OPTION, $wanted );
	return Rest\success( __( 'The search settings were saved.', 'jetpack-blocks' ), search_settings() );
}

/** GET search/stats: nothing is indexed; the local counts are real. */
function get_search_stats(): \WP_REST_Response {
	$breakdown = array();
	$total     = 0;
	foreach ( get_post_types(
		array(
			'public'              => true,
			'exclude_from_search' => false,
		)
	) as $type ) {
		$counts = wp_count_posts( $type );
		$count  = is_object( $counts ) && isset( $counts->publish ) ? (int) $counts->publish : 0;
		if ( $count > 0 ) {
			$breakdown[ $type ] = $count;
			$total             += $count;
		}
	}
	return answer(
		array(
			'post_count'                => 0,
			'post_type_breakdown'       => Data\empty_object(),
			'last_indexed_date'         => null,
			'local_post_count'          => $total,
			'local_post_type_breakdown' => Data\as_object( $breakdown ),
			'source'                    => Data\SOURCE_LOCAL,
		)
	);
}

/** GET search/pricing. */
function get_search_pricing(): \WP_REST_Response {
	return answer(
		array(
			'currency_code' => null,
			'tiers'         => array(),
			'message'       => Data\needs_connection_message( __( 'Search prices', 'jetpack-blocks' ) ),
			'source'        => Data\SOURCE_LOCAL,
		)
	);
}

/* ------------------------------------------------------------------------------------------------
 * Firewall
 */

/**
 * Whether an entry of an IP list is an address, a CIDR block or a range of one family.
 *
 * @param string $entry Entry.
 */
function is_valid_ip_entry( string $entry ): bool {
	if ( false !== filter_var( $entry, FILTER_VALIDATE_IP ) ) {
		return true;
	}
	if ( 1 === preg_match( '#^([^/]+)/(\d{1,3})$#', $entry, $match ) ) {
		$prefix = (int) $match[2];
		if ( false !== filter_var( $match[1], FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
			return $prefix <= 32;
		}
		return false !== filter_var( $match[1], FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) && $prefix <= 128;
	}
	$ends = explode( '-', $entry );
	if ( 2 === count( $ends ) ) {
		foreach ( array( FILTER_FLAG_IPV4, FILTER_FLAG_IPV6 ) as $family ) {
			if ( false !== filter_var( $ends[0], FILTER_VALIDATE_IP, $family ) && false !== filter_var( $ends[1], FILTER_VALIDATE_IP, $family ) ) {
				return strcmp( (string) inet_pton( $ends[0] ), (string) inet_pton( $ends[1] ) ) <= 0;
			}
		}
	}
	return false;
}

/**
 * Splits and checks an IP list.
 *
 * @param string $value The list as sent.
 * @return array{list: string, invalid: ?string, count: int} The list one entry per line, the first bad
 *                                                           entry, the number of entries.
 */
function normalize_ip_list( string $value ): array {
	$value   = preg_replace( '/\s*-\s*/', '-', $value ) ?? '';
	$entries = preg_split( '/[\s,]+/', $value, -1, PREG_SPLIT_NO_EMPTY );
	$entries = is_array( $entries ) ? array_values( array_unique( $entries ) ) : array();
	$invalid = null;
	foreach ( $entries as $entry ) {
		if ( ! is_valid_ip_entry( $entry ) ) {
			$invalid = $entry;
			break;
		}
	}
	return array(
		'list'    => implode( "\n", $entries ),
		'invalid' => $invalid,
		'count'   => count( $entries ),
	);
}

/**
 * Validates an IP list: a string (schema), then every entry.
 *
 * @param mixed            $value   Sent value.
 * @param \WP_REST_Request $request Request.
 * @param string           $param   Parameter name.
 * @return true|\WP_Error
 */
function validate_ip_list_arg( $value, \WP_REST_Request $request, string $param ) {
	$valid = rest_validate_request_arg( $value, $request, $param );
	if ( true !== $valid ) {
		return $valid;
	}
	$list = normalize_ip_list( (string) $value );
	if ( null !== $list['invalid'] ) {
		return Rest\bad_request(
			'invalid_ip_list',
			/* translators: 1: parameter name, 2: the rejected entry. */
			sprintf( __( '%1$s has an entry that is not an IP address, a CIDR block (a.b.c.d/n) or a range (a-b): "%2$s".', 'jetpack-blocks' ), $param, mb_substr( $list['invalid'], 0, 100 ) )
		);
	}
	if ( $list['count'] > MAX_IP_ENTRIES ) {
		return Rest\bad_request(
			'invalid_ip_list',
			/* translators: 1: parameter name, 2: number of entries. */
			sprintf( __( '%1$s has too many entries (at most %2$d).', 'jetpack-blocks' ), $param, MAX_IP_ENTRIES )
		);
	}
	return true;
}

/** Editable firewall settings and their defaults. */
function waf_defaults(): array {
	return array(
		'automatic_rules'       => false,
		'ip_allow_list_enabled' => false,
		'ip_allow_list'         => '',
		'ip_block_list_enabled' => false,
		'ip_block_list'         => '',
		'share_data'            => false,
		'share_debug_data'      => false,
	);
}

/**
 * The firewall settings as the routes answer them.
 *
 * @param array $settings Stored settings.
 */
function waf_response( array $settings ): array {
	return array_merge(
		$settings,
		array(
			'automatic_rules'           => false,
			'automatic_rules_available' => false,
			'is_enforced'               => false,
			'message'                   => __( 'These firewall settings are stored on this site. No firewall enforces them here, and the automatic rules come from the hosting provider.', 'jetpack-blocks' ),
			'source'                    => Data\SOURCE_LOCAL,
		)
	);
}

/** GET waf. */
function get_waf(): \WP_REST_Response {
	return answer( waf_response( read_settings( Data\WAF_SETTINGS_OPTION, waf_defaults() ) ) );
}

/**
 * POST waf.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function save_waf( \WP_REST_Request $request ) {
	$sent = sent_settings( $request, array_keys( waf_defaults() ) );
	if ( is_wp_error( $sent ) ) {
		return $sent;
	}
	if ( isset( $sent['automatic_rules'] ) && $sent['automatic_rules'] ) {
		return Rest\bad_request( 'automatic_rules_unavailable', __( 'Automatic firewall rules are downloaded from the hosting provider and cannot be turned on without a connection to it.', 'jetpack-blocks' ) );
	}
	$settings = read_settings( Data\WAF_SETTINGS_OPTION, waf_defaults() );
	foreach ( $sent as $key => $value ) {
		$settings[ $key ] = is_bool( $settings[ $key ] ) ? (bool) $value : (string) $value;
	}
	Data\save_option( Data\WAF_SETTINGS_OPTION, $settings );
	$body    = waf_response( $settings );
	$message = __( 'The firewall settings were saved.', 'jetpack-blocks' ) . ' ' . $body['message'];
	unset( $body['message'] );
	return Rest\success( $message, $body );
}

/* ------------------------------------------------------------------------------------------------
 * Ads
 */

/**
 * Validates the privacy policy address: a string (schema), then "" or an http(s) URL.
 *
 * @param mixed            $value   Sent value.
 * @param \WP_REST_Request $request Request.
 * @param string           $param   Parameter name.
 * @return true|\WP_Error
 */
function validate_policy_url_arg( $value, \WP_REST_Request $request, string $param ) {
	$valid = rest_validate_request_arg( $value, $request, $param );
	if ( true !== $valid ) {
		return $valid;
	}
	$url = trim( (string) $value );
	if ( '' === $url ) {
		return true;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) || '' === esc_url_raw( $url, array( 'http', 'https' ) ) ) {
		return Rest\bad_request( 'invalid_url', __( 'ccpa_privacy_policy_url must be an http or https address, or "".', 'jetpack-blocks' ) );
	}
	return true;
}

/** Editable ads settings and their defaults. */
function wordads_defaults(): array {
	return array(
		'display_front_page'      => true,
		'display_post'            => true,
		'display_page'            => false,
		'display_archive'         => true,
		'second_belowpost'        => true,
		'custom_adstxt_enabled'   => false,
		'custom_adstxt'           => '',
		'ccpa_enabled'            => false,
		'ccpa_privacy_policy_url' => '',
	);
}

/**
 * The ads settings as the routes answer them.
 *
 * @param array $settings Stored settings.
 */
function wordads_response( array $settings ): array {
	return array_merge(
		$settings,
		array(
			'ads_served' => false,
			'source'     => Data\SOURCE_LOCAL,
		)
	);
}

/** GET wordads/settings. */
function get_wordads_settings(): \WP_REST_Response {
	return answer( wordads_response( read_settings( Data\WORDADS_SETTINGS_OPTION, wordads_defaults() ) ) );
}

/**
 * POST wordads/settings.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function save_wordads_settings( \WP_REST_Request $request ) {
	$sent = sent_settings( $request, array_keys( wordads_defaults() ) );
	if ( is_wp_error( $sent ) ) {
		return $sent;
	}
	$settings = read_settings( Data\WORDADS_SETTINGS_OPTION, wordads_defaults() );
	foreach ( $sent as $key => $value ) {
		$settings[ $key ] = is_bool( $settings[ $key ] ) ? (bool) $value : (string) $value;
	}
	Data\save_option( Data\WORDADS_SETTINGS_OPTION, $settings );
	return Rest\success(
		__( 'The ads settings were saved. Ads are served by the hosting provider, so none show on this site without a connection to it.', 'jetpack-blocks' ),
		wordads_response( $settings )
	);
}
