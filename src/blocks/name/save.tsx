/** Stored markup: the name as text in a div (the reference plugin's format); nothing when empty. */
import { useBlockProps } from '@wordpress/block-editor';

export default function save( {
	attributes,
}: {
	attributes: { name: string };
} ) {
	return attributes.name ? (
		<div { ...useBlockProps.save() }>{ attributes.name }</div>
	) : null;
}
