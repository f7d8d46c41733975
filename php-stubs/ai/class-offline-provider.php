<?php
/**
 * The offline AI provider: the default, so every AI feature works on a site with no remote account
 * and no internet.
 *
 * It does not understand language; it answers from templates, deterministically (the same request
 * always gives the same answer, which keeps tests and screenshots stable), in a shape the editor can
 * use: markdown paragraphs that restate the request, a call of the first offered function with
 * arguments built from its schema, or a tidied transcription draft. Transcription itself is real: a
 * speech recogniser installed on the server (class-local-recogniser.php) writes down the words, or
 * the request is refused with what to install. It streams in pieces of a few
 * words with a short pause between them, so progressive display can be seen and tested.
 *
 * Whatever the request, the work stays bounded: function arguments are built within a budget of
 * values and characters (a schema's lists and objects would otherwise multiply), answers are cut at
 * MAX_ANSWER_CHARACTERS, and the pauses of one answer add up to MAX_TOTAL_DELAY_MS at most — a long
 * answer comes in larger pieces instead of more of them.
 *
 * Test hooks: a prompt containing `[moderation-test]` is refused as moderated (422); a prompt with
 * no letter or digit gets the unclear-prompt marker `JETPACK_AI_ERROR` as its answer.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/class-local-recogniser.php';

/**
 * Deterministic, template-based provider.
 */
class Offline_Provider implements Ai_Provider {

	/** A prompt containing this is refused as if a moderation system had flagged it. */
	const MODERATION_MARKER = '[moderation-test]';

	/** The answer the client reads as "your request was unclear" (spec 000 §4). */
	const UNCLEAR_MARKER = 'JETPACK_AI_ERROR';

	/** Words per streamed piece. */
	const WORDS_PER_PIECE = 3;

	/** Characters per streamed fragment of function-call arguments. */
	const ARGUMENT_FRAGMENT_LENGTH = 16;

	/** Default pause between pieces, in milliseconds (filter: jetpack_blocks_ai_offline_delay_ms). */
	const DEFAULT_DELAY_MS = 30;

	/** Most time one streamed answer spends pausing between pieces, in milliseconds. */
	const MAX_TOTAL_DELAY_MS = 3000;

	/** Longest text answer, in characters (a transformation is about as long as its input). */
	const MAX_ANSWER_CHARACTERS = 120000;

	/** Most values (leaves, objects and lists) in generated function arguments. */
	const MAX_ARGUMENT_VALUES = 200;

	/** Most characters of generated function arguments (JSON). */
	const MAX_ARGUMENT_CHARACTERS = 16000;

	/** Deepest nesting of generated function arguments. */
	const MAX_ARGUMENT_DEPTH = 6;

	/** Short words that say nothing about the topic; left out of the keywords. */
	const STOPWORDS = array(
		'about', 'above', 'after', 'again', 'also', 'because', 'been', 'before', 'being', 'blog',
		'brief', 'could', 'does', 'draft', 'each', 'explain', 'from', 'give', 'have', 'help', 'into',
		'just', 'like', 'list', 'make', 'more', 'most', 'much', 'need', 'note', 'only', 'other',
		'paragraph', 'paragraphs', 'please', 'post', 'short', 'should', 'some', 'story', 'such',
		'tell', 'text', 'than', 'that', 'their', 'them', 'then', 'there', 'these', 'they', 'this',
		'those', 'very', 'want', 'were', 'what', 'when', 'where', 'which', 'while', 'will', 'with',
		'would', 'write', 'your', 'article', 'describe', 'create', 'generate', 'compose',
	);

	/**
	 * {@inheritDoc}
	 *
	 * The answer is worked out at once (so a refusal is thrown before anything is streamed), then
	 * handed out in pieces.
	 */
	public function complete( array $messages, array $options ): iterable {
		foreach ( $messages as $message ) {
			if ( false !== stripos( self::message_text( $message ), self::MODERATION_MARKER ) ) {
				throw Ai_Error::moderation();
			}
		}

		$stream    = ! isset( $options['stream'] ) || false !== $options['stream'];
		$functions = isset( $options['functions'] ) && is_array( $options['functions'] ) ? $options['functions'] : array();
		$message   = self::last_request( $messages );

		if ( array() !== $functions && is_array( $functions[0] ?? null ) ) {
			return $this->paced( $this->function_call_parts( $functions[0], self::message_text( $message ) ), $stream );
		}
		return $this->paced( self::text_pieces( self::bounded( $this->answer( $message ) ) ), $stream );
	}

	/**
	 * {@inheritDoc}
	 *
	 * The words as the local recogniser hears them (English), or its 503 saying what to install.
	 */
	public function transcribe( string $path, string $file_name, string $mime_type ): string {
		return ( new Local_Recogniser() )->transcribe( $path );
	}

	/**
	 * {@inheritDoc}
	 *
	 * A 512×512 picture whose colours and shapes come from a hash of the prompt, with the prompt
	 * written on it.
	 */
	public function generate_image( string $prompt ): string {
		if ( ! function_exists( 'imagecreatetruecolor' ) || ! function_exists( 'imagepng' ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'gd_missing' ) );
		}
		$size  = 512;
		$hash  = md5( $prompt );
		$image = imagecreatetruecolor( $size, $size );
		if ( false === $image ) {
			throw Ai_Error::service_unavailable();
		}
		$byte = static function ( int $index ) use ( $hash ): int {
			return (int) hexdec( substr( $hash, ( $index * 2 ) % 32, 2 ) );
		};

		// Background: a vertical gradient between two colours of the hash.
		$top    = array( $byte( 0 ), $byte( 1 ), $byte( 2 ) );
		$bottom = array( $byte( 3 ), $byte( 4 ), $byte( 5 ) );
		for ( $y = 0; $y < $size; $y++ ) {
			$mix   = $y / ( $size - 1 );
			$color = imagecolorallocate(
				$image,
				(int) round( $top[0] + ( $bottom[0] - $top[0] ) * $mix ),
				(int) round( $top[1] + ( $bottom[1] - $top[1] ) * $mix ),
				(int) round( $top[2] + ( $bottom[2] - $top[2] ) * $mix )
			);
			imageline( $image, 0, $y, $size - 1, $y, (int) $color );
		}

		// Translucent circles placed by the hash.
		imagealphablending( $image, true );
		$circles = 3 + $byte( 6 ) % 3;
		for ( $i = 0; $i < $circles; $i++ ) {
			$color    = imagecolorallocatealpha( $image, $byte( 7 + $i ), $byte( 8 + $i ), $byte( 9 + $i ), 50 );
			$diameter = 120 + $byte( 10 + $i );
			imagefilledellipse( $image, $byte( 11 + $i ) * 2, $byte( 12 + $i ) * 2, $diameter, $diameter, (int) $color );
		}

		// The prompt on a light band. imagestring's built-in font only knows ASCII.
		$text  = strtr(
			remove_accents( (string) preg_replace( '/\s+/u', ' ', $prompt ) ),
			array(
				'—' => '-',
				'–' => '-',
				'“' => '"',
				'”' => '"',
				'‘' => "'",
				'’' => "'",
				'…' => '...',
			)
		);
		$text  = (string) preg_replace( '/[^\x20-\x7E]/u', '?', $text );
		$lines = explode( "\n", wordwrap( $text, 52, "\n", true ) );
		if ( count( $lines ) > 6 ) {
			$lines    = array_slice( $lines, 0, 6 );
			$lines[5] = substr( $lines[5], 0, 49 ) . '...';
		}
		$line_height = 18;
		$band_top    = $size - 40 - count( $lines ) * $line_height;
		$band        = imagecolorallocatealpha( $image, 255, 255, 255, 30 );
		$ink         = imagecolorallocate( $image, 30, 30, 30 );
		imagefilledrectangle( $image, 16, $band_top - 12, $size - 17, $size - 28, (int) $band );
		foreach ( $lines as $index => $line ) {
			imagestring( $image, 5, 28, $band_top + $index * $line_height, $line, (int) $ink );
		}

		ob_start();
		$written = imagepng( $image );
		$png     = (string) ob_get_clean();
		if ( ! $written || '' === $png ) {
			throw Ai_Error::service_unavailable();
		}
		return $png;
	}

	/**
	 * Hands out parts one by one, pausing between them when the client watches a stream. The pauses
	 * add up to MAX_TOTAL_DELAY_MS at most: when there are more parts than that allows, consecutive
	 * parts are joined into larger ones. (PHP's time limit does not count sleeping, so this bound is
	 * what keeps a long answer from holding the request for minutes.)
	 *
	 * @param array<int, mixed> $parts  Pieces of text or function-call parts.
	 * @param bool              $stream Whether to pace the parts.
	 * @return \Generator
	 */
	private function paced( array $parts, bool $stream ): \Generator {
		$delay_ms = 0;
		if ( $stream ) {
			/**
			 * Pause between two streamed pieces of the offline provider, in milliseconds.
			 *
			 * @param int $delay_ms Default 30.
			 */
			$delay_ms = (int) apply_filters( 'jetpack_blocks_ai_offline_delay_ms', self::DEFAULT_DELAY_MS );
			$delay_ms = max( 0, min( 2000, $delay_ms ) );
		}
		if ( $delay_ms > 0 ) {
			$parts = self::joined( $parts, intdiv( self::MAX_TOTAL_DELAY_MS, $delay_ms ) + 1 );
		}
		foreach ( $parts as $index => $part ) {
			if ( $index > 0 && $delay_ms > 0 ) {
				usleep( $delay_ms * 1000 );
			}
			yield $part;
		}
	}

	/**
	 * At most `$max` parts, made by joining runs of consecutive parts: texts concatenated,
	 * function-call parts merged into one (the first one's name, the arguments concatenated).
	 *
	 * @param array<int, mixed> $parts Pieces of text or function-call parts, all of one kind.
	 * @param int               $max   Most parts wanted (at least 1).
	 * @return array<int, mixed>
	 */
	private static function joined( array $parts, int $max ): array {
		$max = max( 1, $max );
		if ( count( $parts ) <= $max ) {
			return $parts;
		}
		$joined = array();
		foreach ( array_chunk( $parts, (int) ceil( count( $parts ) / $max ) ) as $run ) {
			if ( is_string( $run[0] ) ) {
				$joined[] = implode( '', array_filter( $run, 'is_string' ) );
				continue;
			}
			$call = $run[0]['function_call'];
			foreach ( array_slice( $run, 1 ) as $part ) {
				$call['arguments'] .= $part['function_call']['arguments'];
			}
			$joined[] = array( 'function_call' => $call );
		}
		return $joined;
	}

	/**
	 * A text cut to MAX_ANSWER_CHARACTERS at a word boundary.
	 *
	 * @param string $text Text.
	 */
	private static function bounded( string $text ): string {
		if ( mb_strlen( $text ) <= self::MAX_ANSWER_CHARACTERS ) {
			return $text;
		}
		$cut = mb_substr( $text, 0, self::MAX_ANSWER_CHARACTERS );
		return rtrim( (string) preg_replace( '/\s+\S*$/u', '', $cut ) ) . '…';
	}

	/**
	 * The message to answer: the last one from the user (or the provider's own `jetpack-ai` role).
	 *
	 * @param array<int, array<string, mixed>> $messages Messages.
	 * @return array<string, mixed>
	 */
	private static function last_request( array $messages ): array {
		for ( $i = count( $messages ) - 1; $i >= 0; $i-- ) {
			$role = $messages[ $i ]['role'] ?? '';
			if ( 'user' === $role || 'jetpack-ai' === $role ) {
				return $messages[ $i ];
			}
		}
		return array() === $messages ? array() : $messages[ count( $messages ) - 1 ];
	}

	/**
	 * All text a message carries: its content and its context's content.
	 *
	 * @param array<string, mixed> $message Message.
	 */
	private static function message_text( array $message ): string {
		$text = is_string( $message['content'] ?? null ) ? $message['content'] : '';
		if ( isset( $message['context'] ) && is_array( $message['context'] ) ) {
			foreach ( array( 'request', 'content' ) as $key ) {
				if ( is_string( $message['context'][ $key ] ?? null ) ) {
					$text .= "\n" . $message['context'][ $key ];
				}
			}
		}
		return trim( $text );
	}

	/**
	 * The text answer to a message.
	 *
	 * A `jetpack-ai` message names its task in `context.type`; the tasks the editor's suggestion
	 * kinds use get a matching transformation of `context.content`, anything else a general answer.
	 *
	 * @param array<string, mixed> $message Message.
	 */
	private function answer( array $message ): string {
		$context = isset( $message['context'] ) && is_array( $message['context'] ) ? $message['context'] : null;
		if ( 'jetpack-ai' === ( $message['role'] ?? '' ) && null !== $context ) {
			$content = is_string( $context['content'] ?? null ) ? $context['content'] : (string) ( $message['content'] ?? '' );
			$request = is_string( $context['request'] ?? null ) ? $context['request'] : '';
			$task    = strtolower( (string) preg_replace( '/[^A-Za-z]/', '', (string) ( $context['type'] ?? '' ) ) );
			if ( ! self::has_words( $content . $request ) ) {
				return self::UNCLEAR_MARKER;
			}
			$answer = self::transform( $task, $content, $request );
			if ( null !== $answer ) {
				return $answer;
			}
			return self::general_answer( '' !== trim( $request ) ? $request : $content );
		}

		$text = is_string( $message['content'] ?? null ) ? $message['content'] : '';
		if ( ! self::has_words( $text ) ) {
			return self::UNCLEAR_MARKER;
		}
		return self::general_answer( $text );
	}

	/**
	 * The transformation a task names, or null when the task is not one of them.
	 *
	 * @param string $task    Context type, lower-case letters only (e.g. `voicetocontentsimpledraft`).
	 * @param string $content The content to work on.
	 * @param string $request The user's own request, if any.
	 */
	private static function transform( string $task, string $content, string $request ): ?string {
		$sentences = self::sentences( $content );
		if ( str_contains( $task, 'voicetocontent' ) || str_contains( $task, 'spelling' ) || str_contains( $task, 'grammar' ) ) {
			return self::tidy( $content );
		}
		if ( str_contains( $task, 'title' ) && ! str_contains( $task, 'summary' ) ) {
			return self::title( '' !== trim( $content ) ? $content : $request );
		}
		if ( str_contains( $task, 'summar' ) ) {
			return implode( ' ', array_slice( $sentences, 0, 2 ) );
		}
		if ( str_contains( $task, 'shorter' ) || str_contains( $task, 'simplif' ) ) {
			return implode( ' ', array_slice( $sentences, 0, max( 1, (int) ceil( count( $sentences ) / 2 ) ) ) );
		}
		if ( str_contains( $task, 'longer' ) ) {
			return self::tidy( $content ) . "\n\n" . self::continuation( $content );
		}
		if ( str_contains( $task, 'continue' ) ) {
			return self::continuation( $content );
		}
		if ( str_contains( $task, 'tone' ) || str_contains( $task, 'language' ) || str_contains( $task, 'translat' ) ) {
			// Offline there is no rewording or translation: the content comes back tidied.
			return self::tidy( $content );
		}
		return null;
	}

	/**
	 * A general answer: a short restatement of the request, then one or two paragraphs about its
	 * topic, chosen from templates by a hash of the request (no randomness).
	 *
	 * @param string $prompt The user's prompt.
	 */
	private static function general_answer( string $prompt ): string {
		$request  = self::first_line( $prompt, 120 );
		$topic    = self::topic( $request );
		$keywords = self::keywords( $topic );
		$first    = $keywords[0] ?? $topic;
		$follow   = isset( $keywords[1] )
			/* translators: %s: a keyword of the request. */
			? sprintf( __( 'the link with **%s**', 'jetpack-blocks' ), $keywords[1] )
			: __( 'one detail that surprises most readers', 'jetpack-blocks' );
		$seed     = (int) sprintf( '%u', crc32( $request ) );

		$openings = array(
			/* translators: 1: the user's request, 2: its topic. */
			__( 'You asked: “%1$s”. Here is a short draft about %2$s that you can keep, edit or extend.', 'jetpack-blocks' ),
			/* translators: 1: the user's request, 2: its topic. */
			__( 'Here is a first take on “%1$s”. It introduces %2$s in plain words and leaves room for your own details.', 'jetpack-blocks' ),
			/* translators: 1: the user's request, 2: its topic. */
			__( 'This draft answers “%1$s”. It keeps to the essentials of %2$s so it is easy to adapt.', 'jetpack-blocks' ),
		);
		$bodies   = array(
			/* translators: 1: the topic, 2: a keyword of the topic, 3: a follow-up such as "the link with **honey**". */
			__( 'The subject of %1$s is worth a closer look, because it touches everyday life in more ways than it first seems. A good way in is to explain the idea of **%2$s**, give one concrete example, and then cover %3$s.', 'jetpack-blocks' ),
			/* translators: 1: the topic, 2: a keyword of the topic, 3: a follow-up such as "the link with **honey**". */
			__( 'When writing about %1$s, start with the basics of **%2$s**: the key facts, a familiar example and the reason readers should care. Then turn to %3$s; one clear example does more than a long list.', 'jetpack-blocks' ),
			/* translators: 1: the topic, 2: a keyword of the topic, 3: a follow-up such as "the link with **honey**". */
			__( 'The heart of %1$s fits in a few sentences. Describe **%2$s** first, then %3$s, and keep each paragraph to a single idea.', 'jetpack-blocks' ),
		);
		$closings = array(
			/* translators: %s: the topic. */
			__( 'To close, sum up what makes %s interesting and suggest one next step for readers who want to learn more.', 'jetpack-blocks' ),
			/* translators: %s: the topic. */
			__( 'End with a short takeaway about %s: one sentence that readers can remember and repeat.', 'jetpack-blocks' ),
			/* translators: %s: the topic. */
			__( 'Before publishing, check the facts about %s against a trusted reference and add a source or two.', 'jetpack-blocks' ),
		);

		$paragraphs = array(
			sprintf( $openings[ $seed % 3 ], $request, $topic ),
			sprintf( $bodies[ ( $seed >> 2 ) % 3 ], $topic, $first, $follow ),
		);
		if ( 1 === ( $seed >> 4 ) % 2 ) {
			$paragraphs[] = sprintf( $closings[ ( $seed >> 5 ) % 3 ], $topic );
		}
		return implode( "\n\n", $paragraphs );
	}

	/**
	 * A paragraph that carries on from some content.
	 *
	 * @param string $content The content so far.
	 */
	private static function continuation( string $content ): string {
		$keywords = self::keywords( $content );
		$topic    = array() === $keywords ? __( 'this subject', 'jetpack-blocks' ) : implode( ', ', array_slice( $keywords, 0, 3 ) );
		return sprintf(
			/* translators: %s: keywords of the content, e.g. "bees, honey, flowers". */
			__( 'There is more to say about %s. Each of these points deserves an example of its own, and together they show why the subject matters to readers.', 'jetpack-blocks' ),
			$topic
		);
	}

	/**
	 * A title made of the content's first keywords.
	 *
	 * @param string $content Content.
	 */
	private static function title( string $content ): string {
		$words = array_slice( self::keywords( $content, 6 ), 0, 6 );
		if ( array() === $words ) {
			return self::first_line( $content, 60 );
		}
		return implode( ' ', array_map( static fn ( string $word ): string => self::upper_first( $word ), $words ) );
	}

	/**
	 * Text tidied into paragraphs: whitespace collapsed, each sentence starting with a capital and
	 * ending with punctuation, about three sentences per paragraph unless the text has its own.
	 *
	 * @param string $text Text, e.g. a raw transcription.
	 */
	private static function tidy( string $text ): string {
		$text   = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$blocks = preg_split( '/\n\s*\n/u', trim( $text ) );
		$blocks = is_array( $blocks ) ? array_values( array_filter( array_map( 'trim', $blocks ), 'strlen' ) ) : array();

		$paragraphs = array();
		if ( count( $blocks ) > 1 ) {
			foreach ( $blocks as $block ) {
				$paragraphs[] = implode( ' ', self::sentences( $block ) );
			}
		} else {
			foreach ( array_chunk( self::sentences( $blocks[0] ?? '' ), 3 ) as $group ) {
				$paragraphs[] = implode( ' ', $group );
			}
		}
		return implode( "\n\n", array_filter( $paragraphs, 'strlen' ) );
	}

	/**
	 * The sentences of a text, each in sentence case with trailing punctuation.
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	private static function sentences( string $text ): array {
		// A line break ends a sentence too: dictation often has breaks where punctuation is missing.
		$text  = trim( (string) preg_replace( '/[ \t]+/u', ' ', str_replace( "\r", "\n", $text ) ) );
		$parts = '' === $text ? array() : preg_split( '/(?<=[.!?…])\s+|\s*\n\s*/u', $text );
		$out     = array();
		$english = str_starts_with( get_locale(), 'en' );
		foreach ( is_array( $parts ) ? $parts : array() as $sentence ) {
			$sentence = trim( $sentence );
			if ( '' === $sentence ) {
				continue;
			}
			if ( $english ) {
				// The pronoun "I" on its own, which speech recognisers often give in lower case.
				$sentence = (string) preg_replace( '/(?<![\p{L}\p{N}\'’])i(?=[\s\'’,.!?]|$)/u', 'I', $sentence );
			}
			$sentence = self::upper_first( $sentence );
			if ( ! preg_match( '/[.!?…]["\'”’)\]]*$/u', $sentence ) ) {
				$sentence = rtrim( $sentence, ',;: ' ) . '.';
			}
			$out[] = $sentence;
		}
		return $out;
	}

	/**
	 * A function call of the first offered function, with arguments built from its schema, as
	 * stream parts: the name with the first fragment, then the rest of the JSON in fragments.
	 *
	 * @param array<string, mixed> $function The function: name, description?, parameters?.
	 * @param string               $prompt   The request, used for string arguments.
	 * @return array<int, array<string, array<string, string>>>
	 */
	private function function_call_parts( array $function, string $prompt ): array {
		$name   = is_string( $function['name'] ?? null ) ? $function['name'] : '';
		$topic  = self::topic( self::first_line( $prompt, 120 ) );
		$schema = is_array( $function['parameters'] ?? null ) ? $function['parameters'] : array( 'type' => 'object' );
		$budget = array(
			'values'     => self::MAX_ARGUMENT_VALUES,
			'characters' => self::MAX_ARGUMENT_CHARACTERS,
		);
		// The arguments are always a JSON object, whatever type the schema claims.
		$schema['type'] = 'object';
		$arguments      = self::value_for_schema( $schema, '', $topic, 0, $budget );
		$json           = (string) wp_json_encode( is_array( $arguments ) && ! array_is_list( $arguments ) ? $arguments : new \stdClass() );

		$fragments = mb_str_split( $json, self::ARGUMENT_FRAGMENT_LENGTH );
		$parts     = array();
		foreach ( $fragments as $index => $fragment ) {
			$call = 0 === $index ? array( 'name' => $name ) : array();
			// The arguments string, never a number: the client concatenates the fragments.
			$call['arguments'] = (string) $fragment;
			$parts[]           = array( 'function_call' => $call );
		}
		return $parts;
	}

	/**
	 * A plausible value for a JSON schema: the default or first enum value when given, otherwise
	 * one built from the type and the property name.
	 *
	 * Schemas come from the request, so any field may have any JSON type: a field of the wrong type
	 * is ignored. Every value spends from `$budget`; when it runs out, objects get no more
	 * properties and lists no more items, so nesting cannot multiply the answer.
	 *
	 * @param mixed                                   $schema Schema (array) or anything else.
	 * @param string                                  $name   Property name.
	 * @param string                                  $topic  The request's topic, for text values.
	 * @param int                                     $depth  Nesting depth (schemas can be recursive).
	 * @param array{values: int, characters: int}     $budget What may still be generated.
	 * @return mixed The value; null for a schema that is not one.
	 */
	private static function value_for_schema( $schema, string $name, string $topic, int $depth, array &$budget ) {
		if ( ! is_array( $schema ) || $depth > self::MAX_ARGUMENT_DEPTH ) {
			return null;
		}
		if ( array_key_exists( 'default', $schema ) ) {
			return self::spend( $budget, $schema['default'] );
		}
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) && array() !== $schema['enum'] ) {
			return self::spend( $budget, array_values( $schema['enum'] )[0] );
		}
		$type = $schema['type'] ?? null;
		if ( is_array( $type ) ) {
			$types = array_values( array_diff( array_filter( $type, 'is_string' ), array( 'null' ) ) );
			$type  = $types[0] ?? ( in_array( 'null', $type, true ) ? 'null' : null );
		}
		if ( ! is_string( $type ) ) {
			$type = isset( $schema['properties'] ) ? 'object' : 'string';
		}

		switch ( $type ) {
			case 'object':
				$value = array();
				if ( ! self::spend_container( $budget ) ) {
					return $value;
				}
				$properties = isset( $schema['properties'] ) && is_array( $schema['properties'] ) ? $schema['properties'] : array();
				foreach ( $properties as $key => $property ) {
					// The key is written once per value, in every copy a list makes.
					$budget['characters'] -= strlen( (string) wp_json_encode( (string) $key ) ) + 1;
					if ( $budget['values'] <= 0 || $budget['characters'] <= 0 ) {
						break;
					}
					$value[ (string) $key ] = self::value_for_schema( $property, (string) $key, $topic, $depth + 1, $budget );
				}
				return $value;
			case 'array':
				$items = array();
				if ( ! self::spend_container( $budget ) ) {
					return $items;
				}
				$count = isset( $schema['minItems'] ) && is_numeric( $schema['minItems'] ) ? (int) $schema['minItems'] : 1;
				$count = max( 1, min( 3, $count ) );
				for ( $i = 0; $i < $count && $budget['values'] > 0 && $budget['characters'] > 0; $i++ ) {
					$items[] = self::value_for_schema( $schema['items'] ?? array( 'type' => 'string' ), $name, $topic, $depth + 1, $budget );
				}
				return $items;
			case 'integer':
				$minimum = self::finite_number( $schema['minimum'] ?? null );
				return self::spend( $budget, null === $minimum ? 1 : (int) max( min( ceil( $minimum ), PHP_INT_MAX ), PHP_INT_MIN ) );
			case 'number':
				$minimum = self::finite_number( $schema['minimum'] ?? null );
				return self::spend( $budget, $minimum ?? 1 );
			case 'boolean':
				return self::spend( $budget, true );
			case 'null':
				return null;
			default:
				$format = is_string( $schema['format'] ?? null ) ? $schema['format'] : '';
				return self::spend( $budget, self::string_for( $name, $format, $topic ) );
		}
	}

	/**
	 * Takes a generated value's cost from the budget: one value and its JSON length.
	 *
	 * @param array{values: int, characters: int} $budget What may still be generated.
	 * @param mixed                               $value  The value.
	 * @return mixed The value, or null when it does not fit.
	 */
	private static function spend( array &$budget, $value ) {
		$json = wp_json_encode( $value );
		if ( false === $json || $budget['values'] <= 0 || strlen( $json ) > $budget['characters'] ) {
			$budget['values'] = 0;
			return null;
		}
		--$budget['values'];
		$budget['characters'] -= strlen( $json );
		return $value;
	}

	/**
	 * Takes the cost of an object or list (its brackets) from the budget.
	 *
	 * @param array{values: int, characters: int} $budget What may still be generated.
	 * @return bool Whether it fits.
	 */
	private static function spend_container( array &$budget ): bool {
		return array() === self::spend( $budget, array() );
	}

	/**
	 * A schema field read as a finite number, or null.
	 *
	 * @param mixed $value Field.
	 */
	private static function finite_number( $value ): ?float {
		return ( is_int( $value ) || is_float( $value ) ) && is_finite( (float) $value ) ? (float) $value : null;
	}

	/**
	 * A string argument, shaped by the property's name or format.
	 *
	 * @param string $name   Property name.
	 * @param string $format JSON-schema format.
	 * @param string $topic  The request's topic.
	 */
	private static function string_for( string $name, string $format, string $topic ): string {
		$name = strtolower( $name );
		if ( 'uri' === $format || 'url' === $format || str_contains( $name, 'url' ) || str_contains( $name, 'link' ) ) {
			return home_url( '/' );
		}
		if ( 'email' === $format || str_contains( $name, 'email' ) ) {
			return 'editor@example.com';
		}
		if ( 'date' === $format ) {
			return '2025-01-01';
		}
		if ( 'date-time' === $format ) {
			return '2025-01-01T09:00:00Z';
		}
		if ( str_contains( $name, 'color' ) || str_contains( $name, 'colour' ) ) {
			return '#1e73be';
		}
		if ( str_contains( $name, 'title' ) || str_contains( $name, 'label' ) || str_contains( $name, 'name' ) ) {
			return self::title( $topic );
		}
		if ( str_contains( $name, 'content' ) || str_contains( $name, 'text' ) || str_contains( $name, 'description' ) || str_contains( $name, 'summary' ) ) {
			return sprintf(
				/* translators: %s: the request's topic. */
				__( 'A short text about %s.', 'jetpack-blocks' ),
				$topic
			);
		}
		return $topic;
	}

	/**
	 * Text cut into pieces of a few words; the pieces concatenate to the text exactly.
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	private static function text_pieces( string $text ): array {
		$tokens = preg_split( '/(\s+)/u', $text, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY );
		$pieces = array();
		$piece  = '';
		$words  = 0;
		foreach ( is_array( $tokens ) ? $tokens : array( $text ) as $token ) {
			$piece .= $token;
			if ( '' === trim( $token ) ) {
				continue;
			}
			++$words;
			if ( $words >= self::WORDS_PER_PIECE ) {
				$pieces[] = $piece;
				$piece    = '';
				$words    = 0;
			}
		}
		if ( '' !== $piece ) {
			$pieces[] = $piece;
		}
		// Whitespace after the last word of a piece starts the next piece instead; that is fine,
		// the client only concatenates.
		return $pieces;
	}

	/**
	 * The first line of a text, whitespace collapsed, cut at a word boundary.
	 *
	 * @param string $text Text.
	 * @param int    $max  Maximum characters.
	 */
	private static function first_line( string $text, int $max ): string {
		$lines = preg_split( '/\n/u', trim( $text ) );
		$line  = trim( (string) preg_replace( '/\s+/u', ' ', is_array( $lines ) ? (string) $lines[0] : $text ) );
		if ( mb_strlen( $line ) > $max ) {
			$cut  = mb_substr( $line, 0, $max );
			$line = rtrim( (string) preg_replace( '/\s+\S*$/u', '', $cut ), ' ,;:' ) . '…';
		}
		return $line;
	}

	/**
	 * The topic of a request: the request without its leading instruction ("Write a post about …").
	 *
	 * @param string $request Request, one line.
	 */
	private static function topic( string $request ): string {
		$topic = (string) preg_replace(
			'/^(?:(?:please|kindly|can you|could you|would you)[\s,]+)*(?:write|draft|compose|create|generate|give me|tell me|explain|describe|list|summari[sz]e|make|produce|suggest)\b(?:\s+(?:me|us))?(?:\s+(?:a|an|the|some|\d+))?(?:\s+(?:short|long|brief|quick|simple|few|fun|funny|detailed))*(?:\s+(?:blog post|post|article|paragraphs?|story|text|piece|essay|poem|note|summary|list|description|introduction|overview|ideas|tips|facts|sentences?|recipe|guide|plan|outline|email|letter|review|tutorial|speech))?(?:\s+(?:about|on|of|for|regarding|explaining|describing|why|how))?\s+/iu',
			'',
			$request
		);
		$topic = trim( (string) preg_replace( '/[\s.!?…:;,]+$/u', '', $topic ), " \"'“”‘’" );
		return '' === $topic ? trim( $request, " .!?\"'“”" ) : $topic;
	}

	/**
	 * Words of a text that carry its meaning: four letters or more, not a stopword, first use only.
	 *
	 * @param string $text  Text.
	 * @param int    $limit Maximum number of keywords.
	 * @return string[]
	 */
	private static function keywords( string $text, int $limit = 3 ): array {
		preg_match_all( '/\p{L}[\p{L}\p{N}\'’-]*/u', $text, $matches );
		$keywords = array();
		$seen     = array();
		foreach ( $matches[0] as $word ) {
			$lower = mb_strtolower( $word );
			if ( mb_strlen( $lower ) < 4 || in_array( $lower, self::STOPWORDS, true ) || isset( $seen[ $lower ] ) ) {
				continue;
			}
			$seen[ $lower ] = true;
			// Names keep their capital ("Rome"); a sentence's first word does not need one.
			$keywords[] = ( 1 === preg_match( '/^\p{Lu}\p{Ll}/u', $word ) && 0 !== strpos( $text, $word ) ) ? $word : $lower;
			if ( count( $keywords ) >= $limit ) {
				break;
			}
		}
		return $keywords;
	}

	/**
	 * Whether a text has a letter or a digit (otherwise the request is unclear).
	 *
	 * @param string $text Text.
	 */
	private static function has_words( string $text ): bool {
		return 1 === preg_match( '/[\p{L}\p{N}]/u', $text );
	}

	/**
	 * The text with its first letter in upper case.
	 *
	 * @param string $text Text.
	 */
	private static function upper_first( string $text ): string {
		return mb_strtoupper( mb_substr( $text, 0, 1 ) ) . mb_substr( $text, 1 );
	}
}
