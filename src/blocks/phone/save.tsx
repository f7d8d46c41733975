/**
 * Stored markup: the text with its phone number as a `tel:` link (see contact-info/phone-link.ts);
 * nothing when the field is empty.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { phoneParts } from '../contact-info/phone-link';

export default function save( {
	attributes,
}: {
	attributes: { phone: string };
} ) {
	const { phone } = attributes;
	if ( ! phone ) {
		return null;
	}
	const { before, number, after, href } = phoneParts( phone );
	return (
		<div { ...useBlockProps.save() }>
			{ before }
			{ href ? <a href={ href }>{ number }</a> : number }
			{ after }
		</div>
	);
}
