<?php
/**
 * What the offline tools may change in a markdown text and what they must leave as it is.
 *
 * The block sends its text as markdown. Code (fenced blocks and inline spans), addresses (URLs, link
 * and image targets, e-mail addresses) and HTML tags are not prose: a spelling checker would
 * "correct" them and a translator would translate them, breaking them either way. So the text is cut
 * into prose and kept pieces, and the tools work on the prose only.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Splits markdown into prose and kept pieces.
 */
class Tool_Text {

	/**
	 * What is kept, in the order tried at each position (the first that matches wins):
	 * fenced code blocks (to their closing fence, or to the end), inline code (any run of
	 * backticks up to the same run), autolinks and HTML tags, link and image targets with their
	 * title, URLs with a scheme or www., and e-mail addresses. A URL's last character is never
	 * sentence punctuation, so "see https://example.com." keeps its full stop as prose.
	 */
	const KEPT = '{
		(?:^|(?<=\n))[ ]{0,3}(```|~~~)[^\n]*(?:\n.*?(?:\n[ ]{0,3}\1[^\n]*(?=\n|$)|$)|$)
		| (`+)(?:(?!\2).)+?\2
		| <[A-Za-z/!][^<>\n]*>
		| \]\([^()\s]*(?:\s+"[^"\n]*")?\)
		| \b(?:[A-Za-z][A-Za-z0-9+.-]*://|www\.)[^\s<>()\[\]]*[^\s<>()\[\].,;:!?\'"]
		| [A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+
		}xsu';

	/**
	 * Hashtags and mentions (#bees, @ana): kept by translation, where they are names; not by
	 * spelling, where a misspelt tag is still worth a look. A markdown heading's # is followed by
	 * a space, so it is never one.
	 */
	const TAGS = '~(?<![\p{L}\p{N}_&#])[#@][\p{L}\p{N}_]+~u';

	/**
	 * The text as pieces in order: [ text, kept ], where kept is true for a piece the tools must
	 * not change. Joined again they give the text exactly.
	 *
	 * @param string $text Markdown.
	 * @param bool   $tags Whether hashtags and mentions are kept too.
	 * @return array<int, array{0: string, 1: bool}>
	 */
	public static function pieces( string $text, bool $tags = false ): array {
		$pieces = array();
		$parts  = preg_split( self::KEPT, $text, -1, PREG_SPLIT_OFFSET_CAPTURE | PREG_SPLIT_NO_EMPTY );
		// preg_split drops the separators; they are what lies between the parts.
		$at = 0;
		// A text the pattern cannot go through (a backtracking limit) is kept whole: better untouched than
		// touched where it should not be.
		foreach ( is_array( $parts ) ? $parts : array() as $part ) {
			if ( $part[1] > $at ) {
				$pieces[] = array( substr( $text, $at, $part[1] - $at ), true );
			}
			$pieces[] = array( $part[0], false );
			$at       = $part[1] + strlen( $part[0] );
		}
		if ( $at < strlen( $text ) ) {
			$pieces[] = array( substr( $text, $at ), true );
		}
		if ( ! $tags ) {
			return $pieces;
		}
		$split = array();
		foreach ( $pieces as $piece ) {
			if ( $piece[1] ) {
				$split[] = $piece;
				continue;
			}
			$at = 0;
			preg_match_all( self::TAGS, $piece[0], $matches, PREG_OFFSET_CAPTURE );
			foreach ( $matches[0] as $match ) {
				if ( $match[1] > $at ) {
					$split[] = array( substr( $piece[0], $at, $match[1] - $at ), false );
				}
				$split[] = array( $match[0], true );
				$at      = $match[1] + strlen( $match[0] );
			}
			if ( $at < strlen( $piece[0] ) ) {
				$split[] = array( substr( $piece[0], $at ), false );
			}
		}
		return $split;
	}
}
