<?php
/**
 * Test stack only: tells the harness when a wp-cron.php request it made has finished, and whether it
 * ran the due events. PHP-FPM answers wp-cron.php before running them (fastcgi_finish_request), so
 * the answer itself says nothing; scripts/stack/stack.mjs `runCronNow` waits for this marker instead.
 *
 * The marker is a file named after the request's `jb_stack_run` id in the folder the stack gives the
 * heads (JB_STACK_CRON_RUNS_DIR): `ran`, `none-due`, or `locked` (another run held the cron lock).
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

if ( defined( 'DOING_CRON' ) && DOING_CRON && getenv( 'JB_STACK_CRON_RUNS_DIR' ) ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- an id chosen by the harness, checked below.
	$jb_stack_run = isset( $_GET['jb_stack_run'] ) ? (string) $_GET['jb_stack_run'] : '';
	if ( 1 === preg_match( '/^[a-f0-9-]{36}$/', $jb_stack_run ) ) {
		add_action(
			'shutdown',
			static function () use ( $jb_stack_run ) {
				// wp-cron.php's own variables: the events ran only when this request held the lock.
				if ( empty( $GLOBALS['crons'] ) ) {
					$outcome = 'none-due';
				} elseif ( isset( $GLOBALS['doing_wp_cron'], $GLOBALS['doing_cron_transient'] ) && $GLOBALS['doing_wp_cron'] === $GLOBALS['doing_cron_transient'] ) {
					$outcome = 'ran';
				} else {
					$outcome = 'locked';
				}
				// Written aside and renamed, so the harness never reads half a marker.
				$marker = getenv( 'JB_STACK_CRON_RUNS_DIR' ) . '/' . $jb_stack_run;
				file_put_contents( $marker . '.tmp', $outcome ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
				rename( $marker . '.tmp', $marker ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
			},
			PHP_INT_MAX
		);
	}
}
