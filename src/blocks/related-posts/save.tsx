/**
 * Stored markup: only the headline (the heading inner block). The list itself is rendered for
 * visitors on the server (render.php) from the attributes, so it follows the site's posts as they
 * change; posts stored by the reference plugin hold no markup at all and open as they are.
 */
import { InnerBlocks } from '@wordpress/block-editor';

export default function save() {
	return <InnerBlocks.Content />;
}
