<?php
/**
 * Writes a completion as a server-sent event stream (spec 000 §3 "Streamed chunk", §4 "Stream end").
 *
 * The REST callback cannot write the stream itself: the REST server would then append its JSON
 * answer. So the callback hands the pieces over with defer() and returns an empty response; when
 * the server is about to send that response, the `rest_pre_serve_request` filter writes the
 * stream instead and tells the server the request was served, and the server ends the request as
 * usual (rest_api_loaded() exits right after). Requests dispatched internally (rest_do_request)
 * never reach that filter and get the empty response.
 *
 * Frames: `data: {"choices":[{"delta":{"content":"…"}}]}` per piece of text,
 * `data: {"choices":[{"delta":{"function_call":{"name":"…","arguments":"…"}}}]}` per part of a
 * function call, then `data: [DONE]`. A failure after the stream has started cannot change the
 * HTTP status any more: it is sent as `data: {"error":{"code","message","status"}}` and the stream
 * ends without [DONE]. So does a stream still running after MAX_SECONDS of wall-clock time: PHP's
 * time limit does not count time spent waiting (sleeping, reading the network), and the stream
 * ignores user aborts so as to stop between pieces, so without a clock of its own a slow or
 * paced answer could hold a PHP worker for as long as it kept going.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Deferred event streams of the current request.
 */
class Ai_Stream {

	/**
	 * Longest a stream may run, in seconds of wall-clock time (filter:
	 * jetpack_blocks_ai_stream_max_seconds): the remote provider's own time limit and a margin.
	 */
	const MAX_SECONDS = OpenAI_Compatible_Provider::TIMEOUT + 30;

	/**
	 * Streams waiting for their request to be served: the pieces, and what to call if the answer
	 * fails after all.
	 *
	 * @var \SplObjectStorage<\WP_REST_Request, array{0: \Generator, 1: callable|null}>|null
	 */
	private static $pending = null;

	/**
	 * Keeps the pieces for when the REST server serves this request.
	 *
	 * @param \WP_REST_Request $request    Request.
	 * @param \Generator       $pieces     Pieces; the current one has not been written yet.
	 * @param callable|null    $on_failure Called once if the stream ends in an error (not when
	 *                                     the client goes away), e.g. to give back the request.
	 * @param array            $first      Top-level fields of the first frame only (e.g. which
	 *                                     offline tool made the answer).
	 * @return \WP_REST_Response The response that stands for the stream.
	 */
	public static function defer( \WP_REST_Request $request, \Generator $pieces, ?callable $on_failure = null, array $first = array() ): \WP_REST_Response {
		if ( null === self::$pending ) {
			self::$pending = new \SplObjectStorage();
			add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 3 );
		}
		self::$pending[ $request ] = array( $pieces, $on_failure, $first );

		$response = new \WP_REST_Response( null, 200 );
		$response->set_headers( self::headers() );
		return $response;
	}

	/**
	 * `rest_pre_serve_request`: writes the stream of this request, if it has one.
	 *
	 * @param bool              $served  Whether another filter already served the request.
	 * @param \WP_HTTP_Response $result  Response about to be sent.
	 * @param \WP_REST_Request  $request Request.
	 * @return bool
	 */
	public static function serve( $served, $result, $request ) {
		if ( $served || null === self::$pending || ! $request instanceof \WP_REST_Request || ! self::$pending->contains( $request ) ) {
			return $served;
		}
		list( $pieces, $on_failure, $first ) = self::$pending[ $request ];
		self::$pending->detach( $request );
		self::write( $pieces, $on_failure, $first );
		return true;
	}

	/**
	 * The delta of one piece, in the shape of the hosted service's stream.
	 *
	 * @param mixed $piece A string of text or an array with `function_call`.
	 * @return array<string, mixed>|null Null for an empty piece.
	 */
	public static function delta( $piece ): ?array {
		if ( is_string( $piece ) ) {
			return '' === $piece ? null : array( 'content' => $piece );
		}
		if ( is_array( $piece ) && is_array( $piece['function_call'] ?? null ) ) {
			$call = array();
			if ( is_string( $piece['function_call']['name'] ?? null ) ) {
				$call['name'] = $piece['function_call']['name'];
			}
			$call['arguments'] = is_string( $piece['function_call']['arguments'] ?? null ) ? $piece['function_call']['arguments'] : '';
			return array( 'function_call' => $call );
		}
		return null;
	}

	/**
	 * Response headers of a stream.
	 *
	 * @return array<string, string>
	 */
	private static function headers(): array {
		return array(
			'Content-Type'      => 'text/event-stream; charset=utf-8',
			'Cache-Control'     => 'no-cache',
			'X-Accel-Buffering' => 'no', // nginx: do not buffer the stream.
		);
	}

	/**
	 * Writes the stream.
	 *
	 * @param \Generator     $pieces     Pieces; starts with the current one.
	 * @param callable|null $on_failure Called if the stream ends in an error.
	 * @param array         $first      Top-level fields of the first frame.
	 */
	private static function write( \Generator $pieces, ?callable $on_failure, array $first ): void {
		if ( ! headers_sent() ) {
			// Again: the REST server sent no-cache headers of its own after the response's.
			foreach ( self::headers() as $name => $value ) {
				header( $name . ': ' . $value );
			}
			header_remove( 'Content-Length' );
			if ( ini_get( 'zlib.output_compression' ) ) {
				ini_set( 'zlib.output_compression', '0' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
			}
		}
		// Every buffer would hold the pieces back until the end; only removable ones can go.
		while ( ob_get_level() > 0 ) {
			$status = ob_get_status();
			if ( ! isset( $status['flags'] ) || ! ( $status['flags'] & PHP_OUTPUT_HANDLER_REMOVABLE ) || ! ob_end_flush() ) {
				break;
			}
		}
		// A closed tab stops the stream (checked after each piece) instead of killing PHP mid-write.
		ignore_user_abort( true );
		/**
		 * Longest an AI answer may stream, in seconds of wall-clock time.
		 *
		 * @param float $seconds Default: the remote provider's time limit and 30 s.
		 */
		$max_seconds = max( 1.0, (float) apply_filters( 'jetpack_blocks_ai_stream_max_seconds', (float) self::MAX_SECONDS ) );
		$deadline    = microtime( true ) + $max_seconds;
		if ( function_exists( 'set_time_limit' ) ) {
			// Counts only the time PHP itself runs; the deadline above counts the waiting too.
			set_time_limit( (int) ceil( max( (float) self::MAX_SECONDS, $max_seconds ) ) );
		}

		try {
			while ( $pieces->valid() ) {
				$delta = self::delta( $pieces->current() );
				if ( null !== $delta ) {
					self::frame( (string) wp_json_encode( array_merge( array( 'choices' => array( array( 'delta' => $delta ) ) ), $first ) ) );
					$first = array();
					if ( connection_aborted() ) {
						return;
					}
				}
				$pieces->next();
				if ( $pieces->valid() && microtime( true ) > $deadline ) {
					throw Ai_Error::stream_timeout();
				}
			}
			self::frame( '[DONE]' );
			return;
		} catch ( Ai_Error $error ) {
			$failure = $error;
		} catch ( \Throwable $error ) {
			$failure = Ai_Error::service_unavailable();
		}
		if ( null !== $on_failure ) {
			$on_failure();
		}
		self::error_frame( $failure );
	}

	/**
	 * Sends one event.
	 *
	 * @param string $data Event data (JSON or [DONE]).
	 */
	private static function frame( string $data ): void {
		echo 'data: ' . $data . "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON of an event stream, not HTML.
		flush();
	}

	/**
	 * Sends a failure that happened mid-stream.
	 *
	 * @param Ai_Error $error Failure.
	 */
	private static function error_frame( Ai_Error $error ): void {
		self::frame(
			(string) wp_json_encode(
				array(
					'error' => array(
						'code'    => $error->get_error_code(),
						'message' => $error->getMessage(),
						'status'  => $error->get_status(),
					),
				)
			)
		);
	}
}
