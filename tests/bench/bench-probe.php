<?php
/**
 * Benchmark-only must-use plugin (copied into the bench site by scripts/bench.mjs, never shipped):
 * answers what one request cost on the server, in a response header, and lets the benchmark run
 * the same site with the plugin active or inactive per request, so both variants see the same
 * database and content and can be interleaved without a write between them.
 *
 * Request header `X-Bench-Plugin: off` drops the plugin from the active plugins of that request.
 * Response header `X-Bench-Cost`: JSON of server milliseconds (from the start of the request to the
 * end of output), CPU milliseconds of the request from this file's load on, PHP files included,
 * hooks with callbacks, callbacks, database queries, peak memory.
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

/**
 * CPU seconds this process has used so far (user + system). On a machine whose cores are shared,
 * wall time also counts the time other processes held the CPU; CPU time of the request does not.
 */
function jetpack_blocks_bench_cpu(): float {
	$usage = getrusage();
	return $usage['ru_utime.tv_sec'] + $usage['ru_utime.tv_usec'] / 1e6 + $usage['ru_stime.tv_sec'] + $usage['ru_stime.tv_usec'] / 1e6;
}
// This file is the first must-use plugin (bench-…): what WordPress loads before it is the same
// whether the plugin is active or not.
$jetpack_blocks_bench_cpu_start = jetpack_blocks_bench_cpu();

if ( isset( $_SERVER['HTTP_X_BENCH_PLUGIN'] ) && 'off' === $_SERVER['HTTP_X_BENCH_PLUGIN'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values(
				array_filter(
					(array) $plugins,
					static function ( $plugin ) {
						return ! str_starts_with( (string) $plugin, 'jetpack-blocks/' );
					}
				)
			);
		}
	);
}

// `X-Bench-Detail: 1` appends the included files and the queries to the page, to find what costs.
$jetpack_blocks_bench_queries = array();
$jetpack_blocks_bench_detail  = isset( $_SERVER['HTTP_X_BENCH_DETAIL'] );
if ( $jetpack_blocks_bench_detail ) {
	add_filter(
		'query',
		static function ( $query ) use ( &$jetpack_blocks_bench_queries ) {
			$jetpack_blocks_bench_queries[] = $query;
			return $query;
		}
	);
}

// With `X-Bench-Detail: 1`, each block's render time too (inclusive of its inner blocks, summed
// per block name): what a post with many blocks spends where.
$jetpack_blocks_bench_renders = array();
if ( $jetpack_blocks_bench_detail ) {
	$jetpack_blocks_bench_started = array();
	add_filter(
		'pre_render_block',
		static function ( $pre ) use ( &$jetpack_blocks_bench_started ) {
			$jetpack_blocks_bench_started[] = null === $pre ? hrtime( true ) : null;
			return $pre;
		},
		PHP_INT_MAX
	);
	add_filter(
		'render_block',
		static function ( $content, $block ) use ( &$jetpack_blocks_bench_started, &$jetpack_blocks_bench_renders ) {
			$started = array_pop( $jetpack_blocks_bench_started );
			if ( null !== $started ) {
				$name = (string) ( $block['blockName'] ?? '' );
				$jetpack_blocks_bench_renders[ $name ] = ( $jetpack_blocks_bench_renders[ $name ] ?? 0 ) + ( hrtime( true ) - $started ) / 1e6;
			}
			return $content;
		},
		PHP_INT_MAX,
		2
	);
}

// The whole page is buffered so the header can still be sent once the page is complete.
ob_start(
	static function ( string $buffer, int $phase ) use ( &$jetpack_blocks_bench_queries, &$jetpack_blocks_bench_renders, $jetpack_blocks_bench_detail, $jetpack_blocks_bench_cpu_start ) {
		if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) || headers_sent() ) {
			return $buffer;
		}
		global $wp_filter, $wpdb;
		$callbacks = 0;
		$hooks     = 0;
		foreach ( (array) $wp_filter as $hook ) {
			$count = 0;
			foreach ( $hook->callbacks as $by_priority ) {
				$count += count( $by_priority );
			}
			$callbacks += $count;
			$hooks     += $count > 0 ? 1 : 0;
		}
		$opcache = function_exists( 'opcache_get_status' ) ? opcache_get_status( false ) : false;
		header(
			'X-Bench-Cost: ' . wp_json_encode(
				array(
					'ms'        => round( ( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 3 ),
					'cpu_ms'    => round( ( jetpack_blocks_bench_cpu() - $jetpack_blocks_bench_cpu_start ) * 1000, 3 ),
					'files'     => count( get_included_files() ),
					'hooks'     => $hooks,
					'callbacks' => $callbacks,
					'queries'   => isset( $wpdb ) ? (int) $wpdb->num_queries : -1,
					'memory'    => memory_get_peak_usage(),
					'opcache'   => is_array( $opcache ) && ! empty( $opcache['opcache_enabled'] ),
					// Xdebug at work in the server slows every PHP call several times over (loaded with
					// its mode off, as the project's servers start it, it does nothing).
					'xdebug'    => extension_loaded( 'xdebug' ) && ( ! function_exists( 'xdebug_info' ) || array() !== xdebug_info( 'mode' ) ),
				)
			)
		);
		if ( $jetpack_blocks_bench_detail ) {
			$buffer .= "\n<!-- bench files\n" . implode( "\n", get_included_files() ) . "\n-->\n<!-- bench queries\n" . str_replace( '--', '- -', implode( "\n", $jetpack_blocks_bench_queries ) ) . "\n-->\n";
			arsort( $jetpack_blocks_bench_renders );
			$renders = array();
			foreach ( $jetpack_blocks_bench_renders as $name => $ms ) {
				$renders[] = sprintf( '%8.3f ms  %s', $ms, $name );
			}
			$buffer .= "<!-- bench renders\n" . str_replace( '--', '- -', implode( "\n", $renders ) ) . "\n-->\n";
		}
		return $buffer;
	}
);
