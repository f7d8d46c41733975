/**
 * Markdown → HTML, for the stored markup and the editor preview. Imported only by the edit UI (a lazy
 * chunk), never by save, so the library is not downloaded at editor start.
 *
 * CommonMark with GitHub's tables and strikethrough (markdown-it's default preset). Safe by
 * construction rather than by cleaning afterwards:
 * - `html: false`: raw HTML in the source is escaped as text, so no element or attribute the author
 *   typed (a script, an `onerror`) reaches the output;
 * - the library's link check refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs
 *   (after decoding entities and ignoring case), so such a link stays plain text;
 * - no linkify and no typographer: the output is a function of CommonMark alone.
 */
import MarkdownIt from 'markdown-it';

/** The setup, shared with Markdown in comments (src/extensions/markdown). */
export const MARKDOWN_OPTIONS = {
	html: false,
	linkify: false,
	typographer: false,
} as const;

const markdown = new MarkdownIt( 'default', MARKDOWN_OPTIONS );

/** The HTML of a markdown source; empty for a source with nothing but white space. */
export function renderMarkdown( source: string ): string {
	return source.trim() ? markdown.render( source ) : '';
}
