<?php
/**
 * Test sites only: knobs for the atomicity spec (tests/e2e/specs/stack-atomic.spec.ts), which sends
 * many requests at once against the plugin's limits and checks that exactly the limit passes. Each
 * knob is a request header, so it changes only the requests that carry it (other specs, and the
 * same spec on another target, see the site's own limits):
 * - `X-E2E-AI-Limit: n`: the site's free AI requests (filter jetpack_blocks_ai_free_requests_limit);
 * - `X-E2E-AI-Concurrent: n`: AI requests one user may have running at once (0: no bound);
 * - `X-E2E-Resolve-Limit: n`: link lookups one user may make per day.
 * A completion whose prompt holds `[e2e-hold:<id>]` streams a word every 200 ms until an
 * administrator POSTs { id } to /e2e/v1/ai-hold-release (or a minute passes): a request that keeps
 * its AI slot as long as the spec needs. GET /e2e/v1/ai-hold-stats?id= answers how many such
 * completions run now and the most that ever ran at once.
 * And, for an administrator, GET/POST /e2e/v1/ai-usage reads the stored AI counts and puts back
 * what GET read, so the spec leaves the site's count as it found it.
 *
 * @package jetpack-blocks
 */

$jetpack_blocks_e2e_atomic_header = static function ( string $name ): ?int {
	$value = $_SERVER[ $name ] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	return is_string( $value ) && ctype_digit( $value ) ? (int) $value : null;
};

add_filter(
	'jetpack_blocks_ai_free_requests_limit',
	static fn( $limit ) => $jetpack_blocks_e2e_atomic_header( 'HTTP_X_E2E_AI_LIMIT' ) ?? $limit,
	20
);
add_filter(
	'jetpack_blocks_ai_user_concurrent_requests',
	static fn( $limit ) => $jetpack_blocks_e2e_atomic_header( 'HTTP_X_E2E_AI_CONCURRENT' ) ?? $limit,
	20
);
add_filter(
	'jetpack_blocks_resolve_redirect_rate_limit',
	static function ( $limit ) use ( $jetpack_blocks_e2e_atomic_header ) {
		$requests = $jetpack_blocks_e2e_atomic_header( 'HTTP_X_E2E_RESOLVE_LIMIT' );
		return null === $requests ? $limit : array(
			'requests' => $requests,
			'window'   => DAY_IN_SECONDS,
		);
	},
	20
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'e2e/v1',
			'/ai-usage',
			array(
				array(
					'methods'             => 'GET',
					'callback'            => static fn () => rest_ensure_response( array( 'raw' => \Jetpack_Blocks\ai_usage_raw() ) ),
					'permission_callback' => static fn () => current_user_can( 'manage_options' ),
				),
				array(
					'methods'             => 'POST',
					'callback'            => static function ( WP_REST_Request $request ) {
						$raw = $request->get_param( 'raw' );
						if ( is_string( $raw ) ) {
							update_option( \Jetpack_Blocks\AI_USAGE_OPTION, maybe_unserialize( $raw ), false );
						} else {
							delete_option( \Jetpack_Blocks\AI_USAGE_OPTION );
						}
						return rest_ensure_response( array( 'raw' => \Jetpack_Blocks\ai_usage_raw() ) );
					},
					'permission_callback' => static fn () => current_user_can( 'manage_options' ),
				),
			)
		);
	}
);

/** Option row whose existence releases the held completions of one id. */
const JETPACK_BLOCKS_E2E_HOLD_PREFIX = 'jetpack_blocks_e2e_hold_release_';

add_filter(
	'jetpack_blocks_ai_provider',
	static function ( $provider ) {
		if ( null === $provider ) {
			return null;
		}
		return new class( $provider ) implements \Jetpack_Blocks\Ai_Provider {

			/**
			 * The provider answering other prompts.
			 *
			 * @var \Jetpack_Blocks\Ai_Provider
			 */
			private $inner;

			/**
			 * @param \Jetpack_Blocks\Ai_Provider $inner Provider.
			 */
			public function __construct( $inner ) {
				$this->inner = $inner;
			}

			/**
			 * {@inheritDoc}
			 */
			public function complete( array $messages, array $options ): iterable {
				$text = '';
				foreach ( $messages as $message ) {
					$text .= ' ' . ( is_string( $message['content'] ?? null ) ? $message['content'] : '' );
				}
				if ( ! preg_match( '/\[e2e-hold:([a-z0-9]+)\]/', $text, $match ) ) {
					return $this->inner->complete( $messages, $options );
				}
				$id = $match[1];
				return ( static function () use ( $id ) {
					global $wpdb;
					// phpcs:disable WordPress.DB.DirectDatabaseQuery -- counters shared by parallel requests, read and changed in SQL only.
					$row = static fn ( string $what ) => JETPACK_BLOCKS_E2E_HOLD_PREFIX . $what . '_' . $id;
					foreach ( array( 'running', 'max' ) as $what ) {
						$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')", $row( $what ) ) );
					}
					$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + 1 WHERE option_name = %s", $row( 'running' ) ) );
					// What this read sees ran at one moment: the highest of these reads is how many ran at once.
					$now = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $row( 'running' ) ) );
					$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value + 0 < %d", (string) $now, $row( 'max' ), $now ) );
					$until = microtime( true ) + 60;
					try {
						do {
							yield 'word ';
							usleep( 200000 );
							$released = null !== $wpdb->get_var( $wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", $row( 'released' ) ) );
						} while ( ! $released && microtime( true ) < $until );
					} finally {
						$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value - 1 WHERE option_name = %s", $row( 'running' ) ) );
					}
					// phpcs:enable
				} )();
			}

			/**
			 * {@inheritDoc}
			 */
			public function transcribe( string $path, string $file_name, string $mime_type ): string {
				return $this->inner->transcribe( $path, $file_name, $mime_type );
			}

			/**
			 * {@inheritDoc}
			 */
			public function generate_image( string $prompt ): string {
				return $this->inner->generate_image( $prompt );
			}
		};
	},
	20
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'e2e/v1',
			'/ai-hold-stats',
			array(
				'methods'             => 'GET',
				'callback'            => static function ( WP_REST_Request $request ) {
					global $wpdb;
					$read = static fn ( string $what ) => (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", JETPACK_BLOCKS_E2E_HOLD_PREFIX . $what . '_' . $request['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
					return rest_ensure_response(
						array(
							'running' => $read( 'running' ),
							'max'     => $read( 'max' ),
						)
					);
				},
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
			)
		);
		register_rest_route(
			'e2e/v1',
			'/ai-hold-release',
			array(
				'methods'             => 'POST',
				'args'                => array(
					'id' => array(
						'type'     => 'string',
						'pattern'  => '^[a-z0-9]+$',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					update_option( JETPACK_BLOCKS_E2E_HOLD_PREFIX . 'released_' . $request['id'], 1, false );
					return rest_ensure_response( true );
				},
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
			)
		);
	}
);
