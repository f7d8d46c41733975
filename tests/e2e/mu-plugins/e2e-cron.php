<?php
/**
 * Test sites only: lets the cron spec (tests/e2e/specs/cron.spec.ts) make the plugin's events due
 * and leave the state they clean up, as time would. For an administrator:
 * - GET  /e2e/v1/cron/next?hook=…     the next run of one of the plugin's events (null: none);
 * - POST /e2e/v1/cron/due { hook }     moves that run to a second ago (a recurring event keeps its
 *                                      recurrence), so the next request of wp-cron.php runs it;
 * - POST /e2e/v1/cron/age-upload { key, seconds }  an unfinished upload, untouched for `seconds`;
 * - POST /e2e/v1/cron/unindex { post } a post as one published before the related-posts engine ran
 *                                      (no index, and the site not yet backfilled).
 * - POST /e2e/v1/cron/rate-rows       two rows of rate limits as their requests leave them: one of a
 *                                      60-second window that ended ten minutes ago, one of the current
 *                                      window of a day-long limit (names in `ended` and `current`);
 * - GET  /e2e/v1/cron/row?name=…       whether an option row exists (read in SQL, past any cache).
 * Only hooks of this plugin (`jetpack_blocks_…`) can be moved.
 *
 * @package jetpack-blocks
 */

$jetpack_blocks_e2e_cron_admin = static fn () => current_user_can( 'manage_options' );

add_action(
	'rest_api_init',
	static function () use ( $jetpack_blocks_e2e_cron_admin ) {
		$hook_arg = array(
			'hook' => array(
				'type'     => 'string',
				'pattern'  => '^jetpack_blocks_[a-z_]+$',
				'required' => true,
			),
		);
		register_rest_route(
			'e2e/v1',
			'/cron/next',
			array(
				'methods'             => 'GET',
				'args'                => $hook_arg,
				'callback'            => static function ( WP_REST_Request $request ) {
					$next = wp_next_scheduled( (string) $request['hook'] );
					return rest_ensure_response( false === $next ? null : $next );
				},
				'permission_callback' => $jetpack_blocks_e2e_cron_admin,
			)
		);
		register_rest_route(
			'e2e/v1',
			'/cron/due',
			array(
				'methods'             => 'POST',
				'args'                => $hook_arg,
				'callback'            => static function ( WP_REST_Request $request ) {
					$hook = (string) $request['hook'];
					$next = wp_next_scheduled( $hook );
					if ( false === $next ) {
						return new WP_Error( 'e2e_not_scheduled', 'The event is not scheduled.', array( 'status' => 404 ) );
					}
					$event = wp_get_scheduled_event( $hook, array(), $next );
					wp_unschedule_event( $next, $hook );
					$when = time() - 1;
					if ( $event && $event->schedule ) {
						wp_schedule_event( $when, $event->schedule, $hook );
					} else {
						wp_schedule_single_event( $when, $hook );
					}
					return rest_ensure_response( wp_next_scheduled( $hook ) );
				},
				'permission_callback' => $jetpack_blocks_e2e_cron_admin,
			)
		);
		register_rest_route(
			'e2e/v1',
			'/cron/age-upload',
			array(
				'methods'             => 'POST',
				'callback'            => static function ( WP_REST_Request $request ) {
					// The upload code may be loaded only for upload requests; this route needs it too.
					require_once JETPACK_BLOCKS_DIR . '/php-stubs/videopress/upload/store.php';
					$key   = (string) $request['key'];
					$state = \Jetpack_Blocks\VideoPress\Upload\read_state( $key );
					if ( ! $state ) {
						return new WP_Error( 'e2e_no_upload', 'No such upload.', array( 'status' => 404 ) );
					}
					$then             = time() - (int) $request['seconds'];
					$state['updated'] = $then;
					$file             = \Jetpack_Blocks\VideoPress\Upload\path_for( $key, '.json' );
					file_put_contents( $file, wp_json_encode( $state ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
					foreach ( array( '.json', '.part' ) as $suffix ) {
						$path = \Jetpack_Blocks\VideoPress\Upload\path_for( $key, $suffix );
						if ( file_exists( $path ) ) {
							touch( $path, $then );
						}
					}
					return rest_ensure_response( true );
				},
				'permission_callback' => $jetpack_blocks_e2e_cron_admin,
			)
		);
		register_rest_route(
			'e2e/v1',
			'/cron/unindex',
			array(
				'methods'             => 'POST',
				'callback'            => static function ( WP_REST_Request $request ) {
					$post = (int) $request['post'];
					delete_post_meta( $post, '_jetpack_blocks_rp_vector' );
					delete_post_meta( $post, '_jetpack_blocks_rp_word' );
					delete_option( 'jetpack_blocks_rp_backfilled' );
					return rest_ensure_response( true );
				},
				'permission_callback' => $jetpack_blocks_e2e_cron_admin,
			)
		);
		register_rest_route(
			'e2e/v1',
			'/cron/rate-rows',
			array(
				'methods'             => 'POST',
				'callback'            => static function () {
					global $wpdb;
					$who  = md5( 'e2e-cron-' . wp_generate_password( 12, false ) );
					$rows = array(
						'ended'   => sprintf( 'jetpack_blocks_rate_e2ecron_60_%012d_%s', intdiv( time(), 60 ) - 10, $who ),
						// A day-long window: it is still current however long the test waits for cron.
						'current' => sprintf( 'jetpack_blocks_rate_e2ecron_86400_%012d_%s', intdiv( time(), 86400 ), $who ),
					);
					foreach ( $rows as $name ) {
						$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '3', 'off')", $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
					}
					return rest_ensure_response( $rows );
				},
				'permission_callback' => $jetpack_blocks_e2e_cron_admin,
			)
		);
		register_rest_route(
			'e2e/v1',
			'/cron/row',
			array(
				'methods'             => 'GET',
				'callback'            => static function ( WP_REST_Request $request ) {
					global $wpdb;
					$found = $wpdb->get_var( $wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", (string) $request['name'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
					return rest_ensure_response( null !== $found );
				},
				'permission_callback' => $jetpack_blocks_e2e_cron_admin,
			)
		);
	}
);
