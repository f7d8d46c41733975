<?php
/**
 * What the data routes of some modules report, from this site only (no remote service):
 *
 * - protect: failed log-ins counted while the module is active (`wp_login_failed`), in the option
 *   `jetpack_blocks_protect_failed_logins` { count, since, last };
 * - vaultpress: whether the VaultPress plugin is present — backups themselves are remote;
 * - akismet: whether the Akismet plugin is installed and active, has a key, and its spam count;
 * - Akismet key check: a format check (12 characters, 0-9 and a-f), no remote verification;
 * - stats: what was published and commented in the last day, week or month.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/registry.php';

/** Option: failed log-ins counted by the protect module. */
const PROTECT_FAILED_LOGINS_OPTION = 'jetpack_blocks_protect_failed_logins';

/** The periods module/stats/data knows, in seconds. */
const STATS_RANGES = array(
	'day'   => DAY_IN_SECONDS,
	'week'  => WEEK_IN_SECONDS,
	'month' => MONTH_IN_SECONDS,
);

/**
 * Counts a failed log-in while the protect module is active.
 */
function protect_count_failed_login(): void {
	if ( ! modules_is_active( 'protect' ) ) {
		return;
	}
	$stored = get_option( PROTECT_FAILED_LOGINS_OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
	$now    = time();
	update_option(
		PROTECT_FAILED_LOGINS_OPTION,
		array(
			'count' => ( is_int( $stored['count'] ?? null ) ? $stored['count'] : 0 ) + 1,
			'since' => is_int( $stored['since'] ?? null ) ? $stored['since'] : $now,
			'last'  => $now,
		),
		false
	);
}
add_action( 'wp_login_failed', __NAMESPACE__ . '\protect_count_failed_login' );

/**
 * A Unix time as an ISO 8601 date (UTC), or null.
 *
 * @param mixed $time Unix time.
 */
function module_data_iso_date( $time ): ?string {
	return is_int( $time ) && $time > 0 ? gmdate( 'c', $time ) : null;
}

/**
 * GET module/protect/data.
 *
 * @return array{active: bool, failedLogins: int, since: string|null, lastFailedLogin: string|null}
 */
function protect_data(): array {
	$stored = get_option( PROTECT_FAILED_LOGINS_OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
	return array(
		'active'          => modules_is_active( 'protect' ),
		'failedLogins'    => is_int( $stored['count'] ?? null ) ? $stored['count'] : 0,
		'since'           => module_data_iso_date( $stored['since'] ?? null ),
		'lastFailedLogin' => module_data_iso_date( $stored['last'] ?? null ),
	);
}

/**
 * Whether a plugin file is installed and whether it is active.
 *
 * @param string $file Plugin file relative to the plugins folder.
 * @return array{installed: bool, active: bool}
 */
function module_data_plugin_state( string $file ): array {
	if ( ! function_exists( 'get_plugins' ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}
	return array(
		'installed' => array_key_exists( $file, get_plugins() ),
		'active'    => is_plugin_active( $file ),
	);
}

/**
 * GET module/vaultpress/data.
 *
 * @return array{code: string, message: string, data: array}
 */
function vaultpress_data(): array {
	$plugin = module_data_plugin_state( 'vaultpress/vaultpress.php' );
	$data   = array(
		'moduleActive'    => modules_is_active( 'vaultpress' ),
		'pluginInstalled' => $plugin['installed'],
		'pluginActive'    => $plugin['active'],
	);
	if ( ! $plugin['installed'] ) {
		return array(
			'code'    => 'not_installed',
			'message' => __( 'The VaultPress plugin is not installed, so this site has no VaultPress backups.', 'jetpack-blocks' ),
			'data'    => $data,
		);
	}
	if ( ! $plugin['active'] ) {
		return array(
			'code'    => 'not_active',
			'message' => __( 'The VaultPress plugin is installed but not active.', 'jetpack-blocks' ),
			'data'    => $data,
		);
	}
	return array(
		'code'    => 'success',
		'message' => __( 'The VaultPress plugin is active. Its backups are shown in the plugin’s own screen.', 'jetpack-blocks' ),
		'data'    => $data,
	);
}

/**
 * The stored Akismet key, or ''.
 */
function akismet_stored_key(): string {
	$key = get_option( 'wordpress_api_key' );
	return is_string( $key ) ? trim( $key ) : '';
}

/**
 * GET module/akismet/data.
 *
 * @return array{code: string, message: string, data: array}
 */
function akismet_data(): array {
	$plugin     = module_data_plugin_state( 'akismet/akismet.php' );
	$spam_count = get_option( 'akismet_spam_count' );
	$data       = array(
		'pluginInstalled' => $plugin['installed'],
		'pluginActive'    => $plugin['active'],
		'hasKey'          => '' !== akismet_stored_key(),
		'spamCount'       => is_numeric( $spam_count ) ? (int) $spam_count : 0,
	);
	if ( ! $plugin['installed'] ) {
		$code    = 'not_installed';
		$message = __( 'The Akismet plugin is not installed.', 'jetpack-blocks' );
	} elseif ( ! $plugin['active'] ) {
		$code    = 'not_active';
		$message = __( 'The Akismet plugin is installed but not active.', 'jetpack-blocks' );
	} elseif ( ! $data['hasKey'] ) {
		$code    = 'no_key';
		$message = __( 'Akismet is active but has no API key.', 'jetpack-blocks' );
	} else {
		$code    = 'success';
		$message = __( 'Akismet is active and has an API key.', 'jetpack-blocks' );
	}
	return array(
		'code'    => $code,
		'message' => $message,
		'data'    => $data,
	);
}

/**
 * GET/POST module/akismet/key/check: a format check of a key (the stored one when none is given).
 *
 * @param string|null $api_key Key to check; null for the stored key.
 * @return array{code: string, message: string, valid: bool}
 */
function akismet_check_key( ?string $api_key ): array {
	$key = null === $api_key ? akismet_stored_key() : trim( $api_key );
	if ( '' === $key ) {
		return array(
			'code'    => 'no_key',
			'message' => null === $api_key
				? __( 'No Akismet API key is stored on this site.', 'jetpack-blocks' )
				: __( 'The Akismet API key is empty.', 'jetpack-blocks' ),
			'valid'   => false,
		);
	}
	if ( ! preg_match( '/^[0-9a-f]{12}$/i', $key ) ) {
		return array(
			'code'    => 'invalid_key',
			'message' => __( 'This is not an Akismet API key: a key is 12 characters, digits and the letters a to f.', 'jetpack-blocks' ),
			'valid'   => false,
		);
	}
	return array(
		'code'    => 'success',
		'message' => __( 'The key has the format of an Akismet API key. (It is checked on this site only, not with Akismet.)', 'jetpack-blocks' ),
		'valid'   => true,
	);
}

/**
 * Published items of a post type within a period.
 *
 * @param string $post_type Post type.
 * @param int    $from      Start (Unix time, UTC).
 * @param int    $to        End (Unix time, UTC).
 */
function stats_count_published( string $post_type, int $from, int $to ): int {
	$query = new \WP_Query(
		array(
			'post_type'              => $post_type,
			'post_status'            => 'publish',
			'posts_per_page'         => 1,
			'fields'                 => 'ids',
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
			'date_query'             => array(
				array(
					'column'    => 'post_date_gmt',
					'after'     => gmdate( 'Y-m-d H:i:s', $from ),
					'before'    => gmdate( 'Y-m-d H:i:s', $to ),
					'inclusive' => true,
				),
			),
		)
	);
	return (int) $query->found_posts;
}

/**
 * Comments of a status within a period.
 *
 * @param string $status approve or hold.
 * @param int    $from   Start (Unix time, UTC).
 * @param int    $to     End (Unix time, UTC).
 */
function stats_count_comments( string $status, int $from, int $to ): int {
	return (int) get_comments(
		array(
			'count'      => true,
			'status'     => $status,
			'type'       => 'comment',
			'date_query' => array(
				array(
					'column'    => 'comment_date_gmt',
					'after'     => gmdate( 'Y-m-d H:i:s', $from ),
					'before'    => gmdate( 'Y-m-d H:i:s', $to ),
					'inclusive' => true,
				),
			),
		)
	);
}

/**
 * GET module/stats/data?range=day|week|month: what this site published and received in the last
 * day, week or month, and the totals. The site records no page views, so `views` is null.
 *
 * @param string $range day, week or month.
 * @return array<string, mixed>
 */
function stats_data( string $range ): array {
	$to    = time();
	$from  = $to - STATS_RANGES[ $range ];
	$posts = wp_count_posts( 'post' );
	$pages = wp_count_posts( 'page' );
	$notes = wp_count_comments();
	return array(
		'range'     => $range,
		'from'      => gmdate( 'c', $from ),
		'to'        => gmdate( 'c', $to ),
		'active'    => modules_is_active( 'stats' ),
		'published' => array(
			'posts' => stats_count_published( 'post', $from, $to ),
			'pages' => stats_count_published( 'page', $from, $to ),
		),
		'comments'  => array(
			'approved' => stats_count_comments( 'approve', $from, $to ),
			'pending'  => stats_count_comments( 'hold', $from, $to ),
		),
		'totals'    => array(
			'posts'    => (int) ( $posts->publish ?? 0 ),
			'pages'    => (int) ( $pages->publish ?? 0 ),
			'comments' => (int) $notes->approved,
		),
		'views'     => null,
	);
}
