<?php
/**
 * The remote AI provider: any service that speaks the OpenAI API (OpenAI itself, or a model server
 * on this computer such as llama.cpp's server, Ollama or LM Studio).
 *
 * Three capabilities, each an OpenAI endpoint under the base URL:
 * - chat: `POST {base_url}/chat/completions` with `stream: true`, the upstream deltas relayed as they
 *   arrive (text and function calls). cURL's multi interface drives the transfer, so each piece is
 *   handed on while the upstream is still writing (the WordPress HTTP API, and the Requests library
 *   under it, return to the caller only once the whole answer is in: a progress hook sees the bytes
 *   earlier, but a generator cannot hand them on from inside a callback);
 * - transcription: `POST {base_url}/audio/transcriptions`, multipart (`file`, `model`), whisper-style,
 *   answering `{ "text": … }`;
 * - images: `POST {base_url}/images/generations`, answering `data[0].b64_json` or `data[0].url`; the
 *   route stores PNG, so other formats are converted here.
 * A service without the transcription or image endpoint (404, 405 or 501) throws
 * Ai_Error::capability_unsupported(): the transcription route then falls back to the local
 * recogniser, the image route says the service cannot make images.
 *
 * Upstream failures map to the spec's catalogue (000 §8): 429 stays 429 (with the upstream's
 * Retry-After as `retry_after` seconds in the error data), a too-long context is 413, a refusal by
 * the upstream's content filter is 422, a timeout is error_network, and everything else (5xx, a
 * refused key, an unknown model, a connection failure, a reply past its bounds) is a 503 whose
 * message names the cause where the administrator can fix it (the key, the model name).
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
 * On a site whose environment type is `local` or `development` the settings screen also offers a
 * checkbox for it (the `allow_local` option): on such a site the model server is usually the
 * developer's own, and the server-side request forgery the rule guards against needs a public site.
 * The checkbox counts only while the environment type says so, so a site copied to production with
 * the box ticked refuses local hosts again. Allowed local hosts may use any port.
 *
 * An image the service answers with a URL is downloaded under the same rules (checked address,
 * pinned resolution, no redirect, no API key sent, bounded size and time).
 *
 * Every upstream reply is read within fixed bounds (one event line, a whole JSON answer, an error
 * body, the whole stream, the answer text, an image): past them the transfer is cut and the request
 * ends with a service error, so a broken or hostile upstream cannot exhaust the site's memory.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * OpenAI-compatible chat completions, transcriptions and images over cURL.
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

	/** Bytes of an image answer as JSON (a base64 PNG of the largest size is about 4 MB). */
	const MAX_IMAGE_REPLY_BYTES = 16777216;

	/** Bytes of an image downloaded from the URL the service answered with. */
	const MAX_IMAGE_BYTES = 12582912;

	/** Pixels of an image converted to PNG: 2048 × 2048, above every size the services draw. */
	const MAX_IMAGE_PIXELS = 4194304;

	/** Seconds an image download may take. */
	const DOWNLOAD_TIMEOUT = 60;

	/** Size asked for: the one size every OpenAI image model and most local servers draw. */
	const IMAGE_SIZE = '1024x1024';

	/**
	 * The model name the block's playground sends for its "GPT-4" toggle (src/blocks/ai-assistant/
	 * edit.tsx): it asks for the larger model the administrator named, when there is one.
	 */
	const LARGER_MODEL_REQUEST = 'gpt-4';

	/** Transcription model asked for when the administrator names none (OpenAI's Whisper). */
	const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';

	/**
	 * Image model asked for when the administrator names none: OpenAI's current image model (the
	 * DALL·E models it replaces are being retired). It always answers base64 PNG.
	 */
	const DEFAULT_IMAGE_MODEL = 'gpt-image-1';

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
	 * Model name for requests that ask for the larger model; '' for none (the default model answers).
	 *
	 * @var string
	 */
	private $larger_model;

	/**
	 * Transcription model name.
	 *
	 * @var string
	 */
	private $transcription_model;

	/**
	 * Image model name.
	 *
	 * @var string
	 */
	private $image_model;

	/**
	 * Whether the administrator ticked "Allow a model server on this computer or private network"
	 * (counts only on a local or development site, see local_opt_in_offered()).
	 *
	 * @var bool
	 */
	private $allow_local;

	/**
	 * @param string               $base_url Base URL.
	 * @param string               $api_key  API key.
	 * @param string               $model    Model name.
	 * @param array<string, mixed> $options  `larger_model`, `transcription_model`, `image_model`
	 *                                       (strings) and `allow_local` (bool), as in the settings.
	 */
	public function __construct( string $base_url, string $api_key, string $model, array $options = array() ) {
		$this->base_url            = rtrim( $base_url, '/' );
		$this->api_key             = $api_key;
		$this->model               = $model;
		$this->larger_model        = is_string( $options['larger_model'] ?? null ) ? $options['larger_model'] : '';
		$this->transcription_model = is_string( $options['transcription_model'] ?? null ) && '' !== $options['transcription_model'] ? $options['transcription_model'] : self::DEFAULT_TRANSCRIPTION_MODEL;
		$this->image_model         = is_string( $options['image_model'] ?? null ) && '' !== $options['image_model'] ? $options['image_model'] : self::DEFAULT_IMAGE_MODEL;
		$this->allow_local         = true === ( $options['allow_local'] ?? false );
	}

	/**
	 * The model a chat request goes to: the larger model when the request asks for it (the
	 * playground's "GPT-4" toggle) and the administrator named one, otherwise the model of the
	 * settings, whatever else the client names (the configured service may not know its names).
	 *
	 * @param array<string, mixed> $options Request options (`model`).
	 */
	public function model_for( array $options ): string {
		$asked = is_string( $options['model'] ?? null ) ? strtolower( trim( $options['model'] ) ) : '';
		if ( self::LARGER_MODEL_REQUEST === $asked && '' !== $this->larger_model ) {
			return $this->larger_model;
		}
		return $this->model;
	}

	/**
	 * {@inheritDoc}
	 *
	 * The feature (`ai-assistant`, `ai-assistant-experimental`, …) is not sent upstream: OpenAI
	 * refuses body fields it does not know.
	 */
	public function complete( array $messages, array $options ): iterable {
		if ( ! function_exists( 'curl_multi_init' ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'curl_missing' ) );
		}
		$body = array(
			'model'    => $this->model_for( $options ),
			'messages' => self::upstream_messages( $messages ),
			'stream'   => true,
		);
		$tools = self::upstream_tools( isset( $options['functions'] ) && is_array( $options['functions'] ) ? $options['functions'] : array() );
		if ( array() !== $tools ) {
			$body['tools'] = $tools;
		}
		return $this->stream( (string) wp_json_encode( $body ), $body['model'] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * Whisper-style: the file and the transcription model as multipart/form-data; the answer is JSON
	 * `{ "text": … }`. A service without the endpoint (404, 405, 501) throws
	 * capability_unsupported, so the route falls back to the local recogniser and says so.
	 */
	public function transcribe( string $path, string $file_name, string $mime_type ): string {
		if ( ! function_exists( 'curl_init' ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'curl_missing' ) );
		}
		$target = self::target( $this->base_url, $this->owner_allows_local(), '/audio/transcriptions' );
		$type   = strtolower( trim( explode( ';', $mime_type )[0] ) );
		$reply  = $this->send(
			$target,
			array(
				// cURL writes the multipart body itself and reads the file as it sends it.
				'file'            => new \CURLFile( $path, '' !== $type ? $type : 'application/octet-stream', self::audio_file_name( $file_name, $type ) ),
				'model'           => $this->transcription_model,
				'response_format' => 'json',
			),
			self::MAX_JSON_REPLY_BYTES,
			self::TIMEOUT
		);
		if ( self::lacks_endpoint( $reply ) ) {
			throw Ai_Error::capability_unsupported( __( 'The AI service set up for this site cannot transcribe audio.', 'jetpack-blocks' ) );
		}
		if ( $reply['status'] >= 300 ) {
			throw self::upstream_error( $reply, $this->transcription_model );
		}
		$answer = json_decode( $reply['body'], true );
		if ( ! is_array( $answer ) || ! is_string( $answer['text'] ?? null ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_answer_unreadable' ) );
		}
		return trim( $answer['text'] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * One square image of the image model. Base64 is asked for, except from OpenAI's GPT image
	 * models, which always answer base64 and refuse the `response_format` field; a service that
	 * answers with a URL anyway is followed to it (see download_image()). The bytes come back as PNG,
	 * the format the route hands on and the editor stores.
	 */
	public function generate_image( string $prompt ): string {
		if ( ! function_exists( 'curl_init' ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'curl_missing' ) );
		}
		$target = self::target( $this->base_url, $this->owner_allows_local(), '/images/generations' );
		$body   = array(
			'model'  => $this->image_model,
			'prompt' => $prompt,
			'n'      => 1,
			'size'   => self::IMAGE_SIZE,
		);
		if ( ! str_starts_with( strtolower( $this->image_model ), 'gpt-image' ) ) {
			$body['response_format'] = 'b64_json';
		}
		$reply = $this->send( $target, (string) wp_json_encode( $body ), self::MAX_IMAGE_REPLY_BYTES, self::TIMEOUT );
		if ( self::lacks_endpoint( $reply ) ) {
			throw Ai_Error::capability_unsupported( __( 'The AI service set up for this site cannot make images.', 'jetpack-blocks' ) );
		}
		if ( $reply['status'] >= 300 ) {
			throw self::upstream_error( $reply, $this->image_model );
		}
		$answer = json_decode( $reply['body'], true );
		$reply  = null; // The body can be megabytes: not kept twice.
		$item   = is_array( $answer ) && is_array( $answer['data'][0] ?? null ) ? $answer['data'][0] : array();
		$answer = null;

		if ( is_string( $item['b64_json'] ?? null ) && '' !== $item['b64_json'] ) {
			$bytes = base64_decode( $item['b64_json'], true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		} elseif ( is_string( $item['url'] ?? null ) && '' !== $item['url'] ) {
			$bytes = $this->download_image( $item['url'] );
		} else {
			$bytes = false;
		}
		if ( ! is_string( $bytes ) || '' === $bytes ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_answer_unreadable' ) );
		}
		return self::as_png( $bytes );
	}

	/**
	 * Whether the administrator's checkbox lets this provider reach a local host now.
	 */
	private function owner_allows_local(): bool {
		return $this->allow_local && self::local_opt_in_offered();
	}

	/**
	 * Whether the settings screen offers the "Allow a model server on this computer or private
	 * network" checkbox, and whether a ticked one counts: on a site whose environment type is
	 * `local` or `development` only. Elsewhere the constant or the filter decides.
	 */
	public static function local_opt_in_offered(): bool {
		return in_array( wp_get_environment_type(), array( 'local', 'development' ), true );
	}

	/**
	 * A file name the service can tell the format from: whisper-style services read the extension,
	 * and the editor's recordings arrive as "blob".
	 *
	 * @param string $file_name Name the client gave the file (sanitized).
	 * @param string $mime_type Its MIME type without parameters.
	 */
	private static function audio_file_name( string $file_name, string $mime_type ): string {
		$extension = strtolower( (string) pathinfo( $file_name, PATHINFO_EXTENSION ) );
		if ( in_array( $extension, Audio_File::EXTENSIONS, true ) ) {
			return $file_name;
		}
		$by_subtype = array(
			'mpeg'   => 'mp3',
			'mp3'    => 'mp3',
			'ogg'    => 'ogg',
			'flac'   => 'flac',
			'x-flac' => 'flac',
			'm4a'    => 'm4a',
			'x-m4a'  => 'm4a',
			'mp4'    => 'mp4',
			'wav'    => 'wav',
			'wave'   => 'wav',
			'x-wav'  => 'wav',
			'webm'   => 'webm',
		);
		$subtype = (string) ( explode( '/', $mime_type, 2 )[1] ?? '' );
		return 'audio.' . ( $by_subtype[ $subtype ] ?? 'webm' ); // The editor records WebM.
	}

	/**
	 * Whether a reply says the service has no such endpoint: 404, 405 or 501, unless the error
	 * names an unknown model (OpenAI answers 404 for that too, and then the model name is wrong,
	 * not the service), or a 2xx/4xx error such as LM Studio's "Unexpected endpoint".
	 *
	 * @param array{status: int, body: string, retry_after: ?int} $reply Reply.
	 */
	private static function lacks_endpoint( array $reply ): bool {
		$error = self::error_text( $reply['body'] );
		if ( in_array( $reply['status'], array( 404, 405, 501 ), true ) ) {
			return ! str_contains( $error, 'model_not_found' ) && ! str_contains( $error, 'model not found' );
		}
		return str_contains( $error, 'unexpected endpoint' );
	}

	/**
	 * An image URL's bytes: the URL must be http(s) and pass the same address rules as the base URL;
	 * it is fetched without the API key, without following redirects, within MAX_IMAGE_BYTES and
	 * DOWNLOAD_TIMEOUT. A `data:` URL (some local servers answer so) is decoded instead.
	 *
	 * @param string $url URL from the service's answer.
	 * @return string Bytes.
	 * @throws Ai_Error When the URL is refused or the download fails.
	 */
	private function download_image( string $url ): string {
		if ( preg_match( '#^data:image/[a-z0-9.+-]+;base64,#i', $url, $matches ) ) {
			$bytes = base64_decode( substr( $url, strlen( $matches[0] ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
			if ( ! is_string( $bytes ) ) {
				throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_answer_unreadable' ) );
			}
			return $bytes;
		}
		$target = self::target( $url, $this->owner_allows_local(), '' );
		$reply  = $this->send( $target, null, self::MAX_IMAGE_BYTES, self::DOWNLOAD_TIMEOUT, false );
		if ( $reply['status'] >= 300 ) {
			throw Ai_Error::service_unavailable(
				array(
					'reason'          => 'image_download_failed',
					'upstream_status' => $reply['status'],
				)
			);
		}
		return $reply['body'];
	}

	/**
	 * Image bytes as PNG: a PNG as it is, another format (JPEG, WebP…) converted with GD or, without
	 * it, Imagick. Anything that is not an image, or larger than MAX_IMAGE_PIXELS, is refused
	 * before it is decoded.
	 *
	 * @param string $bytes Image bytes.
	 * @return string PNG bytes.
	 * @throws Ai_Error When the bytes are not a usable image or cannot be converted.
	 */
	public static function as_png( string $bytes ): string {
		$size = @getimagesizefromstring( $bytes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- Not an image is an answer, not a warning.
		if ( ! is_array( $size ) || $size[0] < 1 || $size[1] < 1 ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_image_unreadable' ) );
		}
		if ( $size[0] * $size[1] > self::MAX_IMAGE_PIXELS ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'image_too_large' ) );
		}
		if ( IMAGETYPE_PNG === $size[2] ) {
			return $bytes;
		}
		// Decoding takes about four bytes a pixel: WordPress raises the limit so for its own editing.
		wp_raise_memory_limit( 'image' );
		if ( function_exists( 'imagecreatefromstring' ) && function_exists( 'imagepng' ) ) {
			$image = @imagecreatefromstring( $bytes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- A format GD lacks is handled below.
			if ( false !== $image ) {
				ob_start();
				$written = imagepng( $image );
				$png     = (string) ob_get_clean();
				imagedestroy( $image );
				if ( $written && '' !== $png ) {
					return $png;
				}
			}
		}
		if ( class_exists( '\Imagick' ) ) {
			try {
				$image = new \Imagick();
				$image->readImageBlob( $bytes );
				$image->setImageFormat( 'png' );
				$png = $image->getImageBlob();
				$image->clear();
				return $png;
			} catch ( \Exception $error ) {
				unset( $error ); // Falls through to the refusal below.
			}
		}
		throw new Ai_Error(
			'error_service_unavailable',
			__( 'The AI service sent an image in a format this server cannot convert to PNG (PHP needs the GD or Imagick extension with that format).', 'jetpack-blocks' ),
			503,
			array( 'reason' => 'image_conversion_unavailable' )
		);
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
	 * The system message for a `jetpack-ai` task. Public: WordPress's AI Client adapter states the
	 * tasks to its models in the same words.
	 *
	 * @param array<string, mixed> $context The message's context: type, content, and options such as
	 *                                      tone or language.
	 */
	public static function task_instructions( array $context ): string {
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
	 * @param string $base_url           Base URL as stored (or, with an empty `$path`, a whole URL).
	 * @param bool   $owner_allows_local Whether the administrator's checkbox allows local hosts
	 *                                   (already limited to local and development sites).
	 * @param string $path               Endpoint after the base URL; '' for the URL as it is.
	 * @return array{url: string, host: string, port: int, addresses: array<int, string>, local: bool}
	 * @throws Ai_Error 503 with a `reason` naming the rule, when the site must not send requests there.
	 */
	public static function target( string $base_url, bool $owner_allows_local = false, string $path = '/chat/completions' ): array {
		$url    = '' === $path ? $base_url : rtrim( $base_url, '/' ) . $path;
		$parts  = wp_parse_url( $url );
		$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			throw self::refusal( 'provider_url_invalid', __( 'The address of the AI provider is not a valid http:// or https:// URL.', 'jetpack-blocks' ) );
		}
		$host = (string) $parts['host'];
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );

		// An address needs no lookup: its own rule first, the more specific answer.
		if ( false !== filter_var( trim( $host, '[]' ), FILTER_VALIDATE_IP ) ) {
			self::check_local( $host, array( trim( $host, '[]' ) ), $owner_allows_local );
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
		$local = self::check_local( $host, $addresses, $owner_allows_local );
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
	 * @param string             $host         Host.
	 * @param array<int, string> $addresses    Its addresses.
	 * @param bool               $owner_allows Whether the administrator's checkbox allows local hosts.
	 * @return bool Whether the host is local (and allowed).
	 * @throws Ai_Error When the host is local and not allowed.
	 */
	private static function check_local( string $host, array $addresses, bool $owner_allows ): bool {
		$local = array() !== array_filter( $addresses, static fn ( string $address ): bool => ! self::is_public_address( $address ) );
		if ( $local && ! self::local_hosts_allowed( $host, $addresses, $owner_allows ) ) {
			$message = sprintf(
				/* translators: 1: host name, 2: PHP code of a constant definition, 3: filter name. */
				__( 'The AI provider at %1$s is on this computer or a private network, which this site does not send requests to unless the administrator allows it: add %2$s to wp-config.php, or return true from the %3$s filter.', 'jetpack-blocks' ),
				$host,
				"define( '" . self::ALLOW_LOCAL_CONSTANT . "', true );",
				self::ALLOW_LOCAL_FILTER
			);
			if ( self::local_opt_in_offered() ) {
				$message .= ' ' . __( 'On this development site, the checkbox “Allow a model server on this computer or private network” in Settings → Jetpack Blocks AI does the same.', 'jetpack-blocks' );
			}
			throw self::refusal( 'provider_host_local', $message );
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
	 * On a local or development site, the administrator's checkbox (`$owner_allows`) counts too.
	 *
	 * @param string             $host         Host of the base URL.
	 * @param array<int, string> $addresses    The addresses it resolves to.
	 * @param bool               $owner_allows Whether the administrator's checkbox allows local hosts
	 *                                         (the caller limits it to local and development sites).
	 */
	public static function local_hosts_allowed( string $host, array $addresses, bool $owner_allows = false ): bool {
		$allowed = $owner_allows || ( defined( self::ALLOW_LOCAL_CONSTANT ) && true === constant( self::ALLOW_LOCAL_CONSTANT ) );

		/**
		 * Whether the AI provider may send requests to a host on this computer or a private network.
		 *
		 * @param bool     $allowed   Default: whether JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER is true,
		 *                            or, on a local or development site, the settings' checkbox.
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
	public static function addresses( string $host ): array {
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
	public static function is_public_address( string $address ): bool {
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
	public static function connection_options( array $target ): array {
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
	 * @param string $body  JSON body.
	 * @param string $model Model asked for (named in the error when the service does not know it).
	 * @return \Generator
	 * @throws Ai_Error On a refused address, an upstream or connection failure, or a reply too large.
	 */
	private function stream( string $body, string $model ): \Generator {
		// Before any connection: a refused address never sees the request, nor the key.
		$target = self::target( $this->base_url, $this->owner_allows_local() );

		$state   = array(
			'status'      => 0,
			'retry_after' => null,
			'json'        => false, // The answer is one JSON document rather than an event stream.
			'buffer'      => '',
			'error_body'  => '',
			'received'    => 0,
			'too_large'   => false,
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
					if ( preg_match( '#^content-type:\s*[^;\s]*json#i', $line ) ) {
						$state['json'] = true;
					}
					return self::take_header( $state, $line );
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
					throw self::redirect_refusal( $status );
				}
				if ( $status >= 400 ) {
					throw self::upstream_error(
						array(
							'status'      => $status,
							'body'        => $state['error_body'],
							'retry_after' => $state['retry_after'],
						),
						$model
					);
				}
				$info  = curl_multi_info_read( $multi );
				$errno = is_array( $info ) ? (int) $info['result'] : 0;
				if ( CURLE_OPERATION_TIMEDOUT === $errno ) {
					throw self::timeout();
				}
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
	 * cURL's header callback: the status of the last status line (a 100 Continue comes first) and
	 * its Retry-After.
	 *
	 * @param array<string, mixed> $state Transfer state: `status`, `retry_after` are set.
	 * @param string               $line  Header line.
	 * @return int Bytes taken.
	 */
	private static function take_header( array &$state, string $line ): int {
		if ( preg_match( '#^HTTP/\S+\s+(\d{3})#', $line, $matches ) ) {
			$state['status']      = (int) $matches[1];
			$state['retry_after'] = null;
			if ( array_key_exists( 'json', $state ) ) {
				$state['json'] = false;
			}
		} elseif ( preg_match( '#^retry-after:\s*(.+)$#i', trim( $line ), $matches ) ) {
			$state['retry_after'] = self::retry_after_seconds( $matches[1] );
		}
		return strlen( $line );
	}

	/**
	 * Seconds of a Retry-After header: a number of seconds or an HTTP date; null when unreadable.
	 *
	 * @param string $value Header value.
	 */
	private static function retry_after_seconds( string $value ): ?int {
		$value = trim( $value );
		if ( preg_match( '/^\d{1,9}$/', $value ) ) {
			return (int) $value;
		}
		$time = strtotime( $value );
		return false === $time ? null : max( 0, $time - time() );
	}

	/**
	 * Runs one request that is not a stream (a transcription, an image, an image download) and
	 * returns its reply, read within bounds.
	 *
	 * @param array{url: string, host: string, port: int, addresses: array<int, string>, local: bool} $target    Checked target.
	 * @param string|array<string, mixed>|null                                                         $body      JSON text, multipart fields, or null for a GET.
	 * @param int                                                                                      $max_bytes Most bytes of a successful reply.
	 * @param int                                                                                      $timeout   Seconds the whole transfer may take.
	 * @param bool                                                                                     $with_key  Whether the API key goes along (not to an image URL).
	 * @return array{status: int, body: string, retry_after: ?int}
	 * @throws Ai_Error On a redirect, a timeout, a connection failure or a reply past its bound.
	 */
	private function send( array $target, $body, int $max_bytes, int $timeout, bool $with_key = true ): array {
		$state = array(
			'status'      => 0,
			'retry_after' => null,
			'body'        => '',
			'too_large'   => false,
		);
		// No "Expect: 100-continue" round trip before a large upload: some servers never answer it.
		$headers = array( 'Expect:' );
		if ( is_string( $body ) ) {
			$headers[] = 'Content-Type: application/json';
		}
		if ( $with_key && '' !== $this->api_key ) {
			$headers[] = 'Authorization: Bearer ' . $this->api_key;
		}
		$options = array(
			CURLOPT_HTTPHEADER     => $headers,
			CURLOPT_CONNECTTIMEOUT => self::CONNECT_TIMEOUT,
			CURLOPT_TIMEOUT        => $timeout,
			CURLOPT_FOLLOWLOCATION => false, // As for chat: a redirect could lead anywhere.
			CURLOPT_MAXREDIRS      => 0,
			CURLOPT_PROTOCOLS      => CURLPROTO_HTTP | CURLPROTO_HTTPS,
			CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$state ): int {
				return self::take_header( $state, $line );
			},
			CURLOPT_WRITEFUNCTION  => static function ( $curl, string $data ) use ( &$state, $max_bytes ): int {
				$bound           = $state['status'] >= 300 ? self::MAX_ERROR_BODY : $max_bytes;
				$room            = max( 0, $bound - strlen( $state['body'] ) );
				$state['body']  .= substr( $data, 0, $room );
				if ( strlen( $data ) > $room ) {
					// An error body is read far enough to explain itself; any other reply is refused.
					$state['too_large'] = $state['status'] < 300;
					return 0; // Fewer bytes than given: cURL stops the transfer.
				}
				return strlen( $data );
			},
		);
		if ( null === $body ) {
			$options[ CURLOPT_HTTPGET ] = true;
		} else {
			$options[ CURLOPT_POST ]       = true;
			$options[ CURLOPT_POSTFIELDS ] = $body;
		}

		$handle = curl_init( $target['url'] );
		curl_setopt_array( $handle, $options + self::connection_options( $target ) );
		curl_exec( $handle );
		$errno = curl_errno( $handle );
		curl_close( $handle );

		$status = $state['status'];
		if ( $status >= 300 && $status < 400 ) {
			throw self::redirect_refusal( $status );
		}
		if ( $state['too_large'] ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_reply_too_large' ) );
		}
		if ( $status >= 400 ) {
			return array(
				'status'      => $status,
				'body'        => $state['body'],
				'retry_after' => $state['retry_after'],
			);
		}
		if ( CURLE_OPERATION_TIMEDOUT === $errno ) {
			throw self::timeout();
		}
		if ( 0 !== $errno || 0 === $status ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'connection_failed' ) );
		}
		return array(
			'status'      => $status,
			'body'        => $state['body'],
			'retry_after' => $state['retry_after'],
		);
	}

	/**
	 * The refusal of a redirect (never followed: it could lead past the address checks).
	 *
	 * @param int $status HTTP status.
	 */
	private static function redirect_refusal( int $status ): Ai_Error {
		return self::refusal(
			'upstream_redirect',
			sprintf(
				/* translators: %d: HTTP status. */
				__( 'The AI provider answered with a redirect (HTTP %d), which this site does not follow. Check its base URL.', 'jetpack-blocks' ),
				$status
			)
		);
	}

	/** The upstream took longer than the time given: the catalogue's network error. */
	private static function timeout(): Ai_Error {
		return new Ai_Error(
			'error_network',
			__( 'It was not possible to process your request. Mind trying again?', 'jetpack-blocks' ),
			504,
			array( 'reason' => 'upstream_timeout' )
		);
	}

	/**
	 * The words of an upstream error body, lower case: OpenAI's `error` object (code, type,
	 * message) or the plain `error` string of Ollama and llama.cpp.
	 *
	 * @param string $body Error body (bounded).
	 */
	private static function error_text( string $body ): string {
		$decoded = json_decode( $body, true );
		$error   = is_array( $decoded ) ? ( $decoded['error'] ?? null ) : null;
		if ( is_string( $error ) ) {
			return strtolower( $error );
		}
		if ( ! is_array( $error ) ) {
			return '';
		}
		return strtolower( implode( ' ', array_filter( array( $error['code'] ?? '', $error['type'] ?? '', $error['message'] ?? '' ), 'is_string' ) ) );
	}

	/**
	 * The error an upstream failure stands for (spec 000 §8).
	 *
	 * @param array{status: int, body: string, retry_after: ?int} $reply Upstream status, error body and Retry-After seconds.
	 * @param string                                               $model The model the request named.
	 */
	private static function upstream_error( array $reply, string $model ): Ai_Error {
		$status = $reply['status'];
		$text   = self::error_text( $reply['body'] );
		$extra  = array( 'upstream_status' => $status );
		if ( null !== ( $reply['retry_after'] ?? null ) ) {
			$extra['retry_after'] = $reply['retry_after'];
		}

		if ( 429 === $status ) {
			return Ai_Error::quota_exceeded( $extra );
		}
		if ( 401 === $status || 403 === $status ) {
			return new Ai_Error(
				'error_service_unavailable',
				sprintf(
					/* translators: %d: HTTP status. */
					__( 'The AI service refused the API key (HTTP %d). An administrator can check the key in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
					$status
				),
				503,
				$extra + array( 'reason' => 'upstream_key_refused' )
			);
		}
		if ( 413 === $status || str_contains( $text, 'context_length' ) || str_contains( $text, 'maximum context length' ) || str_contains( $text, 'exceed_context_size' ) ) {
			return Ai_Error::context_too_large();
		}
		if ( str_contains( $text, 'content_filter' ) || str_contains( $text, 'content_policy' ) || str_contains( $text, 'moderation' ) || str_contains( $text, 'safety system' ) ) {
			return Ai_Error::moderation();
		}
		if ( str_contains( $text, 'model_not_found' ) || preg_match( '/model\b.*\b(not found|does not exist)/', $text ) ) {
			return new Ai_Error(
				'error_service_unavailable',
				sprintf(
					/* translators: %s: model name. */
					__( 'The AI service does not know the model %s. An administrator can check the model names in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
					$model
				),
				503,
				$extra + array( 'reason' => 'upstream_model_unknown' )
			);
		}
		return Ai_Error::service_unavailable( $extra );
	}
}
