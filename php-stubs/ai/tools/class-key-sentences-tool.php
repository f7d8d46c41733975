<?php
/**
 * Key sentences: an extractive summary, in plain PHP. It writes nothing of its own: it picks about a
 * third of the text's sentences (at least one) and gives them back word for word, in their order.
 *
 * Which sentences: the ones most about what the whole text is about, measured as H. P. Luhn proposed
 * for automatic abstracts: words that recur in a text name its subject, so a sentence scores by the
 * recurring words it holds. Function words ("the", "and", "de", "und"…) recur in every text and say
 * nothing of its subject, so they are left out: a short list for six common languages, and, in a
 * text of six sentences or more, any word found in more than two thirds of them, whatever the
 * language (the subject's own words recur too, but rarely in nearly every sentence). A sentence's score is the
 * sum, over its distinct subject words, of how many more times each occurs in the text, divided by
 * the square root of its length in words: long sentences hold more words, but should not win for
 * that alone. Ties go to the earlier sentence.
 *
 * Headings, code blocks and tables are not sentences and are left out; a list item counts as one
 * sentence and is given back as a list item.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The key-sentences tool.
 */
class Key_Sentences_Tool implements Offline_Tool {

	/** Function words of English, Spanish, French, German, Italian and Portuguese. */
	const STOP_WORDS = 'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves also may might must shall us one ' .
		'al algo como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era es esa ese eso esta estaba estas este esto estos fue ha hay la las le les lo los mas me mi muy más ni no nos o os otra otro para pero poco por porque que qué se ser si sin sobre son su sus también te tiene todo tu un una uno unos y ya yo ' .
		'au aux avec ce ces dans des du elle en et eux il ils je la le les leur lui ma mais me mes moi mon ne nos notre nous on ou où par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous est sont été être avoir ' .
		'aber als am an auch auf aus bei bin bis bist da dann das dass dem den der des die dies doch du durch ein eine einem einen einer eines er es für hat hatte ich ihr im in ist ja kann mit nach nicht noch nur ob oder sich sie sind so über um und uns unter vom von vor war was weil wenn wie wir wird zu zum zur ' .
		'gli il lo della dei delle nel nella per che non sono una ed anche come più questo quello ' .
		'os as um uma do da dos das no na nos nas ao aos pelo pela com não ou mais seu sua';

	/** Abbreviations whose full stop does not end a sentence (lower case, without the stop). */
	const ABBREVIATIONS = array( 'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'sra', 'jr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'fig', 'no', 'approx', 'inc', 'ltd', 'co', 'cf', 'p.ej', 'z.b', 'usw', 'bzw' );

	/**
	 * The text.
	 *
	 * @var string
	 */
	private $text;

	/**
	 * @param string $text Markdown to summarise.
	 */
	public function __construct( string $text ) {
		$this->text = $text;
	}

	/**
	 * Picked from the text, not written.
	 *
	 * @return array{id: string, label: string}
	 */
	public function attribution(): array {
		return array(
			'id'    => 'key-sentences',
			'label' => __( 'Key sentences picked offline from your text', 'jetpack-blocks' ),
		);
	}

	/**
	 * The key sentences, a block at a time.
	 *
	 * @return \Generator<int, string>
	 */
	public function answer(): iterable {
		$blocks = explode( "\n\n", $this->summary() );
		foreach ( $blocks as $index => $block ) {
			yield ( $index > 0 ? "\n\n" : '' ) . $block;
		}
	}

	/**
	 * The key sentences as markdown: the sentences of one paragraph on one line, list items as
	 * list items, blocks apart by a blank line.
	 */
	public function summary(): string {
		$units = self::units( $this->text );
		if ( array() === $units ) {
			return trim( $this->text );
		}
		$keep = self::pick( $units );

		$blocks = array();
		foreach ( $units as $index => $unit ) {
			if ( ! isset( $keep[ $index ] ) ) {
				continue;
			}
			$block = $unit['block'];
			if ( ! isset( $blocks[ $block ] ) ) {
				$blocks[ $block ] = '';
			} else {
				$blocks[ $block ] .= 'item' === $unit['kind'] ? "\n" : ' ';
			}
			$blocks[ $block ] .= $unit['text'];
		}
		return implode( "\n\n", $blocks );
	}

	/**
	 * The sentences and list items of the text, in order, with the block (paragraph or list) each
	 * belongs to.
	 *
	 * @param string $text Markdown.
	 * @return array<int, array{block: int, kind: string, text: string}>
	 */
	private static function units( string $text ): array {
		$units     = array();
		$block     = 0;
		$paragraph = array();
		$fence     = null;
		$flush     = static function () use ( &$paragraph, &$units, &$block ): void {
			if ( array() !== $paragraph ) {
				foreach ( self::sentences( implode( ' ', $paragraph ) ) as $sentence ) {
					$units[] = array(
						'block' => $block,
						'kind'  => 'sentence',
						'text'  => $sentence,
					);
				}
				$paragraph = array();
				++$block;
			}
		};
		// A blank line, heading, fence, table or rule ends a list as well as a paragraph.
		$end = static function () use ( &$flush, &$units, &$block ): void {
			$flush();
			if ( array() !== $units && 'item' === end( $units )['kind'] && end( $units )['block'] === $block ) {
				++$block;
			}
		};
		foreach ( preg_split( '/\R/u', $text ) as $line ) {
			if ( null !== $fence ) {
				if ( preg_match( '/^\s{0,3}' . preg_quote( $fence, '/' ) . '/', $line ) ) {
					$fence = null;
				}
				continue;
			}
			if ( preg_match( '/^\s{0,3}(```|~~~)/', $line, $match ) ) {
				$end();
				$fence = $match[1];
				continue;
			}
			if ( '' === trim( $line ) || preg_match( '/^\s{0,3}(#{1,6}\s|\||[-*_]{3,}\s*$)/', $line ) ) {
				$end();
				continue;
			}
			if ( preg_match( '/^\s*(?:[-*+]|\d{1,9}[.)])\s+\S/', $line ) ) {
				$flush();
				$units[] = array(
					'block' => $block,
					'kind'  => 'item',
					'text'  => rtrim( $line ),
				);
				continue;
			}
			if ( array() === $paragraph && array() !== $units && 'item' === end( $units )['kind'] && preg_match( '/^\s+\S/', $line ) ) {
				// An indented line under a list item continues it.
				$units[ count( $units ) - 1 ]['text'] .= ' ' . trim( $line );
				continue;
			}
			if ( array() !== $units && 'item' === end( $units )['kind'] && end( $units )['block'] === $block ) {
				++$block;
			}
			// A quote's marks go: its sentences are given back as plain sentences.
			$paragraph[] = trim( (string) preg_replace( '/^\s{0,3}(?:>\s?)+/', '', $line ) );
		}
		$end();
		return $units;
	}

	/**
	 * The sentences of a paragraph: it ends one after . ! ? or … (and any closing quote or
	 * bracket) followed by a space and what can start a sentence, except after an abbreviation or
	 * an initial (J. S. Bach).
	 *
	 * @param string $paragraph One paragraph's text on one line.
	 * @return string[]
	 */
	private static function sentences( string $paragraph ): array {
		$paragraph = trim( (string) preg_replace( '/\s+/u', ' ', $paragraph ) );
		$sentences = array();
		$start     = 0;
		preg_match_all( '/[.!?…]+["\'”’)\]*_]*(?= ["\'“‘(\[¿¡*_]*[\p{Lu}\p{N}])/u', $paragraph, $ends, PREG_OFFSET_CAPTURE );
		foreach ( $ends[0] as $end ) {
			$stop = $end[1] + strlen( $end[0] );
			if ( '.' === $end[0][0] && preg_match( '/(?:^|[\s(])([\p{L}.]+)$/u', substr( $paragraph, $start, $end[1] - $start ), $word ) ) {
				$before = mb_strtolower( $word[1] );
				if ( 1 === mb_strlen( $before ) || in_array( $before, self::ABBREVIATIONS, true ) ) {
					continue;
				}
			}
			$sentences[] = trim( substr( $paragraph, $start, $stop - $start ) );
			$start       = $stop;
		}
		$last = trim( substr( $paragraph, $start ) );
		if ( '' !== $last ) {
			$sentences[] = $last;
		}
		return $sentences;
	}

	/**
	 * The units to keep: about a third of them (at least one), the best scored.
	 *
	 * @param array<int, array{block: int, kind: string, text: string}> $units Units.
	 * @return array<int, true> Their indexes.
	 */
	private static function pick( array $units ): array {
		$stop  = array_flip( explode( ' ', self::STOP_WORDS ) );
		$words = array();
		$count = array();
		$in    = array();
		foreach ( $units as $index => $unit ) {
			preg_match_all( "/[\\p{L}\\p{M}\\p{N}]+(?:['’][\\p{L}\\p{M}]+)*/u", mb_strtolower( (string) preg_replace( '/\[([^\]]*)\]\([^)]*\)/', '$1', $unit['text'] ) ), $found );
			$words[ $index ] = $found[0];
			foreach ( $found[0] as $word ) {
				$count[ $word ] = ( $count[ $word ] ?? 0 ) + 1;
			}
			foreach ( array_unique( $found[0] ) as $word ) {
				$in[ $word ] = ( $in[ $word ] ?? 0 ) + 1;
			}
		}
		$many   = count( $units );
		$scores = array();
		foreach ( $words as $index => $list ) {
			$score = 0;
			foreach ( array_unique( $list ) as $word ) {
				$subject = ! isset( $stop[ $word ] ) && mb_strlen( $word ) > 2 && ! preg_match( '/^\p{N}+$/u', $word )
					&& ( $many < 6 || $in[ $word ] <= $many * 2 / 3 );
				if ( $subject ) {
					$score += $count[ $word ] - 1;
				}
			}
			$scores[ $index ] = $score / sqrt( max( 1, count( $list ) ) );
		}
		$order = array_keys( $scores );
		usort( $order, static fn ( $a, $b ) => array( -$scores[ $a ], $a ) <=> array( -$scores[ $b ], $b ) );
		$keep = max( 1, (int) round( $many / 3 ) );
		return array_fill_keys( array_slice( $order, 0, $keep ), true );
	}
}
