<?php
/**
 * REST routes of the AI assistant (spec 000 §7 AI), served by this site so every AI feature works
 * offline. The provider behind them is chosen in Settings → Jetpack Blocks AI (php-stubs/ai/).
 *
 * POST /jetpack/v4/jetpack-ai-jwt                   (cookie + nonce, edit_posts, connected account)
 *   → { "token": "<jwt>", "blog_id": "<site id>", "expire": <unix seconds> }
 *   403 jetpack_ai_user_not_connected for a user whose account is not connected (spec 000 §6; the
 *   `jetpack_blocks_ai_requires_connection` filter can drop the requirement, php-stubs/ai/token.php).
 * POST /wpcom/v2/jetpack-ai-query                   (Authorization: Bearer <jwt>)
 *   JSON { messages: [ { role, content?, context?: { type, content, … } } ] | question: string,
 *          feature?, functions?, model?, post_id?, stream? = true }; query stream_cache? (ignored)
 *   → stream: text/event-stream of `data: {"choices":[{"delta":{…}}]}` frames, then `data: [DONE]`
 *   → stream false: { "choices": [ { "message": { "role": "assistant", "content": "…" } } ] }
 *   400 missing_prompt | rest_invalid_param (functions: 32 at most, 16 levels deep, 1,000 values),
 *   413 error_context_too_large (JSON of messages + functions over 100,000 characters), 422 error_moderation,
 *   429 error_quota_exceeded | error_user_quota_exceeded | error_request_running, 503 error_service_unavailable.
 * POST /wpcom/v2/jetpack-ai-transcription           (bearer; multipart audio_file; query feature?)
 *   → { "text": "…" }; 400 jetpack_ai_missing_audio_param | file_size_not_supported |
 *   file_type_not_supported | invalid_audio_file, 429 error_quota_exceeded | error_user_quota_exceeded |
 *   error_request_running,
 *   503 jetpack_ai_service_unavailable.
 * POST /wpcom/v2/jetpack-ai/images/generations      (bearer; JSON prompt, post_id?)
 *   → { "data": [ { "b64_json": "<base64 PNG>" } ] }; 400 missing_prompt, 413, 429, 503.
 * GET  /wpcom/v2/jetpack-ai/ai-assistant-feature    (cookie + nonce, edit_posts)
 *   → the AI feature data, kebab-case (php-stubs/ai/usage.php).
 *
 * Bearer routes answer 401 invalid_token to any request without a valid, unexpired token of a user
 * who can still edit posts, whose login session is still open. Each completion, transcription and
 * image reserves one request before the provider is called and gives it back if the call fails
 * (php-stubs/ai/usage.php), so each answered one counts as one request; it also takes one of the
 * user's two slots of requests running at once, held until the request ends, and a request that
 * finds none free is refused with 429 error_request_running and given back
 * (php-stubs/ai/concurrency.php).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/ai/class-ai-error.php';
require_once dirname( __DIR__ ) . '/ai/interface-ai-provider.php';
require_once dirname( __DIR__ ) . '/ai/class-offline-tools.php';
require_once dirname( __DIR__ ) . '/ai/class-openai-compatible-provider.php';
require_once dirname( __DIR__ ) . '/ai/class-audio-file.php';
require_once dirname( __DIR__ ) . '/ai/class-local-recogniser.php';
require_once dirname( __DIR__ ) . '/ai/class-ai-stream.php';
require_once dirname( __DIR__ ) . '/ai/token.php';
require_once dirname( __DIR__ ) . '/ai/usage.php';
require_once dirname( __DIR__ ) . '/ai/concurrency.php';
require_once dirname( __DIR__ ) . '/ai/settings.php';

/**
 * Most prompt text (characters) a completion takes: the JSON of all messages together (context
 * types and key names included), plus the JSON of the functions it offers (which the provider
 * reads as part of the prompt).
 */
const AI_MAX_PROMPT_CHARACTERS = 100000;

/** Most functions one completion may offer. */
const AI_MAX_FUNCTIONS = 32;

/** Deepest nesting of objects and lists in one function (its JSON schema included). */
const AI_MAX_FUNCTION_DEPTH = 16;

/**
 * Most values (each key's value and each list item, at every level) in all functions together: a
 * generous form has a few dozen parameters, and a provider works through every one.
 */
const AI_MAX_FUNCTION_VALUES = 1000;

/**
 * Registers the routes.
 */
function register_ai_routes(): void {
	register_rest_route(
		'jetpack/v4',
		'/jetpack-ai-jwt',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\ai_issue_token',
			'permission_callback' => __NAMESPACE__ . '\ai_can_request_token',
			'args'                => array(
				// The client adds it so no cache answers; its value means nothing.
				'_cacheBuster' => array(
					'description'       => __( 'Cache buster; ignored.', 'jetpack-blocks' ),
					'type'              => array( 'string', 'integer' ),
					'sanitize_callback' => static fn ( $value ) => is_scalar( $value ) ? (string) $value : '',
					'validate_callback' => '__return_true',
				),
			),
		)
	);

	register_rest_route(
		'wpcom/v2',
		'/jetpack-ai-query',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\ai_query',
			'permission_callback' => __NAMESPACE__ . '\ai_check_bearer_token',
			'args'                => array(
				'messages'     => array(
					'description'       => __( 'Chat messages: role, content, and for the jetpack-ai role a context with type and content.', 'jetpack-blocks' ),
					'type'              => 'array',
					'validate_callback' => __NAMESPACE__ . '\ai_validate_messages',
					'sanitize_callback' => __NAMESPACE__ . '\ai_sanitize_messages',
				),
				'question'     => array(
					'description' => __( 'A single question, instead of messages.', 'jetpack-blocks' ),
					'type'        => 'string',
				),
				'feature'      => array(
					'description'       => __( 'The feature asking, e.g. ai-assistant.', 'jetpack-blocks' ),
					'type'              => 'string',
					'maxLength'         => 100,
					'sanitize_callback' => 'sanitize_text_field',
				),
				'functions'    => array(
					'description'       => __( 'Functions the answer may call: name, description, parameters (JSON schema).', 'jetpack-blocks' ),
					'type'              => 'array',
					'validate_callback' => __NAMESPACE__ . '\ai_validate_functions',
				),
				'model'        => array(
					'description'       => __( 'Model the client would like; the configured provider decides.', 'jetpack-blocks' ),
					'type'              => 'string',
					'maxLength'         => 128,
					'sanitize_callback' => 'sanitize_text_field',
				),
				'post_id'      => array(
					'description' => __( 'The post being edited.', 'jetpack-blocks' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'stream'       => array(
					'description' => __( 'Answer as an event stream (default) or as one JSON answer.', 'jetpack-blocks' ),
					'type'        => 'boolean',
					'default'     => true,
				),
				'stream_cache' => array(
					'description' => __( 'Accepted for compatibility; answers are never cached.', 'jetpack-blocks' ),
					'type'        => 'boolean',
					'default'     => false,
				),
			),
		)
	);

	register_rest_route(
		'wpcom/v2',
		'/jetpack-ai-transcription',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\ai_transcription',
			'permission_callback' => __NAMESPACE__ . '\ai_check_bearer_token',
			'args'                => array(
				'feature' => array(
					'description'       => __( 'The feature asking, e.g. voice-to-content.', 'jetpack-blocks' ),
					'type'              => 'string',
					'maxLength'         => 100,
					'sanitize_callback' => 'sanitize_text_field',
				),
			),
		)
	);

	register_rest_route(
		'wpcom/v2',
		'/jetpack-ai/images/generations',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\ai_generate_image',
			'permission_callback' => __NAMESPACE__ . '\ai_check_bearer_token',
			'args'                => array(
				'prompt'  => array(
					'description' => __( 'What the image should show.', 'jetpack-blocks' ),
					'type'        => 'string',
				),
				'post_id' => array(
					'description' => __( 'The post being edited.', 'jetpack-blocks' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
			),
		)
	);

	register_rest_route(
		'wpcom/v2',
		'/jetpack-ai/ai-assistant-feature',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\ai_assistant_feature',
			'permission_callback' => __NAMESPACE__ . '\ai_can_edit_posts',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_ai_routes' );

/**
 * Permission of the cookie-authenticated routes: people who can edit posts use the assistant.
 *
 * @return true|\WP_Error
 */
function ai_can_edit_posts() {
	if ( current_user_can( 'edit_posts' ) ) {
		return true;
	}
	return new \WP_Error(
		'rest_forbidden',
		__( 'Sorry, you are not allowed to use the AI assistant.', 'jetpack-blocks' ),
		array( 'status' => rest_authorization_required_code() )
	);
}

/**
 * Permission callback of the token route: a user who can edit posts and whose account is connected
 * (the AI works on hosted sites or for connected users, spec 000 §6). A user who is not connected
 * gets a 403 saying so, with the code the client turns into the Reconnect banner.
 *
 * @return true|\WP_Error
 */
function ai_can_request_token() {
	$allowed = ai_can_edit_posts();
	if ( true !== $allowed ) {
		return $allowed;
	}
	return ai_check_user_connection( get_current_user_id() );
}

/**
 * POST /jetpack/v4/jetpack-ai-jwt: a token for the current user.
 *
 * @return \WP_REST_Response
 */
function ai_issue_token() {
	return rest_ensure_response( ai_create_token( get_current_user_id() ) );
}

/**
 * GET /wpcom/v2/jetpack-ai/ai-assistant-feature.
 *
 * @return \WP_REST_Response
 */
function ai_assistant_feature() {
	return rest_ensure_response( ai_usage_feature() );
}

/**
 * Validates `messages`: a list of objects with a role, and string content or context.
 *
 * @param mixed $value Value.
 * @return true|\WP_Error
 */
function ai_validate_messages( $value ) {
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return new \WP_Error( 'rest_invalid_param', __( 'messages must be a list of messages.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	foreach ( $value as $index => $message ) {
		$fail = static fn ( string $what ) => new \WP_Error(
			'rest_invalid_param',
			/* translators: 1: position of the message (from 0), 2: what is wrong. */
			sprintf( __( 'messages[%1$d]: %2$s', 'jetpack-blocks' ), $index, $what ),
			array( 'status' => 400 )
		);
		if ( ! is_array( $message ) ) {
			return $fail( __( 'each message must be an object.', 'jetpack-blocks' ) );
		}
		if ( ! is_string( $message['role'] ?? null ) || ! preg_match( '/^[a-z][a-z_-]{0,31}$/', $message['role'] ) ) {
			return $fail( __( 'role must be a word such as user, assistant, system or jetpack-ai.', 'jetpack-blocks' ) );
		}
		if ( isset( $message['content'] ) && ! is_string( $message['content'] ) ) {
			return $fail( __( 'content must be a string.', 'jetpack-blocks' ) );
		}
		if ( isset( $message['context'] ) ) {
			$context = $message['context'];
			if ( ! is_array( $context ) || ! is_string( $context['type'] ?? null ) ) {
				return $fail( __( 'context must be an object with a type.', 'jetpack-blocks' ) );
			}
			if ( isset( $context['content'] ) && ! is_string( $context['content'] ) ) {
				return $fail( __( 'context.content must be a string.', 'jetpack-blocks' ) );
			}
		}
	}
	return true;
}

/**
 * Keeps the fields of each message that providers use: role, content, name, and the context's
 * type, content and other plain values (tone, language, request…).
 *
 * @param mixed $value Validated value.
 * @return array<int, array<string, mixed>>
 */
function ai_sanitize_messages( $value ): array {
	$messages = array();
	foreach ( is_array( $value ) ? $value : array() as $message ) {
		$clean = array( 'role' => (string) $message['role'] );
		if ( isset( $message['content'] ) ) {
			$clean['content'] = (string) $message['content'];
		}
		if ( is_string( $message['name'] ?? null ) ) {
			$clean['name'] = sanitize_text_field( $message['name'] );
		}
		if ( isset( $message['context'] ) && is_array( $message['context'] ) ) {
			$context = array();
			foreach ( $message['context'] as $key => $item ) {
				if ( is_string( $key ) && ( is_scalar( $item ) || null === $item ) ) {
					$context[ sanitize_key( $key ) ] = $item;
				}
			}
			$clean['context'] = $context;
		}
		$messages[] = $clean;
	}
	return $messages;
}

/**
 * Validates `functions`: a list of at most AI_MAX_FUNCTIONS objects with a name and optional
 * JSON-schema parameters, nested at most AI_MAX_FUNCTION_DEPTH levels, with at most
 * AI_MAX_FUNCTION_VALUES values in all. (Their size counts in the prompt limit, in ai_query().)
 *
 * @param mixed $value Value.
 * @return true|\WP_Error
 */
function ai_validate_functions( $value ) {
	$invalid = static fn ( string $message ) => new \WP_Error( 'rest_invalid_param', $message, array( 'status' => 400 ) );
	if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
		return $invalid( __( 'functions must be a list of functions.', 'jetpack-blocks' ) );
	}
	if ( count( $value ) > AI_MAX_FUNCTIONS ) {
		/* translators: %d: the most functions a request may offer. */
		return $invalid( sprintf( __( 'functions: at most %d functions may be offered at once.', 'jetpack-blocks' ), AI_MAX_FUNCTIONS ) );
	}
	$values = 0;
	foreach ( $value as $index => $function ) {
		if ( ! is_array( $function ) || ! is_string( $function['name'] ?? null ) || ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', $function['name'] ) ) {
			return $invalid(
				/* translators: %d: position of the function (from 0). */
				sprintf( __( 'functions[%d] must be an object with a name of letters, digits, _ or - (64 at most).', 'jetpack-blocks' ), $index )
			);
		}
		if ( isset( $function['parameters'] ) && ! is_array( $function['parameters'] ) ) {
			return $invalid(
				/* translators: %d: position of the function (from 0). */
				sprintf( __( 'functions[%d].parameters must be a JSON schema object.', 'jetpack-blocks' ), $index )
			);
		}
		$shape = ai_function_shape( $function, 1, $values );
		if ( 'deep' === $shape ) {
			return $invalid(
				/* translators: 1: position of the function (from 0), 2: the most levels allowed. */
				sprintf( __( 'functions[%1$d] is nested too deep: at most %2$d levels of objects and lists.', 'jetpack-blocks' ), $index, AI_MAX_FUNCTION_DEPTH )
			);
		}
		if ( 'large' === $shape ) {
			return $invalid(
				/* translators: %d: the most values allowed. */
				sprintf( __( 'functions have too many parameters and values: at most %d in all.', 'jetpack-blocks' ), AI_MAX_FUNCTION_VALUES )
			);
		}
	}
	return true;
}

/**
 * Walks a decoded JSON value, counting its values, without going deeper than the limit (so a
 * hostile nesting costs no more than an allowed one).
 *
 * @param array<mixed> $value  An object or list.
 * @param int          $depth  Its nesting level, from 1.
 * @param int          $values Values counted so far, all functions together.
 * @return string '' when within the limits, 'deep' or 'large' otherwise.
 */
function ai_function_shape( array $value, int $depth, int &$values ): string {
	if ( $depth > AI_MAX_FUNCTION_DEPTH ) {
		return 'deep';
	}
	foreach ( $value as $item ) {
		if ( ++$values > AI_MAX_FUNCTION_VALUES ) {
			return 'large';
		}
		if ( is_array( $item ) ) {
			$shape = ai_function_shape( $item, $depth + 1, $values );
			if ( '' !== $shape ) {
				return $shape;
			}
		}
	}
	return '';
}

/**
 * Characters of the messages as they reach the model: the whole JSON of every message — roles,
 * names, contents, and each context's type, key names and values — not only the texts. Counting
 * only the texts let a request carry any amount of text in a context's type or in the names of its
 * keys, which the provider is sent all the same. JSON without escaped Unicode or slashes, so a
 * character counts once whatever the script.
 *
 * @param array<int, array<string, mixed>> $messages Messages (sanitized: what the provider gets).
 */
function ai_prompt_length( array $messages ): int {
	return mb_strlen( (string) wp_json_encode( $messages, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
}

/**
 * Reserves one request of the user's quota (ai_usage_reserve()) and takes one of their slots of
 * requests running at once (ai_take_request_slot(), held until this PHP request ends). The quota
 * first, so that of parallel requests at the site's limit each still gets the quota's answer; a
 * request that finds no free slot gives its reservation back.
 *
 * @param int    $user_id       The user asking.
 * @param string $quota_code    Code of the site's quota error.
 * @param string $quota_message Message of the site's quota error; default the completion one.
 * @return \WP_Error|null Null when reserved and running; the 429 otherwise.
 */
function ai_usage_reserve_running( int $user_id, string $quota_code = 'error_quota_exceeded', string $quota_message = '' ): ?\WP_Error {
	$reserved = ai_usage_reserve( $user_id, $quota_code, $quota_message );
	if ( null !== $reserved ) {
		return $reserved;
	}
	$running = ai_take_request_slot( $user_id );
	if ( null !== $running ) {
		ai_usage_refund( $user_id );
	}
	return $running;
}

/**
 * Wraps any iterable in a generator, so the first piece can be taken before the stream starts.
 *
 * @param iterable $pieces Pieces.
 * @return \Generator
 */
function ai_pieces( iterable $pieces ): \Generator {
	yield from $pieces;
}

/**
 * POST /wpcom/v2/jetpack-ai-query: a completion, streamed or whole.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function ai_query( \WP_REST_Request $request ) {
	$messages = $request->get_param( 'messages' );
	$messages = is_array( $messages ) ? $messages : array();
	$question = $request->get_param( 'question' );
	if ( array() === $messages && is_string( $question ) && '' !== trim( $question ) ) {
		$messages = array(
			array(
				'role'    => 'user',
				'content' => $question,
			),
		);
	}
	if ( array() === $messages ) {
		return new \WP_Error( 'missing_prompt', __( 'A question or messages are required.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	$functions = $request->get_param( 'functions' );
	$functions = is_array( $functions ) ? $functions : array();
	$length    = ai_prompt_length( $messages ) + ( array() === $functions ? 0 : mb_strlen( (string) wp_json_encode( $functions, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) ) );
	if ( $length > AI_MAX_PROMPT_CHARACTERS ) {
		return Ai_Error::context_too_large()->to_wp_error();
	}
	// A model answers when one is set up; without one, only a real offline tool may (never a
	// template), and a task no tool does is refused before anything is counted.
	$provider = ai_provider();
	$tool     = null === $provider ? Offline_Tools::for_messages( $messages ) : null;
	if ( null === $provider && null === $tool ) {
		return Ai_Error::not_configured()->to_wp_error();
	}

	$user_id  = get_current_user_id();
	$reserved = ai_usage_reserve_running( $user_id );
	if ( null !== $reserved ) {
		return $reserved;
	}
	$refund = static function () use ( $user_id ): void {
		ai_usage_refund( $user_id );
	};

	$stream  = false !== $request->get_param( 'stream' );
	$options = array(
		'functions' => $functions,
		'model'     => (string) $request->get_param( 'model' ),
		'feature'   => (string) $request->get_param( 'feature' ),
		'post_id'   => (int) $request->get_param( 'post_id' ),
		'stream'    => $stream,
	);

	try {
		$pieces = ai_pieces( null !== $tool ? $tool->answer() : $provider->complete( $messages, $options ) );
		// Runs the provider up to its first piece: a refusal still gets its own HTTP status.
		$pieces->current();
		$made_by = null !== $tool ? array( 'jetpack_blocks_tool' => $tool->attribution() ) : array();

		if ( $stream ) {
			return Ai_Stream::defer( $request, $pieces, $refund, $made_by );
		}

		$content = '';
		$call    = null;
		foreach ( $pieces as $piece ) {
			$delta = Ai_Stream::delta( $piece );
			if ( isset( $delta['content'] ) ) {
				$content .= $delta['content'];
			} elseif ( isset( $delta['function_call'] ) ) {
				$call               = $call ?? array(
					'name'      => '',
					'arguments' => '',
				);
				$call['name']      .= $delta['function_call']['name'] ?? '';
				$call['arguments'] .= $delta['function_call']['arguments'];
			}
		}
	} catch ( Ai_Error $error ) {
		$refund();
		return $error->to_wp_error();
	} catch ( \Throwable $error ) {
		$refund();
		return Ai_Error::service_unavailable()->to_wp_error();
	}

	$message = array(
		'role'    => 'assistant',
		'content' => $content,
	);
	if ( null !== $call ) {
		$message['function_call'] = $call;
	}
	return rest_ensure_response( array_merge( array( 'choices' => array( array( 'message' => $message ) ) ), $made_by ) );
}

/**
 * POST /wpcom/v2/jetpack-ai-transcription: the text of an audio file.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function ai_transcription( \WP_REST_Request $request ) {
	$audio = Audio_File::from_request( $request );
	if ( is_wp_error( $audio ) ) {
		return $audio;
	}
	$user_id  = get_current_user_id();
	$reserved = ai_usage_reserve_running( $user_id, 'error_quota_exceeded', __( 'You exceeded your current quota, please check your plan details.', 'jetpack-blocks' ) );
	if ( null !== $reserved ) {
		return $reserved;
	}
	$provider = ai_provider();
	$made_by  = array();
	try {
		try {
			if ( null === $provider ) {
				throw Ai_Error::not_configured();
			}
			$text = $provider->transcribe( $audio['path'], $audio['name'], $audio['type'] );
		} catch ( Ai_Error $error ) {
			// Without a model, or with a service that has no speech endpoint, the local recogniser
			// transcribes, and the answer says so.
			if ( ! in_array( $error->get_error_code(), array( 'error_ai_not_configured', 'error_capability_unsupported' ), true ) ) {
				throw $error;
			}
			$text    = ( new Local_Recogniser() )->transcribe( $audio['path'] );
			$made_by = array(
				'jetpack_blocks_tool' => array(
					'id'    => 'pocketsphinx',
					'label' => null === $provider
						? __( 'Transcribed offline with pocketsphinx', 'jetpack-blocks' )
						: __( 'Transcribed offline with pocketsphinx (the AI service has no transcription)', 'jetpack-blocks' ),
				),
			);
		}
	} catch ( Ai_Error $error ) {
		ai_usage_refund( $user_id );
		return $error->to_wp_error();
	} catch ( \Throwable $error ) {
		ai_usage_refund( $user_id );
		return new \WP_Error( 'jetpack_ai_error', __( 'There was an error processing the transcription request.', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	return rest_ensure_response( array_merge( array( 'text' => $text ), $made_by ) );
}

/**
 * POST /wpcom/v2/jetpack-ai/images/generations: one image for a prompt.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function ai_generate_image( \WP_REST_Request $request ) {
	$prompt = $request->get_param( 'prompt' );
	$prompt = is_string( $prompt ) ? trim( $prompt ) : '';
	if ( '' === $prompt ) {
		return new \WP_Error( 'missing_prompt', __( 'A prompt is required to generate an image.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	if ( mb_strlen( $prompt ) > AI_MAX_PROMPT_CHARACTERS ) {
		return Ai_Error::context_too_large()->to_wp_error();
	}
	$provider = ai_provider();
	if ( null === $provider ) {
		return Ai_Error::not_configured()->to_wp_error();
	}
	$user_id  = get_current_user_id();
	$reserved = ai_usage_reserve_running( $user_id );
	if ( null !== $reserved ) {
		return $reserved;
	}
	try {
		$png = $provider->generate_image( $prompt );
	} catch ( Ai_Error $error ) {
		ai_usage_refund( $user_id );
		return $error->to_wp_error();
	} catch ( \Throwable $error ) {
		ai_usage_refund( $user_id );
		return Ai_Error::service_unavailable()->to_wp_error();
	}
	return rest_ensure_response(
		array(
			'data' => array(
				array( 'b64_json' => base64_encode( $png ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
			),
		)
	);
}
