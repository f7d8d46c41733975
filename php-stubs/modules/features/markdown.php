<?php
/**
 * Markdown for posts and comments, with the Markdown block's markdown-it setup.
 *
 * Loaded only while the `markdown` module is active.
 * - Posts: in the block editor, Markdown pasted as plain text becomes blocks through markdown-it
 *   (src/extensions/markdown/editor.ts), and inline Markdown typed in a paragraph (`**bold**`,
 *   `_italic_`, `~~strikethrough~~`) becomes the format it names as its closing mark is typed.
 * - Comments, when the module's "comments" option (`wpcom_publish_comments_with_markdown`) is on:
 *   the comment form sends the comment's Markdown as HTML made in the visitor's browser
 *   (src/extensions/markdown/view.ts). PHP has no markdown-it, and one parser for the block, the
 *   editor and comments means one set of rules. The server trusts nothing of it: the comment goes
 *   through WordPress's comment allow-list as every comment does, widened here only by the
 *   attribute-free elements Markdown makes (paragraphs, lists, headings, code blocks, tables, rules).
 *   A visitor without JavaScript sends plain text, kept as written.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Markdown;

use function Jetpack_Blocks\build_path;
use function Jetpack_Blocks\build_url;
use function Jetpack_Blocks\modules_options;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/registry.php';

/** Handles of the comment form's script and the editor's script (build/extensions/markdown/). */
const COMMENTS_HANDLE = 'jetpack-blocks-markdown-comments';
const EDITOR_HANDLE   = 'jetpack-blocks-markdown-editor';

/** Elements (without attributes, except a list's start) Markdown makes that comments may hold. */
const COMMENT_ELEMENTS = array( 'p', 'br', 'ul', 'ol', 'li', 'pre', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td' );

/** Whether comments are written in Markdown (the module's option). */
function comments_enabled(): bool {
	return ! empty( modules_options( 'markdown' )['wpcom_publish_comments_with_markdown'] );
}

/**
 * Registers a built script of this feature.
 *
 * @param string $handle   Script handle.
 * @param string $relative Path inside build/ without extension.
 */
function register_script( string $handle, string $relative ): bool {
	if ( wp_script_is( $handle, 'registered' ) ) {
		return true;
	}
	$asset_file = build_path( $relative . '.asset.php' );
	if ( ! file_exists( $asset_file ) ) {
		return false;
	}
	$asset = require $asset_file;
	wp_register_script( $handle, build_url( $relative . '.js' ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
	wp_set_script_translations( $handle, 'jetpack-blocks', JETPACK_BLOCKS_DIR . '/languages' );
	return true;
}

/**
 * The comment field, with a note that Markdown works there; enqueues the form's script.
 *
 * @param string $field The comment textarea's markup.
 */
function comment_field( string $field ): string {
	if ( ! comments_enabled() || ! register_script( COMMENTS_HANDLE, 'extensions/markdown/view' ) ) {
		return $field;
	}
	wp_enqueue_script( COMMENTS_HANDLE );
	return $field . sprintf(
		'<p class="comment-notes-markdown">%s</p>',
		esc_html__( 'You can use Markdown in your comment: **bold**, _italic_, `code`, lists, links and quotes.', 'jetpack-blocks' )
	);
}

/**
 * The comment allow-list, widened by the elements Markdown makes.
 *
 * @param array  $tags    Allowed elements and attributes.
 * @param string $context Where the HTML goes.
 */
function comment_allowed_html( $tags, $context ) {
	if ( 'pre_comment_content' !== $context || ! is_array( $tags ) || ! comments_enabled() ) {
		return $tags;
	}
	foreach ( COMMENT_ELEMENTS as $element ) {
		$tags[ $element ] = $tags[ $element ] ?? array();
	}
	$tags['ol']['start'] = true;
	return $tags;
}

/** The block editor's part: pasted and typed Markdown. */
function enqueue_editor(): void {
	if ( register_script( EDITOR_HANDLE, 'extensions/markdown/in-editor' ) ) {
		wp_enqueue_script( EDITOR_HANDLE );
	}
}

add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\enqueue_editor' );
add_filter( 'comment_form_field_comment', __NAMESPACE__ . '\comment_field' );
add_filter( 'wp_kses_allowed_html', __NAMESPACE__ . '\comment_allowed_html', 10, 2 );
