/**
 * Stored markup: the text, with each e-mail address in it a `mailto:` link (see
 * contact-info/email-tokens.ts); nothing when the field is empty. Content whose links kept the
 * punctuation after an address in their href opens through deprecated.ts.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { emailSegments } from '../contact-info/email-tokens';

export default function save( {
	attributes,
}: {
	attributes: { email: string };
} ) {
	const { email } = attributes;
	if ( ! email ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			{ emailSegments( email ).map( ( segment, index ) =>
				segment.email ? (
					<a key={ index } href={ `mailto:${ segment.email }` }>
						{ segment.text }
					</a>
				) : (
					segment.text
				)
			) }
		</div>
	);
}
