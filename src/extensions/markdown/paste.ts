/**
 * Markdown pasted as plain text in the block editor becomes blocks through the Markdown block's
 * markdown-it setup (instead of the editor's own converter), so a table, a fenced code block or a
 * strikethrough comes out as it does in the Markdown block.
 */
import MarkdownIt from 'markdown-it';
import { MARKDOWN_OPTIONS } from '../../blocks/markdown/markdown';

const markdown = new MarkdownIt( 'default', MARKDOWN_OPTIONS );

/** Lines whose start says Markdown: a heading, list item, quote, fence, table row or rule. */
const BLOCK_SYNTAX =
	/^(#{1,6}\s|[-*+]\s|\d{1,9}[.)]\s|>\s?|```|~~~|\|.*\||(-{3,}|\*{3,}|_{3,})\s*$)/m;
/** Inline syntax: strong or emphasis, strikethrough, code, a link or image. */
const INLINE_SYNTAX =
	/(\*\*[^\s*][^*]*\*\*|__[^\s_][^_]*__|~~[^\s~][^~]*~~|`[^`\n]+`|!?\[[^\]\n]+\]\([^)\s]+\))/;

/** Whether pasted plain text is written in Markdown (plain prose is left to the editor). */
export function looksLikeMarkdown( text: string ): boolean {
	return BLOCK_SYNTAX.test( text ) || INLINE_SYNTAX.test( text );
}

/** The HTML of pasted Markdown. */
export function pastedMarkdownToHtml( text: string ): string {
	return markdown.render( text );
}
