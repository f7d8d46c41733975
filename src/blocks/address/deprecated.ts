/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The map link as the reference plugin saved it: the address glued into the URL path unencoded
 *    (raw spaces, which make the href invalid HTML) and no new-tab notice for screen readers.
 *    Attributes are unchanged; saving writes the encoded link.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import { legacyMapsUrl } from '../contact-info/maps-url';
import { AddressLines } from './address-lines';
import type { AddressAttributes } from './types';

const unencodedMapLink = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: AddressAttributes } ) {
		const lines = createElement( AddressLines, { fields: attributes } );
		return createElement(
			'div',
			useBlockProps.save(),
			attributes.linkToGoogleMaps
				? createElement(
						'a',
						{
							href: legacyMapsUrl( attributes ),
							target: '_blank',
							rel: 'noopener noreferrer',
							title: __(
								'Open address in Google Maps',
								'jetpack-blocks'
							),
						},
						lines
					)
				: lines
		);
	},
};

export default [ unencodedMapLink ];
