<?php
/**
 * AI usage counting for this site (spec 000 §3 "AI feature data", §4 "AI usage counting", §9; spec
 * 002 §3/§9 "AI usage").
 *
 * Every successful completion, transcription and image request adds one to the site's count, kept
 * in the option `jetpack_blocks_ai_usage`:
 *   array( 'requests' => lifetime count, 'period_start' => 'Y-m-d H:i:s', 'period_requests' => count
 *          in that month )
 * (a bare integer in the option is read as the lifetime count, which makes testing easy). The free
 * tier allows 20 requests in all; the unlimited tier never runs out. The usage period is the
 * calendar month in the site's time zone; its count starts again when the month changes.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** Option holding the counts. */
const AI_USAGE_OPTION = 'jetpack_blocks_ai_usage';

/** Requests the free tier allows. */
const AI_FREE_REQUESTS_LIMIT = 20;

/** The limit that means "unlimited" in the client's model. */
const AI_UNLIMITED_REQUESTS_LIMIT = 999999999;

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
 * The stored counts, with the period rolled over when a new month began.
 *
 * @return array{requests: int, period_start: string, period_requests: int}
 */
function ai_usage_record(): array {
	$stored = get_option( AI_USAGE_OPTION, array() );
	if ( is_numeric( $stored ) ) {
		$stored = array( 'requests' => (int) $stored );
	}
	$stored = is_array( $stored ) ? $stored : array();

	$requests        = isset( $stored['requests'] ) && is_numeric( $stored['requests'] ) ? max( 0, (int) $stored['requests'] ) : 0;
	$period_requests = isset( $stored['period_requests'] ) && is_numeric( $stored['period_requests'] ) ? max( 0, (int) $stored['period_requests'] ) : 0;
	$period_start    = ai_usage_period()[0];
	if ( ( $stored['period_start'] ?? null ) !== $period_start ) {
		$period_requests = 0;
	}
	return array(
		'requests'        => $requests,
		'period_start'    => $period_start,
		'period_requests' => $period_requests,
	);
}

/**
 * Counts one request.
 */
function ai_usage_count_request(): void {
	$record = ai_usage_record();
	++$record['requests'];
	++$record['period_requests'];
	update_option( AI_USAGE_OPTION, $record, false );
}

/**
 * The site's plan tier, from the provider settings: 'free' (default) or 'unlimited'.
 */
function ai_usage_tier(): string {
	return 'unlimited' === ai_settings()['tier'] ? 'unlimited' : 'free';
}

/**
 * Whether the site has used up its requests.
 */
function ai_usage_is_over_limit(): bool {
	return 'free' === ai_usage_tier() && ai_usage_record()['requests'] >= AI_FREE_REQUESTS_LIMIT;
}

/**
 * The quota error of a route, when the site is over its limit.
 *
 * @param string $code    Error code.
 * @param string $message Error message.
 */
function ai_usage_quota_error( string $code = 'error_quota_exceeded', string $message = '' ): ?\WP_Error {
	if ( ! ai_usage_is_over_limit() ) {
		return null;
	}
	return new \WP_Error(
		$code,
		'' !== $message ? $message : __( 'You have reached the limit of requests for this site.', 'jetpack-blocks' ),
		array( 'status' => 429 )
	);
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
		'limit'          => AI_FREE_REQUESTS_LIMIT,
		'readable-limit' => number_format_i18n( AI_FREE_REQUESTS_LIMIT ),
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
	$over   = 'free' === $tier && $record['requests'] >= AI_FREE_REQUESTS_LIMIT;
	$next   = 'free' === $tier ? ai_usage_tier_data( 'unlimited' ) : null;
	$period = ai_usage_period();

	return array(
		'has-feature'          => true,
		'is-over-limit'        => $over,
		'requests-count'       => $record['requests'],
		'requests-limit'       => AI_FREE_REQUESTS_LIMIT,
		'site-require-upgrade' => $over && null !== $next,
		'usage-period'         => array(
			'current-start'  => $period[0],
			'next-start'     => $period[1],
			'requests-count' => $record['period_requests'],
		),
		'current-tier'         => ai_usage_tier_data( $tier ),
		'next-tier'            => $next,
		'tier-plans-enabled'   => false,
		'upgrade-type'         => 'default',
		'error-message'        => '',
		'error-code'           => '',
	);
}
