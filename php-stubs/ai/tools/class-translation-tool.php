<?php
/**
 * Translation with Apertium, a rule-based machine translator, for the language pairs installed on
 * the server (Debian ships them as apertium-<pair> packages).
 *
 * The markdown goes through Apertium's plain-text format, which keeps lines and blank lines where
 * they are, so headings, lists, quotes and paragraphs keep their shape. What must not be translated
 * (code, addresses, HTML tags, hashtags and mentions: Tool_Text) is swapped for numbered markers that
 * Apertium passes through untouched, and put back afterwards. Emphasis marks (**, _) go through as
 * they are; Apertium may move them with the words they enclose when it reorders a phrase.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The translation tool.
 */
class Translation_Tool implements Offline_Tool {

	/** Marker of kept piece N: brackets no prose uses, which Apertium copies like punctuation. */
	const MARKER = '⟦%d⟧';

	/**
	 * The text.
	 *
	 * @var string
	 */
	private $text;

	/**
	 * ISO 639-1 code of the text's language.
	 *
	 * @var string
	 */
	private $from;

	/**
	 * ISO 639-1 code of the language wanted.
	 *
	 * @var string
	 */
	private $to;

	/**
	 * Apertium's name of the direction, e.g. eng-spa.
	 *
	 * @var string
	 */
	private $mode;

	/**
	 * The programs.
	 *
	 * @var Tool_Programs
	 */
	private $programs;

	/**
	 * Debian package of the pair, when it could be read from its mode file.
	 *
	 * @var string
	 */
	private $package;

	/**
	 * @param string        $text     Markdown to translate.
	 * @param string        $from     ISO 639-1 code of its language.
	 * @param string        $to       ISO 639-1 code of the language wanted.
	 * @param string        $mode     Apertium mode name.
	 * @param Tool_Programs $programs The programs.
	 */
	public function __construct( string $text, string $from, string $to, string $mode, Tool_Programs $programs ) {
		$this->text     = $text;
		$this->from     = $from;
		$this->to       = $to;
		$this->mode     = $mode;
		$this->programs = $programs;
		// Read now, while the pair is there: a pair removed before the run is then named exactly.
		$this->package = $programs->apertium_package( $mode );
	}

	/**
	 * Apertium did it, between these languages.
	 *
	 * @return array{id: string, label: string}
	 */
	public function attribution(): array {
		return array(
			'id'    => 'apertium',
			'label' => sprintf(
				/* translators: 1: language of the text, e.g. English. 2: language of the translation, e.g. Spanish. */
				__( 'Translated offline with Apertium (%1$s → %2$s)', 'jetpack-blocks' ),
				Offline_Tools::language_name( $this->from ),
				Offline_Tools::language_name( $this->to )
			),
		);
	}

	/**
	 * The translation, line by line.
	 *
	 * @return \Generator<int, string>
	 * @throws Ai_Error When Apertium cannot run.
	 */
	public function answer(): iterable {
		foreach ( preg_split( '/(?<=\n)/', $this->translate() ) as $line ) {
			yield $line;
		}
	}

	/**
	 * The translated text.
	 *
	 * @throws Ai_Error When Apertium cannot run.
	 */
	public function translate(): string {
		if ( '' === trim( $this->text ) ) {
			return $this->text;
		}
		$kept  = array();
		$input = '';
		foreach ( Tool_Text::pieces( $this->text, true ) as $piece ) {
			if ( $piece[1] ) {
				$input .= sprintf( self::MARKER, count( $kept ) );
				$kept[] = $piece[0];
			} else {
				// A marker typed by the writer must not take a kept piece's place.
				$input .= str_replace( array( '⟦', '⟧' ), array( '[', ']' ), $piece[0] );
			}
		}
		try {
			$output = $this->programs->apertium( $this->mode, $input );
		} catch ( Ai_Error $error ) {
			throw $this->explain( $error );
		}

		if ( '' === trim( $output ) ) {
			// Text in, nothing out: Apertium failed without saying so (it exits 0 when it cannot
			// read its input). An empty "translation" must not replace the text.
			throw Ai_Error::service_unavailable( array( 'reason' => 'tool_failed' ) );
		}
		$used   = array();
		$output = (string) preg_replace_callback(
			'/⟦(\d+)⟧/u',
			static function ( array $match ) use ( $kept, &$used ): string {
				$index = (int) $match[1];
				if ( ! isset( $kept[ $index ] ) || isset( $used[ $index ] ) ) {
					return '';
				}
				$used[ $index ] = true;
				return $kept[ $index ];
			},
			$output
		);
		// Apertium copies markers like punctuation and should never drop one; if it did, the
		// piece is still not lost.
		foreach ( $kept as $index => $piece ) {
			if ( ! isset( $used[ $index ] ) ) {
				$output = rtrim( $output, "\n" ) . ' ' . $piece . ( str_ends_with( $this->text, "\n" ) ? "\n" : '' );
			}
		}
		// The text's own ending, whatever Apertium does with a last line break.
		$output = rtrim( $output, "\n" );
		if ( preg_match( '/\n+$/', $this->text, $ending ) ) {
			$output .= $ending[0];
		}
		return $output;
	}

	/**
	 * The refusal of an Apertium that cannot run, saying what to install.
	 *
	 * @param Ai_Error $error The bare refusal.
	 */
	private function explain( Ai_Error $error ): Ai_Error {
		$data = $error->to_wp_error()->get_error_data();
		$data = is_array( $data ) ? $data : array();
		if ( 'not_installed' !== ( $data['reason'] ?? '' ) ) {
			return $error;
		}
		$pair     = '' !== $this->package ? $this->package : 'apertium-' . $this->mode;
		$packages = in_array( 'apertium', (array) ( $data['missing'] ?? array() ), true ) ? array( 'apertium', $pair ) : array( $pair );
		return new Ai_Error(
			'jetpack_ai_offline_tool_unavailable',
			sprintf(
				/* translators: 1: language of the text, e.g. English. 2: language wanted, e.g. Spanish. 3: Debian package names. 4: an install command. */
				__( 'This text cannot be translated from %1$s to %2$s on this site: Apertium or its language pair is no longer installed (missing: %3$s). Install it on the server (on Debian: %4$s), or set up an AI model in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
				Offline_Tools::language_name( $this->from ),
				Offline_Tools::language_name( $this->to ),
				implode( ', ', $packages ),
				'apt-get install ' . implode( ' ', $packages )
			),
			503,
			array(
				'reason'  => 'not_installed',
				'missing' => $packages,
			)
		);
	}
}
