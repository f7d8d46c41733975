/**
 * Stored markup: a plain link to the pin, profile or board, as the reference plugin stores it. It
 * works on its own (no script, no plugin); visitors get the pin-board widget from render.php.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { PinterestAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: PinterestAttributes;
} ) {
	const { url } = attributes;
	if ( ! url ) {
		return null;
	}
	// href before class, as existing posts store it.
	return (
		<a href={ url } { ...useBlockProps.save() }>
			{ url }
		</a>
	);
}
