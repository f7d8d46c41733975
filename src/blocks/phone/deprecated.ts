/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. This plugin's first format: only the number linked, the text before and after it left as
 *    plain text ("Call <a>+44 20 7946 0958</a> (office)"), the `tel:` URL from the number's digits
 *    alone. Attributes are unchanged; saving writes the stored format of save.tsx.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import { phoneParts } from '../contact-info/phone-link';

const numberOnlyLinked = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: { phone: string } } ) {
		if ( ! attributes.phone ) {
			return null;
		}
		const { before, number, after, href } = phoneParts( attributes.phone );
		return createElement(
			'div',
			useBlockProps.save(),
			before,
			href ? createElement( 'a', { href }, number ) : number,
			after
		);
	},
};

export default [ numberOnlyLinked ];
