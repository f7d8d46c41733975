/**
 * Stored markup: an empty wrapper, as the reference stores it; visitors get the reservation widget
 * and link from render.php.
 */
import { useBlockProps } from '@wordpress/block-editor';

export default function save() {
	return <div { ...useBlockProps.save() } />;
}
