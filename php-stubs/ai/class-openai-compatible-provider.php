<?php
/**
 * The remote AI provider: any service that speaks the OpenAI chat-completions API (OpenAI itself,
 * or a local server such as Ollama, LM Studio or llama.cpp).
 *
 * It asks for a stream (`POST {base_url}/chat/completions`, `stream: true`) and relays the
 * upstream deltas as they arrive. cURL's multi interface drives the transfer, so each piece is
 * handed on while the upstream is still writing (the WordPress HTTP API would wait for the whole
 * answer). Upstream failures map to the statuses the client handles: 429 stays 429, a too-long
 * context is 413, a refusal by the upstream's content filter is 422, everything else (5xx,
 * connection failure, a bad key or model) is 503.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * OpenAI-compatible chat completions over cURL.
 */
class OpenAI_Compatible_Provider implements Ai_Provider {

	/** Seconds to wait for a connection. */
	const CONNECT_TIMEOUT = 10;

	/** Seconds a whole answer may take. */
	const TIMEOUT = 300;

	/** Bytes of an error body kept for inspection. */
	const MAX_ERROR_BODY = 65536;

	/**
	 * Base URL without trailing slash, e.g. https://api.openai.com/v1.
	 *
	 * @var string
	 */
	private $base_url;

	/**
	 * API key; may be empty for local servers.
	 *
	 * @var string
	 */
	private $api_key;

	/**
	 * Model name.
	 *
	 * @var string
	 */
	private $model;

	/**
	 * @param string $base_url Base URL.
	 * @param string $api_key  API key.
	 * @param string $model    Model name.
	 */
	public function __construct( string $base_url, string $api_key, string $model ) {
		$this->base_url = rtrim( $base_url, '/' );
		$this->api_key  = $api_key;
		$this->model    = $model;
	}

	/**
	 * {@inheritDoc}
	 *
	 * The model of the settings is used whatever the client asks for: the configured service may
	 * not know the client's model names.
	 */
	public function complete( array $messages, array $options ): iterable {
		if ( ! function_exists( 'curl_multi_init' ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'curl_missing' ) );
		}
		$body = array(
			'model'    => $this->model,
			'messages' => self::upstream_messages( $messages ),
			'stream'   => true,
		);
		$tools = self::upstream_tools( isset( $options['functions'] ) && is_array( $options['functions'] ) ? $options['functions'] : array() );
		if ( array() !== $tools ) {
			$body['tools'] = $tools;
		}
		return $this->stream( (string) wp_json_encode( $body ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * Not offered by this provider.
	 */
	public function transcribe( string $path, string $file_name, string $mime_type ): string {
		throw new Ai_Error(
			'jetpack_ai_service_unavailable',
			sprintf(
				/* translators: %s: the product name. */
				__( 'The %s AI service is temporarily unavailable.', 'jetpack-blocks' ),
				plugin_info()['name']
			),
			503,
			array( 'reason' => 'not_supported_by_provider' )
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * Not offered by this provider.
	 */
	public function generate_image( string $prompt ): string {
		throw Ai_Error::service_unavailable( array( 'reason' => 'not_supported_by_provider' ) );
	}

	/**
	 * Messages as the upstream takes them. The provider's own `jetpack-ai` role becomes a system
	 * message that states the task and a user message with the content.
	 *
	 * @param array<int, array<string, mixed>> $messages Validated messages.
	 * @return array<int, array<string, string>>
	 */
	private static function upstream_messages( array $messages ): array {
		$out = array();
		foreach ( $messages as $message ) {
			$role    = (string) ( $message['role'] ?? 'user' );
			$content = is_string( $message['content'] ?? null ) ? $message['content'] : '';
			$context = isset( $message['context'] ) && is_array( $message['context'] ) ? $message['context'] : null;

			if ( 'jetpack-ai' === $role ) {
				$context = $context ?? array();
				$out[]   = array(
					'role'    => 'system',
					'content' => self::task_instructions( $context ),
				);
				$text    = is_string( $context['content'] ?? null ) ? $context['content'] : $content;
				if ( is_string( $context['request'] ?? null ) && '' !== trim( $context['request'] ) ) {
					$text = $context['request'] . ( '' !== trim( $text ) ? "\n\n" . $text : '' );
				}
				$out[] = array(
					'role'    => 'user',
					'content' => $text,
				);
				continue;
			}
			if ( ! in_array( $role, array( 'system', 'user', 'assistant' ), true ) ) {
				$role = 'user';
			}
			if ( null !== $context && is_string( $context['content'] ?? null ) && '' === $content ) {
				$content = $context['content'];
			}
			$out[] = array(
				'role'    => $role,
				'content' => $content,
			);
		}
		return $out;
	}

	/**
	 * The system message for a `jetpack-ai` task.
	 *
	 * @param array<string, mixed> $context The message's context: type, content, and options such as
	 *                                      tone or language.
	 */
	private static function task_instructions( array $context ): string {
		$type = is_string( $context['type'] ?? null ) ? $context['type'] : '';
		if ( 'voice-to-content-simple-draft' === $type ) {
			return 'You turn a raw speech transcription into a clean draft. Fix punctuation and capitalization, remove filler words, split the text into paragraphs, and keep the speaker\'s words and meaning. Do not add content. Answer with the draft only, in markdown paragraphs.';
		}
		$instructions = 'You are a writing assistant in the WordPress block editor. Perform the task "' . $type . '" on the content the user sends. Answer with the resulting content only, in markdown, without any preamble.';
		foreach ( $context as $key => $value ) {
			if ( in_array( $key, array( 'type', 'content', 'request' ), true ) || ! is_scalar( $value ) ) {
				continue;
			}
			$instructions .= ' ' . ucfirst( (string) $key ) . ': ' . (string) $value . '.';
		}
		$instructions .= ' If the request cannot be understood, answer only with JETPACK_AI_ERROR.';
		return $instructions;
	}

	/**
	 * The client's functions as upstream tools.
	 *
	 * @param array<int, mixed> $functions Functions: name, description?, parameters?.
	 * @return array<int, array<string, mixed>>
	 */
	private static function upstream_tools( array $functions ): array {
		$tools = array();
		foreach ( $functions as $function ) {
			if ( ! is_array( $function ) || ! is_string( $function['name'] ?? null ) ) {
				continue;
			}
			$definition = array( 'name' => $function['name'] );
			if ( is_string( $function['description'] ?? null ) ) {
				$definition['description'] = $function['description'];
			}
			$definition['parameters'] = is_array( $function['parameters'] ?? null ) && array() !== $function['parameters']
				? $function['parameters']
				: array(
					'type'       => 'object',
					'properties' => new \stdClass(),
				);
			$tools[] = array(
				'type'     => 'function',
				'function' => $definition,
			);
		}
		return $tools;
	}

	/**
	 * Runs the request and yields pieces as the upstream sends them.
	 *
	 * @param string $body JSON body.
	 * @return \Generator
	 * @throws Ai_Error On an upstream or connection failure.
	 */
	private function stream( string $body ): \Generator {
		$status   = 0;
		$buffer   = '';
		$received = '';
		$headers  = array( 'Content-Type: application/json', 'Accept: text/event-stream' );
		if ( '' !== $this->api_key ) {
			$headers[] = 'Authorization: Bearer ' . $this->api_key;
		}

		$handle = curl_init( $this->base_url . '/chat/completions' );
		$multi  = curl_multi_init();
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST           => true,
				CURLOPT_POSTFIELDS     => $body,
				CURLOPT_HTTPHEADER     => $headers,
				CURLOPT_CONNECTTIMEOUT => self::CONNECT_TIMEOUT,
				CURLOPT_TIMEOUT        => self::TIMEOUT,
				CURLOPT_FOLLOWLOCATION => false,
				CURLOPT_PROTOCOLS      => CURLPROTO_HTTP | CURLPROTO_HTTPS,
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$status ): int {
					if ( preg_match( '#^HTTP/\S+\s+(\d{3})#', $line, $matches ) ) {
						$status = (int) $matches[1]; // The last status line wins (100 Continue first).
					}
					return strlen( $line );
				},
				CURLOPT_WRITEFUNCTION  => static function ( $curl, string $data ) use ( &$buffer, &$received, &$status ): int {
					if ( $status >= 300 ) {
						if ( strlen( $received ) < self::MAX_ERROR_BODY ) {
							$received .= $data;
						}
					} else {
						$buffer .= $data;
					}
					return strlen( $data );
				},
			)
		);
		curl_multi_add_handle( $multi, $handle );

		$finished = false;
		$started  = false;
		try {
			do {
				$code = curl_multi_exec( $multi, $running );
				if ( CURLM_OK !== $code ) {
					throw Ai_Error::service_unavailable( array( 'reason' => 'connection_failed' ) );
				}
				// Whole lines only: an event may arrive split over several writes.
				while ( false !== ( $end = strpos( $buffer, "\n" ) ) ) {
					$line   = rtrim( substr( $buffer, 0, $end ), "\r" );
					$buffer = (string) substr( $buffer, $end + 1 );
					foreach ( $this->parse_line( $line, $started, $finished ) as $piece ) {
						$started = true;
						yield $piece;
					}
					if ( $finished ) {
						break 2;
					}
				}
				if ( $running && -1 === curl_multi_select( $multi, 0.05 ) ) {
					usleep( 10000 ); // select() unavailable: poll gently instead of spinning.
				}
			} while ( $running );

			if ( ! $finished ) {
				$info  = curl_multi_info_read( $multi );
				$errno = is_array( $info ) ? (int) $info['result'] : 0;
				if ( 0 !== $errno || 0 === $status ) {
					throw Ai_Error::service_unavailable( array( 'reason' => 'connection_failed' ) );
				}
				if ( $status >= 300 ) {
					throw self::upstream_error( $status, $received );
				}
				// A last line without a newline, or a plain JSON answer from a server that ignores `stream`.
				$rest = trim( $buffer );
				if ( '' !== $rest ) {
					$pieces = str_starts_with( $rest, '{' ) ? self::pieces_of_message( $rest ) : $this->parse_line( $rest, $started, $finished );
					foreach ( $pieces as $piece ) {
						yield $piece;
					}
				}
			}
		} finally {
			curl_multi_remove_handle( $multi, $handle );
			curl_multi_close( $multi );
			curl_close( $handle );
		}
	}

	/**
	 * The pieces in one line of the upstream event stream.
	 *
	 * @param string $line     Line without its newline.
	 * @param bool   $started  Whether pieces were already handed on.
	 * @param bool   $finished Set when the line ends the stream.
	 * @return array<int, string|array<string, array<string, string>>>
	 * @throws Ai_Error When the stream reports an error.
	 */
	private function parse_line( string $line, bool $started, bool &$finished ): array {
		if ( ! str_starts_with( $line, 'data:' ) ) {
			return array(); // Comments, event names, blank separators.
		}
		$payload = trim( substr( $line, 5 ) );
		if ( '[DONE]' === $payload ) {
			$finished = true;
			return array();
		}
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) ) {
			return array();
		}
		if ( isset( $event['error'] ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_error' ) );
		}
		$choice = $event['choices'][0] ?? null;
		if ( ! is_array( $choice ) ) {
			return array();
		}
		if ( 'content_filter' === ( $choice['finish_reason'] ?? null ) && ! $started ) {
			throw Ai_Error::moderation();
		}
		return self::pieces_of_delta( is_array( $choice['delta'] ?? null ) ? $choice['delta'] : array() );
	}

	/**
	 * The pieces of one streamed delta: text and function-call parts.
	 *
	 * @param array<string, mixed> $delta Upstream delta.
	 * @return array<int, string|array<string, array<string, string>>>
	 */
	private static function pieces_of_delta( array $delta ): array {
		$pieces = array();
		if ( is_string( $delta['content'] ?? null ) && '' !== $delta['content'] ) {
			$pieces[] = $delta['content'];
		}
		// Tools (current API) and function_call (legacy API) carry the same parts.
		$call = null;
		if ( isset( $delta['tool_calls'][0]['function'] ) && is_array( $delta['tool_calls'][0]['function'] ) ) {
			$call = $delta['tool_calls'][0]['function'];
		} elseif ( isset( $delta['function_call'] ) && is_array( $delta['function_call'] ) ) {
			$call = $delta['function_call'];
		}
		if ( null !== $call ) {
			$part = array();
			if ( is_string( $call['name'] ?? null ) && '' !== $call['name'] ) {
				$part['name'] = $call['name'];
			}
			$part['arguments'] = is_string( $call['arguments'] ?? null ) ? $call['arguments'] : '';
			if ( isset( $part['name'] ) || '' !== $part['arguments'] ) {
				$pieces[] = array( 'function_call' => $part );
			}
		}
		return $pieces;
	}

	/**
	 * The pieces of a whole (non-streamed) answer.
	 *
	 * @param string $json Upstream JSON answer.
	 * @return array<int, string|array<string, array<string, string>>>
	 */
	private static function pieces_of_message( string $json ): array {
		$answer  = json_decode( $json, true );
		$message = is_array( $answer ) ? ( $answer['choices'][0]['message'] ?? null ) : null;
		if ( ! is_array( $message ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_answer_unreadable' ) );
		}
		if ( isset( $message['tool_calls'][0]['function'] ) && is_array( $message['tool_calls'][0]['function'] ) ) {
			$message['function_call'] = $message['tool_calls'][0]['function'];
		}
		return self::pieces_of_delta( $message );
	}

	/**
	 * The error an upstream status stands for.
	 *
	 * @param int    $status Upstream HTTP status.
	 * @param string $body   Upstream error body.
	 */
	private static function upstream_error( int $status, string $body ): Ai_Error {
		$error = json_decode( $body, true );
		$error = is_array( $error ) && is_array( $error['error'] ?? null ) ? $error['error'] : array();
		$text  = strtolower( implode( ' ', array_filter( array( $error['code'] ?? '', $error['type'] ?? '', $error['message'] ?? '' ), 'is_string' ) ) );
		$extra = array( 'upstream_status' => $status );

		if ( 429 === $status ) {
			return Ai_Error::quota_exceeded( $extra );
		}
		if ( 413 === $status || str_contains( $text, 'context_length' ) || str_contains( $text, 'maximum context length' ) ) {
			return Ai_Error::context_too_large();
		}
		if ( str_contains( $text, 'content_filter' ) || str_contains( $text, 'content_policy' ) || str_contains( $text, 'moderation' ) ) {
			return Ai_Error::moderation();
		}
		return Ai_Error::service_unavailable( $extra );
	}
}
