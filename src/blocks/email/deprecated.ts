/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. This plugin's first format (contact-info/email-tokens.ts): punctuation around an address left
 *    out of the link and its href ("(<a href="mailto:a@b.com">a@b.com</a>)."), and its own address
 *    rules. Attributes are unchanged; saving writes the stored format of save.tsx.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import { emailSegments } from '../contact-info/email-tokens';

const punctuationOutside = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: { email: string } } ) {
		if ( ! attributes.email ) {
			return null;
		}
		return createElement(
			'div',
			useBlockProps.save(),
			...emailSegments( attributes.email ).map( ( segment ) =>
				segment.email
					? createElement(
							'a',
							{ href: `mailto:${ segment.email }` },
							segment.text
						)
					: segment.text
			)
		);
	},
};

export default [ punctuationOutside ];
