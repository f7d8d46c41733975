<?php
/**
 * The remote AI provider: any service that speaks the OpenAI chat-completions API (OpenAI itself,
 * or a local server such as Ollama, LM Studio or llama.cpp).
 *
 * It asks for a stream (`POST {base_url}/chat/completions`, `stream: true`) and relays the
 * upstream deltas as they arrive. cURL's multi interface drives the transfer, so each piece is
 * handed on while the upstream is still writing (the WordPress HTTP API, and the Requests library
 * under it, return to the caller only once the whole answer is in: a progress hook sees the bytes
 * earlier, but a generator cannot hand them on from inside a callback). Upstream failures map to
 * the statuses the client handles: 429 stays 429, a too-long context is 413, a refusal by the
 * upstream's content filter is 422, everything else (5xx, connection failure, a bad key or model,
 * a reply past its bounds) is 503.
 *
 * Because the transfer bypasses the HTTP API, it applies that API's rules itself before connecting
 * (see target()): the URL must pass wp_http_validate_url() (http/https, no credentials in the URL,
 * ports 80, 443 and 8080 unless the `http_allowed_safe_ports` filter adds more), WP_HTTP_BLOCK_EXTERNAL
 * and WP_ACCESSIBLE_HOSTS apply as in WP_Http::block_request(), and the WP_PROXY_* settings route the
 * request through the proxy as WP_Http_Proxy says (proxy variables of the environment are not used).
 * The host is resolved once, checked, and cURL is pinned to the checked addresses, so a second DNS
 * answer cannot point the request elsewhere.
 * Redirects are never followed: a 3xx answer is a service error.
 *
 * Hosts on this computer or a private network (loopback, RFC 1918, link-local, CGNAT and the other
 * special-purpose ranges) are refused unless the site administrator allows them, for a local model
 * server such as Ollama on http://127.0.0.1:11434/v1:
 *
 *     define( 'JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER', true ); // in wp-config.php
 *
 * or, per host, the `jetpack_blocks_ai_allow_local_provider` filter (see local_hosts_allowed()).
 * Allowed local hosts may use any port.
 *
 * Every upstream reply is read within fixed bounds (one event line, a whole JSON answer, an error
 * body, the whole stream, the answer text): past them the transfer is cut and the request ends with
 * a service error, so a broken or hostile upstream cannot exhaust the site's memory.
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

	/** Bytes of an error body read (enough for its JSON error); the transfer stops there. */
	const MAX_ERROR_BODY = 65536;

	/** Bytes of one line of the event stream (a real delta line is well under a kilobyte). */
	const MAX_LINE_BYTES = 1048576;

	/** Bytes of a whole JSON answer, from a server that ignores `stream`. */
	const MAX_JSON_REPLY_BYTES = 4194304;

	/** Bytes of a whole event stream, keep-alive comments included: ends a stream that never ends. */
	const MAX_STREAM_BYTES = 16777216;

	/** Bytes of answer text and function arguments handed on (far above any model's output limit). */
	const MAX_ANSWER_BYTES = 2097152;

	/** wp-config.php constant that lets the provider reach hosts on this computer or a private network. */
	const ALLOW_LOCAL_CONSTANT = 'JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER';

	/** Filter that decides the same, per host. */
	const ALLOW_LOCAL_FILTER = 'jetpack_blocks_ai_allow_local_provider';

	/**
	 * IPv4 and IPv6 ranges that are not on the public internet: the ranges wp_http_validate_url()
	 * refuses, and their IPv6 counterparts (including the forms that embed an IPv4 address).
	 */
	const NON_PUBLIC_RANGES = array(
		'0.0.0.0/8',
		'10.0.0.0/8',
		'100.64.0.0/10',
		'127.0.0.0/8',
		'169.254.0.0/16',
		'172.16.0.0/12',
		'192.0.0.0/24',
		'192.0.2.0/24',
		'192.88.99.0/24',
		'192.168.0.0/16',
		'198.18.0.0/15',
		'198.51.100.0/24',
		'203.0.113.0/24',
		'224.0.0.0/4',
		'240.0.0.0/4',
		'::/128',
		'::1/128',
		'::ffff:0:0/96',
		'64:ff9b::/96',
		'64:ff9b:1::/48',
		'100::/64',
		'2001::/23',
		'2001:db8::/32',
		'2002::/16',
		'fc00::/7',
		'fe80::/10',
		'ff00::/8',
	);

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
		throw Ai_Error::capability_unsupported( __( 'The AI service set up for this site cannot transcribe audio.', 'jetpack-blocks' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function generate_image( string $prompt ): string {
		throw Ai_Error::capability_unsupported( __( 'The AI service set up for this site cannot make images.', 'jetpack-blocks' ) );
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
	 * Where requests for a base URL go, checked against the site's rules for outgoing requests.
	 *
	 * An IP address is checked against the local-host rule at once; then come the blocked-hosts
	 * settings (no DNS needed), the addresses a host name resolves to, and wp_http_validate_url()
	 * for public hosts. Local hosts skip the port rule of wp_http_validate_url() once allowed: model
	 * servers listen on ports of their own.
	 *
	 * @param string $base_url Base URL as stored.
	 * @return array{url: string, host: string, port: int, addresses: array<int, string>, local: bool}
	 * @throws Ai_Error 503 with a `reason` naming the rule, when the site must not send requests there.
	 */
	public static function target( string $base_url ): array {
		$url    = rtrim( $base_url, '/' ) . '/chat/completions';
		$parts  = wp_parse_url( $url );
		$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			throw self::refusal( 'provider_url_invalid', __( 'The address of the AI provider is not a valid http:// or https:// URL.', 'jetpack-blocks' ) );
		}
		$host = (string) $parts['host'];
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );

		// An address needs no lookup: its own rule first, the more specific answer.
		if ( false !== filter_var( trim( $host, '[]' ), FILTER_VALIDATE_IP ) ) {
			self::check_local( $host, array( trim( $host, '[]' ) ) );
		}

		if ( _wp_http_get_object()->block_request( $url ) ) {
			throw self::refusal(
				'provider_host_blocked',
				sprintf(
					/* translators: %s: host name. */
					__( 'This site blocks outgoing requests to %s (WP_HTTP_BLOCK_EXTERNAL in wp-config.php). Add the host to WP_ACCESSIBLE_HOSTS to let the AI provider be reached.', 'jetpack-blocks' ),
					$host
				)
			);
		}

		$addresses = self::addresses( $host );
		if ( array() === $addresses ) {
			throw self::refusal(
				'provider_host_unresolved',
				sprintf(
					/* translators: %s: host name. */
					__( 'The host name %s of the AI provider could not be resolved.', 'jetpack-blocks' ),
					$host
				)
			);
		}
		$local = self::check_local( $host, $addresses );
		if ( ! $local && false === wp_http_validate_url( $url ) ) {
			throw self::refusal(
				'provider_url_refused',
				sprintf(
					/* translators: %s: host and port. */
					__( 'WordPress refuses outgoing requests to %s: it allows the ports 80, 443 and 8080 (the http_allowed_safe_ports filter adds more) and host names rather than IPv6 addresses.', 'jetpack-blocks' ),
					$host . ':' . $port
				)
			);
		}

		return array(
			'url'       => $url,
			'host'      => $host,
			'port'      => $port,
			'addresses' => $addresses,
			'local'     => $local,
		);
	}

	/**
	 * Whether a host is on this computer or a private network; refuses it unless the administrator
	 * allows such hosts. One non-public address is enough: the connection could use any of them.
	 *
	 * @param string             $host      Host.
	 * @param array<int, string> $addresses Its addresses.
	 * @return bool Whether the host is local (and allowed).
	 * @throws Ai_Error When the host is local and not allowed.
	 */
	private static function check_local( string $host, array $addresses ): bool {
		$local = array() !== array_filter( $addresses, static fn ( string $address ): bool => ! self::is_public_address( $address ) );
		if ( $local && ! self::local_hosts_allowed( $host, $addresses ) ) {
			throw self::refusal(
				'provider_host_local',
				sprintf(
					/* translators: 1: host name, 2: PHP code of a constant definition, 3: filter name. */
					__( 'The AI provider at %1$s is on this computer or a private network, which this site does not send requests to unless the administrator allows it: add %2$s to wp-config.php, or return true from the %3$s filter.', 'jetpack-blocks' ),
					$host,
					"define( '" . self::ALLOW_LOCAL_CONSTANT . "', true );",
					self::ALLOW_LOCAL_FILTER
				)
			);
		}
		return $local;
	}

	/**
	 * Whether the site administrator lets the provider reach a host on this computer or a private
	 * network (a local model server). Off by default. On for every such host with, in wp-config.php:
	 *
	 *     define( 'JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER', true );
	 *
	 * or per host with the filter, e.g. in a must-use plugin:
	 *
	 *     add_filter( 'jetpack_blocks_ai_allow_local_provider', fn ( $allowed, $host ) => $allowed || '127.0.0.1' === $host, 10, 2 );
	 *
	 * @param string             $host      Host of the base URL.
	 * @param array<int, string> $addresses The addresses it resolves to.
	 */
	public static function local_hosts_allowed( string $host, array $addresses ): bool {
		$allowed = defined( self::ALLOW_LOCAL_CONSTANT ) && true === constant( self::ALLOW_LOCAL_CONSTANT );

		/**
		 * Whether the AI provider may send requests to a host on this computer or a private network.
		 *
		 * @param bool     $allowed   Default: whether JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER is true.
		 * @param string   $host      Host of the provider's base URL.
		 * @param string[] $addresses The addresses the host resolves to.
		 */
		return true === apply_filters( 'jetpack_blocks_ai_allow_local_provider', $allowed, $host, $addresses );
	}

	/**
	 * Whether a host is this computer itself (traffic to it never crosses a network).
	 *
	 * @param string $host Host name or address, IPv6 with or without brackets.
	 */
	public static function is_loopback_host( string $host ): bool {
		$host = strtolower( rtrim( trim( $host, '[]' ), '.' ) );
		if ( 'localhost' === $host || str_ends_with( $host, '.localhost' ) ) {
			return true;
		}
		return false !== filter_var( $host, FILTER_VALIDATE_IP ) && ( self::in_range( $host, '127.0.0.0/8' ) || self::in_range( $host, '::1/128' ) );
	}

	/**
	 * The addresses a host resolves to: itself for an address, the IPv4 addresses of a name (cURL is
	 * then held to them, see connection_options()).
	 *
	 * @param string $host Host.
	 * @return array<int, string>
	 */
	private static function addresses( string $host ): array {
		$bare = trim( $host, '[]' );
		if ( false !== filter_var( $bare, FILTER_VALIDATE_IP ) ) {
			return array( $bare );
		}
		$found = gethostbynamel( $host );
		return is_array( $found ) ? array_values( array_unique( $found ) ) : array();
	}

	/**
	 * Whether an address is on the public internet.
	 *
	 * @param string $address IPv4 or IPv6 address.
	 */
	private static function is_public_address( string $address ): bool {
		if ( false === inet_pton( $address ) ) {
			return false;
		}
		foreach ( self::NON_PUBLIC_RANGES as $range ) {
			if ( self::in_range( $address, $range ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether an address lies in a CIDR range of the same family.
	 *
	 * @param string $address Address.
	 * @param string $range   Range, e.g. 10.0.0.0/8 or fc00::/7.
	 */
	private static function in_range( string $address, string $range ): bool {
		list( $network, $bits ) = explode( '/', $range );
		$packed_address         = inet_pton( $address );
		$packed_network         = inet_pton( $network );
		if ( false === $packed_address || false === $packed_network || strlen( $packed_address ) !== strlen( $packed_network ) ) {
			return false;
		}
		$bits  = (int) $bits;
		$bytes = intdiv( $bits, 8 );
		if ( substr( $packed_address, 0, $bytes ) !== substr( $packed_network, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xFF << ( 8 - $rest ) ) & 0xFF;
		return ( ord( $packed_address[ $bytes ] ) & $mask ) === ( ord( $packed_network[ $bytes ] ) & $mask );
	}

	/**
	 * A refusal to send a request to the configured address: a 503 whose message tells the
	 * administrator what to change.
	 *
	 * @param string $reason  Machine-readable reason.
	 * @param string $message Message.
	 */
	private static function refusal( string $reason, string $message ): Ai_Error {
		return new Ai_Error( 'error_service_unavailable', $message, 503, array( 'reason' => $reason ) );
	}

	/**
	 * cURL options that route the request as the site's settings say: through the WP_PROXY_* proxy
	 * when WP_Http_Proxy sends this URL there, otherwise straight to the checked addresses (and
	 * never through a proxy named by environment variables, which the site's rules do not know).
	 *
	 * @param array{url: string, host: string, port: int, addresses: array<int, string>, local: bool} $target Checked target.
	 * @return array<int, mixed>
	 */
	private static function connection_options( array $target ): array {
		$proxy = new \WP_Http_Proxy();
		if ( $proxy->is_enabled() && $proxy->send_through_proxy( $target['url'] ) ) {
			$options = array(
				CURLOPT_PROXYTYPE => CURLPROXY_HTTP,
				CURLOPT_PROXY     => (string) $proxy->host(),
				CURLOPT_PROXYPORT => (int) $proxy->port(),
			);
			if ( $proxy->use_authentication() ) {
				$options[ CURLOPT_PROXYAUTH ]    = CURLAUTH_ANY;
				$options[ CURLOPT_PROXYUSERPWD ] = $proxy->authentication();
			}
			return $options;
		}

		$options = array( CURLOPT_PROXY => '' );
		if ( false === filter_var( trim( $target['host'], '[]' ), FILTER_VALIDATE_IP ) ) {
			// The name was resolved and checked once; a second lookup by cURL could answer otherwise.
			$several                    = ( curl_version()['version_number'] ?? 0 ) >= 0x073b00; // 7.59 takes a list.
			$addresses                  = $several ? implode( ',', $target['addresses'] ) : $target['addresses'][0];
			$options[ CURLOPT_RESOLVE ] = array( $target['host'] . ':' . $target['port'] . ':' . $addresses );
			$options[ CURLOPT_IPRESOLVE ] = CURL_IPRESOLVE_V4;
		}
		return $options;
	}

	/**
	 * Runs the request and yields pieces as the upstream sends them.
	 *
	 * @param string $body JSON body.
	 * @return \Generator
	 * @throws Ai_Error On a refused address, an upstream or connection failure, or a reply too large.
	 */
	private function stream( string $body ): \Generator {
		// Before any connection: a refused address never sees the request, nor the key.
		$target = self::target( $this->base_url );

		$state   = array(
			'status'     => 0,
			'json'       => false, // The answer is one JSON document rather than an event stream.
			'buffer'     => '',
			'error_body' => '',
			'received'   => 0,
			'too_large'  => false,
		);
		$headers = array( 'Content-Type: application/json', 'Accept: text/event-stream' );
		if ( '' !== $this->api_key ) {
			$headers[] = 'Authorization: Bearer ' . $this->api_key;
		}

		$handle = curl_init( $target['url'] );
		$multi  = curl_multi_init();
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST           => true,
				CURLOPT_POSTFIELDS     => $body,
				CURLOPT_HTTPHEADER     => $headers,
				CURLOPT_CONNECTTIMEOUT => self::CONNECT_TIMEOUT,
				CURLOPT_TIMEOUT        => self::TIMEOUT,
				CURLOPT_FOLLOWLOCATION => false, // A redirect could lead anywhere, the checks above notwithstanding.
				CURLOPT_MAXREDIRS      => 0,
				CURLOPT_PROTOCOLS      => CURLPROTO_HTTP | CURLPROTO_HTTPS,
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$state ): int {
					if ( preg_match( '#^HTTP/\S+\s+(\d{3})#', $line, $matches ) ) {
						// The last status line wins (100 Continue comes first).
						$state['status'] = (int) $matches[1];
						$state['json']   = false;
					} elseif ( preg_match( '#^content-type:\s*[^;\s]*json#i', $line ) ) {
						$state['json'] = true;
					}
					return strlen( $line );
				},
				CURLOPT_WRITEFUNCTION  => static function ( $curl, string $data ) use ( &$state ): int {
					return self::take( $state, $data );
				},
			) + self::connection_options( $target )
		);
		curl_multi_add_handle( $multi, $handle );

		$finished = false;
		$started  = false;
		$answered = 0;
		try {
			do {
				$code = curl_multi_exec( $multi, $running );
				if ( CURLM_OK !== $code ) {
					throw Ai_Error::service_unavailable( array( 'reason' => 'connection_failed' ) );
				}
				// Whole lines only: an event may arrive split over several writes.
				while ( ! $state['json'] && false !== ( $end = strpos( $state['buffer'], "\n" ) ) ) {
					$line            = rtrim( substr( $state['buffer'], 0, $end ), "\r" );
					$state['buffer'] = (string) substr( $state['buffer'], $end + 1 );
					foreach ( $this->parse_line( $line, $started, $finished ) as $piece ) {
						self::count_answer( $answered, $piece );
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
				if ( $state['too_large'] ) {
					throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_reply_too_large' ) );
				}
				$status = $state['status'];
				if ( $status >= 300 && $status < 400 ) {
					throw self::refusal(
						'upstream_redirect',
						sprintf(
							/* translators: %d: HTTP status. */
							__( 'The AI provider answered with a redirect (HTTP %d), which this site does not follow. Check its base URL.', 'jetpack-blocks' ),
							$status
						)
					);
				}
				if ( $status >= 400 ) {
					throw self::upstream_error( $status, $state['error_body'] );
				}
				$info  = curl_multi_info_read( $multi );
				$errno = is_array( $info ) ? (int) $info['result'] : 0;
				if ( 0 !== $errno || 0 === $status ) {
					throw Ai_Error::service_unavailable( array( 'reason' => 'connection_failed' ) );
				}
				// A whole JSON answer (a server that ignores `stream`), or a last line without a newline.
				$rest = trim( $state['buffer'] );
				if ( '' !== $rest ) {
					$pieces = $state['json'] || str_starts_with( $rest, '{' ) ? self::pieces_of_message( $rest ) : $this->parse_line( $rest, $started, $finished );
					foreach ( $pieces as $piece ) {
						self::count_answer( $answered, $piece );
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
	 * cURL's write callback: keeps what the reply may hold and stops the transfer at a bound
	 * (returning fewer bytes than given makes cURL abort).
	 *
	 * @param array<string, mixed> $state Transfer state (see stream()).
	 * @param string               $data  Bytes received.
	 * @return int Bytes taken.
	 */
	private static function take( array &$state, string $data ): int {
		$length             = strlen( $data );
		$state['received'] += $length;

		if ( $state['status'] >= 300 ) {
			$state['error_body'] .= substr( $data, 0, max( 0, self::MAX_ERROR_BODY - strlen( $state['error_body'] ) ) );
			// That much is enough to read the error; the rest is not waited for.
			return strlen( $state['error_body'] ) >= self::MAX_ERROR_BODY ? 0 : $length;
		}

		$state['buffer'] .= $data;
		if ( $state['json'] ) {
			$state['too_large'] = strlen( $state['buffer'] ) > self::MAX_JSON_REPLY_BYTES;
		} else {
			$line_end           = strrpos( $state['buffer'], "\n" );
			$open_line          = strlen( $state['buffer'] ) - ( false === $line_end ? 0 : $line_end + 1 );
			$state['too_large'] = $open_line > self::MAX_LINE_BYTES || $state['received'] > self::MAX_STREAM_BYTES;
		}
		return $state['too_large'] ? 0 : $length;
	}

	/**
	 * Adds a piece to the answer handed on so far, and stops an answer past its bound.
	 *
	 * @param int   $answered Bytes handed on so far.
	 * @param mixed $piece    Piece about to be handed on.
	 * @throws Ai_Error When the answer grows past MAX_ANSWER_BYTES.
	 */
	private static function count_answer( int &$answered, $piece ): void {
		if ( is_string( $piece ) ) {
			$answered += strlen( $piece );
		} elseif ( is_array( $piece ) && is_array( $piece['function_call'] ?? null ) ) {
			$answered += strlen( (string) ( $piece['function_call']['name'] ?? '' ) ) + strlen( (string) ( $piece['function_call']['arguments'] ?? '' ) );
		}
		if ( $answered > self::MAX_ANSWER_BYTES ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_reply_too_large' ) );
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
