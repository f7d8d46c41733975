/**
 * Stored markup, as existing posts keep it: the wrapper and an inner container with the inner
 * blocks. Visitors get the server rendering (render.php), which hides it until the view script has
 * checked the visit count.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<div className="wp-block-jetpack-repeat-visitor__inner-container">
				<InnerBlocks.Content />
			</div>
		</div>
	);
}
