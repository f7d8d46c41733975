/**
 * Stored markup: the rendered HTML inside the block's div, so visitors need no script.
 *
 * The HTML is rendered by the edit chunk (the only place the markdown library is loaded) into the
 * `html` attribute, which the parser reads back from this same div. Saving and validating therefore
 * never need the library: a post opens valid before any block's editor has been downloaded, and
 * markup stored by the reference plugin (the same div around its rendering) opens valid as it is.
 * Nothing is stored while there is no rendering yet (e.g. content written through the REST API with
 * only a `source`; render.php shows that source as text until an editor renders it).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';
import type { MarkdownAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: MarkdownAttributes;
} ) {
	const { html } = attributes;
	if ( ! html ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<RawHTML>{ html }</RawHTML>
		</div>
	);
}
