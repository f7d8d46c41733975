<?php
/**
 * Test-only: with the request header `X-E2E-Loaded-Files: 1`, the response names the plugin's
 * server files that request read (`X-E2E-Plugin-Files`, paths under php-stubs/, comma-separated),
 * so a spec can check that a visitor's page reads only what it uses; the database queries that read
 * the plugin's options (`X-E2E-Option-Queries`, JSON list), so a spec can count them; and, with the
 * test stack's Redis drop-in (tests/stack/object-cache.php), how many reads went to Redis for any of
 * the plugin's options (`X-E2E-Cache-Option-Reads`). With `X-E2E-Watch-Ids: 12,13`, the queries that
 * name one of those ids as a post, meta or term-relationship id (`X-E2E-Watched-Queries`, JSON).
 * The queries that read the videos' records by key (`X-E2E-Video-Queries`, JSON): guids, privacy.
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_SERVER['HTTP_X_E2E_LOADED_FILES'] ) ) {
	$e2e_option_queries  = array();
	$e2e_watched_queries = array();
	$e2e_video_queries   = array();
	$e2e_watched_ids     = isset( $_SERVER['HTTP_X_E2E_WATCH_IDS'] ) ? array_filter( array_map( 'intval', explode( ',', (string) $_SERVER['HTTP_X_E2E_WATCH_IDS'] ) ) ) : array();
	add_filter(
		'query',
		static function ( $query ) use ( &$e2e_option_queries, &$e2e_watched_queries, &$e2e_video_queries, $e2e_watched_ids ) {
			if ( is_string( $query ) && str_contains( $query, 'options' ) && str_contains( $query, "'jetpack_blocks_" ) ) {
				$e2e_option_queries[] = preg_replace( '/\s+/', ' ', $query );
			}
			// Queries of the videos' records by key (guids, privacy settings, posters).
			if ( is_string( $query ) && str_contains( $query, "'videopress_" ) ) {
				$e2e_video_queries[] = preg_replace( '/\s+/', ' ', $query );
			}
			// Ids as a query names them (`ID = 5`, `post_id IN (5,6)`, `tr.object_id IN (…)`), not any
			// number in it (a LIMIT, a digit inside a word).
			if ( is_string( $query ) && $e2e_watched_ids && preg_match_all( '/\b(?:ID|post_id|object_id)\s*(?:NOT\s+)?(?:=\s*(\d+)|IN\s*\(([\d,\s]+)\))/i', $query, $e2e_named, PREG_SET_ORDER ) ) {
				$e2e_ids = array();
				foreach ( $e2e_named as $e2e_match ) {
					$e2e_ids = array_merge( $e2e_ids, array_map( 'intval', preg_split( '/[\s,]+/', trim( ( $e2e_match[1] ?? '' ) . ( $e2e_match[2] ?? '' ) ) ) ) );
				}
				if ( array_intersect( $e2e_watched_ids, $e2e_ids ) ) {
					$e2e_watched_queries[] = preg_replace( '/\s+/', ' ', $query );
				}
			}
			return $query;
		}
	);
	// The whole response is buffered so the header can still be sent once it is complete.
	ob_start(
		static function ( string $buffer, int $phase ) use ( &$e2e_option_queries, &$e2e_watched_queries, &$e2e_video_queries ): string {
			if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) || headers_sent() || ! defined( 'JETPACK_BLOCKS_DIR' ) ) {
				return $buffer;
			}
			$root  = realpath( JETPACK_BLOCKS_DIR . '/php-stubs' ) . '/';
			$files = array();
			foreach ( get_included_files() as $file ) {
				if ( str_starts_with( $file, $root ) ) {
					$files[] = substr( $file, strlen( $root ) );
				}
			}
			header( 'X-E2E-Plugin-Files: ' . implode( ',', $files ) );
			header( 'X-E2E-Option-Queries: ' . wp_json_encode( $e2e_option_queries ) );
			header( 'X-E2E-Watched-Queries: ' . wp_json_encode( $e2e_watched_queries ) );
			header( 'X-E2E-Video-Queries: ' . wp_json_encode( $e2e_video_queries ) );
			$cache = $GLOBALS['wp_object_cache'] ?? null;
			if ( is_object( $cache ) && isset( $cache->redis_reads ) && is_array( $cache->redis_reads ) ) {
				$reads = 0;
				foreach ( $cache->redis_reads as $keys ) {
					foreach ( (array) $keys as $key ) {
						if ( str_contains( (string) $key, ':options:jetpack_blocks_' ) ) {
							++$reads;
							break;
						}
					}
				}
				header( 'X-E2E-Cache-Option-Reads: ' . $reads );
			}
			return $buffer;
		}
	);
}
