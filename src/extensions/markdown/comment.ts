/**
 * Markdown in comments: the comment's source → HTML, with the Markdown block's markdown-it setup
 * (src/blocks/markdown/markdown.ts: CommonMark with tables and strikethrough, raw HTML escaped, no
 * `javascript:` links). One difference: a comment may not show images (WordPress's comment
 * allow-list has no img, so the server would drop them), so an image becomes a link to it, named
 * by its alt text.
 */
import MarkdownIt from 'markdown-it';
import { MARKDOWN_OPTIONS } from '../../blocks/markdown/markdown';

const markdown = new MarkdownIt( 'default', MARKDOWN_OPTIONS );

markdown.renderer.rules.image = ( tokens, index, options, env, self ) => {
	const token = tokens[ index ];
	const src = token?.attrGet( 'src' ) ?? '';
	const alt = self.renderInlineAsText( token?.children ?? [], options, env );
	return `<a href="${ markdown.utils.escapeHtml( src ) }">${ markdown.utils.escapeHtml( alt || src ) }</a>`;
};

/** The HTML of a comment written in Markdown; empty for a comment of white space only. */
export function renderCommentMarkdown( source: string ): string {
	return source.trim() ? markdown.render( source ).trim() : '';
}
