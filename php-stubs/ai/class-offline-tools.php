<?php
/**
 * Real offline tools for the AI assistant's toolbar tasks that a well-known program does without a
 * language model: spelling (Hunspell), translation (Apertium), key sentences (an extractive summary)
 * and speech to text (pocketsphinx, class-local-recogniser.php). Each answer names the tool that made
 * it, so a result is never taken for a model's.
 *
 * The routes ask for a tool only when no model is set up (php-stubs/routes/ai.php). A tool answers
 * only the task it really does; anything else gets no tool, and the route says no model is set up.
 *
 * The tools work in the site's language (get_locale(), the site's and not the user's): that is the
 * language its posts are written in, so it picks the spelling dictionary and the language a
 * translation starts from.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/class-local-recogniser.php';
require_once __DIR__ . '/tools/class-tool-programs.php';
require_once __DIR__ . '/tools/class-tool-text.php';
require_once __DIR__ . '/tools/class-spelling-tool.php';
require_once __DIR__ . '/tools/class-translation-tool.php';
require_once __DIR__ . '/tools/class-key-sentences-tool.php';

/**
 * One tool's answer to one request.
 */
interface Offline_Tool {

	/**
	 * Who made the answer, shown beside it: `id` (e.g. hunspell) and `label` (translated words).
	 *
	 * @return array{id: string, label: string}
	 */
	public function attribution(): array;

	/**
	 * The answer, piece by piece (strings), as a provider yields it.
	 *
	 * @return iterable<int, string>
	 * @throws Ai_Error When the tool fails.
	 */
	public function answer(): iterable;
}

/**
 * Finds the tool for a request.
 */
class Offline_Tools {

	/**
	 * Apertium's names of languages, by ISO 639-1 code: the three-letter codes of its current pairs
	 * (apertium-eng-spa: modes eng-spa, spa-eng) and the two-letter ones of its older pairs
	 * (apertium-es-ca: es-ca). The toolbar's twelve languages, and those of the pairs Debian ships.
	 */
	const APERTIUM_CODES = array(
		'en' => array( 'eng', 'en' ),
		'es' => array( 'spa', 'es' ),
		'fr' => array( 'fra', 'fr' ),
		'de' => array( 'deu', 'de' ),
		'it' => array( 'ita', 'it' ),
		'pt' => array( 'por', 'pt' ),
		'ru' => array( 'rus', 'ru' ),
		'zh' => array( 'zho', 'zh' ),
		'ja' => array( 'jpn', 'ja' ),
		'ar' => array( 'ara', 'ar' ),
		'hi' => array( 'hin', 'hi' ),
		'ko' => array( 'kor', 'ko' ),
		'ca' => array( 'cat', 'ca' ),
		'gl' => array( 'glg', 'gl' ),
		'eu' => array( 'eus', 'eu' ),
		'oc' => array( 'oci', 'oc' ),
		'ro' => array( 'ron', 'ro' ),
		'eo' => array( 'epo', 'eo' ),
		'nl' => array( 'nld', 'nl' ),
		'sv' => array( 'swe', 'sv' ),
		'da' => array( 'dan', 'da' ),
		'nb' => array( 'nob', 'nb' ),
		'nn' => array( 'nno', 'nn' ),
		'is' => array( 'isl', 'is' ),
		'cy' => array( 'cym', 'cy' ),
		'br' => array( 'bre', 'br' ),
		'mk' => array( 'mkd', 'mk' ),
		'bg' => array( 'bul', 'bg' ),
		'kk' => array( 'kaz', 'kk' ),
		'tt' => array( 'tat', 'tt' ),
	);

	/** The toolbar tasks a tool can do (the context types of src/blocks/ai-assistant/prompts.ts). */
	const SPELLING = 'ai-assistant-correct-spelling';
	const TRANSLATE = 'ai-assistant-change-language';
	const SUMMARIZE = 'ai-assistant-summarize';

	/**
	 * The tool that does the task of these messages, or null when no tool does it here. Cheap (file
	 * checks or a cached status): the route asks before it counts the request.
	 *
	 * A toolbar task arrives as one message of the role `jetpack-ai` whose context names the task
	 * (`type`) and carries the block's text (`content`, markdown) and the task's options
	 * (`language`); a conversation (the user's own prompt) is never a tool's.
	 *
	 * @param array<int, array<string, mixed>> $messages Validated messages.
	 */
	public static function for_messages( array $messages ): ?Offline_Tool {
		if ( 1 !== count( $messages ) ) {
			return null;
		}
		$message = reset( $messages );
		$context = is_array( $message ) ? ( $message['context'] ?? null ) : null;
		if ( 'jetpack-ai' !== ( $message['role'] ?? '' ) || ! is_array( $context ) || ! is_string( $context['content'] ?? null ) ) {
			return null;
		}
		$text = $context['content'];
		switch ( $context['type'] ?? '' ) {
			case self::SUMMARIZE:
				return new Key_Sentences_Tool( $text );
			case self::SPELLING:
				$programs = new Tool_Programs();
				$status   = $programs->status();
				$dict     = self::dictionary( $status );
				return $status['hunspell'] && '' !== $dict ? new Spelling_Tool( $text, $dict, $programs ) : null;
			case self::TRANSLATE:
				$to       = is_string( $context['language'] ?? null ) ? strtolower( $context['language'] ) : '';
				$from     = self::site_language();
				$programs = new Tool_Programs();
				$status   = $programs->status();
				$mode     = $status['apertium'] ? ( self::pairs( $status['modes'] )[ $from . '-' . $to ] ?? '' ) : '';
				return '' !== $mode ? new Translation_Tool( $text, $from, $to, $mode, $programs ) : null;
		}
		return null;
	}

	/**
	 * What the tools can do here (see ai_offline_tools_status()).
	 *
	 * @return array{spelling: bool, spellingLanguage: string, translation: string[], keySentences: bool, transcription: bool}
	 */
	public static function status(): array {
		$status     = ( new Tool_Programs() )->status();
		$dictionary = $status['hunspell'] ? self::dictionary( $status ) : '';
		return array(
			'spelling'         => '' !== $dictionary,
			'spellingLanguage' => $dictionary,
			'translation'      => $status['apertium'] ? array_keys( self::pairs( $status['modes'] ) ) : array(),
			'keySentences'     => true,
			'transcription'    => $status['transcription'],
		);
	}

	/**
	 * ISO 639-1 code of the site's language (en for en_US, de for de_DE_formal).
	 */
	public static function site_language(): string {
		return strtolower( explode( '_', get_locale() )[0] );
	}

	/**
	 * The Hunspell dictionary for the site's language: the site's own (de_DE for de_DE and
	 * de_DE_formal), else the language's plain one (de), its main country's (de_DE for de_AT), or the
	 * first of the language's others (en_US for en_GB when only en_US is installed). None for a
	 * language without a dictionary: checking German with an English one would mark every word.
	 *
	 * @param array{dictionaries: string[]} $status What is installed.
	 */
	private static function dictionary( array $status ): string {
		$locale   = get_locale();
		$parts    = explode( '_', $locale );
		$language = strtolower( $parts[0] );
		$wanted   = array( $language . ( isset( $parts[1] ) ? '_' . $parts[1] : '' ), $language, $language . '_' . strtoupper( $language ) );
		if ( 'en' === $language ) {
			$wanted[] = 'en_US';
		}
		foreach ( $wanted as $name ) {
			if ( in_array( $name, $status['dictionaries'], true ) ) {
				return $name;
			}
		}
		foreach ( $status['dictionaries'] as $name ) {
			if ( str_starts_with( $name, $language . '_' ) ) {
				return $name;
			}
		}
		return '';
	}

	/**
	 * The translation directions as ISO 639-1 pairs ('en-es') with their Apertium mode names.
	 *
	 * @param string[] $modes Installed mode names (eng-spa, es-ca, spa-eng_US…).
	 * @return array<string, string> Pair => mode.
	 */
	private static function pairs( array $modes ): array {
		$iso = array();
		foreach ( self::APERTIUM_CODES as $code => $names ) {
			foreach ( $names as $name ) {
				$iso[ $name ] = $code;
			}
		}
		$pairs = array();
		foreach ( $modes as $mode ) {
			// Only plain directions: variants (spa-eng_US), debugging modes (eng-spa-tagger) and
			// languages without a code here are not offered.
			$ends = explode( '-', $mode );
			if ( 2 !== count( $ends ) || ! isset( $iso[ $ends[0] ], $iso[ $ends[1] ] ) ) {
				continue;
			}
			$pair = $iso[ $ends[0] ] . '-' . $iso[ $ends[1] ];
			if ( ! isset( $pairs[ $pair ] ) ) {
				$pairs[ $pair ] = $mode;
			}
		}
		ksort( $pairs );
		return $pairs;
	}

	/**
	 * A language's name, in the site's language (for the translation's label).
	 *
	 * @param string $code ISO 639-1 code.
	 */
	public static function language_name( string $code ): string {
		$names = array(
			'en' => __( 'English', 'jetpack-blocks' ),
			'es' => __( 'Spanish', 'jetpack-blocks' ),
			'fr' => __( 'French', 'jetpack-blocks' ),
			'de' => __( 'German', 'jetpack-blocks' ),
			'it' => __( 'Italian', 'jetpack-blocks' ),
			'pt' => __( 'Portuguese', 'jetpack-blocks' ),
			'ru' => __( 'Russian', 'jetpack-blocks' ),
			'zh' => __( 'Chinese', 'jetpack-blocks' ),
			'ja' => __( 'Japanese', 'jetpack-blocks' ),
			'ar' => __( 'Arabic', 'jetpack-blocks' ),
			'hi' => __( 'Hindi', 'jetpack-blocks' ),
			'ko' => __( 'Korean', 'jetpack-blocks' ),
			'ca' => __( 'Catalan', 'jetpack-blocks' ),
			'gl' => __( 'Galician', 'jetpack-blocks' ),
			'eu' => __( 'Basque', 'jetpack-blocks' ),
			'oc' => __( 'Occitan', 'jetpack-blocks' ),
			'ro' => __( 'Romanian', 'jetpack-blocks' ),
			'eo' => __( 'Esperanto', 'jetpack-blocks' ),
			'nl' => __( 'Dutch', 'jetpack-blocks' ),
			'sv' => __( 'Swedish', 'jetpack-blocks' ),
			'da' => __( 'Danish', 'jetpack-blocks' ),
			'nb' => __( 'Norwegian Bokmål', 'jetpack-blocks' ),
			'nn' => __( 'Norwegian Nynorsk', 'jetpack-blocks' ),
			'is' => __( 'Icelandic', 'jetpack-blocks' ),
			'cy' => __( 'Welsh', 'jetpack-blocks' ),
			'br' => __( 'Breton', 'jetpack-blocks' ),
			'mk' => __( 'Macedonian', 'jetpack-blocks' ),
			'bg' => __( 'Bulgarian', 'jetpack-blocks' ),
			'kk' => __( 'Kazakh', 'jetpack-blocks' ),
			'tt' => __( 'Tatar', 'jetpack-blocks' ),
		);
		return $names[ $code ] ?? $code;
	}
}

/**
 * What the offline tools can do on this site, for the editor (printed into the page): spelling
 * (Hunspell with a dictionary of the site's language, and which), translation (the ISO 639-1 pairs
 * Apertium has, 'en-es'), key sentences (always: plain PHP) and transcription (the local speech
 * recogniser's programs and model are there, or a recognition service answers for it). File checks
 * only, or the tools service's cached status on the `npm start` site: it runs on every editor load.
 *
 * @return array{spelling: bool, spellingLanguage: string, translation: string[], keySentences: bool, transcription: bool}
 */
function ai_offline_tools_status(): array {
	return Offline_Tools::status();
}
