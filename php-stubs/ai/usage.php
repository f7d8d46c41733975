<?php
/**
 * AI usage counting for this site (spec 000 §3 "AI feature data", §4 "AI usage counting", §9; spec
 * 002 §3/§9 "AI usage").
 *
 Every completion, transcription and image request reserves one request of the site's count before
 * the provider is called, and gives it back when the call fails; the counts are kept in the option
 * `jetpack_blocks_ai_usage`:
 *   array( 'requests' => lifetime count, 'period_start' => 'Y-m-d H:i:s', 'period_requests' => count
 *          in that month, 'users' => array( user id => array( 'requests', 'period_requests' ) ) )
 * (a bare integer in the option is read as the lifetime count, which makes testing easy). The free
 * tier allows 20 requests in all (filter: jetpack_blocks_ai_free_requests_limit); the unlimited tier
 * never runs out. The usage period is the calendar month in the site's time zone; its count starts
 * again when the month changes. Each user who does not manage the site also has a ceiling of their
 * own (ai_usage_user_limit()): on the free tier a share of the site's requests (half by default),
 * so that no contributor can use up what the site has.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Option holding the counts. */
const AI_USAGE_OPTION = 'jetpack_blocks_ai_usage';

/** Requests the free tier allows (spec 000 §3: 20); see ai_free_requests_limit(). */
const AI_FREE_REQUESTS_LIMIT = 20;

/** The limit that means "unlimited" in the client's model. */
const AI_UNLIMITED_REQUESTS_LIMIT = 999999999;

/**
 * Share of the site's free requests one user who does not manage the site may make: 10 of the
 * default 20, and always half when a filter changes the site's limit (ai_usage_user_limit()).
 */
const AI_USER_FREE_REQUESTS_SHARE = 0.5;

/** Requests one user who does not manage the site may make per usage period on the unlimited tier. */
const AI_USER_PERIOD_REQUESTS_LIMIT = 500;

/** Reads and conditional writes a count change tries before giving up (see ai_usage_update()). */
const AI_USAGE_MAX_ATTEMPTS = 25;

/**
 * Requests the site's free tier allows in all.
 */
function ai_free_requests_limit(): int {
	/**
	 * Requests the free tier allows on this site, all users together.
	 *
	 * @param int $limit Default 20 (spec 000 §3).
	 */
	return max( 1, (int) apply_filters( 'jetpack_blocks_ai_free_requests_limit', AI_FREE_REQUESTS_LIMIT ) );
}

/**
 * Start of the current usage period and of the next one, in the site's time zone.
 *
 * @param int|null $now Unix time (tests); defaults to now.
 * @return array{0: string, 1: string} `Y-m-d H:i:s` strings.
 */
function ai_usage_period( ?int $now = null ): array {
	$date  = ( new \DateTimeImmutable( '@' . ( $now ?? time() ) ) )->setTimezone( wp_timezone() );
	$start = $date->setDate( (int) $date->format( 'Y' ), (int) $date->format( 'n' ), 1 )->setTime( 0, 0, 0 );
	$next  = $start->modify( '+1 month' );
	return array( $start->format( 'Y-m-d H:i:s' ), $next->format( 'Y-m-d H:i:s' ) );
}

/**
 * The stored record as it is in the database, bypassing the options cache: the reservation below
 * compares against these exact bytes. Null when the option does not exist yet.
 */
function ai_usage_raw(): ?string {
	global $wpdb;
	$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", AI_USAGE_OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	return null === $raw ? null : (string) $raw;
}

/**
 * A stored value read as counts, with the period rolled over when a new month began.
 *
 * @param mixed $stored The option's value (unserialized).
 * @return array{requests: int, period_start: string, period_requests: int, users: array<int, array{requests: int, period_requests: int}>}
 */
function ai_usage_normalize( $stored ): array {
	if ( is_numeric( $stored ) ) {
		$stored = array( 'requests' => (int) $stored );
	}
	$stored = is_array( $stored ) ? $stored : array();
	$count  = static fn ( $value ): int => is_numeric( $value ) ? max( 0, (int) $value ) : 0;

	$period_start = ai_usage_period()[0];
	$same_period  = ( $stored['period_start'] ?? null ) === $period_start;
	$users        = array();
	foreach ( is_array( $stored['users'] ?? null ) ? $stored['users'] : array() as $user_id => $user ) {
		if ( is_int( $user_id ) && $user_id > 0 && is_array( $user ) ) {
			$users[ $user_id ] = array(
				'requests'        => $count( $user['requests'] ?? 0 ),
				'period_requests' => $same_period ? $count( $user['period_requests'] ?? 0 ) : 0,
			);
		}
	}
	return array(
		'requests'        => $count( $stored['requests'] ?? 0 ),
		'period_start'    => $period_start,
		'period_requests' => $same_period ? $count( $stored['period_requests'] ?? 0 ) : 0,
		'users'           => $users,
	);
}

/**
 * The stored counts, with the period rolled over when a new month began.
 *
 * @return array{requests: int, period_start: string, period_requests: int, users: array<int, array{requests: int, period_requests: int}>}
 */
function ai_usage_record(): array {
	$raw = ai_usage_raw();
	return ai_usage_normalize( null === $raw ? array() : maybe_unserialize( $raw ) );
}

/**
 * Changes the counts atomically: reads the record, lets `$change` compute the new one, and writes it
 * only if nobody wrote in between, else starts again.
 *
 * Why this way: PHP requests run in parallel, and a plain read-then-update_option() lets two requests
 * both read 19, both pass the limit check and both write 20 (or 21). The counts live in one
 * serialized options row, which SQL cannot increment in place, so the write is a compare-and-swap:
 * `UPDATE … SET option_value = <new> WHERE option_name = … AND option_value = <what was read>`. The
 * database applies each UPDATE atomically (MySQL locks the row, SQLite the database), so of several
 * requests that read the same record exactly one matches and changes it; the others see 0 rows
 * affected and retry from a fresh read. A swap only succeeds against the record as it is at that
 * moment, so every new record was computed from the current counts (MySQL compares the text
 * case-insensitively, which cannot matter for serialized numbers and dates). A new record equal to
 * the old one is not written: MySQL reports 0 rows for it, which would read as a lost race.
 * `add_option()` cannot serve as a lock instead: it checks for the
 * option and then inserts with ON DUPLICATE KEY UPDATE, so two requests can both "add" it. The row
 * is therefore created with INSERT IGNORE, which only one request can do, before the first swap.
 *
 * @param callable $change Receives the current record; returns the new record (array), or anything
 *                         else to leave the counts unchanged and return that value.
 * @return mixed True once written; `$change`'s other value; a WP_Error when the counts stayed busy.
 */
function ai_usage_update( callable $change ) {
	global $wpdb;
	for ( $attempt = 0; $attempt < AI_USAGE_MAX_ATTEMPTS; $attempt++ ) {
		$raw = ai_usage_raw();
		if ( null === $raw ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", AI_USAGE_OPTION, maybe_serialize( array() ) ) );
			wp_cache_delete( 'notoptions', 'options' );
			continue;
		}
		$new = $change( ai_usage_normalize( maybe_unserialize( $raw ) ) );
		if ( ! is_array( $new ) ) {
			return $new;
		}
		$value = maybe_serialize( $new );
		if ( $value === $raw ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$written = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $value, AI_USAGE_OPTION, $raw ) );
		if ( 1 === $written ) {
			wp_cache_delete( AI_USAGE_OPTION, 'options' );
			if ( isset( wp_load_alloptions()[ AI_USAGE_OPTION ] ) ) {
				wp_cache_delete( 'alloptions', 'options' );
			}
			return true;
		}
		// Another request wrote first: read again after a short, random pause so that retries spread out.
		usleep( wp_rand( 1000, 5000 ) );
	}
	return Ai_Error::service_unavailable( array( 'reason' => 'usage_busy' ) )->to_wp_error();
}

/**
 * How many requests a user may make on their own (0: no personal ceiling), so that one contributor
 * cannot use up the site's requests unnoticed. People who manage the site have none: the requests
 * are theirs to spend (within the site's limit), and they see the count on the settings screen. On
 * the free tier the ceiling is a share of the site's limit (half by default, so at least half of
 * the site's requests always stay for others), counted over the same window (all time); on the
 * unlimited tier it is AI_USER_PERIOD_REQUESTS_LIMIT per usage period.
 *
 * @param int    $user_id User.
 * @param string $tier    'free' or 'unlimited'.
 */
function ai_usage_user_limit( int $user_id, string $tier ): int {
	$limit = 0;
	if ( $user_id > 0 && ! user_can( $user_id, 'manage_options' ) ) {
		if ( 'free' === $tier ) {
			/**
			 * Share of the site's free requests one user who does not manage the site may make,
			 * from 0 to 1 (1: no share of their own, only the site's limit).
			 *
			 * @param float $share   Default 0.5.
			 * @param int   $user_id User.
			 */
			$share = (float) apply_filters( 'jetpack_blocks_ai_user_free_share', AI_USER_FREE_REQUESTS_SHARE, $user_id );
			$share = max( 0.0, min( 1.0, $share ) );
			// At least one request each, whatever the share: a user with none could not try the assistant.
			$limit = max( 1, (int) floor( ai_free_requests_limit() * $share ) );
		} else {
			$limit = AI_USER_PERIOD_REQUESTS_LIMIT;
		}
	}
	/**
	 * Requests one user may make with the AI assistant (0 for no personal ceiling).
	 *
	 * @param int    $limit   Default: none for users who can manage options; otherwise, on the
	 *                        free tier, their share of the site's free requests in all (10 of 20),
	 *                        on the unlimited tier 500 a month.
	 * @param int    $user_id User.
	 * @param string $tier    'free' or 'unlimited'.
	 */
	return max( 0, (int) apply_filters( 'jetpack_blocks_ai_user_requests_limit', $limit, $user_id, $tier ) );
}

/**
 * Reserves one request for a user before the provider is called: counted at once, so parallel
 * requests cannot all pass the limit; given back with ai_usage_refund() when the call fails.
 *
 * @param int    $user_id       The user asking.
 * @param string $quota_code    Code of the site's quota error (routes differ, spec 000 §8).
 * @param string $quota_message Message of the site's quota error; default the completion one.
 * @return \WP_Error|null Null when reserved; the quota error (429) otherwise.
 */
function ai_usage_reserve( int $user_id, string $quota_code = 'error_quota_exceeded', string $quota_message = '' ): ?\WP_Error {
	$tier       = ai_usage_tier();
	$site_limit = ai_free_requests_limit();
	$user_limit = ai_usage_user_limit( $user_id, $tier );
	$result     = ai_usage_update(
		static function ( array $record ) use ( $user_id, $tier, $site_limit, $user_limit, $quota_code, $quota_message ) {
			if ( 'free' === $tier && $record['requests'] >= $site_limit ) {
				return new \WP_Error(
					$quota_code,
					'' !== $quota_message ? $quota_message : __( 'You have reached the limit of requests for this site.', 'jetpack-blocks' ),
					array( 'status' => 429 )
				);
			}
			$user = $record['users'][ $user_id ] ?? array(
				'requests'        => 0,
				'period_requests' => 0,
			);
			$used = 'free' === $tier ? $user['requests'] : $user['period_requests'];
			if ( $user_limit > 0 && $used >= $user_limit ) {
				return Ai_Error::user_quota_exceeded( $user_limit, 'free' !== $tier )->to_wp_error();
			}
			++$record['requests'];
			++$record['period_requests'];
			if ( $user_id > 0 ) {
				++$user['requests'];
				++$user['period_requests'];
				$record['users'][ $user_id ] = $user;
			}
			return $record;
		}
	);
	return true === $result ? null : $result;
}

/**
 * Gives back a request reserved with ai_usage_reserve() whose answer failed. (Reserved just before
 * a new month began, it comes off the new month's count; no count goes below zero.)
 *
 * @param int $user_id The user it was reserved for.
 */
function ai_usage_refund( int $user_id ): void {
	ai_usage_update(
		static function ( array $record ) use ( $user_id ) {
			$record['requests']        = max( 0, $record['requests'] - 1 );
			$record['period_requests'] = max( 0, $record['period_requests'] - 1 );
			if ( isset( $record['users'][ $user_id ] ) ) {
				$record['users'][ $user_id ]['requests']        = max( 0, $record['users'][ $user_id ]['requests'] - 1 );
				$record['users'][ $user_id ]['period_requests'] = max( 0, $record['users'][ $user_id ]['period_requests'] - 1 );
			}
			return $record;
		}
	);
}

/**
 * The site's plan tier, from the provider settings: 'free' (default) or 'unlimited'.
 */
function ai_usage_tier(): string {
	return 'unlimited' === ai_settings()['tier'] ? 'unlimited' : 'free';
}

/**
 * A tier in the form the client reads.
 *
 * @param string $tier 'free' or 'unlimited'.
 * @return array{slug: string, value: int, limit: int, readable-limit: string}
 */
function ai_usage_tier_data( string $tier ): array {
	if ( 'unlimited' === $tier ) {
		return array(
			'slug'           => 'ai-assistant-tier-unlimited',
			'value'          => 1,
			'limit'          => AI_UNLIMITED_REQUESTS_LIMIT,
			'readable-limit' => __( 'Unlimited', 'jetpack-blocks' ),
		);
	}
	return array(
		'slug'           => 'ai-assistant-tier-free',
		'value'          => 0,
		'limit'          => ai_free_requests_limit(),
		'readable-limit' => number_format_i18n( ai_free_requests_limit() ),
	);
}

/**
 * The AI feature data (kebab-case, as the hosted service sends it).
 *
 * @return array<string, mixed>
 */
function ai_usage_feature(): array {
	$record = ai_usage_record();
	$tier   = ai_usage_tier();
	$over   = 'free' === $tier && $record['requests'] >= ai_free_requests_limit();
	$next   = 'free' === $tier ? ai_usage_tier_data( 'unlimited' ) : null;
	$period = ai_usage_period();

	return array(
		'has-feature'          => true,
		'is-over-limit'        => $over,
		'requests-count'       => $record['requests'],
		'requests-limit'       => ai_free_requests_limit(),
		'site-require-upgrade' => $over && null !== $next,
		'usage-period'         => array(
			'current-start'  => $period[0],
			'next-start'     => $period[1],
			'requests-count' => $record['period_requests'],
		),
		'current-tier'         => ai_usage_tier_data( $tier ),
		'next-tier'            => $next,
		'tier-plans-enabled'   => false,
		/**
		 * The kind of upgrade the editor offers when the site runs out of requests: 'default' (the
		 * upgrade banner) or 'vip' (the rate-limit banner that points to the account team, for
		 * sites whose plan is managed by a host's account team).
		 *
		 * @param string $type Default 'default'.
		 */
		'upgrade-type'         => 'vip' === apply_filters( 'jetpack_blocks_ai_upgrade_type', 'default' ) ? 'vip' : 'default',
		'error-message'        => '',
		'error-code'           => '',
	);
}
