/**
 * Stored markup: the text, with each word that is an e-mail address a `mailto:` link (see
 * contact-info/email-stored.ts); nothing when the field is empty. Content saved by earlier
 * versions of this plugin, whose links left the punctuation after an address out of the href,
 * opens through deprecated.ts.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Fragment } from '@wordpress/element';
import { storedEmailWords } from '../contact-info/email-stored';

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
			{ storedEmailWords( email ).map( ( word, index ) =>
				word.target ? (
					<Fragment key={ index }>
						<a href={ `mailto:${ word.target }` }>{ word.text }</a>
						{ word.rest }
					</Fragment>
				) : (
					word.text
				)
			) }
		</div>
	);
}
