/**
 * Stored markup, the reference's: the field blocks and the submit button (a `jetpack/button` child)
 * inside the block's wrapper. The form around them (action, nonce) is rendered by the server for
 * each visitor (render.php), so the nonce is always fresh.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
