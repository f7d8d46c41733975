<?php
/**
 * Beautiful math: LaTeX in posts and comments, typeset by KaTeX in the visitor's browser.
 *
 * Loaded only while the `latex` module is active. The syntax is the reference's: `$latex e^{i\pi}+1=0$`
 * (also `$latex=…$`) in a post or a comment, and the `[latex]…[/latex]` shortcode in posts, with the
 * optional `&fg=rrggbb`, `&bg=rrggbb` (colours) and `&s=-4…4` (size) parameters at the end of the formula.
 *
 * PHP has no maintained TeX typesetter, so the server only marks each formula: a span holding the
 * formula in a data attribute and, as its text, the formula itself (what a reader without JavaScript,
 * a feed reader or a search engine gets). The KaTeX script and stylesheet are enqueued by the first
 * formula found, so a page without math loads neither. Formulas in code, pre, script, style and
 * textarea elements are left as written: that is where a post shows the syntax itself.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Latex;

use function Jetpack_Blocks\build_path;
use function Jetpack_Blocks\build_url;

defined( 'ABSPATH' ) || exit;

/** Script and style handle of the typesetting script (build/extensions/latex/). */
const HANDLE = 'jetpack-blocks-latex';

/**
 * `$latex`, then `=` or white space, then the formula up to the first `$` not escaped by a
 * backslash (a backslash escapes any one character, so `\$` stays in the formula).
 */
const INLINE_PATTERN = '/\$latex(?:=\s*|\s+)((?:[^$\\\\]|\\\\.)+?)\$/is';

/** Elements whose text is shown as written. */
const VERBATIM_ELEMENTS = array( 'code', 'pre', 'script', 'style', 'textarea' );

/** Font sizes of the `&s=` parameter, as percentages: LaTeX's \tiny … \huge. */
const SIZES = array(
	-4 => 50,
	-3 => 70,
	-2 => 80,
	-1 => 90,
	0  => 100,
	1  => 120,
	2  => 144,
	3  => 173,
	4  => 207,
);

/**
 * Splits a formula's trailing `&fg=`, `&bg=` and `&s=` parameters from it.
 *
 * @param string $formula Formula as written (entities decoded).
 * @return array{latex: string, fg: string, bg: string, size: int}
 */
function parse_formula( string $formula ): array {
	$result = array(
		'latex' => $formula,
		'fg'    => '',
		'bg'    => '',
		'size'  => 0,
	);
	while ( preg_match( '/&(fg|bg|s)=(-?[0-9a-fA-F]+)\s*$/', $result['latex'], $match ) ) {
		$result['latex'] = substr( $result['latex'], 0, -strlen( $match[0] ) );
		if ( 's' === $match[1] ) {
			$result['size'] = max( -4, min( 4, (int) $match[2] ) );
		} elseif ( preg_match( '/^[0-9a-fA-F]{6}$/', $match[2] ) ) {
			$result[ $match[1] ] = strtolower( $match[2] );
		}
	}
	$result['latex'] = trim( $result['latex'] );
	return $result;
}

/**
 * The markup of one formula: a span the script typesets, holding the formula as its text.
 *
 * @param string $formula Formula as written in the HTML source (entities and tags not yet removed).
 */
function formula_markup( string $formula ): string {
	$parsed = parse_formula( html_entity_decode( wp_strip_all_tags( $formula ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	if ( '' === $parsed['latex'] ) {
		return '';
	}
	enqueue();
	$style = array();
	if ( '' !== $parsed['fg'] ) {
		$style[] = 'color:#' . $parsed['fg'];
	}
	if ( '' !== $parsed['bg'] ) {
		$style[] = 'background-color:#' . $parsed['bg'];
	}
	if ( 0 !== $parsed['size'] ) {
		$style[] = 'font-size:' . SIZES[ $parsed['size'] ] . '%';
	}
	return sprintf(
		'<span class="jetpack-latex" data-latex="%1$s"%2$s>%3$s</span>',
		esc_attr( $parsed['latex'] ),
		$style ? ' style="' . esc_attr( implode( ';', $style ) ) . '"' : '',
		esc_html( $parsed['latex'] )
	);
}

/**
 * Replaces each `$latex …$` in the text of an HTML fragment (not in tags, not in verbatim elements).
 *
 * @param string $html Post content or comment text.
 */
function render_inline( string $html ): string {
	if ( false === stripos( $html, '$latex' ) ) {
		return $html;
	}
	$parts    = preg_split( '/(<[^>]*>)/', $html, -1, PREG_SPLIT_DELIM_CAPTURE );
	$verbatim = '';
	$output   = '';
	$text     = '';
	$flush    = static function () use ( &$text, &$output, &$verbatim ): void {
		if ( '' !== $text ) {
			$output .= '' === $verbatim
				? preg_replace_callback( INLINE_PATTERN, static fn ( array $m ): string => formula_markup( $m[1] ), $text )
				: $text;
			$text    = '';
		}
	};
	foreach ( (array) $parts as $index => $part ) {
		if ( 0 === $index % 2 ) {
			$text .= $part;
			continue;
		}
		// A formula may hold a line break the editor or wpautop wrote as <br>: keep it in the text run.
		if ( '' === $verbatim && preg_match( '/^<br\s*\/?>$/i', $part ) ) {
			$text .= $part;
			continue;
		}
		$flush();
		$output .= $part;
		if ( preg_match( '/^<(\/?)([a-z]+)/i', $part, $tag ) && in_array( strtolower( $tag[2] ), VERBATIM_ELEMENTS, true ) ) {
			if ( '' === $tag[1] && '' === $verbatim ) {
				$verbatim = strtolower( $tag[2] );
			} elseif ( '/' === $tag[1] && strtolower( $tag[2] ) === $verbatim ) {
				$verbatim = '';
			}
		}
	}
	$flush();
	return $output;
}

/**
 * The `[latex]` shortcode.
 *
 * @param array|string $atts    Unused.
 * @param string|null  $content The formula.
 */
function shortcode( $atts, $content = null ): string {
	unset( $atts );
	return is_string( $content ) ? formula_markup( $content ) : '';
}

/** Registers the typesetting script and KaTeX's stylesheet from the build. */
function register(): void {
	$asset_file = build_path( 'extensions/latex/view.asset.php' );
	if ( ! file_exists( $asset_file ) || wp_script_is( HANDLE, 'registered' ) ) {
		return;
	}
	$asset = require $asset_file;
	wp_register_script( HANDLE, build_url( 'extensions/latex/view.js' ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
	wp_register_style( HANDLE, build_url( 'extensions/latex/style.css' ), array(), $asset['version'] );
}

/** Enqueues the typesetting on this page (printed in the footer when the head has been sent). */
function enqueue(): void {
	register();
	wp_enqueue_script( HANDLE );
	wp_enqueue_style( HANDLE );
}

// Before wptexturize and wpautop (10) and, for posts, after the blocks are rendered (do_blocks, 9).
add_filter( 'the_content', __NAMESPACE__ . '\render_inline', 9 );
add_filter( 'comment_text', __NAMESPACE__ . '\render_inline', 9 );
add_shortcode( 'latex', __NAMESPACE__ . '\shortcode' );
