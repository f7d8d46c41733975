/**
 * Stored markup: only the inner button's block comment. Visitors get the server rendering
 * (render.php): the form, built from the attributes, with the button rendered inside it.
 */
import { InnerBlocks } from '@wordpress/block-editor';

export default function save() {
	return <InnerBlocks.Content />;
}
