/**
 * Stored markup: only the field blocks. The form around them (action, nonce, submit button) is
 * rendered by the server for each visitor (render.php), so the nonce is always fresh.
 */
import { InnerBlocks } from '@wordpress/block-editor';

export default function save() {
	return <InnerBlocks.Content />;
}
