<?php
/**
 * WordPress's own AI Client (WordPress 7.0+) as this plugin's AI provider.
 *
 * WordPress 7.0 ships a provider-agnostic AI Client: `wp_ai_client_prompt()` returns a fluent
 * prompt builder (WP_AI_Client_Prompt_Builder, a wrapper of the bundled PHP AI Client library that
 * answers WP_Error instead of throwing), `wp_supports_ai()` says whether AI may run at all, and
 * Settings → Connectors is where the site owner enters the key of each provider plugin once, for
 * every plugin. When the owner has set up a provider there that generates text, this plugin's text,
 * image and speech requests go through it: no second key to paste on Settings → Jetpack Blocks AI.
 *
 * Precedence (ai_provider() in settings.php asks this file first):
 * 1. WordPress's AI Client, when WordPress is 7.0 or newer, wp_supports_ai() is true, the
 *    `jetpack_blocks_ai_use_wp_ai_client` filter does not turn it off, and a configured provider
 *    offers text generation.
 * 2. Otherwise this plugin's own OpenAI-compatible service (Settings → Jetpack Blocks AI), which
 *    stays for WordPress 6.7–6.9 and for sites whose owner set up no provider in Connectors.
 * 3. Otherwise no model.
 * While the AI Client answers, the plugin's own service (when it has a base URL) still serves
 * what the AI Client cannot do on this site: images when no connected provider draws them, and
 * transcription, which the AI Client offers only through a model that takes audio input.
 *
 * The AI Client does not stream: a generation returns the whole answer at once. The editor's
 * protocol is a stream of pieces, so complete() yields the returned text in pieces of a few words
 * (see pieces_of_text()) — the editor receives a stream, but the first piece arrives only once the
 * whole answer exists. No pause is inserted between pieces: nothing is made to look slower than it is.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

use WordPress\AiClient\Messages\DTO\Message;
use WordPress\AiClient\Messages\DTO\MessagePart;
use WordPress\AiClient\Messages\DTO\ModelMessage;
use WordPress\AiClient\Messages\DTO\UserMessage;
use WordPress\AiClient\Results\DTO\GenerativeAiResult;
use WordPress\AiClient\Tools\DTO\FunctionDeclaration;

defined( 'ABSPATH' ) || exit;

/**
 * The provider for this request that answers through WordPress's AI Client, or null when that
 * client cannot answer text here (WordPress before 7.0, AI turned off, no configured provider
 * with a text model, or the owner turned it off for this plugin).
 *
 * @param array<string, mixed> $settings This plugin's provider settings (ai_settings()); only
 *                                       `larger_model` is read here.
 */
function ai_wp_ai_client_provider( array $settings ): ?Ai_Provider {
	if ( WP_Ai_Client_Provider::$resolving_own_provider || ! WP_Ai_Client_Provider::client_present() || ! wp_supports_ai() ) {
		return null;
	}

	/**
	 * Whether this plugin sends its AI requests through WordPress's AI Client (Settings →
	 * Connectors) when a provider is set up there. Return false to keep using the service of
	 * Settings → Jetpack Blocks AI instead.
	 *
	 * @param bool $use Default true.
	 */
	if ( ! apply_filters( 'jetpack_blocks_ai_use_wp_ai_client', true ) ) {
		return null;
	}
	if ( ! WP_Ai_Client_Provider::offers_text() ) {
		return null;
	}
	$larger = is_string( $settings['larger_model'] ?? null ) ? trim( $settings['larger_model'] ) : '';
	return new WP_Ai_Client_Provider( $larger );
}

/**
 * Text, images and transcription through `wp_ai_client_prompt()`.
 */
class WP_Ai_Client_Provider implements Ai_Provider {

	/** What the editor sends as `model` when it asks for the larger model (the playground's GPT-4 toggle). */
	const LARGER_MODEL_REQUEST = 'gpt-4';

	/** About how many characters one streamed piece holds (whole words, never cut inside one). */
	const PIECE_CHARACTERS = 24;

	/** Bytes of an image fetched from the URL a provider answered with. */
	const MAX_IMAGE_BYTES = 20971520;

	/**
	 * Set while this plugin's own provider is looked up, so that ai_provider() skips the AI Client.
	 *
	 * @var bool
	 */
	public static $resolving_own_provider = false;

	/**
	 * Whether a connected provider offers text generation, once per request (the AI Client lists the
	 * models of each provider, over HTTP unless its cache holds them).
	 *
	 * @var bool|null
	 */
	private static $offers_text = null;

	/**
	 * Model asked for when a request wants the larger model; '' for none.
	 *
	 * @var string
	 */
	private $larger_model;

	/**
	 * This plugin's own provider, for what the AI Client cannot do; false until looked up.
	 *
	 * @var Ai_Provider|null|false
	 */
	private $own_provider = false;

	/**
	 * @param string $larger_model Model asked for when a request wants the larger model ('' for none).
	 */
	public function __construct( string $larger_model = '' ) {
		$this->larger_model = $larger_model;
	}

	/** Which kind of model answers, for the editor (`model.source`) and the settings screen. */
	public function source(): string {
		return 'wp-ai-client';
	}

	/** Whether this WordPress has the AI Client (7.0 and later). */
	public static function client_present(): bool {
		return version_compare( (string) get_bloginfo( 'version' ), '7.0-alpha', '>=' )
			&& function_exists( 'wp_ai_client_prompt' )
			&& function_exists( 'wp_supports_ai' );
	}

	/** Whether a provider set up in Settings → Connectors generates text. */
	public static function offers_text(): bool {
		if ( null === self::$offers_text ) {
			// The connector keys reach the AI Client on `init` (priority 20); before that every
			// provider looks unconfigured, so an answer given then is not kept.
			$supported = true === wp_ai_client_prompt()->is_supported_for_text_generation();
			if ( ! did_action( 'init' ) ) {
				return $supported;
			}
			self::$offers_text = $supported;
		}
		return self::$offers_text;
	}

	/**
	 * {@inheritDoc}
	 *
	 * One generation through the AI Client, then its text in pieces (the client does not stream).
	 * The pieces come from a generator, so the request is sent when the route asks for the first
	 * piece, and failures before it still set the HTTP status.
	 */
	public function complete( array $messages, array $options ): iterable {
		$chat      = self::chat_of( $messages );
		$functions = self::declarations_of( isset( $options['functions'] ) && is_array( $options['functions'] ) ? $options['functions'] : array() );
		$model     = (string) ( $options['model'] ?? '' );
		$larger    = self::LARGER_MODEL_REQUEST === $model && '' !== $this->larger_model ? $this->larger_model : '';
		return $this->answer( $chat, $functions, $larger );
	}

	/**
	 * The generator behind complete().
	 *
	 * @param array{system: string, turns: array<int, array{role: string, text: string}>} $chat      The conversation.
	 * @param array<int, FunctionDeclaration>                                            $functions Functions offered.
	 * @param string                                                                     $larger    Model preferred, or ''.
	 * @return \Generator
	 * @throws Ai_Error When the AI Client refuses or fails.
	 */
	private function answer( array $chat, array $functions, string $larger ): \Generator {
		$builder = self::text_prompt( $chat, $functions, $larger, false );
		if ( ! $builder->is_supported_for_text_generation() ) {
			// A model without system instructions or chat history can still take the whole
			// conversation as one user message.
			$builder = self::text_prompt( $chat, $functions, $larger, true );
			if ( ! $builder->is_supported_for_text_generation() ) {
				throw array() !== $functions
					? Ai_Error::capability_unsupported( __( 'The AI service set up in Settings → Connectors cannot call functions, which this request needs.', 'jetpack-blocks' ) )
					: Ai_Error::not_configured();
			}
		}
		$result = $builder->generate_text_result();
		if ( is_wp_error( $result ) ) {
			throw self::error_of( $result );
		}
		yield from self::pieces_of_result( $result );
	}

	/**
	 * {@inheritDoc}
	 *
	 * The AI Client has no speech-to-text capability of its own; a text model that takes audio
	 * input can write down what it hears. Without one, this plugin's own service transcribes when it
	 * has a base URL; otherwise the route falls back to the local recogniser.
	 */
	public function transcribe( string $path, string $file_name, string $mime_type ): string {
		$type    = self::audio_type( $mime_type, $file_name );
		$builder = wp_ai_client_prompt()
			->using_system_instruction( 'Transcribe the speech in the audio file word for word. Answer with the transcription only, without any comment. If there is no speech, answer with nothing.' )
			->with_text( 'Transcribe this recording.' )
			->with_file( $path, $type );
		if ( true !== $builder->is_supported_for_text_generation() ) {
			$own = $this->own_provider();
			if ( null !== $own ) {
				return $own->transcribe( $path, $file_name, $mime_type );
			}
			throw Ai_Error::capability_unsupported( __( 'The AI service set up in Settings → Connectors cannot transcribe audio.', 'jetpack-blocks' ) );
		}
		$text = $builder->generate_text();
		if ( is_wp_error( $text ) ) {
			throw self::error_of( $text );
		}
		return trim( (string) $text );
	}

	/**
	 * {@inheritDoc}
	 *
	 * Through the AI Client's image generation when a connected provider draws; else this plugin's
	 * own service when it has a base URL; else the route says the service cannot make images.
	 */
	public function generate_image( string $prompt ): string {
		$builder = wp_ai_client_prompt( $prompt );
		if ( true !== $builder->is_supported_for_image_generation() ) {
			$own = $this->own_provider();
			if ( null !== $own ) {
				return $own->generate_image( $prompt );
			}
			throw Ai_Error::capability_unsupported( __( 'The AI service set up in Settings → Connectors cannot make images.', 'jetpack-blocks' ) );
		}
		$file = $builder->generate_image();
		if ( is_wp_error( $file ) ) {
			throw self::error_of( $file );
		}
		return self::png_of( $file );
	}

	/**
	 * This plugin's own provider (Settings → Jetpack Blocks AI, or one a plugin filters in), for
	 * what the AI Client cannot do; null when there is none.
	 */
	private function own_provider(): ?Ai_Provider {
		if ( false === $this->own_provider ) {
			self::$resolving_own_provider = true;
			try {
				$own = ai_provider();
			} finally {
				self::$resolving_own_provider = false;
			}
			$this->own_provider = $own instanceof self ? null : $own;
		}
		return $this->own_provider;
	}

	/**
	 * The route's messages as one system instruction and the turns of a conversation.
	 *
	 * A `jetpack-ai` message (a toolbar task: its context names the task and carries the content)
	 * becomes instructions for the task and a user turn with the content. System messages join the
	 * system instruction. The AI Client wants the conversation to start and end with the user, so
	 * leading answers move into the instruction as context.
	 *
	 * @param array<int, array<string, mixed>> $messages Validated messages.
	 * @return array{system: string, turns: array<int, array{role: string, text: string}>}
	 * @throws Ai_Error When nothing is left for the user turn.
	 */
	private static function chat_of( array $messages ): array {
		$system = array();
		$turns  = array();
		foreach ( $messages as $message ) {
			$role    = (string) ( $message['role'] ?? 'user' );
			$content = is_string( $message['content'] ?? null ) ? $message['content'] : '';
			$context = isset( $message['context'] ) && is_array( $message['context'] ) ? $message['context'] : null;
			if ( 'jetpack-ai' === $role ) {
				$context  = $context ?? array();
				$system[] = OpenAI_Compatible_Provider::task_instructions( $context );
				$text     = is_string( $context['content'] ?? null ) ? $context['content'] : $content;
				if ( is_string( $context['request'] ?? null ) && '' !== trim( $context['request'] ) ) {
					$text = $context['request'] . ( '' !== trim( $text ) ? "\n\n" . $text : '' );
				}
				$turns[] = array(
					'role' => 'user',
					'text' => $text,
				);
				continue;
			}
			if ( null !== $context && '' === $content && is_string( $context['content'] ?? null ) ) {
				$content = $context['content'];
			}
			if ( 'system' === $role ) {
				$system[] = $content;
				continue;
			}
			$turns[] = array(
				'role' => 'assistant' === $role ? 'assistant' : 'user',
				'text' => $content,
			);
		}
		$turns = array_values( array_filter( $turns, static fn ( array $turn ): bool => '' !== trim( $turn['text'] ) ) );
		while ( array() !== $turns && 'user' !== $turns[0]['role'] ) {
			$system[] = 'Earlier in this conversation you wrote: ' . array_shift( $turns )['text'];
		}
		// A conversation ending with an answer has nothing to answer: the route never sends one, so
		// this only guards the AI Client's own rule (the last message is the user's).
		while ( array() !== $turns && 'user' !== $turns[ count( $turns ) - 1 ]['role'] ) {
			array_pop( $turns );
		}
		if ( array() === $turns ) {
			throw new Ai_Error( 'missing_prompt', __( 'A question or messages are required.', 'jetpack-blocks' ), 400 );
		}
		return array(
			'system' => trim( implode( "\n\n", array_filter( $system, static fn ( string $part ): bool => '' !== trim( $part ) ) ) ),
			'turns'  => $turns,
		);
	}

	/**
	 * The functions a request offers, as the AI Client declares them.
	 *
	 * @param array<int, mixed> $functions Functions: name, description?, parameters?.
	 * @return array<int, FunctionDeclaration>
	 */
	private static function declarations_of( array $functions ): array {
		$declarations = array();
		foreach ( $functions as $function ) {
			if ( ! is_array( $function ) || ! is_string( $function['name'] ?? null ) || '' === $function['name'] ) {
				continue;
			}
			$parameters     = is_array( $function['parameters'] ?? null ) && array() !== $function['parameters'] ? $function['parameters'] : null;
			$declarations[] = new FunctionDeclaration(
				$function['name'],
				is_string( $function['description'] ?? null ) ? $function['description'] : '',
				$parameters
			);
		}
		return $declarations;
	}

	/**
	 * A text prompt for the conversation.
	 *
	 * @param array{system: string, turns: array<int, array{role: string, text: string}>} $chat      The conversation.
	 * @param array<int, FunctionDeclaration>                                            $functions Functions offered.
	 * @param string                                                                     $larger    Model preferred, or ''.
	 * @param bool                                                                       $flat      Whether to send the whole conversation, instructions included, as one user message.
	 * @return \WP_AI_Client_Prompt_Builder
	 */
	private static function text_prompt( array $chat, array $functions, string $larger, bool $flat ) {
		if ( $flat ) {
			$lines = '' !== $chat['system'] ? array( $chat['system'] ) : array();
			foreach ( $chat['turns'] as $turn ) {
				$lines[] = ( 'user' === $turn['role'] ? 'User: ' : 'Assistant: ' ) . $turn['text'];
			}
			$builder = wp_ai_client_prompt( count( $chat['turns'] ) === 1 && '' === $chat['system'] ? $chat['turns'][0]['text'] : implode( "\n\n", $lines ) );
		} else {
			$builder = wp_ai_client_prompt( array_map( array( self::class, 'message_of' ), $chat['turns'] ) );
			if ( '' !== $chat['system'] ) {
				$builder->using_system_instruction( $chat['system'] );
			}
		}
		if ( array() !== $functions ) {
			$builder->using_function_declarations( ...$functions );
		}
		if ( '' !== $larger ) {
			// A preference, not a requirement: when no connected provider has that model, the AI
			// Client picks another text model rather than failing.
			$builder->using_model_preference( $larger );
		}
		return $builder;
	}

	/**
	 * One turn as an AI Client message.
	 *
	 * @param array{role: string, text: string} $turn Turn.
	 */
	private static function message_of( array $turn ): Message {
		$parts = array( new MessagePart( $turn['text'] ) );
		return 'assistant' === $turn['role'] ? new ModelMessage( $parts ) : new UserMessage( $parts );
	}

	/**
	 * The answer as this plugin's pieces: text in groups of words, and a function call as one piece.
	 *
	 * @param GenerativeAiResult $result Result of a text generation.
	 * @return array<int, string|array<string, array<string, string>>>
	 * @throws Ai_Error When the provider's filter refused the content.
	 */
	private static function pieces_of_result( GenerativeAiResult $result ): array {
		$candidates = $result->getCandidates();
		if ( array() === $candidates ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_answer_empty' ) );
		}
		$candidate = $candidates[0];
		if ( 'content_filter' === $candidate->getFinishReason()->value ) {
			throw Ai_Error::moderation();
		}
		$pieces = array();
		$call   = null;
		foreach ( $candidate->getMessage()->getParts() as $part ) {
			if ( $part->getChannel()->isThought() ) {
				continue; // A model's reasoning is not part of its answer.
			}
			$function_call = $part->getFunctionCall();
			if ( null !== $function_call && null === $call ) {
				// The editor's protocol carries one function call per answer (the first).
				$arguments = $function_call->getArgs();
				$call      = array(
					'function_call' => array(
						'name'      => (string) $function_call->getName(),
						'arguments' => is_string( $arguments ) ? $arguments : (string) wp_json_encode( null === $arguments || array() === $arguments ? new \stdClass() : $arguments ),
					),
				);
				continue;
			}
			$text = $part->getText();
			if ( is_string( $text ) && '' !== $text ) {
				array_push( $pieces, ...self::pieces_of_text( $text ) );
			}
		}
		if ( null !== $call ) {
			$pieces[] = $call;
		}
		return $pieces;
	}

	/**
	 * Text in pieces of whole words of about PIECE_CHARACTERS each; together they are the text,
	 * byte for byte (spaces and line breaks stay where they were).
	 *
	 * @param string $text Text.
	 * @return array<int, string>
	 */
	public static function pieces_of_text( string $text ): array {
		$words  = preg_split( '/(?<=\s)(?=\S)/u', $text );
		$words  = is_array( $words ) ? $words : array( $text );
		$pieces = array();
		$piece  = '';
		foreach ( $words as $word ) {
			$piece .= $word;
			if ( mb_strlen( $piece ) >= self::PIECE_CHARACTERS ) {
				$pieces[] = $piece;
				$piece    = '';
			}
		}
		if ( '' !== $piece ) {
			$pieces[] = $piece;
		}
		return $pieces;
	}

	/**
	 * The MIME type to give the AI Client for an upload (the browser's type without parameters,
	 * e.g. `audio/webm;codecs=opus` → `audio/webm`).
	 *
	 * @param string $mime_type Type the client sent.
	 * @param string $file_name Name the client sent.
	 */
	private static function audio_type( string $mime_type, string $file_name ): string {
		$type = strtolower( trim( explode( ';', $mime_type )[0] ) );
		if ( str_starts_with( $type, 'audio/' ) || str_starts_with( $type, 'video/' ) ) {
			return 'video/webm' === $type ? 'audio/webm' : $type;
		}
		$checked = wp_check_filetype( $file_name );
		return is_string( $checked['type'] ) && '' !== $checked['type'] ? $checked['type'] : 'audio/webm';
	}

	/**
	 * PNG bytes of a generated image: inline data as it is, a URL fetched (no redirects, bounded
	 * size), and other formats converted, since the route stores a PNG.
	 *
	 * @param \WordPress\AiClient\Files\DTO\File $file Image the AI Client returned.
	 * @throws Ai_Error When the image cannot be read.
	 */
	private static function png_of( $file ): string {
		if ( $file->isInline() ) {
			$bytes = base64_decode( (string) $file->getBase64Data(), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		} else {
			$response = wp_safe_remote_get(
				(string) $file->getUrl(),
				array(
					'timeout'             => 60,
					'redirection'         => 0,
					'limit_response_size' => self::MAX_IMAGE_BYTES,
				)
			);
			$bytes    = ! is_wp_error( $response ) && 200 === wp_remote_retrieve_response_code( $response ) ? wp_remote_retrieve_body( $response ) : false;
		}
		if ( ! is_string( $bytes ) || '' === $bytes ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_image_unreadable' ) );
		}
		if ( str_starts_with( $bytes, "\x89PNG\r\n\x1a\n" ) ) {
			return $bytes;
		}
		$image = function_exists( 'imagecreatefromstring' ) ? @imagecreatefromstring( $bytes ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a broken image is reported below.
		if ( false === $image ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'upstream_image_unreadable' ) );
		}
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * The catalogue error (spec 000 §8) for an AI Client failure.
	 *
	 * WP_AI_Client_Prompt_Builder turns the library's exceptions into WP_Error codes with the
	 * upstream HTTP status in `data.status`: prompt_client_error (4xx), prompt_upstream_server_error
	 * (5xx), prompt_network_error, prompt_token_limit_reached, prompt_invalid_argument,
	 * prompt_prevented (AI turned off or a filter stopped the prompt), prompt_builder_error.
	 *
	 * @param \WP_Error $error Error from a generating method.
	 */
	private static function error_of( \WP_Error $error ): Ai_Error {
		$code   = (string) $error->get_error_code();
		$data   = $error->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 0;
		$text   = strtolower( (string) $error->get_error_message() );
		$extra  = array(
			'reason'          => 'wp_ai_client_' . $code,
			'upstream_status' => $status,
		);

		if ( 'prompt_client_error' === $code && ( 401 === $status || 403 === $status ) ) {
			return new Ai_Error(
				'error_service_unavailable',
				sprintf(
					/* translators: %d: HTTP status. */
					__( 'The AI service refused the API key (HTTP %d). An administrator can check the key in Settings → Connectors.', 'jetpack-blocks' ),
					$status
				),
				503,
				$extra
			);
		}
		if ( 429 === $status ) {
			return Ai_Error::quota_exceeded( $extra );
		}
		if ( 413 === $status || 'prompt_token_limit_reached' === $code || str_contains( $text, 'context_length' ) || str_contains( $text, 'maximum context length' ) ) {
			return Ai_Error::context_too_large();
		}
		if ( str_contains( $text, 'content_filter' ) || str_contains( $text, 'content_policy' ) || str_contains( $text, 'moderation' ) ) {
			return Ai_Error::moderation();
		}
		if ( in_array( $code, array( 'prompt_network_error', 'prompt_upstream_server_error', 'prompt_prevented' ), true ) ) {
			return Ai_Error::service_unavailable( $extra );
		}
		// 502, not the upstream's own status: a 404 from the provider must not read as a missing route.
		return new Ai_Error( 'error_network', __( 'It was not possible to process your request. Mind trying again?', 'jetpack-blocks' ), 502, $extra );
	}
}

/**
 * Settings → Jetpack Blocks AI: when WordPress's AI Client answers, say so above the screen's own
 * provider fields, which then serve only what the AI Client cannot do.
 */
function ai_wp_ai_client_settings_notice(): void {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( null === $screen || 'settings_page_' . AI_SETTINGS_PAGE !== $screen->id || ! current_user_can( ai_settings_capability() ) ) {
		return;
	}
	if ( ! ai_provider() instanceof WP_Ai_Client_Provider ) {
		return;
	}
	printf(
		'<div class="notice notice-info"><p>%s</p></div>',
		esc_html__( 'Now answering: WordPress’s AI Client, with the provider set up in Settings → Connectors. The service below is used only for what that provider cannot do (images, transcription), when it has a base URL.', 'jetpack-blocks' )
	);
}
add_action( 'admin_notices', __NAMESPACE__ . '\ai_wp_ai_client_settings_notice' );
