<?php
/**
 * Spelling corrected with Hunspell: each misspelt word of the prose is replaced by the suggestion
 * a writer most likely meant; everything else (markdown, punctuation, spacing, code, addresses)
 * stays byte for byte.
 *
 * Hunspell finds the misspelt words and offers candidates, but in an order of its own (for "Teh" it
 * lists "Te", "Th" and "Eh" before "The"), so the candidates are ranked here; see self::rank().
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The spelling tool.
 */
class Spelling_Tool implements Offline_Tool {

	/**
	 * Frequent English words, most frequent first (the first few hundred of general usage, as
	 * word-frequency lists of written English agree on them). Among candidates equally close to
	 * a typo, the writer far more often meant one of these ("wher": "where", not "whee" or
	 * "whet"). Only the order matters; other languages go without this hint.
	 */
	const COMMON_EN = 'the of and to a in is it you that he was for on are with as i his they be at one have this from or had by not word but what some we can out other were all there when up use your how said an each she which do their time if will way about many then them write would like so these her long make thing see him two has look more day could go come did number sound no most people my over know water than call first who may down side been now find any new work part take get place made live where after back little only round man year came show every good me give our under name very through just form sentence great think say help low line differ turn cause much mean before move right boy old too same tell does set three want air well also play small end put home read hand port large spell add even land here must big high such follow act why ask men change went light kind off need house picture try us again animal point mother world near build self earth father head stand own page should country found answer school grow study still learn plant cover food sun four between state keep eye never last let thought city tree cross farm hard start might story saw far sea draw left late run while press close night real life few north open seem together next white children begin got walk example ease paper group always music those both mark often letter until mile river car feet care second book carry took science eat room friend began idea fish mountain stop once base hear horse cut sure watch color face wood main enough plain girl usual young ready above ever red list though feel talk bird soon body dog family direct pose leave song measure door product black short numeral class wind question happen complete ship area half rock order fire south problem piece told knew pass since top whole king space heard best hour better true during hundred five remember step early hold west ground interest reach fast verb sing listen six table travel less morning ten simple several vowel toward war lay against pattern slow center love person money serve appear road map rain rule govern pull cold notice voice unit power town fine certain fly fall lead cry dark machine note wait plan figure star box noun field rest correct able pound done beauty drive stood contain front teach week final gave green quick develop ocean warm free minute strong special mind behind clear tail produce fact street inch multiply nothing course stay wheel full force blue object decide surface deep moon island foot system busy test record boat common gold possible plane instead dry wonder laugh thousand ago ran check game shape equate hot miss brought heat snow tire bring yes distant fill east paint language among';

	/** Keyboard rows (QWERTY) for the neighbouring-key hint: a slip hits the key beside the right one. */
	const KEY_ROWS = array( 'qwertyuiop', 'asdfghjkl', 'zxcvbnm' );

	/**
	 * The text.
	 *
	 * @var string
	 */
	private $text;

	/**
	 * Hunspell dictionary, e.g. en_US.
	 *
	 * @var string
	 */
	private $dictionary;

	/**
	 * The programs.
	 *
	 * @var Tool_Programs
	 */
	private $programs;

	/**
	 * @param string        $text       Markdown to correct.
	 * @param string        $dictionary Hunspell dictionary name, e.g. en_US.
	 * @param Tool_Programs $programs   The programs.
	 */
	public function __construct( string $text, string $dictionary, Tool_Programs $programs ) {
		$this->text       = $text;
		$this->dictionary = $dictionary;
		$this->programs   = $programs;
	}

	/**
	 * Hunspell did it.
	 *
	 * @return array{id: string, label: string}
	 */
	public function attribution(): array {
		return array(
			'id'    => 'hunspell',
			'label' => __( 'Spelling corrected offline with Hunspell', 'jetpack-blocks' ),
		);
	}

	/**
	 * The corrected text, line by line.
	 *
	 * @return \Generator<int, string>
	 * @throws Ai_Error When Hunspell cannot run.
	 */
	public function answer(): iterable {
		$corrected = $this->correct();
		foreach ( preg_split( '/(?<=\n)/', $corrected ) as $line ) {
			yield $line;
		}
	}

	/**
	 * The text with its misspelt words replaced.
	 *
	 * @throws Ai_Error When Hunspell cannot run.
	 */
	public function correct(): string {
		$pieces = Tool_Text::pieces( $this->text );
		$words  = array();
		foreach ( $pieces as $piece ) {
			if ( ! $piece[1] ) {
				foreach ( self::words( $piece[0] ) as $word ) {
					$words[ $word[0] ] = true;
				}
			}
		}
		$checkable = array_values( array_filter( array_map( 'strval', array_keys( $words ) ), array( self::class, 'is_checkable' ) ) );
		if ( array() === $checkable ) {
			return $this->text;
		}

		$replacements = $this->replacements( $checkable );
		$out          = '';
		foreach ( $pieces as $piece ) {
			if ( $piece[1] || array() === $replacements ) {
				$out .= $piece[0];
				continue;
			}
			// Words replaced in place, from the end so the earlier offsets stay right.
			$prose = $piece[0];
			foreach ( array_reverse( self::words( $prose ) ) as $word ) {
				if ( isset( $replacements[ $word[0] ] ) ) {
					$prose = substr_replace( $prose, $replacements[ $word[0] ], $word[1], strlen( $word[0] ) );
				}
			}
			$out .= $prose;
		}
		return $out;
	}

	/**
	 * The words of a piece of prose with their byte offsets: letters, with apostrophes inside
	 * (don't, l’eau). Digits and underscores are read as part of a word so that such a word can be
	 * left alone as a whole (B2B, user_id); a hyphen separates words, each checked on its own.
	 *
	 * @param string $prose Prose.
	 * @return array<int, array{0: string, 1: int}>
	 */
	private static function words( string $prose ): array {
		preg_match_all( "/[\\p{L}\\p{M}\\p{N}_]+(?:['’][\\p{L}\\p{M}\\p{N}_]+)*/u", $prose, $matches, PREG_OFFSET_CAPTURE );
		return $matches[0];
	}

	/**
	 * Whether a word is one to check: not with digits or underscores (codes, versions, names of
	 * things), not a single letter, not written in capitals or with capitals inside (acronyms and
	 * brand names such as NASA or WordPress, which dictionaries lack and which are meant as
	 * written), and not longer than any word.
	 *
	 * @param string $word Word.
	 */
	private static function is_checkable( string $word ): bool {
		$length = mb_strlen( $word );
		if ( $length < 2 || $length > 64 || preg_match( '/[\p{N}_]/u', $word ) ) {
			return false;
		}
		return ! preg_match( '/^.\X*\p{Lu}/u', $word );
	}

	/**
	 * The replacement of each misspelt word that has a likely one.
	 *
	 * @param string[] $words Distinct words to check.
	 * @return array<string, string> Word => replacement.
	 * @throws Ai_Error When Hunspell cannot run.
	 */
	private function replacements( array $words ): array {
		// One word per line; "^" makes Hunspell read the line as text even when it starts with
		// one of its pipe commands (*, @, #, +, -, ~, %, !).
		$input = '';
		foreach ( $words as $word ) {
			$input .= '^' . $word . "\n";
		}
		try {
			$output = $this->programs->hunspell( $this->dictionary, $input );
		} catch ( Ai_Error $error ) {
			throw $this->explain( $error );
		}

		// The answer: a banner line, then for each input line one result line per word in it and
		// an empty line. A word Hunspell splits (it should not: the words have no separators) gets
		// more than one result and is left as it is.
		$lines = explode( "\n", $output );
		if ( ! str_starts_with( (string) array_shift( $lines ), '@(#)' ) ) {
			// Not the pipe protocol's banner: whatever answered is not a working Hunspell.
			throw Ai_Error::service_unavailable( array( 'reason' => 'tool_failed' ) );
		}
		$results = array();
		$index   = 0;
		foreach ( $lines as $line ) {
			if ( '' === $line ) {
				++$index;
				continue;
			}
			$results[ $index ][] = $line;
		}

		$seen = $this->seen_words();
		$out  = array();
		foreach ( $words as $i => $word ) {
			$result = $results[ $i ] ?? array();
			if ( 1 !== count( $result ) || ! preg_match( '/^& \S+ \d+ \d+: (.*)$/u', $result[0], $match ) ) {
				// Correct (*, +, -), or misspelt without suggestions (#): stays.
				continue;
			}
			$best = self::rank( $word, explode( ', ', $match[1] ), $seen, str_starts_with( $this->dictionary, 'en' ) );
			if ( null !== $best ) {
				$out[ $word ] = $best;
			}
		}
		return $out;
	}

	/**
	 * How often each word (lower case) occurs in the text's prose: a candidate the writer used
	 * elsewhere in the same text is a likely one.
	 *
	 * @return array<string, int>
	 */
	private function seen_words(): array {
		$seen = array();
		foreach ( Tool_Text::pieces( $this->text ) as $piece ) {
			if ( ! $piece[1] ) {
				foreach ( self::words( $piece[0] ) as $word ) {
					$lower          = mb_strtolower( $word[0] );
					$seen[ $lower ] = ( $seen[ $lower ] ?? 0 ) + 1;
				}
			}
		}
		return $seen;
	}

	/**
	 * The candidate the writer most likely meant, in the word's capitalisation, or null when none
	 * is close enough to be a typo of it.
	 *
	 * The order, each rule deciding only between candidates the ones before it leave tied:
	 * 1. fewest edits (insert, delete or replace a letter, or swap two neighbours; capitals do not
	 *    count, so "paris" → "Paris" costs nothing): typos are mostly a single slip;
	 * 2. a swap of two neighbouring letters ("Teh" → "The", "dnace" → "dance"): the most common slip
	 *    of fast typing, where both letters were typed, only in the wrong order;
	 * 3. a word the writer used elsewhere in the same text;
	 * 4. a frequent word (English: self::COMMON_EN), before a rare one ("wher": "where", "when" and
	 *    "her" before "whee" and "whet");
	 * 5. a candidate with every typed letter still in it, in order (a dropped letter: "wher" →
	 *    "where"), before one that changes or drops a typed letter: what was typed is more likely
	 *    meant than what was not;
	 * 6. the more frequent of two frequent words;
	 * 7. a replaced letter whose key is beside the typed one on the keyboard;
	 * 8. Hunspell's own order.
	 * Candidates with spaces or hyphens ("T eh") are left out: splitting a word is not a spelling fix
	 * a reader expects. More than one edit is accepted only in words of five letters or more, where
	 * two slips still leave the word recognisable; otherwise a name or rare word would be replaced
	 * by whatever happens to be near it.
	 *
	 * @param string               $word        The misspelt word.
	 * @param string[]             $suggestions Hunspell's candidates, in its order.
	 * @param array<string, int>   $seen        Words of the text (lower case) and their counts.
	 * @param bool                 $english     Whether the frequent-word list applies.
	 */
	public static function rank( string $word, array $suggestions, array $seen = array(), bool $english = true ): ?string {
		$typed = mb_strtolower( $word );
		static $common = null;
		if ( null === $common ) {
			$common = array_flip( explode( ' ', self::COMMON_EN ) );
		}
		$ranked = array();
		foreach ( $suggestions as $order => $suggestion ) {
			$suggestion = trim( $suggestion );
			if ( '' === $suggestion || ! preg_match( "/^[\\p{L}\\p{M}'’]+$/u", $suggestion ) ) {
				continue;
			}
			$lower    = mb_strtolower( $suggestion );
			$distance = self::distance( $typed, $lower );
			if ( $distance > ( mb_strlen( $typed ) >= 5 ? 2 : 1 ) ) {
				continue;
			}
			$ranked[] = array(
				'suggestion' => $suggestion,
				'key'        => array(
					$distance,
					self::is_swap( $typed, $lower ) ? 0 : 1,
					-( $seen[ $lower ] ?? 0 ),
					$english && isset( $common[ $lower ] ) ? 0 : 1,
					self::is_subsequence( $typed, $lower ) ? 0 : 1,
					$english && isset( $common[ $lower ] ) ? $common[ $lower ] : 0,
					self::is_neighbour_key_slip( $typed, $lower ) ? 0 : 1,
					$order,
				),
			);
		}
		if ( array() === $ranked ) {
			return null;
		}
		usort( $ranked, static fn ( $a, $b ) => $a['key'] <=> $b['key'] );
		return self::with_case_of( $word, $ranked[0]['suggestion'] );
	}

	/**
	 * The suggestion written the way the word was: in capitals when the word was (TEH → THE),
	 * capitalised when the word was (Teh → The), else as the dictionary has it (paris → Paris).
	 *
	 * @param string $word       The misspelt word.
	 * @param string $suggestion The chosen candidate.
	 */
	private static function with_case_of( string $word, string $suggestion ): string {
		if ( mb_strlen( $word ) > 1 && mb_strtoupper( $word ) === $word && mb_strtolower( $word ) !== $word ) {
			return mb_strtoupper( $suggestion );
		}
		$first = mb_substr( $word, 0, 1 );
		if ( mb_strtoupper( $first ) === $first && mb_strtolower( $first ) !== $first ) {
			return mb_strtoupper( mb_substr( $suggestion, 0, 1 ) ) . mb_substr( $suggestion, 1 );
		}
		return $suggestion;
	}

	/**
	 * Edits between two words (optimal string alignment: insert, delete, replace, or swap two
	 * neighbouring letters, each counting one), on characters rather than bytes.
	 *
	 * @param string $a A word.
	 * @param string $b Another.
	 */
	public static function distance( string $a, string $b ): int {
		$x = preg_split( '//u', $a, -1, PREG_SPLIT_NO_EMPTY );
		$y = preg_split( '//u', $b, -1, PREG_SPLIT_NO_EMPTY );
		$m = count( $x );
		$n = count( $y );
		$d = array();
		for ( $i = 0; $i <= $m; $i++ ) {
			$d[ $i ][0] = $i;
		}
		for ( $j = 0; $j <= $n; $j++ ) {
			$d[0][ $j ] = $j;
		}
		for ( $i = 1; $i <= $m; $i++ ) {
			for ( $j = 1; $j <= $n; $j++ ) {
				$cost         = $x[ $i - 1 ] === $y[ $j - 1 ] ? 0 : 1;
				$d[ $i ][ $j ] = min( $d[ $i - 1 ][ $j ] + 1, $d[ $i ][ $j - 1 ] + 1, $d[ $i - 1 ][ $j - 1 ] + $cost );
				if ( $i > 1 && $j > 1 && $x[ $i - 1 ] === $y[ $j - 2 ] && $x[ $i - 2 ] === $y[ $j - 1 ] ) {
					$d[ $i ][ $j ] = min( $d[ $i ][ $j ], $d[ $i - 2 ][ $j - 2 ] + 1 );
				}
			}
		}
		return $d[ $m ][ $n ];
	}

	/**
	 * Whether `$b` is `$a` with two neighbouring letters swapped.
	 *
	 * @param string $a Typed (lower case).
	 * @param string $b Candidate (lower case).
	 */
	private static function is_swap( string $a, string $b ): bool {
		$x = preg_split( '//u', $a, -1, PREG_SPLIT_NO_EMPTY );
		$y = preg_split( '//u', $b, -1, PREG_SPLIT_NO_EMPTY );
		if ( count( $x ) !== count( $y ) ) {
			return false;
		}
		$differ = array_keys( array_diff_assoc( $x, $y ) );
		return 2 === count( $differ ) && $differ[1] === $differ[0] + 1
			&& $x[ $differ[0] ] === $y[ $differ[1] ] && $x[ $differ[1] ] === $y[ $differ[0] ];
	}

	/**
	 * Whether every letter of `$a` is in `$b`, in order (`$b` only adds letters).
	 *
	 * @param string $a Typed (lower case).
	 * @param string $b Candidate (lower case).
	 */
	private static function is_subsequence( string $a, string $b ): bool {
		$x  = preg_split( '//u', $a, -1, PREG_SPLIT_NO_EMPTY );
		$at = 0;
		foreach ( preg_split( '//u', $b, -1, PREG_SPLIT_NO_EMPTY ) as $letter ) {
			if ( $at < count( $x ) && $x[ $at ] === $letter ) {
				++$at;
			}
		}
		return count( $x ) === $at;
	}

	/**
	 * Whether `$b` is `$a` with one letter replaced by the letter of a key beside it.
	 *
	 * @param string $a Typed (lower case).
	 * @param string $b Candidate (lower case).
	 */
	private static function is_neighbour_key_slip( string $a, string $b ): bool {
		if ( strlen( $a ) !== strlen( $b ) ) {
			return false;
		}
		$differ = array_keys( array_diff_assoc( str_split( $a ), str_split( $b ) ) );
		if ( 1 !== count( $differ ) ) {
			return false;
		}
		$where = static function ( string $key ): ?array {
			foreach ( self::KEY_ROWS as $row => $keys ) {
				$column = strpos( $keys, $key );
				if ( false !== $column ) {
					// Each row sits about half a key to the right of the one above.
					return array( $row, $column + $row * 0.5 );
				}
			}
			return null;
		};
		$typed  = $where( $a[ $differ[0] ] );
		$wanted = $where( $b[ $differ[0] ] );
		return null !== $typed && null !== $wanted
			&& abs( $typed[0] - $wanted[0] ) <= 1 && abs( $typed[1] - $wanted[1] ) <= 1;
	}

	/**
	 * The refusal of a Hunspell that cannot run, saying what to install.
	 *
	 * @param Ai_Error $error The bare refusal.
	 */
	private function explain( Ai_Error $error ): Ai_Error {
		$data = $error->to_wp_error()->get_error_data();
		$data = is_array( $data ) ? $data : array();
		if ( 'not_installed' !== ( $data['reason'] ?? '' ) ) {
			return $error;
		}
		$packages = array();
		foreach ( (array) ( $data['missing'] ?? array() ) as $missing ) {
			$packages[] = 'dictionary' === $missing ? self::dictionary_package( $this->dictionary ) : 'hunspell';
		}
		$packages = array() === $packages ? array( 'hunspell', self::dictionary_package( $this->dictionary ) ) : $packages;
		return new Ai_Error(
			'jetpack_ai_offline_tool_unavailable',
			sprintf(
				/* translators: 1: Debian package names, e.g. "hunspell, hunspell-en-us". 2: an install command. */
				__( 'Spelling cannot be corrected on this site: Hunspell or its dictionary is no longer installed (missing: %1$s). Install it on the server (on Debian: %2$s), or set up an AI model in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
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

	/**
	 * The Debian package of a dictionary: one per country for English, German and Portuguese,
	 * one per language for the others (hunspell-es holds every Spanish one).
	 *
	 * @param string $dictionary Dictionary name, e.g. en_US.
	 */
	public static function dictionary_package( string $dictionary ): string {
		$parts = explode( '_', strtolower( $dictionary ) );
		if ( isset( $parts[1] ) && in_array( $parts[0], array( 'en', 'de', 'pt' ), true ) ) {
			return 'hunspell-' . $parts[0] . '-' . $parts[1];
		}
		return 'hunspell-' . $parts[0];
	}
}
