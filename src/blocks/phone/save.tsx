/**
 * Stored markup: the text with its number as a `tel:` link and a label before it in a
 * `phone-prefix` span (see contact-info/phone-link.ts, `storedPhone`); plain text when there is no
 * digit, nothing when the field is empty. Content saved with the number alone linked and the text
 * after it left outside the link opens through deprecated.ts.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { storedPhone } from '../contact-info/phone-link';

export default function save( {
	attributes,
}: {
	attributes: { phone: string };
} ) {
	const { phone } = attributes;
	if ( ! phone ) {
		return null;
	}
	const parts = storedPhone( phone );
	return (
		<div { ...useBlockProps.save() }>
			{ parts ? (
				<>
					{ parts.prefix.trim() && (
						<span className="phone-prefix">{ parts.prefix }</span>
					) }
					<a href={ parts.href }>{ parts.linkText }</a>
				</>
			) : (
				phone
			) }
		</div>
	);
}
