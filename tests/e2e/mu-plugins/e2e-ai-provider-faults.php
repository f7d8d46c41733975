<?php
/**
 * Test site only: an AI provider with the faults of a real remote one, switched on by markers in the
 * prompt, around the configured provider. Used by the AI limit and quota specs.
 *
 * - `[e2e-slow]`: answers after half a second, as a remote service does; the window in which
 *   parallel requests used to be counted against a quota they had all read as not yet used up.
 * - `[e2e-fail]`: fails before the first piece (the service is down).
 * - `[e2e-fail-midstream]`: fails after the first piece (the connection drops mid-answer).
 * - `[e2e-trickle]`: a piece every 300 ms, twenty of them (a service that keeps a stream open).
 * - the filter `jetpack_blocks_ai_stream_max_seconds` is set from the `X-E2E-Stream-Max-Seconds`
 *   header, so a spec can check the stream's time limit without waiting minutes.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_ai_provider',
	static function ( $provider ) {
		if ( null === $provider ) {
			return null; // No model: nothing to wrap (the routes say so).
		}
		return new class( $provider ) implements \Jetpack_Blocks\Ai_Provider {

			/**
			 * The provider answering when no fault is asked for.
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
				if ( str_contains( $text, '[e2e-fail]' ) ) {
					throw \Jetpack_Blocks\Ai_Error::service_unavailable();
				}
				if ( str_contains( $text, '[e2e-slow]' ) ) {
					usleep( 500000 );
				}
				if ( str_contains( $text, '[e2e-fail-midstream]' ) ) {
					return ( static function () {
						yield 'The first words, ';
						throw \Jetpack_Blocks\Ai_Error::service_unavailable();
					} )();
				}
				if ( str_contains( $text, '[e2e-trickle]' ) ) {
					return ( static function () {
						for ( $i = 0; $i < 20; $i++ ) {
							if ( $i > 0 ) {
								usleep( 300000 );
							}
							yield 'word ';
						}
					} )();
				}
				return $this->inner->complete( $messages, $options );
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
	}
);

add_filter(
	'jetpack_blocks_ai_stream_max_seconds',
	static function ( $seconds ) {
		$header = isset( $_SERVER['HTTP_X_E2E_STREAM_MAX_SECONDS'] ) ? (string) $_SERVER['HTTP_X_E2E_STREAM_MAX_SECONDS'] : '';
		return is_numeric( $header ) ? (float) $header : $seconds;
	}
);
