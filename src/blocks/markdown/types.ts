// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type MarkdownAttributes = {
	/** What the author typed; the block comment keeps it. */
	source?: string;
	/**
	 * The rendered HTML of `source`, kept in the stored markup itself (read back from it by the
	 * parser), so saving and validating need no markdown library at editor start.
	 */
	html?: string;
	className?: string;
};
