<?php
/**
 * Test-only: with the request header `X-E2E-Loaded-Files: 1`, the response names the plugin's
 * server files that request read (`X-E2E-Plugin-Files`, paths under php-stubs/, comma-separated),
 * so a spec can check that a visitor's page reads only what it uses; the database queries that read
 * the plugin's options (`X-E2E-Option-Queries`, JSON list), so a spec can count them; and, with the
 * test stack's Redis drop-in (tests/stack/object-cache.php), how many reads went to Redis for any of
 * the plugin's options (`X-E2E-Cache-Option-Reads`). With `X-E2E-Watch-Ids: 12,13`, the queries of
 * the posts or post metadata tables that name one of those ids (`X-E2E-Watched-Queries`, JSON).
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_SERVER['HTTP_X_E2E_LOADED_FILES'] ) ) {
	$e2e_option_queries  = array();
	$e2e_watched_queries = array();
	$e2e_watched_ids     = isset( $_SERVER['HTTP_X_E2E_WATCH_IDS'] ) ? array_filter( array_map( 'intval', explode( ',', (string) $_SERVER['HTTP_X_E2E_WATCH_IDS'] ) ) ) : array();
	add_filter(
		'query',
		static function ( $query ) use ( &$e2e_option_queries, &$e2e_watched_queries, $e2e_watched_ids ) {
			if ( is_string( $query ) && str_contains( $query, 'options' ) && str_contains( $query, "'jetpack_blocks_" ) ) {
				$e2e_option_queries[] = preg_replace( '/\s+/', ' ', $query );
			}
			if ( is_string( $query ) && $e2e_watched_ids && preg_match( '/posts|postmeta/', $query ) ) {
				foreach ( $e2e_watched_ids as $id ) {
					if ( preg_match( '/(?<![0-9])' . $id . '(?![0-9])/', $query ) ) {
						$e2e_watched_queries[] = preg_replace( '/\s+/', ' ', $query );
						break;
					}
				}
			}
			return $query;
		}
	);
	// The whole response is buffered so the header can still be sent once it is complete.
	ob_start(
		static function ( string $buffer, int $phase ) use ( &$e2e_option_queries, &$e2e_watched_queries ): string {
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
