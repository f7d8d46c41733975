/**
 * Stored markup: the wrapper and, for the link style, the button child's block comment. Visitors get
 * the server rendering (render.php): an iframe or the button, built from the attributes.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
